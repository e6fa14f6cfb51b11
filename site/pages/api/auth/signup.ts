import { getDb } from '../../../server/db';
import { json, readJson, route } from '../../../server/http';
import { signUp, signUpSchema, toPublicUser } from '../../../server/auth/accounts';
import { accountContext, assertBuiltInAccounts, startSession } from '../../../server/auth/request';
import { sendVerificationEmail } from '../../../server/auth/verification';

/** POST {firstName, lastName, email, password} → 201 {user}, signed in (session cookie). */
export const { POST, ALL } = route({
  POST: async (context) => {
    assertBuiltInAccounts();
    const input = await readJson(context.request, signUpSchema);
    const user = await signUp(await getDb(), input, accountContext(context));
    await startSession(context, user);
    await sendVerificationEmail(context, user);
    return json({ user: toPublicUser(user) }, { status: 201 });
  },
});
