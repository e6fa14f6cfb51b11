import { route } from '../../../server/http';
import { handleWrite } from '../../../server/writes';
import { parootyTurnWrite } from '../../../server/writes/parootyTurns';

/**
 * POST {query, sessionId, askedAt}: a question Parooty answered on the device while offline, for
 * the turn log (201). Sent by the offline queue with an Idempotency-Key: logged exactly once.
 * 400 naming the field; 429 past the write budget.
 */
export const { POST, ALL } = route({
  POST: (context) => handleWrite(context, parootyTurnWrite),
});
