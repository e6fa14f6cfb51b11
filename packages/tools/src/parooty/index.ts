/**
 * Parooty's embedded recommender: deterministic, no network, no model. Four layers, each
 * explained in its own module:
 *  1. direct intents (intents.ts) — "convert 5 km to miles" opens that tool with 5 filled in;
 *  2. pasted data by shape (shapes.ts) — JSON, a JWT, a UUID, a timestamp… → the tools for it;
 *  3. ranked retrieval (retrieval.ts) — the catalogue search, fed a cleaned-up question;
 *  4. confidence — below {@link CLARIFY_BELOW} Parooty asks one clarifying question with its best
 *     guesses; greetings and thanks get a short reply (smalltalk.ts).
 * Before them, a question that asks for an operation no row does ("merge three pdfs") gets an
 * honest "not yet" (../gaps.ts), with a request for the tool ready to send, instead of a tool that
 * only shares a word with it.
 * Every tool returned is a catalogue row, at its site-relative /app/{id} address.
 */
import { CATALOGUE, findTool, toolPath } from '../catalogue';
import { gapFor, toolRequestHref, type Gap } from '../gaps';
import type { ToolRow } from '../types';
import { intentMatches } from './intents';
import { writingIntentMatches } from './writingIntents';
import { type Ranked, retrieve } from './retrieval';
import { shapeMatches } from './shapes';
import { smalltalkKind } from './smalltalk';
import type { Match, ParootyAnswer, ParootyTool, RecommendOptions, ToolRequestDraft } from './types';
import {
  clarifyContent,
  EMPTY_CONTENT,
  missingContent,
  partialWhy,
  retrievalWhy,
  smalltalkContent,
  toolsContent,
} from './voice';

export type { ParootyAnswer, ParootyResult, ParootyTool, RecommendOptions, ToolRequestDraft } from './types';
export { answerWithResult, RESULT_BUDGET_MS, type ResultOptions } from './result';

/** A request for the missing tool: its name, the question as what it should do, and the form's address. */
export function requestDraft(gap: Pick<Gap, 'requestName'>, question: string): ToolRequestDraft {
  return { name: gap.requestName, ...toolRequestHref(gap.requestName, question) };
}

/** The "not yet" answer: what is missing, the request, and a neighbour only when it does a real part of the job. */
function missingAnswer(gap: Gap, text: string): ParootyAnswer {
  const neighbour = gap.partial ? findTool(gap.partial.id) : undefined;
  const tools = neighbour ? [toParootyTool(neighbour, { why: partialWhy(gap.partial!.part) })] : [];
  return {
    kind: 'missing',
    content: missingContent(gap.tool, tools[0]),
    tools,
    confidence: 0,
    candidates: tools.map((t) => t.id),
    request: requestDraft(gap, text),
  };
}

/** Below this confidence Parooty asks instead of answering. */
export const CLARIFY_BELOW = 0.5;
/** Tools in an answer unless the caller asks for another number. */
export const DEFAULT_LIMIT = 5;
/** The most an answer may hold. */
export const MAX_LIMIT = 20;
/** Candidates handed to a model provider. */
export const CANDIDATES = 10;
/** Longest query read (the endpoint accepts up to 2,000 characters). */
export const MAX_QUERY_LENGTH = 2_000;
/** Best guesses shown with a clarifying question. */
const GUESSES = 3;
/**
 * A tool after the first is offered only when Parooty is nearly as sure of it: "format some messy
 * json" is the JSON Formatter, and a MySQL formatter beside it ("could help too") is noise.
 */
export const FOLLOW_UP_SHARE = 0.6;

/** The tool's address, with the values for its own fields as the query string. */
function urlFor(tool: ToolRow, values: Readonly<Record<string, string>> | undefined): string {
  // Most answers fill in nothing: no query string to build (a URLSearchParams costs more than the rest of a card).
  if (values === undefined) return toolPath(tool.id);
  const params = new URLSearchParams();
  for (const field of tool.fields) {
    const value = values?.[field.name];
    if (typeof value === 'string' && value !== '') params.set(field.name, value);
  }
  const query = params.toString();
  return query ? `${toolPath(tool.id)}?${query}` : toolPath(tool.id);
}

function toParootyTool(tool: ToolRow, match: Pick<Match, 'values' | 'why' | 'complete' | 'asked'>): ParootyTool {
  const card: ParootyTool = {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    category: tool.category,
    url: urlFor(tool, match.values),
    why: match.why,
    pro: tool.pro,
  };
  // The optional keys in this order, each only when it says something (most cards have none).
  if (tool.kind === 'stream') card.service = true;
  const values = match.values;
  if (values !== undefined) {
    const own = tool.fields.filter((f) => typeof values[f.name] === 'string' && values[f.name] !== '');
    if (own.length) card.values = Object.fromEntries(own.map((f) => [f.name, values[f.name]!]));
  }
  if (match.complete) card.complete = true;
  if (match.asked) card.asked = match.asked;
  return card;
}

