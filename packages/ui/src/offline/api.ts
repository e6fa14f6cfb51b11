/**
 * The generic API helper (spec §7): any method and path, the wire rules of http.ts, and — when
 * the device is offline — writes queued instead of sent.
 */
import { env } from './config';
import { QUEUE_FAILED_MESSAGE, QUEUED_MESSAGE, REQUEST_SYNC_TAG } from './constants';
import { apiErrorOf, readAnswer, requestHeaders, resolveUrl } from './http';
import { enqueueRequest } from './queue';

export { ApiError, isJsonBody } from './http';

/** What a write made offline resolves with instead of the server's answer (spec §7, §8). */
export interface QueuedResult {
  success: true;
  offline: true;
  message: typeof QUEUED_MESSAGE;
  /** The queued request's id (also its Idempotency-Key on replay). */
  id: string;
}

/** Whether an {@link apiRequest} answer is a write queued offline rather than the server's answer. */
export function isQueuedResult(value: unknown): value is QueuedResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as QueuedResult).offline === true &&
    (value as QueuedResult).success === true
  );
}

/** The queued body is an object (spec §3): JSON text is parsed; no body is null. */
function parseBody(body: string | undefined): Record<string, unknown> | unknown[] | null {
  if (body === undefined || body === '') return null;
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object') throw new TypeError('A queued body must be a JSON object or array.');
  return parsed as Record<string, unknown> | unknown[] | null;
}

async function queueOffline(method: string, path: string, body: string | undefined, id: string): Promise<QueuedResult> {
  try {
    await enqueueRequest({ id, url: path, method, body: parseBody(body) });
  } catch (error) {
    console.error(QUEUE_FAILED_MESSAGE, error);
    throw new Error(QUEUE_FAILED_MESSAGE, { cause: error });
  }
  // Not awaited: registration may wait on the service worker, and the caller need not.
  void env().registerSync(REQUEST_SYNC_TAG);
  return { success: true, offline: true, message: QUEUED_MESSAGE, id };
}

/**
 * Calls the API (spec §5–§8).
 *
 * - `Content-Type: application/json` only when `body` is text starting with `{` and ending with `}`.
 * - `Authorization: Bearer <token>` when `getAuthToken()` gives one; `credentials: 'include'` always.
 * - 204 or `content-length: 0` → null; otherwise the JSON answer.
 * - Non-ok → {@link ApiError} "API Error: " + server `error` → status text → "Unknown error".
 * - Offline, a non-GET call is not sent: it is queued (body parsed to an object), background sync
 *   `request-sync` is registered, and it resolves with a {@link QueuedResult}; a failed save
 *   throws "Failed to save request for offline processing.".
 *
 * Beyond the spec: every write carries `Idempotency-Key` — the id it would be queued under — and
 * a write whose connection drops while the device goes offline is queued under that same key,
 * so the server applies it once however many times it arrives.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: string,
): Promise<T | QueuedResult | null> {
  const verb = method.toUpperCase();
  const isWrite = verb !== 'GET';
  const id = isWrite ? crypto.randomUUID() : '';
  if (isWrite && !env().isOnline()) return queueOffline(verb, path, body, id);
  const headers = await requestHeaders(body, isWrite ? { 'Idempotency-Key': id } : {});
  let response: Response;
  try {
    response = await env().fetch(resolveUrl(path), {
      method: verb,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body } : {}),
    });
  } catch (error) {
    // The connection went while the request was out: a write is kept for later, a read fails.
    if (isWrite && !env().isOnline()) return queueOffline(verb, path, body, id);
    throw error;
  }
  if (!response.ok) throw await apiErrorOf(response);
  return (await readAnswer(response)) as T | null;
}
