import { z } from 'zod';
import { requireCaller, type Caller } from '../../server/auth/caller';
import { getDb } from '../../server/db';
import { fieldErrors, HttpError, json, readJson, route } from '../../server/http';
import { runIdempotent } from '../../server/http/idempotency';
import { insertToolUsage, listToolUsage, toolUsageSchema, type UsageOwner } from '../../server/services/toolUsage';

const ownerOf = (caller: Caller): UsageOwner => (caller.kind === 'user' ? { userId: caller.user.id } : { guestId: caller.guestId });

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
    return json({ usage: await listToolUsage(await getDb(), ownerOf(caller), parsed.data) });
  },
  POST: async (context) => {
    const caller = await requireCaller(context);
    const input = await readJson(context.request, toolUsageSchema);
    const db = await getDb();
    return runIdempotent(db, context.request, { scope: caller.scope, method: 'POST', path: '/api/tool-usage', input }, async (tx) => ({
      status: 201,
      body: await insertToolUsage(tx, ownerOf(caller), input),
    }));
  },
});
