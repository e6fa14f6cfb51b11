import { and, count, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { TOOL_CATEGORY_IDS } from '@perch/tools';
import type { Database } from '../db/client';
import { lockScope } from '../db/locks';
import { toolRequests, type ToolRequestStatus } from '../db/schema';
import type { Transaction } from '../http/idempotency';
import { HttpError } from '../http/errors';

/** Limits of a tool request (/app-request). */
export const TOOL_REQUEST_NAME_MAX = 100;
export const TOOL_REQUEST_DESCRIPTION_MAX = 2_000;
/** How many tools one user may request in a day: enough for anyone, not enough to flood review. */
export const TOOL_REQUESTS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/app-requests: the tool a user asks for. */
export const toolRequestSchema = z.strictObject({
  name: z
    .string('name must be a string')
    .trim()
    .min(1, 'name must not be empty')
    .max(TOOL_REQUEST_NAME_MAX, `name must be at most ${TOOL_REQUEST_NAME_MAX} characters`),
  description: z
    .string('description must be a string')
    .trim()
    .min(1, 'description must not be empty')
    .max(TOOL_REQUEST_DESCRIPTION_MAX, `description must be at most ${TOOL_REQUEST_DESCRIPTION_MAX} characters`),
  category: z.enum(TOOL_CATEGORY_IDS, `category must be one of: ${TOOL_CATEGORY_IDS.join(', ')}`),
});

export interface PublicToolRequest {
  id: string;
  name: string;
  description: string;
  category: string;
  status: ToolRequestStatus;
  createdAt: string;
  updatedAt: string;
}

type Db = Transaction | Database;

function toPublic(row: typeof toolRequests.$inferSelect): PublicToolRequest {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores a request (status "submitted"); more than the day's allowance → 429 with Retry-After.
 * Call it inside a transaction: the count and the insert are one step per user only there.
 */
export async function createToolRequest(
  db: Db,
  userId: string,
  input: z.infer<typeof toolRequestSchema>,
  now = new Date(),
): Promise<PublicToolRequest> {
  // Counted and stored in turn per user, on any number of instances (the caller's transaction).
  await lockScope(db, `tool-requests:${userId}`);
  const since = new Date(now.getTime() - DAY_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(toolRequests)
    .where(and(eq(toolRequests.userId, userId), gt(toolRequests.createdAt, since)));
  if ((recent?.n ?? 0) >= TOOL_REQUESTS_PER_DAY) {
    throw new HttpError(
      429,
      `You can request up to ${TOOL_REQUESTS_PER_DAY} tools a day. Please try again tomorrow.`,
      undefined,
      { 'Retry-After': String(DAY_MS / 1000) },
    );
  }
  const [row] = await db
    .insert(toolRequests)
    .values({ userId, ...input })
    .returning();
  return toPublic(row!);
}

/** The user's requests with their status, newest first. */
export async function listToolRequests(db: Db, userId: string, limit = 100): Promise<PublicToolRequest[]> {
  const rows = await db
    .select()
    .from(toolRequests)
    .where(eq(toolRequests.userId, userId))
    .orderBy(desc(toolRequests.createdAt))
    .limit(limit);
  return rows.map(toPublic);
}
