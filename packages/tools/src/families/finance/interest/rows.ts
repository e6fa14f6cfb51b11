/** finance, interest: interest, savings, future and present value: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { FREQUENCIES, TIMING } from '../fields';

export const rows = [
  {
    id: 'compound-interest-calculator',
    name: 'Compound Interest Calculator',
    description: 'Grow a sum at a yearly rate compounded annually, monthly, daily or continuously.',
    keywords: [
      'compound interest',
      'interest compounded monthly',
      'investment growth',
      'a = p(1 + r/n)^nt',
      'compounding calculator',
    ],
    op: 'compound',
    fields: [
      n('principal', 'Starting amount', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '10', { min: 0 }),
      selectField('frequency', 'Compounded', FREQUENCIES, '12'),
    ],
    examples: [
      { input: { principal: '1000', rate: '5', years: '10', frequency: '12' }, output: 'Final amount: 1647.01' },
      { input: { principal: '1000', rate: '5', years: '10', frequency: '1' }, output: 'Final amount: 1628.89' },
      {
        input: { principal: '1000', rate: '5', years: '10', frequency: 'continuous' },
        output: 'Final amount: 1648.72',
      },
    ],
  },
  {
    id: 'simple-interest-calculator',
    name: 'Simple Interest Calculator',
    description: 'Work out simple interest (principal × rate × time) and the total owed.',
    keywords: ['simple interest formula', 'i = prt', 'flat interest', 'interest calculator', 'simple interest loan'],
    op: 'simple-interest',
    fields: [
      n('principal', 'Principal', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '3', { min: 0 }),
    ],
    examples: [{ input: { principal: '1000', rate: '5', years: '3' }, output: 'Interest: 150.00' }],
  },
  {
    id: 'savings-calculator',
    name: 'Savings Calculator',
    description: 'See what a starting sum and a monthly deposit grow to, with interest compounded monthly.',
    keywords: [
      'savings growth calculator',
      'monthly savings calculator',
      'investment calculator',
      'compound interest with deposits',
      'savings interest',
    ],
    op: 'savings',
    fields: [
      n('initial', 'Starting amount', '1000', { min: 0 }),
      n('monthly', 'Monthly deposit', '100', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '5'),
      n('years', 'Years', '10', { min: 0 }),
    ],
    examples: [
      { input: { initial: '1000', monthly: '100', rate: '5', years: '10' }, output: 'Final balance: 17175.24' },
    ],
  },
  {
    id: 'savings-goal-calculator',
    name: 'Savings Goal Calculator',
    description: 'Find the monthly deposit needed to reach a savings goal by a date, with monthly interest.',
    keywords: [
      'how much to save per month',
      'savings plan',
      'sinking fund calculator',
      'save for a goal',
      'monthly savings needed',
    ],
    op: 'savings-goal',
    fields: [
      n('goal', 'Savings goal', '10000', { min: 0 }),
      n('current', 'Saved already', '0', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '0'),
      n('years', 'Years to save', '2', { min: 0 }),
    ],
    examples: [
      { input: { goal: '10000', current: '0', rate: '0', years: '2' }, output: 'Save each month: 416.67' },
      { input: { goal: '20000', current: '2000', rate: '4', years: '5' }, output: 'Save each month: 264.83' },
    ],
  },
  {
    id: 'future-value-calculator',
    name: 'Future Value Calculator',
    description: 'Find the future value of a lump sum and regular payments at a rate per period.',
    keywords: ['fv calculator', 'future value of annuity', 'time value of money', 'fv formula', 'tvm calculator'],
    op: 'future-value',
    fields: [
      n('present', 'Present value', '1000', { min: 0 }),
      n('rate', 'Interest rate per period (%)', '5'),
      n('periods', 'Number of periods', '10', { min: 0 }),
      n('payment', 'Payment each period', '100', { min: 0 }),
      selectField('timing', 'Payments at', TIMING, 'end'),
    ],
    examples: [
      {
        input: { present: '1000', rate: '5', periods: '10', payment: '100', timing: 'end' },
        output: 'Future value: 2886.68',
      },
      {
        input: { present: '0', rate: '5', periods: '10', payment: '100', timing: 'begin' },
        output: 'Future value: 1320.68',
      },
    ],
  },
  {
    id: 'present-value-calculator',
    name: 'Present Value Calculator',
    description: 'Discount a future sum, and optional regular payments, back to what they are worth today.',
    keywords: [
      'pv calculator',
      'present value of annuity',
      'discount future value',
      'npv of lump sum',
      'time value of money',
    ],
    op: 'present-value',
    fields: [
      n('future', 'Future value', '1000', { min: 0 }),
      n('rate', 'Discount rate per period (%)', '5'),
      n('periods', 'Number of periods', '10', { min: 0 }),
      n('payment', 'Payment each period', '0', { min: 0 }),
      selectField('timing', 'Payments at', TIMING, 'end'),
    ],
    examples: [
      {
        input: { future: '1000', rate: '5', periods: '10', payment: '0', timing: 'end' },
        output: 'Present value: 613.91',
      },
      {
        input: { future: '0', rate: '5', periods: '10', payment: '100', timing: 'end' },
        output: 'Present value: 772.17',
      },
    ],
  },
  {
    id: 'apy-calculator',
    name: 'APR to APY Calculator',
    description: 'Turn a nominal annual rate (APR) into the annual percentage yield (APY) for its compounding.',
    keywords: ['apy calculator', 'effective annual rate', 'ear calculator', 'apr vs apy', 'annual percentage yield'],
    op: 'apy',
    pro: true,
    fields: [n('apr', 'Nominal annual rate, APR (%)', '6'), selectField('frequency', 'Compounded', FREQUENCIES, '12')],
    examples: [
      { input: { apr: '6', frequency: '12' }, output: 'APY: 6.16778%' },
      { input: { apr: '5', frequency: 'continuous' }, output: 'APY: 5.12711%' },
    ],
  },
  {
    id: 'rule-of-72-calculator',
    name: 'Rule of 72 Calculator',
    description: 'Estimate how many years money takes to double at a yearly rate, beside the exact answer.',
    keywords: ['doubling time', 'how long to double money', 'rule of 72', 'rule of 70', 'years to double'],
    op: 'rule-of-72',
    fields: [n('rate', 'Annual return (%)', '8', { min: 0 })],
    examples: [{ input: { rate: '8' }, output: 'Years to double: 9 (rule of 72)' }],
  },
  {
    id: 'inflation-calculator',
    name: 'Inflation Calculator',
    description: 'Find what a sum will cost after years of inflation at a rate you give, and what it will buy.',
    keywords: [
      'future cost inflation',
      'purchasing power calculator',
      'inflation adjusted value',
      'cost of living increase',
      'real value',
    ],
    op: 'inflation',
    fields: [
      n('amount', 'Amount today', '1000', { min: 0 }),
      n('rate', 'Yearly inflation rate (%)', '3', { min: -100 }),
      n('years', 'Years', '10', { min: 0 }),
    ],
    examples: [{ input: { amount: '1000', rate: '3', years: '10' }, output: 'Costs in 10 years: 1343.92' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(40, rows);
