/** finance, business: margins, markups, break-even, commission and depreciation: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  cash,
  figure,
  InputError,
  num,
  ok,
  partsText,
  pct,
  readChoice,
  readNumber,
  says,
} from '../../calcKit';
import type { Figure, TextPart } from '../../../types';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'profit-margin-calculator': (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '75' });
    const revenue = readNumber(v, 'revenue', 'selling price', { above: 0, example: '100' });
    const profit = revenue - cost;
    const figures = [figure('Profit', cash(profit))];
    if (cost > 0) figures.push(figure('Markup', pct((profit / cost) * 100)));
    return ok(`Profit margin: ${pct((profit / revenue) * 100)}`, figures);
  },
  'markup-calculator': (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '80' });
    const m = readNumber(v, 'markup', 'markup', { min: -100, example: '25' }) / 100;
    const price = cost * (1 + m);
    const figures = [figure('Profit', cash(price - cost))];
    if (price > 0) figures.push(figure('Profit margin', pct(((price - cost) / price) * 100)));
    return ok(says`Selling price: ${cash(price)}`, figures);
  },
  'selling-price-calculator': (v) => {
    const cost = readNumber(v, 'cost', 'cost', { min: 0, example: '60' });
    const m = readNumber(v, 'margin', 'target margin', { below: 100, example: '40' }) / 100;
    const price = cost / (1 - m);
    const figures = [figure('Profit', cash(price - cost))];
    if (cost > 0) figures.push(figure('Markup', pct(((price - cost) / cost) * 100)));
    return ok(says`Selling price: ${cash(price)}`, figures);
  },
  'break-even-calculator': (v) => {
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
  'commission-calculator': (v) => {
    const sales = readNumber(v, 'sales', 'sale amount', { min: 0, example: '250000' });
    const rate = readNumber(v, 'rate', 'commission rate', { min: 0, example: '3' });
    const commission = (sales * rate) / 100;
    return ok(says`Commission: ${cash(commission)}`, [figure('Left after commission', cash(sales - commission))]);
  },
  'straight-line-depreciation-calculator': (v) => {
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
  'declining-balance-depreciation-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
