/** dates, timestamps: Unix time and ISO 8601: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, dateOrToday, text, zoneField } from '../spec';

export const rows = [
  {
    id: 'unix-timestamp-to-date',
    ask: {
      for: { timestamp: 1 },
      says: [
        {
          pattern: String.raw`\b(?:convert\s+)?(?:unix\s+|epoch\s+)?(?:timestamp\s+)?(1\d{9}|1\d{12})\s+(?:to|into|as)\s+(?:a\s+)?(?:human[- ]readable\s+)?(?:date|time|datetime)\b|(?:unix|epoch)\s+(?:timestamp\s+|time\s+)?(1\d{9}|1\d{12})\b`,
          fill: { input: '$1|$2', unit: 'stampUnit:$1|$2' },
          why: 'turns the timestamp {$1|$2} into a date, already filled in',
          asked: 'Unix time {$1|$2}',
        },
      ],
    },
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
      { input: { date: '2016-05-25', time: '09:24:15.123', zone: 'UTC' }, output: '1464168255.123' },
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
      {
        input: { date: '2016-05-25', time: '09:24:15.5', zone: 'Europe/Paris' },
        output: '2016-05-25T09:24:15.500+02:00',
      },
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
      // Reduced precision: a year alone, and a fraction of a second.
      {
        input: { input: '2016' },
        output: 'The year 2016: Friday 1 January 2016 to Saturday 31 December 2016 (a year without a month or day)',
      },
      {
        input: { input: '2016-05-25T09:24:15.123Z' },
        output: 'Wednesday 25 May 2016, 09:24:15.123 UTC+00:00',
      },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(50, rows);
