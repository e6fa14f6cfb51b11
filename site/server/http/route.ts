import type { APIContext, APIRoute } from 'astro';
import { errorResponse, HttpError } from './errors';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof HTTP_METHODS)[number];
type Handler = (context: APIContext) => Response | Promise<Response>;

/** Turns anything a handler threw into the one error shape; unexpected errors become a logged 500. */
export function toErrorResponse(error: unknown, requestId: string | undefined): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.details, error.headers);
  console.error(`[${requestId ?? 'no-request-id'}] unexpected error`, error);
  return new Response(JSON.stringify({ error: 'Internal error', requestId }), {
    status: 500,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Declares an endpoint's methods. Each handler is wrapped so errors keep one shape, and
 * every other method answers 405 with an Allow header.
 *
 *   export const { GET, ALL } = route({ GET: async (ctx) => json(...) });
 */
export function route(handlers: Partial<Record<Method, Handler>>): Partial<Record<Method, APIRoute>> & { ALL: APIRoute } {
  const allowed = Object.keys(handlers) as Method[];
  if (allowed.includes('GET')) allowed.push('HEAD' as Method);
  const wrapped: Partial<Record<Method, APIRoute>> = {};
  for (const method of Object.keys(handlers) as Method[]) {
    const handler = handlers[method]!;
    wrapped[method] = async (context) => {
      try {
        return await handler(context);
      } catch (error) {
        return toErrorResponse(error, context.locals.requestId);
      }
    };
  }
  const ALL: APIRoute = () =>
    errorResponse(405, 'Method not allowed', undefined, { Allow: [...allowed, 'OPTIONS'].join(', ') });
  return { ...wrapped, ALL };
}
