import { requireAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { HttpError, json, route } from '../../../server/http';
import { billing } from '../../../server/providers/billing';
import { viewOf } from '../../../server/services/subscriptions';

/** POST → cancels at the end of the current period (Pro stays until then): 200 {subscription}; 409 with no active subscription. */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user } = await requireAuth(context);
    const db = await getDb();
    const row = await billing().current(db, user.id);
    if (!row) throw new HttpError(409, 'There is no active subscription to change');
    return json(viewOf(await billing().setCancelAtPeriodEnd(db, row, true)));
  },
});
