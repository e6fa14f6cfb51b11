import { AI_WRITING_TIMEOUT_S, OPENAI_API_KEY, OPENAI_BASE_URL, PAROOTY_MODEL } from 'astro:env/server';
import { answerWithResult, candidatesFor, recommend } from '@perch/tools/parooty';
import { assistantFromEnv, writerFromEnv } from './config';
import { createEmbeddedAssistant } from './embedded';
import type { Assistant } from './types';
import type { Writer } from './writer';

export type { Assistant, AssistantAnswer, AssistantContext, ToolRecommendation } from './types';
export { MAX_ANSWER_RECOMMENDATIONS } from './types';
export { WriterError, type Writer, type WriterFailure } from './writer';

let chosen: Assistant | undefined;
let embedded: Assistant | undefined;
let writing: Writer | undefined;

/**
 * This thread's CPU time in ms: a result's budget is CPU spent, so a busy machine that pauses the
 * process does not turn a fast run into a slow one.
 */
const cpuMs = () => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
};

/** Parooty's assistant, chosen once per process from the environment (OPENAI_API_KEY). */
export function assistant(): Assistant {
  chosen ??= assistantFromEnv(
    { OPENAI_API_KEY, OPENAI_BASE_URL, PAROOTY_MODEL },
    { recommend, candidatesFor, withResult: (answer) => answerWithResult(answer, { timer: cpuMs }) },
  );
  return chosen;
}

/**
 * The embedded recommender, whatever the environment chose: what a device answers with offline
 * (site/client/parootyOnDevice.ts), so the turns it logs afterwards name the tools it showed.
 */
export function embeddedAssistant(): Assistant {
  embedded ??= createEmbeddedAssistant({
    recommend,
    candidatesFor,
    withResult: (answer) => answerWithResult(answer, { timer: cpuMs }),
  });
  return embedded;
}

/** The AI writing tools' model, chosen once per process from the same environment. */
export function writer(): Writer {
  writing ??= writerFromEnv({ OPENAI_API_KEY, OPENAI_BASE_URL, PAROOTY_MODEL, AI_WRITING_TIMEOUT_S });
  return writing;
}
