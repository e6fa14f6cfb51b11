import { describe, expect, it } from 'vitest';
import { scheduleCsv } from '../../money/csv';
import type { Schedule, ToolResult } from '../../types';
import { familyRunner } from '../runner.test-support';

const { use } = familyRunner();

async function scheduled(
  id: string,
  input: Record<string, string>,
): Promise<ToolResult & { ok: true; schedule: Schedule }> {
  const result = await use(id, input);
  if (!result.ok || !result.schedule) throw new Error(`${id} gave no schedule: ${JSON.stringify(result)}`);
  return result as ToolResult & { ok: true; schedule: Schedule };
}
const view = (schedule: Schedule, id: string) => schedule.views.find((v) => v.id === id)!;
const column = (schedule: Schedule, viewId: string, key: string) => {
  const v = view(schedule, viewId);
  const k = v.columns.findIndex((c) => c.key === key);
  return v.rows.map((row) => row[k]!);
};
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The annuity payment in exact fixed-point arithmetic (BigInt, 40 decimals): an independent check
 * of the engine's floating-point P·i / (1 − (1 + i)^−n). Rate in basis points a year.
 */
function exactPayment(principal: bigint, basisPoints: bigint, months: number): number {
  const scale = 10n ** 40n;
  const i = (basisPoints * scale) / 120_000n;
  let growth = scale;
  for (let k = 0; k < months; k++) growth = (growth * (scale + i)) / scale;
  const payment = (principal * i * growth) / (growth - scale); // units × 10^40
  return Number(payment / 10n ** 34n) / 1e6;
}

describe('loan schedules', () => {
  it('$300,000 at 6.5% over 30 years: $1,896.20 a month, $382,633.47 of interest, checked exactly', async () => {
    const result = await scheduled('loan-calculator', { amount: '300000', rate: '6.5', years: '30' });
    expect(result.text).toBe('Monthly payment: 1896.20');
    expect(result.parts).toEqual(['Monthly payment: ', { money: expect.closeTo(1896.2041, 4) }]);
    const exact = exactPayment(300_000n, 650n, 360);
    expect(exact).toBeCloseTo(1896.204, 3);
    expect((exact * 360 - 300_000).toFixed(2)).toBe('382633.47');
    expect(result.figures?.find((f) => f.label === 'Total interest')?.value).toBe('382633.47');
    // The schedule adds up: 30 years, 360 months; the interest column sums to the total interest,
    // the principal column to the loan, and the balance ends at 0.
    expect(view(result.schedule, 'year').rows).toHaveLength(30);
    expect(view(result.schedule, 'month').rows).toHaveLength(360);
    expect(sum(column(result.schedule, 'year', 'interest')).toFixed(2)).toBe('382633.47');
    expect(sum(column(result.schedule, 'month', 'interest')).toFixed(2)).toBe('382633.47');
    expect(sum(column(result.schedule, 'year', 'principal'))).toBeCloseTo(300_000, 6);
    expect(column(result.schedule, 'year', 'balance').at(-1)).toBe(0);
    // Year 1: $19,401.27 of interest, $3,353.18 off the principal (each month's interest on what is
    // left), as 60-digit decimal arithmetic gives it.
    expect(view(result.schedule, 'year').rows[0]!.map((x) => x.toFixed(2))).toEqual([
      '1.00',
      '19401.27',
      '3353.18',
      '296646.82',
    ]);
  });

  it('the mortgage tool schedules the loan after the down payment, by year first', async () => {
    const result = await scheduled('mortgage-calculator', {
      price: '400000',
      down: '80000',
      rate: '6.5',
      years: '30',
    });
    expect(result.text).toBe('Monthly payment: 2022.62');
    expect(result.schedule.views.map((v) => v.id)).toEqual(['year', 'month']);
    expect(view(result.schedule, 'year').columns.map((c) => c.label)).toEqual([
      'Year',
      'Interest',
      'Principal',
      'Balance',
    ]);
    expect(sum(column(result.schedule, 'month', 'principal'))).toBeCloseTo(320_000, 6);
    expect(result.schedule.charts.map((c) => c.title)).toEqual(['Balance left', 'Interest and principal paid']);
  });

  it('the amortisation schedule shows months first, with the figures its text table had', async () => {
    const result = await scheduled('amortization-schedule-calculator', { amount: '1000', rate: '12', months: '3' });
    expect(result.text).toBe('Monthly payment: 340.02');
    expect(result.schedule.views[0]!.id).toBe('month');
    expect(view(result.schedule, 'month').rows.map((row) => row.map((x) => x.toFixed(2)))).toEqual([
      ['1.00', '340.02', '10.00', '330.02', '669.98'],
      ['2.00', '340.02', '6.70', '333.32', '336.66'],
      ['3.00', '340.02', '3.37', '336.66', '0.00'],
    ]);
  });

  it('ends a 30-year amortisation schedule at a zero balance', async () => {
    const result = await scheduled('amortization-schedule-calculator', {
      amount: '250000',
      rate: '5.5',
      months: '360',
    });
    expect(result.text).toBe('Monthly payment: 1419.47');
    expect(column(result.schedule, 'month', 'balance').at(-1)).toBe(0);
    expect(column(result.schedule, 'month', 'payment').every((p) => p.toFixed(2) === '1419.47')).toBe(true);
  });

  it('schedules a car loan and a 0% loan', async () => {
    const car = await scheduled('car-loan-calculator', {
      price: '30000',
      down: '5000',
      tradeIn: '0',
      rate: '7',
      months: '60',
    });
    expect(view(car.schedule, 'year').rows).toHaveLength(5);
    const free = await scheduled('loan-calculator', { amount: '12000', rate: '0', years: '1' });
    expect(column(free.schedule, 'month', 'interest').every((x) => x === 0)).toBe(true);
    expect(column(free.schedule, 'month', 'balance').map((x) => Math.round(x))).toEqual(
      Array.from({ length: 12 }, (_, k) => 12000 - 1000 * (k + 1)),
    );
  });
});

