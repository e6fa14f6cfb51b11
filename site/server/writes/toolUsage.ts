import { findTool } from '@perch/tools';
import type { Caller } from '../auth/caller';
import { HttpError } from '../http/errors';
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
  apply: async (tx, caller, input) => {
    // A Pro tool's run is a Pro member's: a guest's or a free user's record of one would count in
    // the top-tools report a use the product never gave (their page shows the tool locked).
    const tool = findTool(input!.toolId);
    if (tool?.pro && !(caller.kind === 'user' && caller.user.hasPermission))
      throw new HttpError(403, `${tool.name} is a Pro tool: its use is recorded for Pro members only`, {
        toolId: 'is a Pro tool',
      });
    return { status: 201, body: await insertToolUsage(tx, usageOwnerOf(caller), input!) };
  },
});
