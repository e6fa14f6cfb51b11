/** dates, clock times: 12- and 24-hour clock times, and the time between two dates with times: the rows (data). Their code is run.ts beside them. */
import { ZONE_OPTIONS } from '../../timeZones/zones';
import { type Spec, text, topicRows, zoneField } from '../spec';

export const rows = [
  {
    id: '12-hour-to-24-hour-time',
    ask: {
      says: [
        {
          pattern: String.raw`(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\s+(?:to|in|into|as)\s+(?:24|twenty[- ]four)[- ]?(?:hours?|hr|h)?(?:\s+(?:time|clock|format))?`,
          fill: { input: 'nodots:$1' },
          why: 'writes {$1} in 24-hour time, already filled in',
          asked: '{$1} in 24-hour time',
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`\b(\d{1,2}:\d{2})\s+(?:to|in|into|as)\s+(?:12|twelve)[- ]?(?:hours?|hr|h)?(?:\s+(?:time|clock|format))?|\b(\d{1,2}:\d{2})\s+(?:to|in|into|as)\s+am\s*\/?\s*pm\b`,
          fill: { input: '$1|$2' },
          why: 'writes {$1|$2} in 12-hour time, already filled in',
          asked: '{$1|$2} in 12-hour time',
        },
      ],
    },
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
] as const satisfies readonly Spec[];

export const topic = topicRows(80, rows);
