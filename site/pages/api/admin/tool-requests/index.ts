import { z } from 'zod';
import { getDb } from '../../../../server/db';
import { toolRequestStatuses } from '../../../../server/db/schema';
import { json, route } from '../../../../server/http';
import { limitParam, offsetParam, parseQuery } from '../../../../server/http/query';
import { TOOL_REQUESTS_SHOWN, toolRequestsForReview } from '../../../../server/services/adminReports';

const query = z.strictObject({
  status: z.enum(toolRequestStatuses, `status must be one of: ${toolRequestStatuses.join(', ')}`).optional(),
  limit: limitParam(TOOL_REQUESTS_SHOWN),
  offset: offsetParam(),
});

/** GET ?status&limit&offset → {items}: tool requests to review, newest first, with the requester's e-mail. */
export const { GET, ALL } = route({
  GET: async ({ url }) => json({ items: await toolRequestsForReview(await getDb(), parseQuery(url, query)) }),
});
