import { toPublicUser } from '../../../server/auth/accounts';
import { requireAuth } from '../../../server/auth/request';
import { json, route } from '../../../server/http';
import { handleWrite } from '../../../server/writes';
import { profileWrite } from '../../../server/writes/profile';

/**
 * GET: the signed-in user, 401 {error} without a session (cookie or bearer token).
 * PATCH {firstName, lastName}: both required, trimmed, at most 100 characters. Honours
 * `Idempotency-Key` (the offline queue replays a profile edit made offline with one).
 */
export const { GET, PATCH, ALL } = route({
  GET: async (context) => {
    const { user } = await requireAuth(context);
    return json(toPublicUser(user));
  },
  PATCH: (context) => handleWrite(context, profileWrite),
});
