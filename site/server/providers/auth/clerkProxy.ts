import { clerkFrontendApiProxy } from '@clerk/backend/proxy';
import type { ClerkConfig } from './clerkConfig';

/**
 * A relative PUBLIC_CLERK_PROXY_URL (/__clerk) means this site carries Clerk's Frontend API
 * traffic itself (Clerk's guide "Proxying the Clerk Frontend API"): clerk-js and its scripts are
 * fetched from our own origin and every request under the path is forwarded to Clerk.
 * @clerk/backend's clerkFrontendApiProxy does the forwarding (method, path, query, body and
 * headers kept; Clerk-Proxy-Url, Clerk-Secret-Key and X-Forwarded-* added; hop-by-hop headers
 * dropped; every Set-Cookie kept; redirects to Clerk rewritten to the proxy). This module only
 * decides what the client may claim about itself, and gives failures a clear answer.
 */

/** How long Clerk may take to start answering before the browser gets a 504. */
export const CLERK_PROXY_TIMEOUT_MS = 30_000;

export const CLERK_PROXY_MESSAGES = {
  unreachable: "Clerk's sign-in service could not be reached through this site. Try again in a moment.",
  timeout: `Clerk's sign-in service did not answer within ${CLERK_PROXY_TIMEOUT_MS / 1000} seconds. Try again in a moment.`,
} as const;

/** What the request says about the visitor, as far as this server can vouch for it. */
export interface ProxyClient {
  /** The visitor's address (socket, or the trusted proxy's X-Forwarded-For), when known. */
  ip: string | null;
  /** The origin the browser used (https behind a trusted TLS proxy). */
  publicOrigin: string;
}

/**
 * Headers a visitor could forge to change who Clerk thinks is calling: they are replaced by
 * what this server knows (the helper would otherwise trust CF-Connecting-IP, X-Real-IP and
 * X-Forwarded-* from anyone, and build Clerk-Proxy-Url from X-Forwarded-Host).
 */
const CLIENT_CLAIMS = [
  'cf-connecting-ip',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
];

/** The error codes clerkFrontendApiProxy answers with itself (not Clerk's). */
const PROXY_ERROR_CODES = new Set(['proxy_request_failed', 'proxy_configuration_error', 'proxy_path_mismatch']);

export function isClerkProxyRequest(proxyPath: string, pathname: string): boolean {
  return pathname === proxyPath || pathname.startsWith(`${proxyPath}/`);
}

/**
 * A failure of the proxy itself, in the site's error shape (`error`) and in Clerk's
 * (`errors[]`), which clerk-js reads to raise a ClerkAPIResponseError with this message.
 */
export function proxyFailure(status: 502 | 504, message: string, code = 'proxy_request_failed'): Response {
  return new Response(JSON.stringify({ error: message, errors: [{ code, message, long_message: message }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The helper's own failure answer (its code and message), or null for Clerk's answers. */
async function helperFailure(response: Response): Promise<{ code: string; message: string } | null> {
  if (response.status < 400 || !response.headers.get('content-type')?.startsWith('application/json')) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { code?: unknown; message?: unknown }[] } | null;
  const first = body?.errors?.[0];
  if (typeof first?.code !== 'string' || !PROXY_ERROR_CODES.has(first.code)) return null;
  // Clerk's own answers carry clerk_trace_id and more fields; the helper's carry exactly one error.
  if (body && Object.keys(body).length !== 1) return null;
  return { code: first.code, message: String(first.message ?? '') };
}

/**
 * Forwards one request to Clerk's Frontend API and streams the answer back. Never throws: an
 * unreachable Clerk is a 502 and a silent one a 504, both with a JSON error; the cause is logged.
 */
export async function forwardToClerk(
  request: Request,
  config: ClerkConfig,
  proxyPath: string,
  client: ProxyClient,
  log: (message: string) => void = console.error,
  timeoutMs = CLERK_PROXY_TIMEOUT_MS,
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of CLIENT_CLAIMS) headers.delete(name);
  const origin = new URL(client.publicOrigin);
  headers.set('X-Forwarded-Host', origin.host);
  headers.set('X-Forwarded-Proto', origin.protocol.slice(0, -1));
  if (client.ip) headers.set('X-Forwarded-For', client.ip);
  const forwarded = new Request(request, { headers });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([
      clerkFrontendApiProxy(forwarded, {
        proxyPath,
        publishableKey: config.publishableKey,
        secretKey: config.secretKey,
        ...(config.fapiUrl ? { fapiUrl: config.fapiUrl } : {}),
      }),
      timedOut,
    ]);
    if (answer === 'timeout') {
      log(`Clerk proxy: ${request.method} ${new URL(request.url).pathname} had no answer within ${timeoutMs} ms`);
      return proxyFailure(504, CLERK_PROXY_MESSAGES.timeout);
    }
    const failure = await helperFailure(answer);
    if (failure) {
      log(
        `Clerk proxy: ${request.method} ${new URL(request.url).pathname} failed (${failure.code}): ${failure.message}`,
      );
      return proxyFailure(502, CLERK_PROXY_MESSAGES.unreachable, failure.code);
    }
    return answer;
  } catch (error) {
    log(
      `Clerk proxy: ${request.method} ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return proxyFailure(502, CLERK_PROXY_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}
