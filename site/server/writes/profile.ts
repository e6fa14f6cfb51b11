import { profileSchema, toPublicUser, updateProfile } from '../auth/accounts';
import { accounts } from '../providers/auth';
import { defineWrite } from './define';

/** PATCH /api/auth/user {firstName, lastName}: both required, trimmed, at most 100 characters. */
export const profileWrite = defineWrite({
  method: 'PATCH',
  pattern: /^\/api\/auth\/user\/?$/,
  audience: 'user',
  sideEffects: true,
  schema: profileSchema,
  async apply(tx, caller, input) {
    if (caller.kind !== 'user') throw new Error('profile write without a user');
    // Where the provider keeps the profile (Clerk), it is changed there first, then mirrored.
    await accounts().saveNames(caller.user, input!);
    return { status: 200, body: toPublicUser(await updateProfile(tx, caller.user.id, input!)) };
  },
});
