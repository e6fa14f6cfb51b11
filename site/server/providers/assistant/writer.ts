import type OpenAI from 'openai';
import { DEFAULT_PAROOTY_MODEL, openAIClient } from './openai';

/** A writing run gets this long, streaming included, before it is stopped as timed out. */
export const WRITER_TIMEOUT_MS = 60_000;
/** Longest answer asked of the model (tokens). */
export const WRITER_MAX_OUTPUT_TOKENS = 1_500;

/** Why a writing run gave no finished text: each has its own sentence on the page and in the log. */
export type WriterFailure = 'timeout' | 'provider' | 'refusal' | 'cancelled' | 'empty';

export class WriterError extends Error {
  override name = 'WriterError';
  constructor(
    readonly kind: WriterFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface WritingRequest {
  system: string;
  user: string;
  signal: AbortSignal;
  /** The answer so far, each time it grows. */
  onText(soFar: string): void;
}

/** What a finished run gives: the text and the tokens it cost (as the model reported them, or estimated). */
export interface WrittenText {
  text: string;
  tokens: number;
}

/**
 * The AI writing tools' model: the assistant provider's OpenAI-compatible client with its own
 * time limit. `configured` is false without OPENAI_API_KEY: then the tools say so and nothing is
 * sent anywhere (there is no offline stand-in for a model's writing).
 */
export type Writer =
  | { readonly configured: false }
  | { readonly configured: true; write(request: WritingRequest): Promise<WrittenText> };

/** About four characters a token in English: the estimate when a server reports no usage. */
const estimateTokens = (...texts: string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);

export function createOpenAIWriter(options: {
  apiKey: string;
  baseURL?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number;
}): Writer {
  const timeoutMs = options.timeoutMs ?? WRITER_TIMEOUT_MS;
  const model = options.model || DEFAULT_PAROOTY_MODEL;
  const client: OpenAI = openAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs });
  return {
    configured: true,
    async write({ system, user, signal, onText }) {
      const controller = new AbortController();
      const timedOut = new WriterError('timeout', `no finished answer within ${timeoutMs} ms`);
      const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
      const cancel = () => controller.abort(new WriterError('cancelled', 'the person cancelled the run'));
      if (signal.aborted) cancel();
      signal.addEventListener('abort', cancel, { once: true });
      let text = '';
      let tokens: number | null = null;
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            stream: true,
            stream_options: { include_usage: true },
            max_completion_tokens: WRITER_MAX_OUTPUT_TOKENS,
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          if (chunk.usage) tokens = chunk.usage.total_tokens;
          const choice = chunk.choices[0];
          if (choice?.delta?.refusal) throw new WriterError('refusal', choice.delta.refusal);
          if (choice?.finish_reason === 'content_filter')
            throw new WriterError('refusal', 'the provider’s content filter stopped the answer');
          const piece = choice?.delta?.content ?? '';
          if (piece) onText((text += piece));
        }
        // An aborted stream may simply end: what ended it decides, not the text so far.
        if (controller.signal.aborted) throw controller.signal.reason;
        if (!text.trim()) throw new WriterError('empty', 'the model sent no text');
        return { text, tokens: tokens ?? estimateTokens(system, user, text) };
      } catch (error) {
        if (error instanceof WriterError) throw error;
        const reason = controller.signal.reason;
        if (controller.signal.aborted && reason instanceof WriterError) throw reason;
        throw new WriterError('provider', error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
      }
    },
  };
}
