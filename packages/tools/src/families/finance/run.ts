import {
  calcEngine,
  cash,
  figure,
  InputError,
  money,
  num,
  ok,
  partsText,
  pct,
  readChoice,
  readList,
  readNumber,
  says,
  type Operation,
  type Values,
} from '../calcKit';
import type { Figure, TextPart } from '../../types';
import { growthSchedule, loanSchedule, savingsSchedule } from './schedule';

/** A rate written to at most three decimals ("6", "17.803"), for rates that were solved for. */
function rate3(x: number): string {
  return num(Math.round(x * 1000) / 1000);
}

/** Monthly (or per-period) payment of an amortising loan: P·i / (1 − (1 + i)^−n); P / n at 0%. */
export function annuityPayment(principal: number, i: number, n: number): number {
  if (i === 0) return principal / n;
  return (principal * i) / (1 - (1 + i) ** -n);
}

/** Months from years, as a loan term: a whole number of months from 1 to 1,200. */
function monthsOf(years: number): number {
  const months = Math.round(years * 12);
  if (months < 1) throw new InputError('The term must be at least one month.');
  if (months > 1200) throw new InputError('The term can be at most 100 years.');
  return months;
}

function rateOf(values: Values, name = 'rate', label = 'interest rate'): number {
  return readNumber(values, name, label, { above: -100, example: '5' }) / 100;
}

function loanFigures(principal: number, months: number, payment: number): Figure[] {
  const total = payment * months;
  return [
    figure('Loan amount', cash(principal)),
    figure('Number of payments', String(months)),
    figure('Total of payments', cash(total)),
    figure('Total interest', cash(total - principal)),
  ];
}

/** The frequency select: periods a year, or Infinity for continuous compounding. */
function frequencyOf(values: Values): number {
  const choice = readChoice(values, 'frequency', 'compounding', ['1', '2', '4', '12', '52', '365', 'continuous']);
  return choice === 'continuous' ? Infinity : Number(choice);
}

/** Growth factor of one year at nominal rate r compounded n times (n = Infinity: continuously). */
function yearFactor(r: number, n: number): number {
  return n === Infinity ? Math.exp(r) : (1 + r / n) ** n;
}

function growth(r: number, n: number, years: number): number {
  return n === Infinity ? Math.exp(r * years) : (1 + r / n) ** (n * years);
}

/** "1 year", "2.5 years" (as written to `significant` digits). */
function yearsText(years: number, significant?: number): string {
  const text = num(years, significant);
  return `${text} ${text === '1' ? 'year' : 'years'}`;
}

/** Present value of the cash flows at rate r, the first one now (period 0). */
export function npvAt(r: number, flows: readonly number[]): number {
  let total = 0;
  for (let t = 0; t < flows.length; t++) total += flows[t]! / (1 + r) ** t;
  return total;
}

/** d NPV / dr at rate r. */
function npvSlope(r: number, flows: readonly number[]): number {
  const x = 1 / (1 + r);
  let total = 0;
  let power = x;
  for (let t = 1; t < flows.length; t++) {
    power *= x;
    total -= t * flows[t]! * power;
  }
  return total;
}

/** npvAt by running powers (the scan's hot loop); a bisection ends on npvAt itself. */
function npvScan(r: number, flows: readonly number[]): number {
  const x = 1 / (1 + r);
  let total = 0;
  let power = 1;
  for (let t = 0; t < flows.length; t++) {
    total += flows[t]! * power;
    power *= x;
  }
  return total;
}

