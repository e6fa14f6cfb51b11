/** statistics, spread: standard deviation, variance, quartiles and percentiles: the code of the rows in rows.ts beside it. */
import { ordinal } from '../../../format';
import { calcTopicEngine, type CalcOperations, figure, InputError, num, ok, pct, readNumber } from '../../calcKit';
import { isSample, list, mean, quantile, quartileMethod, quartiles, sorted, variance } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'standard-deviation-calculator': (v) => {
    const xs = list(v);
    const sample = isSample(v);
    return ok(`${sample ? 'Sample' : 'Population'} standard deviation: ${num(Math.sqrt(variance(xs, sample)))}`, [
      figure('Mean', num(mean(xs))),
      figure(sample ? 'Sample variance' : 'Population variance', num(variance(xs, sample))),
      figure('Count', String(xs.length)),
    ]);
  },
  'variance-calculator': (v) => {
    const xs = list(v);
    const sample = isSample(v);
    return ok(`${sample ? 'Sample' : 'Population'} variance: ${num(variance(xs, sample))}`, [
      figure('Mean', num(mean(xs))),
      figure('Standard deviation', num(Math.sqrt(variance(xs, sample)))),
    ]);
  },
  'quartile-calculator': (v) => {
    const xs = list(v);
    const [q1, q2, q3] = quartiles(xs, quartileMethod(v));
    const s = sorted(xs);
    return ok(`Q1 = ${num(q1)}, median = ${num(q2)}, Q3 = ${num(q3)}`, [
      figure('Interquartile range', num(q3 - q1)),
      figure('Minimum', num(s[0]!)),
      figure('Maximum', num(s[s.length - 1]!)),
    ]);
  },
  'iqr-calculator': (v) => {
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
  'percentile-calculator': (v) => {
    const xs = list(v);
    const p = readNumber(v, 'p', 'percentile', { min: 0, max: 100, example: '90' });
    return ok(`${ordinal(p)} percentile: ${num(quantile(sorted(xs), p / 100, 'inclusive'))}`);
  },
  'percentile-rank-calculator': (v) => {
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
  'coefficient-of-variation-calculator': (v) => {
    const xs = list(v, 2);
    const m = mean(xs);
    if (m === 0) throw new InputError('The mean is 0, so the coefficient of variation is undefined.');
    return ok(`Coefficient of variation: ${pct((Math.sqrt(variance(xs, isSample(v))) / Math.abs(m)) * 100)}`, [
      figure('Mean', num(m)),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
