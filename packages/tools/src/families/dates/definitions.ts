/**
 * Dates and times: differences between dates, ages, adding to dates, business days, ISO weeks,
 * days of the week and year, Unix timestamps, ISO 8601, durations and clock times, countdowns,
 * leap years, date formats, Julian days, Easter and Excel serials. Calendar arithmetic is plain
 * integer maths on the proleptic Gregorian calendar (days since 1970-01-01); time zones come from
 * Intl with IANA zones; no library is needed. Anything relative to today reads context.now() in
 * the person's time zone, so the examples (at 2025-01-15 12:00 UTC) are exact.
 *
 * Every example was checked apart from the engine: with Python's datetime, dateutil
 * (relativedelta, easter) and zoneinfo, and by hand where noted.
 */
import type { ToolCategoryId } from '../../categories';
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';
import { WEEKDAYS } from '../timeZones/zoneMath';
import { ZONE_OPTIONS } from '../timeZones/zones';

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  operation: string;
  params?: Record<string, string>;
  fields: Field[];
  examples: ToolExample[];
  kind?: ToolRow['kind'];
  pro?: boolean;
  /** Filed elsewhere than Date & time (default), where people look for it. */
  category?: ToolCategoryId;
}

const date = (name: string, label: string, help?: string): Field => ({
  name,
  label,
  type: 'date',
  ...(help ? { help } : {}),
});
const dateOrToday = (name = 'date', label = 'Date'): Field => date(name, label, 'Leave empty for today.');
const num = (name: string, label: string, placeholder: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'number',
  step: 1,
  placeholder,
  ...extra,
});
const text = (name: string, label: string, placeholder: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  type: 'text',
  placeholder,
  ...extra,
});
const zoneField: Field = { name: 'zone', label: 'Time zone', type: 'select', default: 'UTC', options: ZONE_OPTIONS };
const monthField: Field = {
  name: 'month',
  label: 'Month',
  type: 'select',
  default: '1',
  options: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ].map((label, i) => ({ value: String(i + 1), label })),
};

