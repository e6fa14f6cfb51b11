import { TOOL_CATEGORIES } from '@perch/tools';
import { withoutAiService as withoutService } from '@perch/tools/writing';
import type { ParootyAnswer, ParootyResult, ParootyTool } from '@perch/tools/parooty';
import type { ParootyRecommendation } from '@perch/ui';

/** One tool Parooty recommends: always a catalogue tool, its url site-relative (/app/{id}…), declared once in @perch/ui. */
export type ToolRecommendation = ParootyRecommendation;

/**
 * The top tool's own result, worked out by its engine when the question gave all its inputs:
 * `content` opens with `sentence`, and the UI may show it apart.
 */
export interface AnswerResult {
  toolId: string;
  /** The tool's result text, as its page shows it ("3.10686 mi"). */
  text: string;
  /** The sentence that states it ("5 km is 3.10686 mi."). */
  sentence: string;
}

/** What the assistant answers: the text and the tools (at most {@link MAX_ANSWER_RECOMMENDATIONS}). */
export interface AssistantAnswer {
  content: string;
  /** Present when the reply states a tool's result (see {@link AnswerResult}). */
  result?: AnswerResult;
  toolRecommendations: ToolRecommendation[];
  /** With a "not yet" answer: the tool to ask for, and /app-request's address with the form filled in. */
  toolRequest?: { name: string; url: string };
  /** Which implementation wrote the answer (stored with the turn). */
  answeredBy: 'embedded' | 'openai';
  /**
   * The recommender's confidence in its best tool, 0..1 (below CLARIFY_BELOW it asked back
   * instead of recommending); null when a model chose the tools, which gives no such figure.
   * Stored with the turn: the admin dashboard lists the questions with no confident answer.
   */
  confidence: number | null;
}

export interface AssistantContext {
  /** Earlier turns of this conversation, oldest first (the model may use them; the embedded one does not). */
  history?: Array<{ role: 'user' | 'assistant'; content: string }>;
  /**
   * Called with the answer's text so far, each time it grows, while a model streams it (the
   * embedded assistant answers at once and never calls it). The final answer may still differ:
   * when the model's answer is not usable, the embedded one replaces it.
   */
  onContent?: (soFar: string) => void;
}

/** Parooty's brain: answers a question with catalogue tools. Never throws for any question. */
export interface Assistant {
  readonly name: 'embedded' | 'openai';
  /** Whether answer() uses the conversation so far (the caller loads it only then). */
  readonly readsHistory: boolean;
  /**
   * Whether an answer costs only this process's CPU (no network, no fee): then the caller may
   * answer before counting the question against its budgets, and count it and store the turns
   * in one statement. An assistant that calls a paid model is only asked once the question is
   * counted and allowed.
   */
  readonly answersAtOnce: boolean;
  answer(query: string, context?: AssistantContext): Promise<AssistantAnswer>;
}

/** The recommender the assistants build on (@perch/tools/parooty), passed in so tests can use their own. */
export interface Recommender {
  recommend(query: string, options?: { limit?: number }): ParootyAnswer;
  candidatesFor(query: string, n?: number): ParootyTool[];
  /** Runs the answer's top tool when the question gave its inputs (@perch/tools/parooty's answerWithResult). */
  withResult?(answer: ParootyAnswer): Promise<ParootyAnswer>;
}

/** The result as the API carries it. */
export const toAnswerResult = (result: ParootyResult): AnswerResult => ({
  toolId: result.toolId,
  text: result.text,
  sentence: result.sentence,
});

/** The API returns up to this many tools per answer; the widget shows the first 2, the page all. */
export const MAX_ANSWER_RECOMMENDATIONS = 5;

const CATEGORY_LABELS = new Map<string, string>(TOOL_CATEGORIES.map((c) => [c.id, c.label]));

export const toRecommendation = (tool: ParootyTool): ToolRecommendation => ({
  id: tool.id,
  name: tool.name,
  description: tool.description,
  category: CATEGORY_LABELS.get(tool.category) ?? tool.category,
  url: tool.url,
  why: tool.why,
  pro: tool.pro,
});

/** Without an AI service: the AI writing tools marked, and the offline tools named (shared with Parooty on the device). */
export const withoutAiService = (answer: AssistantAnswer): AssistantAnswer =>
  withoutService(answer, MAX_ANSWER_RECOMMENDATIONS);
