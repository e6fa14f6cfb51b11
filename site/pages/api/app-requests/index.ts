import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { listToolRequests } from '../../../server/services/toolRequests';
import { handleWrite } from '../../../server/writes';
import { toolRequestWrite } from '../../../server/writes/toolRequests';

/**
 * GET: the signed-in user's tool requests with their status, newest first: {items: [...]}.
 * POST {name, description, category}: asks for a tool (201 with the request; 400 naming the field;
 * 429 past the day's allowance). Honours `Idempotency-Key`, so a request queued offline is stored once.
 */
export const { GET, POST, ALL } = route({
  GET: async (context) => {
    const { user } = await requireAuth(context);
    return json({ items: await listToolRequests(await getDb(), user.id) });
  },
  POST: (context) => handleWrite(context, toolRequestWrite),
});
