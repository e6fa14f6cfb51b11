// What /admin/dashboard reads: each figure aggregated in SQL (counts, percentiles, top lists), so
// the page costs a few small queries however many rows the tables hold.
import { CLARIFY_BELOW } from '@perch/tools/parooty';
import { and, count, desc, eq, exists, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  adminActions,
  errorReports,
  parootyTurns,
  performanceMetrics,
  subscriptions,
  toolRequests,
  toolUsage,
  users,
  type ToolRequestStatus,
} from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Core Web Vitals the dashboard charts, in the order shown. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * Google's thresholds at the 75th percentile (web.dev/articles/vitals): at or under `good` is
 * good, over `poor` is poor, between needs improvement. Milliseconds, except CLS (unitless).
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVital, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

/** The window the vitals cover: the last 7 days (one point a day in each page's trend). */
export const WEB_VITALS_DAYS = 7;
/** Pages shown per metric: the ones with the most samples. */
export const WEB_VITALS_PAGES = 8;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: WebVital, p75: number): VitalRating {
  const t = WEB_VITAL_THRESHOLDS[metric];
  return p75 <= t.good ? 'good' : p75 <= t.poor ? 'needs-improvement' : 'poor';
}

export interface PageVital {
  page: string;
  p75: number;
  samples: number;
  rating: VitalRating;
  /** p75 of each of the last {@link WEB_VITALS_DAYS} days, oldest first; null on a day with no samples. */
  daily: Array<number | null>;
}

/**
 * p75 of each Core Web Vital per page over the last 7 days (percentile_cont, on PostgreSQL and
 * PGlite alike), with each page's daily p75 for a trend line. Pages with the most samples first.
 */
export async function webVitalsByPage(db: Database, now = new Date()): Promise<Record<WebVital, PageVital[]>> {
  const since = new Date(now.getTime() - WEB_VITALS_DAYS * DAY_MS);
  const page = sql<string>`coalesce(${performanceMetrics.page}, '(unknown)')`;
  const window = and(
    inArray(performanceMetrics.metric, [...WEB_VITALS]),
    gte(performanceMetrics.createdAt, since),
    lt(performanceMetrics.createdAt, now),
  );
  const p75 = sql<number>`percentile_cont(0.75) within group (order by ${performanceMetrics.value})`.mapWith(Number);
  const overall = await db
    .select({ metric: performanceMetrics.metric, page, p75, samples: count() })
    .from(performanceMetrics)
    .where(window)
    .groupBy(performanceMetrics.metric, page)
    .orderBy(performanceMetrics.metric, desc(count()), page);
  // Day 0 is the oldest of the window, WEB_VITALS_DAYS - 1 the last 24 hours. Grouped in an outer
  // query: a GROUP BY expression holding a parameter would not match the selected one.
  const day = sql<number>`floor(extract(epoch from (${performanceMetrics.createdAt} - ${since.toISOString()}::timestamptz)) / 86400)::int`;
  const samples = db
    .select({
      metric: performanceMetrics.metric,
      page: page.as('page'),
      day: day.as('day'),
      value: performanceMetrics.value,
    })
    .from(performanceMetrics)
    .where(window)
    .as('samples');
  const daily = await db
    .select({
      metric: samples.metric,
      page: samples.page,
      day: sql<number>`${samples.day}`.mapWith(Number),
      p75: sql<number>`percentile_cont(0.75) within group (order by ${samples.value})`.mapWith(Number),
    })
    .from(samples)
    .groupBy(samples.metric, samples.page, samples.day);
  const byKey = new Map<string, Array<number | null>>();
  for (const d of daily) {
    const key = `${d.metric}\u0000${d.page}`;
    const days = byKey.get(key) ?? Array.from({ length: WEB_VITALS_DAYS }, () => null);
    if (d.day >= 0 && d.day < WEB_VITALS_DAYS) days[d.day] = d.p75;
    byKey.set(key, days);
  }
  const result = Object.fromEntries(WEB_VITALS.map((m) => [m, [] as PageVital[]])) as Record<WebVital, PageVital[]>;
  for (const row of overall) {
    const metric = row.metric as WebVital;
    const list = result[metric];
    if (list.length >= WEB_VITALS_PAGES) continue;
    list.push({
      page: row.page,
      p75: row.p75,
      samples: row.samples,
      rating: rateVital(metric, row.p75),
      daily: byKey.get(`${row.metric}\u0000${row.page}`) ?? Array.from({ length: WEB_VITALS_DAYS }, () => null),
    });
  }
  return result;
}

export interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

