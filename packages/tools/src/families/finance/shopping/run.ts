/** finance, shopping: discounts, sales tax, VAT, tips, bills and unit prices: the code of the rows in rows.ts beside it. */
import {
  calcTopicEngine,
  type CalcOperations,
  cash,
  figure,
  InputError,
  num,
  ok,
  pct,
  readChoice,
  readNumber,
  says,
} from '../../calcKit';
import { vatOp } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'discount-calculator': (v) => {
    const price = readNumber(v, 'price', 'original price', { min: 0, example: '80' });
    const p = readNumber(v, 'percent', 'discount', { min: 0, max: 100, example: '25' });
    const sale = price * (1 - p / 100);
    return ok(says`Sale price: ${cash(sale)}`, [
      figure('You save', cash(price - sale)),
      figure('Original price', cash(price)),
    ]);
  },
  'discount-percentage-calculator': (v) => {
    const price = readNumber(v, 'price', 'original price', { above: 0, example: '80' });
    const sale = readNumber(v, 'sale', 'sale price', { min: 0, example: '60' });
    if (sale > price)
      throw new InputError('The sale price is higher than the original price, so there is no discount.');
    return ok(`Discount: ${pct(((price - sale) / price) * 100)} off`, [figure('You save', cash(price - sale))]);
  },
  'double-discount-calculator': (v) => {
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
  'sales-tax-calculator': (v) => {
    const price = readNumber(v, 'price', 'price', { min: 0, example: '100' });
    const rate = readNumber(v, 'rate', 'sales tax rate', { min: 0, example: '8.25' });
    const tax = (price * rate) / 100;
    return ok(says`Total with tax: ${cash(price + tax)}`, [
      figure('Sales tax', cash(tax)),
      figure('Price before tax', cash(price)),
    ]);
  },
  'reverse-sales-tax-calculator': (v) => {
    const total = readNumber(v, 'total', 'total', { min: 0, example: '108.25' });
    const rate = readNumber(v, 'rate', 'sales tax rate', { min: 0, example: '8.25' });
    const price = total / (1 + rate / 100);
    return ok(says`Price before tax: ${cash(price)}`, [
      figure('Sales tax', cash(total - price)),
      figure('Total', cash(total)),
    ]);
  },
  'vat-calculator': vatOp,
  'india-gst-calculator': vatOp,
  'tip-calculator': (v) => {
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
  'bill-split-calculator': (v) => {
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
  'unit-price-calculator': (v) => {
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
  'fuel-cost-calculator': (v) => {
    const units = readChoice(v, 'units', 'units', ['us', 'metric']);
    const distance = readNumber(v, 'distance', 'distance', { min: 0, example: '300' });
    const economy = readNumber(v, 'economy', 'fuel economy', { above: 0, example: units === 'us' ? '30' : '6.5' });
    const price = readNumber(v, 'price', 'fuel price', { min: 0, example: units === 'us' ? '3.5' : '1.8' });
    const fuel = units === 'us' ? distance / economy : (distance * economy) / 100;
    return ok(says`Fuel cost: ${cash(fuel * price)}`, [
      figure('Fuel needed', `${num(fuel)} ${units === 'us' ? 'US gal' : 'L'}`),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
