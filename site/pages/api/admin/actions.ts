import { z } from 'zod';
import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import { limitParam, offsetParam, parseQuery } from '../../../server/http/query';
import { RECENT_ADMIN_ACTIONS, recentAdminActions } from '../../../server/services/adminReports';

const query = z.strictObject({
  limit: limitParam(RECENT_ADMIN_ACTIONS),
  offset: offsetParam(),
});

/** GET ?limit&offset → {items}: the audit trail of admin actions, newest first. Admins only. */
export const { GET, ALL } = route({
  GET: async ({ url }) => json({ items: await recentAdminActions(await getDb(), parseQuery(url, query)) }),
});
