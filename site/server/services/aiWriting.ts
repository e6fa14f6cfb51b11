import { and, eq, sql } from 'drizzle-orm';
import { WRITING_BUDGETS, type WritingBudget, type WritingPlan } from '@perch/tools/writing';
import type { Database } from '../db/client';
import { aiWritingUsage } from '../db/schema';
import { HttpError } from '../http';

/** The UTC day a run counts against (YYYY-MM-DD). */
export const writingDay = (now: Date) => now.toISOString().slice(0, 10);

/** Seconds from `now` to the next UTC midnight, when the budget starts again (at least 1). */
export function secondsToReset(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

const planOf = (pro: boolean): WritingPlan => (pro ? 'pro' : 'free');

function budgetOf(plan: WritingPlan, runs: number, tokens: number): WritingBudget {
  const limit = WRITING_BUDGETS[plan];
  return { runsLeft: tokens >= limit.tokens ? 0 : Math.max(0, limit.runs - runs), runsPerDay: limit.runs };
}

/** What is left of the user's budget today. */
export async function writingBudget(
  db: Database,
  userId: string,
  pro: boolean,
  now = new Date(),
): Promise<WritingBudget> {
  const [row] = await db
    .select({ runs: aiWritingUsage.runs, tokens: aiWritingUsage.tokens })
    .from(aiWritingUsage)
    .where(and(eq(aiWritingUsage.userId, userId), eq(aiWritingUsage.day, writingDay(now))));
  return budgetOf(planOf(pro), row?.runs ?? 0, row?.tokens ?? 0);
}

/**
 * Counts a run against today's budget in one statement (so two instances never both let the last
 * run through), or throws 429 with Retry-After (the next UTC midnight) when none is left.
 */
export async function takeWritingRun(
  db: Database,
  userId: string,
  pro: boolean,
  now = new Date(),
): Promise<WritingBudget> {
  const plan = planOf(pro);
  const limit = WRITING_BUDGETS[plan];
  const rows = await db
    .insert(aiWritingUsage)
    .values({ userId, day: writingDay(now), runs: 1, tokens: 0 })
    .onConflictDoUpdate({
      target: [aiWritingUsage.userId, aiWritingUsage.day],
      set: { runs: sql`${aiWritingUsage.runs} + 1` },
      setWhere: sql`${aiWritingUsage.runs} < ${limit.runs} and ${aiWritingUsage.tokens} < ${limit.tokens}`,
    })
    .returning({ runs: aiWritingUsage.runs, tokens: aiWritingUsage.tokens });
  const row = rows[0];
  if (!row) {
    const retryAfter = secondsToReset(now);
    const hours = Math.ceil(retryAfter / 3600);
    throw new HttpError(
      429,
      `You have used today’s ${limit.runs} AI writing runs${pro ? '' : ` (Pro gives ${WRITING_BUDGETS.pro.runs})`}. They start again at midnight UTC, in about ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }
  return budgetOf(plan, row.runs, row.tokens);
}

/** After a run: adds the tokens it cost, and gives the run back when the service failed (`refund`). */
export async function settleWritingRun(
  db: Database,
  userId: string,
  pro: boolean,
  outcome: { tokens: number; refund: boolean },
  now = new Date(),
): Promise<WritingBudget> {
  const [row] = await db
    .update(aiWritingUsage)
    .set({
      tokens: sql`${aiWritingUsage.tokens} + ${Math.max(0, Math.round(outcome.tokens))}`,
      runs: outcome.refund ? sql`greatest(${aiWritingUsage.runs} - 1, 0)` : aiWritingUsage.runs,
    })
    .where(and(eq(aiWritingUsage.userId, userId), eq(aiWritingUsage.day, writingDay(now))))
    .returning({ runs: aiWritingUsage.runs, tokens: aiWritingUsage.tokens });
  return budgetOf(planOf(pro), row?.runs ?? 0, row?.tokens ?? 0);
}
