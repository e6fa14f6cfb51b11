import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { performanceMetrics } from '../db/schema';
import { takeRequest, type RateLimit } from './rateLimit';

/** A batch holds 1 to this many metrics (the collector splits longer queues). */
export const PERFORMANCE_BATCH_MAX = 100;
export const METRIC_NAME_MAX = 64;
export const METRIC_USER_ID_MAX = 100;
/** Bodies over this are answered 413: 100 metrics at their longest fit in well under it. */
export const PERFORMANCE_BODY_LIMIT_BYTES = 32 * 1024;
/**
 * Batches one client address may send a minute. A page sends one every 5 s at most on its timer
 * (plus one per 20 metrics, after load and on hide), so this leaves room for several tabs and
 * for a few people behind one address; a flood is answered 429 with Retry-After.
 */
export const PERFORMANCE_BATCHES_PER_ADDRESS = { max: 120, windowMs: 60_000 };
/** Metrics older than this are deleted (the dashboard looks at the last 7 days). */
export const PERFORMANCE_METRICS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
export const PAGE_MAX = 512;

export const performanceBatchSchema = z.strictObject({
  metrics: z
    .array(
      z.strictObject({
        metric: z.string().min(1, 'metric must not be empty').max(METRIC_NAME_MAX, `metric must be at most ${METRIC_NAME_MAX} characters`),
        value: z.number({ error: 'value must be a finite number' }).finite('value must be a finite number'),
        timestamp: z
          .number({ error: 'timestamp must be an integer (ms since the epoch)' })
          .int('timestamp must be an integer (ms since the epoch)')
          .min(0, 'timestamp must not be negative')
          .max(Number.MAX_SAFE_INTEGER, 'timestamp is too large'),
        userId: z.string().min(1, 'userId must not be empty').max(METRIC_USER_ID_MAX, `userId must be at most ${METRIC_USER_ID_MAX} characters`),
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
  now?: Date;
}

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

/** Stores one batch (429 past the per-address limit). */
export async function recordPerformanceBatch(db: Database, batch: PerformanceBatch, context: PerformanceBatchContext, limit: Omit<RateLimit, 'scope'> = PERFORMANCE_BATCHES_PER_ADDRESS) {
  const now = context.now ?? new Date();
  if (context.ip) await takeRequest(db, [{ scope: `performance-metrics:${context.ip}`, ...limit }], now);
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
    await db.delete(performanceMetrics).where(lt(performanceMetrics.createdAt, new Date(now.getTime() - PERFORMANCE_METRICS_KEPT_MS)));
  }
}
