import { COMPRESSION } from 'astro:env/server';
import { defineMiddleware } from 'astro:middleware';
import { compressesAnswers } from './server/runtime/compression-setting.mjs';
import { clearNotedEventsCookie, notedEventsOf } from './server/analytics/notedEvents';
import { guardPage } from './server/auth/guards';
import { clientIp, currentAuth, publicOrigin, requireAdmin } from './server/auth/request';
import { errorResponse, toErrorResponse } from './server/http';
import { allowedOrigin, applyCors } from './server/http/cors';
import { compressAnswer } from './server/http/sharedCompression';
import { accounts, type AccountsProvider } from './server/providers/auth';
import { PAROOTY_QUERY_PATH, parootyAllowedOrigins } from './server/services/parootyConfig';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from another site (CSRF): its Origin is another site's, or it is marked
 * `Sec-Fetch-Site: cross-site` (in any letter case), whatever its Origin says. Browsers always
 * send Origin on such requests (and Sec-Fetch-Site); clients that send neither are not browsers
 * and cannot be made to act for someone else.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) return true;
  return request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site';
}

/** The accounts provider, or null when its configuration is wrong (the start-up health check stops the server). */
function accountsOrNull(): AccountsProvider | null {
  try {
    return accounts();
  } catch {
    return null;
  }
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Runs for every server-rendered page and endpoint: gives the request an id (logged with any
 * error and returned as X-Request-Id), refuses cross-site writes, resolves the session and
 * applies the page guards (spec §2), and keeps API failures in the one error shape. Requests for
 * the accounts provider's frontend API (Clerk with a relative proxy URL) go to the provider: the
 * path is configured at run time, so no page file could stand for it.
 * Security headers are set by the server wrapper (site/server/runtime/serve-one.mjs) so that static assets,
 * which never reach this middleware, get them too.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Files written at build time (the catalogue's search index) have no request to look at.
  if (context.isPrerendered) return next();
  const requestId = crypto.randomUUID();
  context.locals.requestId = requestId;
  const { pathname } = context.url;
  const isApi = pathname.startsWith('/api/');
  let response: Response;
  let noted: ReturnType<typeof notedEventsOf> = null;
  try {
    // The one exception: other teams' pages on PAROOTY_ALLOWED_ORIGINS ask Parooty (the embed).
    const corsWrite =
      pathname === PAROOTY_QUERY_PATH && allowedOrigin(context.request, parootyAllowedOrigins()) !== null;
    const crossSite = isCrossSiteWrite(context.request, context.url) && !corsWrite;
    // The provider's frontend API through this server (Clerk with a relative proxy URL), whatever it is named.
    const forwarded = crossSite
      ? null
      : (accountsOrNull()?.forwardFrontend(
          context.request,
          pathname,
          () => ({ ip: clientIp(context), publicOrigin: publicOrigin(context) }),
          (message) => console.error(`[${requestId}] ${message}`),
        ) ?? null);
    if (crossSite) {
      response = errorResponse(403, 'Cross-site request refused');
    } else if (forwarded) {
      response = await forwarded;
    } else if (isApi) {
      if (pathname.startsWith('/api/admin/')) await requireAdmin(context);
      response = await next();
    } else {
      const auth = await currentAuth(context);
      context.locals.user = auth?.user ?? null;
      // Product events noted for the next page by a form post (server/analytics/notedEvents.ts).
      noted = notedEventsOf(context.request);
      if (noted) context.locals.productEvents = noted;
      const decision = guardPage(pathname, context.url.search, context.request.method, auth?.user ?? null);
      if (decision.kind === 'redirect') response = redirect(decision.location);
      else if (decision.kind === 'not-found') response = await context.rewrite('/404');
      else response = await next();
    }
  } catch (error) {
    if (!isApi) throw error;
    response = toErrorResponse(error, requestId);
  }
  try {
    response.headers.set('X-Request-Id', requestId);
    if (pathname === PAROOTY_QUERY_PATH) applyCors(response, context.request, parootyAllowedOrigins());
    // Pages for a signed-in user are personal: never stored by a shared cache.
    if (context.locals.user && !isApi) response.headers.set('Cache-Control', 'private, no-store');
    // A page has the noted events in its analytics settings now: the cookie goes (a redirect keeps it for the page it leads to).
    if (noted && response.status === 200 && response.headers.get('content-type')?.startsWith('text/html'))
      response.headers.append('Set-Cookie', clearNotedEventsCookie(context.request));
  } catch {
    // Responses from fetch() or Response.redirect() have immutable headers; the id is only a courtesy.
  }
  // A short API answer (a Parooty answer is 1–2 KB) is compressed here in one call, not streamed.
  if (isApi && compressesAnswers(COMPRESSION)) return compressAnswer(context.request, response);
  return response;
});
