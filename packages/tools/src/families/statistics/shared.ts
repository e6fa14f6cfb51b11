import { InputError, readChoice, readList, type Values } from '../calcKit';

/** erf(x) for x ≥ 0: the all-positive series e^(−x²)·Σ 2^k x^(2k+1) / (1·3·…·(2k+1)) below 3, the continued fraction of erfc above. */
export function erfPositive(x: number): number {
  if (x < 3) {
    let term = x;
    let sum = x;
    for (let k = 1; k < 200 && term > sum * 1e-17; k++) {
      term *= (2 * x * x) / (2 * k + 1);
      sum += term;
    }
    return (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum;
  }
  return 1 - erfcPositive(x);
}

/** erfc(x) for x ≥ 3: e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))), evaluated from the tail. */
export function erfcPositive(x: number): number {
  let tail = x;
  for (let k = 60; k >= 1; k--) tail = x + k / 2 / tail;
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / tail;
}

/** The standard normal CDF Φ(z), accurate in both tails. */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN;
  const x = Math.abs(z) / Math.SQRT2;
  // Φ(−|z|) = erfc(x)/2, computed directly so small tails keep their digits.
  const lower = x < 3 ? (1 - erfPositive(x)) / 2 : erfcPositive(x) / 2;
  return z < 0 ? lower : 1 - lower;
}

/** Two-sided critical z for a confidence level (to seven significant figures, from the standard normal table). */
export const Z_CRITICAL: Readonly<Record<string, number>> = {
  '80': 1.281552,
  '90': 1.644854,
  '95': 1.959964,
  '98': 2.326348,
  '99': 2.575829,
  '99.9': 3.290527,
};

export const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
export const mean = (xs: readonly number[]) => sum(xs) / xs.length;

export function median(xs: readonly number[]): number {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Sum of squared deviations, with the mean subtracted first (two-pass, for accuracy). */
export function squaredDeviations(xs: readonly number[]): number {
  const m = mean(xs);
  return sum(xs.map((x) => (x - m) ** 2));
}

export function variance(xs: readonly number[], sample: boolean): number {
  if (sample && xs.length < 2) throw new InputError('A sample variance needs at least two numbers.');
  return squaredDeviations(xs) / (sample ? xs.length - 1 : xs.length);
}

export type QuartileMethod = 'inclusive' | 'exclusive' | 'halves';

/** The p-quantile (0 ≤ p ≤ 1) of sorted data: R type 7 (inclusive) or type 6 (exclusive). */
export function quantile(s: readonly number[], p: number, method: 'inclusive' | 'exclusive'): number {
  const n = s.length;
  const h = method === 'inclusive' ? (n - 1) * p : (n + 1) * p - 1;
  if (h < 0 || h > n - 1)
    throw new InputError(
      `The exclusive method needs more numbers for that quantile (Excel gives #NUM! here). Add numbers or choose the inclusive method.`,
    );
  const lo = Math.floor(h);
  const frac = h - lo;
  return frac === 0 ? s[lo]! : s[lo]! + frac * (s[lo + 1]! - s[lo]!);
}

export function quartiles(xs: readonly number[], method: QuartileMethod): [number, number, number] {
  const s = sorted(xs);
  if (s.length < 3) throw new InputError('Quartiles need at least three numbers.');
  if (method === 'halves') {
    const half = Math.floor(s.length / 2);
    return [median(s.slice(0, half)), median(s), median(s.slice(s.length - half))];
  }
  return [quantile(s, 0.25, method), quantile(s, 0.5, method), quantile(s, 0.75, method)];
}

export function modes(xs: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const top = Math.max(...counts.values());
  // Every value once, or several values all equally often: no mode. One value, however often, is the mode.
  if (counts.size > 1 && [...counts.values()].every((c) => c === top)) return [];
  return sorted([...counts].filter(([, c]) => c === top).map(([x]) => x));
}

export const list = (v: Values, min = 1) => readList(v, 'input', 'numbers', { min });
export const isSample = (v: Values) => readChoice(v, 'type', 'kind of data', ['sample', 'population']) === 'sample';
export const quartileMethod = (v: Values) =>
  readChoice<QuartileMethod>(v, 'method', 'method', ['inclusive', 'exclusive', 'halves']);

export function pairs(v: Values): [number[], number[]] {
  const x = readList(v, 'x', 'X values', { min: 2 });
  const y = readList(v, 'y', 'Y values', { min: 2 });
  if (x.length !== y.length)
    throw new InputError(
      `The two lists must be the same length: there are ${x.length} X values and ${y.length} Y values.`,
    );
  return [x, y];
}

export function covarianceSum(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  return sum(x.map((xi, i) => (xi - mx) * (y[i]! - my)));
}

/**
 * A list divided by its largest magnitude (a power of two, so exactly), and that factor. r, r² and
 * a fitted line do not depend on the scale, but their sums of squares overflow past about 1e154 and
 * vanish below about 1e-154: 1e200, 2e200, 3e200 gave "too large", and 1e-200, 2e-200 "every value
 * the same".
 */
export function rescaled(xs: readonly number[]): { values: number[]; factor: number } {
  const largest = Math.max(...xs.map(Math.abs));
  if (largest === 0 || !Number.isFinite(largest)) return { values: [...xs], factor: 1 };
  const factor = 2 ** Math.floor(Math.log2(largest));
  return { values: xs.map((x) => x / factor), factor };
}
