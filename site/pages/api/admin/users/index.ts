import { z } from 'zod';
import { getDb } from '../../../../server/db';
import { userRoles } from '../../../../server/db/schema';
import { json, route } from '../../../../server/http';
import { limitParam, offsetParam, parseQuery } from '../../../../server/http/query';
import { ADMIN_PAGE_SIZE, adminOverview, listUsers, USER_SEARCH_MAX_CHARS } from '../../../../server/services/admin';

const query = z.strictObject({
  q: z.string().trim().max(USER_SEARCH_MAX_CHARS, `q must be at most ${USER_SEARCH_MAX_CHARS} characters`).optional(),
  role: z.enum(userRoles, `role must be one of: ${userRoles.join(', ')}`).optional(),
  limit: limitParam(ADMIN_PAGE_SIZE),
  offset: offsetParam(),
});

/**
 * GET ?q&role&limit&offset → {overview, users}: users newest first; `q` keeps those whose e-mail or
 * name contains it, `role` those with that role. Admins only (the middleware answers 401/403 first).
 */
export const { GET, ALL } = route({
  GET: async ({ url }) => {
    const params = parseQuery(url, query);
    const db = await getDb();
    return json({ overview: await adminOverview(db), users: await listUsers(db, params) });
  },
});
