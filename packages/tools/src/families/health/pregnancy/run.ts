import {
  calcTopicEngine,
  type CalcOperations,
  DAY_MS,
  figure,
  InputError,
  isoDate,
  longDate,
  ok,
  readDate,
  readNumber,
} from '../../calcKit';
import { dated, today, weeksAndDays } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'due-date-calculator': (v) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const cycle = readNumber(v, 'cycle', 'cycle length', { min: 20, max: 45, integer: true, example: '28' });
    const due = lmp + (280 + cycle - 28) * DAY_MS;
    return ok(`Due date: ${dated(due)}`, [
      figure('Due date', longDate(due)),
      figure('Estimated conception', isoDate(lmp + (cycle - 14) * DAY_MS)),
      // ACOG: the second trimester from 14 weeks 0 days, the third from 28 weeks 0 days (as the pregnancy week calculator).
      figure('Second trimester starts (14 weeks)', isoDate(lmp + (14 * 7 + cycle - 28) * DAY_MS)),
      figure('Third trimester starts (28 weeks)', isoDate(lmp + (28 * 7 + cycle - 28) * DAY_MS)),
    ]);
  },
  'pregnancy-week-calculator': (v, context) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const days = Math.round((today(context.now(), context.timeZone) - lmp) / DAY_MS);
    if (days < 0) throw new InputError('That date is in the future. Enter the first day of your last period.');
    if (days > 44 * 7)
      throw new InputError('That date is more than 44 weeks ago. Check the first day of your last period.');
    const due = lmp + 280 * DAY_MS;
    const trimester = days < 14 * 7 ? 'first' : days < 28 * 7 ? 'second' : 'third';
    return ok(`${weeksAndDays(days)} pregnant`, [
      figure('Trimester', trimester),
      figure('Due date (Naegele)', dated(due)),
      figure('Days to the due date', String(Math.max(0, 280 - days))),
    ]);
  },
  'ovulation-calculator': (v) => {
    const lmp = readDate(v, 'lmp', 'first day of your last period');
    const cycle = readNumber(v, 'cycle', 'cycle length', { min: 20, max: 45, integer: true, example: '28' });
    const ovulation = lmp + (cycle - 14) * DAY_MS;
    return ok(`Estimated ovulation: ${dated(ovulation)}`, [
      figure('Fertile window', `${isoDate(ovulation - 5 * DAY_MS)} to ${isoDate(ovulation)}`),
      figure('Next period expected', isoDate(lmp + cycle * DAY_MS)),
      figure('Next ovulation', isoDate(ovulation + cycle * DAY_MS)),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
