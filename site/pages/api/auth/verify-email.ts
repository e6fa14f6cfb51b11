import { json, route } from '../../../server/http';
import { requireAuth } from '../../../server/auth/request';
import { resendVerificationEmail } from '../../../server/auth/verification';

/**
 * POST: sends the signed-in user a new verification link (202), or says it is already verified;
 * 429 with Retry-After past 5 an hour per account or 20 per client address.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user } = await requireAuth(context);
    if (user.emailVerifiedAt) return json({ emailVerified: true });
    await resendVerificationEmail(context, user);
    return json({ emailVerified: false, sent: true }, { status: 202 });
  },
});
