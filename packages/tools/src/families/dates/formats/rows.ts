/** dates, date formats: day/month orders, Julian days, YYDDD dates, Excel serials and Easter: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, dateOrToday, num, text } from '../spec';

export const rows = [
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
] as const satisfies readonly Spec[];

export const topic = topicRows(60, rows);
