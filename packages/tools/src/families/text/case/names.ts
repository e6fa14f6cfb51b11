/** Case conversions: naming styles (camelCase, snake_case …), title case in AP style, sentence case. */
import { ABBREVIATION, splitLines } from '../shared/words';

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

export function alternating(input: string): string {
  let i = 0;
  return [...input]
    .map((ch) => (/\p{L}/u.test(ch) ? (i++ % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase()) : ch))
    .join('');
}

export function inverse(input: string): string {
  return [...input].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
}

export const SIMPLE_CASES: Record<string, (s: string) => string> = {
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
