import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSql } from '../db/prepared';
import { rateCounters } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * At most `max` requests in a sliding window of `windowMs`, counted for one scope: the requests of
 * the current window plus those of the window before it, weighed by how much of it the sliding
 * window still covers (Cloudflare's sliding window counter). A fixed window let one client send
 * `max` at a window's end and `max` again at the next one's start: 39 answers in 3.6 s against 20
 * a minute.
 */
export interface RateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/**
 * Counters of windows that began longer ago than this are deleted: twice the longest window (a
 * day), since a sliding window still weighs the window before the current one.
 */
export const RATE_COUNTER_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** How often a server deletes counters of long-ended windows. */
export const RATE_COUNTER_CLEANUP_EVERY_MS = 60_000;
let lastCleanup = -Infinity;

/**
 * A scope's counter after a request was counted: `count`, the sliding estimate compared with the
 * limit; `raw`, the current window's count; `previous`, the window before's; `window_ms`, when the
 * current window began (ms epoch).
 */
export interface CountedRow {
  scope: string;
  count: number;
  raw: number;
  previous: number;
  window_ms: number;
}

/**
 * The statements that count requests against scopes, as CTEs for a `with` clause: `wanted` holds
 * the scopes (placeholder `scopes`: JSON `[{scope, by, since}]`, each scope once; `since` is
 * `now` minus its window), `bumped` bumps each scope's row by `by`, or starts it again at `by`
 * (its window beginning `now`, placeholder `now`) when its window has ended, and `counted` is each
 * scope's {@link CountedRow}. Other statements add their own CTEs after these (see parooty.ts),
 * so requests are counted and their work stored in one round trip.
 */
export function countingCtes(): SQL {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  // Where the row's window stands against the scope's own since: current, or ended less than a
  // window ago (the next one starts where it ended, and its count is the new `previous`), or
  // longer ago (nothing of it counts any more).
  const current = sql`rc.window_start > w.since`;
  const adjacent = sql`rc.window_start > w.since - (${now} - w.since)`;
  return sql`wanted as (select scope, by, since from jsonb_to_recordset(${sql.placeholder('scopes')}::jsonb) as w(scope text, by int, since timestamptz)),
bumped as (insert into ${rateCounters} as rc (scope, window_start, count, previous_count) select scope, ${now}, by, 0 from wanted on conflict (scope) do update set (previous_count, count, window_start) = (select case when ${current} then rc.previous_count when ${adjacent} then rc.count else 0 end, case when ${current} then rc.count + excluded.count else excluded.count end, case when ${current} then rc.window_start when ${adjacent} then rc.window_start + (${now} - w.since) else excluded.window_start end from wanted w where w.scope = excluded.scope) returning scope, count, previous_count, window_start),
counted as (select b.scope, (b.count + b.previous_count * greatest(0, 1 - extract(epoch from (${now} - b.window_start)) / extract(epoch from (${now} - w.since))))::float8 as count, b.count as raw, b.previous_count as previous, (extract(epoch from b.window_start) * 1000)::float8 as window_ms from bumped b join wanted w using (scope))`;
}

/** A scope to count, and how many requests to count against it at once. */
export interface Counting {
  scope: string;
  by: number;
  windowMs: number;
}

/** The placeholder values of {@link countingCtes}: each scope at most once. */
export function countingValues(scopes: Counting[], now: Date): Record<string, unknown> {
  return {
    now: now.toISOString(),
    scopes: JSON.stringify(
      scopes.map((s) => ({ scope: s.scope, by: s.by, since: new Date(now.getTime() - s.windowMs).toISOString() })),
    ),
  };
}

/**
 * Seconds until each scope past its limit would take one more request (the longest of them), or
 * 0 when every count is within its limit. In the current window the previous window's weight
 * fades as the sliding window moves on; when the current window alone is full, the wait runs into
 * the next window, where this one's count fades the same way.
 */
export function secondsToWait(rows: CountedRow[], limits: RateLimit[], now: Date): number {
  let waitMs = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.scope === row.scope);
    if (!limit || row.count <= limit.max) continue;
    const length = limit.windowMs;
    const elapsed = Math.min(length, Math.max(0, now.getTime() - row.window_ms));
    const room = limit.max - 1;
    let ms: number;
    if (row.raw <= room && row.previous > 0) ms = length * (1 - (room - row.raw) / row.previous) - elapsed;
    else ms = length - elapsed + length * Math.max(0, 1 - room / Math.max(row.raw, 1));
    waitMs = Math.max(waitMs, ms);
  }
  return waitMs > 0 || rows.some((row) => limits.some((l) => l.scope === row.scope && row.count > l.max))
    ? Math.max(1, Math.ceil(waitMs / 1000))
    : 0;
}

