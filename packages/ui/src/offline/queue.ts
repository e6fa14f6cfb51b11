/**
 * The queue of writes made offline (spec §3 store 2, §4 "Pending offline request") and their
 * replay, exactly once: each carries `Idempotency-Key: <id>`, one replayer runs at a time across
 * tabs, and a write the server will never take is reported, not silently lost.
 */
import { env } from './config';
import {
  BATCH_ENDPOINT,
  DEFAULT_MAX_RETRIES,
  DEFAULT_PRIORITY,
  PRIORITIES,
  REPLAY_BATCH_SIZE,
  REPLAY_LOCK,
  UNKNOWN_ERROR,
  type Priority,
} from './constants';
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

/** The last count told, and the environment (database) it was counted in. */
let told: { environment: object; count: number } | null = null;
/** Announcements run one after another, so listeners hear counts in the order of the changes. */
let announcing: Promise<unknown> = Promise.resolve();

/**
 * Counts the queue and tells the listeners when the count changed. Counts are taken one at a
 * time, in call order, and a count equal to the last one told is not repeated: a listener hears
 * each new number once (a badge has nothing to redraw for the same number).
 */
function announceCount(): Promise<number> {
  const next = announcing.then(async () => {
    const environment = env();
    const count = await (await openPerchDb()).count('pendingRequests');
    if (told?.environment !== environment || told.count !== count) {
      told = { environment, count };
      changes.emit(count);
    }
    return count;
  });
  announcing = next.catch(() => {});
  return next;
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
  if (env().isOnline())
    void replayPendingRequests().catch((error: unknown) => console.warn('Perch offline client: replay failed', error));
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
    const response = await env().fetch(resolveUrl(record.url), {
      method: record.method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body } : {}),
    });
    if (response.ok) return { ok: true };
    return { ok: false, status: response.status, message: (await apiErrorOf(response)).message };
  } catch (error) {
    return { ok: false, status: null, message: error instanceof Error ? error.message : String(error) };
  }
}

/** What the batch endpoint said of one write; `unroutable`: it does not carry it, send it alone. */
interface BatchItemAnswer {
  id: string;
  status: number;
  body?: { error?: unknown } | null;
  unroutable?: true;
}

/** Batch answers that mean "this server takes no such batch": send the writes one by one. */
const BATCH_REFUSED = new Set([400, 404, 405, 413, 415]);

/**
 * Tries several records in one POST /api/batch. Returns each one's outcome, or null for the
 * records to send alone: all of them when the server takes no batch, else those it cannot carry.
 */
async function sendBatch(
  records: PendingRequest[],
): Promise<{ outcomes: Map<string, Outcome>; alone: PendingRequest[] }> {
  const body = JSON.stringify({
    requests: records.map((r) => ({
      id: r.id,
      method: r.method,
      url: r.url,
      ...(r.body === null ? {} : { body: r.body }),
    })),
  });
  const headers = await requestHeaders(body);
  const outcomes = new Map<string, Outcome>();
  let response: Response;
  try {
    response = await env().fetch(resolveUrl(BATCH_ENDPOINT), { method: 'POST', headers, credentials: 'include', body });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const r of records) outcomes.set(r.id, { ok: false, status: null, message });
    return { outcomes, alone: [] };
  }
  if (!response.ok) {
    if (BATCH_REFUSED.has(response.status)) return { outcomes, alone: records };
    const { message } = await apiErrorOf(response);
    for (const r of records) outcomes.set(r.id, { ok: false, status: response.status, message });
    return { outcomes, alone: [] };
  }
  let answers: BatchItemAnswer[] | undefined;
  try {
    answers = ((await response.json()) as { responses?: BatchItemAnswer[] }).responses;
  } catch {
    answers = undefined;
  }
  if (!Array.isArray(answers)) return { outcomes, alone: records };
  const byId = new Map(answers.map((a) => [a.id, a]));
  const alone: PendingRequest[] = [];
  for (const record of records) {
    const answer = byId.get(record.id);
    if (!answer || answer.unroutable) {
      alone.push(record);
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) outcomes.set(record.id, { ok: true });
    else {
      const reason = (typeof answer.body?.error === 'string' && answer.body.error) || UNKNOWN_ERROR;
      outcomes.set(record.id, { ok: false, status: answer.status, message: `API Error: ${reason}` });
    }
  }
  return { outcomes, alone };
}

/**
 * Counts one try of each record (persisted before sending, so a tab closed mid-request has
 * still used up the try). Read afresh in one transaction: another replayer (a tab without Web
 * Locks) may have settled some meanwhile; those are left out.
 */
