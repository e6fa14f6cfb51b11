/** text, words and characters: the code of the rows in rows.ts beside it. */
import { removeAccents } from '../shared/accents';
import {
  checked,
  codeOrder,
  collator,
  escapeRegExp,
  fail,
  MAX_OUTPUT,
  ok,
  textEngine,
  textOperations,
  wholeNumber,
} from '../shared/result';
import { graphemes, splitLines } from '../shared/words';
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

/**
 * An emoji as shown: a character drawn as emoji by default, or any pictograph with the emoji
 * selector U+FE0F (so © and ™ stay), or a keycap (a digit, # or * with U+20E3, which takes its base
 * with it while plain digits stay), with skin tones, tags and ZWJ joins; and the spaces before it,
 * so "job 👍 team" becomes "job team".
 */
const EMOJI =
  /[ \t]*(?:[0-9#*]\uFE0F?\u20E3|\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)(?:\p{Emoji_Modifier}|\uFE0F|\u20E3|[\u{E0020}-\u{E007F}]|\u200D(?:\p{Emoji_Presentation}|\p{Extended_Pictographic})\uFE0F?)*/gu;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'reverse-text': ({ input = '' }) => ok(graphemes(input).reverse().join('')),
  'reverse-words': ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.trim().split(/\s+/).reverse().join(' '))
        .join('\n'),
    ),
  'sort-words-alphabetically': ({ input = '' }) => {
    const list = input.trim().split(/\s+/).filter(Boolean);
    const c = collator();
    return ok(list.sort((a, b) => c.compare(a, b) || codeOrder(a, b)).join(' '));
  },
  'remove-duplicate-words': ({ input = '' }) => {
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
  'find-and-replace': ({ input = '', find = '', replace = '', mode = 'text', caseSensitive }) => {
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
  'text-repeater': ({ input = '', times, separator = 'newline' }) => {
    const n = wholeNumber(times, 'times', 1, 10_000, 3);
    if (typeof n === 'string') return fail(n);
    if (input === '') return fail('Enter the text to repeat.');
    const sep = separator === 'space' ? ' ' : separator === 'none' ? '' : '\n';
    if ((input.length + sep.length) * n > MAX_OUTPUT)
      return fail('That would be more than a million characters. Repeat it fewer times.');
    return ok(Array.from({ length: n }, () => input).join(sep));
  },
  'whitespace-cleaner': ({ input = '' }) =>
    ok(
      input
        .split('\n')
        .map((line) => line.replace(/[\t\v\f\p{Zs}]+/gu, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    ),
  'remove-accents': ({ input = '' }) => ok(removeAccents(input)),
  'remove-punctuation': ({ input = '' }) =>
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
  'remove-emojis': ({ input = '' }) =>
    ok(
      splitLines(input)
        .map((l) => l.replace(EMOJI, '').trim())
        .join('\n'),
    ),
  'smart-quotes-to-straight-quotes': ({ input = '' }) => ok(input.replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, '"')),
  'slug-generator': ({ input = '' }) => {
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
});

export const run = textEngine(operations);
