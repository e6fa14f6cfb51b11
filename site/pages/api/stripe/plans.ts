import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { billing } from '../../../server/providers/billing';

/** Seconds the plans may be cached (spec §7: cached 5 minutes). */
export const PLANS_MAX_AGE_SECONDS = 300;

/** GET → [weekly, monthly, annual] plans {price (cents), interval, features} from the billing provider. */
export const { GET, ALL } = route({
  GET: async () => {
    const plans = await billing().plans(await getDb());
    return json([plans.weekly, plans.monthly, plans.annual], {
      headers: { 'Cache-Control': `public, max-age=${PLANS_MAX_AGE_SECONDS}` },
    });
  },
});
