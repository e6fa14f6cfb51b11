import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { performanceMetrics } from '../db/schema';
import { perAddress, type Budget } from './addressLimits';
import { countRequest, secondsToWait, type RateLimit } from './rateLimit';

/** A batch holds 1 to this many metrics (the collector splits longer queues). */
export const PERFORMANCE_BATCH_MAX = 100;
export const METRIC_NAME_MAX = 64;
export const METRIC_USER_ID_MAX = 100;
/** Bodies over this are answered 413: 100 metrics at their longest fit in well under it. */
export const PERFORMANCE_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * Batches one client (a browser: its guest id or its session) may send a minute. A page sends one
 * every 5 s at most on its timer (plus one per 20 metrics, after load and on hide), so this leaves
 * room for several tabs.
 */
export const PERFORMANCE_BATCHES_PER_CLIENT: Budget = { max: 120, windowMs: 60_000 };
/**
 * Batches one client address may send a minute, all its clients together: an office behind one
 * NAT address is many people, so this is a ceiling against floods, not a person's budget (scaled
 * by PERCH_ADDRESS_LIMIT_SCALE).
 */
export const PERFORMANCE_BATCHES_PER_ADDRESS: Budget = { max: 2_400, windowMs: 60_000 };

export interface PerformanceLimits {
  perClient: Budget;
  perAddress: Budget;
}

/** The budgets in force: the per-address ceiling multiplied by `addressScale` (PERCH_ADDRESS_LIMIT_SCALE). */
export const performanceLimits = (addressScale = 1): PerformanceLimits => ({
  perClient: PERFORMANCE_BATCHES_PER_CLIENT,
  perAddress: perAddress(PERFORMANCE_BATCHES_PER_ADDRESS, addressScale),
});
/** Metrics older than this are deleted (the dashboard looks at the last 7 days). */
export const PERFORMANCE_METRICS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
export const PAGE_MAX = 512;

export const performanceBatchSchema = z.strictObject({
  metrics: z
    .array(
      z.strictObject({
        metric: z
          .string()
          .min(1, 'metric must not be empty')
          .max(METRIC_NAME_MAX, `metric must be at most ${METRIC_NAME_MAX} characters`),
        value: z.number({ error: 'value must be a finite number' }).finite('value must be a finite number'),
        timestamp: z
          .number({ error: 'timestamp must be an integer (ms since the epoch)' })
          .int('timestamp must be an integer (ms since the epoch)')
          .min(0, 'timestamp must not be negative')
          .max(Number.MAX_SAFE_INTEGER, 'timestamp is too large'),
        userId: z
          .string()
          .min(1, 'userId must not be empty')
          .max(METRIC_USER_ID_MAX, `userId must be at most ${METRIC_USER_ID_MAX} characters`),
      }),
      { error: 'metrics must be an array' },
    )
    .min(1, 'metrics must hold at least 1 item')
    .max(PERFORMANCE_BATCH_MAX, `metrics must hold at most ${PERFORMANCE_BATCH_MAX} items`),
});

export type PerformanceBatch = z.infer<typeof performanceBatchSchema>;

export interface PerformanceBatchContext {
  /** The path of the page that measured them (from the Referer), or null. */
  page: string | null;
  userAgent: string | null;
  ip: string | null;
  /**
   * Who sent it: a key for the browser (its guest id, or a hash of its session cookie), or null
   * when it sent neither; then its batches share the address's per-client budget.
   */
  client: string | null;
  now?: Date;
}

/**
 * A batch is stored, or dropped past a budget. A dropped batch is still a 2xx answer: the
 * collector never retries (spec §8), and a 429 would print "Failed to load resource" in the
 * console of every person behind the address; the drop is logged here instead.
 */
export type PerformanceBatchOutcome = { stored: true } | { stored: false; retryAfterSeconds: number };

/** The path of a Referer URL (no origin, query or fragment), or null when there is none. */
export function pageOfReferer(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, PAGE_MAX);
  } catch {
    return null;
  }
}

let lastPrune = -Infinity;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Stores one batch, or drops it when its client or its address has spent its budget. */
export async function recordPerformanceBatch(
  db: Database,
  batch: PerformanceBatch,
  context: PerformanceBatchContext,
  limits: PerformanceLimits = performanceLimits(),
): Promise<PerformanceBatchOutcome> {
  const now = context.now ?? new Date();
  const budgets: RateLimit[] = [];
  if (context.client) budgets.push({ scope: `performance-metrics:client:${context.client}`, ...limits.perClient });
  if (context.ip)
    budgets.push({
      scope: `performance-metrics:${context.client ? 'address' : 'anonymous'}:${context.ip}`,
      ...(context.client ? limits.perAddress : limits.perClient),
    });
  const rows = await countRequest(db, budgets, now);
  const wait = secondsToWait(rows, budgets, now);
  if (wait > 0) {
    // Once per budget and window: a flood is one line, not one a request.
    for (const row of rows) {
      const budget = budgets.find((b) => b.scope === row.scope);
      if (budget && row.count === budget.max + 1)
        console.warn(
          `[metrics] dropping performance batches from ${row.scope} for ${wait} s: more than ${budget.max} a minute`,
        );
    }
    return { stored: false, retryAfterSeconds: wait };
  }
  await db.insert(performanceMetrics).values(
    batch.metrics.map((m) => ({
      metric: m.metric,
      value: m.value,
      measuredAt: m.timestamp,
      userId: m.userId,
      page: context.page,
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
    })),
  );
  // Old rows go at most once an hour per server; any instance may do it, none relies on another.
  if (Math.abs(now.getTime() - lastPrune) >= PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await db
      .delete(performanceMetrics)
      .where(lt(performanceMetrics.createdAt, new Date(now.getTime() - PERFORMANCE_METRICS_KEPT_MS)));
  }
  return { stored: true };
}