/**
 * After counting: forgets old counters when a window started (at most once a minute per server;
 * each instance may do it, none depends on another having done it, so two instances are fine).
 */
async function forgetOldCounters(db: Database, rows: CountedRow[], now: Date): Promise<void> {
  if (rows.some((row) => row.count === 1) && Math.abs(now.getTime() - lastCleanup) >= RATE_COUNTER_CLEANUP_EVERY_MS) {
    lastCleanup = now.getTime();
    await db
      .delete(rateCounters)
      .where(lt(rateCounters.windowStart, new Date(now.getTime() - RATE_COUNTER_RETENTION_MS)));
  }
}

/**
 * After counting: forgets old counters (see {@link forgetOldCounters}), then throws 429 with
 * Retry-After when any count is past its limit.
 */
export async function settleCount(
  db: Database,
  rows: CountedRow[],
  limits: RateLimit[],
  now: Date,
  message: string,
): Promise<void> {
  await forgetOldCounters(db, rows, now);
  const wait = secondsToWait(rows, limits, now);
  if (wait > 0) throw new HttpError(429, message, undefined, { 'Retry-After': String(wait) });
}

/** Each of `limits`' scopes once, counted `by` times (a scope named twice counts twice). */
export function distinctScopes(limits: RateLimit[], by: number): Counting[] {
  const scopes = new Map<string, Counting>();
  for (const limit of limits) {
    const seen = scopes.get(limit.scope);
    if (seen) seen.by += by;
    else scopes.set(limit.scope, { scope: limit.scope, by, windowMs: limit.windowMs });
  }
  return [...scopes.values()];
}

/** What a refused request is told (the API's error message). */
export const TOO_MANY_REQUESTS = 'Too many questions. Please wait a moment and try again.';

/**
 * Counts a request against each limit in one statement (prepared once per database: it runs on
 * every throttled request, and building its SQL each time cost more than running it). Windows start at a scope's first request, so `max` requests are allowed in the
 * `windowMs` after it. The database does the check-and-count atomically, so simultaneous
 * requests on any number of instances cannot all slip under a limit. Answers each scope's row
 * after counting (see {@link secondsToWait}); refuses nothing.
 */
export async function countRequest(db: Database, limits: RateLimit[], now = new Date(), by = 1): Promise<CountedRow[]> {
  if (limits.length === 0) return [];
  const statement = preparedSql<CountedRow>(
    db,
    'perch_rate_count',
    () => sql`with ${countingCtes()} select scope, count, raw, previous, window_ms from counted`,
  );
  const rows = await statement.execute(countingValues(distinctScopes(limits, by), now));
  await forgetOldCounters(db, rows, now);
  return rows;
}

/**
 * {@link countRequest} (`by` requests at once), then 429 with Retry-After (when one more would
 * fit) and `message` when any count is past its limit.
 */
export async function takeRequest(
  db: Database,
  limits: RateLimit[],
  now = new Date(),
  { by = 1, message = TOO_MANY_REQUESTS }: { by?: number; message?: string } = {},
): Promise<void> {
  const rows = await countRequest(db, limits, now, by);
  const wait = secondsToWait(rows, limits, now);
  if (wait > 0) throw new HttpError(429, message, undefined, { 'Retry-After': String(wait) });
}
