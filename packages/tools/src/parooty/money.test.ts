import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { loadEngine } from '../families';
import { fixedContext, runTool } from '../run';
import { recommend } from './index';
import { amountValue, moneyMatches } from './money';

/** The answer's first tool, its filled-in values (from its URL, as the page reads them) and whether they are all the inputs. */
function top(query: string) {
  const tool = recommend(query).tools[0]!;
  return {
    id: tool.id,
    values: Object.fromEntries(new URL(tool.url, 'https://perch.test').searchParams),
    complete: tool.complete,
  };
}

describe('pay, read the right way round', () => {
  it('"what hourly rate gives me 80k" is a salary of 80000 to an hourly rate, filled in', () => {
    expect(top('what hourly rate gives me 80k')).toEqual({
      id: 'salary-to-hourly-calculator',
      values: { salary: '80000' },
      complete: true,
    });
  });

  it('an amount per hour goes the other way', () => {
    expect(top('$25 an hour is how much a year')).toMatchObject({
      id: 'hourly-to-salary-calculator',
      values: { hourly: '25' },
    });
    expect(top('what salary is 30 per hour')).toMatchObject({
      id: 'hourly-to-salary-calculator',
      values: { hourly: '30' },
    });
  });

  it('a salary named as such, with "hourly" in the question', () => {
    expect(top("what's my hourly rate on a 52k salary")).toMatchObject({
      id: 'salary-to-hourly-calculator',
      values: { salary: '52000' },
    });
    expect(top('60,000 a year is how much an hour')).toMatchObject({ values: { salary: '60000' } });
  });

  it('reads k, m and thousands separators', () => {
    expect(amountValue('80', 'k')).toBe('80000');
    expect(amountValue('1.2', 'm')).toBe('1200000');
    expect(amountValue('1,250', undefined)).toBe('1250');
    expect(amountValue('350 000', undefined)).toBe('350000');
  });
});

describe('loans and mortgages: an amount, a rate and a term fill all three', () => {
  it('"350k at 7% over 25 years" is the Mortgage Calculator with 350000 borrowed, 7 % and 25 years', () => {
    expect(top('350k at 7% over 25 years')).toEqual({
      id: 'mortgage-calculator',
      values: { price: '350000', down: '0', rate: '7', years: '25' },
      complete: true,
    });
  });

  it('a loan, a car loan in months, and a mortgage on the price of a home', () => {
    expect(top('loan of 20000 at 5% for 5 years')).toEqual({
      id: 'loan-calculator',
      values: { amount: '20000', rate: '5', years: '5' },
      complete: true,
    });
    expect(top('car loan 25k at 6% for 60 months')).toMatchObject({
      id: 'car-loan-calculator',
      values: { price: '25000', down: '0', rate: '6', months: '60' },
    });
    // The price of the house: the down payment is left to the tool (and said in a result).
    expect(top('mortgage on a 400k house at 6.5% for 30 years')).toMatchObject({
      id: 'mortgage-calculator',
      values: { price: '400000', rate: '6.5', years: '30' },
    });
    expect(top('personal loan 15000 6.9% 36 months').values).toEqual({ amount: '15000', rate: '6.9', years: '3' });
  });

  it('fills what a loan question gave, and says it is not all', () => {
    const partial = top('mortgage at 6% for 30 years');
    expect(partial).toMatchObject({ id: 'mortgage-calculator', values: { rate: '6', years: '30' } });
    expect(partial.complete).toBeUndefined();
  });

  it('money that grows, or a percentage with no term, is not a loan', () => {
    expect(moneyMatches('compound interest on 10000 at 5% for 10 years')).toEqual([]);
    expect(moneyMatches('what is 15% of 80')).toEqual([]);
    expect(moneyMatches('add 20% vat to 100')).toEqual([]);
    expect(moneyMatches('hourly to salary')).toEqual([]);
  });

  it('the filled-in tool works out the payment a bank would (independent annuity figures)', async () => {
    // M = P·r / (1 − (1 + r)^−n), r monthly: 350000 at 7 %/12 over 300 months = 2473.73.
    const { id, values } = top('350k at 7% over 25 years');
    const tool = findTool(id)!;
    const result = await runTool(await loadEngine(tool), tool, values, fixedContext());
    expect(result).toMatchObject({ ok: true, text: 'Monthly payment: 2473.73' });
  });
});
