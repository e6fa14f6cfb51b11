/** text, AI helpers: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import { fail, ok, textEngine, textOperations, wholeNumber } from '../shared/result';
import { byCountThenWord, frequencies, sentences, STOP_WORDS, words } from '../shared/words';
/**
 * Extractive summary: each sentence scores the sum of its content words' frequencies (each divided
 * by the most frequent word's); the `n` best sentences (earlier wins a tie) are given in text order.
 */
export function summarise(input: string, n: number): string[] {
  const list = sentences(input);
  const content = (s: string) => words(s.toLowerCase()).filter((w) => !STOP_WORDS.has(w));
  const freq = frequencies(list.flatMap(content));
  const max = Math.max(1, ...freq.values());
  const scored = list.map((s, index) => ({
    s,
    index,
    score: content(s).reduce((sum, w) => sum + (freq.get(w) ?? 0) / max, 0),
  }));
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, n);
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.s);
}

/**
 * RAKE (Rose, Engel, Cramer and Cowley, 2010): candidate phrases are runs of words between stop
 * words and punctuation; a word scores degree ÷ frequency; a phrase, the sum of its words' scores.
 */
export function rake(input: string): Array<[string, number]> {
  const phrases: string[][] = [];
  for (const chunk of input.toLowerCase().split(/[^\p{L}\p{M}\p{N}'’\-\s]+/u)) {
    let current: string[] = [];
    for (const w of words(chunk)) {
      if (STOP_WORDS.has(w) || /^\p{N}+$/u.test(w)) {
        if (current.length) phrases.push(current);
        current = [];
      } else current.push(w);
    }
    if (current.length) phrases.push(current);
  }
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const p of phrases) {
    for (const w of p) {
      freq.set(w, (freq.get(w) ?? 0) + 1);
      degree.set(w, (degree.get(w) ?? 0) + p.length);
    }
  }
  const scores = new Map<string, number>();
  for (const p of phrases)
    scores.set(
      p.join(' '),
      p.reduce((sum, w) => sum + degree.get(w)! / freq.get(w)!, 0),
    );
  return [...scores].sort(byCountThenWord);
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'text-summarizer': ({ input = '', sentences: count }) => {
    const n = wholeNumber(count, 'the number of sentences', 1, 50, 2);
    if (typeof n === 'string') return fail(n);
    const all = sentences(input);
    if (all.length === 0) return fail('Enter the text to summarise: a few sentences or more.');
    const chosen = summarise(input, n);
    return ok(chosen.join(' '), [
      { label: 'Sentences in the text', value: String(all.length) },
      { label: 'Sentences kept', value: String(chosen.length) },
    ]);
  },
  'keyword-extractor': ({ input = '', count }) => {
    const n = wholeNumber(count, 'how many', 1, 100, 5);
    if (typeof n === 'string') return fail(n);
    const ranked = rake(input);
    if (ranked.length === 0) return fail('Enter some text with words other than common ones (the, and, of …).');
    return ok(
      ranked
        .slice(0, n)
        .map(([p]) => p)
        .join('\n'),
      ranked.slice(0, n).map(([p, s]) => ({ label: p, value: formatNumber(s, 3) })),
    );
  },
});

export const run = textEngine(operations);
