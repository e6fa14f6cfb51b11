/** dates, the calendar: ISO weeks, days of the week and year, nth weekdays, quarters, leap years, month lengths: the rows (data). Their code is run.ts beside them. */
import { WEEKDAYS } from '../../timeZones/zoneMath';
import { type Spec, topicRows, dateOrToday, num, monthField } from '../spec';

export const rows = [
  {
    id: 'week-number',
    ask: {
      says: [
        {
          pattern: String.raw`week number (?:of|for|on)\s+{date}`,
          fill: { date: 'date:$1' },
          why: 'gives the ISO week number of {date}, already filled in',
          asked: 'the ISO week of {date}',
        },
      ],
    },
    name: 'Week Number Calculator (ISO 8601)',
    description: 'Find the ISO 8601 week number of a date, and the Monday to Sunday it falls in.',
    keywords: [
      'what week number is it',
      'iso week number',
      'week of the year',
      'calendar week',
      'kw',
      'week number of date',
    ],
    operation: 'week-number',
    fields: [dateOrToday()],
    examples: [
      // Python date.isocalendar(): 2025-01-15 → (2025, 3, 3); 2024-12-30 → (2025, 1, 1); 2021-01-03 → (2020, 53, 7).
      { input: { date: '2025-01-15' }, output: 'Week 3 of 2025' },
      { input: { date: '2024-12-30' }, output: 'Week 1 of 2025' },
      { input: { date: '2021-01-03' }, output: 'Week 53 of 2020' },
    ],
  },
  {
    id: 'current-week-number',
    name: 'What Week Is It?',
    description: 'See this week’s ISO 8601 week number and its dates.',
    keywords: [
      'current week number',
      'week number today',
      'this week number',
      'what week of the year is it',
      'todays week number',
    ],
    operation: 'current-week',
    fields: [],
    // Today is 2025-01-15 in the examples: ISO week 3.
    examples: [{ input: {}, output: 'Week 3 of 2025' }],
  },
  {
    id: 'iso-week-to-dates',
    name: 'Week Number to Dates',
    description: 'Find the Monday-to-Sunday dates of an ISO 8601 week number.',
    keywords: [
      'week number to date',
      'dates of week number',
      'iso week dates',
      'calendar week to date',
      'week 1 dates',
    ],
    operation: 'iso-week-dates',
    fields: [
      num('year', 'Year', '2025', { default: '2025' }),
      num('week', 'Week number', '3', { default: '3', min: 1, max: 53 }),
    ],
    examples: [
      // date.fromisocalendar(2025, 3, 1) = 2025-01-13; (2025, 1, 1) = 2024-12-30; (2020, 53, 1) = 2020-12-28.
      { input: { year: '2025', week: '3' }, output: '2025-01-13 to 2025-01-19' },
      { input: { year: '2025', week: '1' }, output: '2024-12-30 to 2025-01-05' },
      { input: { year: '2020', week: '53' }, output: '2020-12-28 to 2021-01-03' },
    ],
  },
  {
    id: 'day-of-the-week',
    ask: {
      says: [
        {
          pattern: String.raw`(?:what day(?: of the week)?(?: was| is| will be| did| does| falls?)?(?: it)?(?: on)?|day of (?:the )?week(?: for| of| on)?|which day(?: was| is)?)\s+{date}|{date}\s+(?:was|is|falls on) (?:a|what|which) (?:day|weekday)`,
          fill: { date: 'date:$1|$2' },
          why: 'tells you the weekday of {date}, already filled in',
          asked: '{date}',
        },
      ],
    },
    name: 'Day of the Week Calculator',
    description: 'Find the day of the week for any date.',
    keywords: ['what day of the week', 'what day was', 'day of week for date', 'weekday calculator', 'what day is'],
    operation: 'day-of-week',
    fields: [dateOrToday()],
    // 1969-07-20 (Moon landing) was a Sunday; 2000-01-01 a Saturday; 2025-01-15 a Wednesday.
    examples: [
      { input: { date: '1969-07-20' }, output: 'Sunday' },
      { input: { date: '2000-01-01' }, output: 'Saturday' },
    ],
  },
  {
    id: 'day-of-the-year',
    name: 'Day of the Year Calculator',
    description: 'Find which day of the year a date is (1 to 366) and how many days are left.',
    keywords: ['day number', 'what day of the year is it', 'day of year', 'julian day of year', 'ordinal day'],
    operation: 'day-of-year',
    fields: [dateOrToday()],
    // 2025-01-15 is day 15 of 365; 2024-12-31 is day 366 of the leap year 2024.
    examples: [
      { input: { date: '2025-01-15' }, output: 'Day 15 of 365' },
      { input: { date: '2024-12-31' }, output: 'Day 366 of 366' },
    ],
  },
  {
    id: 'day-of-year-to-date',
    name: 'Day of the Year to Date',
    description: 'Find the calendar date of a day number of the year (1 to 366).',
    keywords: [
      'day number to date',
      'day of year to date',
      'ordinal day to date',
      'day 100 of the year',
      'julian day to calendar date',
    ],
    operation: 'day-of-year-to-date',
    fields: [
      num('year', 'Year', '2025', { default: '2025' }),
      num('day', 'Day of the year', '100', { default: '100', min: 1, max: 366 }),
    ],
    // Day 100: 31 + 28 + 31 = 90 days to 31 March, so 10 April in 2025 (9 April in the leap year 2024).
    examples: [
      { input: { year: '2025', day: '100' }, output: '2025-04-10 (Thursday)' },
      { input: { year: '2024', day: '100' }, output: '2024-04-09 (Tuesday)' },
    ],
  },
  {
    id: 'nth-weekday-of-month',
    name: 'Nth Weekday of the Month Calculator',
    description:
      'Find the date of the first, second, third, fourth or last weekday of a month, such as the fourth Thursday of November.',
    keywords: [
      'fourth thursday of november',
      'third monday of january',
      'last monday of may',
      'nth day of month',
      'first monday of the month',
    ],
    operation: 'nth-weekday',
    fields: [
      {
        name: 'which',
        label: 'Which',
        type: 'select',
        default: '1',
        options: [
          { value: '1', label: 'First' },
          { value: '2', label: 'Second' },
          { value: '3', label: 'Third' },
          { value: '4', label: 'Fourth' },
          { value: '5', label: 'Fifth' },
          { value: 'last', label: 'Last' },
        ],
      },
      {
        name: 'weekday',
        label: 'Day',
        type: 'select',
        default: 'Monday',
        options: WEEKDAYS.map((d) => ({ value: d, label: d })),
      },
      monthField,
      num('year', 'Year', '2025', { default: '2025' }),
    ],
    pro: true,
    examples: [
      // November 2025 starts on a Saturday: Thursdays 6, 13, 20, 27 → the fourth is the 27th (US Thanksgiving).
      { input: { which: '4', weekday: 'Thursday', month: '11', year: '2025' }, output: '2025-11-27 (Thursday)' },
      // May 2025 has 31 days and ends on a Saturday: its last Monday is the 26th (US Memorial Day).
      { input: { which: 'last', weekday: 'Monday', month: '5', year: '2025' }, output: '2025-05-26 (Monday)' },
    ],
  },
  {
    id: 'quarter-of-the-year',
    name: 'What Quarter Is It? (Quarter Calculator)',
    description: 'Find which calendar quarter a date is in, with the quarter’s dates and the days left.',
    keywords: ['what quarter is it', 'quarter of the year', 'q1 q2 q3 q4 dates', 'which quarter', 'calendar quarter'],
    operation: 'quarter',
    fields: [dateOrToday()],
    // January is in Q1; August in Q3.
    examples: [
      { input: { date: '2025-01-15' }, output: 'Q1 2025' },
      { input: { date: '2025-08-20' }, output: 'Q3 2025' },
    ],
  },
  {
    id: 'leap-year-checker',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:is\s+)?(\d{4})\s+(?:a\s+)?leap\s+year\b|\bleap\s+year\s+(?:in\s+)?(\d{4})\b`,
          fill: { year: '$1|$2' },
          why: 'checks whether {$1|$2} is a leap year, already filled in',
          asked: '{$1|$2}',
        },
      ],
    },
    name: 'Leap Year Checker',
    description: 'Check whether a year is a leap year under the Gregorian rules.',
    keywords: ['is it a leap year', 'leap year calculator', 'leap years', 'is 2024 a leap year', 'february 29'],
    operation: 'leap-year',
    fields: [num('year', 'Year', '2024', { default: '2024' })],
    // Divisible by 4, except centuries unless divisible by 400.
    examples: [
      { input: { year: '2024' }, output: '2024 is a leap year.' },
      { input: { year: '1900' }, output: '1900 is not a leap year: it is divisible by 100 but not by 400.' },
      { input: { year: '2000' }, output: '2000 is a leap year.' },
      { input: { year: '2025' }, output: '2025 is not a leap year: it is not divisible by 4.' },
    ],
  },
  {
    id: 'days-in-a-month',
    name: 'Days in a Month',
    description: 'Find how many days a month has in a given year, with its first and last day.',
    keywords: [
      'how many days in february',
      'days in month',
      'number of days in a month',
      'month length',
      'days in february 2024',
    ],
    operation: 'days-in-month',
    fields: [monthField, num('year', 'Year', '2025', { default: '2025' })],
    examples: [
      { input: { month: '2', year: '2024' }, output: '29 days' },
      { input: { month: '2', year: '2025' }, output: '28 days' },
      { input: { month: '4', year: '2025' }, output: '30 days' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(30, rows);
