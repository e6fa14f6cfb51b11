/** finance, pay: salaries, hourly pay, raises and overtime: the code of the rows in rows.ts beside it. */
import { calcTopicEngine, type CalcOperations, cash, figure, ok, readNumber, says } from '../../calcKit';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'hourly-to-salary-calculator': (v) => {
    const hourly = readNumber(v, 'hourly', 'hourly rate', { min: 0, example: '25' });
    const hours = readNumber(v, 'hours', 'hours a week', { min: 0, max: 168, example: '40' });
    const weeks = readNumber(v, 'weeks', 'weeks a year', { min: 0, max: 53, example: '52' });
    const yearly = hourly * hours * weeks;
    return ok(says`Yearly salary: ${cash(yearly)}`, [
      figure('Monthly', cash(yearly / 12)),
      figure('Every two weeks', cash(hourly * hours * 2)),
      figure('Weekly', cash(hourly * hours)),
    ]);
  },
  'salary-to-hourly-calculator': (v) => {
    const salary = readNumber(v, 'salary', 'yearly salary', { min: 0, example: '60000' });
    const hours = readNumber(v, 'hours', 'hours a week', { above: 0, max: 168, example: '40' });
    const weeks = readNumber(v, 'weeks', 'weeks a year', { above: 0, max: 53, example: '52' });
    return ok(says`Hourly rate: ${cash(salary / (hours * weeks))}`, [
      figure('Monthly', cash(salary / 12)),
      figure('Weekly', cash(salary / weeks)),
    ]);
  },
  'pay-raise-calculator': (v) => {
    const salary = readNumber(v, 'salary', 'current salary', { min: 0, example: '52000' });
    const p = readNumber(v, 'percent', 'raise', { min: -100, example: '3' });
    const raise = (salary * p) / 100;
    return ok(says`New salary: ${cash(salary + raise)}`, [
      figure('Raise a year', cash(raise)),
      figure('Raise a month', cash(raise / 12)),
    ]);
  },
  'overtime-calculator': (v) => {
    const hourly = readNumber(v, 'hourly', 'hourly rate', { min: 0, example: '20' });
    const regular = readNumber(v, 'regular', 'regular hours', { min: 0, example: '40' });
    const overtime = readNumber(v, 'overtime', 'overtime hours', { min: 0, example: '5' });
    const multiplier = readNumber(v, 'multiplier', 'overtime multiplier', { min: 1, example: '1.5' });
    const regularPay = hourly * regular;
    const overtimePay = hourly * multiplier * overtime;
    return ok(says`Total pay: ${cash(regularPay + overtimePay)}`, [
      figure('Regular pay', cash(regularPay)),
      figure('Overtime pay', cash(overtimePay)),
      figure('Overtime rate', cash(hourly * multiplier)),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
