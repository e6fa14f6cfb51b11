import { createEmbeddedAssistant } from './embedded';
import { createOpenAIAssistant } from './openai';
import type { Assistant, Recommender } from './types';

export interface AssistantEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  PAROOTY_MODEL?: string | undefined;
}

/** The assistant the environment asks for: a model when OPENAI_API_KEY is set, else the embedded one. */
export function assistantFromEnv(env: AssistantEnv, recommender: Recommender): Assistant {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return createEmbeddedAssistant(recommender);
  return createOpenAIAssistant({
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim(),
    model: env.PAROOTY_MODEL?.trim(),
    recommender,
  });
}
