/**
 * The wire rules every call of the offline client shares (spec §5, §6, §8): which bodies are
 * JSON, which headers go out, how an answer is read and how a refusal becomes an error.
 */
import { env } from './config';
import { UNKNOWN_ERROR } from './constants';

/** A non-ok answer from the API (spec §3 "API error", §8). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The HTTP status text of the answer (may be empty over HTTP/2). */
    readonly statusText: string,
    /** The server's `details` field, when its error body had one (e.g. the invalid fields). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Spec §5: a body counts as JSON only if it is a string that starts with `{` and ends with `}`.
 * Taken literally — no trimming — so `"[1]"`, `" {}"` or a FormData get no JSON content type.
 */
export function isJsonBody(body: unknown): body is string {
  return typeof body === 'string' && body.startsWith('{') && body.endsWith('}');
}

/** Resolves a path against the page's (or the worker's) location; left alone when there is none. */
export function resolveUrl(path: string): string {
  const base = env().baseUrl;
  return base ? new URL(path, base).href : path;
}

/**
 * The headers of an API call: `extra` first, then `Content-Type: application/json` by the JSON
 * rule, then `Authorization: Bearer …` when the session has a token (spec §6: none without one).
 */
export async function requestHeaders(body: unknown, extra: Record<string, string> = {}): Promise<Headers> {
  const headers = new Headers(extra);
  if (isJsonBody(body)) headers.set('Content-Type', 'application/json');
  const token = await env()
    .getAuthToken()
    .catch(() => null);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Spec §5: 204 or `content-length: 0` gives null; otherwise JSON (or the text when it is not JSON). */
export async function readAnswer(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Spec §8: "API Error: " + the server's `error` field, falling back to the status text, then to
 * "Unknown error"; the server's `details` are kept on the error.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: { error?: unknown; details?: unknown } = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status text speaks for it.
  }
  const reason = (typeof body.error === 'string' && body.error) || response.statusText || UNKNOWN_ERROR;
  return new ApiError(`API Error: ${reason}`, response.status, response.statusText, body.details);
}
