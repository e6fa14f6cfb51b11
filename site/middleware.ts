import { defineMiddleware } from 'astro:middleware';
import { clearNotedEventsCookie, notedEventsOf } from './server/analytics/notedEvents';
import { guardPage } from './server/auth/guards';
import { currentAuth } from './server/auth/request';
import { answerApi, answeredFirst } from './server/http/apiAnswer';

export { isCrossSiteWrite } from './server/http/apiAnswer';

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Runs for every server-rendered page and endpoint: gives the request an id (logged with any
 * error and returned as X-Request-Id), refuses cross-site writes, resolves the session and
 * applies the page guards (spec §2), and keeps API failures in the one error shape ({@link answerApi}).
 * Requests for the accounts provider's frontend API (Clerk with a relative proxy URL) go to the
 * provider: the path is configured at run time, so no page file could stand for it.
 * Security headers are set by the server wrapper (site/server/runtime/serve-one.mjs) so that static assets,
 * which never reach this middleware, get them too.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Files written at build time (the catalogue's search index) have no request to look at.
  if (context.isPrerendered) return next();
  const { pathname } = context.url;
  if (pathname.startsWith('/api/')) return answerApi(context, next);
  const requestId = crypto.randomUUID();
  context.locals.requestId = requestId;
  let response: Response;
  let noted: ReturnType<typeof notedEventsOf> = null;
  const first = answeredFirst(context, pathname);
  if (first) response = await first;
  else {
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
  try {
    response.headers.set('X-Request-Id', requestId);
    // Pages for a signed-in user are personal: never stored by a shared cache.
    if (context.locals.user) response.headers.set('Cache-Control', 'private, no-store');
    // A page has the noted events in its analytics settings now: the cookie goes (a redirect keeps it for the page it leads to).
    if (noted && response.status === 200 && response.headers.get('content-type')?.startsWith('text/html'))
      response.headers.append('Set-Cookie', clearNotedEventsCookie(context.request));
  } catch {
    // Responses from fetch() or Response.redirect() have immutable headers; the id is only a courtesy.
  }
  return response;
});