describe('savings and compound interest schedules', () => {
  it('savings: 1,000 and 100 a month at 5% for 10 years ends at the balance the text gives', async () => {
    const result = await scheduled('savings-calculator', { initial: '1000', monthly: '100', rate: '5', years: '10' });
    expect(result.text).toBe('Final balance: 17175.24');
    expect(view(result.schedule, 'year').rows).toHaveLength(10);
    expect(column(result.schedule, 'year', 'balance').at(-1)!.toFixed(2)).toBe('17175.24');
    expect(sum(column(result.schedule, 'year', 'deposits'))).toBeCloseTo(12_000, 9);
    // Balance = starting amount + deposits + interest, every year.
    const deposited = result.schedule.charts[1]!.series[0]!;
    expect(deposited).toEqual({ column: 'deposits', label: 'Deposited', cumulative: true, start: 1000 });
    expect(sum(column(result.schedule, 'year', 'interest')).toFixed(2)).toBe('4175.24');
  });

  it('compound interest: a row per year and the part-year at the end', async () => {
    const result = await scheduled('compound-interest-calculator', {
      principal: '1000',
      rate: '5',
      years: '2.5',
      frequency: '1',
    });
    expect(column(result.schedule, 'year', 'year')).toEqual([1, 2, 2.5]);
    expect(column(result.schedule, 'year', 'balance').map((x) => x.toFixed(2))).toEqual([
      '1050.00',
      '1102.50',
      (1000 * 1.05 ** 2.5).toFixed(2),
    ]);
    expect(result.text).toBe(`Final amount: ${(1000 * 1.05 ** 2.5).toFixed(2)}`);
    const ten = await scheduled('compound-interest-calculator', { principal: '1000', rate: '5', years: '10' });
    expect(column(ten.schedule, 'year', 'balance').at(-1)!.toFixed(2)).toBe('1647.01');
    expect(sum(column(ten.schedule, 'year', 'interest')).toFixed(2)).toBe('647.01');
  });

  it('has no schedule for no time at all', async () => {
    const result = await use('compound-interest-calculator', { principal: '1000', rate: '5', years: '0' });
    expect(result.ok && result.schedule).toBeUndefined();
  });

  it('answers an overflowing schedule with a sentence', async () => {
    const result = await use('savings-calculator', { initial: '1e300', monthly: '0', rate: '900', years: '1000' });
    expect(result).toEqual({
      ok: false,
      error: 'The answer is too large or too small to calculate. Try smaller numbers.',
    });
  });
});

describe('the schedule as CSV', () => {
  it('writes a header naming the currency, then unformatted numbers, CRLF lines', async () => {
    const result = await scheduled('amortization-schedule-calculator', { amount: '1000', rate: '12', months: '3' });
    expect(scheduleCsv(view(result.schedule, 'month'), 'USD')).toBe(
      [
        'Month,Payment (USD),Interest (USD),Principal (USD),Balance (USD)',
        '1,340.02,10.00,330.02,669.98',
        '2,340.02,6.70,333.32,336.66',
        '3,340.02,3.37,336.66,0.00',
      ].join('\r\n'),
    );
  });

  it('writes yen without decimals and thousands without separators', async () => {
    const result = await scheduled('loan-calculator', { amount: '300000', rate: '6.5', years: '30' });
    const lines = scheduleCsv(view(result.schedule, 'year'), 'JPY').split('\r\n');
    expect(lines[0]).toBe('Year,Interest (JPY),Principal (JPY),Balance (JPY)');
    expect(lines[1]).toBe('1,19401,3353,296647');
    expect(lines).toHaveLength(31);
    expect(lines[30]).toMatch(/^30,\d+,\d+,0$/);
  });

  it('quotes a heading with a comma or a quote, as RFC 4180 says', () => {
    const csv = scheduleCsv(
      {
        id: 'year',
        label: 'By year',
        caption: '',
        columns: [
          { key: 'year', label: 'Year', money: false },
          { key: 'odd', label: 'Fees, "other"', money: true },
        ],
        rows: [[1, 1234.5]],
      },
      'EUR',
    );
    expect(csv).toBe('Year,"Fees, ""other"" (EUR)"\r\n1,1234.50');
  });
});
