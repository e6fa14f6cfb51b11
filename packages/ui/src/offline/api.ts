import { env } from './config';
import { QUEUE_FAILED_MESSAGE, QUEUED_MESSAGE, REQUEST_SYNC_TAG } from './constants';
import { enqueueRequest } from './queue';

/** A non-ok answer from the API (spec §3 "API error", §8). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** What a write made offline resolves with instead of the server's answer (spec §7). */
export interface QueuedResult {
  success: true;
  offline: true;
  message: typeof QUEUED_MESSAGE;
  id: string;
}

export function isQueuedResult(value: unknown): value is QueuedResult {
  return typeof value === 'object' && value !== null && (value as QueuedResult).offline === true && (value as QueuedResult).success === true;
}

/** Spec §5: JSON only when the body is text that starts with `{` and ends with `}`. */
export function isJsonBody(body: unknown): body is string {
  if (typeof body !== 'string') return false;
  const text = body.trim();
  return text.startsWith('{') && text.endsWith('}');
}

export function resolveUrl(path: string): string {
  const base = env().baseUrl;
  return base ? new URL(path, base).href : path;
}

/** The headers every API call sends: JSON content type by the rule above, bearer when signed in. */
export async function requestHeaders(body: unknown, extra: Record<string, string> = {}): Promise<Headers> {
  const headers = new Headers(extra);
  if (isJsonBody(body)) headers.set('Content-Type', 'application/json');
  const token = await env().getAuthToken().catch(() => null);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Reads an answer: null for 204 or an empty body, else JSON (or the text when it is not JSON). */
export async function readAnswer(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The spec §8 error for a non-ok answer: "API Error: " + server error → status text → "Unknown error". */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: { error?: unknown; details?: unknown } = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // Not JSON: the status text speaks for it.
  }
  const reason = (typeof body.error === 'string' && body.error) || response.statusText || 'Unknown error';
  return new ApiError(`API Error: ${reason}`, response.status, response.statusText, body.details);
}

async function queueOffline(method: string, path: string, body: string | undefined, id: string): Promise<QueuedResult> {
  let parsed: Record<string, unknown> | unknown[] | null = null;
  try {
    if (body !== undefined && body !== '') parsed = JSON.parse(body) as Record<string, unknown>;
    await enqueueRequest({ id, url: path, method, body: parsed });
  } catch (error) {
    console.error(QUEUE_FAILED_MESSAGE, error);
    throw new Error(QUEUE_FAILED_MESSAGE);
  }
  await env().registerSync(REQUEST_SYNC_TAG);
  return { success: true, offline: true, message: QUEUED_MESSAGE, id };
}

/**
 * The generic helper (spec §7): any method and path, credentials always included. Offline, a
 * write is not sent but queued, and resolves with a {@link QueuedResult}. Every write carries an
 * `Idempotency-Key` (the id it would be queued under): if the network drops while it is in
 * flight it is queued under the same key, so the server applies it once.
 */
export async function apiRequest<T = unknown>(method: string, path: string, body?: string): Promise<T | QueuedResult | null> {
  const verb = method.toUpperCase();
  const isWrite = verb !== 'GET' && verb !== 'HEAD';
  const id = isWrite ? crypto.randomUUID() : '';
  if (isWrite && !env().isOnline()) return queueOffline(verb, path, body, id);
  const headers = await requestHeaders(body, isWrite ? { 'Idempotency-Key': id } : {});
  let response: Response;
  try {
    response = await env().fetch(resolveUrl(path), { method: verb, headers, credentials: 'include', ...(body !== undefined ? { body } : {}) });
  } catch (error) {
    // The connection failed under us: a write is kept for later, a read fails as it is.
    if (isWrite && !env().isOnline()) return queueOffline(verb, path, body, id);
    throw error;
  }
  if (!response.ok) throw await apiErrorOf(response);
  return (await readAnswer(response)) as T | null;
}
