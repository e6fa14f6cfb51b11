import { diffArrays, diffWords } from 'diff';
import { formatFixed, formatNumber, parseNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';

/** Longest text an engine takes (characters): enough for a book chapter, small enough to stay instant. */
export const MAX_INPUT = 1_000_000;
/** Longest output a repeater may build. */
export const MAX_OUTPUT = 1_000_000;

type Values = Readonly<Record<string, string>>;
type Op = (values: Values, context: ToolContext, params: Readonly<Record<string, string>>) => ToolResult;

const ok = (text: string, figures?: Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
const fail = (error: string): ToolResult => ({ ok: false, error });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Words, sentences, lines

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
const ABBREVIATION = /(?:^|[^\p{L}\p{N}.])(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|cf|fig|approx|e\.g|i\.e)$/iu;

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
function graphemes(input: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(input), (s) => s.segment);
}

/** How many characters a person sees; plain ASCII text (no joins possible but \r\n) is counted without segmenting. */
function graphemeCount(input: string): number {
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

// ---------------------------------------------------------------------------------------------
// Case

/** Splits names and phrases into words: spaces, punctuation, and lower→Upper or ACRonym→Word boundaries. */
export function nameWords(input: string): string[] {
  return (
    input
      .replace(/([\p{Ll}\p{N}]\p{M}*)(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu, '$1 $2')
      // Combining marks belong to the letter before them (a decomposed é is one letter).
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
  );
}

const capitalise = (word: string) => {
  const [first = '', ...rest] = [...word];
  return upperFirst(first) + rest.join('').toLowerCase();
};

const NAME_CASES: Record<string, (w: string[]) => string> = {
  camel: (w) => w.map((x, i) => (i === 0 ? x.toLowerCase() : capitalise(x))).join(''),
  pascal: (w) => w.map(capitalise).join(''),
  snake: (w) => w.map((x) => x.toLowerCase()).join('_'),
  kebab: (w) => w.map((x) => x.toLowerCase()).join('-'),
  constant: (w) => w.map((x) => x.toUpperCase()).join('_'),
  dot: (w) => w.map((x) => x.toLowerCase()).join('.'),
  path: (w) => w.map((x) => x.toLowerCase()).join('/'),
  header: (w) => w.map(capitalise).join('-'),
};

/** A word starts after the start, a space, a dash or bracket, or an opening quote (not an apostrophe inside a word). */
const WORD_START = /(?<=^|[\s\-–—([{“"‘/]|(?:^|\s)')\p{L}/gu;

/** Letters whose capital at the start of a word is a title-case form of their own (the Ǆ digraphs). */
const TITLE_FORMS: Record<string, string> = { ǆ: 'ǅ', Ǆ: 'ǅ', ǉ: 'ǈ', Ǉ: 'ǈ', ǌ: 'ǋ', Ǌ: 'ǋ', ǳ: 'ǲ', Ǳ: 'ǲ' };

/** A word's first letter as a capital; a letter whose capital is two letters (ß → SS, ŉ → ʼN) is left as it is. */
function upperFirst(letter: string): string {
  const title = TITLE_FORMS[letter];
  if (title) return title;
  const upper = letter.toUpperCase();
  return [...upper].length === 1 ? upper : letter;
}

/**
 * The words AP style leaves in lower case inside a title: articles, conjunctions and prepositions
 * of three letters or fewer ("The Lord of the Rings", "Up-to-Date").
 */
const TITLE_SMALL_WORDS = new Set(
  'a an the and but for nor or so yet as at by in of off on out per to up via vs v'.split(' '),
);

/**
 * Title case in AP style: every word capitalised except TITLE_SMALL_WORDS, which stay lower case
 * unless they begin or end the title or follow a colon (or a full stop, ! or ?).
 */
export function titleCase(input: string): string {
  const capitalised = input.toLowerCase().replace(WORD_START, upperFirst);
  const words = [...capitalised.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’]*/gu)];
  const lastWord = words.at(-1);
  let out = '';
  let from = 0;
  for (const word of words) {
    const at = word.index;
    const before = capitalised.slice(0, at).trimEnd();
    const opensTitle = before === '' || /[:.!?—–]$/.test(before) || /(^|\s)["“‘(]$/.test(before);
    const small = TITLE_SMALL_WORDS.has(word[0].toLowerCase());
    out += capitalised.slice(from, at) + (small && !opensTitle && word !== lastWord ? word[0].toLowerCase() : word[0]);
    from = at + word[0].length;
  }
  return out + capitalised.slice(from);
}

/**
 * The pronoun I written as a capital, alone or in I'm, I'll, I've, I'd (not in i.e.). Only
 * capitals in the input are kept: a lower-case i may be another language's word.
 */
const PRONOUN_I =
  /(?<![\p{L}\p{M}\p{N}'’])(I)(?=['’](?:[mMdD]|[lL][lL]|[vV][eE])(?![\p{L}\p{M}\p{N}])|(?!['’]?[\p{L}\p{M}\p{N}]|\.\p{L}))/u;

/**
 * Sentence case: each sentence starts with a capital, the rest is lower case, except the pronoun I
 * and words written all in capitals (NASA, HTML5), which are kept as acronyms — unless the whole
 * text is in capitals, where they are only shouting. Names cannot be told from other words
 * ("New York" becomes "new york"); the tool says so.
 */
export function sentenceCase(input: string): string {
  const shouting = !/\p{Ll}/u.test(input);
  const isAcronym = (word: string) => !shouting && !/\p{Ll}/u.test(word) && (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
  const lowered = input
    .split(PRONOUN_I)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => (isAcronym(word) ? word : word.toLowerCase())),
    )
    .join('');
  return lowered.replace(/(^\s*|[.!?]\s+)(\p{L})/gu, (match: string, before: string, letter: string, offset: number) =>
    // The stop of an abbreviation (e.g., Dr.) does not end the sentence.
    before.startsWith('.') && ABBREVIATION.test(lowered.slice(Math.max(0, offset - 8), offset))
      ? match
      : before + upperFirst(letter),
  );
}

function alternating(input: string): string {
  let i = 0;
  return [...input]
    .map((ch) => (/\p{L}/u.test(ch) ? (i++ % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase()) : ch))
    .join('');
}

function inverse(input: string): string {
  return [...input].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
}

const SIMPLE_CASES: Record<string, (s: string) => string> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  title: titleCase,
  sentence: sentenceCase,
  capitalizeWords: (s) => s.replace(WORD_START, upperFirst),
  alternating,
  inverse,
};

export function convertCase(input: string, style: string): string | null {
  const simple = SIMPLE_CASES[style];
  if (simple) return simple(input);
  const named = NAME_CASES[style];
  if (!named) return null;
  return splitLines(input)
    .map((line) => named(nameWords(line)))
    .join('\n');
}

/**
 * A URL slug of a–z, 0–9 and hyphens: accents removed and letters without a decomposition spelt
 * out as removeAccents does (ß → ss, Æ → ae, Ł → l, Þ → th), then compatibility forms folded
 * (ﬁ → fi, ② → 2). Letters of other scripts have no such spelling and are left out.
 */
export function slugify(input: string): string {
  return removeAccents(input)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Syllables and readability

/**
 * Syllables in an English word, by a documented rule of thumb (English spelling has no exact
 * rule): letters a–z only; words of up to three letters have one; otherwise count the groups of
 * vowels (a e i o u, and y when not first), less one for a silent final e (but not after a
 * consonant + l, as in "table"), less one for a final -ed not after t or d ("jumped"); at least one.
 */
export function syllables(word: string): number {
  const w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  if (w === '') return 0;
  if (w.length <= 3) return 1;
  // A first y is a consonant (yes, yellow).
  let count = (w.startsWith('y') ? w.slice(1) : w).match(/[aeiouy]+/g)?.length ?? 0;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  return Math.max(1, count);
}

interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
  /** Words of three or more syllables. */
  polysyllables: number;
  /** Letters and digits. */
  letters: number;
}

export function textStats(input: string): TextStats {
  const list = words(input);
  const counts = list.map(syllables);
  return {
    words: list.length,
    sentences: Math.max(1, sentences(input).length),
    syllables: counts.reduce((a, b) => a + b, 0),
    polysyllables: counts.filter((c) => c >= 3).length,
    letters: list.join('').replace(/[^\p{L}\p{N}]/gu, '').length,
  };
}

/** The published formulas. */
export const READABILITY = {
  /** Flesch (1948). */
  flesch: (s: TextStats) => 206.835 - 1.015 * (s.words / s.sentences) - 84.6 * (s.syllables / s.words),
  /** Kincaid et al. (1975). */
  fleschKincaid: (s: TextStats) => 0.39 * (s.words / s.sentences) + 11.8 * (s.syllables / s.words) - 15.59,
  /** Gunning (1952), complex words counted as words of three or more syllables. */
  gunningFog: (s: TextStats) => 0.4 * (s.words / s.sentences + (100 * s.polysyllables) / s.words),
  /** McLaughlin (1969). */
  smog: (s: TextStats) => 1.043 * Math.sqrt((s.polysyllables * 30) / s.sentences) + 3.1291,
  /** Coleman and Liau (1975): L letters and S sentences per 100 words. */
  colemanLiau: (s: TextStats) =>
    0.0588 * ((100 * s.letters) / s.words) - 0.296 * ((100 * s.sentences) / s.words) - 15.8,
  /** Senter and Smith (1967). */
  ari: (s: TextStats) => 4.71 * (s.letters / s.words) + 0.5 * (s.words / s.sentences) - 21.43,
} as const;

/** Flesch's own bands for reading ease. */
export function fleschBand(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

const MEASURE_LABELS: Record<keyof typeof READABILITY, string> = {
  flesch: 'Flesch reading ease',
  fleschKincaid: 'Flesch–Kincaid grade level',
  gunningFog: 'Gunning fog index',
  smog: 'SMOG grade',
  colemanLiau: 'Coleman–Liau index',
  ari: 'Automated readability index',
};

function readability(input: string, measure: string): ToolResult {
  const stats = textStats(input);
  if (stats.words === 0) return fail('Enter some text with words and sentences to score, such as a paragraph.');
  const statFigures: Figure[] = [
    { label: 'Words', value: String(stats.words) },
    { label: 'Sentences', value: String(stats.sentences) },
    { label: 'Syllables', value: String(stats.syllables) },
    { label: 'Words of 3+ syllables', value: String(stats.polysyllables) },
    { label: 'Letters and digits', value: String(stats.letters) },
  ];
  const scores = Object.fromEntries(Object.entries(READABILITY).map(([k, f]) => [k, f(stats)])) as Record<
    keyof typeof READABILITY,
    number
  >;
  if (measure === 'all') {
    const figures = (Object.keys(READABILITY) as (keyof typeof READABILITY)[]).map((k) => ({
      label: MEASURE_LABELS[k],
      value: formatFixed(scores[k], 1),
    }));
    return ok(
      `Flesch reading ease: ${formatFixed(scores.flesch, 1)} (${fleschBand(scores.flesch)}); grade level about ${formatFixed(scores.fleschKincaid, 1)}`,
      [...figures, ...statFigures],
    );
  }
  if (!(measure in READABILITY)) return fail('This tool is not set up correctly.');
  const key = measure as keyof typeof READABILITY;
  const value = formatFixed(scores[key], 1);
  return ok(
    key === 'flesch'
      ? `${MEASURE_LABELS[key]}: ${value} (${fleschBand(scores.flesch)})`
      : `${MEASURE_LABELS[key]}: ${value}`,
    statFigures,
  );
}

// ---------------------------------------------------------------------------------------------
// Frequency, summary, keywords

function frequencies(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

const byCountThenWord = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

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

// ---------------------------------------------------------------------------------------------
// Unicode styles

/** Offsets into the Mathematical Alphanumeric Symbols block (U+1D400…), with the holes the Letterlike Symbols block fills. */
const MATH_STYLES: Record<string, { upper: number; lower: number; digit?: number; holes?: Record<string, number> }> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digit: 0x1d7ce },
  italic: { upper: 0x1d434, lower: 0x1d44e, holes: { h: 0x210e } },
  boldItalic: { upper: 0x1d468, lower: 0x1d482 },
  script: {
    upper: 0x1d49c,
    lower: 0x1d4b6,
    holes: {
      B: 0x212c,
      E: 0x2130,
      F: 0x2131,
      H: 0x210b,
      I: 0x2110,
      L: 0x2112,
      M: 0x2133,
      R: 0x211b,
      e: 0x212f,
      g: 0x210a,
      o: 0x2134,
    },
  },
  doubleStruck: {
    upper: 0x1d538,
    lower: 0x1d552,
    digit: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6 },
};

export function styleText(input: string, style: string): string | null {
  if (style === 'strike' || style === 'underline') {
    const mark = style === 'strike' ? '\u0336' : '\u0332';
    return graphemes(input)
      .map((g) => (g === '\n' || g === '\r\n' ? g : g + mark))
      .join('');
  }
  if (style === 'fullwidth') {
    return input.replace(/[!-~ ]/g, (ch) => (ch === ' ' ? '\u3000' : String.fromCodePoint(ch.charCodeAt(0) + 0xfee0)));
  }
  const table = MATH_STYLES[style];
  if (!table) return null;
  return input.replace(/[A-Za-z0-9]/g, (ch) => {
    const hole = table.holes?.[ch];
    if (hole) return String.fromCodePoint(hole);
    const code = ch.charCodeAt(0);
    if (code >= 65 && code <= 90) return String.fromCodePoint(table.upper + code - 65);
    if (code >= 97 && code <= 122) return String.fromCodePoint(table.lower + code - 97);
    return table.digit ? String.fromCodePoint(table.digit + code - 48) : ch;
  });
}

/** Turned look-alikes: Unicode's "turned" letters where they exist (ɐ ɔ ǝ ɟ ɥ ɯ ɹ ʇ ʌ ʍ ʎ ꞁ ∀ Ⅎ ⅁ ⅂ …), else the usual mirror pairs (b/q, d/p, n/u, M/W). */
const UPSIDE_DOWN: Record<string, string> = {
  a: 'ɐ',
  b: 'q',
  c: 'ɔ',
  d: 'p',
  e: 'ǝ',
  f: 'ɟ',
  g: 'ƃ',
  h: 'ɥ',
  i: 'ᴉ',
  j: 'ɾ',
  k: 'ʞ',
  l: 'ꞁ',
  m: 'ɯ',
  n: 'u',
  o: 'o',
  p: 'd',
  q: 'b',
  r: 'ɹ',
  s: 's',
  t: 'ʇ',
  u: 'n',
  v: 'ʌ',
  w: 'ʍ',
  x: 'x',
  y: 'ʎ',
  z: 'z',
  A: '∀',
  B: 'ꓭ',
  C: 'Ɔ',
  D: 'ꓷ',
  E: 'Ǝ',
  F: 'Ⅎ',
  G: '⅁',
  H: 'H',
  I: 'I',
  J: 'ꓩ',
  K: 'ꓘ',
  L: '⅂',
  M: 'W',
  N: 'N',
  O: 'O',
  P: 'Ԁ',
  Q: 'Ό',
  R: 'ꓤ',
  S: 'S',
  T: 'ꓕ',
  U: '∩',
  V: 'Λ',
  W: 'M',
  X: 'X',
  Y: '⅄',
  Z: 'Z',
  '0': '0',
  '1': 'Ɩ',
  '2': 'ᄅ',
  '3': 'Ɛ',
  '4': 'ㄣ',
  '5': 'ϛ',
  '6': '9',
  '7': 'ㄥ',
  '8': '8',
  '9': '6',
  '.': '˙',
  ',': "'",
  "'": ',',
  '"': '„',
  '!': '¡',
  '?': '¿',
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '&': '⅋',
  _: '‾',
  ';': '؛',
};

/**
 * An emoji as shown: a character drawn as emoji by default, or any pictograph with the emoji
 * selector U+FE0F (so © and ™ stay), or a keycap (a digit, # or * with U+20E3, which takes its base
 * with it while plain digits stay), with skin tones, tags and ZWJ joins; and the spaces before it,
 * so "job 👍 team" becomes "job team".
 */
const EMOJI =
  /[ \t]*(?:[0-9#*]\uFE0F?\u20E3|\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:\p{Emoji_Modifier}|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic})\uFE0F?)*/gu;

/**
 * A line number: digits, then . ) ] or : followed by a space, a tab or the line's end, or a hyphen
 * and a space, or just spaces or a tab. "1.5 kg" and "3.14 is pi" start with decimals, not numbers.
 */
const LINE_NUMBER = /^\s*\d+(?:[.):\]](?:\s+|$)|-\s+|\s+)/;

/**
 * A number as written: digits with optional thousands commas, a decimal part or a bare one (.5),
 * and an exponent (1.5e3). A + or − before it is a sign only when no letter or digit comes just
 * before, so "pages 10-12" gives 10 and 12 and "-.25" stays negative.
 */
const NUMBER =
  /(?:(?<![\p{L}\p{N}])[-+\u2212])?(?:\d+(?:,\d{3})*(?:\.\d+)?|(?<![\p{L}\p{N}.])\.\d+)(?:[eE][-+]?\d+)?/gu;

// ---------------------------------------------------------------------------------------------
// Helpers for fields

function wholeNumber(
  text: string | undefined,
  label: string,
  min: number,
  max: number,
  fallback?: number,
): number | string {
  if ((text ?? '').trim() === '' && fallback !== undefined) return fallback;
  const n = parseNumber(text ?? '');
  if (n === null || !Number.isInteger(n) || n < min || n > max)
    return `Enter a whole number from ${min} to ${max} for ${label}.`;
  return n;
}

const checked = (value: string | undefined) => value === 'true' || value === 'on' || value === '1';

function collator(numeric = false) {
  return new Intl.Collator('en', { sensitivity: 'base', numeric });
}

/** A deterministic tie-break after a collator says two lines are equal. */
const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m < 60) return s === 0 ? `${m} min` : `${m} min ${s} s`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

function unescapeDelimiter(d: string): string {
  return d.replace(/\\t/g, '\t').replace(/\\n/g, '\n');
}

// ---------------------------------------------------------------------------------------------
// Operations

const OPS: Record<string, Op> = {
  wordCount: ({ input = '' }) => {
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
  charCount: ({ input = '' }) => {
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
  lineCount: ({ input = '' }) => {
    const all = splitLines(input);
    const nonEmpty = all.filter((l) => l.trim() !== '').length;
    return ok(`${plural(all.length, 'line')} (${nonEmpty} non-empty)`, [
      { label: 'Lines', value: String(all.length) },
      { label: 'Non-empty lines', value: String(nonEmpty) },
      { label: 'Empty lines', value: String(all.length - nonEmpty) },
    ]);
  },
  sentenceCount: ({ input = '' }) => {
    const s = sentences(input).length;
    const w = words(input).length;
    return ok(plural(s, 'sentence'), [
      { label: 'Sentences', value: String(s) },
      { label: 'Words', value: String(w) },
      { label: 'Average words a sentence', value: s === 0 ? '0' : formatFixed(w / s, 1) },
    ]);
  },
  readingTime: (v) => timeToRead(v, 'reading'),
  speakingTime: (v) => timeToRead(v, 'speaking'),
  syllables: ({ input = '' }) => {
    const list = words(input);
    if (list.length === 0) return fail('Enter a word or some text, such as “beautiful”.');
    const counts = list.map(syllables);
    const total = counts.reduce((a, b) => a + b, 0);
    return ok(plural(total, 'syllable'), [
      { label: 'Words', value: String(list.length) },
      ...list.slice(0, 50).map((w, i) => ({ label: w, value: String(counts[i]) })),
    ]);
  },
  wordFrequency: ({ input = '', skipStopWords }) => {
    const list = words(input.toLowerCase()).filter((w) => !checked(skipStopWords) || !STOP_WORDS.has(w));
    if (list.length === 0) return fail('Enter some text with words to count.');
    const sorted = [...frequencies(list)].sort(byCountThenWord);
    return ok(sorted.map(([w, n]) => `${w}: ${n}`).join('\n'), [
      { label: 'Words counted', value: String(list.length) },
      { label: 'Different words', value: String(sorted.length) },
    ]);
  },
  countWord: ({ input = '', word = '' }) => {
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
  keywordDensity: ({ input = '', skipStopWords }) => {
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
  case: ({ input = '', style = '' }, _c, params) => {
    const out = convertCase(input, params.style ?? style);
    return out === null ? fail('Choose a case from the list.') : ok(out);
  },
  upper: ({ input = '' }) => ok(input.toUpperCase()),
  lower: ({ input = '' }) => ok(input.toLowerCase()),
  title: ({ input = '' }) => ok(titleCase(input)),
  sentence: ({ input = '' }) => ok(sentenceCase(input)),
  capitalizeWords: ({ input = '' }) => ok(SIMPLE_CASES.capitalizeWords!(input)),
  alternating: ({ input = '' }) => ok(alternating(input)),
  inverse: ({ input = '' }) => ok(inverse(input)),
  sortLines: ({ input = '' }, _c, params) => {
    const all = splitLines(input);
    const order = params.order;
    if (order === 'length') {
      // Length as seen: 👍🏽 and é (decomposed) are one character each. Array sort is stable, so ties keep their order.
      const keyed = all.map((line) => ({ line, length: graphemeCount(line) }));
      return ok(
        keyed
          .sort((a, b) => a.length - b.length)
          .map((k) => k.line)
          .join('\n'),
      );
    }
    const c = collator(order === 'natural');
    const sorted = [...all].sort((a, b) => c.compare(a, b) || codeOrder(a, b));
    return ok((order === 'za' ? sorted.reverse() : sorted).join('\n'));
  },
  reverseLines: ({ input = '' }) => ok(splitLines(input).reverse().join('\n')),
  shuffleLines: ({ input = '' }, context) => ok(shuffle(splitLines(input), context).join('\n')),
  dedupeLines: ({ input = '', ignoreCase }) => {
    const all = splitLines(input);
    const seen = new Set<string>();
    const kept = all.filter((l) => {
      const key = checked(ignoreCase) ? l.toLowerCase() : l;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return ok(kept.join('\n'), [
      { label: 'Lines kept', value: String(kept.length) },
      { label: 'Duplicates removed', value: String(all.length - kept.length) },
    ]);
  },
  findDuplicates: ({ input = '' }) => {
    const counts = frequencies(splitLines(input));
    const dupes = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
    if (dupes.length === 0) return ok('No line appears more than once.');
    return ok(dupes.map(([l, n]) => `${l}: ${n}`).join('\n'), [
      { label: 'Lines with duplicates', value: String(dupes.length) },
    ]);
  },
  removeEmptyLines: ({ input = '' }) =>
    ok(
      splitLines(input)
        .filter((l) => l.trim() !== '')
        .join('\n'),
    ),
  trimLines: ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.trim())
        .join('\n'),
    ),
  numberLines: ({ input = '', start, separator = '' }) => {
    const first = wholeNumber(start, 'the first number', -1_000_000_000, 1_000_000_000, 1);
    if (typeof first === 'string') return fail(first);
    return ok(
      splitLines(input)
        .map((l, i) => `${first + i}${separator}${l}`)
        .join('\n'),
    );
  },
  unnumberLines: ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.replace(LINE_NUMBER, ''))
        .join('\n'),
    ),
  wrapLines: ({ input = '', prefix = '', suffix = '' }) =>
    ok(
      splitLines(input)
        .map((l) => `${prefix}${l}${suffix}`)
        .join('\n'),
    ),
  joinLines: ({ input = '', separator = '' }) =>
    ok(
      splitLines(input)
        .filter((l) => l.trim() !== '')
        .join(unescapeDelimiter(separator)),
    ),
  splitText: ({ input = '', delimiter = '', trim }) => {
    if (delimiter === '') return fail('Enter the delimiter to split at, such as a comma.');
    const parts = input.split(unescapeDelimiter(delimiter));
    return ok((checked(trim) ? parts.map((p) => p.trim()) : parts).join('\n'));
  },
  removeLineBreaks: ({ input = '', keepParagraphs }) => {
    const normal = input.replace(/\r\n?/g, '\n');
    const join = (s: string) =>
      s
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' ');
    if (checked(keepParagraphs))
      return ok(
        normal
          .split(/\n\s*\n/)
          .map(join)
          .filter(Boolean)
          .join('\n\n'),
      );
    return ok(join(normal));
  },
  filterLines: ({ input = '', contains = '', mode = 'keep', ignoreCase }) => {
    if (contains === '') return fail('Enter the text to look for in each line.');
    const needle = checked(ignoreCase) ? contains.toLowerCase() : contains;
    const has = (l: string) => (checked(ignoreCase) ? l.toLowerCase() : l).includes(needle);
    const kept = splitLines(input).filter((l) => (mode === 'remove' ? !has(l) : has(l)));
    return ok(kept.join('\n'), [{ label: 'Lines kept', value: String(kept.length) }]);
  },
  wrap: ({ input = '', width }) => {
    const w = wholeNumber(width, 'the line width', 1, 1000, 40);
    if (typeof w === 'string') return fail(w);
    return ok(
      splitLines(input)
        .map((line) => wrapLine(line, w))
        .join('\n'),
    );
  },
  expandTabs: ({ input = '', width }) => {
    const w = wholeNumber(width, 'the tab width', 1, 16, 4);
    if (typeof w === 'string') return fail(w);
    return ok(
      input
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => {
          let out = '';
          for (const ch of line) out += ch === '\t' ? ' '.repeat(w - ([...out].length % w)) : ch;
          return out;
        })
        .join('\n'),
    );
  },
  unexpandTabs: ({ input = '', width }) => {
    const w = wholeNumber(width, 'the tab width', 1, 16, 4);
    if (typeof w === 'string') return fail(w);
    return ok(
      input
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => {
          const lead = line.match(/^ */)![0].length;
          return '\t'.repeat(Math.floor(lead / w)) + line.slice(lead - (lead % w));
        })
        .join('\n'),
    );
  },
  reverseText: ({ input = '' }) => ok(graphemes(input).reverse().join('')),
  reverseWords: ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.trim().split(/\s+/).reverse().join(' '))
        .join('\n'),
    ),
  sortWords: ({ input = '' }) => {
    const list = input.trim().split(/\s+/).filter(Boolean);
    const c = collator();
    return ok(list.sort((a, b) => c.compare(a, b) || codeOrder(a, b)).join(' '));
  },
  dedupeWords: ({ input = '' }) => {
    const seen = new Set<string>();
    const kept = input
      .trim()
      .split(/\s+/)
      .filter((w) => {
        if (w === '') return false;
        const key = w.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return ok(kept.join(' '));
  },
  replace: ({ input = '', find = '', replace = '', mode = 'text', caseSensitive }) => {
    if (find === '') return fail('Enter the text to find.');
    const flags = `g${checked(caseSensitive) ? '' : 'i'}u`;
    let pattern: RegExp;
    try {
      pattern = new RegExp(mode === 'regex' ? find : escapeRegExp(find), flags);
    } catch (error) {
      // Patterns written for the older, non-Unicode syntax (such as \-) still work without the u flag.
      try {
        pattern = new RegExp(find, flags.replace('u', ''));
      } catch {
        return fail(
          `That is not a valid regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, '').slice(0, 120)}). Check brackets and backslashes.`,
        );
      }
    }
    const count = input.match(pattern)?.length ?? 0;
    const out = mode === 'regex' ? input.replace(pattern, replace) : input.replace(pattern, () => replace);
    if (out.length > MAX_OUTPUT) return fail('That replacement makes the text too long. Use a shorter replacement.');
    return ok(out, [{ label: 'Replacements', value: String(count) }]);
  },
  repeat: ({ input = '', times, separator = 'newline' }) => {
    const n = wholeNumber(times, 'times', 1, 10_000, 3);
    if (typeof n === 'string') return fail(n);
    if (input === '') return fail('Enter the text to repeat.');
    const sep = separator === 'space' ? ' ' : separator === 'none' ? '' : '\n';
    if ((input.length + sep.length) * n > MAX_OUTPUT)
      return fail('That would be more than a million characters. Repeat it fewer times.');
    return ok(Array.from({ length: n }, () => input).join(sep));
  },
  cleanWhitespace: ({ input = '' }) =>
    ok(
      input
        .split('\n')
        .map((line) => line.replace(/[\t\v\f\p{Zs}]+/gu, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    ),
  removeAccents: ({ input = '' }) => ok(removeAccents(input)),
  removePunctuation: ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) =>
          l
            .replace(/\p{P}+/gu, '')
            .replace(/[ \t]{2,}/g, ' ')
            .trim(),
        )
        .join('\n'),
    ),
  removeEmoji: ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.replace(EMOJI, '').trim())
        .join('\n'),
    ),
  straightQuotes: ({ input = '' }) => ok(input.replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, '"')),
  slug: ({ input = '' }) => {
    const slug = slugify(input);
    // A title in another script (日本語, Ελληνικά) would give an empty slug: say so rather than answer nothing.
    if (slug === '' && input.trim() !== '')
      return fail(
        'A slug uses only the letters a–z, digits and hyphens, and this title has none of them. Type the title in Latin letters, such as “nihongo” for 日本語.',
      );
    const dropped = [
      ...new Set(
        removeAccents(input)
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .match(/[^\P{L}a-zA-Z]/gu) ?? [],
      ),
    ];
    if (dropped.length === 0) return ok(slug);
    return ok(slug, [
      {
        label: 'Note',
        value: `Letters outside a–z were left out (${dropped.slice(0, 10).join(' ')}); write them in Latin letters to keep them`,
      },
    ]);
  },
  extractEmails: ({ input = '' }) => listOrNone(input.match(EMAIL) ?? [], 'e-mail addresses'),
  extractUrls: ({ input = '' }) =>
    listOrNone(
      (input.match(/\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu) ?? [])
        .map(trimUrl)
        .filter((u) => /[\p{L}\p{N}]\.[\p{L}\p{N}]|\/\/[\p{L}\p{N}]/u.test(u)),
      'web links',
    ),
  extractNumbers: ({ input = '' }) => listOrNone(input.match(NUMBER) ?? [], 'numbers', false),
  diffLines: ({ original = '', changed = '' }) => {
    if (original === '' && changed === '') return fail('Enter the original text and the changed text to compare.');
    const { blocks, exact } = lineBlocks(splitLines(original), splitLines(changed));
    const out: string[] = [];
    let added = 0;
    let removed = 0;
    for (const { mark, lines } of blocks) {
      if (mark === '+') added += lines.length;
      if (mark === '-') removed += lines.length;
      for (const l of lines) out.push(`${mark} ${l}`);
    }
    const figures: Figure[] = [
      { label: 'Lines added', value: String(added) },
      { label: 'Lines removed', value: String(removed) },
    ];
    if (!exact)
      figures.push({
        label: 'Note',
        value: `The texts are too different to line up quickly (more than ${MAX_EDITS.toLocaleString('en')} changes), so the lines that differ are shown all removed, then all added`,
      });
    return ok(out.join('\n'), figures);
  },
  diffWords: ({ original = '', changed = '' }) => {
    if (original === '' && changed === '') return fail('Enter the original text and the changed text to compare.');
    const parts = diffWords(original, changed, { maxEditLength: MAX_EDITS });
    if (parts)
      return ok(parts.map((p) => (p.added ? `{+${p.value}+}` : p.removed ? `[-${p.value}-]` : p.value)).join(''));
    // Too many changes to line up word by word in good time: mark whole lines instead, and say so.
    const { blocks } = lineBlocks(splitLines(original), splitLines(changed));
    const out = blocks.map(({ mark, lines }) =>
      mark === '+' ? `{+${lines.join('\n')}+}` : mark === '-' ? `[-${lines.join('\n')}-]` : lines.join('\n'),
    );
    return ok(out.join('\n'), [
      {
        label: 'Note',
        value: `The texts are too different to compare word by word quickly (more than ${MAX_EDITS.toLocaleString('en')} changes), so whole lines are marked instead`,
      },
    ]);
  },
  palindrome: ({ input = '' }) => {
    const letters = graphemes(removeAccents(input).toLowerCase()).filter((g) => /[\p{L}\p{N}]/u.test(g));
    if (letters.length === 0) return fail('Enter a word or sentence to check, such as “racecar”.');
    const yes = letters.join('') === [...letters].reverse().join('');
    return ok(yes ? 'Yes: a palindrome' : 'No: not a palindrome', [
      { label: 'Letters and digits compared', value: letters.join('') },
    ]);
  },
  anagram: ({ first = '', second = '' }) => {
    const key = (s: string) =>
      graphemes(removeAccents(s).toLowerCase())
        .filter((g) => /[\p{L}\p{N}]/u.test(g))
        .sort()
        .join('');
    if (key(first) === '' || key(second) === '')
      return fail('Enter two words or phrases to compare, such as “listen” and “silent”.');
    return ok(key(first) === key(second) ? 'Yes: anagrams' : 'No: not anagrams', [
      { label: 'First, letters sorted', value: key(first) },
      { label: 'Second, letters sorted', value: key(second) },
    ]);
  },
  readability: ({ input = '' }, _c, params) => readability(input, params.measure ?? ''),
  summarize: ({ input = '', sentences: count }) => {
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
  keywords: ({ input = '', count }) => {
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
  fancy: ({ input = '' }, _c, params) => {
    const out = styleText(input, params.style ?? '');
    return out === null ? fail('This tool is not set up correctly.') : ok(out);
  },
  upsideDown: ({ input = '' }) =>
    ok(
      graphemes(input.replace(/\r\n?/g, '\n'))
        .reverse()
        .map((g) => UPSIDE_DOWN[g] ?? UPSIDE_DOWN[g.toLowerCase()] ?? g)
        .join(''),
    ),
};

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

function shuffle<T>(list: T[], context: ToolContext): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(context.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function wrapLine(line: string, width: number): string {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (current === '') current = word;
    else if ([...current].length + 1 + [...word].length <= width) current += ` ${word}`;
    else {
      out.push(current);
      current = word;
    }
  }
  out.push(current);
  return out.join('\n');
}

const LIGATURES: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

/** Strips combining diacritics (U+0300–U+036F) after canonical decomposition, and spells out letters that do not decompose (ß, æ, ø, ł …). */
export function removeAccents(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞæÆœŒøØłŁđĐħĦıþÞðÐ]/g, (ch) => LIGATURES[ch]!)
    .normalize('NFC');
}

/**
 * Most changes (added plus removed tokens) a diff searches for. Myers's diff, as jsdiff runs it, costs
 * about the square of this whatever the text's length: 1,000 keeps a run to a fraction of a second.
 */
const MAX_EDITS = 1000;

/**
 * Line-by-line diff as blocks of kept (' '), removed ('-') and added ('+') lines. Lines shared at the
 * start and end are set aside first; if the rest needs more than MAX_EDITS changes, it is given as
 * all removed then all added (still a true diff, not the shortest) and `exact` is false.
 */
function lineBlocks(
  a: readonly string[],
  b: readonly string[],
): { blocks: Array<{ mark: ' ' | '-' | '+'; lines: string[] }>; exact: boolean } {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const blocks: Array<{ mark: ' ' | '-' | '+'; lines: string[] }> = [];
  const push = (mark: ' ' | '-' | '+', lines: string[]) => {
    if (lines.length) blocks.push({ mark, lines });
  };
  push(' ', a.slice(0, head));
  const parts = diffArrays(midA, midB, { maxEditLength: MAX_EDITS });
  if (parts) for (const p of parts) push(p.added ? '+' : p.removed ? '-' : ' ', p.value);
  else {
    push('-', midA);
    push('+', midB);
  }
  push(' ', a.slice(a.length - tail));
  return { blocks, exact: parts !== undefined };
}

/**
 * An e-mail address: a local part of RFC 5322's atom characters (so user+mailbox/department=shipping
 * stays whole) and any letters (RFC 6531: 用户, θσερ), dots inside; then a domain of letters, marks
 * and digits, or an address literal ([127.0.0.1], [IPv6:…]). A match starts only where a local part
 * can start, and bounded parts (RFC 5321: 64 characters before the @, labels of 63) keep the
 * search linear on any text.
 */
const EMAIL =
  /(?<![\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-])[\p{L}\p{M}\p{N}!#$%&*+/=?^_`{|}~-](?:[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]|\.(?!\.)){0,63}(?<!\.)@(?:[\p{L}\p{M}\p{N}-]{1,63}(?:\.[\p{L}\p{M}\p{N}-]{1,63}){0,8}\.[\p{L}\p{M}]{2,24}(?![\p{L}\p{M}\p{N}-])|\[(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\]|\[IPv6:[0-9A-Fa-f:.]{2,45}\])/gu;

function trimUrl(url: string): string {
  let u = url.replace(/[.,;:!?]+$/, '');
  // A closing bracket belongs to the link only when the link opened one.
  while (/[)\]]$/.test(u) && (u.match(/[([]/g)?.length ?? 0) < (u.match(/[)\]]/g)?.length ?? 0))
    u = u.slice(0, -1).replace(/[.,;:!?]+$/, '');
  return u;
}

function listOrNone(found: readonly string[], what: string, unique = true): ToolResult {
  const list = unique ? [...new Set(found)] : [...found];
  if (list.length === 0) return ok(`No ${what} found.`, [{ label: 'Found', value: '0' }]);
  return ok(list.join('\n'), [{ label: 'Found', value: String(list.length) }]);
}

export const run: Engine = (tool, values, context): ToolResult => {
  const op = OPS[tool.params.operation ?? ''];
  if (!op) return fail('This tool is not set up correctly.');
  for (const [key, value] of Object.entries(values)) {
    if (value.length > MAX_INPUT)
      return fail(`The ${key === 'input' ? 'text' : key} is too long: up to a million characters.`);
  }
  return op(values, context, tool.params);
};

/** The operations this engine handles, by the name its rows give in `params.operation` (checked by families/registry.test.ts). */
export const operations: Readonly<Record<string, unknown>> = OPS;
