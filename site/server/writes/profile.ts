import { profileSchema, toPublicUser, updateProfile } from '../auth/accounts';
import { authConfig } from '../providers/auth';
import { updateClerkNames } from '../providers/auth/clerk';
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
    const config = authConfig();
    // Clerk holds the profile: it is changed there first, then mirrored.
    if (config.provider === 'clerk' && caller.user.externalId) await updateClerkNames(config, caller.user.externalId, input!);
    return { status: 200, body: toPublicUser(await updateProfile(tx, caller.user.id, input!)) };
  },
});
