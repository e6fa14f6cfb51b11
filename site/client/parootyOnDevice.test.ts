// Parooty on the device answers as the server's embedded recommender does: the repo's eval
// questions through both paths, compared by the tools each recommends, in order.
import { describe, expect, it } from 'vitest';
import { answerWithResult, candidatesFor, recommend } from '@perch/tools/parooty';
import queries from '../../packages/tools/src/parooty/eval/queries.json';
import { createEmbeddedAssistant } from '../server/providers/assistant/embedded';
import { MAX_ANSWER_RECOMMENDATIONS } from '../server/providers/assistant/types';
import { NO_AI_SERVICE } from '@perch/tools/writing';
import { DEVICE_ANSWER_TOOLS, deviceAnswer } from './parootyOnDevice';

/**
 * A clock that never moves: a result's time budget (RESULT_BUDGET_MS) is the machine's, and a
 * first engine load on a busy machine can spend it on one path and not the other.
 */
const still = { timer: () => 0 };
const server = createEmbeddedAssistant({ recommend, candidatesFor, withResult: (a) => answerWithResult(a, still) });

describe('Parooty on the device', () => {
  it('recommends as many tools as the server does', () => {
    expect(DEVICE_ANSWER_TOOLS).toBe(MAX_ANSWER_RECOMMENDATIONS);
  });

  it(`gives the server's embedded tools, text and result for each of the ${queries.length} eval questions`, async () => {
    const differ: string[] = [];
    for (const { query } of queries) {
      const device = await deviceAnswer(query, still);
      const embedded = await server.answer(query);
      const serverIds = embedded.toolRecommendations.map((t) => t.id);
      // An AI writing tool cannot run on either (no service here; offline there): each says why in its own words.
      const top = embedded.toolRecommendations[0]?.name ?? '';
      const serverContent = embedded.content.replace(NO_AI_SERVICE.server(top), NO_AI_SERVICE.device(top));
      if (
        device.toolIds.join() !== serverIds.join() ||
        device.content !== serverContent ||
        device.result?.sentence !== embedded.result?.sentence
      )
        differ.push(
          `${query}: device ${device.toolIds.join()} "${device.content}" | server ${serverIds.join()} "${embedded.content}"`,
        );
    }
    expect(differ).toEqual([]);
    expect(queries.length).toBeGreaterThan(100);
  });
});
