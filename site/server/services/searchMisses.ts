import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { Transaction } from '../http/idempotency';
import { searchMisses } from '../db/schema';
import { searchVerdict } from './catalogue';

/**
 * Searches on /tools that found no tool, counted by what was asked and nothing else: the page
 * reports the search it settled on, the server runs the same honest search to decide whether it
 * missed (a client cannot put a query that finds tools on the admin's list), and one row per query
 * and day keeps the count. No user, guest or address is stored with it.
 */

export const searchMissSchema = z.strictObject({
  q: z
    .string('q must be the search text')
    .trim()
    .min(1, 'q must not be empty')
    .max(200, 'q must be at most 200 characters'),
});

/** "  PDF   Merge " → "pdf merge": one row however it was typed. */
export function normaliseSearch(q: string): string {
  return q.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);
}

/** Kept this long, then deleted (the admin reads the last 30 days). */
export const SEARCH_MISSES_KEPT_DAYS = 400;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = -Infinity;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts a search that missed: 'gap' (Perch lacks the operation) or 'none' (no tool has its words);
 * a search that found tools is not counted. Returns what was decided.
 */
export async function recordSearchMiss(
  db: Transaction | Database,
  q: string,
  now = new Date(),
): Promise<'gap' | 'none' | null> {
  const query = normaliseSearch(q);
  const verdict = query === '' ? null : searchVerdict(query);
  if (!verdict) return null;
  await db
    .insert(searchMisses)
    .values({ query, day: dayOf(now), searches: 1, kind: verdict })
    .onConflictDoUpdate({
      target: [searchMisses.query, searchMisses.day],
      set: { searches: sql`${searchMisses.searches} + 1`, kind: verdict },
    });
  if (Math.abs(now.getTime() - lastPrune) >= PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await db
      .delete(searchMisses)
      .where(lt(searchMisses.day, dayOf(new Date(now.getTime() - SEARCH_MISSES_KEPT_DAYS * 86_400_000))));
  }
  return verdict;
}

/** The searches that missed over the last `days`, most searched first. */
export async function topSearchMisses(db: Database, { days = 30, limit = 20, now = new Date() } = {}) {
  return db
    .select({
      query: searchMisses.query,
      searches: sql<number>`sum(${searchMisses.searches})`.mapWith(Number),
      lastDay: sql<string>`max(${searchMisses.day})`,
    })
    .from(searchMisses)
    .where(and(gte(searchMisses.day, dayOf(new Date(now.getTime() - days * 86_400_000)))))
    .groupBy(searchMisses.query)
    .orderBy(desc(sql`sum(${searchMisses.searches})`), desc(sql`max(${searchMisses.day})`), searchMisses.query)
    .limit(limit);
}
