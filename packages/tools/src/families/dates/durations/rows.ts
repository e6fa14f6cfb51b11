/** dates, durations: durations in hh:mm:ss, hours between clock times, hours and minutes, decimal hours: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, num, text } from '../spec';

export const rows = [
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
    ask: {
      says: [
        {
          pattern: String.raw`(?:hours|time)\b.*?\bfrom\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+(?:to|until|till|-)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\b`,
          read: 'clockSpan',
          why: 'counts the hours from {start} to {end}, with both times filled in',
        },
      ],
    },
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
] as const satisfies readonly Spec[];

export const topic = topicRows(70, rows);