/** Subscriptions counted by status and by plan (every row: one per user). */
export async function subscriptionCounts(
  db: Database,
): Promise<{ total: number; byStatus: CountBy[]; byPlan: CountBy[] }> {
  const byStatus = await db
    .select({ key: subscriptions.status, count: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status)
    .orderBy(desc(count()), subscriptions.status);
  const byPlan = await db
    .select({ key: subscriptions.plan, count: count() })
    .from(subscriptions)
    .groupBy(subscriptions.plan)
    .orderBy(desc(count()), subscriptions.plan);
  return { total: byStatus.reduce((n, r) => n + r.count, 0), byStatus, byPlan };
}

export const RECENT_ERRORS = 20;

/** The newest crash reports with the signed-in user's e-mail when there was one. */
export async function recentErrorReports(
  db: Database,
  { limit = RECENT_ERRORS, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select({
      id: errorReports.id,
      message: errorReports.message,
      stack: errorReports.stack,
      page: errorReports.url,
      userId: errorReports.userId,
      userEmail: users.email,
      createdAt: errorReports.createdAt,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(limit)
    .offset(offset);
}

export const TOOL_REQUESTS_SHOWN = 50;

/** Tool requests to review, newest first, with the requester's e-mail; optionally one status only. */
export async function toolRequestsForReview(
  db: Database,
  {
    status,
    limit = TOOL_REQUESTS_SHOWN,
    offset = 0,
  }: { status?: ToolRequestStatus | undefined; limit?: number; offset?: number } = {},
) {
  return db
    .select({
      id: toolRequests.id,
      name: toolRequests.name,
      description: toolRequests.description,
      category: toolRequests.category,
      status: toolRequests.status,
      requesterEmail: users.email,
      createdAt: toolRequests.createdAt,
      updatedAt: toolRequests.updatedAt,
    })
    .from(toolRequests)
    .innerJoin(users, eq(users.id, toolRequests.userId))
    .where(status ? eq(toolRequests.status, status) : undefined)
    .orderBy(desc(toolRequests.createdAt), desc(toolRequests.id))
    .limit(limit)
    .offset(offset);
}

export const TOP_TOOLS = 10;
/** Tool usage counted over this many days. */
export const TOP_TOOLS_DAYS = 30;

/** The most used tools over the last 30 days: uses and distinct people (accounts or guests). */
export async function topTools(db: Database, { limit = TOP_TOOLS, now = new Date() } = {}) {
  const since = new Date(now.getTime() - TOP_TOOLS_DAYS * DAY_MS);
  return db
    .select({
      toolId: toolUsage.toolId,
      uses: count(),
      people: sql<number>`count(distinct coalesce(${toolUsage.userId}::text, ${toolUsage.guestId}))`.mapWith(Number),
    })
    .from(toolUsage)
    .where(and(gte(toolUsage.usedAt, since), lt(toolUsage.usedAt, now)))
    .groupBy(toolUsage.toolId)
    .orderBy(desc(count()), toolUsage.toolId)
    .limit(limit);
}

export const UNANSWERED_QUESTIONS = 20;

/**
 * Questions Parooty had no confident answer for — what to add to the catalogue next: the
 * question of each answer stored with a confidence under {@link CLARIFY_BELOW} (it asked back
 * instead of recommending), grouped by the question's text (trimmed, case-folded), most asked first.
 */
export async function unansweredQuestions(
  db: Database,
  { limit = UNANSWERED_QUESTIONS, offset = 0, now = new Date(), days = 30 } = {},
) {
  const since = new Date(now.getTime() - days * DAY_MS);
  const answer = alias(parootyTurns, 'answer');
  // The question is the same conversation's latest user turn before the answer.
  const asked = db
    .select({ content: parootyTurns.content })
    .from(parootyTurns)
    .where(
      and(
        eq(parootyTurns.sessionId, answer.sessionId),
        eq(parootyTurns.role, 'user'),
        lt(parootyTurns.createdAt, answer.createdAt),
      ),
    )
    .orderBy(desc(parootyTurns.createdAt))
    .limit(1)
    .as('asked');
  return (
    db
      .select({
        question: sql<string>`min(${asked.content})`,
        times: count(),
        bestConfidence: sql<number>`max(${answer.confidence})`.mapWith(Number),
        lastAskedAt: sql<Date>`max(${answer.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(answer)
      .innerJoinLateral(asked, sql`true`)
      .where(
        and(
          eq(answer.role, 'assistant'),
          isNotNull(answer.confidence),
          lt(answer.confidence, CLARIFY_BELOW),
          gte(answer.createdAt, since),
        ),
      )
      .groupBy(sql`lower(trim(${asked.content}))`)
      // The text last, so rows asked as often and as recently keep one order from page to page.
      .orderBy(desc(count()), desc(sql`max(${answer.createdAt})`), sql`lower(trim(${asked.content}))`)
      .limit(limit)
      .offset(offset)
  );
}

export const DEVICE_QUESTIONS = 20;

/**
 * Parooty's questions answered on a device while Perch could not be reached, logged when it was
 * back online (answered_by 'device'), newest asked first.
 */
export async function deviceAnsweredQuestions(
  db: Database,
  { limit = DEVICE_QUESTIONS, now = new Date(), days = 30 } = {},
) {
  const since = new Date(now.getTime() - days * DAY_MS);
  const answer = alias(parootyTurns, 'answer');
  // Stored together: the device's answer is the question's time plus 1 ms (services/parooty.ts).
  const answeredOnDevice = db
    .select({ one: sql`1` })
    .from(answer)
    .where(
      and(
        eq(answer.sessionId, parootyTurns.sessionId),
        eq(answer.role, 'assistant'),
        eq(answer.answeredBy, 'device'),
        gte(answer.createdAt, parootyTurns.createdAt),
        lt(answer.createdAt, sql`${parootyTurns.createdAt} + interval '1 second'`),
      ),
    );
  return db
    .select({ question: parootyTurns.content, askedAt: parootyTurns.createdAt })
    .from(parootyTurns)
    .where(and(eq(parootyTurns.role, 'user'), gte(parootyTurns.createdAt, since), exists(answeredOnDevice)))
    .orderBy(desc(parootyTurns.createdAt))
    .limit(limit);
}

export const RECENT_ADMIN_ACTIONS = 20;

/** The audit trail, newest first; `offset` rows skipped for the later pages. */
export async function recentAdminActions(
  db: Database,
  { limit = RECENT_ADMIN_ACTIONS, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  return db
    .select()
    .from(adminActions)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit)
    .offset(offset);
}

/** Users whose e-mail or name contains `q` (case-insensitive); all users, newest first, without one. */
export function userSearchCondition(q: string | undefined) {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${users.email} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}
