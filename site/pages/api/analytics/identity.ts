import { requireCaller } from '../../../server/auth/caller';
import { HttpError, json, route } from '../../../server/http';
import { requestSubscription } from '../../../server/providers/billing';
import { identityOfGuest, identityOfUser } from '../../../server/services/analyticsIdentity';

/**
 * GET → who this browser is for product analytics: `{kind: "user", distinctId, properties}` with
 * the spec §3 people properties, `{kind: "guest", distinctId: "guest-…", properties: {role:
 * "guest"}}`, or `{kind: "none"}` before the browser has a guest id. The guest id cookie is
 * HttpOnly and public pages are shared from a cache, so the page's script asks here (only when
 * PostHog runs). Never cached.
 */
export const { GET, ALL } = route({
  GET: async (context) => {
    try {
      const caller = await requireCaller(context);
      if (caller.kind === 'guest') return json(identityOfGuest(caller.guestId));
      return json(identityOfUser(caller.user, await requestSubscription(context.locals, caller.user.id)));
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return json({ kind: 'none' });
      throw error;
    }
  },
});
