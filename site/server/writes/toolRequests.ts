import { createToolRequest, toolRequestSchema } from '../services/toolRequests';
import { HttpError } from '../http/errors';
import { defineWrite } from './define';

/** POST /api/app-requests {name, description, category}: 201 with the stored request. */
export const toolRequestWrite = defineWrite({
  method: 'POST',
  pattern: /^\/api\/app-requests\/?$/,
  audience: 'user',
  schema: toolRequestSchema,
  async apply(tx, caller, input) {
    // The audience already admits only signed-in users; this narrows the type.
    if (caller.kind !== 'user') throw new HttpError(401, 'Sign in to request a tool');
    return { status: 201, body: await createToolRequest(tx, caller.user.id, input!) };
  },
});
