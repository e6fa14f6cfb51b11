import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';
import { annuityPayment, irr, irrs, npvAt } from './shared';

const { use, text } = familyRunner();
const figure = async (id: string, input: Record<string, string>, label: string) => {
  const result = await use(id, input);
  return result.ok ? result.figures?.find((f) => f.label === label)?.value : undefined;
};

describe('loans against published figures', () => {
  it('matches the classic 200,000 at 6% over 30 years: 1199.10 a month', async () => {
    expect(await text('loan-calculator', { amount: '200000', rate: '6', years: '30' })).toBe(
      'Monthly payment: 1199.10',
    );
    expect(await figure('loan-calculator', { amount: '200000', rate: '6', years: '30' }, 'Total interest')).toBe(
      '231676.38',
    );
  });

  it("matches Excel's PMT example: PMT(8%/12, 10, 10000) = 1037.03", async () => {
    expect(
      await text('car-loan-calculator', { price: '10000', down: '0', tradeIn: '0', rate: '8', months: '10' }),
    ).toBe('Monthly payment: 1037.03');
    expect(annuityPayment(10000, 0.08 / 12, 10)).toBeCloseTo(1037.0321, 4);
  });

  it('solves the rate back from the payment', async () => {
    expect(await text('interest-rate-calculator', { amount: '10000', payment: '1037.03', months: '10' })).toBe(
      'Annual interest rate: 8%',
    );
  });

  it('says when a card payment does not cover the interest', async () => {
    expect(await text('credit-card-payoff-calculator', { balance: '5000', apr: '24', payment: '100' })).toBe(
      "ERROR A payment of 100.00 does not cover the first month's interest of 100.00. Pay more than that each month.",
    );
  });
});

describe('interest and time value of money against published figures', () => {
  it('compounds 1000 at 5% for 10 years: 1628.89 yearly, 1647.01 monthly, 1648.72 continuously', async () => {
    const input = { principal: '1000', rate: '5', years: '10' };
    expect(await text('compound-interest-calculator', { ...input, frequency: '1' })).toBe('Final amount: 1628.89');
    expect(await text('compound-interest-calculator', { ...input, frequency: '12' })).toBe('Final amount: 1647.01');
    expect(await text('compound-interest-calculator', { ...input, frequency: 'continuous' })).toBe(
      'Final amount: 1648.72',
    );
  });

  it("matches Excel's FV example: FV(0.5%, 10, −200, −500, 1) = 2581.40", async () => {
    expect(
      await text('future-value-calculator', {
        present: '500',
        rate: '0.5',
        periods: '10',
        payment: '200',
        timing: 'begin',
      }),
    ).toBe('Future value: 2581.40');
  });

  it("matches Excel's PV example: PV(8%/12, 240, 500) = 59777.15", async () => {
    expect(
      await text('present-value-calculator', {
        future: '0',
        rate: String(8 / 12),
        periods: '240',
        payment: '500',
        timing: 'end',
      }),
    ).toBe('Present value: 59777.15');
  });

  it('gives the textbook APY of 6% compounded monthly', async () => {
    expect(await text('apy-calculator', { apr: '6', frequency: '12' })).toBe('APY: 6.16778%');
  });
});

describe('NPV and IRR against published figures', () => {
  it("matches Excel's NPV example: 8%, −40000 now, then 8000, 9200, 10000, 12000, 14500 = 1922.06", async () => {
    expect(
      await text('npv-calculator', { rate: '8', initial: '40000', flows: '8000, 9200, 10000, 12000, 14500' }),
    ).toBe('NPV: 1922.06');
  });

  it("matches Excel's IRR examples: 8.66% over five years, −2.12% over four", async () => {
    const flows = [-70000, 12000, 15000, 18000, 21000, 26000];
    expect(irr(flows)).toBeCloseTo(0.086631, 5);
    expect(irr(flows.slice(0, 5))).toBeCloseTo(-0.021245, 5);
    expect(await text('irr-calculator', { flows: '-70000, 12000, 15000, 18000, 21000, 26000' })).toBe('IRR: 8.663%');
  });

  it('makes the NPV zero at the IRR', () => {
    const flows = [-1000, 500, 400, 300, 200];
    expect(npvAt(irr(flows) as number, flows)).toBeCloseTo(0, 8);
  });

  it('finds an IRR where the NPV only touches zero, two close together, and says when there are several', async () => {
    // −100(1 − x)² with x = 1/(1 + r): zero only at r = 0; −100(1 − 1.05x)²: only at 5%.
    expect(await text('irr-calculator', { flows: '-100, 200, -100' })).toBe('IRR: 0%');
    expect(await text('irr-calculator', { flows: '-100, 210, -110.25' })).toBe('IRR: 5%');
    // −100 + 220.7x − 121.771x² = 0 at x = 1/1.102 and 1/1.105 (numpy.roots); −100 + 230x − 132x² at 10% and 20%.
    expect(await text('irr-calculator', { flows: '-100, 220.7, -121.771' })).toBe('IRRs: 10.2%, 10.5%');
    expect(await text('irr-calculator', { flows: '-100, 230, -132' })).toBe('IRRs: 10%, 20%');
    expect(irrs([-100, 230, -132]).map((r) => Math.round(r * 1e9) / 1e9)).toEqual([0.1, 0.2]);
  });

  it('reads cash flows written with thousands commas', async () => {
    // −10000 + 3000/1.08 + 4000/1.08² + 5000/1.08³ = 176.29; scipy's root of that NPV: 8.896%.
    expect(await text('npv-calculator', { rate: '8', initial: '10,000', flows: '3,000, 4,000, 5,000' })).toBe(
      'NPV: 176.29',
    );
    expect(await text('irr-calculator', { flows: '-10,000, 3,000, 4,000, 5,000' })).toBe('IRR: 8.896%');
  });

  it('explains cash flows with no IRR', async () => {
    expect(await text('irr-calculator', { flows: '100, 200' })).toBe(
      'ERROR An IRR needs at least one negative cash flow (money paid out) and one positive one (money coming back).',
    );
    expect(await text('irr-calculator', { flows: '-100, abc' })).toMatch(/^ERROR “abc” is not a number/);
  });
});

