import { clientIp } from '../../../../server/auth/request';
import { getDb } from '../../../../server/db';
import { readJson, route } from '../../../../server/http';
import {
  PERFORMANCE_BODY_LIMIT_BYTES,
  pageOfReferer,
  performanceBatchSchema,
  recordPerformanceBatch,
} from '../../../../server/services/performanceMetrics';

/**
 * POST {metrics: [{metric, value, timestamp, userId}]} from the performance collector
 * (@perch/ui/metrics), by fetch with keepalive or by beacon: stored with the page's path (from the
 * Referer, which both send) and the user agent; 204. 400 names the field, 413 over
 * PERFORMANCE_BODY_LIMIT_BYTES, 429 past the per-address limit.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { request } = context;
    const batch = await readJson(request, performanceBatchSchema, { limit: PERFORMANCE_BODY_LIMIT_BYTES });
    await recordPerformanceBatch(await getDb(), batch, {
      page: pageOfReferer(request.headers.get('referer')),
      userAgent: request.headers.get('user-agent'),
      ip: clientIp(context),
    });
    return new Response(null, { status: 204 });
  },
});
