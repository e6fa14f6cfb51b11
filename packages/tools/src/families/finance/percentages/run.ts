/** finance, percentages: percentages of, changes and differences: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  figure,
  InputError,
  num,
  ok,
  pct,
  readChoice,
  readNumber,
} from '../../calcKit';
import { given, sum12 } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'percentage-calculator': (v) => {
    const p = readNumber(v, 'percent', 'percentage', { example: '15' });
    const x = readNumber(v, 'number', 'number', { example: '200' });
    return ok(`${given(p)}% of ${given(x)} = ${sum12((p * x) / 100)}`);
  },
  'what-percent-calculator': (v) => {
    const part = readNumber(v, 'part', 'number', { example: '30' });
    const whole = readNumber(v, 'whole', 'whole', { example: '200' });
    if (whole === 0) throw new InputError('The whole cannot be 0: nothing is a percentage of 0.');
    return ok(`${given(part)} is ${num((part / whole) * 100)}% of ${given(whole)}`);
  },
  'percentage-change-calculator': (v) => {
    const from = readNumber(v, 'from', 'old value', { example: '50' });
    const to = readNumber(v, 'to', 'new value', { example: '75' });
    if (from === 0) throw new InputError('The old value cannot be 0: a change from 0 has no percentage.');
    const change = ((to - from) / Math.abs(from)) * 100;
    const figures = [figure('Difference', num(to - from)), figure('Change', `${change > 0 ? '+' : ''}${pct(change)}`)];
    if (change === 0) return ok('No change (0%)', figures);
    return ok(`${pct(Math.abs(change))} ${change > 0 ? 'increase' : 'decrease'}`, figures);
  },
  'percentage-increase-decrease-calculator': (v) => {
    const x = readNumber(v, 'number', 'number', { example: '200' });
    const p = readNumber(v, 'percent', 'percentage', { example: '15' });
    const up = readChoice(v, 'direction', 'direction', ['increase', 'decrease']) === 'increase';
    const change = (x * p) / 100;
    const result = up ? x + change : x - change;
    return ok(`${given(x)} ${up ? 'increased' : 'decreased'} by ${given(p)}% = ${sum12(result)}`, [
      figure(up ? 'Amount added' : 'Amount taken off', sum12(change)),
    ]);
  },
  'percentage-difference-calculator': (v) => {
    const a = readNumber(v, 'a', 'first value', { example: '40' });
    const b = readNumber(v, 'b', 'second value', { example: '60' });
    const mean = (a + b) / 2;
    if (mean === 0)
      throw new InputError(
        'The two values average to 0, so their percentage difference is undefined. Use values whose average is not 0.',
      );
    const diff = (Math.abs(a - b) / Math.abs(mean)) * 100;
    return ok(`Percentage difference: ${pct(diff)}`, [
      figure('Absolute difference', num(Math.abs(a - b))),
      figure('Average of the two', num(mean)),
    ]);
  },
  'reverse-percentage-calculator': (v) => {
    const final = readNumber(v, 'final', 'value after the change', { example: '230' });
    const p = readNumber(v, 'percent', 'percentage', { min: 0, example: '15' });
    const up = readChoice(v, 'direction', 'direction', ['increase', 'decrease']) === 'increase';
    if (!up && p >= 100)
      throw new InputError(
        'A decrease must be less than 100%: after a 100% decrease nothing is left to work back from.',
      );
    const original = final / (up ? 1 + p / 100 : 1 - p / 100);
    return ok(`Original value: ${num(original)}`, [
      figure(up ? 'Increase' : 'Decrease', num(Math.abs(final - original))),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
