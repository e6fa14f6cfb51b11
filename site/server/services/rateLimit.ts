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
 * The statement that counts a request against `scopes` scopes, returning each scope's
 * {@link CountedRow}: each scope's row is bumped, or started again at 1 (its window beginning
 * now) when its window has ended. Placeholders: `now` (ISO time), and per scope i `scope{i}` and
 * `since{i}` (ISO time: now minus its window). Other statements run it as a CTE
 * (see parooty.ts), so a request is counted and its work stored in one round trip.
 */
export function countingSql(scopes: number): SQL {
  const p = sql.placeholder;
  const indexes = Array.from({ length: scopes }, (_, i) => i);
  // The window start a row must be after to still be current: its own scope's since{i}.
  const since =
    scopes === 1
      ? sql`${p('since0')}::timestamptz`
      : sql`(case ${rateCounters.scope} ${sql.join(
          indexes.map((i) => sql`when ${p(`scope${i}`)} then ${p(`since${i}`)}::timestamptz`),
          sql` `,
        )} end)`;
  // The window's length as an interval, and where the row's window stands.
  const length = sql`(${p('now')}::timestamptz - ${since})`;
  const current = sql`${rateCounters.windowStart} > ${since}`;
  // The window ended less than a window ago: the next one starts where it ended, and its count is
  // the new `previous`. Longer ago, nothing of it counts any more.
  const adjacent = sql`${rateCounters.windowStart} > ${since} - ${length}`;
  const covered = sql`greatest(0, 1 - extract(epoch from (${p('now')}::timestamptz - window_start)) / extract(epoch from ${length}))`;
  return sql`insert into ${rateCounters} (scope, window_start, count, previous_count) values ${sql.join(
    indexes.map((i) => sql`(${p(`scope${i}`)}, ${p('now')}::timestamptz, ${p('by')}::int, 0)`),
    sql`, `,
  )} on conflict (scope) do update set previous_count = case when ${current} then ${rateCounters.previousCount} when ${adjacent} then ${rateCounters.count} else 0 end, count = case when ${current} then ${rateCounters.count} + excluded.count else excluded.count end, window_start = case when ${current} then ${rateCounters.windowStart} when ${adjacent} then ${rateCounters.windowStart} + ${length} else excluded.window_start end returning scope, (count + previous_count * ${covered})::float8 as count, count as raw, previous_count as previous, (extract(epoch from window_start) * 1000)::float8 as window_ms`;
}

/** The placeholder values of {@link countingSql} for these limits at `now`. */
export function countingValues(limits: RateLimit[], now: Date, by = 1): Record<string, unknown> {
  const values: Record<string, unknown> = { now: now.toISOString(), by };
  limits.forEach((limit, i) => {
    values[`scope${i}`] = limit.scope;
    values[`since${i}`] = new Date(now.getTime() - limit.windowMs).toISOString();
  });
  return values;
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

/** What a refused request is told (the API's error message). */
export const TOO_MANY_REQUESTS = 'Too many questions. Please wait a moment and try again.';

/**
 * Counts a request against each limit in one statement (prepared once per database and number
 * of scopes: it runs on every throttled request, and building its SQL each time cost more than
 * running it). Windows start at a scope's first request, so `max` requests are allowed in the
 * `windowMs` after it. The database does the check-and-count atomically, so simultaneous
 * requests on any number of instances cannot all slip under a limit. Answers each scope's row
 * after counting (see {@link secondsToWait}); refuses nothing.
 */
export async function countRequest(db: Database, limits: RateLimit[], now = new Date(), by = 1): Promise<CountedRow[]> {
  if (limits.length === 0) return [];
  const statement = preparedSql<CountedRow>(db, `perch_rate_count_${limits.length}`, () => countingSql(limits.length));
  const rows = await statement.execute(countingValues(limits, now, by));
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