const SPECS: Spec[] = [
  // ---------------------------------------------------------------- differences between dates
  {
    id: 'days-between-dates',
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
  // ---------------------------------------------------------------- adding to dates
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
  // ---------------------------------------------------------------- weeks, days of the week and year
  {
    id: 'week-number',
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
  // ---------------------------------------------------------------- countdowns
  {
    id: 'countdown-to-date',
    name: 'Countdown to a Date',
    description: 'See the days, hours and minutes left until a date and time.',
    keywords: ['countdown timer to date', 'how long until', 'time until', 'days until', 'countdown calculator'],
    operation: 'countdown',
    category: 'productivity',
    fields: [date('date', 'Date'), text('time', 'Time', '00:00', { default: '00:00' })],
    // From 2025-01-15 12:00 UTC: to 2025-12-25 00:00 is 343 days 12 hours; to 2025-01-01 it was 14 days 12 hours ago.
    examples: [
      { input: { date: '2025-12-25', time: '00:00' }, output: '343 days, 12 hours, 0 minutes' },
      { input: { date: '2025-01-01', time: '00:00' }, output: '14 days, 12 hours, 0 minutes ago' },
    ],
  },
  {
    id: 'days-until-christmas',
    name: 'Days Until Christmas',
    description: 'Count the days from today until Christmas Day, 25 December.',
    keywords: [
      'how many days until christmas',
      'christmas countdown',
      'sleeps until christmas',
      'days till christmas',
      'christmas day countdown',
    ],
    operation: 'days-until-event',
    params: { month: '12', day: '25', event: 'Christmas Day' },
    fields: [],
    // From 2025-01-15 (day 15) to 2025-12-25 (day 359): 344 days.
    examples: [{ input: {}, output: '344 days' }],
  },
  {
    id: 'days-since-date',
    name: 'Days Since a Date',
    description: 'Count the days from a past date until today.',
    keywords: ['how many days since', 'days since', 'days ago from date', 'days passed since', 'time since date'],
    operation: 'days-since',
    fields: [date('date', 'Date')],
    // To today, 2025-01-15: from 2024-01-15 is 366 days (leap year); from 2000-01-01 is 9146 days.
    examples: [
      { input: { date: '2024-01-15' }, output: '366 days' },
      { input: { date: '2000-01-01' }, output: '9146 days' },
    ],
  },
  // ---------------------------------------------------------------- timestamps and formats
  {
    id: 'unix-timestamp-to-date',
    name: 'Unix Timestamp to Date Converter',
    description:
      'Convert a Unix (epoch) timestamp in seconds or milliseconds to a date and time in UTC or any time zone.',
    keywords: [
      'epoch converter',
      'epoch to date',
      'unix time to date',
      'timestamp to date',
      'milliseconds to date',
      'convert unix timestamp',
    ],
    operation: 'unix-to-date',
    fields: [
      text('input', 'Timestamp', '1736942400'),
      {
        name: 'unit',
        label: 'Unit',
        type: 'select',
        default: 'seconds',
        options: [
          { value: 'seconds', label: 'Seconds' },
          { value: 'milliseconds', label: 'Milliseconds' },
        ],
      },
      zoneField,
    ],
    examples: [
      // 1736942400 = 20103 days × 86400 + 43200 → 2025-01-15 12:00:00 UTC; 0 is the epoch.
      { input: { input: '1736942400', unit: 'seconds', zone: 'UTC' }, output: '2025-01-15 12:00:00 UTC (UTC+00:00)' },
      {
        input: { input: '1736942400000', unit: 'milliseconds', zone: 'America/New_York' },
        output: '2025-01-15 07:00:00 EST (UTC−05:00)',
      },
      // 1752580800 = 2025-07-15 12:00 UTC → 21:00 in Tokyo (UTC+9).
      {
        input: { input: '1752580800', unit: 'seconds', zone: 'Asia/Tokyo' },
        output: '2025-07-15 21:00:00 JST (UTC+09:00)',
      },
    ],
  },
  {
    id: 'date-to-unix-timestamp',
    name: 'Date to Unix Timestamp Converter',
    description: 'Convert a date and time in UTC or any time zone to a Unix (epoch) timestamp.',
    keywords: [
      'date to epoch',
      'date to timestamp',
      'human date to unix time',
      'epoch time converter',
      'datetime to unix',
    ],
    operation: 'date-to-unix',
    fields: [dateOrToday(), text('time', 'Time', '00:00', { default: '00:00' }), zoneField],
    examples: [
      { input: { date: '2025-01-15', time: '12:00', zone: 'UTC' }, output: '1736942400' },
      // 09:00 EDT on 2025-07-15 = 13:00 UTC = 1752584400.
      { input: { date: '2025-07-15', time: '09:00', zone: 'America/New_York' }, output: '1752584400' },
    ],
  },
  {
    id: 'current-unix-timestamp',
    name: 'Current Unix Timestamp (Epoch Time Now)',
    description: 'See the current Unix time in seconds and milliseconds.',
    keywords: ['epoch time now', 'current epoch time', 'unix time now', 'current timestamp', 'unix timestamp now'],
    operation: 'unix-now',
    fields: [],
    examples: [{ input: {}, output: '1736942400' }],
  },
  {
    id: 'iso-8601-formatter',
    name: 'ISO 8601 Date Formatter',
    description: 'Write a date and time in a time zone as an ISO 8601 / RFC 3339 timestamp with its UTC offset.',
    keywords: ['iso 8601 format', 'rfc 3339', 'iso date format', 'iso timestamp', 'date to iso string'],
    operation: 'iso-format',
    fields: [dateOrToday(), text('time', 'Time', '09:00', { default: '09:00' }), zoneField],
    pro: true,
    examples: [
      { input: { date: '2025-01-15', time: '09:00', zone: 'America/New_York' }, output: '2025-01-15T09:00:00-05:00' },
      { input: { date: '2025-07-15', time: '09:00', zone: 'Asia/Kolkata' }, output: '2025-07-15T09:00:00+05:30' },
      { input: { date: '2025-01-15', time: '12:00', zone: 'UTC' }, output: '2025-01-15T12:00:00Z' },
    ],
  },
  {
    id: 'iso-8601-parser',
    name: 'ISO 8601 Date Parser',
    description: 'Read an ISO 8601 date or timestamp (calendar, week or ordinal form) and see it in words and in UTC.',
    keywords: ['parse iso date', 'iso 8601 to date', 'read iso timestamp', 'iso date decoder', 'rfc 3339 parser'],
    operation: 'iso-parse',
    fields: [text('input', 'ISO 8601 date or date-time', '2025-01-15T09:30:00+05:30')],
    pro: true,
    examples: [
      { input: { input: '2025-01-15T09:30:00+05:30' }, output: 'Wednesday 15 January 2025, 09:30:00 UTC+05:30' },
      // 2025-W03-3 is the Wednesday of ISO week 3 (date.fromisocalendar(2025, 3, 3) = 2025-01-15).
      { input: { input: '2025-W03-3' }, output: 'Wednesday 15 January 2025 (a date without a time)' },
    ],
  },
  {
    id: 'date-format-converter',
    name: 'Date Format Converter',
    description: 'Rewrite a date between DD/MM/YYYY, MM/DD/YYYY, ISO YYYY-MM-DD and written-out formats.',
    keywords: [
      'change date format',
      'convert date format',
      'date formatter',
      'dd/mm/yyyy to yyyy-mm-dd',
      'us to uk date',
    ],
    operation: 'date-format',
    fields: [
      text('input', 'Date', '15/01/2025'),
      {
        name: 'from',
        label: 'Written as',
        type: 'select',
        default: 'dmy',
        options: [
          { value: 'dmy', label: 'DD/MM/YYYY (day first)' },
          { value: 'mdy', label: 'MM/DD/YYYY (month first, US)' },
          { value: 'ymd', label: 'YYYY-MM-DD (ISO 8601)' },
        ],
      },
      {
        name: 'to',
        label: 'Convert to',
        type: 'select',
        default: 'ymd',
        options: [
          { value: 'ymd', label: 'YYYY-MM-DD (ISO 8601)' },
          { value: 'dmy', label: 'DD/MM/YYYY' },
          { value: 'mdy', label: 'MM/DD/YYYY' },
          { value: 'dmy-dot', label: 'DD.MM.YYYY' },
          { value: 'long-dmy', label: '15 January 2025' },
          { value: 'long-mdy', label: 'January 15, 2025' },
        ],
      },
    ],
    examples: [
      { input: { input: '15/01/2025', from: 'dmy', to: 'ymd' }, output: '2025-01-15' },
      { input: { input: '2025-07-04', from: 'ymd', to: 'long-mdy' }, output: 'July 4, 2025' },
    ],
  },
  {
    id: 'dd-mm-yyyy-to-mm-dd-yyyy',
    name: 'DD/MM/YYYY to MM/DD/YYYY Converter',
    description: 'Turn a day-first date (UK, Europe) into the US month-first format.',
    keywords: [
      'uk date to us date',
      'dd/mm/yyyy to mm/dd/yyyy',
      'european date to american',
      'swap day and month',
      'day month to month day',
    ],
    operation: 'date-format',
    params: { from: 'dmy', to: 'mdy' },
    fields: [text('input', 'Date (DD/MM/YYYY)', '15/01/2025')],
    examples: [
      { input: { input: '15/01/2025' }, output: '01/15/2025' },
      { input: { input: '4.7.2025' }, output: '07/04/2025' },
    ],
  },
  {
    id: 'mm-dd-yyyy-to-dd-mm-yyyy',
    name: 'MM/DD/YYYY to DD/MM/YYYY Converter',
    description: 'Turn a US month-first date into the day-first format used in the UK and Europe.',
    keywords: [
      'us date to uk date',
      'mm/dd/yyyy to dd/mm/yyyy',
      'american date to european',
      'month day to day month',
      'convert us date',
    ],
    operation: 'date-format',
    params: { from: 'mdy', to: 'dmy' },
    fields: [text('input', 'Date (MM/DD/YYYY)', '01/15/2025')],
    examples: [
      { input: { input: '01/15/2025' }, output: '15/01/2025' },
      { input: { input: '7/4/2025' }, output: '04/07/2025' },
    ],
  },
  {
    id: 'julian-day-calculator',
    name: 'Julian Day Calculator (JD and MJD)',
    description: 'Find the astronomical Julian Day and Modified Julian Date of a date and UTC time.',
    keywords: ['julian day number', 'jd calculator', 'date to julian day', 'modified julian date', 'mjd'],
    operation: 'julian-day',
    fields: [dateOrToday(), text('time', 'Time (UTC)', '12:00', { default: '12:00' })],
    pro: true,
    examples: [
      // J2000.0: 2000-01-01 12:00 UTC is JD 2451545 (by definition); 2025-01-15 00:00 is JD 2451545 + 9146 − 0.5.
      { input: { date: '2000-01-01', time: '12:00' }, output: '2451545' },
      { input: { date: '2025-01-15', time: '00:00' }, output: '2460690.5' },
    ],
  },
  {
    id: 'julian-day-to-date',
    name: 'Julian Day to Date Converter',
    description: 'Convert an astronomical Julian Day to a calendar date and UTC time.',
    keywords: [
      'jd to date',
      'julian day number to date',
      'convert julian day',
      'julian day converter',
      'jd to calendar date',
    ],
    operation: 'julian-day-to-date',
    fields: [text('input', 'Julian Day', '2451545')],
    pro: true,
    examples: [
      { input: { input: '2451545' }, output: '2000-01-01 12:00:00 UTC (UTC+00:00)' },
      { input: { input: '2460690.75' }, output: '2025-01-15 06:00:00 UTC (UTC+00:00)' },
    ],
  },
  {
    id: 'date-to-julian-date',
    name: 'Date to Julian Date (YYDDD) Converter',
    description:
      'Write a date as a Julian date in the YYDDD form used in manufacturing and the military (year and day of the year).',
    keywords: [
      'julian date converter',
      'julian date calendar',
      'yyddd',
      'ordinal date',
      'today julian date',
      'julian date today',
    ],
    operation: 'to-yyddd',
    fields: [dateOrToday()],
    // 2025-01-15 is day 015; 2024-12-31 is day 366.
    examples: [
      { input: { date: '2025-01-15' }, output: '25015' },
      { input: { date: '2024-12-31' }, output: '24366' },
    ],
  },
  {
    id: 'julian-date-to-date',
    name: 'Julian Date (YYDDD) to Date Converter',
    description: 'Read a YYDDD or YYYYDDD Julian date as a calendar date.',
    keywords: [
      'julian date to calendar date',
      'yyddd to date',
      'convert julian date',
      'ordinal date to date',
      'julian to regular date',
    ],
    operation: 'from-yyddd',
    fields: [text('input', 'Julian date (YYDDD or YYYYDDD)', '25015')],
    examples: [
      { input: { input: '25015' }, output: '2025-01-15 (Wednesday)' },
      // Day 60 is 29 February in the leap year 2024.
      { input: { input: '2024060' }, output: '2024-02-29 (Thursday)' },
    ],
  },
  {
    id: 'excel-date-to-date',
    name: 'Excel Serial Number to Date',
    description: 'Convert an Excel or Google Sheets date serial number (1900 date system) to a date.',
    keywords: [
      'excel date converter',
      'excel number to date',
      'serial date to date',
      'convert 45000 to date',
      'google sheets date number',
    ],
    operation: 'excel-to-date',
    fields: [text('input', 'Serial number', '45672')],
    pro: true,
    examples: [
      // Serial 45672 = 1899-12-30 + 45672 days = 2025-01-15; serial 1 = 1900-01-01; .5 of a day = 12:00.
      { input: { input: '45672' }, output: '2025-01-15 (Wednesday)' },
      { input: { input: '1' }, output: '1900-01-01 (Monday)' },
      { input: { input: '45672.5' }, output: '2025-01-15 12:00:00' },
    ],
  },
  {
    id: 'date-to-excel-serial',
    name: 'Date to Excel Serial Number',
    description: 'Find the Excel or Google Sheets serial number of a date (1900 date system).',
    keywords: ['excel date number', 'date to serial number', 'excel datevalue', 'date to excel number', 'serial date'],
    operation: 'date-to-excel',
    fields: [dateOrToday(), text('time', 'Time (optional)', '00:00')],
    pro: true,
    examples: [
      { input: { date: '2025-01-15' }, output: '45672' },
      { input: { date: '2025-01-15', time: '18:00' }, output: '45672.75' },
    ],
  },
  {
    id: 'easter-date-calculator',
    name: 'Easter Date Calculator',
    description:
      'Find the date of Easter Sunday in any year from 1583, with Good Friday, Easter Monday and Orthodox Easter.',
    keywords: ['when is easter', 'easter date', 'easter sunday date', 'orthodox easter date', 'good friday date'],
    operation: 'easter',
    fields: [num('year', 'Year', '2025', { default: '2025' })],
    // dateutil.easter: 2025 → 2025-04-20; 2026 → 2026-04-05; 2024 → 2024-03-31.
    examples: [
      { input: { year: '2025' }, output: '2025-04-20 (Sunday)' },
      { input: { year: '2026' }, output: '2026-04-05 (Sunday)' },
      { input: { year: '2024' }, output: '2024-03-31 (Sunday)' },
    ],
  },
  // ---------------------------------------------------------------- times and durations
  {
    id: 'time-duration-calculator',
    name: 'Time Calculator (Add or Subtract hh:mm:ss)',
    description: 'Add or subtract two durations written as hh:mm:ss or hh:mm.',
    keywords: [
      'time calculator',
      'add time',
      'subtract time',
      'hours minutes seconds calculator',
      'time addition calculator',
      'duration calculator',
    ],
    operation: 'duration',
    fields: [
      text('a', 'First time', '1:45:30', { default: '1:45:30' }),
      {
        name: 'direction',
        label: 'Add or subtract',
        type: 'select',
        default: 'add',
        options: [
          { value: 'add', label: 'Add (+)' },
          { value: 'subtract', label: 'Subtract (−)' },
        ],
      },
      text('b', 'Second time', '2:20:45', { default: '2:20:45' }),
    ],
    examples: [
      // 1:45:30 + 2:20:45 = 3:65:75 = 4:06:15; 1:00:00 − 2:30:00 = −1:30:00.
      { input: { a: '1:45:30', direction: 'add', b: '2:20:45' }, output: '04:06:15' },
      { input: { a: '1:00:00', direction: 'subtract', b: '2:30:00' }, output: '-01:30:00' },
      { input: { a: '20:00', direction: 'add', b: '6:30' }, output: '26:30:00' },
    ],
  },
  {
    id: 'hours-between-times',
    name: 'Hours Between Two Times',
    description: 'Find the hours and minutes from one clock time to another, past midnight if need be.',
    keywords: [
      'time between two times',
      'hours calculator',
      'how many hours between',
      'time difference calculator',
      'elapsed time',
    ],
    operation: 'hours-between-times',
    fields: [
      text('start', 'Start time', '09:00', { default: '09:00' }),
      text('end', 'End time', '17:30', { default: '17:30' }),
    ],
    examples: [
      { input: { start: '09:00', end: '17:30' }, output: '8 hours 30 minutes' },
      // 22:00 to 06:15 crosses midnight: 2 h + 6 h 15 min.
      { input: { start: '10:00 pm', end: '6:15 am' }, output: '8 hours 15 minutes' },
    ],
  },
  {
    id: 'work-hours-calculator',
    name: 'Work Hours Calculator',
    description:
      'Work out hours worked from a start time, an end time and an unpaid break, in decimal hours for timesheets.',
    keywords: [
      'timesheet calculator',
      'hours worked calculator',
      'time card calculator',
      'shift hours calculator',
      'work time calculator',
    ],
    operation: 'work-hours',
    category: 'productivity',
    fields: [
      text('start', 'Start time', '09:00', { default: '09:00' }),
      text('end', 'End time', '17:30', { default: '17:30' }),
      num('break', 'Break (minutes)', '30', { default: '30', min: 0 }),
    ],
    pro: true,
    examples: [
      // 09:00–17:30 is 8 h 30 min, less 30 min = 8 h; 08:45–17:05 is 8 h 20 min, less 45 min = 7 h 35 min = 7.58 h.
      { input: { start: '09:00', end: '17:30', break: '30' }, output: '8 hours (8:00)' },
      { input: { start: '08:45', end: '17:05', break: '45' }, output: '7.58 hours (7:35)' },
    ],
  },
  {
    id: 'minutes-to-hours-and-minutes',
    name: 'Minutes to Hours and Minutes',
    description: 'Write a number of minutes as hours and minutes, such as 135 minutes as 2 hours 15 minutes.',
    keywords: [
      'minutes to hours',
      'convert minutes to hours and minutes',
      'min to h:mm',
      'minutes in hours',
      'mins to hrs',
    ],
    operation: 'minutes-to-hm',
    fields: [{ name: 'value', label: 'Minutes', type: 'number', step: 'any', default: '135', placeholder: '135' }],
    examples: [
      { input: { value: '135' }, output: '2 hours 15 minutes' },
      { input: { value: '90.5' }, output: '1 hour 30 minutes 30 seconds' },
    ],
  },
  {
    id: 'hours-and-minutes-to-minutes',
    name: 'Hours and Minutes to Minutes',
    description: 'Convert hours and minutes (h:mm or 2h 15m) to a number of minutes.',
    keywords: [
      'hours to minutes',
      'h:mm to minutes',
      'convert hours and minutes to minutes',
      'hrs to mins',
      'time to minutes',
    ],
    operation: 'hm-to-minutes',
    fields: [text('input', 'Hours and minutes', '2:15', { default: '2:15' })],
    examples: [
      { input: { input: '2:15' }, output: '135 minutes' },
      { input: { input: '1h 45m' }, output: '105 minutes' },
    ],
  },
  {
    id: 'decimal-hours-to-hours-minutes',
    name: 'Decimal Hours to Hours and Minutes',
    description: 'Convert decimal hours to hours and minutes, such as 7.75 hours to 7:45.',
    keywords: [
      'decimal to hours and minutes',
      'decimal time to hh:mm',
      'convert decimal hours',
      'decimal hours to time',
      'hours decimal converter',
    ],
    operation: 'decimal-to-hm',
    fields: [
      { name: 'value', label: 'Decimal hours', type: 'number', step: 'any', default: '7.75', placeholder: '7.75' },
    ],
    // 0.75 h = 45 min; 1.2 h = 1 h 12 min; 0.1 h = 6 min.
    examples: [
      { input: { value: '7.75' }, output: '7:45' },
      { input: { value: '1.2' }, output: '1:12' },
    ],
  },
  {
    id: 'hours-minutes-to-decimal',
    name: 'Hours and Minutes to Decimal Hours',
    description: 'Convert hours and minutes to decimal hours, such as 7:45 to 7.75, for timesheets and payroll.',
    keywords: [
      'time to decimal',
      'hh:mm to decimal',
      'minutes to decimal hours',
      'convert time to decimal',
      'decimal hours calculator',
    ],
    operation: 'hm-to-decimal',
    fields: [text('input', 'Hours and minutes', '7:45', { default: '7:45' })],
    // 45/60 = 0.75; 20/60 = 0.333333…
    examples: [
      { input: { input: '7:45' }, output: '7.75 hours' },
      { input: { input: '1:20' }, output: '1.33333 hours' },
    ],
  },
  {
    id: 'seconds-to-hh-mm-ss',
    name: 'Seconds to hh:mm:ss Converter',
    description: 'Convert a number of seconds to hours, minutes and seconds.',
    keywords: [
      'seconds to hours minutes seconds',
      'seconds to time',
      'sec to hh:mm:ss',
      'convert seconds',
      'seconds to minutes and seconds',
    ],
    operation: 'seconds-to-hms',
    fields: [{ name: 'value', label: 'Seconds', type: 'number', step: 'any', default: '3725', placeholder: '3725' }],
    // 3725 s = 1 h 2 min 5 s; 90061 s = 25 h 1 min 1 s.
    examples: [
      { input: { value: '3725' }, output: '01:02:05' },
      { input: { value: '90061' }, output: '25:01:01' },
    ],
  },
  {
    id: 'hh-mm-ss-to-seconds',
    name: 'hh:mm:ss to Seconds Converter',
    description: 'Convert hours, minutes and seconds (hh:mm:ss) to a number of seconds.',
    keywords: [
      'time to seconds',
      'hours minutes seconds to seconds',
      'convert time to seconds',
      'hms to seconds',
      'duration to seconds',
    ],
    operation: 'hms-to-seconds',
    fields: [text('input', 'Time (hh:mm:ss)', '01:02:05', { default: '01:02:05' })],
    examples: [
      { input: { input: '01:02:05' }, output: '3725 seconds' },
      { input: { input: '25:01:01' }, output: '90061 seconds' },
    ],
  },
  {
    id: '12-hour-to-24-hour-time',
    name: '12-Hour to 24-Hour Time Converter',
    description: 'Convert a 12-hour time with am or pm to 24-hour (military) time.',
    keywords: [
      'am pm to 24 hour',
      'convert to military time',
      '12 hour to 24 hour',
      'standard to military time',
      'pm to 24 hour',
    ],
    operation: 'to-24h',
    fields: [text('input', '12-hour time', '9:30 pm', { default: '9:30 pm' })],
    // 12 AM is midnight (00:00); 12 PM is noon.
    examples: [
      { input: { input: '9:30 pm' }, output: '21:30' },
      { input: { input: '12:15 am' }, output: '00:15' },
      { input: { input: '12 pm' }, output: '12:00' },
    ],
  },
  {
    id: '24-hour-to-12-hour-time',
    name: '24-Hour to 12-Hour Time Converter',
    description: 'Convert 24-hour (military) time to a 12-hour time with AM or PM.',
    keywords: [
      'military time to standard',
      '24 hour to am pm',
      'military time converter',
      '24 hour to 12 hour',
      'convert 24 hour clock',
    ],
    operation: 'to-12h',
    fields: [text('input', '24-hour time', '21:30', { default: '21:30' })],
    examples: [
      { input: { input: '21:30' }, output: '9:30 PM' },
      { input: { input: '00:15' }, output: '12:15 AM' },
      { input: { input: '1200' }, output: '12:00 PM' },
    ],
  },
  {
    id: 'time-between-two-dates',
    name: 'Time Between Two Dates and Times',
    description:
      'Find the days, hours and minutes between two dates with times, counting any clock changes in between.',
    keywords: [
      'hours between two dates',
      'duration between dates and times',
      'time difference between dates',
      'elapsed time between dates',
      'datetime difference',
    ],
    operation: 'time-between',
    fields: [
      { name: 'start', label: 'Start', type: 'datetime', default: '2025-01-15T09:00' },
      { name: 'end', label: 'End', type: 'datetime', default: '2025-01-17T17:30' },
      {
        ...zoneField,
        label: 'Time zone of both',
        default: '',
        options: [{ value: '', label: 'Your time zone' }, ...ZONE_OPTIONS],
      },
    ],
    pro: true,
    examples: [
      // 2 days and 8 h 30 min.
      { input: { start: '2025-01-15T09:00', end: '2025-01-17T17:30' }, output: '2 days 8 hours 30 minutes' },
      // New York springs forward on 2025-03-09: midnight to midnight that day is only 23 hours.
      { input: { start: '2025-03-09T00:00', end: '2025-03-10T00:00', zone: 'America/New_York' }, output: '23 hours' },
    ],
  },
];

export const dates: FamilyDefinition = {
  order: 120,
  id: 'dates',
  summary:
    'Date and time calculators: days, weeks and months between dates, age, adding to dates, business days, ISO weeks, day of the week and year, Unix timestamps, ISO 8601, durations, clock times, countdowns, leap years, date formats, Julian days, Excel serials and Easter (integer calendar maths and Intl; no library needed).',
  tools: SPECS.map(
    (spec): ToolRow => ({
      id: spec.id,
      name: spec.name,
      description: spec.description,
      category: spec.category ?? 'time',
      keywords: spec.keywords,
      family: 'dates',
      kind: spec.kind ?? 'form',
      params: { operation: spec.operation, ...spec.params },
      fields: spec.fields,
      pro: spec.pro ?? false,
      examples: spec.examples,
    }),
  ),
};
