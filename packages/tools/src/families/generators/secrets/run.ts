import { formatFixed } from '../../../format';
import { WORDS } from '../words';
import {
  CHARSETS,
  SIMILAR,
  base64url,
  checked,
  fail,
  hex,
  ok,
  pick,
  shuffle,
  uniformInt,
  whole,
  generatorEngine,
  type GeneratorOperations,
} from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'password-generator': ({ length, upper, lower, digits, symbols, excludeSimilar, count }, context) => {
    const len = whole(length, 'the length', 4, 256);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 100);
    if (typeof n === 'string') return fail(n);
    const sets = (
      [
        [upper, CHARSETS.upper],
        [lower, CHARSETS.lower],
        [digits, CHARSETS.digits],
        [symbols, CHARSETS.symbols],
      ] as const
    )
      .filter(([on]) => checked(on))
      .map(([, chars]) => [...(checked(excludeSimilar) ? chars.replace(SIMILAR, '') : chars)]);
    if (sets.length === 0)
      return fail('Tick at least one kind of character: capitals, small letters, digits or symbols.');
    const pool = sets.flat();
    // One from each chosen kind, the rest from all of them, then shuffled.
    const one = () =>
      shuffle(
        [...sets.map((s) => pick(s, context)), ...Array.from({ length: len - sets.length }, () => pick(pool, context))],
        context,
      ).join('');
    const list = Array.from({ length: n }, one);
    return ok(list.join('\n'), [
      { label: 'Characters to choose from', value: String(pool.length) },
      { label: 'Strength (about)', value: `${formatFixed(len * Math.log2(pool.length), 0)} bits` },
    ]);
  },
  'passphrase-generator': ({ words, separator = '-', capitalise, number }, context) => {
    const n = whole(words, 'the number of words', 3, 20);
    if (typeof n === 'string') return fail(n);
    const list = Array.from({ length: n }, () => pick(WORDS, context)).map((w) =>
      checked(capitalise) ? w[0]!.toUpperCase() + w.slice(1) : w,
    );
    if (checked(number)) list.push(String(uniformInt(context, 100)));
    const bits = n * Math.log2(WORDS.length) + (checked(number) ? Math.log2(100) : 0);
    return ok(list.join(separator), [
      { label: 'Words in the list', value: String(WORDS.length) },
      { label: 'Strength', value: `${formatFixed(bits, 0)} bits` },
    ]);
  },
  'pin-generator': ({ length, count }, context) => {
    const len = whole(length, 'the number of digits', 3, 12);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 100);
    if (typeof n === 'string') return fail(n);
    return ok(
      Array.from({ length: n }, () => Array.from({ length: len }, () => String(uniformInt(context, 10))).join('')).join(
        '\n',
      ),
    );
  },
  'random-hex-generator': ({ bytes, uppercase }, context) => {
    const n = whole(bytes, 'the number of bytes', 1, 1024);
    if (typeof n === 'string') return fail(n);
    const h = hex(context.randomBytes(n));
    return ok(checked(uppercase) ? h.toUpperCase() : h, [
      { label: 'Length', value: `${n * 2} hex digits (${n * 8} bits)` },
    ]);
  },
  'secret-key-generator': ({ bytes }, context) => {
    const n = whole(bytes, 'the number of bytes', 16, 512);
    if (typeof n === 'string') return fail(n);
    return ok(base64url(context.randomBytes(n)), [{ label: 'Strength', value: `${n * 8} bits` }]);
  },
  'random-string-generator': ({ length, charset = 'alphanumeric', count }, context) => {
    const len = whole(length, 'the length', 1, 10_000);
    if (typeof len === 'string') return fail(len);
    const n = whole(count, 'how many', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const chars = {
      alphanumeric: CHARSETS.upper + CHARSETS.lower + CHARSETS.digits,
      letters: CHARSETS.upper + CHARSETS.lower,
      lower: CHARSETS.lower + CHARSETS.digits,
      digits: CHARSETS.digits,
      hex: '0123456789abcdef',
    }[charset];
    if (!chars) return fail('Choose which characters to use from the list.');
    if (len * n > 1_000_000) return fail('That is more than a million characters. Ask for fewer or shorter strings.');
    return ok(
      Array.from({ length: n }, () => Array.from({ length: len }, () => pick([...chars], context)).join('')).join('\n'),
    );
  },
} satisfies GeneratorOperations<typeof rows>;

export const run = generatorEngine(operations);
