import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { billing } from '../../../server/providers/billing';

/**
 * POST → 200 {url}: a billing portal session for the signed-in user (card, cancel, resume,
 * invoices), returning to /subscription. 401 without a session, 409 before a first checkout,
 * 404 when the provider has no portal.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user } = await requireAuth(context);
    const url = await billing().billingPortalUrl(
      await getDb(),
      user,
      new URL('/subscription', context.url.origin).href,
    );
    return json({ url });
  },
});
