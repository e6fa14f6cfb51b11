/**
 * Exact rational arithmetic (BigInt numerator over denominator) for unit conversion. Defined
 * factors such as 1 in = 0.0254 m or 1 lb = 0.45359237 kg are held exactly, so a chain of them
 * (1 psi = 1 lbf / in² = 0.45359237 × 9.80665 / 0.0254² Pa) loses nothing, and an answer is rounded
 * once, at the end, to the catalogue's six significant digits. Only π (radians) is an
 * approximation, to 40 digits.
 */

/** A rational number n/d, with d > 0 and the fraction in lowest terms. */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (a: bigint) => (a < 0n ? -a : a);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d in lowest terms; d must not be 0. */
export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('division by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
}

export const ZERO = q(0);
export const ONE = q(1);

/**
 * A decimal written exactly: "0.0254", "-1.5e-7", "9460730472580800". Returns null for anything
 * else. (This is how a parsed input number, written back with String(), becomes exact.)
 */
export function dec(text: string): Q | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const shift = Number(exponent) - fraction.length;
  if (!Number.isFinite(shift) || Math.abs(shift) > 4000) return null;
  let n = BigInt(`${whole}${fraction}` || '0');
  let d = 1n;
  if (shift >= 0) n *= 10n ** BigInt(shift);
  else d = 10n ** BigInt(-shift);
  return q(sign === '-' ? -n : n, d);
}

/** dec() for constants written in this code: a bad literal is a programming error. */
export function exact(text: string): Q {
  const value = dec(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
/** a ÷ b; b must not be zero. */
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const isZero = (a: Q): boolean => a.n === 0n;
export const sign = (a: Q): number => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const equals = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;
export const compare = (a: Q, b: Q): number => sign(sub(a, b));

/** Products of factors, for unit definitions such as lbf = lb × g₀. */
export const times = (...factors: Q[]): Q => factors.reduce(mul, ONE);

/** π to 40 decimal places (the only inexact constant). */
export const PI = exact('3.1415926535897932384626433832795028841971');

/** The exact value of a JavaScript number as people wrote it (its shortest decimal form). */
export function fromNumber(value: number): Q | null {
  return Number.isFinite(value) ? dec(String(value)) : null;
}

/**
 * Rounds to `significant` significant digits, halves away from zero, and returns the nearest
 * double. As in formatNumber, a whole part below 1e15 is never rounded (12,345,678 m stays
 * 12345678, not 12345700). The double's own `toPrecision(significant)` gives those digits back, so formatNumber
 * prints exactly the correctly rounded value.
 */
export function toNumber(a: Q, significant = 6): number {
  if (a.n === 0n) return 0;
  const negative = a.n < 0n;
  const num = abs(a.n);
  const den = a.d;
  // e = floor(log10(num / den))
  let e = num.toString().length - den.toString().length;
  const below = e >= 0 ? num < den * 10n ** BigInt(e) : num * 10n ** BigInt(-e) < den;
  if (below) e -= 1;
  const shift = Math.max(significant, Math.min(e + 1, 15)) - 1 - e;
  const top = shift >= 0 ? num * 10n ** BigInt(shift) : num;
  const bottom = shift >= 0 ? den : den * 10n ** BigInt(-shift);
  let digits = top / bottom;
  if (2n * (top % bottom) >= bottom) digits += 1n;
  return Number(`${negative ? '-' : ''}${digits}e${-shift}`);
}

/** True when a's decimal expansion ends (its denominator has no prime factor but 2 and 5). */
export function terminates(a: Q): boolean {
  let d = a.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

/** Significant digits of a terminating decimal (0 for zero); Infinity if it does not end. */
export function significantDigits(a: Q): number {
  if (!terminates(a)) return Infinity;
  if (a.n === 0n) return 0;
  // a × 10^k is whole once k reaches the larger of the powers of 2 and 5 in the denominator.
  let k = 0n;
  while (10n ** k % a.d !== 0n) k += 1n;
  const whole = (abs(a.n) * 10n ** k) / a.d;
  return whole.toString().replace(/0+$/, '').length;
}
