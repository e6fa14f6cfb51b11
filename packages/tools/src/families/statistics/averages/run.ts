import { calcTopicEngine, type CalcOperations, figure, InputError, num, ok, readList } from '../../calcKit';
import { list, mean, median, modes, quartiles, sorted, sum, variance } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'mean-calculator': (v) => {
    const xs = list(v);
    return ok(`Mean: ${num(mean(xs))}`, [figure('Count', String(xs.length)), figure('Sum', num(sum(xs)))]);
  },
  'median-calculator': (v) => {
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
  'mode-calculator': (v) => {
    const xs = list(v);
    const found = modes(xs);
    if (found.length === 0) return ok('No mode: every value appears equally often');
    const count = xs.filter((x) => x === found[0]).length;
    return ok(`${found.length === 1 ? 'Mode' : 'Modes'}: ${found.map((x) => num(x)).join(', ')}`, [
      figure('Appears', count === 1 ? 'once' : `${count} times${found.length > 1 ? ' each' : ''}`),
    ]);
  },
  'range-calculator': (v) => {
    const s = sorted(list(v));
    return ok(`Range: ${num(s[s.length - 1]! - s[0]!)}`, [
      figure('Minimum', num(s[0]!)),
      figure('Maximum', num(s[s.length - 1]!)),
    ]);
  },
  'weighted-average-calculator': (v) => {
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
  'geometric-mean-calculator': (v) => {
    const xs = list(v);
    if (xs.some((x) => x <= 0)) throw new InputError('The geometric mean needs numbers above 0.');
    return ok(`Geometric mean: ${num(Math.exp(mean(xs.map(Math.log))))}`, [figure('Count', String(xs.length))]);
  },
  'harmonic-mean-calculator': (v) => {
    const xs = list(v);
    if (xs.some((x) => x <= 0)) throw new InputError('The harmonic mean needs numbers above 0.');
    return ok(`Harmonic mean: ${num(xs.length / sum(xs.map((x) => 1 / x)))}`, [figure('Count', String(xs.length))]);
  },
  'summary-statistics-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
