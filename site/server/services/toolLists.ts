import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findTool } from '@perch/tools';
import type { Database } from '../db/client';
import { favouriteTools, wishlistItems } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { HttpError } from '../http/errors';

/**
 * A user's lists of catalogue tools: the wishlist (tools kept for later, /wishlist) and the
 * favourites (tools pinned for everyday use, first on /tools). Both work alike: one row per user
 * and tool, added and removed idempotently, only catalogue tools.
 */
export const TOOL_LISTS = {
  wishlist: wishlistItems,
  favourites: favouriteTools,
} as const;
export type ToolListName = keyof typeof TOOL_LISTS;

/** How many tools a list keeps at most (the oldest beyond it are not shown). */
export const TOOL_LIST_LIMIT = 500;

/** POST /api/wishlist and /api/favourites: the tool to add. */
export const toolListAddSchema = z.strictObject({
  toolId: z
    .string('toolId must be a string')
    .trim()
    .min(1, 'toolId must not be empty')
    .max(200, 'toolId must be at most 200 characters'),
});

export interface PublicToolListItem {
  toolId: string;
  addedAt: string;
}

type Db = Transaction | Database;

function knownTool(toolId: string): string {
  if (!findTool(toolId))
    throw new HttpError(404, 'No such tool in the catalogue', { toolId: `"${toolId}" is not a catalogue tool` });
  return toolId;
}

/** Adds a tool; adding one already on the list changes nothing. `created` tells which happened. */
export async function addToToolList(
  db: Db,
  list: ToolListName,
  userId: string,
  toolId: string,
): Promise<{ item: PublicToolListItem; created: boolean }> {
  knownTool(toolId);
  const table = TOOL_LISTS[list];
  const [inserted] = await db.insert(table).values({ userId, toolId }).onConflictDoNothing().returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.toolId, toolId)))
    )[0]!;
  return { item: { toolId: row.toolId, addedAt: row.createdAt.toISOString() }, created: inserted !== undefined };
}

/** Removes a tool; removing one not on the list changes nothing. */
export async function removeFromToolList(db: Db, list: ToolListName, userId: string, toolId: string): Promise<void> {
  const table = TOOL_LISTS[list];
  await db.delete(table).where(and(eq(table.userId, userId), eq(table.toolId, toolId)));
}

/** The user's list, newest first. */
export async function listToolList(db: Db, list: ToolListName, userId: string): Promise<PublicToolListItem[]> {
  const table = TOOL_LISTS[list];
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt))
    .limit(TOOL_LIST_LIMIT);
  return rows.map((r) => ({ toolId: r.toolId, addedAt: r.createdAt.toISOString() }));
}
