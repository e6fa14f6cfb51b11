import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findTool } from '@perch/tools';
import type { Database } from '../db/client';
import { wishlistItems } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { HttpError } from '../http/errors';

/** POST /api/wishlist: the tool to keep. Only catalogue tools may be kept. */
export const wishlistAddSchema = z.strictObject({
  toolId: z.string('toolId must be a string').trim().min(1, 'toolId must not be empty').max(200, 'toolId must be at most 200 characters'),
});

export interface PublicWishlistItem {
  toolId: string;
  addedAt: string;
}

type Db = Transaction | Database;

function knownTool(toolId: string): string {
  if (!findTool(toolId)) throw new HttpError(404, 'No such tool in the catalogue', { toolId: `"${toolId}" is not a catalogue tool` });
  return toolId;
}

/** Adds a tool; adding one already kept changes nothing. `created` tells which happened. */
export async function addToWishlist(db: Db, userId: string, toolId: string): Promise<{ item: PublicWishlistItem; created: boolean }> {
  knownTool(toolId);
  const [inserted] = await db.insert(wishlistItems).values({ userId, toolId }).onConflictDoNothing().returning();
  const row = inserted ?? (await db.select().from(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.toolId, toolId))))[0]!;
  return { item: { toolId: row.toolId, addedAt: row.createdAt.toISOString() }, created: inserted !== undefined };
}

/** Removes a tool; removing one not kept changes nothing. */
export async function removeFromWishlist(db: Db, userId: string, toolId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.toolId, toolId)));
}

/** The user's wishlist, newest first. */
export async function listWishlist(db: Db, userId: string): Promise<PublicWishlistItem[]> {
  const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(desc(wishlistItems.createdAt)).limit(500);
  return rows.map((r) => ({ toolId: r.toolId, addedAt: r.createdAt.toISOString() }));
}
