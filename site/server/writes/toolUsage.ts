import type { Caller } from '../auth/caller';
import { insertToolUsage, toolUsageSchema, type UsageOwner } from '../services/toolUsage';
import { defineWrite } from './define';

export const usageOwnerOf = (caller: Caller): UsageOwner =>
  caller.kind === 'user' ? { userId: caller.user.id } : { guestId: caller.guestId };

/** POST /api/tool-usage: one usage record, from a user or a visitor (201 with the stored record). */
export const toolUsageWrite = defineWrite({
  method: 'POST',
  pattern: /^\/api\/tool-usage\/?$/,
  audience: 'caller',
  schema: toolUsageSchema,
  apply: async (tx, caller, input) => ({ status: 201, body: await insertToolUsage(tx, usageOwnerOf(caller), input!) }),
});
