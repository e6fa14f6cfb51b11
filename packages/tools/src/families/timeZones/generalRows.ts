/** Time zones: the general converter, world clock, meeting planner, zone difference and clock changes: the rows (data). */
import type { ToolRow } from '../../types';
import { dateField, timeField, zoneSelect } from './fields';

export const generalTools: ToolRow[] = [
  {
    id: 'time-zone-converter',
    name: 'Time Zone Converter',
    description: 'Convert a date and time from one time zone to another, with daylight saving applied for that date.',
    category: 'time',
    keywords: [
      'timezone converter',
      'time converter',
      'convert time zones',
      'world time converter',
      'time zone calculator',
    ],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'convert' },
    fields: [
      zoneSelect('from', 'From', 'America/New_York'),
      zoneSelect('to', 'To', 'Europe/London'),
      dateField,
      timeField,
    ],
    pro: false,
    examples: [
      // 09:00 EST = 14:00 UTC = 14:00 GMT; 09:00 EDT = 13:00 UTC = 14:00 BST.
      {
        input: { from: 'America/New_York', to: 'Europe/London', date: '2025-01-15', time: '09:00' },
        output: '2025-01-15 14:00 GMT (UTC+00:00)',
      },
      // 18:00 JST = 09:00 UTC = 19:00 AEST (Sydney is off daylight time from 6 April to 5 October 2025).
      {
        input: { from: 'Asia/Tokyo', to: 'Australia/Sydney', date: '2025-07-15', time: '6:00 pm' },
        output: '2025-07-15 19:00 AEST (UTC+10:00)',
      },
    ],
  },
  {
    id: 'time-difference-between-time-zones',
    name: 'Time Zone Difference Calculator',
    description: 'Find how many hours one time zone is ahead of or behind another on a given date.',
    category: 'time',
    keywords: [
      'time difference',
      'time difference between cities',
      'hours ahead',
      'hours behind',
      'time zone difference',
    ],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'difference' },
    fields: [
      zoneSelect('a', 'Time zone', 'America/New_York'),
      zoneSelect('b', 'Compared with', 'Asia/Kolkata'),
      dateField,
    ],
    pro: false,
    examples: [
      // UTC+05:30 − UTC−05:00 = 10 h 30 min in January; − UTC−04:00 = 9 h 30 min in July.
      {
        input: { a: 'America/New_York', b: 'Asia/Kolkata', date: '2025-01-15' },
        output: 'India is 10 hours 30 minutes ahead of New York.',
      },
      {
        input: { a: 'America/New_York', b: 'Asia/Kolkata', date: '2025-07-15' },
        output: 'India is 9 hours 30 minutes ahead of New York.',
      },
      // Sydney UTC+11 (daylight) and London UTC+0 in January.
      {
        input: { a: 'Australia/Sydney', b: 'Europe/London', date: '2025-01-15' },
        output: 'London is 11 hours behind Sydney.',
      },
    ],
  },
  {
    id: 'world-clock',
    name: 'World Clock',
    description: 'See the current time in major cities around the world at a glance.',
    category: 'time',
    keywords: ['world time', 'time around the world', 'world time zones', 'international clock', 'global time'],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'world-clock' },
    fields: [],
    pro: false,
    examples: [
      {
        input: {},
        // 2025-01-15 12:00 UTC in each city (northern winter, southern summer).
        output: [
          'Los Angeles: 2025-01-15 04:00 PST (UTC−08:00)',
          'Denver: 2025-01-15 05:00 MST (UTC−07:00)',
          'Chicago: 2025-01-15 06:00 CST (UTC−06:00)',
          'New York: 2025-01-15 07:00 EST (UTC−05:00)',
          'São Paulo: 2025-01-15 09:00 BRT (UTC−03:00)',
          'UTC: 2025-01-15 12:00 UTC (UTC+00:00)',
          'London: 2025-01-15 12:00 GMT (UTC+00:00)',
          'Paris: 2025-01-15 13:00 CET (UTC+01:00)',
          'Moscow: 2025-01-15 15:00 MSK (UTC+03:00)',
          'Dubai: 2025-01-15 16:00 GST (UTC+04:00)',
          'India: 2025-01-15 17:30 IST (UTC+05:30)',
          'Singapore: 2025-01-15 20:00 SGT (UTC+08:00)',
          'Beijing: 2025-01-15 20:00 CST (UTC+08:00)',
          'Tokyo: 2025-01-15 21:00 JST (UTC+09:00)',
          'Sydney: 2025-01-15 23:00 AEDT (UTC+11:00)',
          'Auckland: 2025-01-16 01:00 NZDT (UTC+13:00)',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'meeting-planner',
    name: 'Meeting Planner Across Time Zones',
    description: 'Pick a meeting time in one zone and see what time it is for people in major cities.',
    category: 'productivity',
    keywords: [
      'meeting time zone planner',
      'best time to meet',
      'schedule across time zones',
      'meeting time converter',
      'world meeting planner',
    ],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'meeting' },
    fields: [zoneSelect('zone', 'Your time zone', 'Europe/London'), dateField, { ...timeField, default: '15:00' }],
    pro: true,
    examples: [
      {
        input: { zone: 'Europe/London', date: '2025-07-15', time: '15:00' },
        // 15:00 BST = 14:00 UTC on 2025-07-15 (northern summer, southern winter).
        output: [
          'London: 2025-07-15 15:00 BST (UTC+01:00)',
          'Los Angeles: 2025-07-15 07:00 PDT (UTC−07:00)',
          'Denver: 2025-07-15 08:00 MDT (UTC−06:00)',
          'Chicago: 2025-07-15 09:00 CDT (UTC−05:00)',
          'New York: 2025-07-15 10:00 EDT (UTC−04:00)',
          'São Paulo: 2025-07-15 11:00 BRT (UTC−03:00)',
          'UTC: 2025-07-15 14:00 UTC (UTC+00:00)',
          'Paris: 2025-07-15 16:00 CEST (UTC+02:00)',
          'Moscow: 2025-07-15 17:00 MSK (UTC+03:00)',
          'Dubai: 2025-07-15 18:00 GST (UTC+04:00)',
          'India: 2025-07-15 19:30 IST (UTC+05:30)',
          'Singapore: 2025-07-15 22:00 SGT (UTC+08:00)',
          'Beijing: 2025-07-15 22:00 CST (UTC+08:00)',
          'Tokyo: 2025-07-15 23:00 JST (UTC+09:00)',
          'Sydney: 2025-07-16 00:00 AEST (UTC+10:00)',
          'Auckland: 2025-07-16 02:00 NZST (UTC+12:00)',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'daylight-saving-time-dates',
    name: 'Daylight Saving Time Dates',
    description: 'Find when the clocks go forward and back in a time zone in a given year.',
    category: 'time',
    keywords: [
      'when do clocks change',
      'dst dates',
      'when does daylight saving start',
      'when does daylight saving end',
      'clocks go back',
      'clocks go forward',
    ],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'dst' },
    fields: [
      zoneSelect('zone', 'Time zone', 'America/New_York'),
      {
        name: 'year',
        label: 'Year',
        type: 'number',
        min: 1970,
        max: 2100,
        step: 1,
        placeholder: '2025',
        help: 'Leave empty for this year.',
      },
    ],
    pro: false,
    examples: [
      // US: second Sunday of March at 02:00, first Sunday of November at 02:00 (Energy Policy Act 2005).
      {
        input: { zone: 'America/New_York', year: '2025' },
        output:
          'Clock changes in New York, 2025:\nSunday 9 March 2025 at 02:00 EST: clocks go forward to 03:00 EDT (UTC−04:00)\nSunday 2 November 2025 at 02:00 EDT: clocks go back to 01:00 EST (UTC−05:00)',
      },
      // UK: last Sunday of March and of October at 01:00 UTC.
      {
        input: { zone: 'Europe/London', year: '2025' },
        output:
          'Clock changes in London, 2025:\nSunday 30 March 2025 at 01:00 GMT: clocks go forward to 02:00 BST (UTC+01:00)\nSunday 26 October 2025 at 02:00 BST: clocks go back to 01:00 GMT (UTC+00:00)',
      },
      // New South Wales: first Sunday of April at 03:00 daylight time, first Sunday of October at 02:00.
      {
        input: { zone: 'Australia/Sydney', year: '2025' },
        output:
          'Clock changes in Sydney, 2025:\nSunday 6 April 2025 at 03:00 AEDT: clocks go back to 02:00 AEST (UTC+10:00)\nSunday 5 October 2025 at 02:00 AEST: clocks go forward to 03:00 AEDT (UTC+11:00)',
      },
      {
        input: { zone: 'Asia/Tokyo', year: '2025' },
        output: 'Tokyo does not change its clocks in 2025: JST, UTC+09:00 all year.',
      },
    ],
  },
  {
    id: 'what-is-my-time-zone',
    name: 'What Is My Time Zone?',
    description: 'See which time zone your device is set to and its current UTC offset.',
    category: 'time',
    keywords: ['my time zone', 'my timezone', 'current time zone', 'what timezone am i in', 'my utc offset'],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'my-zone' },
    fields: [],
    pro: false,
    examples: [{ input: {}, output: 'UTC (UTC+00:00)' }],
  },
];
