/** numberBases: reading and writing numbers in bases 2 to 36, exactly (BigInt), with a fraction after the point. */

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

/** Fraction digits written at most, when a fraction does not end in the target base (0.1 in binary). */
export const MAX_FRACTION_DIGITS = 32;

/** A number with a fraction, exactly: its sign, its whole part, and numerator / denominator of the rest. */
interface Fractional {
  negative: boolean;
  whole: bigint;
  numerator: bigint;
  denominator: bigint;
}

/** Parses a number in `radix` with an optional fraction after one point ("10.1" in binary is 2.5). */
export function parseFractional(text: string, radix: number): Fractional | string {
  const [wholeText = '', fractionText, ...more] = text.trim().split('.');
  if (more.length > 0) return 'Write at most one point, such as 10.1.';
  if (fractionText === undefined) {
    const value = parseInBase(wholeText, radix);
    if (typeof value === 'string') return value;
    return { negative: value < 0n, whole: value < 0n ? -value : value, numerator: 0n, denominator: 1n };
  }
  const sign = wholeText.trim().match(/^[-+]/)?.[0] ?? '';
  const whole = /^[-+]?\s*$/.test(wholeText) ? 0n : parseInBase(wholeText, radix);
  if (typeof whole === 'string') return whole;
  const digits = fractionText.replace(/[\s_]/g, '');
  if (digits === '') return `Write the digits after the point, such as 10.1.`;
  const numerator = parseInBase(digits, radix);
  if (typeof numerator === 'string') return numerator;
  return {
    negative: sign === '-' || whole < 0n,
    whole: whole < 0n ? -whole : whole,
    numerator,
    denominator: BigInt(radix) ** BigInt(digits.length),
  };
}

/** Writes a Fractional in `radix`: exact when the fraction ends there, else MAX_FRACTION_DIGITS digits and "…". */
export function writeFractional(value: Fractional, radix: number): string {
  const big = BigInt(radix);
  let rest = value.numerator;
  let digits = '';
  while (rest !== 0n && digits.length < MAX_FRACTION_DIGITS) {
    rest *= big;
    digits += (rest / value.denominator).toString(radix);
    rest %= value.denominator;
  }
  digits = digits.replace(/0+$/, '');
  const whole = value.whole.toString(radix);
  const text = `${whole}${digits ? `.${digits}` : ''}${rest !== 0n ? '…' : ''}`.toUpperCase();
  return value.negative && text !== '0' ? `-${text}` : text;
}
