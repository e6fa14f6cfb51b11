/**
 * The queue of writes made offline (spec §3 store 2, §4 "Pending offline request") and their
 * replay, exactly once: each carries `Idempotency-Key: <id>`, one replayer runs at a time across
 * tabs, and a write the server will never take is reported, not silently lost.
 */
import { env } from './config';
import { DEFAULT_MAX_RETRIES, DEFAULT_PRIORITY, PRIORITIES, REPLAY_LOCK, type Priority } from './constants';
import { openPerchDb, type PendingRequest } from './db';
import { emitter } from './events';
import { apiErrorOf, requestHeaders, resolveUrl } from './http';

export interface EnqueueInput {
  url: string;
  method: string;
  /** The JSON body as an object (or null for none). */
  body?: PendingRequest['body'];
  /** Default 'medium'. */
  priority?: Priority;
  /** Default 3. */
  maxRetries?: number;
  /** Normally a fresh random UUID; {@link apiRequest} passes the key its first try already used. */
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
  /** Applied (ok) and removed. */
  sent: number;
  /** Tries that failed and will be tried again. */
  failed: number;
  /** Given up: refused for good or out of tries (each reported to onReplayFailure). */
  dropped: number;
  /** Still queued afterwards. */
  remaining: number;
  /** False when another tab held the replay lock, or a replay was already running here. */
  ran: boolean;
}

const failures = emitter<ReplayFailure>();
const changes = emitter<number>();

/** Listens for queued writes that will never be applied, so the page can say so (a toast). Returns unsubscribe. */
export const onReplayFailure = failures.on;
/** Listens for the number of queued writes after each change (for a badge). Returns unsubscribe. */
export const onQueueChange = changes.on;

async function announceCount(): Promise<number> {
  const count = await (await openPerchDb()).count('pendingRequests');
  changes.emit(count);
  return count;
}

/**
 * Stores a write for later with retryCount 0. When the device is online it is replayed at once
 * (spec §4: replay runs "when a request is queued while online").
 */
export async function enqueueRequest(input: EnqueueInput): Promise<PendingRequest> {
  const record: PendingRequest = {
    id: input.id ?? crypto.randomUUID(),
    url: input.url,
    method: input.method.toUpperCase(),
    body: input.body ?? null,
    timestamp: env().now(),
    priority: input.priority ?? DEFAULT_PRIORITY,
    maxRetries: input.maxRetries ?? DEFAULT_MAX_RETRIES,
    retryCount: 0,
  };
  await (await openPerchDb()).put('pendingRequests', record);
  void announceCount().catch(() => {});
  if (env().isOnline()) void replayPendingRequests().catch((error: unknown) => console.warn('Perch offline client: replay failed', error));
  return record;
}

/** Replay order: priority (critical, high, medium, low), then oldest first. */
export function replayOrder(a: PendingRequest, b: PendingRequest): number {
  return PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority) || a.timestamp - b.timestamp;
}

/** The queued writes, in replay order. */
export async function listPendingRequests(): Promise<PendingRequest[]> {
  return (await (await openPerchDb()).getAll('pendingRequests')).sort(replayOrder);
}

/** A refusal another try cannot fix: 4xx other than 408 (timeout) and 429 (too many requests). */
export function isFinalStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

type Outcome = { ok: true } | { ok: false; status: number | null; message: string };

/** One try: the queued method to the queued url, JSON body, `Idempotency-Key: <id>`. */
async function sendOne(record: PendingRequest): Promise<Outcome> {
  const body = record.body === null ? undefined : JSON.stringify(record.body);
  const headers = await requestHeaders(body, { 'Idempotency-Key': record.id });
  // An array body is JSON too, though the text rule of spec §5 only names objects.
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await env().fetch(resolveUrl(record.url), { method: record.method, headers, credentials: 'include', ...(body !== undefined ? { body } : {}) });
    if (response.ok) return { ok: true };
    return { ok: false, status: response.status, message: (await apiErrorOf(response)).message };
  } catch (error) {
    return { ok: false, status: null, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Tries one record and settles it in the store; returns how it went. */
async function replayOne(id: string, summary: ReplaySummary): Promise<Outcome | undefined> {
  const db = await openPerchDb();
  // Read afresh and count the try in one transaction: another replayer (a tab without Web
  // Locks) may have settled it meanwhile. Counted before sending, so a tab closed mid-request
  // has still used up the try.
  const tx = db.transaction('pendingRequests', 'readwrite');
  const record = await tx.store.get(id);
  if (record) {
    record.retryCount += 1;
    await tx.store.put(record);
  }
  await tx.done;
  if (!record) return undefined;
  const outcome = await sendOne(record);
  if (outcome.ok) {
    await db.delete('pendingRequests', record.id);
    summary.sent += 1;
  } else if ((outcome.status !== null && isFinalStatus(outcome.status)) || record.retryCount >= record.maxRetries) {
    await db.delete('pendingRequests', record.id);
    summary.dropped += 1;
    failures.emit({ id: record.id, url: record.url, method: record.method, status: outcome.status, message: outcome.message });
  } else {
    summary.failed += 1;
  }
  return outcome;
}

async function replayAll(): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, failed: 0, dropped: 0, remaining: 0, ran: true };
  const tried = new Set<string>();
  // Passes until nothing untried is left, so a write queued during a replay is not left waiting
  // for the next `online`; a record is tried at most once per replay.
  for (;;) {
    const batch = (await listPendingRequests()).filter((record) => !tried.has(record.id));
    if (batch.length === 0) break;
    let lostConnection = false;
    for (const record of batch) {
      tried.add(record.id);
      const outcome = await replayOne(record.id, summary);
      // The device went offline: the rest would fail too and use up their tries for nothing.
      if (outcome && !outcome.ok && outcome.status === null && !env().isOnline()) {
        lostConnection = true;
        break;
      }
    }
    if (lostConnection) break;
  }
  summary.remaining = await announceCount();
  return summary;
}

let running: Promise<ReplaySummary> | null = null;

/**
 * Replays the queued writes (spec §4, §7): priority (critical, high, medium, low), then oldest
 * first; each with its JSON body and `Idempotency-Key: <id>`. Each try adds one to retryCount
 * (persisted). Ok → deleted. A 4xx other than 408/429 → deleted and reported at once. Any other
 * failure → kept until retryCount reaches maxRetries, then deleted and reported. Reports go to
 * {@link onReplayFailure}.
 *
 * One replayer at a time: within this context by an in-process guard, across tabs and the
 * service worker by the Web Locks API (`perch-replay`, ifAvailable) where it exists — when
 * another holds the lock this returns at once with `ran: false`.
 */
export function replayPendingRequests(): Promise<ReplaySummary> {
  if (running) return running.then((s) => ({ ...s, sent: 0, failed: 0, dropped: 0, ran: false }));
  const locks = env().locks;
  const skipped = async (): Promise<ReplaySummary> => ({ sent: 0, failed: 0, dropped: 0, remaining: await announceCount(), ran: false });
  // The lock is held until the callback's promise settles, i.e. for the whole replay.
  const run = locks ? (async () => await locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? replayAll() : skipped())))() : replayAll();
  running = run.finally(() => {
    running = null;
  });
  return running;
}
