import {
  cash,
  figure,
  InputError,
  num,
  ok,
  readChoice,
  readNumber,
  says,
  type Operation,
  type Values,
} from '../calcKit';
import type { Figure } from '../../types';

/** A rate written to at most three decimals ("6", "17.803"), for rates that were solved for. */
export function rate3(x: number): string {
  return num(Math.round(x * 1000) / 1000);
}

/** Monthly (or per-period) payment of an amortising loan: P·i / (1 − (1 + i)^−n); P / n at 0%. */
export function annuityPayment(principal: number, i: number, n: number): number {
  if (i === 0) return principal / n;
  return (principal * i) / (1 - (1 + i) ** -n);
}

/** Months from years, as a loan term: a whole number of months from 1 to 1,200. */
export function monthsOf(years: number): number {
  const months = Math.round(years * 12);
  if (months < 1) throw new InputError('The term must be at least one month.');
  if (months > 1200) throw new InputError('The term can be at most 100 years.');
  return months;
}

export function rateOf(values: Values, name = 'rate', label = 'interest rate'): number {
  return readNumber(values, name, label, { above: -100, example: '5' }) / 100;
}

export function loanFigures(principal: number, months: number, payment: number): Figure[] {
  const total = payment * months;
  return [
    figure('Loan amount', cash(principal)),
    figure('Number of payments', String(months)),
    figure('Total of payments', cash(total)),
    figure('Total interest', cash(total - principal)),
  ];
}

/** The frequency select: periods a year, or Infinity for continuous compounding. */
export function frequencyOf(values: Values): number {
  const choice = readChoice(values, 'frequency', 'compounding', ['1', '2', '4', '12', '52', '365', 'continuous']);
  return choice === 'continuous' ? Infinity : Number(choice);
}

/** Growth factor of one year at nominal rate r compounded n times (n = Infinity: continuously). */
export function yearFactor(r: number, n: number): number {
  return n === Infinity ? Math.exp(r) : (1 + r / n) ** n;
}

export function growth(r: number, n: number, years: number): number {
  return n === Infinity ? Math.exp(r * years) : (1 + r / n) ** (n * years);
}

/** "1 year", "2.5 years" (as written to `significant` digits). */
export function yearsText(years: number, significant?: number): string {
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
export function npvSlope(r: number, flows: readonly number[]): number {
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
export function npvScan(r: number, flows: readonly number[]): number {
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
export function bisect(f: (r: number) => number, lo: number, hi: number): number {
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

export const IRR_GRID: readonly number[] = (() => {
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

export function vat(values: Values, tax: string, rateParam: string | undefined, split: string | undefined) {
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
export const given = (x: number) => num(x, 15);
/** A product or sum of typed numbers: 12 digits, enough for 15% of 1234567.89 = 185185.1835, short of floating-point noise. */
export const sum12 = (x: number) => num(x, 12);

/** The operation the rows vat-calculator, india-gst-calculator share. */
export const vatOp: Operation = (v, _, p) => vat(v, p.tax ?? 'VAT', p.rate, p.split);
