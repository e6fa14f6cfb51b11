import { json, route } from '../../../server/http';
import { HttpError } from '../../../server/http/errors';
import { assertBuiltInAccounts, issueAccessToken, requireAuth } from '../../../server/auth/request';

/**
 * GET → {token, expiresAt}: a short-lived bearer token for the signed-in session, which API
 * calls attach as `Authorization: Bearer …` (spec §6). Only a cookie session can mint one, and
 * ending the session revokes every token minted from it.
 */
export const { GET, ALL } = route({
  GET: async (context) => {
    // With Clerk, clerk-js issues the session tokens (Clerk.session.getToken()).
    assertBuiltInAccounts();
    const auth = await requireAuth(context);
    if (auth.via !== 'cookie') throw new HttpError(403, 'Bearer tokens are issued to browser sessions only');
    return json(await issueAccessToken(auth.tokenHash));
  },
});