async function countTries(ids: string[]): Promise<PendingRequest[]> {
  const tx = (await openPerchDb()).transaction('pendingRequests', 'readwrite');
  // All requests issued at once: IndexedDB runs them in order within the transaction.
  const found = await Promise.all(ids.map((id) => tx.store.get(id)));
  const records = found.filter((record): record is PendingRequest => record !== undefined);
  await Promise.all(records.map((record) => tx.store.put({ ...record, retryCount: (record.retryCount += 1) })));
  await tx.done;
  return records;
}

/** Settles tried records in one transaction: ok or given up → deleted; otherwise kept for next time. */
async function settle(
  records: PendingRequest[],
  outcomes: Map<string, Outcome>,
  summary: ReplaySummary,
): Promise<void> {
  const tx = (await openPerchDb()).transaction('pendingRequests', 'readwrite');
  const reports: ReplayFailure[] = [];
  for (const record of records) {
    const outcome = outcomes.get(record.id);
    if (!outcome) {
      // Never sent (the device went offline first): its try is given back.
      void tx.store.put({ ...record, retryCount: record.retryCount - 1 });
    } else if (outcome.ok) {
      void tx.store.delete(record.id);
      summary.sent += 1;
    } else if ((outcome.status !== null && isFinalStatus(outcome.status)) || record.retryCount >= record.maxRetries) {
      void tx.store.delete(record.id);
      summary.dropped += 1;
      reports.push({
        id: record.id,
        url: record.url,
        method: record.method,
        status: outcome.status,
        message: outcome.message,
      });
    } else {
      summary.failed += 1;
    }
  }
  await tx.done;
  for (const report of reports) failures.emit(report);
}

/**
 * Tries a run of records, in replay order: several at once through the batch endpoint, any it
 * does not carry (or all, when the server takes no batch) one by one after it. Returns false
 * when the device went offline meanwhile.
 */
async function replayRun(ids: string[], summary: ReplaySummary): Promise<boolean> {
  const records = await countTries(ids);
  if (records.length === 0) return true;
  const { outcomes, alone } =
    records.length > 1 ? await sendBatch(records) : { outcomes: new Map<string, Outcome>(), alone: records };
  const wentOffline = () => [...outcomes.values()].some((o) => !o.ok && o.status === null) && !env().isOnline();
  for (const record of alone) {
    // The device went offline: the rest would fail too and use up their tries for nothing.
    if (wentOffline()) break;
    outcomes.set(record.id, await sendOne(record));
  }
  await settle(records, outcomes, summary);
  return !wentOffline();
}

async function replayAll(): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, failed: 0, dropped: 0, remaining: 0, ran: true };
  const tried = new Set<string>();
  // Passes until nothing untried is left, so a write queued during a replay is not left waiting
  // for the next `online`; a record is tried at most once per replay.
  for (;;) {
    const pending = (await listPendingRequests()).filter((record) => !tried.has(record.id));
    if (pending.length === 0) break;
    let online = true;
    for (let start = 0; online && start < pending.length; start += REPLAY_BATCH_SIZE) {
      const run = pending.slice(start, start + REPLAY_BATCH_SIZE).map((record) => record.id);
      for (const id of run) tried.add(id);
      online = await replayRun(run, summary);
    }
    if (!online) break;
  }
  summary.remaining = await announceCount();
  return summary;
}

let running: Promise<ReplaySummary> | null = null;

/**
 * Resolves once the replay under way (if any) and every count announcement have finished. A
 * write queued while online starts a replay the caller does not wait for; tests (and a page
 * about to be torn down) wait here so no work of theirs runs on into what comes next.
 */
export async function whenQueueSettled(): Promise<void> {
  while (running) await running.catch(() => {});
  await announcing;
}

/**
 * Replays the queued writes (spec §4, §7): priority (critical, high, medium, low), then oldest
 * first; each with its JSON body and `Idempotency-Key: <id>`. Up to {@link REPLAY_BATCH_SIZE}
 * go in one POST /api/batch, which applies them in that order, each under its id as key; writes
 * the batch does not carry (or all, on a server without it) are sent alone right after. Each try adds one to retryCount
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
  const skipped = async (): Promise<ReplaySummary> => ({
    sent: 0,
    failed: 0,
    dropped: 0,
    remaining: await announceCount(),
    ran: false,
  });
  // The lock is held until the callback's promise settles, i.e. for the whole replay.
  const run = locks
    ? (async () =>
        await locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? replayAll() : skipped())))()
    : replayAll();
  running = run.finally(() => {
    running = null;
  });
  return running;
}
