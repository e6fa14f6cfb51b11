import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
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

/**
 * Counts a request against each limit, in one statement: each scope's row is bumped, or started
 * again at 1 when a new window has begun. The database does the check-and-count atomically, so
 * simultaneous requests on any number of instances cannot all slip under a limit. Throws 429 with
 * Retry-After (until the fullest window ends) when any count is past its limit. Fixed windows: a
 * client can spend one window's budget at its end and the next at its start, never more.
 */
export async function takeRequest(db: Database, limits: RateLimit[], now = new Date()): Promise<void> {
  if (limits.length === 0) return;
  const windows = limits.map((l) => ({ ...l, start: new Date(Math.floor(now.getTime() / l.windowMs) * l.windowMs) }));
  const rows = await db
    .insert(rateCounters)
    .values(windows.map((w) => ({ scope: w.scope, windowStart: w.start, count: 1 })))
    .onConflictDoUpdate({
      target: rateCounters.scope,
      set: {
        count: sql`case when ${rateCounters.windowStart} = excluded.window_start then ${rateCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ scope: rateCounters.scope, count: rateCounters.count });
  const counts = new Map(rows.map((r) => [r.scope, r.count]));
  let wait = 0;
  for (const w of windows) {
    const count = counts.get(w.scope) ?? 0;
    if (count > w.max) wait = Math.max(wait, Math.ceil((w.start.getTime() + w.windowMs - now.getTime()) / 1000));
  }
  // A scope that starts a window is a new visitor or a returning one: a good moment to forget old counters.
  if (rows.some((r) => r.count === 1)) {
    await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - RATE_COUNTER_RETENTION_MS)));
  }
  if (wait > 0) {
    throw new HttpError(429, 'Too many questions. Please wait a moment and try again.', undefined, { 'Retry-After': String(Math.max(1, wait)) });
  }
}
