import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE } from '@perch/tools';
import { z } from 'zod';
import type { Database } from '../db/client';
import { providerCache, toolUsage } from '../db/schema';
import type { Transaction } from '../http/idempotency';

/** How far ahead of the server's clock a client's `usedAt` may be (clock skew). */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/**
 * A usage record as the offline client syncs it: the stored record without id, timestamp and
 * synced (spec §7). Anything else is refused with 400 — including operator objects such as
 * `{toolId: {$ne: null}}`. `userId` is the client's local owner id; the server attributes the
 * record to the session (or guest) that sends it, never to a body field.
 */
export const toolUsageSchema = z.strictObject({
  toolId: z
    .string('toolId must be a string')
    .trim()
    .min(1, 'toolId must not be empty')
    .max(200, 'toolId must be at most 200 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'toolId may hold letters, digits, "_", ".", ":" and "-"'),
  action: z
    .string('action must be a string')
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'action must be a lower-case word of at most 40 characters')
    .default('open'),
  durationMs: z
    .number('durationMs must be a number')
    .int('durationMs must be whole milliseconds')
    .min(0)
    .max(86_400_000)
    .optional(),
  usedAt: z.iso.datetime({ offset: true, error: 'usedAt must be an ISO 8601 date-time' }).optional(),
  metadata: z
    .record(
      z.string().max(50, 'metadata keys must be at most 50 characters'),
      z.union(
        [z.string().max(500), z.number().finite(), z.boolean()],
        'metadata values must be strings, numbers or booleans',
      ),
    )
    .refine((m) => Object.keys(m).length <= 20, 'metadata may hold at most 20 entries')
    .optional(),
  userId: z.string().max(200).optional(),
});

export type ToolUsageInput = z.infer<typeof toolUsageSchema>;

/** Who the record belongs to: a signed-in user, or a visitor's guest id. */
export type UsageOwner = { userId: string } | { guestId: string };

export interface PublicToolUsage {
  id: string;
  toolId: string;
  action: string;
  durationMs: number | null;
  metadata: Record<string, string | number | boolean> | null;
  usedAt: string;
  createdAt: string;
}

type Row = typeof toolUsage.$inferSelect;