describe('depreciation', () => {
  it("matches Excel's DDB example: cost 2400, salvage 300, 10 years: 480.00, 384.00 … 22.12", async () => {
    const lines = (
      await text('declining-balance-depreciation-calculator', { cost: '2400', salvage: '300', life: '10', factor: '2' })
    ).split('\n');
    expect(lines[0]).toBe('Year 1: 480.00');
    expect(lines[1]).toBe('Year 2: 384.00');
    expect(lines[9]).toBe('Year 10: 22.12');
  });

  it('refuses a salvage value above the cost', async () => {
    expect(await text('straight-line-depreciation-calculator', { cost: '1000', salvage: '2000', life: '5' })).toMatch(
      /^ERROR The salvage value is more than the cost/,
    );
  });
});

describe('unit price', () => {
  it('shows two close unit prices apart, and calls prices equal up to floating-point noise the same', async () => {
    expect(
      await text('unit-price-calculator', { priceA: '0.1234561', sizeA: '1', priceB: '0.1234564', sizeB: '1' }),
    ).toBe('Item A is the better buy: 0.1234561 per unit against 0.1234564');
    expect(
      await figure(
        'unit-price-calculator',
        { priceA: '0.1234561', sizeA: '1', priceB: '0.1234564', sizeB: '1' },
        'Item B per unit',
      ),
    ).toBe('0.1234564');
    expect(await text('unit-price-calculator', { priceA: '0.3', sizeA: '3', priceB: '0.1', sizeB: '1' })).toBe(
      'Both cost the same per unit: 0.1',
    );
    expect(await text('unit-price-calculator', { priceA: '3.49', sizeA: '12', priceB: '5.29', sizeB: '20' })).toBe(
      'Item B is the better buy: 0.2645 per unit against 0.290833',
    );
  });
});

describe('percentages, tax and business', () => {
  it('works percentages both ways', async () => {
    expect(await text('percentage-calculator', { percent: '20', number: '1,250' })).toBe('20% of 1250 = 250');
    expect(await text('percentage-change-calculator', { from: '40', to: '40' })).toBe('No change (0%)');
    expect(await text('percentage-change-calculator', { from: '0', to: '5' })).toBe(
      'ERROR The old value cannot be 0: a change from 0 has no percentage.',
    );
    expect(await text('reverse-percentage-calculator', { final: '50', percent: '100', direction: 'decrease' })).toMatch(
      /^ERROR A decrease must be less than 100%/,
    );
  });

  it('adds and removes VAT at the country rate, whatever a URL says', async () => {
    const result = await use('uk-vat-calculator', { amount: '100', mode: 'add', rate: '99' });
    expect(result).toMatchObject({ ok: true, text: 'Price including VAT: 120.00' });
    expect(await figure('india-gst-calculator', { amount: '1000', rate: '18', mode: 'add' }, 'CGST at 9%')).toBe(
      '90.00',
    );
  });

  it('needs a price above the variable cost to break even', async () => {
    expect(await text('break-even-calculator', { fixed: '100', price: '10', variable: '10' })).toMatch(
      /^ERROR The price per unit must be more than the variable cost/,
    );
    expect(await text('break-even-calculator', { fixed: '1000', price: '10', variable: '7' })).toBe(
      'Break-even point: 334 units',
    );
  });

  it('answers huge inputs with a sentence, not Infinity', async () => {
    expect(
      await text('compound-interest-calculator', { principal: '1e300', rate: '100', years: '1000', frequency: '1' }),
    ).toBe('ERROR The answer is too large or too small to calculate. Try smaller numbers.');
  });
});

describe('what the audit found', () => {
  it('echoes a typed number whole and keeps the cents of a percentage', async () => {
    expect(await text('percentage-calculator', { percent: '15', number: '1234567.89' })).toBe(
      '15% of 1234567.89 = 185185.1835',
    );
  });

  it('says 0%, not floating-point noise, for payments that only repay the loan', async () => {
    expect(await text('interest-rate-calculator', { amount: '12000', payment: '1000', months: '12' })).toBe(
      'Annual interest rate: 0%',
    );
  });

  it('writes one year in the singular', async () => {
    expect(await text('payback-period-calculator', { initial: '1000', flows: '1000, 500' })).toBe(
      'Payback period: 1 year',
    );
  });
});
