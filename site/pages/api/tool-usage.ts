import { z } from 'zod';
import { requireCaller } from '../../server/auth/caller';
import { getDb } from '../../server/db';
import { fieldErrors, HttpError, json, route } from '../../server/http';
import { listToolUsage } from '../../server/services/toolUsage';
import { handleWrite } from '../../server/writes';
import { toolUsageWrite, usageOwnerOf } from '../../server/writes/toolUsage';

const listQuery = z.strictObject({
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1).max(100).default(50),
  toolId: z.string().max(200).optional(),
});

/**
 * POST: one tool usage record (spec §7), from a signed-in user or a visitor with a guest id.
 * 201 with the stored record. Honours `Idempotency-Key`: the offline queue's replays and the
 * usage sync send one, so a record is stored once however often it is sent.
 * GET ?limit=&toolId=: the caller's records, newest use first.
 */
export const { GET, POST, ALL } = route({
  GET: async (context) => {
    const caller = await requireCaller(context);
    const parsed = listQuery.safeParse(Object.fromEntries(context.url.searchParams));
    if (!parsed.success) throw new HttpError(400, 'Invalid query', fieldErrors(parsed.error));
    return json({ usage: await listToolUsage(await getDb(), usageOwnerOf(caller), parsed.data) });
  },
  POST: (context) => handleWrite(context, toolUsageWrite),
});
