import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The counting statement for `scopes` scopes, prepared once per database and size: it runs on
 * every throttled request, and building its SQL each time cost more than running it.
 */
function prepareCount(db: Database, scopes: number) {
  const current = sql`${rateCounters.windowStart} > ${sql.placeholder('since')}`;
  return db
    .insert(rateCounters)
    .values(Array.from({ length: scopes }, (_, i) => ({ scope: sql.placeholder(`scope${i}`), windowStart: sql.placeholder('now'), count: 1 })))
    .onConflictDoUpdate({
      target: rateCounters.scope,
      set: {
        count: sql`case when ${current} then ${rateCounters.count} + 1 else 1 end`,
        windowStart: sql`case when ${current} then ${rateCounters.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ scope: rateCounters.scope, count: rateCounters.count, windowStart: rateCounters.windowStart })
    .prepare(`perch_rate_count_${scopes}`);
}
const countStatements = new WeakMap<Database, Map<number, ReturnType<typeof prepareCount>>>();
function countStatement(db: Database, scopes: number) {
  let bySize = countStatements.get(db);
  if (!bySize) countStatements.set(db, (bySize = new Map()));
  let statement = bySize.get(scopes);
  if (!statement) bySize.set(scopes, (statement = prepareCount(db, scopes)));
  return statement;
}

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

/**
 * Counts a request against each limit, in one statement per window length: each scope's row is
 * bumped, or started again at 1 (its window beginning now) when its window has ended. Windows
 * start at a scope's first request, so `max` requests are allowed in the `windowMs` after it.
 * The database does the check-and-count atomically, so simultaneous requests on any number of
 * instances cannot all slip under a limit. Throws 429 with Retry-After (until the fullest window
 * ends) when any count is past its limit.
 */
export async function takeRequest(db: Database, limits: RateLimit[], now = new Date()): Promise<void> {
  if (limits.length === 0) return;
  const byWindow = new Map<number, RateLimit[]>();
  for (const limit of limits) byWindow.set(limit.windowMs, [...(byWindow.get(limit.windowMs) ?? []), limit]);
  let wait = 0;
  let startedWindow = false;
  for (const [windowMs, group] of byWindow) {
    const values: Record<string, unknown> = { now, since: new Date(now.getTime() - windowMs).toISOString() };
    group.forEach((l, i) => (values[`scope${i}`] = l.scope));
    const rows = await countStatement(db, group.length).execute(values);
    for (const row of rows) {
      if (row.count === 1) startedWindow = true;
      const limit = group.find((l) => l.scope === row.scope);
      if (limit && row.count > limit.max) wait = Math.max(wait, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  // Old counters are forgotten when a window starts, at most once a minute per server (each
  // instance may do it; none depends on another having done it, so two instances are fine).
  if (startedWindow && Math.abs(now.getTime() - lastCleanup) >= RATE_COUNTER_CLEANUP_EVERY_MS) {
    lastCleanup = now.getTime();
    await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - RATE_COUNTER_RETENTION_MS)));
  }
  if (wait > 0) {
    throw new HttpError(429, 'Too many questions. Please wait a moment and try again.', undefined, { 'Retry-After': String(Math.max(1, wait)) });
  }
}
