import { z } from 'zod';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { parseQuery } from '../../../server/http/query';
import { RECENT_ADMIN_ACTIONS, recentAdminActions } from '../../../server/services/adminReports';

const query = z.strictObject({
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be 1 or more').max(200, 'limit must be at most 200').default(RECENT_ADMIN_ACTIONS),
});

/** GET ?limit → {items}: the audit trail of admin actions, newest first. Admins only. */
export const { GET, ALL } = route({
  GET: async ({ url }) => json({ items: await recentAdminActions(await getDb(), parseQuery(url, query).limit) }),
});
