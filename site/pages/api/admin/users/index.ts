import { z } from 'zod';
import { getDb } from '../../../server/db';
import { fieldErrors, json, route } from '../../../server/http';
import { HttpError } from '../../../server/http/errors';
import { ADMIN_PAGE_SIZE, adminOverview, listUsers } from '../../../server/services/admin';

const query = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** GET ?limit&offset → {overview, users}. Admins only (the middleware answers 401/403 first). */
export const { GET, ALL } = route({
  GET: async ({ url }) => {
    const parsed = query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw new HttpError(400, 'Invalid request', fieldErrors(parsed.error));
    const db = await getDb();
    return json({ overview: await adminOverview(db), users: await listUsers(db, parsed.data) });
  },
});
