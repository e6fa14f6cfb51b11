/** Words, sentences, lines and graphemes as the text tools count them, and word frequencies. */

/**
 * A word: a letter or digit, then letters, combining marks (the accent of a decomposed é, the
 * vowel signs of Devanagari) and digits, with zero-width (non-)joiners kept inside; apostrophes
 * and hyphens may join such runs, and so may . , : between digits (1.5, 1,000, 10:30). Dotted
 * abbreviations of single letters (e.g., i.e., U.S.A.) are one word each.
 */
const WORD =
  /\p{L}\.(?:\p{L}\.)+|[\p{L}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d]*(?:(?:['’-]|(?<=\p{N}\p{M}*)[.,:](?=\p{N}))[\p{L}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d]*)*/gu;

/** Words as people count them: runs of letters or digits, apostrophes and hyphens inside, decimals whole. */
export function words(input: string): string[] {
  return input.match(WORD) ?? [];
}

/** Marks that end a sentence; the full-width and Devanagari ones are used without a following space. */
const SENTENCE_END = new Set(['.', '!', '?', '…', '।', '॥', '。', '！', '？']);
const ENDS_WITHOUT_SPACE = new Set(['。', '！', '？']);
/** What may follow the end mark inside the sentence: closing quotes and brackets. */
const SENTENCE_CLOSER = new Set(['"', "'", '”', '’', '»', ')', ']']);
/** Abbreviations whose full stop does not end a sentence (etc. often does, so it is not here). */
export const ABBREVIATION = /(?:^|[^\p{L}\p{N}.])(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|cf|fig|approx|e\.g|i\.e)$/iu;

/**
 * Sentences: text up to a run of . ! ? … (with closing quotes or brackets) followed by a space or
 * the end, so that 1.5, example.com, e.g. and Dr. do not end one; pieces without a letter or digit
 * are dropped. One pass over the text, whatever it holds.
 */
export function sentences(input: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let i = 0;
  while (i < input.length) {
    if (!SENTENCE_END.has(input[i]!)) {
      i++;
      continue;
    }
    const runStart = i;
    let wide = false;
    while (i < input.length && SENTENCE_END.has(input[i]!)) wide ||= ENDS_WITHOUT_SPACE.has(input[i++]!);
    const runEnd = i;
    while (i < input.length && SENTENCE_CLOSER.has(input[i]!)) i++;
    if (!wide && i < input.length && !/\s/u.test(input[i]!)) continue;
    if (
      runEnd - runStart === 1 &&
      input[runStart] === '.' &&
      ABBREVIATION.test(input.slice(Math.max(start, runStart - 8), runStart))
    )
      continue;
    pieces.push(input.slice(start, i));
    start = i;
  }
  pieces.push(input.slice(start));
  return pieces.filter((s) => /[\p{L}\p{N}]/u.test(s)).map((s) => s.trim());
}

/** Lines, with \r\n and \r read as \n; a single final line break does not start another line. */
export function splitLines(input: string): string[] {
  if (input === '') return [];
  const all = input.replace(/\r\n?/g, '\n').split('\n');
  if (all.length > 1 && all[all.length - 1] === '') all.pop();
  return all;
}

let segmenter: Intl.Segmenter | undefined;

/** Grapheme clusters (what a person sees as one character: é, 👍🏽, 🇫🇷). */
export function graphemes(input: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(input), (s) => s.segment);
}

/** How many characters a person sees; plain ASCII text (no joins possible but \r\n) is counted without segmenting. */
export function graphemeCount(input: string): number {
  if (/^[\x20-\x7e\t\n]*$/.test(input)) return input.length;
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(input)) n++;
  return n;
}

/** Common English function words, skipped by frequency, density, summary and keyword tools. */
export const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
    "it's don't isn't aren't wasn't weren't can't won't i'm you're we're they're that's there's also many much may might must shall yet"
  ).split(/\s+/),
);

export function frequencies(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

export const byCountThenWord = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
