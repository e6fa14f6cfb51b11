import { embeddedAssistant } from '../providers/assistant';
import { deviceTurnSchema, logDeviceTurn } from '../services/parooty';
import { defineWrite } from './define';

/**
 * POST /api/parooty/turns {query, sessionId, askedAt}: a question Parooty answered on the device
 * while Perch could not be reached, sent from the offline queue when back online; logged once
 * (201 {logged, answeredBy: 'device', toolIds}).
 */
export const parootyTurnWrite = defineWrite({
  method: 'POST',
  pattern: /^\/api\/parooty\/turns\/?$/,
  audience: 'caller',
  schema: deviceTurnSchema,
  async apply(tx, caller, input) {
    const userId = caller.kind === 'user' ? caller.user.id : null;
    return { status: 201, body: await logDeviceTurn(tx, embeddedAssistant(), input!, userId) };
  },
});
