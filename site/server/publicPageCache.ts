import memoryProvider from 'astro/cache/memory';
import { NOTED_EVENTS_COOKIE } from '../shared/analytics/notedEvents';
import { COMPRESSION } from 'astro:env/server';
import { compressesAnswers } from './runtime/compression-setting.mjs';
import { CACHED_PAGE_PATHS } from './runtime/fast-path.mjs';
import type { CacheProviderFactory } from 'astro';
import { CLERK_SESSION_COOKIE, GUEST_COOKIE, SESSION_COOKIE } from './auth/cookies';
import { newGuestCookie } from '../shared/cookieNames.mjs';
import { isHttps } from './http/forwarded';
import { compressShared, matchesEtag } from './http/sharedCompression';
import { FOOTER_COOKIE, isFooterCollapsed } from './preferences';

/**
 * Astro's route cache for the public marketing and legal pages (routeRules in
 * astro.config.mjs), built on Astro's own in-memory provider with three Perch rules:
 *
 * - Only anonymous, default-looking requests share the cache. A request with a session
 *   cookie, a bearer token, a collapsed footer or product events noted for its page is rendered for itself (a signed-in user
 *   on / must get the redirect to /tools, never the marketing page).
 * - Only 200 responses are stored; a failure is never replayed from the cache.
 * - Every page response to a browser without one gets a guest id cookie (the synthetic id
 *   used for tracking visitors, role guest; HttpOnly, Secure over https) — added after the
 *   cache, so it is never stored.
 *
 * The cache holds rendered public HTML only, per instance: two instances behind a load
 * balancer each keep their own copy of the same pages, which changes nothing for anyone.
 */

/** The pages with a route rule (astro.config.mjs). */
const CACHED_PAGES = new Set(CACHED_PAGE_PATHS);

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sharesCache(request: Request): boolean {
  const cookies = request.headers.get('cookie');
  if (request.headers.has('authorization')) return false;
  if (cookieValue(cookies, SESSION_COOKIE) !== undefined || cookieValue(cookies, CLERK_SESSION_COOKIE) !== undefined)
    return false;
  // Product events noted for this visitor's next page (a sign-out leads to /): rendered for them.
  if (cookieValue(cookies, NOTED_EVENTS_COOKIE) !== undefined) return false;
  return !isFooterCollapsed(cookieValue(cookies, FOOTER_COOKIE));
}

function addGuestId(request: Request, response: Response): Response {
  if (request.method !== 'GET' || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const cookies = request.headers.get('cookie');
  if ([SESSION_COOKIE, CLERK_SESSION_COOKIE, GUEST_COOKIE].some((name) => cookieValue(cookies, name) !== undefined))
    return response;
  // Only the server reads it (HttpOnly); Secure over https, also behind a TLS-terminating proxy.
  try {
    response.headers.append('Set-Cookie', newGuestCookie(isHttps(request)));
  } catch {
    // Immutable headers (a proxied response): the guest id waits for the next page.
  }
  return response;
}

/**
 * 304 with the same headers and no body when the request already holds this copy (If-None-Match);
 * the fast path in front (site/server/runtime/fast-path.mjs) answers the same.
 */
function notModified(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  if (!etag || !matchesEtag(request.headers.get('If-None-Match'), etag)) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

const factory: CacheProviderFactory = (config) => {
  const inner = memoryProvider(config);
  return {
    ...inner,
    name: 'perch-public-pages',
    async onRequest(context, next) {
      // Only pages fetched with GET are cached, compressed once or given a guest id: a form post or
      // an API call (Parooty's questions) goes straight on, without the cache's URL parsing.
      if (context.request.method !== 'GET') return next();
      // Only the pages with a route rule are cached: any other (an API answer, a signed-in page)
      // goes straight on without the cache's key building and lookup.
      if (!CACHED_PAGES.has(context.url.pathname) || !sharesCache(context.request))
        return addGuestId(context.request, await next());
      const response = await inner.onRequest!(context, async () => {
        const fresh = await next();
        if (fresh.status !== 200) fresh.headers.delete('CDN-Cache-Control');
        return fresh;
      });
      // A cached copy carries the id of the request that rendered it; each answer gets its own.
      if (response.headers.get('X-Astro-Cache') !== 'MISS' && response.headers.has('X-Astro-Cache')) {
        response.headers.set('X-Request-Id', crypto.randomUUID());
      }
      // Every visitor gets these same bytes: compressed once, not on each answer, with an ETag.
      const shared = await compressShared(context.request, response, compressesAnswers(COMPRESSION));
      return addGuestId(context.request, notModified(context.request, shared));
    },
  };
};

export default factory;
