import { browserKey } from '../../../../server/auth/caller';
import { addressLimitScale, limitAddress } from '../../../../server/auth/request';
import { getDb } from '../../../../server/db';
import { json, readJson, route } from '../../../../server/http';
import {
  PERFORMANCE_BODY_LIMIT_BYTES,
  pageOfReferer,
  performanceBatchSchema,
  performanceLimits,
  recordPerformanceBatch,
} from '../../../../server/services/performanceMetrics';

/**
 * POST {metrics: [{metric, value, timestamp, userId}]} from the performance collector
 * (@perch/ui/metrics), by fetch with keepalive or by beacon: stored with the page's path (from the
 * Referer, which both send) and the user agent; 204. 400 names the field, 413 over
 * PERFORMANCE_BODY_LIMIT_BYTES. Past the browser's or the address's budget the batch is dropped
 * and answered 202 {stored: false} with Retry-After, not 429: the collector never retries, and
 * an error status would print in the console of everyone behind the address (the server logs it).
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { request } = context;
    const batch = await readJson(request, performanceBatchSchema, { limit: PERFORMANCE_BODY_LIMIT_BYTES });
    const outcome = await recordPerformanceBatch(
      await getDb(),
      batch,
      {
        page: pageOfReferer(request.headers.get('referer')),
        userAgent: request.headers.get('user-agent'),
        ip: limitAddress(context),
        client: browserKey(context),
      },
      performanceLimits(addressLimitScale()),
    );
    if (outcome.stored) return new Response(null, { status: 204 });
    const retryAfter = String(outcome.retryAfterSeconds);
    return json(
      { stored: false, retryAfter: outcome.retryAfterSeconds },
      { status: 202, headers: { 'Retry-After': retryAfter } },
    );
  },
});
