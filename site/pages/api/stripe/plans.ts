import { normalizePlans } from '@perch/ui/plans';
import { json, route } from '../../../server/http';

/** Seconds the plans may be cached (spec §7: cached 5 minutes). */
export const PLANS_MAX_AGE_SECONDS = 300;

// The embedded plan table: the spec's fallback prices and default features. The payments
// issue replaces the source with Stripe prices when Stripe is configured.
export const { GET, ALL } = route({
  GET: () => {
    const plans = normalizePlans(undefined);
    return json([plans.weekly, plans.monthly, plans.annual], {
      headers: { 'Cache-Control': `public, max-age=${PLANS_MAX_AGE_SECONDS}` },
    });
  },
});
