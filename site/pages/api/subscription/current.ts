import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { billing } from '../../../server/providers/billing';
import { viewOf } from '../../../server/services/subscriptions';

/**
 * GET → the signed-in user's subscription: {status, plan, interval, priceCents, creditCents,
 * currentPeriodStart, currentPeriodEnd,
 * cancelAtPeriodEnd, provider, card}, or {status: "none"}; 401 without a session (spec §7).
 */
export const { GET, ALL } = route({
  GET: async (context) => {
    const { user } = await requireAuth(context);
    return json(viewOf(await billing().current(await getDb(), user.id)));
  },
});
