/** finance, investments: returns, NPV, IRR and payback: the rows (data). Their code is run.ts beside them. */
import { numberField as n, textareaField, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'roi-calculator',
    name: 'ROI Calculator',
    description: 'Work out the return on investment from what you put in and what you got back, yearly too.',
    keywords: ['return on investment', 'roi formula', 'investment return', 'annualized roi', 'profit percentage'],
    op: 'roi',
    fields: [
      n('invested', 'Amount invested', '1000', { min: 0 }),
      n('returned', 'Amount returned', '1250', { min: 0 }),
      n('years', 'Years held (optional)', '2', { min: 0 }),
    ],
    examples: [{ input: { invested: '1000', returned: '1250', years: '2' }, output: 'ROI: 25%' }],
  },
  {
    id: 'cagr-calculator',
    name: 'CAGR Calculator',
    description: 'Work out the compound annual growth rate between a starting and an ending value.',
    keywords: [
      'compound annual growth rate',
      'cagr formula',
      'annual growth rate',
      'average annual return',
      'growth rate calculator',
    ],
    op: 'cagr',
    fields: [
      n('start', 'Starting value', '1000', { min: 0 }),
      n('end', 'Ending value', '2000', { min: 0 }),
      n('years', 'Years', '5', { min: 0 }),
    ],
    examples: [{ input: { start: '1000', end: '2000', years: '5' }, output: 'CAGR: 14.8698%' }],
  },
  {
    id: 'stock-profit-calculator',
    name: 'Stock Profit Calculator',
    description: 'Work out the profit or loss and the return on a share trade, after fees.',
    keywords: ['stock gain calculator', 'share profit', 'capital gain calculator', 'stock return', 'trading profit'],
    op: 'stock-profit',
    fields: [
      n('shares', 'Number of shares', '100', { min: 0 }),
      n('buy', 'Buy price per share', '50', { min: 0 }),
      n('sell', 'Sell price per share', '56', { min: 0 }),
      n('fees', 'Total fees', '10', { min: 0 }),
    ],
    examples: [{ input: { shares: '100', buy: '50', sell: '56', fees: '10' }, output: 'Profit: 590.00' }],
  },
  {
    id: 'dividend-yield-calculator',
    name: 'Dividend Yield Calculator',
    description: 'Work out a share’s dividend yield from its yearly dividend and its price.',
    keywords: ['dividend yield', 'yield on stock', 'dividend percentage', 'annual dividend yield', 'stock yield'],
    op: 'dividend-yield',
    fields: [
      n('dividend', 'Dividend per share per year', '2.4', { min: 0 }),
      n('price', 'Share price', '80', { min: 0 }),
    ],
    examples: [{ input: { dividend: '2.4', price: '80' }, output: 'Dividend yield: 3%' }],
  },
  {
    id: 'npv-calculator',
    name: 'NPV Calculator',
    description: 'Work out the net present value of an investment from its cost and yearly cash flows.',
    keywords: ['net present value', 'npv formula', 'discounted cash flow', 'dcf calculator', 'capital budgeting'],
    op: 'npv',
    pro: true,
    fields: [
      n('rate', 'Discount rate per year (%)', '10'),
      n('initial', 'Initial investment (paid now)', '1000', { min: 0 }),
      textareaField('flows', 'Cash flows, year 1 onwards', '500, 400, 300, 200', {
        help: 'Separate with commas or new lines; a negative number is a payment out.',
      }),
    ],
    examples: [{ input: { rate: '10', initial: '1000', flows: '500, 400, 300, 200' }, output: 'NPV: 147.12' }],
  },
  {
    id: 'irr-calculator',
    name: 'IRR Calculator',
    description: 'Find the internal rate of return of a series of cash flows, starting with the investment.',
    keywords: [
      'internal rate of return',
      'irr formula',
      'irr excel',
      'project return',
      'discount rate that makes npv zero',
    ],
    op: 'irr',
    pro: true,
    fields: [
      textareaField('flows', 'Cash flows, from now (year 0) onwards', '-1000, 500, 400, 300, 200', {
        help: 'Start with the investment as a negative number.',
      }),
    ],
    examples: [
      { input: { flows: '-1000, 500, 400, 300, 200' }, output: 'IRR: 17.805%' },
      { input: { flows: '-100, 110' }, output: 'IRR: 10%' },
    ],
  },
  {
    id: 'payback-period-calculator',
    name: 'Payback Period Calculator',
    description: 'Find how many years an investment takes to pay for itself from its yearly cash flows.',
    keywords: [
      'payback period',
      'break even time',
      'investment payback',
      'years to recover investment',
      'simple payback',
    ],
    op: 'payback',
    pro: true,
    fields: [
      n('initial', 'Initial investment', '1000', { min: 0 }),
      textareaField('flows', 'Cash flows, year 1 onwards', '300, 400, 500, 600'),
    ],
    examples: [{ input: { initial: '1000', flows: '300, 400, 500, 600' }, output: 'Payback period: 2.6 years' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(50, rows);
