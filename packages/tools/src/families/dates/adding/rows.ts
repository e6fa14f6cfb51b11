/** dates, adding to dates: a date plus or minus days, months, years, business days or hours: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, dateOrToday, num } from '../spec';

export const rows = [
  {
    id: 'date-calculator',
    name: 'Date Calculator (Add or Subtract)',
    description: 'Add or subtract days, weeks, months or years to a date.',
    keywords: [
      'add days to date',
      'subtract days from date',
      'date plus days',
      'add weeks to date',
      'add years to date',
      'date add',
    ],
    operation: 'shift',
    fields: [
      dateOrToday(),
      {
        name: 'direction',
        label: 'Add or subtract',
        type: 'select',
        default: 'add',
        options: [
          { value: 'add', label: 'Add' },
          { value: 'subtract', label: 'Subtract' },
        ],
      },
      num('amount', 'Amount', '30', { default: '30', min: 0 }),
      {
        name: 'unit',
        label: 'Unit',
        type: 'select',
        default: 'days',
        options: [
          { value: 'days', label: 'Days' },
          { value: 'weeks', label: 'Weeks' },
          { value: 'months', label: 'Months' },
          { value: 'years', label: 'Years' },
        ],
      },
    ],
    examples: [
      // 2025-01-15 + 30 days = 2025-02-14, a Friday.
      { input: { date: '2025-01-15', direction: 'add', amount: '30', unit: 'days' }, output: '2025-02-14 (Friday)' },
      // 2024-02-29 + 1 year: 2025 has no 29 February, so the month's last day, 2025-02-28 (Friday).
      { input: { date: '2024-02-29', direction: 'add', amount: '1', unit: 'years' }, output: '2025-02-28 (Friday)' },
      // 2025-01-15 − 6 weeks = 2024-12-04 (Wednesday).
      {
        input: { date: '2025-01-15', direction: 'subtract', amount: '6', unit: 'weeks' },
        output: '2024-12-04 (Wednesday)',
      },
    ],
  },
  {
    id: 'add-days-to-date',
    ask: {
      says: [
        {
          pattern: String.raw`\badd\s+(\d{1,5})\s+days?\s+to\s+{date}|{date}\s*\+\s*(\d{1,5})\s+days?|(\d{1,5})\s+days?\s+(?:after|from)\s+{date}`,
          fill: { date: 'date:$2|$3|$6', days: '$1|$4|$5' },
          why: 'adds {days} days to {date}, already filled in',
          asked: '{date} plus {days} days',
        },
      ],
    },
    name: 'Add Days to a Date',
    description: 'Find the date a number of days after (or, with a negative number, before) a date.',
    keywords: ['date plus days', 'add days', 'days after date', 'days before date', 'date + days'],
    operation: 'add-days',
    fields: [dateOrToday('date', 'Start date'), num('days', 'Days (negative to go back)', '90', { default: '90' })],
    examples: [
      // 2025-01-15 + 90 days = 2025-04-15 (Tuesday); 2025-03-01 − 1 day = 2025-02-28 (Friday).
      { input: { date: '2025-01-15', days: '90' }, output: '2025-04-15 (Tuesday)' },
      { input: { date: '2025-03-01', days: '-1' }, output: '2025-02-28 (Friday)' },
    ],
  },
  {
    id: 'add-months-to-date',
    name: 'Add Months to a Date',
    description:
      'Find the date a number of months after or before a date, keeping to the month’s last day when it is shorter.',
    keywords: ['date plus months', 'add months', 'months from date', 'months after date', 'edate'],
    operation: 'add-months',
    fields: [dateOrToday('date', 'Start date'), num('months', 'Months (negative to go back)', '6', { default: '6' })],
    examples: [
      // 2025-01-31 + 1 month: February 2025 has 28 days → 2025-02-28 (as Excel's EDATE).
      { input: { date: '2025-01-31', months: '1' }, output: '2025-02-28 (Friday)' },
      { input: { date: '2025-01-15', months: '6' }, output: '2025-07-15 (Tuesday)' },
    ],
  },
  {
    id: 'days-from-today',
    ask: {
      says: [
        {
          pattern: String.raw`\b(\d{1,5})\s+days?\s+(?:from|after)\s+(?:today|now)\b|\b(?:in|what date is it in)\s+(\d{1,5})\s+days?\b`,
          fill: { days: '$1|$2' },
          why: 'gives the date {$1|$2} days from today, already filled in',
        },
      ],
    },
    name: 'Days From Today Calculator',
    description: 'Find the date a number of days from today.',
    keywords: [
      '90 days from today',
      'what date is 30 days from today',
      'days from now',
      'date in days',
      'future date calculator',
    ],
    operation: 'from-today',
    params: { direction: 'ahead' },
    fields: [num('days', 'Days from today', '90', { default: '90', min: 0 })],
    // Today is 2025-01-15 in the examples: +90 days = 2025-04-15 (Tuesday); +30 = 2025-02-14 (Friday).
    examples: [
      { input: { days: '90' }, output: '2025-04-15 (Tuesday)' },
      { input: { days: '30' }, output: '2025-02-14 (Friday)' },
    ],
  },
  {
    id: 'days-ago-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(\d{1,5})\s+days?\s+ago\b`,
          fill: { days: '$1' },
          why: 'gives the date {$1} days ago, already filled in',
        },
      ],
    },
    name: 'Days Ago Calculator',
    description: 'Find the date a number of days before today.',
    keywords: ['what date was 90 days ago', 'days ago', 'date days ago', '30 days ago', 'days before today'],
    operation: 'from-today',
    params: { direction: 'ago' },
    fields: [num('days', 'Days ago', '90', { default: '90', min: 0 })],
    // Today is 2025-01-15: −90 days = 2024-10-17 (Thursday); −30 = 2024-12-16 (Monday).
    examples: [
      { input: { days: '90' }, output: '2024-10-17 (Thursday)' },
      { input: { days: '30' }, output: '2024-12-16 (Monday)' },
    ],
  },
  {
    id: 'add-business-days',
    name: 'Add Business Days to a Date',
    description:
      'Find the date a number of working days (Monday to Friday) after a date; public holidays are not skipped.',
    keywords: [
      'workday calculator',
      'business days from date',
      'add working days',
      'working days from today',
      'excel workday',
    ],
    operation: 'add-business-days',
    category: 'productivity',
    fields: [
      dateOrToday('date', 'Start date'),
      num('days', 'Business days (negative to go back)', '10', { default: '10' }),
    ],
    pro: true,
    examples: [
      // From Wednesday 2025-01-15, 10 weekdays on: 16, 17, 20, 21, 22, 23, 24, 27, 28, 29 → Wednesday 29 January.
      { input: { date: '2025-01-15', days: '10' }, output: '2025-01-29 (Wednesday)' },
      // From Friday 2025-01-17, 1 business day on is Monday 20 January.
      { input: { date: '2025-01-17', days: '1' }, output: '2025-01-20 (Monday)' },
    ],
  },
  {
    id: 'hours-from-now',
    name: 'Hours From Now Calculator',
    description: 'Find the date and time a number of hours from now in your time zone.',
    keywords: ['what time will it be in 8 hours', 'hours from now', 'time in hours', 'hours later', 'time after hours'],
    operation: 'hours-from-now',
    fields: [{ name: 'hours', label: 'Hours from now', type: 'number', step: 'any', default: '8', placeholder: '8' }],
    // Now is 2025-01-15 12:00 UTC in the examples: +8 h = 20:00; +36.5 h = 2025-01-17 00:30.
    examples: [
      { input: { hours: '8' }, output: '2025-01-15 20:00 UTC (UTC+00:00)' },
      { input: { hours: '36.5' }, output: '2025-01-17 00:30 UTC (UTC+00:00)' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(20, rows);
