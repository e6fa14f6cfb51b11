import { Allow, parse as parsePartialJson } from 'partial-json';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { ParootyResult, ParootyTool } from '@perch/tools/parooty';
import { createEmbeddedAssistant } from './embedded';
import {
  MAX_ANSWER_RECOMMENDATIONS,
  toAnswerResult,
  toRecommendation,
  type Assistant,
  type AssistantAnswer,
  type AssistantContext,
  type Recommender,
} from './types';

/** The model gets this long to answer, streaming included; then Parooty answers on its own. */
export const OPENAI_TIMEOUT_MS = 10_000;
/** The model used when PAROOTY_MODEL is not set. */
export const DEFAULT_PAROOTY_MODEL = 'gpt-4o-mini';
/** Retrieval hands the model this many catalogue tools; it may pick only among them. */
export const CANDIDATE_COUNT = 10;
/** Earlier turns sent along with a question, newest last. */
export const HISTORY_TURNS = 6;
/** Longest answer text taken from the model. */
export const MAX_MODEL_CONTENT_CHARS = 2_000;

export interface OpenAIAssistantOptions {
  apiKey: string;
  /** Any server that speaks the chat-completions wire format (OPENAI_BASE_URL). */
  baseURL?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number;
  /** Ask for a streamed completion (server-sent events) and assemble it; on by default. */
  stream?: boolean;
  recommender: Recommender;
  /** Where failures are reported before Parooty falls back to the embedded answer. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * The chat-completions client both Parooty and the writing tools use: the key and base URL from
 * the environment, no retries (a caller has its own time limit and fall-back).
 */
export function openAIClient(options: { apiKey: string; baseURL?: string | undefined; timeoutMs: number }): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || undefined,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
}

/** Why the model's answer was not used (logged; the embedded answer is given instead). */
export class ModelAnswerError extends Error {
  override name = 'ModelAnswerError';
}

/** The structured output asked for: the text, and tools whose id is one of the candidates. */
export function answerJsonSchema(candidateIds: string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['content', 'tools'],
    properties: {
      content: { type: 'string', description: "Parooty's short, friendly reply." },
      tools: {
        type: 'array',
        maxItems: MAX_ANSWER_RECOMMENDATIONS,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'why'],
          properties: {
            id: { type: 'string', enum: candidateIds },
            why: { type: 'string', description: 'One sentence: why this tool fits the question.' },
          },
        },
      },
    },
  } as const;
}

/**
 * The `content` of a model's JSON answer that is still arriving ('{"content": "Ten kilo' →
 * 'Ten kilo'): what can be shown while it streams. Empty until the field has begun; an escape
 * cut in two waits for its other half.
 */
export function contentSoFar(partialJson: string): string {
  try {
    const value: unknown = parsePartialJson(partialJson, Allow.STR | Allow.OBJ);
    const content = typeof value === 'object' && value !== null ? (value as { content?: unknown }).content : undefined;
    return typeof content === 'string' ? content.trimStart() : '';
  } catch {
    return '';
  }
}

/**
 * Checks the model's JSON against the same rules as the schema it was given (a server may ignore
 * response_format): malformed JSON, a missing field or an id outside the candidates throws.
 */
export function parseModelAnswer(text: string, candidates: ParootyTool[]): { content: string; tools: ParootyTool[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ModelAnswerError(`the model's answer is not JSON: ${JSON.stringify(text.slice(0, 120))}`);
  }
  const ids = candidates.map((c) => c.id) as [string, ...string[]];
  const schema = z.object({
    content: z.string().trim().min(1).max(MAX_MODEL_CONTENT_CHARS),
    tools: z
      .array(z.object({ id: z.enum(ids), why: z.string().trim().min(1).max(400) }))
      .max(MAX_ANSWER_RECOMMENDATIONS),
  });
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ModelAnswerError(
      `the model's answer breaks the schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const tools: ParootyTool[] = [];
  for (const { id, why } of parsed.data.tools) {
    if (seen.has(id)) continue;
    seen.add(id);
    tools.push({ ...byId.get(id)!, why });
  }
  return { content: parsed.data.content, tools };
}

/**
 * A tool's own result is a fact to state, not for the model to work out: the prompt says so, and
 * {@link withStatedResult} checks that the reply kept it.
 */
function resultInstruction(result: ParootyResult | undefined, toolName: string | undefined): string[] {
  if (!result) return [];
  return [
    '',
    `Perch's ${toolName ?? result.toolId} (id ${result.toolId}) has already worked out the answer. Begin your reply with this sentence, word for word, and do not change, round or recompute any figure in it; recommend that tool first:`,
    result.sentence,
  ];
}

/**
 * The model's answer with the result kept: when its text lost the tool's result (changed, rounded
 * or left out), the result's sentence is put first; the tool that worked it out is the first card.
 */
