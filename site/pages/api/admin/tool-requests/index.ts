import { z } from 'zod';
import { getDb } from '../../../../server/db';
import { toolRequestStatuses } from '../../../../server/db/schema';
import { json, route } from '../../../../server/http';
import { parseQuery } from '../../../../server/http/query';
import { toolRequestsForReview } from '../../../../server/services/adminReports';

const query = z.strictObject({
  status: z.enum(toolRequestStatuses, `status must be one of: ${toolRequestStatuses.join(', ')}`).optional(),
});

/** GET ?status → {items}: tool requests to review, newest first, with the requester's e-mail. */
export const { GET, ALL } = route({
  GET: async ({ url }) => {
    const { status } = parseQuery(url, query);
    return json({ items: await toolRequestsForReview(await getDb(), status ? { status } : {}) });
  },
});
