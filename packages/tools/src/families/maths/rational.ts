/**
 * Exact rational numbers on BigInt: what the fraction, rounding, notation and equation tools
 * compute with, so 1.005 rounds to 1.01 and 0.1 + 0.2 is 3/10. Every value is kept reduced with
 * a positive denominator.
 */
import { InputError } from '../calcKit';

export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

export const abs = (x: bigint): bigint => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function rat(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new InputError('That would divide by zero. Use a value that is not 0.');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const ZERO = rat(0n);
export const ONE = rat(1n);
export const add = (a: Rational, b: Rational) => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => {
  if (b.n === 0n) throw new InputError('That would divide by zero. Use a value that is not 0.');
  return rat(a.n * b.d, a.d * b.n);
};
export const neg = (a: Rational) => rat(-a.n, a.d);
export const isZero = (a: Rational) => a.n === 0n;
export const cmp = (a: Rational, b: Rational) => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const toNumber = (a: Rational) => Number(a.n) / Number(a.d) || bigRatio(a);

/** For huge numerators and denominators, where Number() of each overflows. */
function bigRatio(a: Rational): number {
  if (a.n === 0n) return 0;
  const shift = BigInt(Math.max(0, a.d.toString().length - 300));
  const shiftN = BigInt(Math.max(0, abs(a.n).toString().length - 300));
  const n = Number(a.n / 10n ** shiftN);
  const d = Number(a.d / 10n ** shift);
  return (n / d) * 10 ** (Number(shiftN) - Number(shift));
}

/** Floor of a rational, as a BigInt. */
export function floor(a: Rational): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

const MAX_DIGITS = 400;
const MAX_EXPONENT = 1000;

/**
 * Reads a decimal exactly: "12.5", "-0.125", "1,234.5", "1.5e-3". Throws an InputError with
 * `label` when it is not a number or is unreasonably long.
 */
export function parseDecimal(text: string, label: string, example = '12.5'): Rational {
  let cleaned = text.trim().replace(/[\s_]/g, '');
  if (cleaned.length > MAX_DIGITS) throw new InputError(`The ${label} is too long: up to ${MAX_DIGITS} characters.`);
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?(e[+-]?\d+)?$/i.test(cleaned)) cleaned = cleaned.replace(/,/g, '');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(cleaned);
  if (!match || !/\d/.test(`${match[2] ?? ''}${match[3] ?? ''}`))
    throw new InputError(`Enter the ${label} as a number, such as ${example}.`);
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT)
    throw new InputError(
      `The ${label} is too large or too small: keep the exponent between −${MAX_EXPONENT} and ${MAX_EXPONENT}.`,
    );
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = exponent - fraction.length;
  const value = scale >= 0 ? rat(digits * 10n ** BigInt(scale)) : rat(digits, 10n ** BigInt(-scale));
  return sign === '-' ? neg(value) : value;
}

/**
 * Reads a fraction, a mixed number or a decimal: "3/4", "-1 1/2", "2.5", "7". Throws an
 * InputError naming `label`.
 */
export function parseFraction(text: string, label: string, example = '3/4'): Rational {
  const s = text.trim();
  const bad = () =>
    new InputError(`Enter the ${label} as a fraction such as ${example}, a mixed number such as 1 1/2, or a decimal.`);
  if (s === '' || s.length > MAX_DIGITS) throw bad();
  const mixed = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (mixed) {
    const [, sign, whole, n, d] = mixed;
    if (BigInt(d!) === 0n) throw new InputError(`The denominator of the ${label} cannot be 0.`);
    const value = add(rat(BigInt(whole!)), rat(BigInt(n!), BigInt(d!)));
    return sign === '-' ? neg(value) : value;
  }
  const simple = /^([+-]?[\d.]+(?:e[+-]?\d+)?)\s*\/\s*([+-]?[\d.]+(?:e[+-]?\d+)?)$/i.exec(s);
  if (simple) {
    const top = parseDecimal(simple[1]!, label, example);
    const bottom = parseDecimal(simple[2]!, label, example);
    if (isZero(bottom)) throw new InputError(`The denominator of the ${label} cannot be 0.`);
    return div(top, bottom);
  }
  try {
    return parseDecimal(s, label, example);
  } catch {
    throw bad();
  }
}

