import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSql } from '../db/prepared';
import { rateCounters } from '../db/schema';
import { HttpError } from '../http/errors';

/** At most `max` requests per fixed window of `windowMs`, counted for one scope. */
export interface RateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

/** Counters of windows that ended longer ago than this are deleted (a window is never longer). */
export const RATE_COUNTER_RETENTION_MS = 60 * 60 * 1000;

/** How often a server deletes counters of long-ended windows. */
export const RATE_COUNTER_CLEANUP_EVERY_MS = 60_000;
let lastCleanup = -Infinity;

/** A scope's counter after a request was counted (`windowMs`: when its window began, ms epoch). */
export interface CountedRow {
  scope: string;
  count: number;
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
  const current = sql`${rateCounters.windowStart} > ${since}`;
  return sql`insert into ${rateCounters} (scope, window_start, count) values ${sql.join(
    indexes.map((i) => sql`(${p(`scope${i}`)}, ${p('now')}::timestamptz, 1)`),
    sql`, `,
  )} on conflict (scope) do update set count = case when ${current} then ${rateCounters.count} + 1 else 1 end, window_start = case when ${current} then ${rateCounters.windowStart} else excluded.window_start end returning scope, count, (extract(epoch from window_start) * 1000)::float8 as window_ms`;
}

/** The placeholder values of {@link countingSql} for these limits at `now`. */
export function countingValues(limits: RateLimit[], now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { now: now.toISOString() };
  limits.forEach((limit, i) => {
    values[`scope${i}`] = limit.scope;
    values[`since${i}`] = new Date(now.getTime() - limit.windowMs).toISOString();
  });
  return values;
}

/**
 * Seconds until the fullest spent window ends, or 0 when every count is within its limit.
 */
export function secondsToWait(rows: CountedRow[], limits: RateLimit[], now: Date): number {
  let wait = 0;
  for (const row of rows) {
    const limit = limits.find((l) => l.scope === row.scope);
    if (limit && row.count > limit.max)
      wait = Math.max(wait, Math.max(1, Math.ceil((row.window_ms + limit.windowMs - now.getTime()) / 1000)));
  }
  return wait;
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
export async function countRequest(db: Database, limits: RateLimit[], now = new Date()): Promise<CountedRow[]> {
  if (limits.length === 0) return [];
  const statement = preparedSql<CountedRow>(db, `perch_rate_count_${limits.length}`, () => countingSql(limits.length));
  const rows = await statement.execute(countingValues(limits, now));
  await forgetOldCounters(db, rows, now);
  return rows;
}

/**
 * {@link countRequest}, then 429 with Retry-After (until the fullest window ends) when any count
 * is past its limit.
 */
export async function takeRequest(db: Database, limits: RateLimit[], now = new Date()): Promise<void> {
  const rows = await countRequest(db, limits, now);
  const wait = secondsToWait(rows, limits, now);
  if (wait > 0) throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(wait) });
}
