import { getDb } from '../../../server/db';
import { json, route } from '../../../server/http';
import {
  recentErrorReports,
  subscriptionCounts,
  topTools,
  unansweredQuestions,
  webVitalsByPage,
} from '../../../server/services/adminReports';

/**
 * GET → what the dashboard shows, as data: {subscriptions, webVitals, errors, topTools,
 * unansweredQuestions}. Admins only.
 */
export const { GET, ALL } = route({
  GET: async () => {
    const db = await getDb();
    const [subscriptions, webVitals, errors, tools, questions] = await Promise.all([
      subscriptionCounts(db),
      webVitalsByPage(db),
      recentErrorReports(db),
      topTools(db),
      unansweredQuestions(db),
    ]);
    return json({ subscriptions, webVitals, errors, topTools: tools, unansweredQuestions: questions });
  },
});
