/**
 * Cross-origin access for the few endpoints other sites' pages may call (Parooty's embed). Only
 * origins listed in configuration get CORS headers, each echoed exactly (never `*`, since the
 * widget sends credentials), always with `Vary: Origin` so a shared cache never serves one
 * origin's answer to another.
 */
import { addVary } from './vary';

/** How long a browser may reuse a preflight answer. */
export const CORS_PREFLIGHT_MAX_AGE_S = 600;

/** A list of origins ("https://a.example, https://b.example:8443") as exact origins; entries that are not http(s) origins are dropped. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, ''))
        origins.add(url.origin);
    } catch {
      // Not an origin: ignored (the README says what belongs here).
    }
  }
  return [...origins];
}

/** The request's Origin when it is one of `allowed`, else null. */
export function allowedOrigin(request: Request, allowed: readonly string[]): string | null {
  const origin = request.headers.get('origin');
  return origin !== null && allowed.includes(origin) ? origin : null;
}

/** Adds `Vary: Origin`, and for an allowed origin the headers that let its page read the answer. */
export function applyCors(
  response: Response,
  request: Request,
  allowed: readonly string[],
  { methods = 'POST', headers = 'Content-Type' } = {},
): Response {
  addVary(response.headers, 'Origin');
  const origin = allowedOrigin(request, allowed);
  if (!origin) return response;
  response.headers.set('Access-Control-Allow-Origin', origin);
  response.headers.set('Access-Control-Allow-Credentials', 'true');
  if (request.method === 'OPTIONS') {
    response.headers.set('Access-Control-Allow-Methods', methods);
    response.headers.set('Access-Control-Allow-Headers', headers);
    response.headers.set('Access-Control-Max-Age', String(CORS_PREFLIGHT_MAX_AGE_S));
  } else {
    response.headers.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
  }
  return response;
}