/**
 * Retrieval's confidence in its top tools: how much of the question their own words cover (a tool
 * that covers under about half of it is a guess to ask about, not an answer).
 */
function retrievalConfidence(coverage: number, rank: number): number {
  return Math.max(0, Math.min(0.92, 0.15 + 0.75 * coverage) - rank * 0.03);
}

/**
 * A tool retrieval found. Its reason is written only when read, for the tools an answer shows
 * (most candidates are never shown), by a getter on the class: a getter written in each match's
 * object literal gave every match its own hidden class, which V8 keeps outside the young
 * generation, so each question's matches (and all they reach) outlived the young collections and
 * were copied to the old generation (2.5 MB a second at 300 questions a second).
 */
class RetrievalMatch implements Match {
  readonly id: string;
  readonly confidence: number;
  readonly #found: Ranked;
  constructor(found: Ranked, confidence: number) {
    this.id = found.tool.id;
    this.confidence = confidence;
    this.#found = found;
  }
  get why(): string {
    return retrievalWhy(this.#found.tool, this.#found.via);
  }
}

/** Every layer's matches, merged best first: intents, then data shapes, then retrieval. */
function matchesFor(text: string, n: number): Match[] {
  const merged: Match[] = [];
  const seen = new Set<string>();
  const add = (m: Match) => {
    if (seen.has(m.id) || !findTool(m.id)) return;
    seen.add(m.id);
    merged.push(m);
  };
  for (const m of safely(writingIntentMatches, text)) add(m);
  for (const m of safely(intentMatches, text)) add(m);
  for (const m of safely(shapeMatches, text)) add(m);
  safely(retrieve, text, Math.max(n, CANDIDATES)).forEach((r, rank) =>
    add(new RetrievalMatch(r, retrievalConfidence(r.coverage, rank))),
  );
  return merged.slice(0, Math.max(n, CANDIDATES));
}

/**
 * A layer that fails on some input (a bug) must not cost the answer: the other layers still
 * answer, and the failure is logged.
 */
function safely<A extends unknown[], T>(layer: (...args: A) => T[], ...args: A): T[] {
  try {
    return layer(...args);
  } catch (error) {
    console.error(`Parooty: the ${layer.name} layer failed`, error);
    return [];
  }
}

function clean(query: unknown): string {
  return typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH).trim() : '';
}

/** Retrieval only: the catalogue tools a question may be after, best first (for a model provider to choose among). */
export function candidatesFor(query: string, n: number = CANDIDATES): ParootyTool[] {
  const text = clean(query);
  const count = Math.max(1, Math.min(MAX_LIMIT, Math.floor(Number.isFinite(n) ? n : CANDIDATES)));
  if (text === '') return [];
  return matchesFor(text, count)
    .slice(0, count)
    .map((m) => toParootyTool(findTool(m.id)!, m));
}

/** Parooty's answer to a message. Never throws: any string gets a valid answer. */
export function recommend(query: string, options: RecommendOptions = {}): ParootyAnswer {
  const limit = Math.max(
    1,
    Math.min(MAX_LIMIT, Math.floor(Number.isFinite(options.limit) ? options.limit! : DEFAULT_LIMIT)),
  );
  const text = clean(query);
  if (text === '' || !/[\p{L}\p{N}#{[<]/u.test(text)) {
    return { kind: 'clarify', content: EMPTY_CONTENT, tools: [], confidence: 0, candidates: [] };
  }
  const talk = smalltalkKind(text);
  if (talk) return { kind: 'smalltalk', content: smalltalkContent(talk), tools: [], confidence: 0.9, candidates: [] };
  const gap = gapFor(text, CATALOGUE);
  if (gap) return missingAnswer(gap, text);

  const matches = matchesFor(text, limit);
  const candidates = matches.slice(0, CANDIDATES).map((m) => m.id);
  const confidence = Math.round((matches[0]?.confidence ?? 0) * 100) / 100;
  if (confidence < CLARIFY_BELOW) {
    const guesses = matches.slice(0, Math.min(limit, GUESSES)).map((m) => toParootyTool(findTool(m.id)!, m));
    return { kind: 'clarify', content: clarifyContent(guesses), tools: guesses, confidence, candidates };
  }
  const sure = FOLLOW_UP_SHARE * (matches[0]?.confidence ?? 0);
  const tools = matches
    .slice(0, limit)
    .filter((m, i) => i === 0 || m.confidence >= sure)
    .map((m) => toParootyTool(findTool(m.id)!, m));
  return { kind: 'tools', content: toolsContent(tools), tools, confidence, candidates };
}
