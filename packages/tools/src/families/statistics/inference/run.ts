import { calcTopicEngine, type CalcOperations, figure, num, ok, pct, readChoice, readNumber } from '../../calcKit';
import { Z_CRITICAL, list, normalCdf, variance } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'z-score-calculator': (v) => {
    const x = readNumber(v, 'x', 'value', { example: '85' });
    const m = readNumber(v, 'mean', 'mean', { example: '70' });
    const sd = readNumber(v, 'sd', 'standard deviation', { above: 0, example: '10' });
    const z = (x - m) / sd;
    return ok(`z = ${num(z)}`, [
      figure('Percentile (area to the left)', pct(normalCdf(z) * 100)),
      figure('Area to the right', pct((1 - normalCdf(z)) * 100)),
    ]);
  },
  'p-value-calculator': (v) => {
    const z = readNumber(v, 'z', 'z-score', { example: '1.96' });
    const tails = readChoice(v, 'tails', 'test', ['two', 'left', 'right']);
    const p = tails === 'left' ? normalCdf(z) : tails === 'right' ? normalCdf(-z) : 2 * normalCdf(-Math.abs(z));
    return ok(`p = ${num(p)}`, [
      figure('Significant at 5%?', p < 0.05 ? 'yes (p < 0.05)' : 'no (p ≥ 0.05)'),
      figure('Significant at 1%?', p < 0.01 ? 'yes (p < 0.01)' : 'no (p ≥ 0.01)'),
    ]);
  },
  'standard-error-calculator': (v) => {
    const xs = list(v, 2);
    const s = Math.sqrt(variance(xs, true));
    return ok(`Standard error of the mean: ${num(s / Math.sqrt(xs.length))}`, [
      figure('Sample standard deviation', num(s)),
      figure('Count', String(xs.length)),
    ]);
  },
  'confidence-interval-calculator': (v) => {
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
  'sample-size-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
