import type { APIContext, APIRoute } from 'astro';
import { isDatabaseUnavailable, isDiskFull, rootCauseMessage } from '../db/unavailable';
import { errorResponse, HttpError } from './errors';

export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof HTTP_METHODS)[number];
type Handler = (context: APIContext) => Response | Promise<Response>;

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached just now. Try again in a moment.';
/** Seconds a client is asked to wait while the server's disk is full (someone has to free space). */
export const DISK_FULL_RETRY_AFTER_S = 60;
export const DISK_FULL_MESSAGE = "The server's disk is full, so nothing can be saved just now. Try again later.";

/**
 * Turns anything a handler threw into the one error shape. A full disk, or a database that cannot
 * be reached, is a 503 with Retry-After (the same request may succeed later); any other
 * unexpected error is a logged 500.
 */
export function toErrorResponse(error: unknown, requestId: string | undefined): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.details, error.headers);
  if (isDiskFull(error)) {
    console.error(`[${requestId ?? 'no-request-id'}] the disk is full: ${rootCauseMessage(error)}`);
    return errorResponse(503, DISK_FULL_MESSAGE, undefined, { 'Retry-After': String(DISK_FULL_RETRY_AFTER_S) });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[${requestId ?? 'no-request-id'}] the database cannot be reached: ${rootCauseMessage(error)}`);
    return errorResponse(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, {
      'Retry-After': String(DATABASE_RETRY_AFTER_S),
    });
  }
  console.error(`[${requestId ?? 'no-request-id'}] unexpected error`, error);
  return new Response(JSON.stringify({ error: 'Internal error', requestId }), {
    status: 500,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Declares an endpoint's methods. Each handler is wrapped so errors keep one shape; HEAD is
 * answered by GET without its body, OPTIONS with 204 and Allow, every other method with 405.
 * Allow always lists exactly what is answered.
 *
 *   export const { GET, ALL } = route({ GET: async (ctx) => json(...) });
 */
export function route(
  handlers: Partial<Record<Method, Handler>>,
): Partial<Record<Method, APIRoute>> & { ALL: APIRoute } {
  const all: Partial<Record<Method, Handler>> = { ...handlers };
  const get = handlers.GET;
  if (get) {
    all.HEAD ??= async (context) => {
      const full = await get(context);
      return new Response(null, { status: full.status, headers: full.headers });
    };
  }
  const allowHeader = [...Object.keys(all), ...(all.OPTIONS ? [] : ['OPTIONS'])].join(', ');
  all.OPTIONS ??= () => new Response(null, { status: 204, headers: { Allow: allowHeader } });
  const wrapped: Partial<Record<Method, APIRoute>> = {};
  for (const method of Object.keys(all) as Method[]) {
    const handler = all[method]!;
    wrapped[method] = async (context) => {
      try {
        return await handler(context);
      } catch (error) {
        return toErrorResponse(error, context.locals.requestId);
      }
    };
  }
  // Endpoint files export the methods they implement plus ALL; ALL also serves the derived
  // HEAD and OPTIONS, so every method Allow lists is really answered.
  // biome-ignore lint/correctness/noComponentHookFactories: an Astro endpoint handler (named ALL by Astro), not a component
  const ALL: APIRoute = (context) => {
    const handler = wrapped[context.request.method as Method];
    return handler ? handler(context) : errorResponse(405, 'Method not allowed', undefined, { Allow: allowHeader });
  };
  return { ...wrapped, ALL };
}
