/** finance, loans: loans, mortgages, card payoff and borrowing ratios: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  cash,
  figure,
  InputError,
  money,
  num,
  ok,
  pct,
  readNumber,
  says,
} from '../../calcKit';
import { loanSchedule } from '../schedule';
import { annuityPayment, loanFigures, monthsOf, rate3 } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'loan-calculator': (v) => {
    const amount = readNumber(v, 'amount', 'loan amount', { min: 0, example: '200000' });
    const rate = readNumber(v, 'rate', 'interest rate', { min: 0, example: '6' }) / 100;
    const months = monthsOf(readNumber(v, 'years', 'term', { above: 0, example: '30' }));
    const payment = annuityPayment(amount, rate / 12, months);
    return ok(
      says`Monthly payment: ${cash(payment)}`,
      loanFigures(amount, months, payment),
      loanSchedule(amount, rate / 12, months, payment, { name: 'loan-schedule' }),
    );
  },
  'amortization-schedule-calculator': (v) => {
    const amount = readNumber(v, 'amount', 'loan amount', { min: 0, example: '1000' });
    const rate = readNumber(v, 'rate', 'interest rate', { min: 0, example: '12' }) / 100;
    const months = readNumber(v, 'months', 'term in months', { min: 1, max: 600, integer: true, example: '36' });
    const i = rate / 12;
    const payment = annuityPayment(amount, i, months);
    return ok(
      says`Monthly payment: ${cash(payment)}`,
      loanFigures(amount, months, payment),
      loanSchedule(amount, i, months, payment, { name: 'amortization-schedule', byMonthFirst: true }),
    );
  },
  'mortgage-calculator': (v) => {
    const price = readNumber(v, 'price', 'home price', { min: 0, example: '400000' });
    const down = readNumber(v, 'down', 'down payment', { min: 0, example: '80000', emptyAs: 0 });
    if (down > price)
      throw new InputError('The down payment is more than the home price. Enter a smaller down payment.');
    const rate = readNumber(v, 'rate', 'interest rate', { min: 0, example: '6.5' }) / 100;
    const months = monthsOf(readNumber(v, 'years', 'term', { above: 0, example: '30' }));
    const tax = readNumber(v, 'tax', 'property tax', { min: 0, example: '3600', emptyAs: 0 });
    const insurance = readNumber(v, 'insurance', 'home insurance', { min: 0, example: '1200', emptyAs: 0 });
    const loan = price - down;
    const payment = annuityPayment(loan, rate / 12, months);
    return ok(
      says`Monthly payment: ${cash(payment + tax / 12 + insurance / 12)}`,
      [
        figure('Principal and interest', cash(payment)),
        figure('Property tax a month', cash(tax / 12)),
        figure('Insurance a month', cash(insurance / 12)),
        figure('Down payment', says`${cash(down)} (${pct(price > 0 ? (down / price) * 100 : 0, 4)})`),
        ...loanFigures(loan, months, payment),
      ],
      loanSchedule(loan, rate / 12, months, payment, { name: 'mortgage-schedule' }),
    );
  },
  'car-loan-calculator': (v) => {
    const price = readNumber(v, 'price', 'car price', { min: 0, example: '30000' });
    const down = readNumber(v, 'down', 'down payment', { min: 0, example: '5000', emptyAs: 0 });
    const tradeIn = readNumber(v, 'tradeIn', 'trade-in value', { min: 0, example: '2000', emptyAs: 0 });
    const rate = readNumber(v, 'rate', 'interest rate', { min: 0, example: '7' }) / 100;
    const months = readNumber(v, 'months', 'term in months', { min: 1, max: 1200, integer: true, example: '60' });
    const loan = price - down - tradeIn;
    if (loan <= 0)
      throw new InputError('The down payment and trade-in cover the whole price, so there is nothing to borrow.');
    const payment = annuityPayment(loan, rate / 12, months);
    return ok(
      says`Monthly payment: ${cash(payment)}`,
      loanFigures(loan, months, payment),
      loanSchedule(loan, rate / 12, months, payment, { name: 'car-loan-schedule' }),
    );
  },
  'credit-card-payoff-calculator': (v) => {
    const start = readNumber(v, 'balance', 'card balance', { above: 0, example: '5000' });
    const apr = readNumber(v, 'apr', 'APR', { min: 0, example: '20' }) / 100;
    const payment = readNumber(v, 'payment', 'monthly payment', { above: 0, example: '200' });
    const i = apr / 12;
    if (payment <= start * i)
      throw new InputError(
        `A payment of ${money(payment)} does not cover the first month's interest of ${money(start * i)}. Pay more than that each month.`,
      );
    let balance = start;
    let interestPaid = 0;
    let months = 0;
    let last = payment;
    while (balance > 1e-9) {
      if (++months > 1200)
        throw new InputError('At this payment the balance takes more than 100 years to clear. Pay more each month.');
      const interest = balance * i;
      interestPaid += interest;
      balance += interest;
      last = Math.min(payment, balance);
      balance -= last;
    }
    return ok(`Paid off in ${months} month${months === 1 ? '' : 's'}`, [
      figure('Total interest', cash(interestPaid)),
      figure('Total paid', cash(start + interestPaid)),
      figure('Last payment', cash(last)),
    ]);
  },
  'mortgage-overpayment-calculator': (v) => {
    const amount = readNumber(v, 'amount', 'loan balance', { above: 0, example: '200000' });
    const rate = readNumber(v, 'rate', 'interest rate', { min: 0, example: '6' }) / 100;
    const months = monthsOf(readNumber(v, 'years', 'years left', { above: 0, example: '25' }));
    const extra = readNumber(v, 'extra', 'extra payment', { min: 0, example: '200' });
    const i = rate / 12;
    const payment = annuityPayment(amount, i, months);
    let balance = amount;
    let interestPaid = 0;
    let m = 0;
    while (balance > 1e-9 && m < months) {
      m++;
      const interest = balance * i;
      interestPaid += interest;
      balance += interest;
      balance -= Math.min(payment + extra, balance);
    }
    const saved = months - m;
    const interestSaved = payment * months - amount - interestPaid;
    const span = (k: number) =>
      [
        Math.floor(k / 12) && `${Math.floor(k / 12)} year${Math.floor(k / 12) === 1 ? '' : 's'}`,
        k % 12 && `${k % 12} month${k % 12 === 1 ? '' : 's'}`,
      ]
        .filter(Boolean)
        .join(' ') || '0 months';
    const figures = [
      figure('Regular payment', cash(payment)),
      figure('New term', span(m)),
      figure('Interest saved', cash(interestSaved)),
      figure('Total interest with overpayments', cash(interestPaid)),
    ];
    if (saved === 0) return ok('Paid off 0 months sooner', figures);
    return ok(`Paid off ${span(saved)} sooner`, figures);
  },
  'interest-rate-calculator': (v) => {
    const amount = readNumber(v, 'amount', 'loan amount', { above: 0, example: '200000' });
    const payment = readNumber(v, 'payment', 'monthly payment', { above: 0, example: '1199.10' });
    const months = readNumber(v, 'months', 'term in months', { min: 1, max: 1200, integer: true, example: '360' });
    if (payment * months < amount)
      throw new InputError(
        'These payments add up to less than the loan amount, so no interest rate fits. Check the payment and the term.',
      );
    if (payment >= annuityPayment(amount, 1, months))
      throw new InputError('That payment means a rate above 1,200% a year. Check the payment and the term.');
    let lo = 0;
    let hi = 1;
    for (let step = 0; step < 200; step++) {
      const mid = (lo + hi) / 2;
      if (annuityPayment(amount, mid, months) < payment) lo = mid;
      else hi = mid;
    }
    // Payments that only repay the loan bisect towards 0 and stop at noise such as 3e-61.
    const i = payment * months === amount ? 0 : (lo + hi) / 2;
    return ok(`Annual interest rate: ${rate3(i * 1200)}%`, [
      figure('Monthly rate', `${num(i * 100, 4)}%`),
      figure('APY (effective yearly)', `${rate3(((1 + i) ** 12 - 1) * 100)}%`),
      figure('Total interest', cash(payment * months - amount)),
    ]);
  },
  'debt-to-income-ratio-calculator': (v) => {
    const debts = readNumber(v, 'debts', 'monthly debt payments', { min: 0, example: '1800' });
    const income = readNumber(v, 'income', 'gross monthly income', { above: 0, example: '5000' });
    return ok(`Debt-to-income ratio: ${pct((debts / income) * 100, 4)}`, [
      figure('Income left after debts', cash(income - debts)),
    ]);
  },
  'loan-to-value-calculator': (v) => {
    const loan = readNumber(v, 'loan', 'loan amount', { min: 0, example: '240000' });
    const value = readNumber(v, 'value', 'property value', { above: 0, example: '300000' });
    return ok(`Loan-to-value: ${pct((loan / value) * 100, 4)}`, [
      figure('Equity', says`${cash(value - loan)} (${pct(((value - loan) / value) * 100, 4)})`),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
