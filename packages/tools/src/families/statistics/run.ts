import { ordinal } from '../../format';
import {
  calcEngine,
  figure,
  InputError,
  num,
  ok,
  pct,
  readChoice,
  readList,
  readNumber,
  type Operation,
  type Values,
} from '../calcKit';

/** erf(x) for x ≥ 0: the all-positive series e^(−x²)·Σ 2^k x^(2k+1) / (1·3·…·(2k+1)) below 3, the continued fraction of erfc above. */
function erfPositive(x: number): number {
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
function erfcPositive(x: number): number {
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

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;

function median(xs: readonly number[]): number {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Sum of squared deviations, with the mean subtracted first (two-pass, for accuracy). */
function squaredDeviations(xs: readonly number[]): number {
  const m = mean(xs);
  return sum(xs.map((x) => (x - m) ** 2));
}

function variance(xs: readonly number[], sample: boolean): number {
  if (sample && xs.length < 2) throw new InputError('A sample variance needs at least two numbers.');
  return squaredDeviations(xs) / (sample ? xs.length - 1 : xs.length);
}

export type QuartileMethod = 'inclusive' | 'exclusive' | 'halves';

/** The p-quantile (0 ≤ p ≤ 1) of sorted data: R type 7 (inclusive) or type 6 (exclusive). */
function quantile(s: readonly number[], p: number, method: 'inclusive' | 'exclusive'): number {
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

function modes(xs: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const top = Math.max(...counts.values());
  // Every value once, or several values all equally often: no mode. One value, however often, is the mode.
  if (counts.size > 1 && [...counts.values()].every((c) => c === top)) return [];
  return sorted([...counts].filter(([, c]) => c === top).map(([x]) => x));
}

const list = (v: Values, min = 1) => readList(v, 'input', 'numbers', { min });
const isSample = (v: Values) => readChoice(v, 'type', 'kind of data', ['sample', 'population']) === 'sample';
const quartileMethod = (v: Values) =>
  readChoice<QuartileMethod>(v, 'method', 'method', ['inclusive', 'exclusive', 'halves']);

function pairs(v: Values): [number[], number[]] {
  const x = readList(v, 'x', 'X values', { min: 2 });
  const y = readList(v, 'y', 'Y values', { min: 2 });
  if (x.length !== y.length)
    throw new InputError(
      `The two lists must be the same length: there are ${x.length} X values and ${y.length} Y values.`,
    );
  return [x, y];
}

function covarianceSum(x: readonly number[], y: readonly number[]): number {
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
function rescaled(xs: readonly number[]): { values: number[]; factor: number } {
  const largest = Math.max(...xs.map(Math.abs));
  if (largest === 0 || !Number.isFinite(largest)) return { values: [...xs], factor: 1 };
  const factor = 2 ** Math.floor(Math.log2(largest));
  return { values: xs.map((x) => x / factor), factor };
}

const operations: Record<string, Operation> = {
  mean: (v) => {
    const xs = list(v);
    return ok(`Mean: ${num(mean(xs))}`, [figure('Count', String(xs.length)), figure('Sum', num(sum(xs)))]);
  },
  median: (v) => {
    const xs = list(v);
    return ok(`Median: ${num(median(xs))}`, [
      figure('Count', String(xs.length)),
      figure(
        'Sorted',
        sorted(xs)
          .slice(0, 200)
          .map((x) => num(x))
          .join(', ') + (xs.length > 200 ? ' …' : ''),
      ),
    ]);
  },
  mode: (v) => {
    const xs = list(v);
    const found = modes(xs);
    if (found.length === 0) return ok('No mode: every value appears equally often');
    const count = xs.filter((x) => x === found[0]).length;
    return ok(`${found.length === 1 ? 'Mode' : 'Modes'}: ${found.map((x) => num(x)).join(', ')}`, [
      figure('Appears', count === 1 ? 'once' : `${count} times${found.length > 1 ? ' each' : ''}`),
    ]);
  },
  range: (v) => {
    const s = sorted(list(v));
    return ok(`Range: ${num(s[s.length - 1]! - s[0]!)}`, [
      figure('Minimum', num(s[0]!)),
      figure('Maximum', num(s[s.length - 1]!)),
    ]);
  },
  stdev: (v) => {
    const xs = list(v);
    const sample = isSample(v);
    return ok(`${sample ? 'Sample' : 'Population'} standard deviation: ${num(Math.sqrt(variance(xs, sample)))}`, [
      figure('Mean', num(mean(xs))),
      figure(sample ? 'Sample variance' : 'Population variance', num(variance(xs, sample))),
      figure('Count', String(xs.length)),
    ]);
  },
  variance: (v) => {
    const xs = list(v);
    const sample = isSample(v);
    return ok(`${sample ? 'Sample' : 'Population'} variance: ${num(variance(xs, sample))}`, [
      figure('Mean', num(mean(xs))),
      figure('Standard deviation', num(Math.sqrt(variance(xs, sample)))),
    ]);
  },
  quartiles: (v) => {
    const xs = list(v);
    const [q1, q2, q3] = quartiles(xs, quartileMethod(v));
    const s = sorted(xs);
    return ok(`Q1 = ${num(q1)}, median = ${num(q2)}, Q3 = ${num(q3)}`, [
      figure('Interquartile range', num(q3 - q1)),
      figure('Minimum', num(s[0]!)),
      figure('Maximum', num(s[s.length - 1]!)),
    ]);
  },
  iqr: (v) => {
    const xs = list(v);
    const [q1, , q3] = quartiles(xs, quartileMethod(v));
    const iqr = q3 - q1;
    const low = q1 - 1.5 * iqr;
    const high = q3 + 1.5 * iqr;
    const outliers = sorted(xs).filter((x) => x < low || x > high);
    return ok(`IQR: ${num(iqr)}`, [
      figure('Q1', num(q1)),
      figure('Q3', num(q3)),
      figure('Lower fence (Q1 − 1.5 × IQR)', num(low)),
      figure('Upper fence (Q3 + 1.5 × IQR)', num(high)),
      figure('Outliers', outliers.length ? outliers.map((x) => num(x)).join(', ') : 'none'),
    ]);
  },
  percentile: (v) => {
    const xs = list(v);
    const p = readNumber(v, 'p', 'percentile', { min: 0, max: 100, example: '90' });
    return ok(`${ordinal(p)} percentile: ${num(quantile(sorted(xs), p / 100, 'inclusive'))}`);
  },
  'percentile-rank': (v) => {
    const xs = list(v);
    const value = readNumber(v, 'value', 'value', { example: '16' });
    const below = xs.filter((x) => x < value).length;
    const equal = xs.filter((x) => x === value).length;
    return ok(`Percentile rank of ${num(value)}: ${num(((below + 0.5 * equal) / xs.length) * 100)}`, [
      figure('Values below it', String(below)),
      figure('Values equal to it', String(equal)),
      figure('Formula', '(below + ½ × equal) ÷ count × 100'),
    ]);
  },
  'z-score': (v) => {
    const x = readNumber(v, 'x', 'value', { example: '85' });
    const m = readNumber(v, 'mean', 'mean', { example: '70' });
    const sd = readNumber(v, 'sd', 'standard deviation', { above: 0, example: '10' });
    const z = (x - m) / sd;
    return ok(`z = ${num(z)}`, [
      figure('Percentile (area to the left)', pct(normalCdf(z) * 100)),
      figure('Area to the right', pct((1 - normalCdf(z)) * 100)),
    ]);
  },
  'p-value': (v) => {
    const z = readNumber(v, 'z', 'z-score', { example: '1.96' });
    const tails = readChoice(v, 'tails', 'test', ['two', 'left', 'right']);
    const p = tails === 'left' ? normalCdf(z) : tails === 'right' ? normalCdf(-z) : 2 * normalCdf(-Math.abs(z));
    return ok(`p = ${num(p)}`, [
      figure('Significant at 5%?', p < 0.05 ? 'yes (p < 0.05)' : 'no (p ≥ 0.05)'),
      figure('Significant at 1%?', p < 0.01 ? 'yes (p < 0.01)' : 'no (p ≥ 0.01)'),
    ]);
  },
  'weighted-mean': (v) => {
    const values = readList(v, 'values', 'values');
    const weights = readList(v, 'weights', 'weights');
    if (values.length !== weights.length)
      throw new InputError(
        `Give one weight for each value: there are ${values.length} values and ${weights.length} weights.`,
      );
    if (weights.some((w) => w < 0)) throw new InputError('Weights cannot be negative.');
    const total = sum(weights);
    if (total === 0) throw new InputError('The weights add up to 0. Give at least one weight above 0.');
    return ok(`Weighted average: ${num(sum(values.map((x, i) => x * weights[i]!)) / total)}`, [
      figure('Sum of weights', num(total)),
      figure('Plain average, for comparison', num(mean(values))),
    ]);
  },
  'geometric-mean': (v) => {
    const xs = list(v);
    if (xs.some((x) => x <= 0)) throw new InputError('The geometric mean needs numbers above 0.');
    return ok(`Geometric mean: ${num(Math.exp(mean(xs.map(Math.log))))}`, [figure('Count', String(xs.length))]);
  },
  'harmonic-mean': (v) => {
    const xs = list(v);
    if (xs.some((x) => x <= 0)) throw new InputError('The harmonic mean needs numbers above 0.');
    return ok(`Harmonic mean: ${num(xs.length / sum(xs.map((x) => 1 / x)))}`, [figure('Count', String(xs.length))]);
  },
  correlation: (v) => {
    const [x, y] = pairs(v).map((xs) => rescaled(xs).values) as [number[], number[]];
    const sxx = squaredDeviations(x);
    const syy = squaredDeviations(y);
    if (sxx === 0 || syy === 0)
      throw new InputError('One list has every value the same, so the correlation is undefined.');
    const r = covarianceSum(x, y) / Math.sqrt(sxx * syy);
    const strength = Math.abs(r) >= 0.7 ? 'strong' : Math.abs(r) >= 0.3 ? 'moderate' : 'weak';
    return ok(`r = ${num(r)}`, [
      figure('r²', num(r * r)),
      figure('Pairs', String(x.length)),
      figure('Direction and strength', `${r > 0 ? 'positive' : r < 0 ? 'negative' : 'none'}, ${strength}`),
    ]);
  },
  regression: (v) => {
    const [rawX, rawY] = pairs(v);
    const { values: x, factor: fx } = rescaled(rawX);
    const { values: y, factor: fy } = rescaled(rawY);
    const sxx = squaredDeviations(x);
    if (sxx === 0) throw new InputError('Every X value is the same, so no line can be fitted.');
    const slope = (covarianceSum(x, y) / sxx) * (fy / fx);
    const intercept = (mean(y) - (covarianceSum(x, y) / sxx) * mean(x)) * fy;
    const syy = squaredDeviations(y);
    // With every Y the same there is no variation to explain: r² is 0/0, not 1.
    const r2 = syy === 0 ? 'undefined (every Y value is the same)' : num(covarianceSum(x, y) ** 2 / (sxx * syy));
    const b = num(Math.abs(intercept));
    return ok(`y = ${num(slope)}x ${intercept < 0 ? '-' : '+'} ${b}`, [
      figure('Slope (m)', num(slope)),
      figure('Intercept (b)', num(intercept)),
      figure('r²', r2),
    ]);
  },
  covariance: (v) => {
    const [x, y] = pairs(v);
    const sample = isSample(v);
    return ok(
      `${sample ? 'Sample' : 'Population'} covariance: ${num(covarianceSum(x, y) / (sample ? x.length - 1 : x.length))}`,
    );
  },
  'standard-error': (v) => {
    const xs = list(v, 2);
    const s = Math.sqrt(variance(xs, true));
    return ok(`Standard error of the mean: ${num(s / Math.sqrt(xs.length))}`, [
      figure('Sample standard deviation', num(s)),
      figure('Count', String(xs.length)),
    ]);
  },
  cv: (v) => {
    const xs = list(v, 2);
    const m = mean(xs);
    if (m === 0) throw new InputError('The mean is 0, so the coefficient of variation is undefined.');
    return ok(`Coefficient of variation: ${pct((Math.sqrt(variance(xs, isSample(v))) / Math.abs(m)) * 100)}`, [
      figure('Mean', num(m)),
    ]);
  },
  'confidence-interval': (v) => {
    const m = readNumber(v, 'mean', 'mean', { example: '50' });
    const sd = readNumber(v, 'sd', 'standard deviation', { min: 0, example: '10' });
    const n = readNumber(v, 'n', 'sample size', { min: 1, integer: true, example: '100' });
    const level = readChoice(v, 'level', 'confidence level', ['80', '90', '95', '98', '99', '99.9']);
    const z = Z_CRITICAL[level]!;
    const margin = (z * sd) / Math.sqrt(n);
    const figures = [
      figure('Margin of error', `± ${num(margin)}`),
      figure('z', String(z)),
      figure('Standard error', num(sd / Math.sqrt(n))),
    ];
    if (n < 30)
      figures.push(
        figure('Note', 'With fewer than 30 values, a t-interval is wider and more accurate than this z-interval.'),
      );
    return ok(`${level}% confidence interval: ${num(m - margin)} to ${num(m + margin)}`, figures);
  },
  'sample-size': (v) => {
    const level = readChoice(v, 'level', 'confidence level', ['80', '90', '95', '98', '99', '99.9']);
    const e = readNumber(v, 'margin', 'margin of error', { above: 0, max: 100, example: '5' }) / 100;
    const p = readNumber(v, 'proportion', 'expected proportion', { min: 0, max: 100, example: '50' }) / 100;
    const population = readNumber(v, 'population', 'population size', { min: 1, example: '1000', emptyAs: Infinity });
    const z = Z_CRITICAL[level]!;
    const infinite = (z * z * p * (1 - p)) / (e * e);
    const adjusted = population === Infinity ? infinite : infinite / (1 + (infinite - 1) / population);
    const size = Math.max(1, Math.ceil(adjusted - 1e-9));
    return ok(`Sample size: ${size}`, [
      figure('Before rounding up', num(adjusted)),
      figure('z', String(z)),
      ...(population === Infinity
        ? []
        : [figure('Without the finite-population correction', String(Math.ceil(infinite - 1e-9)))]),
    ]);
  },
  summary: (v) => {
    const xs = list(v, 2);
    const s = sorted(xs);
    const found = modes(xs);
    const lines = [
      `Count: ${xs.length}`,
      `Sum: ${num(sum(xs))}`,
      `Mean: ${num(mean(xs))}`,
      `Median: ${num(median(xs))}`,
      `Mode: ${found.length ? found.map((x) => num(x)).join(', ') : 'none'}`,
      `Minimum: ${num(s[0]!)}`,
      `Maximum: ${num(s[s.length - 1]!)}`,
      `Range: ${num(s[s.length - 1]! - s[0]!)}`,
    ];
    if (xs.length >= 3) {
      const [q1, , q3] = quartiles(xs, 'inclusive');
      lines.push(`Q1 (inclusive): ${num(q1)}`, `Q3 (inclusive): ${num(q3)}`);
    }
    lines.push(
      `Sample variance: ${num(variance(xs, true))}`,
      `Sample standard deviation: ${num(Math.sqrt(variance(xs, true)))}`,
      `Population standard deviation: ${num(Math.sqrt(variance(xs, false)))}`,
    );
    return ok(lines.join('\n'));
  },
};

export const run = calcEngine(operations);
