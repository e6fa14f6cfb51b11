/**
 * Scores answers that carry the result: for each question with inputs (eval/results.json), the
 * embedded reply — recommend() then answerWithResult() — must open with a sentence holding the
 * expected value. The values were worked out independently of Perch's code (eval/results.py:
 * standard test vectors, SI definitions, Python's own libraries). Shared by `npm run
 * eval:parooty` (which prints) and eval.test.ts (which holds the threshold).
 */
import { recommend } from '../index';
import { answerWithResult, type ResultOptions } from '../result';

export interface ResultQuery {
  query: string;
  /** A value the reply's first sentence must hold, as a whole token ("86" is not found in "186"). */
  expect: string;
  group: string;
}

export interface ResultMiss {
  query: string;
  expect: string;
  /** The reply's first sentence ('' when it carried no result). */
  sentence: string;
  tool: string | undefined;
}

export interface ResultReport {
  total: number;
  hits: number;
  /** Share of the questions whose reply opened with the expected value. */
  accuracy: number;
  /** Replies that carried a result at all. */
  answered: number;
  misses: ResultMiss[];
  groups: { group: string; total: number; hits: number }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether `sentence` holds `value` as a whole: not inside a longer number or word. */
export function holdsValue(sentence: string, value: string): boolean {
  return new RegExp(`(?<![\\w.])${escapeRegExp(value)}(?![\\w]|\\.\\d)`, 'u').test(sentence);
}

/** The reply's first sentence: the result's own when the reply opens with it. */
function firstSentence(content: string, resultSentence: string | undefined): string {
  if (resultSentence && content.startsWith(resultSentence)) return resultSentence;
  return content.split(/(?<=[.!?])\s+(?=[A-Z“"])/u)[0] ?? '';
}

export async function scoreResults(
  queries: readonly ResultQuery[],
  options: ResultOptions = {},
): Promise<ResultReport> {
  let hits = 0;
  let answered = 0;
  const misses: ResultMiss[] = [];
  const groups = new Map<string, { total: number; hits: number }>();
  for (const q of queries) {
    const answer = await answerWithResult(recommend(q.query), options);
    if (answer.result) answered++;
    const sentence = answer.result ? firstSentence(answer.content, answer.result.sentence) : '';
    const hit = sentence !== '' && holdsValue(sentence, q.expect);
    const g = groups.get(q.group) ?? { total: 0, hits: 0 };
    g.total++;
    if (hit) {
      hits++;
      g.hits++;
    } else misses.push({ query: q.query, expect: q.expect, sentence, tool: answer.tools[0]?.id });
    groups.set(q.group, g);
  }
  return {
    total: queries.length,
    hits,
    accuracy: hits / Math.max(1, queries.length),
    answered,
    misses,
    groups: [...groups].map(([group, g]) => ({ group, ...g })),
  };
}
