import { defineMiddleware } from 'astro:middleware';
import { errorResponse, toErrorResponse } from './server/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from another site (CSRF). Browsers always send Origin on such
 * requests (and Sec-Fetch-Site); clients that send neither are not browsers and cannot be
 * made to act for someone else.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== url.origin;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

/**
 * Runs for every server-rendered page and endpoint: gives the request an id (logged with any
 * error and returned as X-Request-Id) and keeps API failures in the one error shape.
 * Security headers are set by the server wrapper (scripts/serve.mjs) so that static assets,
 * which never reach this middleware, get them too.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const requestId = crypto.randomUUID();
  context.locals.requestId = requestId;
  if (isCrossSiteWrite(context.request, context.url)) {
    const refused = errorResponse(403, 'Cross-site request refused');
    refused.headers.set('X-Request-Id', requestId);
    return refused;
  }
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!context.url.pathname.startsWith('/api/')) throw error;
    response = toErrorResponse(error, requestId);
  }
  try {
    response.headers.set('X-Request-Id', requestId);
  } catch {
    // Responses from fetch() or Response.redirect() have immutable headers; the id is only a courtesy.
  }
  return response;
});
