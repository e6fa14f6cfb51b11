import { getDb } from '../../../server/db';
import { json, readJson, route } from '../../../server/http';
import { runIdempotent } from '../../../server/http/idempotency';
import { profileSchema, toPublicUser, updateProfile } from '../../../server/auth/accounts';
import { requireAuth } from '../../../server/auth/request';
import { authConfig } from '../../../server/providers/auth';
import { updateClerkNames } from '../../../server/providers/auth/clerk';

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
  PATCH: async (context) => {
    const { user } = await requireAuth(context);
    const input = await readJson(context.request, profileSchema);
    const config = authConfig();
    const write = { scope: `user:${user.id}`, method: 'PATCH', path: '/api/auth/user', input };
    return runIdempotent(await getDb(), context.request, write, async (tx) => {
      // Clerk holds the profile: it is changed there first, then mirrored.
      if (config.provider === 'clerk' && user.externalId) await updateClerkNames(config, user.externalId, input);
      return { status: 200, body: toPublicUser(await updateProfile(tx, user.id, input)) };
    });
  },
});
