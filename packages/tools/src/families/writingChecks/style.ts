/**
 * The style checker, from retext (unified's natural-language side) and four of its plugins:
 * passive voice (retext-passive), a word said twice in a row (retext-repeated-words), sentences
 * hard to read by most of seven readability formulas (retext-readability) and simpler words for
 * wordy ones (retext-simplify). Each message becomes a finding at its place, in plain words.
 */
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import type { TextFinding } from '../../types';

/**
 * The reader retext-readability judges for: a sentence is flagged when it is above this age's
 * level by most of its formulas. 16 is an adult general reader (its default, 16, too).
 */
export const READER_AGE = 16;

const processor = retext()
  .use(retextEnglish)
  .use(retextPassive)
  .use(retextRepeatedWords)
  .use(retextReadability, { age: READER_AGE })
  .use(retextSimplify);

const quote = (s: string) => `“${s}”`;

interface Message {
  source?: string | null;
  actual?: string | null;
  expected?: readonly string[] | null;
  reason: string;
  place?: { start?: { offset?: number }; end?: { offset?: number } } | null;
}

type Words = (
  actual: string,
  expected: readonly string[],
  reason: string,
) => Pick<TextFinding, 'rule' | 'message' | 'suggestions'>;

/** Each plugin's message in Perch's words, by the plugin that wrote it. */
const WORDS: Readonly<Record<string, Words>> = {
  'retext-passive': (actual) => ({
    rule: 'passive',
    message: `Passive voice (${quote(actual)}): say who does it, if you can.`,
    suggestions: [],
  }),
  'retext-repeated-words': (actual, expected) => ({
    rule: 'repeated',
    message: `${quote(actual)}: the word is written twice. Keep one.`,
    suggestions: expected,
  }),
  'retext-readability': (_actual, _expected, reason) => {
    const agree = /(\d+ out of \d+)/.exec(reason)?.[1];
    return {
      rule: 'readability',
      message: `Hard to read${agree ? ` (by ${agree} readability formulas)` : ''}: split this sentence or use shorter words.`,
      suggestions: [],
    };
  },
  'retext-simplify': (actual, expected) => ({
    rule: 'simpler',
    message: `${quote(actual)}: a simpler word says it — ${expected.map(quote).join(' or ')}.`,
    suggestions: expected,
  }),
};

/** A retext message as a finding at its place; null for one without a place. */
function findingOf(message: Message): TextFinding | null {
  const start = message.place?.start?.offset;
  const end = message.place?.end?.offset;
  if (start === undefined || end === undefined) return null;
  const words = WORDS[message.source ?? ''];
  const expected = message.expected ?? [];
  return {
    start,
    end,
    ...(words
      ? words(message.actual ?? '', expected, message.reason)
      : { rule: 'style', message: message.reason, suggestions: expected }),
  };
}

/** The style findings of `text`, in the order they appear. */
export async function checkStyle(text: string): Promise<TextFinding[]> {
  const file = await processor.process(text);
  return file.messages
    .map((m) => findingOf(m as Message))
    .filter((f): f is TextFinding => f !== null)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}
