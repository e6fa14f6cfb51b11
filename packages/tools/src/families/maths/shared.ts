import { formatNumber } from '../../format';
import { InputError, type Values } from '../calcKit';
import { factorise } from './primes';
import {
  abs,
  decimalText,
  div,
  exactDecimal,
  fractionText,
  isZero,
  mul,
  neg,
  ONE,
  parseDecimal,
  parseFraction,
  rat,
  sub,
  terminates,
  ZERO,
  type Rational,
} from './rational';

/** Twelve significant digits: what the floating-point tools print (enough to hide binary noise). */
export const num12 = (x: number) => formatNumber(x, 12);

/** √r when it is rational (both n and d perfect squares), else undefined. r ≥ 0. */
export function rationalSqrt(r: Rational): Rational | undefined {
  const isqrt = (x: bigint): bigint => {
    if (x < 2n) return x;
    let y = BigInt(Math.floor(Math.sqrt(Number(x))));
    while (y * y > x) y -= 1n;
    while ((y + 1n) * (y + 1n) <= x) y += 1n;
    // Newton's method for numbers beyond a double's precision.
    for (let next = (y + x / y) / 2n; next < y; next = (y + x / y) / 2n) y = next;
    return y;
  };
  const n = isqrt(r.n);
  const d = isqrt(r.d);
  return n * n === r.n && d * d === r.d ? rat(n, d) : undefined;
}

/** Exact when the decimal terminates; otherwise the fraction and its decimal. */
export function exactText(r: Rational): string {
  return terminates(r) && exactDecimal(r).length <= 40 ? exactDecimal(r) : `${fractionText(r)} ≈ ${decimalText(r)}`;
}

/** A matrix entry: a terminating decimal, or a fraction. */
export function entryText(r: Rational): string {
  return terminates(r) && exactDecimal(r).length <= 40 ? exactDecimal(r) : fractionText(r);
}

export const inputOf = (v: Values) => v.input ?? '';

export function readInteger(
  text: string,
  label: string,
  { min = 0n, max }: { min?: bigint; max?: bigint } = {},
): bigint {
  const value = parseDecimal(text, label, '12');
  if (value.d !== 1n) throw new InputError(`Enter the ${label} as a whole number, such as 12.`);
  if (value.n < min) throw new InputError(`The ${label} must be at least ${min}.`);
  if (max !== undefined && value.n > max)
    throw new InputError(
      `The ${label} must be at most ${max.toString().length > 7 ? `10^${max.toString().length - 1}` : max}.`,
    );
  return value.n;
}

/** Whole numbers separated by commas or spaces (at least two). */
export function readIntegers(text: string, label: string): bigint[] {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  if (items.length < 2) throw new InputError(`Enter at least two whole numbers, separated by commas, such as 12, 18.`);
  if (items.length > 1000) throw new InputError('That is too many numbers: up to 1,000 at a time.');
  return items.map((item) => {
    if (!/^[+-]?\d{1,100}$/.test(item))
      throw new InputError(`“${item.slice(0, 30)}” is not a whole number. Enter ${label} such as 12, 18, 24.`);
    return BigInt(item);
  });
}

export function readPercent(text: string): Rational {
  return parseDecimal(text.trim().replace(/%$/, ''), 'percentage', '12.5');
}

/** √n = outside·√inside with inside square-free (n a non-negative integer up to 10^18). */
export function surd(n: bigint): { outside: bigint; inside: bigint } {
  let outside = 1n;
  let inside = 1n;
  if (n === 0n) return { outside: 0n, inside: 1n };
  const counts = new Map<bigint, number>();
  for (const f of factorise(n)) counts.set(f, (counts.get(f) ?? 0) + 1);
  for (const [p, k] of counts) {
    outside *= p ** BigInt(Math.floor(k / 2));
    if (k % 2) inside *= p;
  }
  return { outside, inside };
}

export function factorial(n: number): bigint {
  let result = 1n;
  for (let k = 2n; k <= BigInt(n); k++) result *= k;
  return result;
}

export function permutations(n: bigint, r: bigint): bigint {
  let result = 1n;
  for (let k = n - r + 1n; k <= n; k++) result *= k;
  return result;
}

export function combinations(n: bigint, r: bigint): bigint {
  const k = r > n - r ? n - r : r;
  let result = 1n;
  for (let i = 1n; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

export function digitsNote(value: bigint): string {
  return `${abs(value).toString().length} digit${abs(value).toString().length === 1 ? '' : 's'}`;
}

/** A matrix typed one row per line, entries separated by spaces or commas. */
export function readMatrix(text: string, label: string): Rational[][] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(/[\s,;]+/).filter(Boolean));
  if (rows.length === 0)
    throw new InputError(
      `Enter ${label}, one row per line with numbers separated by spaces, such as 1 2 on one line and 3 4 on the next.`,
    );
  if (rows.length > 8 || rows.some((r) => r.length > 8)) throw new InputError('Matrices can be up to 8 × 8 here.');
  if (rows.some((r) => r.length !== rows[0]!.length))
    throw new InputError(`Every row of ${label} needs the same number of entries.`);
  return rows.map((r) => r.map((cell) => parseFraction(cell, `entry “${cell.slice(0, 20)}” of ${label}`, '3/4')));
}

export function matrixText(m: readonly (readonly Rational[])[]): string {
  return m.map((r) => r.map(entryText).join('\t')).join('\n');
}

/** Gauss–Jordan on an augmented matrix; returns the reduced matrix and the determinant of the left square part. */
export function gaussJordan(rows: Rational[][], width: number): { reduced: Rational[][]; det: Rational } {
  const m = rows.map((r) => [...r]);
  const size = m.length;
  let det = ONE;
  for (let col = 0; col < size; col++) {
    const pivot = m.findIndex((r, i) => i >= col && !isZero(r[col]!));
    if (pivot < 0) return { reduced: m, det: ZERO };
    if (pivot !== col) {
      [m[col], m[pivot]] = [m[pivot]!, m[col]!];
      det = neg(det);
    }
    const p = m[col]![col]!;
    det = mul(det, p);
    m[col] = m[col]!.map((x) => div(x, p));
    for (let i = 0; i < size; i++) {
      if (i === col || isZero(m[i]![col]!)) continue;
      const factor = m[i]![col]!;
      m[i] = m[i]!.map((x, j) => (j < width ? sub(x, mul(factor, m[col]![j]!)) : x));
    }
  }
  return { reduced: m, det };
}

export function readRational(v: Values, name: string, label: string, example = '3'): Rational {
  return parseDecimal(v[name] ?? '', label, example);
}

export function solveSystem(coefficients: Rational[][], names: readonly string[]): string {
  const { reduced, det } = gaussJordan(coefficients, names.length + 1);
  if (isZero(det)) {
    // Two unknowns are lines; three are planes.
    if (names.length === 2)
      throw new InputError(
        'These equations have no single solution: they are parallel (no solution) or the same line (infinitely many).',
      );
    throw new InputError(
      'These equations have no single solution: the planes they describe have no point in common (no solution) or share a whole line or plane (infinitely many).',
    );
  }
  return names.map((name, i) => `${name} = ${exactText(reduced[i]![names.length]!)}`).join(', ');
}

export const TRIG = ['sin', 'cos', 'tan', 'csc', 'sec', 'cot'] as const;
