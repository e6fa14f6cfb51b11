import { addressLimitScale, currentUser, limitAddress } from '../../server/auth/request';
import { getDb } from '../../server/db';
import { readJson, route } from '../../server/http';
import { perAddress } from '../../server/services/addressLimits';
import { ERROR_REPORT_LIMITS, errorReportSchema, recordErrorReport } from '../../server/services/errorReports';

/**
 * POST {error, stack?, info?} from the error boundary: stored with the page (info.url, else the
 * Referer), the user agent and the signed-in user's id when there is a session, answered 204; 429 past the limits
 * (ERROR_REPORTS_PER_ADDRESS, scaled by PERCH_ADDRESS_LIMIT_SCALE, and ERROR_REPORTS_IN_ALL in
 * site/server/services/errorReports.ts).
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { request, locals } = context;
    const report = await readJson(request, errorReportSchema);
    const info = report.info;
    const url = typeof info?.url === 'string' ? info.url.slice(0, 2048) : request.headers.get('referer');
    await recordErrorReport(
      await getDb(),
      report,
      {
        requestId: locals.requestId,
        userAgent: request.headers.get('user-agent'),
        url,
        ip: limitAddress(context),
        // A stale or bad token still lets the crash be reported, without a user.
        userId: (await currentUser(context).catch(() => null))?.id ?? null,
      },
      { ...ERROR_REPORT_LIMITS, perAddress: perAddress(ERROR_REPORT_LIMITS.perAddress, addressLimitScale()) },
    );
    return new Response(null, { status: 204 });
  },
});
