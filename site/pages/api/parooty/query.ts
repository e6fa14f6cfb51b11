import { clientIp, currentAuth } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { json, readJson, route } from '../../../server/http';
import { assistant } from '../../../server/providers/assistant';
import { askParooty, parootyQuerySchema } from '../../../server/services/parooty';
import { parootyLimits } from '../../../server/services/parootyConfig';

/**
 * POST {query, sessionId} → 200 {data: {content, toolRecommendations: [{id, name, description,
 * category, url, why}]}}: Parooty's answer, every tool from the catalogue with a site-relative url.
 * Public; a signed-in asker is recorded with the turns. 400 naming the field; 429 with
 * Retry-After past the per-session or per-address budget (site/server/services/parooty.ts).
 * Pages on the origins in PAROOTY_ALLOWED_ORIGINS may call it (CORS: site/middleware.ts).
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const input = await readJson(context.request, parootyQuerySchema);
    const auth = await currentAuth(context);
    const reply = await askParooty(await getDb(), assistant(), input, {
      ip: clientIp(context),
      userId: auth?.user.id ?? null,
      limits: parootyLimits(),
    });
    return json({ data: reply });
  },
});
