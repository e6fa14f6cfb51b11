import { json, route } from '../../server/http';
import { runBatch } from '../../server/writes/batch';

/**
 * POST {requests: [{id, method, url, body}]} (1–100): replays queued writes in order, each at most
 * once under its id. 200 {responses: [{id, status, body?, replayed?, unroutable?}]} — one per
 * request, in order; 400 when the batch itself is malformed.
 */
export const { POST, ALL } = route({
  POST: async (context) => json(await runBatch(context)),
});