/** Bisects f on [lo, hi], where f(lo) and f(hi) differ in sign, to 1e-13. */
function bisect(f: (r: number) => number, lo: number, hi: number): number {
  let fLo = f(lo);
  for (let step = 0; step < 200 && hi - lo > 1e-13; step++) {
    const mid = (lo + hi) / 2;
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

const IRR_GRID: readonly number[] = (() => {
  const grid: number[] = [];
  // Steps of about 0.01 percentage points from −99.99% to 100%, then 0.5% apart up to 100,000%.
  for (let k = 0; k <= 20000; k++) grid.push(-0.9999 + (k * 1.9999) / 20000);
  for (let r = 1.005; r < 1000; r *= 1.005) grid.push(r);
  return grid;
})();

/**
 * Every internal rate of return: the rates from −99.99% to 100,000% where the NPV is zero. The
 * NPV is scanned on a fine grid for changes of sign, each bisected to 1e-13; a rate where the
 * NPV only touches zero (−100, 200, −100 at 0%) or dips through it twice between two grid points
 * is found at the turning point of the NPV. Several rates are possible when the cash flows
 * change sign more than once.
 */
export function irrs(flows: readonly number[]): number[] {
  const f = (r: number) => npvAt(r, flows);
  const slope = (r: number) => npvSlope(r, flows);
  const scale = (r: number) => flows.reduce((total, flow, t) => total + Math.abs(flow) / (1 + r) ** t, 0);
  const roots: number[] = [];
  const add = (r: number) => {
    if (!roots.some((x) => Math.abs(x - r) < 1e-7)) roots.push(r);
  };
  const scan = (r: number) => npvScan(r, flows);
  let fLo = scan(IRR_GRID[0]!);
  let sLo = slope(IRR_GRID[0]!);
  for (let k = 0; k + 1 < IRR_GRID.length; k++) {
    const lo = IRR_GRID[k]!;
    const hi = IRR_GRID[k + 1]!;
    const fHi = scan(hi);
    const sHi = slope(hi);
    if (Number.isFinite(fLo) && Number.isFinite(fHi)) {
      if (fLo === 0) add(lo);
      else if (fHi !== 0 && Math.sign(fLo) !== Math.sign(fHi)) add(bisect(f, lo, hi));
      else if (
        fHi !== 0 &&
        Number.isFinite(sLo) &&
        Number.isFinite(sHi) &&
        Math.sign(sLo) !== Math.sign(sHi) &&
        sLo !== 0 &&
        sHi !== 0
      ) {
        // A turning point between two grid points where the NPV keeps its sign.
        const turn = bisect(slope, lo, hi);
        const fTurn = f(turn);
        if (Math.abs(fTurn) <= 1e-9 * scale(turn)) add(turn);
        else if (Math.sign(fTurn) !== Math.sign(fLo)) {
          add(bisect(f, lo, turn));
          add(bisect(f, turn, hi));
        }
      }
    }
    fLo = fHi;
    sLo = sHi;
  }
  return roots.sort((a, b) => a - b);
}

/**
 * The internal rate of return, as a spreadsheet's IRR gives it: of several, the one nearest 10%.
 * Returns a sentence when there is none.
 */
export function irr(flows: readonly number[]): number | string {
  if (!flows.some((f) => f < 0) || !flows.some((f) => f > 0))
    return 'An IRR needs at least one negative cash flow (money paid out) and one positive one (money coming back).';
  const found = irrs(flows);
  if (found.length === 0)
    return 'No internal rate of return was found between −99.99% and 100,000%: the NPV of these cash flows never reaches zero. Check the signs of the cash flows.';
  return found.reduce((best, r) => (Math.abs(r - 0.1) < Math.abs(best - 0.1) ? r : best));
}

function vat(values: Values, tax: string, rateParam: string | undefined, split: string | undefined) {
  const amount = readNumber(values, 'amount', 'amount', { min: 0, example: '100' });
  const rate =
    rateParam !== undefined
      ? Number(rateParam)
      : split === 'india'
        ? Number(readChoice(values, 'rate', 'GST rate', ['5', '18', '40']))
        : readNumber(values, 'rate', `${tax} rate`, { min: 0, example: '20' });
  const mode = readChoice(values, 'mode', 'direction', ['add', 'remove']);
  const net = mode === 'add' ? amount : amount / (1 + rate / 100);
  const gross = mode === 'add' ? amount * (1 + rate / 100) : amount;
  const taxAmount = gross - net;
  const figures = [
    figure(`Net (excluding ${tax})`, cash(net)),
    figure(`${tax} at ${num(rate)}%`, cash(taxAmount)),
    figure(`Gross (including ${tax})`, cash(gross)),
  ];
  if (split === 'india')
    figures.push(
      figure(`CGST at ${num(rate / 2)}%`, cash(taxAmount / 2)),
      figure(`SGST at ${num(rate / 2)}%`, cash(taxAmount / 2)),
    );
  return ok(
    mode === 'add' ? says`Price including ${tax}: ${cash(gross)}` : says`Price excluding ${tax}: ${cash(net)}`,
    figures,
  );
}

/** A number as the person typed it, echoed back (15 digits: every digit typed). */
const given = (x: number) => num(x, 15);
/** A product or sum of typed numbers: 12 digits, enough for 15% of 1234567.89 = 185185.1835, short of floating-point noise. */
const sum12 = (x: number) => num(x, 12);

const operations: Record<string, Operation> = {
  'percent-of': (v) => {
    const p = readNumber(v, 'percent', 'percentage', { example: '15' });
    const x = readNumber(v, 'number', 'number', { example: '200' });
    return ok(`${given(p)}% of ${given(x)} = ${sum12((p * x) / 100)}`);
  },
  'what-percent': (v) => {
    const part = readNumber(v, 'part', 'number', { example: '30' });
    const whole = readNumber(v, 'whole', 'whole', { example: '200' });
    if (whole === 0) throw new InputError('The whole cannot be 0: nothing is a percentage of 0.');
    return ok(`${given(part)} is ${num((part / whole) * 100)}% of ${given(whole)}`);
  },
  'percent-change': (v) => {
    const from = readNumber(v, 'from', 'old value', { example: '50' });
    const to = readNumber(v, 'to', 'new value', { example: '75' });
    if (from === 0) throw new InputError('The old value cannot be 0: a change from 0 has no percentage.');
    const change = ((to - from) / Math.abs(from)) * 100;
    const figures = [figure('Difference', num(to - from)), figure('Change', `${change > 0 ? '+' : ''}${pct(change)}`)];
    if (change === 0) return ok('No change (0%)', figures);
    return ok(`${pct(Math.abs(change))} ${change > 0 ? 'increase' : 'decrease'}`, figures);
  },
  'percent-adjust': (v) => {
    const x = readNumber(v, 'number', 'number', { example: '200' });
    const p = readNumber(v, 'percent', 'percentage', { example: '15' });
    const up = readChoice(v, 'direction', 'direction', ['increase', 'decrease']) === 'increase';
    const change = (x * p) / 100;
    const result = up ? x + change : x - change;
    return ok(`${given(x)} ${up ? 'increased' : 'decreased'} by ${given(p)}% = ${sum12(result)}`, [
      figure(up ? 'Amount added' : 'Amount taken off', sum12(change)),
    ]);
  },
  'percent-difference': (v) => {
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
  'reverse-percent': (v) => {
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
  discount: (v) => {
    const price = readNumber(v, 'price', 'original price', { min: 0, example: '80' });
    const p = readNumber(v, 'percent', 'discount', { min: 0, max: 100, example: '25' });
    const sale = price * (1 - p / 100);
    return ok(says`Sale price: ${cash(sale)}`, [
      figure('You save', cash(price - sale)),
      figure('Original price', cash(price)),
    ]);
  },
  'discount-percent': (v) => {
    const price = readNumber(v, 'price', 'original price', { above: 0, example: '80' });
    const sale = readNumber(v, 'sale', 'sale price', { min: 0, example: '60' });
    if (sale > price)
      throw new InputError('The sale price is higher than the original price, so there is no discount.');
    return ok(`Discount: ${pct(((price - sale) / price) * 100)} off`, [figure('You save', cash(price - sale))]);
  },
  'double-discount': (v) => {
    const price = readNumber(v, 'price', 'original price', { min: 0, example: '100' });
    const a = readNumber(v, 'first', 'first discount', { min: 0, max: 100, example: '20' }) / 100;
    const b = readNumber(v, 'second', 'extra discount', { min: 0, max: 100, example: '10' }) / 100;
    const afterFirst = price * (1 - a);
    const final = afterFirst * (1 - b);
    return ok(says`Final price: ${cash(final)}`, [
      figure('Price after the first discount', cash(afterFirst)),
      figure('Equivalent single discount', pct((1 - (1 - a) * (1 - b)) * 100)),
      figure('You save', cash(price - final)),
    ]);
  },
  'sales-tax': (v) => {
    const price = readNumber(v, 'price', 'price', { min: 0, example: '100' });
    const rate = readNumber(v, 'rate', 'sales tax rate', { min: 0, example: '8.25' });
    const tax = (price * rate) / 100;
    return ok(says`Total with tax: ${cash(price + tax)}`, [
      figure('Sales tax', cash(tax)),
      figure('Price before tax', cash(price)),
    ]);
  },
  'reverse-sales-tax': (v) => {
    const total = readNumber(v, 'total', 'total', { min: 0, example: '108.25' });
    const rate = readNumber(v, 'rate', 'sales tax rate', { min: 0, example: '8.25' });
    const price = total / (1 + rate / 100);
    return ok(says`Price before tax: ${cash(price)}`, [
      figure('Sales tax', cash(total - price)),
      figure('Total', cash(total)),
    ]);
  },
  vat: (v, _, p) => vat(v, p.tax ?? 'VAT', p.rate, p.split),
  tip: (v) => {
    const bill = readNumber(v, 'bill', 'bill amount', { min: 0, example: '85' });
    const p = readNumber(v, 'percent', 'tip percentage', { min: 0, example: '18' });
    const people = readNumber(v, 'people', 'number of people', { min: 1, integer: true, example: '2' });
    const tip = (bill * p) / 100;
    const figures = [figure('Tip', cash(tip)), figure('Total', cash(bill + tip))];
    if (people > 1)
      figures.push(
        figure('Tip per person', cash(tip / people)),
        figure('Total per person', cash((bill + tip) / people)),
      );
    return ok(says`Tip: ${cash(tip)}, total: ${cash(bill + tip)}`, figures);
  },
  'split-bill': (v) => {
    const bill = readNumber(v, 'bill', 'bill amount', { min: 0, example: '115' });
    const people = readNumber(v, 'people', 'number of people', { min: 1, integer: true, example: '4' });
    const p = readNumber(v, 'percent', 'tip percentage', { min: 0, example: '15', emptyAs: 0 });
    const total = bill * (1 + p / 100);
    return ok(says`Each person pays: ${cash(total / people)}`, [
      figure('Total with tip', cash(total)),
      figure('Tip', cash(total - bill)),
      figure('People', String(people)),
    ]);
  },
  'unit-price': (v) => {
    const priceA = readNumber(v, 'priceA', 'price of item A', { min: 0, example: '3.49' });
    const sizeA = readNumber(v, 'sizeA', 'size of item A', { above: 0, example: '12' });
    const priceB = readNumber(v, 'priceB', 'price of item B', { min: 0, example: '5.29' });
    const sizeB = readNumber(v, 'sizeB', 'size of item B', { above: 0, example: '20' });
    const a = priceA / sizeA;
    const b = priceB / sizeB;
    // The same unit price up to floating-point noise (0.3 for 3 and 0.1 for 1) is the same price.
    if (Math.abs(a - b) <= 1e-12 * Math.max(a, b))
      return ok(`Both cost the same per unit: ${num(a)}`, [
        figure('Item A per unit', num(a)),
        figure('Item B per unit', num(b)),
      ]);
    // Enough digits to show the two prices apart (0.1234561 and 0.1234564 were both "0.123456").
    let digits = 6;
    while (digits < 15 && num(a, digits) === num(b, digits)) digits++;
    const figures = [figure('Item A per unit', num(a, digits)), figure('Item B per unit', num(b, digits))];
    const [best, bestPrice, other] = a < b ? ['A', a, b] : ['B', b, a];
    figures.push(figure('Saving per unit', pct(((other - bestPrice) / other) * 100, 4)));
    return ok(
      `Item ${best} is the better buy: ${num(bestPrice, digits)} per unit against ${num(other, digits)}`,
      figures,
    );
  },
  'fuel-cost': (v) => {
    const units = readChoice(v, 'units', 'units', ['us', 'metric']);
    const distance = readNumber(v, 'distance', 'distance', { min: 0, example: '300' });
    const economy = readNumber(v, 'economy', 'fuel economy', { above: 0, example: units === 'us' ? '30' : '6.5' });
    const price = readNumber(v, 'price', 'fuel price', { min: 0, example: units === 'us' ? '3.5' : '1.8' });
    const fuel = units === 'us' ? distance / economy : (distance * economy) / 100;
    return ok(says`Fuel cost: ${cash(fuel * price)}`, [
      figure('Fuel needed', `${num(fuel)} ${units === 'us' ? 'US gal' : 'L'}`),
    ]);
  },
  loan: (v) => {
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
  amortization: (v) => {
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
  mortgage: (v) => {
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
  'car-loan': (v) => {
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
  'card-payoff': (v) => {
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
  overpayment: (v) => {
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
  'loan-rate': (v) => {
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
  dti: (v) => {
    const debts = readNumber(v, 'debts', 'monthly debt payments', { min: 0, example: '1800' });
    const income = readNumber(v, 'income', 'gross monthly income', { above: 0, example: '5000' });
    return ok(`Debt-to-income ratio: ${pct((debts / income) * 100, 4)}`, [
      figure('Income left after debts', cash(income - debts)),
    ]);
  },
  ltv: (v) => {
    const loan = readNumber(v, 'loan', 'loan amount', { min: 0, example: '240000' });
    const value = readNumber(v, 'value', 'property value', { above: 0, example: '300000' });
    return ok(`Loan-to-value: ${pct((loan / value) * 100, 4)}`, [
      figure('Equity', says`${cash(value - loan)} (${pct(((value - loan) / value) * 100, 4)})`),
    ]);
  },
  compound: (v) => {
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
  'simple-interest': (v) => {
    const principal = readNumber(v, 'principal', 'principal', { min: 0, example: '1000' });
    const r = readNumber(v, 'rate', 'interest rate', { example: '5' }) / 100;
    const years = readNumber(v, 'years', 'number of years', { min: 0, example: '3' });
    const interest = principal * r * years;
    return ok(says`Interest: ${cash(interest)}`, [figure('Total (principal + interest)', cash(principal + interest))]);
  },
  savings: (v) => {
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
  'savings-goal': (v) => {
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
  'future-value': (v) => {
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
  'present-value': (v) => {
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
  apy: (v) => {
    const r = readNumber(v, 'apr', 'APR', { above: -100, example: '6' }) / 100;
    const n = frequencyOf(v);
    return ok(`APY: ${pct((yearFactor(r, n) - 1) * 100)}`);
  },
  'rule-of-72': (v) => {
    const r = readNumber(v, 'rate', 'annual return', { above: 0, example: '8' });
    return ok(`Years to double: ${num(72 / r, 4)} (rule of 72)`, [
      figure('Exact, compounded yearly', yearsText(Math.LN2 / Math.log1p(r / 100), 4)),
      figure('Rule of 70', yearsText(70 / r, 4)),
      figure('Rule of 69.3 (continuous)', yearsText(69.3 / r, 4)),
    ]);
  },
  inflation: (v) => {
    const amount = readNumber(v, 'amount', 'amount', { min: 0, example: '1000' });
    const r = rateOf(v, 'rate', 'inflation rate');
    const years = readNumber(v, 'years', 'number of years', { min: 0, max: 1000, example: '10' });
    const g = (1 + r) ** years;
    return ok(says`Costs in ${yearsText(years)}: ${cash(amount * g)}`, [
      figure(`What ${money(amount)} buys then, in today's money`, cash(amount / g)),
      figure('Total price rise', pct((g - 1) * 100, 4)),
    ]);
  },
  roi: (v) => {
    const invested = readNumber(v, 'invested', 'amount invested', { above: 0, example: '1000' });
    const returned = readNumber(v, 'returned', 'amount returned', { min: 0, example: '1250' });
    const years = readNumber(v, 'years', 'years held', { min: 0, example: '2', emptyAs: 0 });
    const ratio = returned / invested;
    const figures = [figure('Gain', cash(returned - invested))];
    if (years > 0) figures.push(figure('Annualised ROI', pct((ratio ** (1 / years) - 1) * 100, 4)));
    return ok(`ROI: ${pct((ratio - 1) * 100, 4)}`, figures);
  },
  cagr: (v) => {
    const start = readNumber(v, 'start', 'starting value', { above: 0, example: '1000' });
    const end = readNumber(v, 'end', 'ending value', { min: 0, example: '2000' });
    const years = readNumber(v, 'years', 'number of years', { above: 0, example: '5' });
    return ok(`CAGR: ${pct(((end / start) ** (1 / years) - 1) * 100)}`, [
      figure('Total growth', pct((end / start - 1) * 100)),
    ]);
  },
  'stock-profit': (v) => {
    const shares = readNumber(v, 'shares', 'number of shares', { above: 0, example: '100' });
    const buy = readNumber(v, 'buy', 'buy price', { min: 0, example: '50' });
    const sell = readNumber(v, 'sell', 'sell price', { min: 0, example: '56' });
    const fees = readNumber(v, 'fees', 'fees', { min: 0, example: '10', emptyAs: 0 });
    const cost = shares * buy;
    const profit = shares * sell - cost - fees;
    const figures = [figure('Bought for', cash(cost)), figure('Sold for', cash(shares * sell))];
    if (cost + fees > 0) figures.push(figure('Return on cost', pct((profit / (cost + fees)) * 100, 4)));
    return ok(says`${profit < 0 ? 'Loss' : 'Profit'}: ${cash(Math.abs(profit))}`, figures);
  },
  'dividend-yield': (v) => {
    const dividend = readNumber(v, 'dividend', 'yearly dividend', { min: 0, example: '2.4' });
    const price = readNumber(v, 'price', 'share price', { above: 0, example: '80' });
    return ok(`Dividend yield: ${pct((dividend / price) * 100, 4)}`);
  },
  npv: (v) => {
    const r = rateOf(v, 'rate', 'discount rate');
    const initial = readNumber(v, 'initial', 'initial investment', { min: 0, example: '1000', emptyAs: 0 });
    const flows = readList(v, 'flows', 'cash flows', { max: 1000 });
    const value = npvAt(r, [-initial, ...flows]);
    return ok(says`NPV: ${cash(value)}`, [
      figure('Present value of the cash flows', cash(value + initial)),
      figure('Years', String(flows.length)),
    ]);
  },
  irr: (v) => {
    const flows = readList(v, 'flows', 'cash flows', { min: 2, max: 1000 });
    const result = irr(flows);
    if (typeof result === 'string') throw new InputError(result);
    const all = irrs(flows);
    if (all.length > 1) {
      return ok(`IRRs: ${all.map((r) => `${rate3(r * 100)}%`).join(', ')}`, [
        figure(
          'Several rates',
          `These cash flows change sign more than once, so ${all.length} rates make the NPV zero and no one of them is the IRR. A spreadsheet's IRR gives the one nearest its 10% guess: ${rate3(result * 100)}%.`,
        ),
      ]);
    }
    return ok(`IRR: ${rate3(result * 100)}%`, [figure('NPV at this rate', cash(npvAt(result, flows)))]);
  },
  payback: (v) => {
    const initial = readNumber(v, 'initial', 'initial investment', { above: 0, example: '1000' });
    const flows = readList(v, 'flows', 'cash flows', { max: 1000 });
    let cumulative = -initial;
    for (let t = 0; t < flows.length; t++) {
      const flow = flows[t]!;
      if (flow > 0 && cumulative + flow >= 0) {
        const years = t + -cumulative / flow;
        return ok(`Payback period: ${yearsText(years, 4)}`, [figure('Recovered during year', String(t + 1))]);
      }
      cumulative += flow;
    }
    throw new InputError(
      `The cash flows never pay back the investment: ${money(-cumulative)} is still to recover at the end. Add more years of cash flows.`,
    );
  },
  margin: (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '75' });
    const revenue = readNumber(v, 'revenue', 'selling price', { above: 0, example: '100' });
    const profit = revenue - cost;
    const figures = [figure('Profit', cash(profit))];
    if (cost > 0) figures.push(figure('Markup', pct((profit / cost) * 100)));
    return ok(`Profit margin: ${pct((profit / revenue) * 100)}`, figures);
  },
  markup: (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '80' });
    const m = readNumber(v, 'markup', 'markup', { min: -100, example: '25' }) / 100;
    const price = cost * (1 + m);
    const figures = [figure('Profit', cash(price - cost))];
    if (price > 0) figures.push(figure('Profit margin', pct(((price - cost) / price) * 100)));
    return ok(says`Selling price: ${cash(price)}`, figures);
  },
  'price-from-margin': (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '60' });
    const m = readNumber(v, 'margin', 'target margin', { below: 100, example: '40' }) / 100;
    const price = cost / (1 - m);
    const figures = [figure('Profit', cash(price - cost))];
    if (cost > 0) figures.push(figure('Markup', pct(((price - cost) / cost) * 100)));
    return ok(says`Selling price: ${cash(price)}`, figures);
  },
  'break-even': (v) => {
    const fixed = readNumber(v, 'fixed', 'fixed costs', { min: 0, example: '10000' });
    const price = readNumber(v, 'price', 'price per unit', { min: 0, example: '50' });
    const variable = readNumber(v, 'variable', 'variable cost per unit', { min: 0, example: '30' });
    if (price <= variable)
      throw new InputError(
        'The price per unit must be more than the variable cost per unit, or no number of sales covers the fixed costs.',
      );
    const exact = fixed / (price - variable);
    const units = Math.ceil(exact - 1e-9);
    return ok(`Break-even point: ${units} unit${units === 1 ? '' : 's'}`, [
      figure('Exact break-even', `${num(exact)} units`),
      figure('Break-even revenue', cash(exact * price)),
      figure('Contribution margin per unit', cash(price - variable)),
    ]);
  },
  commission: (v) => {
    const sales = readNumber(v, 'sales', 'sale amount', { min: 0, example: '250000' });
    const rate = readNumber(v, 'rate', 'commission rate', { min: 0, example: '3' });
    const commission = (sales * rate) / 100;
    return ok(says`Commission: ${cash(commission)}`, [figure('Left after commission', cash(sales - commission))]);
  },
  'depreciation-straight': (v) => {
    const cost = readNumber(v, 'cost', 'asset cost', { min: 0, example: '10000' });
    const salvage = readNumber(v, 'salvage', 'salvage value', { min: 0, example: '1000', emptyAs: 0 });
    const life = readNumber(v, 'life', 'useful life', { min: 1, max: 100, integer: true, example: '5' });
    if (salvage > cost)
      throw new InputError('The salvage value is more than the cost, so there is nothing to depreciate.');
    const yearly = (cost - salvage) / life;
    const figures = Array.from({ length: life }, (_, k) =>
      figure(`Book value after year ${k + 1}`, cash(cost - yearly * (k + 1))),
    );
    return ok(says`Depreciation each year: ${cash(yearly)}`, [figure('Rate', pct(100 / life, 4)), ...figures]);
  },
  'depreciation-declining': (v) => {
    const cost = readNumber(v, 'cost', 'asset cost', { min: 0, example: '10000' });
    const salvage = readNumber(v, 'salvage', 'salvage value', { min: 0, example: '1000', emptyAs: 0 });
    const life = readNumber(v, 'life', 'useful life', { min: 1, max: 100, integer: true, example: '5' });
    const factor = Number(readChoice(v, 'factor', 'rate', ['2', '1.5']));
    if (salvage > cost)
      throw new InputError('The salvage value is more than the cost, so there is nothing to depreciate.');
    let book = cost;
    const lines: TextPart[] = [];
    const figures: Figure[] = [];
    for (let year = 1; year <= life; year++) {
      const dep = Math.max(0, Math.min((book * factor) / life, book - salvage));
      book -= dep;
      lines.push(...(year > 1 ? ['\n'] : []), ...says`Year ${year}: ${cash(dep)}`.parts);
      figures.push(figure(`Book value after year ${year}`, cash(book)));
    }
    return ok({ text: partsText(lines), parts: lines }, [figure('Rate', pct((factor / life) * 100, 4)), ...figures]);
  },
  'hourly-to-salary': (v) => {
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
  'salary-to-hourly': (v) => {
    const salary = readNumber(v, 'salary', 'yearly salary', { min: 0, example: '60000' });
    const hours = readNumber(v, 'hours', 'hours a week', { above: 0, max: 168, example: '40' });
    const weeks = readNumber(v, 'weeks', 'weeks a year', { above: 0, max: 53, example: '52' });
    return ok(says`Hourly rate: ${cash(salary / (hours * weeks))}`, [
      figure('Monthly', cash(salary / 12)),
      figure('Weekly', cash(salary / weeks)),
    ]);
  },
  'pay-raise': (v) => {
    const salary = readNumber(v, 'salary', 'current salary', { min: 0, example: '52000' });
    const p = readNumber(v, 'percent', 'raise', { min: -100, example: '3' });
    const raise = (salary * p) / 100;
    return ok(says`New salary: ${cash(salary + raise)}`, [
      figure('Raise a year', cash(raise)),
      figure('Raise a month', cash(raise / 12)),
    ]);
  },
  overtime: (v) => {
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
};

export const run = calcEngine(operations);
