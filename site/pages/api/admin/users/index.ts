import { z } from 'zod';
import { getDb } from '../../../../server/db';
import { json, route } from '../../../../server/http';
import { parseQuery } from '../../../../server/http/query';
import { ADMIN_PAGE_SIZE, adminOverview, listUsers, USER_SEARCH_MAX_CHARS } from '../../../../server/services/admin';

const query = z.strictObject({
  q: z.string().trim().max(USER_SEARCH_MAX_CHARS, `q must be at most ${USER_SEARCH_MAX_CHARS} characters`).optional(),
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be 1 or more').max(200, 'limit must be at most 200').default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number('offset must be a number').int('offset must be a whole number').min(0, 'offset must be 0 or more').max(1_000_000, 'offset must be at most 1,000,000').default(0),
});

/**
 * GET ?q&limit&offset → {overview, users}: users newest first; `q` keeps those whose e-mail or
 * name contains it. Admins only (the middleware answers 401/403 first).
 */
export const { GET, ALL } = route({
  GET: async ({ url }) => {
    const params = parseQuery(url, query);
    const db = await getDb();
    return json({ overview: await adminOverview(db), users: await listUsers(db, params) });
  },
});
