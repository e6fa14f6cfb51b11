/** text, counting: the code of the rows in rows.ts beside it. */
import { formatFixed, formatNumber } from '../../../format';
import type { ToolResult } from '../../../types';
import {
  checked,
  duration,
  escapeRegExp,
  fail,
  ok,
  plural,
  textEngine,
  textOperations,
  type Values,
  wholeNumber,
} from '../shared/result';
import { byCountThenWord, frequencies, graphemeCount, sentences, splitLines, STOP_WORDS, words } from '../shared/words';
import { syllables } from '../shared/syllables';
function timeToRead({ input = '', wpm }: Values, mode: 'reading' | 'speaking'): ToolResult {
  const fallback = mode === 'reading' ? 230 : 130;
  const speed = wholeNumber(wpm, 'words a minute', 1, 2000, fallback);
  if (typeof speed === 'string') return fail(speed);
  const w = words(input).length;
  const seconds = Math.round((w / speed) * 60);
  return ok(duration(seconds), [
    { label: 'Words', value: String(w) },
    { label: mode === 'reading' ? 'Reading speed' : 'Speaking pace', value: `${speed} words a minute` },
    { label: 'Minutes', value: formatNumber(w / speed, 3) },
  ]);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'word-counter': ({ input = '' }) => {
    const w = words(input).length;
    // Characters as a person sees them (é, 👍🏽 and 🇫🇷 are one each), not code points.
    const chars = graphemeCount(input);
    const noSpace = graphemeCount(input.replace(/\s/g, ''));
    const s = sentences(input).length;
    const p = input.split(/\n\s*\n/).filter((x) => x.trim() !== '').length;
    const minutes = w === 0 ? 0 : Math.max(1, Math.round(w / 230));
    return ok(
      `${plural(w, 'word')}, ${plural(chars, 'character')} (${noSpace} without spaces), ${plural(s, 'sentence')}, ${plural(p, 'paragraph')}. Reading time: ${minutes} min.`,
      [
        { label: 'Words', value: String(w) },
        { label: 'Characters', value: String(chars) },
        { label: 'Characters without spaces', value: String(noSpace) },
        { label: 'Sentences', value: String(s) },
        { label: 'Paragraphs', value: String(p) },
        { label: 'Reading time', value: `${minutes} min` },
      ],
    );
  },
  'character-counter': ({ input = '' }) => {
    // Characters as a person sees them (é, 👍🏽 and 🇫🇷 are one each); code points are a figure below.
    const chars = graphemeCount(input);
    const noSpace = graphemeCount(input.replace(/\s/g, ''));
    return ok(`${plural(chars, 'character')} (${noSpace} without spaces)`, [
      { label: 'Characters', value: String(chars) },
      { label: 'Characters without spaces', value: String(noSpace) },
      { label: 'Letters', value: String(input.match(/\p{L}/gu)?.length ?? 0) },
      { label: 'Digits', value: String(input.match(/\p{Nd}/gu)?.length ?? 0) },
      { label: 'Spaces and line breaks', value: String(input.match(/\s/gu)?.length ?? 0) },
      { label: 'Unicode code points', value: String([...input].length) },
      { label: 'UTF-8 bytes', value: String(new TextEncoder().encode(input).length) },
    ]);
  },
  'line-counter': ({ input = '' }) => {
    const all = splitLines(input);
    const nonEmpty = all.filter((l) => l.trim() !== '').length;
    return ok(`${plural(all.length, 'line')} (${nonEmpty} non-empty)`, [
      { label: 'Lines', value: String(all.length) },
      { label: 'Non-empty lines', value: String(nonEmpty) },
      { label: 'Empty lines', value: String(all.length - nonEmpty) },
    ]);
  },
  'sentence-counter': ({ input = '' }) => {
    const s = sentences(input).length;
    const w = words(input).length;
    return ok(plural(s, 'sentence'), [
      { label: 'Sentences', value: String(s) },
      { label: 'Words', value: String(w) },
      { label: 'Average words a sentence', value: s === 0 ? '0' : formatFixed(w / s, 1) },
    ]);
  },
  'reading-time-calculator': (v) => timeToRead(v, 'reading'),
  'speaking-time-calculator': (v) => timeToRead(v, 'speaking'),
  'syllable-counter': ({ input = '' }) => {
    const list = words(input);
    if (list.length === 0) return fail('Enter a word or some text, such as “beautiful”.');
    const counts = list.map(syllables);
    const total = counts.reduce((a, b) => a + b, 0);
    return ok(plural(total, 'syllable'), [
      { label: 'Words', value: String(list.length) },
      ...list.slice(0, 50).map((w, i) => ({ label: w, value: String(counts[i]) })),
    ]);
  },
  'word-frequency-counter': ({ input = '', skipStopWords }) => {
    const list = words(input.toLowerCase()).filter((w) => !checked(skipStopWords) || !STOP_WORDS.has(w));
    if (list.length === 0) return fail('Enter some text with words to count.');
    const sorted = [...frequencies(list)].sort(byCountThenWord);
    return ok(sorted.map(([w, n]) => `${w}: ${n}`).join('\n'), [
      { label: 'Words counted', value: String(list.length) },
      { label: 'Different words', value: String(sorted.length) },
    ]);
  },
  'word-occurrence-counter': ({ input = '', word = '' }) => {
    const target = word.trim();
    if (target === '') return fail('Enter the word or phrase to count.');
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(target).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{M}\\p{N}])`,
      'giu',
    );
    const n = input.match(pattern)?.length ?? 0;
    return ok(`“${target}” appears ${n === 1 ? 'once' : `${n} times`}`, [
      { label: 'Occurrences', value: String(n) },
      { label: 'Words in the text', value: String(words(input).length) },
    ]);
  },
  'keyword-density-checker': ({ input = '', skipStopWords }) => {
    const all = words(input.toLowerCase());
    if (all.length === 0) return fail('Enter the page copy to check, such as a paragraph.');
    const counted = all.filter((w) => !checked(skipStopWords) || !STOP_WORDS.has(w));
    const sorted = [...frequencies(counted)].sort(byCountThenWord).slice(0, 50);
    if (sorted.length === 0)
      return fail('That text has only common words (the, and, of …). Untick “Skip common words” to count them.');
    return ok(sorted.map(([w, n]) => `${w}: ${n} (${formatFixed((100 * n) / all.length, 2)}%)`).join('\n'), [
      { label: 'Total words', value: String(all.length) },
    ]);
  },
});

export const run = textEngine(operations);
