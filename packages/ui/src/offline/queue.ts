import { apiErrorOf, requestHeaders, resolveUrl } from './api';
import { env } from './config';
import { DEFAULT_MAX_RETRIES, PRIORITIES, REPLAY_LOCK, type Priority } from './constants';
import { openPerchDb, type PendingRequest } from './db';
import { emitter } from './events';

export interface EnqueueInput {
  url: string;
  method: string;
  body?: PendingRequest['body'];
  priority?: Priority;
  maxRetries?: number;
  /** Normally a fresh random UUID; the helper passes the key its first try already used. */
  id?: string;
}

/** A queued write the server refused for good, or that ran out of tries. */
export interface ReplayFailure {
  id: string;
  url: string;
  method: string;
  /** The last HTTP status, or null when the network failed. */
  status: number | null;
  message: string;
}

export interface ReplaySummary {
  sent: number;
  /** Tries that failed and will be tried again. */
  failed: number;
  /** Given up: refused for good or out of tries (each reported to onReplayFailure). */
  dropped: number;
  remaining: number;
  /** False when another tab held the replay lock, or a replay was already running here. */
  ran: boolean;
}

const failures = emitter<ReplayFailure>();
const changes = emitter<number>();

/** Listens for queued writes that will never be applied, so the page can say so. */
export const onReplayFailure = failures.on;
/** Listens for the number of queued writes after each change. */
export const onQueueChange = changes.on;

async function announceCount(): Promise<void> {
  const db = await openPerchDb();
  changes.emit(await db.count('pendingRequests'));
}

/**
 * Stores a write for later (spec §3 store 2). While online it is replayed at once (a request
 * queued while the connection is up need not wait for the next `online`).
 */
export async function enqueueRequest(input: EnqueueInput): Promise<PendingRequest> {
  const record: PendingRequest = {
    id: input.id ?? crypto.randomUUID(),
    url: input.url,
    method: input.method.toUpperCase(),
    body: input.body ?? null,
    timestamp: env().now(),
    priority: input.priority ?? 'medium',
    maxRetries: input.maxRetries ?? DEFAULT_MAX_RETRIES,
    retryCount: 0,
  };
  const db = await openPerchDb();
  await db.put('pendingRequests', record);
  void announceCount().catch(() => {});
  if (env().isOnline()) void replayPendingRequests().catch((error: unknown) => console.warn('replay failed', error));
  return record;
}

/** Replay order: priority (critical, high, medium, low), then oldest first. */
export function replayOrder(a: PendingRequest, b: PendingRequest): number {
  return PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority) || a.timestamp - b.timestamp;
}

export async function listPendingRequests(): Promise<PendingRequest[]> {
  const db = await openPerchDb();
  return (await db.getAll('pendingRequests')).sort(replayOrder);
}

/** A refusal that another try cannot fix: 4xx other than 408 (timeout) and 429 (too many). */
export function isFinalStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function sendOne(record: PendingRequest): Promise<{ ok: true } | { ok: false; status: number | null; message: string }> {
  const body = record.body === null ? undefined : JSON.stringify(record.body);
  const headers = await requestHeaders(body, { 'Idempotency-Key': record.id });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await env().fetch(resolveUrl(record.url), { method: record.method, headers, credentials: 'include', ...(body !== undefined ? { body } : {}) });
    if (response.ok) return { ok: true };
    const error = await apiErrorOf(response);
    return { ok: false, status: response.status, message: error.message };
  } catch (error) {
    return { ok: false, status: null, message: error instanceof Error ? error.message : String(error) };
  }
}

let running: Promise<ReplaySummary> | null = null;

async function replayAll(): Promise<ReplaySummary> {
  const db = await openPerchDb();
  const summary: ReplaySummary = { sent: 0, failed: 0, dropped: 0, remaining: 0, ran: true };
  for (const queued of await listPendingRequests()) {
    // Another replayer (an older tab without locks) may have sent it meanwhile.
    const record = await db.get('pendingRequests', queued.id);
    if (!record) continue;
    record.retryCount += 1;
    await db.put('pendingRequests', record);
    const outcome = await sendOne(record);
    if (outcome.ok) {
      await db.delete('pendingRequests', record.id);
      summary.sent += 1;
      continue;
    }
    const final = outcome.status !== null && isFinalStatus(outcome.status);
    if (final || record.retryCount >= record.maxRetries) {
      await db.delete('pendingRequests', record.id);
      summary.dropped += 1;
      failures.emit({ id: record.id, url: record.url, method: record.method, status: outcome.status, message: outcome.message });
    } else {
      summary.failed += 1;
    }
  }
  summary.remaining = await db.count('pendingRequests');
  changes.emit(summary.remaining);
  return summary;
}

/**
 * Sends the queued writes (spec §7 "Replay"), each with `Idempotency-Key: <id>`. Each try adds
 * one to retryCount; ok → deleted; a final refusal or the last allowed try → deleted and
 * reported; otherwise kept. One replayer at a time across tabs (Web Locks) and within this one.
 */
export function replayPendingRequests(): Promise<ReplaySummary> {
  if (running) return running.then((s) => ({ ...s, ran: false, sent: 0, failed: 0, dropped: 0 }));
  const locks = env().locks;
  const skipped: ReplaySummary = { sent: 0, failed: 0, dropped: 0, remaining: 0, ran: false };
  const run: Promise<ReplaySummary> = locks
    ? (locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? replayAll() : skipped)) as unknown as Promise<ReplaySummary>)
    : replayAll();
  const current = run.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
