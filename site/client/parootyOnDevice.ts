// Parooty in the page: the same embedded recommender the server answers with (@perch/tools/parooty),
// loaded lazily (its own chunk, precached by the service worker like the engines) when the server
// cannot be reached. The question goes to the server's turn log when back online, through the
// offline queue (POST /api/parooty/turns with its Idempotency-Key): logged exactly once.
import { TOOL_CATEGORIES } from '@perch/tools';
import { answerWithResult, recommend, type ResultOptions } from '@perch/tools/parooty';
import { withoutAiService } from '@perch/tools/writing';
import type { DeviceReply } from '@perch/ui';
import { enqueueRequest } from '@perch/ui/offline';

/** The tools in an answer: the server's MAX_ANSWER_RECOMMENDATIONS (a unit test holds them equal). */
export const DEVICE_ANSWER_TOOLS = 5;
/** Where a question answered on the device is logged once back online. */
export const DEVICE_TURNS_PATH = '/api/parooty/turns';

const CATEGORY_LABELS = new Map<string, string>(TOOL_CATEGORIES.map((c) => [c.id, c.label]));

/** The recommender's answer in the shape of the server's reply (site/server/providers/assistant/embedded.ts). */
export async function deviceAnswer(
  query: string,
  options: ResultOptions = {},
): Promise<DeviceReply & { toolIds: string[] }> {
  const answer = await answerWithResult(recommend(query, { limit: DEVICE_ANSWER_TOOLS }), options);
  // On the device the AI service cannot be reached: its tools are marked, and the offline ones named.
  const { content, toolRecommendations } = withoutAiService(
    {
      content: answer.content,
      toolRecommendations: answer.tools.slice(0, DEVICE_ANSWER_TOOLS).map((tool) => ({
        id: tool.id,
        name: tool.name,
        description: tool.description,
        category: CATEGORY_LABELS.get(tool.category) ?? tool.category,
        url: tool.url,
        why: tool.why,
        pro: tool.pro,
      })),
    },
    DEVICE_ANSWER_TOOLS,
    'device',
  );
  return {
    content,
    toolIds: toolRecommendations.map((t) => t.id),
    toolRecommendations: toolRecommendations.map(({ id: _id, ...shown }) => shown),
    ...(answer.request ? { toolRequest: { name: answer.request.name, url: answer.request.url } } : {}),
    ...(answer.result ? { result: { sentence: answer.result.sentence } } : {}),
  };
}

/** Answers in the page, and queues the question for the server's turn log. */
export async function answerOnDevice(query: string, sessionId: string): Promise<DeviceReply> {
  const askedAt = new Date().toISOString();
  const reply = await deviceAnswer(query);
  await enqueueRequest({ url: DEVICE_TURNS_PATH, method: 'POST', body: { query, sessionId, askedAt } }).catch(
    (error: unknown) => console.warn('Perch: the question asked offline was not kept for the log', error),
  );
  return reply;
}
