/** finance, interest: interest, savings, future and present value: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  cash,
  figure,
  money,
  num,
  ok,
  pct,
  readChoice,
  readNumber,
  says,
} from '../../calcKit';
import { growthSchedule, savingsSchedule } from '../schedule';
import { frequencyOf, growth, monthsOf, rateOf, yearFactor, yearsText } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'compound-interest-calculator': (v) => {
    const principal = readNumber(v, 'principal', 'starting amount', { min: 0, example: '1000' });
    const r = rateOf(v);
    const years = readNumber(v, 'years', 'number of years', { min: 0, max: 1000, example: '10' });
    const n = frequencyOf(v);
    const amount = principal * growth(r, n, years);
    return ok(
      says`Final amount: ${cash(amount)}`,
      [
        figure('Interest earned', cash(amount - principal)),
        figure('Effective annual rate', pct((yearFactor(r, n) - 1) * 100)),
      ],
      years > 0 ? growthSchedule(principal, years, (t) => growth(r, n, t)) : undefined,
    );
  },
  'simple-interest-calculator': (v) => {
    const principal = readNumber(v, 'principal', 'principal', { min: 0, example: '1000' });
    const r = readNumber(v, 'rate', 'interest rate', { example: '5' }) / 100;
    const years = readNumber(v, 'years', 'number of years', { min: 0, example: '3' });
    const interest = principal * r * years;
    return ok(says`Interest: ${cash(interest)}`, [figure('Total (principal + interest)', cash(principal + interest))]);
  },
  'savings-calculator': (v) => {
    const initial = readNumber(v, 'initial', 'starting amount', { min: 0, example: '1000', emptyAs: 0 });
    const monthly = readNumber(v, 'monthly', 'monthly deposit', { min: 0, example: '100', emptyAs: 0 });
    const i = rateOf(v) / 12;
    const months = Math.round(readNumber(v, 'years', 'number of years', { min: 0, max: 1000, example: '10' }) * 12);
    const g = (1 + i) ** months;
    const balance = initial * g + (i === 0 ? monthly * months : (monthly * (g - 1)) / i);
    const deposits = initial + monthly * months;
    return ok(
      says`Final balance: ${cash(balance)}`,
      [figure('Total deposited', cash(deposits)), figure('Interest earned', cash(balance - deposits))],
      months > 0 ? savingsSchedule(initial, monthly, i, months) : undefined,
    );
  },
  'savings-goal-calculator': (v) => {
    const goal = readNumber(v, 'goal', 'savings goal', { min: 0, example: '10000' });
    const current = readNumber(v, 'current', 'amount saved already', { min: 0, example: '0', emptyAs: 0 });
    const i = rateOf(v) / 12;
    const months = monthsOf(readNumber(v, 'years', 'number of years', { above: 0, example: '2' }));
    const g = (1 + i) ** months;
    const needed = goal - current * g;
    if (needed <= 0)
      return ok(says`Save each month: ${cash(0)}`, [figure('Your savings alone grow to', cash(current * g))]);
    const deposit = i === 0 ? needed / months : (needed * i) / (g - 1);
    return ok(says`Save each month: ${cash(deposit)}`, [
      figure('Number of deposits', String(months)),
      figure('Total deposited', cash(deposit * months)),
      figure('Interest earned', cash(goal - current - deposit * months)),
    ]);
  },
  'future-value-calculator': (v) => {
    const pv = readNumber(v, 'present', 'present value', { min: 0, example: '1000', emptyAs: 0 });
    const i = rateOf(v);
    const n = readNumber(v, 'periods', 'number of periods', { min: 0, max: 100000, example: '10' });
    const pmt = readNumber(v, 'payment', 'payment each period', { min: 0, example: '100', emptyAs: 0 });
    const due = readChoice(v, 'timing', 'payment timing', ['end', 'begin']) === 'begin';
    const g = (1 + i) ** n;
    const annuity = (i === 0 ? pmt * n : (pmt * (g - 1)) / i) * (due ? 1 + i : 1);
    const fv = pv * g + annuity;
    return ok(says`Future value: ${cash(fv)}`, [
      figure('From the lump sum', cash(pv * g)),
      figure('From the payments', cash(annuity)),
      figure('Total paid in', cash(pv + pmt * n)),
    ]);
  },
  'present-value-calculator': (v) => {
    const fv = readNumber(v, 'future', 'future value', { min: 0, example: '1000', emptyAs: 0 });
    const i = rateOf(v, 'rate', 'discount rate');
    const n = readNumber(v, 'periods', 'number of periods', { min: 0, max: 100000, example: '10' });
    const pmt = readNumber(v, 'payment', 'payment each period', { min: 0, example: '100', emptyAs: 0 });
    const due = readChoice(v, 'timing', 'payment timing', ['end', 'begin']) === 'begin';
    const g = (1 + i) ** n;
    const annuity = (i === 0 ? pmt * n : (pmt * (1 - 1 / g)) / i) * (due ? 1 + i : 1);
    const pv = fv / g + annuity;
    return ok(says`Present value: ${cash(pv)}`, [
      figure('Of the future sum', cash(fv / g)),
      figure('Of the payments', cash(annuity)),
    ]);
  },
  'apy-calculator': (v) => {
    const r = readNumber(v, 'apr', 'APR', { above: -100, example: '6' }) / 100;
    const n = frequencyOf(v);
    return ok(`APY: ${pct((yearFactor(r, n) - 1) * 100)}`);
  },
  'rule-of-72-calculator': (v) => {
    const r = readNumber(v, 'rate', 'annual return', { above: 0, example: '8' });
    return ok(`Years to double: ${num(72 / r, 4)} (rule of 72)`, [
      figure('Exact, compounded yearly', yearsText(Math.LN2 / Math.log1p(r / 100), 4)),
      figure('Rule of 70', yearsText(70 / r, 4)),
      figure('Rule of 69.3 (continuous)', yearsText(69.3 / r, 4)),
    ]);
  },
  'inflation-calculator': (v) => {
    const amount = readNumber(v, 'amount', 'amount', { min: 0, example: '1000' });
    const r = rateOf(v, 'rate', 'inflation rate');
    const years = readNumber(v, 'years', 'number of years', { min: 0, max: 1000, example: '10' });
    const g = (1 + r) ** years;
    return ok(says`Costs in ${yearsText(years)}: ${cash(amount * g)}`, [
      figure(`What ${money(amount)} buys then, in today's money`, cash(amount / g)),
      figure('Total price rise', pct((g - 1) * 100, 4)),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
