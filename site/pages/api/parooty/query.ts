import { currentAuth, limitAddress } from '../../../server/auth/request';
import { getDb } from '../../../server/db';
import { acceptsEventStream, json, progressiveResponse, readJson, route } from '../../../server/http';
import { answerDirectly } from '../../../server/http/directAnswer';
import { assistant } from '../../../server/providers/assistant';
import { askParooty, parootyQuerySchema, type ParootyReply } from '../../../server/services/parooty';
import { PAROOTY_QUERY_PATH, parootyLimits } from '../../../server/services/parootyConfig';

/**
 * POST {query, sessionId} → 200 {data: {content, toolRecommendations: [{id, name, description,
 * category, url, why, pro}], toolRequest?: {name, url}, result?: {toolId, text, sentence}}}:
 * Parooty's answer, every tool from the catalogue with a site-relative url. `toolRequest` comes
 * with a "not yet" answer (an operation no tool does) and links to /app-request with the request
 * filled in. When the question gave the top tool all its inputs, `result` is the tool's own result
 * (its engine, run on the server) and `content` opens with `sentence`.
 * Public; a signed-in asker is recorded with the turns. 400 naming the field; 429 with
 * Retry-After past the per-session or per-address budget (site/server/services/parooty.ts).
 * Pages on the origins in PAROOTY_ALLOWED_ORIGINS may call it (CORS: site/middleware.ts).
 *
 * With `Accept: text/event-stream`, an answer a model writes streams as it is written:
 * `content` events `{delta}` with each new piece of text, then one `answer` event with the body
 * above (its content is final: it replaces the pieces, e.g. when the model's answer was not
 * usable and the embedded one answers instead), or an `error` event. An answer that is ready at
 * once (the embedded recommender) and every error before the first piece come as plain JSON.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const input = await readJson(context.request, parootyQuerySchema);
    const auth = await currentAuth(context);
    const db = await getDb();
    const ask = (onContent?: (soFar: string) => void) =>
      askParooty(db, assistant(), input, {
        ip: limitAddress(context),
        userId: auth?.user.id ?? null,
        limits: parootyLimits(),
        ...(onContent ? { onContent } : {}),
      });
    if (!acceptsEventStream(context.request)) return json({ data: await ask() });
    return progressiveResponse(ask, (reply: ParootyReply) => ({ data: reply }), context.locals.requestId);
  },
});

// A visitor's question to an assistant that answers at once (the embedded recommender) is answered
// before Astro's pipeline, by this same handler (site/server/http/directAnswer.ts, #42).
answerDirectly('POST', PAROOTY_QUERY_PATH, POST!, { applies: () => assistant().answersAtOnce });
