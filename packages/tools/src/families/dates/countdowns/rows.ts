/** dates, countdowns: days until and since a date: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, date, text } from '../spec';

export const rows = [
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
] as const satisfies readonly Spec[];

export const topic = topicRows(40, rows);
