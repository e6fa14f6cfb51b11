import { json, route } from '../../../server/http';
import { parseQuery } from '../../../server/http/query';
import { listTools, toolListSchema } from '../../../server/services/catalogue';
import { CATALOGUE_MAX_AGE_SECONDS } from './count';

/**
 * GET /api/tools?q=&category=&page=&pageSize= (public): one page of catalogue tools, best match
 * first when q is given: {items: [{id, name, description, category, tags, pro, url}], total, page,
 * pageSize, gap, close}. The search is honest: `gap` ({tool, requestUrl}) when q asks for something
 * Perch lacks ("currency", "pdf"), with no items; `close` (tools) when no tool has q's words whole,
 * with no items. pageSize at most 100; anything else is a 400 naming the parameter.
 */
export const { GET, ALL } = route({
  GET: (context) =>
    json(listTools(parseQuery(context.url, toolListSchema)), {
      headers: { 'Cache-Control': `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}` },
    }),
});
