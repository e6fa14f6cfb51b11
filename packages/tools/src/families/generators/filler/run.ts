import { parseNumber } from '../../../format';
import { WORDS } from '../words';
import {
  CHARSETS,
  checked,
  fail,
  integerBetween,
  lorem,
  ok,
  pick,
  whole,
  generatorEngine,
  type GeneratorOperations,
} from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'lorem-ipsum-generator': ({ count, unit = 'paragraphs', startWithLorem }, context) => {
    const max = unit === 'words' ? 10_000 : unit === 'sentences' ? 1000 : 100;
    const n = whole(count, `how many ${unit === 'words' || unit === 'sentences' ? unit : 'paragraphs'}`, 1, max);
    if (typeof n === 'string') return fail(n);
    return ok(lorem(context, unit, n, checked(startWithLorem)));
  },
  'random-word-generator': ({ count }, context) => {
    const n = whole(count, 'how many words', 1, 1000);
    if (typeof n === 'string') return fail(n);
    return ok(Array.from({ length: n }, () => pick(WORDS, context)).join('\n'));
  },
  'random-letter-generator': ({ count, letterCase = 'upper' }, context) => {
    const n = whole(count, 'how many letters', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const chars =
      letterCase === 'lower'
        ? CHARSETS.lower
        : letterCase === 'both'
          ? CHARSETS.upper + CHARSETS.lower
          : CHARSETS.upper;
    return ok(Array.from({ length: n }, () => pick([...chars], context)).join(' '));
  },
  'random-date-generator': ({ start = '', end = '', count }, context) => {
    const n = whole(count, 'how many dates', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const day = (s: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) &&
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
        ? Date.parse(`${s}T00:00:00Z`) / 86_400_000
        : null;
    const a = day(start.trim());
    const b = day(end.trim());
    if (a === null || b === null) return fail('Enter the first and last dates as YYYY-MM-DD, such as 2025-01-01.');
    if (a > b) return fail('The first date must not be after the last date.');
    return ok(
      Array.from({ length: n }, () =>
        new Date(integerBetween(context, a, b) * 86_400_000).toISOString().slice(0, 10),
      ).join('\n'),
    );
  },
  'number-sequence-generator': ({ start, end, step, separator = 'newline' }) => {
    const a = parseNumber(start ?? '');
    const b = parseNumber(end ?? '');
    const s = parseNumber(step ?? '');
    if (
      a === null ||
      b === null ||
      s === null ||
      !Number.isSafeInteger(a) ||
      !Number.isSafeInteger(b) ||
      !Number.isSafeInteger(s)
    )
      return fail('Enter whole numbers to start, end and step by, such as 1, 100 and 1.');
    if (s === 0) return fail('The step cannot be 0. Use a negative step to count down.');
    if ((b - a) / s < 0) return fail(`Counting from ${a} by ${s} never reaches ${b}. Change the sign of the step.`);
    const count = Math.floor((b - a) / s) + 1;
    if (count > 100_000) return fail('That would be more than 100,000 numbers. Use a bigger step or a shorter range.');
    const sep = separator === 'comma' ? ', ' : separator === 'space' ? ' ' : '\n';
    return ok(Array.from({ length: count }, (_, i) => String(a + i * s)).join(sep), [
      { label: 'Numbers', value: String(count) },
    ]);
  },
} satisfies GeneratorOperations<typeof rows>;

export const run = generatorEngine(operations);
