import { getDb } from '../../../server/db';
import { json, readJson, route } from '../../../server/http';
import { signIn, signInSchema, toPublicUser } from '../../../server/auth/accounts';
import { accountContext, assertBuiltInAccounts, startSession } from '../../../server/auth/request';

/** POST {email, password} → 200 {user} with a fresh session; one generic 401 otherwise. */
export const { POST, ALL } = route({
  POST: async (context) => {
    assertBuiltInAccounts();
    const input = await readJson(context.request, signInSchema);
    const user = await signIn(await getDb(), input, accountContext(context));
    await startSession(context, user);
    return json({ user: toPublicUser(user) });
  },
});
