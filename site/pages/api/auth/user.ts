import { getDb } from '../../../server/db';
import { json, readJson, route } from '../../../server/http';
import { profileSchema, toPublicUser, updateProfile } from '../../../server/auth/accounts';
import { requireAuth } from '../../../server/auth/request';

/**
 * GET: the signed-in user, 401 {error} without a session (cookie or bearer token).
 * PATCH {firstName, lastName}: both required, trimmed, at most 100 characters.
 */
export const { GET, PATCH, ALL } = route({
  GET: async (context) => {
    const { user } = await requireAuth(context);
    return json(toPublicUser(user));
  },
  PATCH: async (context) => {
    const { user } = await requireAuth(context);
    const input = await readJson(context.request, profileSchema);
    return json(toPublicUser(await updateProfile(await getDb(), user.id, input)));
  },
});
