import { COMPRESSION } from 'astro:env/server';
import type { APIContext } from 'astro';
import { clientIp, publicOrigin, requireAdmin } from '../auth/request';
import { accounts, type AccountsProvider } from '../providers/auth';
import { compressesAnswers } from '../runtime/compression-setting.mjs';
import { PAROOTY_QUERY_PATH, parootyAllowedOrigins } from '../services/parootyConfig';
import { allowedOrigin, applyCors } from './cors';
import { errorResponse } from './errors';
import { toErrorResponse } from './route';
import { compressAnswer } from './sharedCompression';

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

export type RequestContext = Pick<APIContext, 'request' | 'url' | 'locals' | 'clientAddress' | 'cookies'>;

/**
 * What answers a request before its page or endpoint does, or null: 403 for a cross-site write
 * (other teams' pages on PAROOTY_ALLOWED_ORIGINS may ask Parooty: the embed), or the accounts
 * provider's frontend API through this server (Clerk with a relative proxy URL), whatever its path.
 */
export function answeredFirst(context: RequestContext, pathname: string): Promise<Response> | null {
  const corsWrite = pathname === PAROOTY_QUERY_PATH && allowedOrigin(context.request, parootyAllowedOrigins()) !== null;
  if (isCrossSiteWrite(context.request, context.url) && !corsWrite)
    return Promise.resolve(errorResponse(403, 'Cross-site request refused'));
  return (
    accountsOrNull()?.forwardFrontend(
      context.request,
      pathname,
      () => ({ ip: clientIp(context), publicOrigin: publicOrigin(context) }),
      (message) => console.error(`[${context.locals.requestId}] ${message}`),
    ) ?? null
  );
}

/**
 * An API request from start to end: its id, the checks above, the admin guard, the endpoint
 * (`next`), any failure in the one error shape, then X-Request-Id, Parooty's CORS headers and the
 * answer's compression. The middleware runs it for every /api/ request, and the server wrapper's
 * direct answers (site/server/http/directAnswer.ts) run the same for the endpoints they answer
 * before Astro's pipeline.
 */
export async function answerApi(context: RequestContext, next: () => Promise<Response>): Promise<Response> {
  const requestId = crypto.randomUUID();
  context.locals.requestId = requestId;
  const { pathname } = context.url;
  let response: Response;
  try {
    const first = answeredFirst(context, pathname);
    if (first) response = await first;
    else {
      if (pathname.startsWith('/api/admin/')) await requireAdmin(context);
      response = await next();
    }
  } catch (error) {
    response = toErrorResponse(error, requestId);
  }
  try {
    response.headers.set('X-Request-Id', requestId);
    if (pathname === PAROOTY_QUERY_PATH) applyCors(response, context.request, parootyAllowedOrigins());
  } catch {
    // Responses from fetch() or Response.redirect() have immutable headers; the id is only a courtesy.
  }
  // A short API answer (a Parooty answer is 1–2 KB) is compressed here in one call, not streamed.
  if (compressesAnswers(COMPRESSION)) return compressAnswer(context.request, response);
  return response;
}
