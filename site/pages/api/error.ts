import { getDb } from '../../server/db';
import { readJson, route } from '../../server/http';
import { errorReportSchema, recordErrorReport } from '../../server/services/errorReports';

/** POST {error, stack?, info?} from the error boundary: stored, answered 204. */
export const { POST, ALL } = route({
  POST: async ({ request, locals }) => {
    const report = await readJson(request, errorReportSchema);
    const info = report.info;
    const url = typeof info?.['url'] === 'string' ? info['url'].slice(0, 2048) : request.headers.get('referer');
    await recordErrorReport(await getDb(), report, {
      requestId: locals.requestId,
      userAgent: request.headers.get('user-agent'),
      url,
    });
    return new Response(null, { status: 204 });
  },
});
