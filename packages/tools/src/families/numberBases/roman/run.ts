/** numberBases, roman: Roman numerals both ways: the code of the rows in rows.ts beside it. */
import { type Operations, topicEngine } from '../../topic';
import { fromRoman, toRoman } from '../roman';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'roman-numeral-converter': (input) => {
    const trimmed = input.trim();
    // Digits only: Number() would also read "0x10" as 16 and "1e3" as 1000.
    const n = /^\+?\d{1,4}$/.test(trimmed) ? Number(trimmed) : NaN;
    if (trimmed === '' || !Number.isInteger(n) || n < 1 || n > 3999)
      return {
        ok: false,
        error: 'Enter a whole number from 1 to 3999: Roman numerals have no zero, and standard ones stop at 3999.',
      };
    return { ok: true, text: toRoman(n) };
  },
  'roman-numerals-to-number': (input) => {
    if (input.trim() === '') return { ok: false, error: 'Enter Roman numerals, such as MCMXCIV.' };
    const n = fromRoman(input);
    if (n === null)
      return {
        ok: false,
        error: 'Those are not standard Roman numerals. Use M, D, C, L, X, V and I, such as MCMXCIV (1994).',
      };
    return { ok: true, text: String(n) };
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
