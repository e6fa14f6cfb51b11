/** finance, investments: returns, NPV, IRR and payback: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  cash,
  figure,
  InputError,
  money,
  ok,
  pct,
  readList,
  readNumber,
  says,
} from '../../calcKit';
import { irr, irrs, npvAt, rate3, rateOf, yearsText } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'roi-calculator': (v) => {
    const invested = readNumber(v, 'invested', 'amount invested', { above: 0, example: '1000' });
    const returned = readNumber(v, 'returned', 'amount returned', { min: 0, example: '1250' });
    const years = readNumber(v, 'years', 'years held', { min: 0, example: '2', emptyAs: 0 });
    const ratio = returned / invested;
    const figures = [figure('Gain', cash(returned - invested))];
    if (years > 0) figures.push(figure('Annualised ROI', pct((ratio ** (1 / years) - 1) * 100, 4)));
    return ok(`ROI: ${pct((ratio - 1) * 100, 4)}`, figures);
  },
  'cagr-calculator': (v) => {
    const start = readNumber(v, 'start', 'starting value', { above: 0, example: '1000' });
    const end = readNumber(v, 'end', 'ending value', { min: 0, example: '2000' });
    const years = readNumber(v, 'years', 'number of years', { above: 0, example: '5' });
    return ok(`CAGR: ${pct(((end / start) ** (1 / years) - 1) * 100)}`, [
      figure('Total growth', pct((end / start - 1) * 100)),
    ]);
  },
  'stock-profit-calculator': (v) => {
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
  'dividend-yield-calculator': (v) => {
    const dividend = readNumber(v, 'dividend', 'yearly dividend', { min: 0, example: '2.4' });
    const price = readNumber(v, 'price', 'share price', { above: 0, example: '80' });
    return ok(`Dividend yield: ${pct((dividend / price) * 100, 4)}`);
  },
  'npv-calculator': (v) => {
    const r = rateOf(v, 'rate', 'discount rate');
    const initial = readNumber(v, 'initial', 'initial investment', { min: 0, example: '1000', emptyAs: 0 });
    const flows = readList(v, 'flows', 'cash flows', { max: 1000 });
    const value = npvAt(r, [-initial, ...flows]);
    return ok(says`NPV: ${cash(value)}`, [
      figure('Present value of the cash flows', cash(value + initial)),
      figure('Years', String(flows.length)),
    ]);
  },
  'irr-calculator': (v) => {
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
  'payback-period-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
