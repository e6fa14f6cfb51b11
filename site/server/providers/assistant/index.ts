import { OPENAI_API_KEY, OPENAI_BASE_URL, PAROOTY_MODEL } from 'astro:env/server';
import { candidatesFor, recommend } from '@perch/tools/parooty';
import { assistantFromEnv } from './config';
import type { Assistant } from './types';

export type { Assistant, AssistantAnswer, AssistantContext, ToolRecommendation } from './types';
export { MAX_ANSWER_RECOMMENDATIONS } from './types';

let chosen: Assistant | undefined;

/** Parooty's assistant, chosen once per process from the environment (OPENAI_API_KEY). */
export function assistant(): Assistant {
  chosen ??= assistantFromEnv({ OPENAI_API_KEY, OPENAI_BASE_URL, PAROOTY_MODEL }, { recommend, candidatesFor });
  return chosen;
}