/** "3/4", "-7", "11/4". */
export function fractionText(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** "2 3/4", "-1 1/2", "3", "3/4". */
export function mixedText(a: Rational): string {
  const whole = a.n / a.d;
  const rest = abs(a.n % a.d);
  if (rest === 0n) return whole.toString();
  if (whole === 0n) return fractionText(a);
  return `${whole} ${rest}/${a.d}`;
}

/** Whether a rational has a finite decimal expansion (its denominator is 2^a·5^b). */
export function terminates(a: Rational): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** A terminating rational written out exactly ("0.125", "-12.5", "3"). */
export function exactDecimal(a: Rational): string {
  let places = 0;
  let d = a.d;
  while (d !== 1n) {
    const g = gcd(d, 10n);
    if (g === 1n) throw new Error('not a terminating decimal');
    d /= g;
    places++;
  }
  // 10^places is a multiple of a.d
  const scaled = (a.n * 10n ** BigInt(places)) / a.d;
  return shiftDecimal(scaled, places);
}

/** The integer `digits` divided by 10^places, written out ("12345", 2 → "123.45"). */
export function shiftDecimal(value: bigint, places: number): string {
  const negative = value < 0n;
  let s = abs(value).toString();
  if (places > 0) {
    s = s.padStart(places + 1, '0');
    s = `${s.slice(0, -places)}.${s.slice(-places)}`;
  }
  return `${negative && /[1-9]/.test(s) ? '-' : ''}${s}`;
}

export type RoundingMode = 'half-up' | 'half-even' | 'ceiling' | 'floor' | 'truncate';

/** Rounds a rational to an integer by `mode` ('half-up' = half away from zero). */
export function roundRational(a: Rational, mode: RoundingMode): bigint {
  const down = floor(a);
  const frac = sub(a, rat(down));
  if (isZero(frac)) return down;
  switch (mode) {
    case 'floor':
      return down;
    case 'ceiling':
      return down + 1n;
    case 'truncate':
      return a.n < 0n ? down + 1n : down;
    case 'half-up':
    case 'half-even': {
      const c = cmp(frac, rat(1n, 2n));
      if (c < 0) return down;
      if (c > 0) return down + 1n;
      if (mode === 'half-even') return down % 2n === 0n ? down : down + 1n;
      return a.n < 0n ? down : down + 1n;
    }
  }
}

/** Rounds to `places` decimal places (0 or more), written with exactly that many decimals. */
export function roundToPlaces(a: Rational, places: number, mode: RoundingMode = 'half-up'): string {
  const scale = 10n ** BigInt(places);
  return shiftDecimal(roundRational(mul(a, rat(scale)), mode), places);
}

/** The position of the leading digit: 10^k ≤ |a| < 10^(k+1). `a` must not be zero. */
export function magnitude(a: Rational): number {
  const n = abs(a.n);
  let k = n.toString().length - a.d.toString().length;
  const ten = (p: number) => (p >= 0 ? rat(10n ** BigInt(p)) : rat(1n, 10n ** BigInt(-p)));
  const positive = rat(n, a.d);
  while (cmp(positive, ten(k)) < 0) k--;
  while (cmp(positive, ten(k + 1)) >= 0) k++;
  return k;
}

/**
 * Rounds to `sig` significant figures (half away from zero), keeping significant trailing zeros:
 * 2.996 → "3.00", 123456 → "123000". Returns the digits and the power of ten of the first digit.
 */
export function roundSignificant(a: Rational, sig: number): { text: string; mantissa: string; exponent: number } {
  if (isZero(a))
    return {
      text: sig > 1 ? `0.${'0'.repeat(sig - 1)}` : '0',
      mantissa: sig > 1 ? `0.${'0'.repeat(sig - 1)}` : '0',
      exponent: 0,
    };
  let k = magnitude(a);
  const places = sig - 1 - k;
  const scaled = places >= 0 ? mul(a, rat(10n ** BigInt(places))) : div(a, rat(10n ** BigInt(-places)));
  let digits = roundRational(scaled, 'half-up');
  // Rounding can carry into a new digit (9.99 → 10.0): one more power of ten, one digit fewer.
  let p = places;
  if (abs(digits).toString().length > sig) {
    k++;
    p--;
    digits /= 10n;
  }
  const text = p >= 0 ? shiftDecimal(digits, p) : `${digits}${'0'.repeat(-p)}`;
  const negative = digits < 0n;
  const body = abs(digits).toString();
  const mantissa = `${negative ? '-' : ''}${body[0]}${body.length > 1 ? `.${body.slice(1)}` : ''}`;
  return { text, mantissa, exponent: k };
}

/**
 * A rational as a decimal: exact when it terminates within `maxPlaces`, otherwise rounded to
 * `significant` significant figures with trailing zeros dropped. The whole part is never
 * rounded: 12345678901234567/3 is 4115226300411522.33333, not 4115226300410000.
 */
export function decimalText(a: Rational, significant = 12, maxPlaces = 30): string {
  if (terminates(a)) {
    const exact = exactDecimal(a);
    const places = exact.includes('.') ? exact.length - exact.indexOf('.') - 1 : 0;
    if (places <= maxPlaces) return exact;
  }
  const { text } = roundSignificant(a, isZero(a) ? significant : Math.max(significant, magnitude(a) + 1 + 5));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The repeating form of a rational's decimal: "0.1(6)", "0.(142857)", "2.5". Null if the period is over `maxPeriod` digits. */
export function repeatingDecimal(a: Rational, maxPeriod = 2000): string | null {
  const negative = a.n < 0n;
  const n = abs(a.n);
  const whole = n / a.d;
  let rest = n % a.d;
  if (rest === 0n) return `${negative ? '-' : ''}${whole}`;
  const seen = new Map<bigint, number>();
  let digits = '';
  while (rest !== 0n && !seen.has(rest)) {
    if (digits.length > maxPeriod) return null;
    seen.set(rest, digits.length);
    rest *= 10n;
    digits += (rest / a.d).toString();
    rest %= a.d;
  }
  const body = rest === 0n ? digits : `${digits.slice(0, seen.get(rest))}(${digits.slice(seen.get(rest))})`;
  return `${negative ? '-' : ''}${whole}.${body}`;
}