function toPublic(row: Row): PublicToolUsage {
  return {
    id: row.id,
    toolId: row.toolId,
    action: row.action,
    durationMs: row.durationMs,
    metadata: row.metadata,
    usedAt: row.usedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The time the tool was used: the client's, unless it is ahead of the server by more than the skew. */
export function usedAtOf(input: ToolUsageInput, now: number): Date {
  if (!input.usedAt) return new Date(now);
  const at = new Date(input.usedAt);
  return at.getTime() > now + FUTURE_SKEW_MS ? new Date(now) : at;
}

/**
 * Raw usage records older than this are deleted: the admin's reports and "Recently used" look at
 * weeks, not years, and a table that only grows is a disk that fills.
 */
export const TOOL_USAGE_KEPT_MS = 400 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = -Infinity;

/** Deletes records past TOOL_USAGE_KEPT_MS, at most once an hour per server (any instance may). */
export async function pruneToolUsage(db: Transaction | Database, now = Date.now()): Promise<void> {
  if (Math.abs(now - lastPrune) < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await db.delete(toolUsage).where(lt(toolUsage.usedAt, new Date(now - TOOL_USAGE_KEPT_MS)));
}

export async function insertToolUsage(
  tx: Transaction | Database,
  owner: UsageOwner,
  input: ToolUsageInput,
  now = Date.now(),
): Promise<PublicToolUsage> {
  const [row] = await tx
    .insert(toolUsage)
    .values({
      userId: 'userId' in owner ? owner.userId : null,
      guestId: 'guestId' in owner ? owner.guestId : null,
      toolId: input.toolId,
      action: input.action,
      durationMs: input.durationMs ?? null,
      metadata: input.metadata ?? null,
      usedAt: usedAtOf(input, now),
    })
    .returning();
  await pruneToolUsage(tx, now);
  return toPublic(row!);
}

/** The owner's records, newest use first. */
export async function listToolUsage(
  db: Database,
  owner: UsageOwner,
  { limit = 50, toolId }: { limit?: number; toolId?: string | undefined } = {},
) {
  const conditions: SQL[] = [
    'userId' in owner ? eq(toolUsage.userId, owner.userId) : eq(toolUsage.guestId, owner.guestId),
  ];
  if (toolId) conditions.push(eq(toolUsage.toolId, toolId));
  const rows = await db
    .select()
    .from(toolUsage)
    .where(and(...conditions))
    .orderBy(desc(toolUsage.usedAt), desc(toolUsage.createdAt))
    .limit(limit);
  return rows.map(toPublic);
}

/** "Popular" on /tools counts use over this many days. */
export const POPULAR_DAYS = 30;
/** How many of the most used tools "Popular" ranks by use; the rest follow the picks. */
export const POPULAR_LIMIT = 200;

/**
 * The catalogue tools most used by everyone over the last {@link POPULAR_DAYS} days, most used
 * first: by how many people used each (accounts and guests alike), then by uses, then by id, so
 * one person running a tool a hundred times does not outrank ten who ran another once. Ids that
 * are not catalogue tools (a client may send any) are left out. No usage yet: an empty list, and
 * the page falls back to its picks (POPULAR_PICKS).
 */
export async function popularToolIds(
  db: Database,
  { now = new Date(), days = POPULAR_DAYS, limit = POPULAR_LIMIT }: { now?: Date; days?: number; limit?: number } = {},
): Promise<string[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const people = sql<number>`count(distinct coalesce(${toolUsage.userId}::text, ${toolUsage.guestId}))`;
  const rows = await db
    .select({ toolId: toolUsage.toolId })
    .from(toolUsage)
    .where(
      and(
        gte(toolUsage.usedAt, since),
        lt(toolUsage.usedAt, now),
        inArray(
          toolUsage.toolId,
          CATALOGUE.map((t) => t.id),
        ),
      ),
    )
    .groupBy(toolUsage.toolId)
    .orderBy(desc(people), desc(count()), toolUsage.toolId)
    .limit(limit);
  return rows.map((r) => r.toolId);
}

/** Where the Popular order is kept, shared by every instance (provider_cache: a key, a JSON value, when it was made). */
export const POPULAR_CACHE_KEY = 'popular-tools';
/** How long the Popular order is kept before it is counted again, unless configured (PERCH_POPULAR_CACHE_SECONDS). */
export const DEFAULT_POPULAR_CACHE_SECONDS = 300;

/** PERCH_POPULAR_CACHE_SECONDS as a number of seconds from 0 (count on every load) to a day; the default when unset. */
export function popularCacheSeconds(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_POPULAR_CACHE_SECONDS;
  const seconds = Number(setting);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400)
    throw new Error(`PERCH_POPULAR_CACHE_SECONDS must be whole seconds from 0 to 86400, not "${setting}"`);
  return seconds;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * {@link popularToolIds}, counted at most once per `maxAgeSeconds` for all instances: the order is
 * kept in the database (not in this process, so two instances agree) with the time it was counted.
 * A copy from the future (a clock set back) or in another shape is counted again. 0: every time.
 */
export async function cachedPopularToolIds(
  db: Database,
  { now = new Date(), maxAgeSeconds = DEFAULT_POPULAR_CACHE_SECONDS }: { now?: Date; maxAgeSeconds?: number } = {},
): Promise<string[]> {
  if (maxAgeSeconds <= 0) return popularToolIds(db, { now });
  const [row] = await db.select().from(providerCache).where(eq(providerCache.key, POPULAR_CACHE_KEY));
  const age = row ? now.getTime() - row.fetchedAt.getTime() : Number.POSITIVE_INFINITY;
  if (row && age >= 0 && age < maxAgeSeconds * 1000 && isIdList(row.value)) return row.value;
  const ids = await popularToolIds(db, { now });
  await db
    .insert(providerCache)
    .values({ key: POPULAR_CACHE_KEY, value: ids, fetchedAt: now })
    .onConflictDoUpdate({ target: providerCache.key, set: { value: ids, fetchedAt: now } });
  return ids;
}
