import { createEmbeddedAssistant } from './embedded';
import { createOpenAIAssistant } from './openai';
import type { Assistant, Recommender } from './types';
import { createOpenAIWriter, WRITER_TIMEOUT_MS, type Writer } from './writer';

export interface AssistantEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  PAROOTY_MODEL?: string | undefined;
  /** AI writing's time limit in seconds (default {@link WRITER_TIMEOUT_MS}). */
  AI_WRITING_TIMEOUT_S?: string | undefined;
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

/** The writing tools' model, from the same variables as Parooty's: none without OPENAI_API_KEY. */
export function writerFromEnv(env: AssistantEnv): Writer {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return { configured: false };
  const timeout = env.AI_WRITING_TIMEOUT_S?.trim();
  const seconds = timeout ? Number(timeout) : WRITER_TIMEOUT_MS / 1000;
  if (!(seconds > 0 && seconds <= 600))
    throw new Error(`AI_WRITING_TIMEOUT_S must be a number of seconds from 0 to 600, not "${timeout}"`);
  return createOpenAIWriter({
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim(),
    model: env.PAROOTY_MODEL?.trim(),
    timeoutMs: seconds * 1000,
  });
}
