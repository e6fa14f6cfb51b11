/** finance, loans: loans, mortgages, card payoff and borrowing ratios: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'loan-calculator',
    ask: { for: { loan: 1 } },
    name: 'Loan EMI Calculator',
    description: 'Work out the monthly payment (EMI) of a loan, its total interest and a year-by-year schedule.',
    keywords: [
      'emi calculator',
      'loan payment calculator',
      'monthly payment',
      'personal loan calculator',
      'loan repayment',
    ],
    op: 'loan',
    fields: [
      n('amount', 'Loan amount', '200000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6', { min: 0 }),
      n('years', 'Term (years)', '30', { min: 0 }),
    ],
    examples: [
      { input: { amount: '200000', rate: '6', years: '30' }, output: 'Monthly payment: 1199.10' },
      { input: { amount: '10000', rate: '0', years: '2' }, output: 'Monthly payment: 416.67' },
    ],
  },
  {
    id: 'amortization-schedule-calculator',
    name: 'Amortization Schedule Calculator',
    description: 'List every monthly payment of a loan split into principal and interest, with the balance left.',
    keywords: [
      'amortisation schedule',
      'amortization table',
      'loan schedule',
      'payment schedule',
      'mortgage amortization',
    ],
    op: 'amortization',
    pro: true,
    fields: [
      n('amount', 'Loan amount', '1000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '12', { min: 0 }),
      n('months', 'Term (months)', '3', { min: 1, max: 600, step: 1 }),
    ],
    examples: [
      {
        input: { amount: '1000', rate: '12', months: '3' },
        output: 'Monthly payment: 340.02',
      },
    ],
  },
  {
    id: 'mortgage-calculator',
    ask: { for: { mortgage: 1 } },
    name: 'Mortgage Calculator',
    description:
      'Work out a monthly mortgage payment from the price, down payment, rate and term, with tax and insurance.',
    keywords: [
      'home loan calculator',
      'mortgage payment calculator',
      'house payment',
      'piti calculator',
      'monthly mortgage',
    ],
    op: 'mortgage',
    fields: [
      n('price', 'Home price', '400000', { min: 0 }),
      n('down', 'Down payment', '80000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6.5', { min: 0 }),
      n('years', 'Term (years)', '30', { min: 0 }),
      n('tax', 'Property tax per year', '0', { min: 0 }),
      n('insurance', 'Home insurance per year', '0', { min: 0 }),
    ],
    examples: [
      {
        input: { price: '400000', down: '80000', rate: '6.5', years: '30', tax: '0', insurance: '0' },
        output: 'Monthly payment: 2022.62',
      },
      {
        input: { price: '300000', down: '60000', rate: '7', years: '15', tax: '3600', insurance: '1200' },
        output: 'Monthly payment: 2557.19',
      },
    ],
  },
  {
    id: 'car-loan-calculator',
    ask: { for: { carLoan: 1 } },
    name: 'Car Loan Calculator',
    description: 'Work out the monthly payment on a car loan after the down payment and trade-in.',
    keywords: [
      'auto loan calculator',
      'car finance calculator',
      'vehicle loan',
      'car payment calculator',
      'auto payment',
    ],
    op: 'car-loan',
    fields: [
      n('price', 'Car price', '30000', { min: 0 }),
      n('down', 'Down payment', '5000', { min: 0 }),
      n('tradeIn', 'Trade-in value', '0', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '7', { min: 0 }),
      n('months', 'Term (months)', '60', { min: 1, step: 1 }),
    ],
    examples: [
      {
        input: { price: '30000', down: '5000', tradeIn: '0', rate: '7', months: '60' },
        output: 'Monthly payment: 495.03',
      },
    ],
  },
  {
    id: 'credit-card-payoff-calculator',
    name: 'Credit Card Payoff Calculator',
    description: 'Find how many months a fixed monthly payment takes to clear a card balance, and the interest paid.',
    keywords: [
      'credit card payment calculator',
      'debt payoff calculator',
      'pay off credit card',
      'credit card interest',
      'months to pay off',
    ],
    op: 'card-payoff',
    fields: [
      n('balance', 'Card balance', '5000', { min: 0 }),
      n('apr', 'APR (%)', '20', { min: 0 }),
      n('payment', 'Monthly payment', '200', { min: 0 }),
    ],
    examples: [{ input: { balance: '5000', apr: '20', payment: '200' }, output: 'Paid off in 33 months' }],
  },
  {
    id: 'mortgage-overpayment-calculator',
    name: 'Mortgage Overpayment Calculator',
    description: 'See how much time and interest an extra monthly payment saves on a loan or mortgage.',
    keywords: [
      'extra payment calculator',
      'pay off mortgage early',
      'loan prepayment',
      'overpay mortgage',
      'extra principal payment',
    ],
    op: 'overpayment',
    pro: true,
    fields: [
      n('amount', 'Loan balance', '200000', { min: 0 }),
      n('rate', 'Annual interest rate (%)', '6', { min: 0 }),
      n('years', 'Years left', '30', { min: 0 }),
      n('extra', 'Extra each month', '200', { min: 0 }),
    ],
    examples: [
      { input: { amount: '200000', rate: '6', years: '30', extra: '200' }, output: 'Paid off 9 years sooner' },
    ],
  },
  {
    id: 'interest-rate-calculator',
    name: 'Interest Rate Calculator',
    description: 'Find the annual interest rate of a loan from its amount, monthly payment and term.',
    keywords: [
      'find interest rate',
      'loan rate calculator',
      'what is my interest rate',
      'rate from payment',
      'solve for rate',
    ],
    op: 'loan-rate',
    pro: true,
    fields: [
      n('amount', 'Loan amount', '200000', { min: 0 }),
      n('payment', 'Monthly payment', '1199.10', { min: 0 }),
      n('months', 'Term (months)', '360', { min: 1, step: 1 }),
    ],
    examples: [{ input: { amount: '200000', payment: '1199.10', months: '360' }, output: 'Annual interest rate: 6%' }],
  },
  {
    id: 'debt-to-income-ratio-calculator',
    name: 'Debt-to-Income Ratio Calculator',
    description: 'Work out your debt-to-income (DTI) ratio from monthly debt payments and gross monthly income.',
    keywords: ['dti calculator', 'debt to income', 'dti ratio', 'mortgage dti', 'back-end ratio'],
    op: 'dti',
    fields: [
      n('debts', 'Monthly debt payments', '1800', { min: 0 }),
      n('income', 'Gross monthly income', '5000', { min: 0 }),
    ],
    examples: [{ input: { debts: '1800', income: '5000' }, output: 'Debt-to-income ratio: 36%' }],
  },
  {
    id: 'loan-to-value-calculator',
    name: 'Loan-to-Value (LTV) Calculator',
    description: 'Work out the loan-to-value ratio of a mortgage from the loan amount and the property value.',
    keywords: ['ltv calculator', 'ltv ratio', 'mortgage ltv', 'loan to value ratio', 'equity percentage'],
    op: 'ltv',
    fields: [n('loan', 'Loan amount', '240000', { min: 0 }), n('value', 'Property value', '300000', { min: 0 })],
    examples: [{ input: { loan: '240000', value: '300000' }, output: 'Loan-to-value: 80%' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(30, rows);
