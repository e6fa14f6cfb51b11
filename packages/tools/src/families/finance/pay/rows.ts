/** finance, pay: salaries, hourly pay, raises and overtime: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'hourly-to-salary-calculator',
    ask: { for: { hourlyToSalary: 1 } },
    name: 'Hourly to Salary Calculator',
    description: 'Turn an hourly wage into a yearly, monthly and weekly salary.',
    keywords: [
      'hourly to annual',
      'hourly wage to salary',
      'how much is 20 an hour a year',
      'annual income from hourly',
      'wage calculator',
    ],
    op: 'hourly-to-salary',
    fields: [
      n('hourly', 'Hourly rate', '25', { min: 0 }),
      n('hours', 'Hours a week', '40', { min: 0, max: 168 }),
      n('weeks', 'Weeks a year', '52', { min: 0, max: 53 }),
    ],
    examples: [{ input: { hourly: '25', hours: '40', weeks: '52' }, output: 'Yearly salary: 52000.00' }],
  },
  {
    id: 'salary-to-hourly-calculator',
    ask: { for: { salaryToHourly: 1 } },
    name: 'Salary to Hourly Calculator',
    description: 'Turn a yearly salary into an hourly rate from the hours and weeks you work.',
    keywords: [
      'annual to hourly',
      'salary to hourly wage',
      'hourly rate from salary',
      'how much per hour',
      'salary per hour',
    ],
    op: 'salary-to-hourly',
    fields: [
      n('salary', 'Yearly salary', '60000', { min: 0 }),
      n('hours', 'Hours a week', '40', { min: 0, max: 168 }),
      n('weeks', 'Weeks a year', '52', { min: 0, max: 53 }),
    ],
    examples: [{ input: { salary: '60000', hours: '40', weeks: '52' }, output: 'Hourly rate: 28.85' }],
  },
  {
    id: 'pay-raise-calculator',
    name: 'Pay Raise Calculator',
    description: 'Work out a new salary after a percentage raise, and what the raise is worth.',
    keywords: [
      'salary increase calculator',
      'raise percentage',
      'new salary after raise',
      'wage increase',
      'pay rise calculator',
    ],
    op: 'pay-raise',
    fields: [n('salary', 'Current salary', '52000', { min: 0 }), n('percent', 'Raise (%)', '3')],
    examples: [{ input: { salary: '52000', percent: '3' }, output: 'New salary: 53560.00' }],
  },
  {
    id: 'overtime-calculator',
    name: 'Overtime Pay Calculator',
    description: 'Work out pay for regular and overtime hours at time and a half or another rate.',
    keywords: ['time and a half calculator', 'overtime rate', 'ot pay', 'double time calculator', 'overtime hours pay'],
    op: 'overtime',
    fields: [
      n('hourly', 'Hourly rate', '20', { min: 0 }),
      n('regular', 'Regular hours', '40', { min: 0 }),
      n('overtime', 'Overtime hours', '5', { min: 0 }),
      n('multiplier', 'Overtime multiplier', '1.5', { min: 1 }),
    ],
    examples: [
      { input: { hourly: '20', regular: '40', overtime: '5', multiplier: '1.5' }, output: 'Total pay: 950.00' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(70, rows);
