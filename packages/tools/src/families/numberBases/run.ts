import type { Engine, ToolResult } from '../../types';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE_NAMES: Record<string, string> = { '2': 'binary', '8': 'octal', '10': 'decimal', '16': 'hexadecimal' };
const EXAMPLES: Record<string, string> = { '2': '101010', '8': '52', '10': '42', '16': '2A' };

/** Parses an integer written in `radix` (an optional sign, 0x/0b/0o prefixes, spaces and underscores between digits). */
export function parseInBase(text: string, radix: number): bigint | string {
  let s = text.trim().replace(/[\s_]/g, '').toLowerCase();
  if (s === '') return `Enter a ${BASE_NAMES[radix] ?? `base-${radix}`} number, such as ${EXAMPLES[radix] ?? '42'}.`;
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  const prefix = { 16: '0x', 2: '0b', 8: '0o' }[radix];
  if (prefix && s.startsWith(prefix)) s = s.slice(2);
  if (s.length > 4096) return 'That number is too long: up to 4,096 digits.';
  let value = 0n;
  const big = BigInt(radix);
  for (const ch of s) {
    const digit = DIGITS.indexOf(ch);
    if (digit < 0 || digit >= radix)
      return `“${ch}” is not a ${BASE_NAMES[radix] ?? `base-${radix}`} digit. Use ${DIGITS.slice(0, radix).toUpperCase().split('').join(', ')}.`;
    value = value * big + BigInt(digit);
  }
  if (s === '') return `Enter a ${BASE_NAMES[radix] ?? `base-${radix}`} number, such as ${EXAMPLES[radix] ?? '42'}.`;
  return negative ? -value : value;
}

/** Most digits written after the point when a fraction does not end in the target base (0.1 in binary). */
export const MAX_FRACTION_DIGITS = 64;

/**
 * A number written in `from` (an optional fraction after a point: 10.1 in binary is 2.5) written
 * in `to`, exactly: the fraction is a ratio of integers, multiplied out digit by digit. A fraction
 * that never ends in `to` stops after MAX_FRACTION_DIGITS digits, marked with “…”.
 */
export function convertBase(text: string, from: number, to: number): ToolResult {
  const fail = (error: string): ToolResult => ({ ok: false, error });
  const [whole = '', fraction, extra] = text.trim().split('.');
  if (fraction === undefined) {
    const value = parseInBase(whole, from);
    return typeof value === 'string' ? fail(value) : { ok: true, text: value.toString(to).toUpperCase() };
  }
  if (extra !== undefined) return fail('A number has at most one point: check the digits after the first.');
  const sign = /^\s*-/.test(whole) ? '-' : '';
  const digits = fraction.replace(/[\s_]/g, '');
  const intPart = /^\s*[-+]?\s*$/.test(whole) ? 0n : parseInBase(whole, from);
  if (typeof intPart === 'string') return fail(intPart);
  if (digits === '')
    return fail(`Write digits after the point, such as ${whole.trim() || '0'}.1, or leave the point out.`);
  if (/^[-+]/.test(digits)) return fail('Put the sign before the number, not after the point.');
  // The fraction's digits as an integer over from^length, checked digit by digit like the whole part.
  const numerator = parseInBase(digits, from);
  if (typeof numerator === 'string') return fail(numerator);
  const denominator = BigInt(from) ** BigInt(digits.length);
  const magnitude = intPart < 0n ? -intPart : intPart;
  let rest = numerator;
  let out = '';
  const base = BigInt(to);
  while (rest !== 0n && out.length < MAX_FRACTION_DIGITS) {
    rest *= base;
    out += Number(rest / denominator).toString(to);
    rest %= denominator;
  }
  const written = `${magnitude.toString(to)}.${out === '' ? '0' : out}${rest !== 0n ? '…' : ''}`.toUpperCase();
  return { ok: true, text: `${sign && (magnitude !== 0n || numerator !== 0n) ? '-' : ''}${written}` };
}

const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** Reads standard Roman numerals; anything non-standard (IIII, VX, MMMM) is refused, not guessed. */
export function fromRoman(text: string): number | null {
  const s = text.trim().toUpperCase();
  if (!/^[MDCLXVI]+$/.test(s)) return null;
  const values: Record<string, number> = { M: 1000, D: 500, C: 100, L: 50, X: 10, V: 5, I: 1 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = values[s[i]!]!;
    const next = values[s[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total >= 1 && total <= 3999 && toRoman(total) === s ? total : null;
}

export const run: Engine = (tool, values): ToolResult => {
  const input = values.input ?? '';
  switch (tool.params.operation) {
    case 'base': {
      const from = Number(tool.params.from);
      const to = Number(tool.params.to);
      return convertBase(input, from, to);
    }
    case 'to-roman': {
      const trimmed = input.trim();
      // Digits only: Number() would also read "0x10" as 16 and "1e3" as 1000.
      const n = /^\+?\d{1,4}$/.test(trimmed) ? Number(trimmed) : NaN;
      if (trimmed === '' || !Number.isInteger(n) || n < 1 || n > 3999)
        return {
          ok: false,
          error: 'Enter a whole number from 1 to 3999: Roman numerals have no zero, and standard ones stop at 3999.',
        };
      return { ok: true, text: toRoman(n) };
    }
    case 'from-roman': {
      if (input.trim() === '') return { ok: false, error: 'Enter Roman numerals, such as MCMXCIV.' };
      const n = fromRoman(input);
      if (n === null)
        return {
          ok: false,
          error: 'Those are not standard Roman numerals. Use M, D, C, L, X, V and I, such as MCMXCIV (1994).',
        };
      return { ok: true, text: String(n) };
    }
    default:
      return { ok: false, error: 'This tool is not set up correctly.' };
  }
};
