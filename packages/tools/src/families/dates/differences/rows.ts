/** dates, differences between dates: days, weeks, months, ages, business days: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, date, dateOrToday } from '../spec';

export const rows = [
  {
    id: 'days-between-dates',
    ask: {
      says: [
        {
          pattern: String.raw`(?:days)?\s*(?<!(?:weeks|months|business days|working days|weekdays)\s*)(?:between|from)\s+{date}\s+(?:and|to|until|till)\s+{date}`,
          fill: { start: 'date:$1', end: 'date:$2' },
          why: 'counts the days from {start} to {end}, with both dates filled in',
          asked: 'from {start} to {end}',
        },
      ],
    },
    name: 'Days Between Dates Calculator',
    description: 'Count the days between two dates, optionally counting the end date too.',
    keywords: [
      'days between two dates',
      'day counter',
      'how many days between',
      'date difference',
      'date duration calculator',
    ],
    operation: 'days-between',
    fields: [
      date('start', 'Start date'),
      date('end', 'End date'),
      { name: 'includeEnd', label: 'Count the end date too', type: 'checkbox', default: 'false' },
    ],
    examples: [
      // 2025 is a common year: 1 January to 31 December is 364 days apart (365 counting both ends).
      { input: { start: '2025-01-01', end: '2025-12-31' }, output: '364 days' },
      { input: { start: '2025-01-01', end: '2025-12-31', includeEnd: 'true' }, output: '365 days' },
      // 2024 is a leap year: 366 days from 2024-01-01 to 2025-01-01.
      { input: { start: '2024-01-01', end: '2025-01-01' }, output: '366 days' },
    ],
  },
  {
    id: 'weeks-between-dates',
    ask: {
      says: [
        {
          pattern: String.raw`(weeks)\s*(?:between|from)\s+{date}\s+(?:and|to|until|till)\s+{date}`,
          fill: { start: 'date:$2', end: 'date:$3' },
          why: 'counts the weeks from {start} to {end}, with both dates filled in',
          asked: 'from {start} to {end}',
        },
      ],
    },
    name: 'Weeks Between Dates Calculator',
    description: 'Count the weeks and days between two dates.',
    keywords: [
      'how many weeks between',
      'weeks between two dates',
      'week counter',
      'number of weeks',
      'weeks calculator',
    ],
    operation: 'weeks-between',
    fields: [date('start', 'Start date'), date('end', 'End date')],
    // 2025-01-01 to 2025-12-31 is 364 days = 52 weeks exactly; to 2025-03-15 is 73 days = 10 weeks 3 days.
    examples: [
      { input: { start: '2025-01-01', end: '2025-12-31' }, output: '52 weeks and 0 days' },
      { input: { start: '2025-01-01', end: '2025-03-15' }, output: '10 weeks and 3 days' },
    ],
  },
  {
    id: 'months-between-dates',
    ask: {
      says: [
        {
          pattern: String.raw`(months)\s*(?:between|from)\s+{date}\s+(?:and|to|until|till)\s+{date}`,
          fill: { start: 'date:$2', end: 'date:$3' },
          why: 'counts the months from {start} to {end}, with both dates filled in',
          asked: 'from {start} to {end}',
        },
      ],
    },
    name: 'Months Between Dates Calculator',
    description: 'Count the whole months and the days left over between two dates.',
    keywords: [
      'how many months between',
      'months between two dates',
      'month counter',
      'number of months',
      'month difference',
    ],
    operation: 'months-between',
    fields: [date('start', 'Start date'), date('end', 'End date')],
    examples: [
      // relativedelta(2025-12-31, 2025-01-01) = 11 months 30 days; relativedelta(2025-03-01, 2024-01-31) = 1 year 1 month 1 day.
      { input: { start: '2025-01-01', end: '2025-12-31' }, output: '11 months and 30 days' },
      { input: { start: '2024-01-31', end: '2025-03-01' }, output: '13 months and 1 day' },
    ],
  },
  {
    id: 'age-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(?:born(?: on)?|birthday(?: is)?|date of birth(?: is)?|dob(?: is)?|age(?: of someone born)?(?: on| from| for)?)\s*:?\s*{date}`,
          fill: { birth: 'date:$1' },
          why: 'works out the age of someone born on {birth}, already filled in',
        },
      ],
    },
    name: 'Age Calculator',
    description: 'Work out an exact age in years, months and days, and the days to the next birthday.',
    keywords: [
      'how old am i',
      'age calculator by date of birth',
      'calculate age',
      'date of birth calculator',
      'age in days',
      'birthday calculator',
    ],
    operation: 'age',
    fields: [date('birth', 'Date of birth'), dateOrToday('on', 'Age on')],
    examples: [
      // relativedelta(2025-01-15, 1990-06-03) = 34 years 7 months 12 days (today is 2025-01-15 in the examples).
      { input: { birth: '1990-06-03' }, output: '34 years, 7 months and 12 days' },
      // relativedelta(2024-02-28, 2000-02-29) = 23 years 11 months 30 days.
      { input: { birth: '2000-02-29', on: '2024-02-28' }, output: '23 years, 11 months and 30 days' },
    ],
  },
  {
    id: 'age-difference-calculator',
    name: 'Age Difference Calculator',
    description: 'Find the age gap between two people from their dates of birth.',
    keywords: ['age gap calculator', 'difference in age', 'how much older', 'age gap', 'birthday difference'],
    operation: 'age-difference',
    fields: [date('first', 'First date of birth'), date('second', 'Second date of birth')],
    // relativedelta(1992-08-20, 1988-03-15) = 4 years 5 months 5 days, whichever order they are given.
    examples: [
      { input: { first: '1988-03-15', second: '1992-08-20' }, output: '4 years, 5 months and 5 days' },
      { input: { first: '1992-08-20', second: '1988-03-15' }, output: '4 years, 5 months and 5 days' },
    ],
  },
  {
    id: 'business-days-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(business days|working days|weekdays)\s*(?:between|from)\s+{date}\s+(?:and|to|until|till)\s+{date}`,
          fill: { start: 'date:$2', end: 'date:$3' },
          why: 'counts the {$1} from {start} to {end}, with both dates filled in',
          asked: 'from {start} to {end}',
        },
      ],
    },
    name: 'Business Days Between Dates',
    description: 'Count the working days (Monday to Friday) between two dates; public holidays are not subtracted.',
    keywords: [
      'working days calculator',
      'workdays between dates',
      'business days between two dates',
      'networkdays',
      'weekdays between dates',
    ],
    operation: 'business-days',
    category: 'productivity',
    fields: [date('start', 'Start date'), date('end', 'End date')],
    examples: [
      // January 2025 starts on a Wednesday: 31 days minus 8 weekend days = 23.
      { input: { start: '2025-01-01', end: '2025-01-31' }, output: '23 business days' },
      // Wednesday 15 to Tuesday 21 January 2025: Wed, Thu, Fri, Mon, Tue.
      { input: { start: '2025-01-15', end: '2025-01-21' }, output: '5 business days' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(10, rows);
