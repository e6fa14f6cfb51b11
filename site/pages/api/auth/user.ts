import { toPublicUser } from '../../../server/auth/accounts';
import { requireAuth } from '../../../server/auth/request';
import { json, route } from '../../../server/http';
import { answerDirectly } from '../../../server/http/directAnswer';
import { accounts } from '../../../server/providers/auth';
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

// Every signed-in page asks who is signed in: the built-in accounts answer it before Astro's
// pipeline, by this same handler, session cookie refresh and clearing included
// (site/server/http/directAnswer.ts, #42). With Clerk the pipeline answers.
answerDirectly('GET', '/api/auth/user', GET!, { applies: () => accounts().builtInForms, signedIn: true });