export function withStatedResult(
  answer: { content: string; tools: ParootyTool[] },
  result: ParootyResult | undefined,
  resultTool: ParootyTool | undefined,
): { content: string; tools: ParootyTool[] } {
  if (!result || !resultTool) return answer;
  const content = answer.content.includes(result.text) ? answer.content : `${result.sentence} ${answer.content}`;
  const tools = [
    answer.tools.find((t) => t.id === resultTool.id) ?? resultTool,
    ...answer.tools.filter((t) => t.id !== resultTool.id),
  ];
  return { content, tools: tools.slice(0, MAX_ANSWER_RECOMMENDATIONS) };
}

function systemPrompt(candidates: ParootyTool[], result?: ParootyResult, resultTool?: ParootyTool): string {
  const list = candidates.map((c) => `- ${c.id}: ${c.name} (${c.category}) — ${c.description}`).join('\n');
  return [
    "You are Parooty, Perch's friendly parrot assistant. You recommend tools from Perch's catalogue.",
    'Answer in two or three short sentences, warm and a little playful, in plain text (no markdown).',
    'Recommend only tools from the list below, by id, best first, at most ' +
      MAX_ANSWER_RECOMMENDATIONS +
      '; for each say in one sentence why it fits.',
    'If none fits, or the message is a greeting or thanks, reply briefly and return no tools; if the question is unclear, ask one short clarifying question.',
    'Never mention tools, sites or links that are not in the list.',
    '',
    'Catalogue tools you may recommend:',
    list,
    ...resultInstruction(result, resultTool?.name),
  ].join('\n');
}

/**
 * Parooty on a model: retrieval picks the candidates, the model writes the answer and chooses
 * among them (structured output, the tool id an enum of the candidates). Any failure — the
 * network, a 4xx/5xx, the timeout, malformed JSON, an invented id — is logged and answered by
 * the embedded assistant instead: the caller never sees an error.
 */
export function createOpenAIAssistant(options: OpenAIAssistantOptions): Assistant {
  const timeoutMs = options.timeoutMs ?? OPENAI_TIMEOUT_MS;
  const model = options.model || DEFAULT_PAROOTY_MODEL;
  const stream = options.stream ?? true;
  const log = options.log ?? ((message, error) => console.warn(`[parooty] ${message}`, error ?? ''));
  const client = openAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs });
  const fallback = createEmbeddedAssistant(options.recommender, { aiService: true });

  async function complete(
    params: ChatCompletionCreateParamsBase,
    signal: AbortSignal,
    onContent?: (soFar: string) => void,
  ): Promise<string> {
    if (stream) {
      const chunks = await client.chat.completions.create({ ...params, stream: true }, { signal });
      let text = '';
      let told = '';
      for await (const chunk of chunks) {
        const choice = chunk.choices[0];
        if (choice?.delta?.refusal) throw new ModelAnswerError(`the model refused: ${choice.delta.refusal}`);
        text += choice?.delta?.content ?? '';
        if (onContent) {
          const soFar = contentSoFar(text);
          if (soFar.length > told.length && soFar.startsWith(told)) onContent((told = soFar));
        }
      }
      return text;
    }
    const completion = await client.chat.completions.create({ ...params, stream: false }, { signal });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new ModelAnswerError(`the model refused: ${message.refusal}`);
    if (typeof message?.content !== 'string') throw new ModelAnswerError('the model sent no content');
    return message.content;
  }

  return {
    name: 'openai',
    readsHistory: true,
    answersAtOnce: false,
    async answer(query: string, context: AssistantContext = {}): Promise<AssistantAnswer> {
      // An operation Perch lacks gets the honest "not yet", never a model's pick among near misses.
      if (options.recommender.recommend(query).kind === 'missing') return fallback.answer(query, context);
      const candidates = options.recommender.candidatesFor(query, CANDIDATE_COUNT);
      // An enum needs at least one value; with nothing retrieved there is nothing to choose from.
      if (candidates.length === 0) return fallback.answer(query, context);
      // The top tool's own result, when the question gave its inputs: a fact the model must state.
      const embedded = options.recommender.recommend(query, { limit: MAX_ANSWER_RECOMMENDATIONS });
      const worked = options.recommender.withResult ? await options.recommender.withResult(embedded) : embedded;
      const result = worked.result;
      const resultTool = result ? worked.tools.find((t) => t.id === result.toolId) : undefined;
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(candidates, result, resultTool) },
        ...(context.history ?? []).slice(-HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content })),
        { role: 'user', content: query },
      ];
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new ModelAnswerError(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      try {
        const text = await complete(
          {
            model,
            messages,
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: 'parooty_answer',
                strict: true,
                schema: answerJsonSchema(candidates.map((c) => c.id)),
              },
            },
          },
          controller.signal,
          context.onContent,
        );
        const answer = withStatedResult(parseModelAnswer(text, candidates), result, resultTool);
        return {
          content: answer.content,
          ...(result && resultTool ? { result: toAnswerResult(result) } : {}),
          toolRecommendations: answer.tools.map(toRecommendation),
          answeredBy: 'openai',
          confidence: null,
        };
      } catch (error) {
        const reason = controller.signal.aborted
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
        log(`model answer not used (${reason}); answering with the embedded recommender`, error);
        return fallback.answer(query, context);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
