/** Time zones: the current time in the most searched cities: the rows (data). */
import type { Field, ToolExample, ToolRow } from '../../types';

/**
 * The current time in the most searched cities at the fixed example clock, 2025-01-15 12:00 UTC
 * (checked with Python's zoneinfo and by hand: New York UTC−5, London UTC+0, Sydney UTC+11 in its
 * summer, Moscow UTC+3 …).
 */
const CITIES: ReadonlyArray<{ id: string; city: string; zone: string; keywords: string[]; output: string }> = [
  {
    id: 'new-york',
    city: 'New York',
    zone: 'America/New_York',
    keywords: ['time in new york', 'new york time now', 'nyc time', 'eastern time now', 'est time now'],
    output: '2025-01-15 07:00 EST (UTC−05:00)',
  },
  {
    id: 'london',
    city: 'London',
    zone: 'Europe/London',
    keywords: ['time in london', 'uk time now', 'london time now', 'gmt now', 'bst now'],
    output: '2025-01-15 12:00 GMT (UTC+00:00)',
  },
  {
    id: 'los-angeles',
    city: 'Los Angeles',
    zone: 'America/Los_Angeles',
    keywords: ['time in la', 'california time now', 'pacific time now', 'pst time now', 'la time'],
    output: '2025-01-15 04:00 PST (UTC−08:00)',
  },
  {
    id: 'chicago',
    city: 'Chicago',
    zone: 'America/Chicago',
    keywords: ['time in chicago', 'central time now', 'cst time now', 'chicago time now'],
    output: '2025-01-15 06:00 CST (UTC−06:00)',
  },
  {
    id: 'toronto',
    city: 'Toronto',
    zone: 'America/Toronto',
    keywords: ['time in toronto', 'toronto time now', 'ontario time', 'canada eastern time'],
    output: '2025-01-15 07:00 EST (UTC−05:00)',
  },
  {
    id: 'paris',
    city: 'Paris',
    zone: 'Europe/Paris',
    keywords: ['time in paris', 'france time now', 'paris time now', 'cet time now'],
    output: '2025-01-15 13:00 CET (UTC+01:00)',
  },
  {
    id: 'berlin',
    city: 'Berlin',
    zone: 'Europe/Berlin',
    keywords: ['time in berlin', 'germany time now', 'german time', 'berlin time now'],
    output: '2025-01-15 13:00 CET (UTC+01:00)',
  },
  {
    id: 'moscow',
    city: 'Moscow',
    zone: 'Europe/Moscow',
    keywords: ['time in moscow', 'russia time now', 'moscow time now', 'msk time'],
    output: '2025-01-15 15:00 MSK (UTC+03:00)',
  },
  {
    id: 'dubai',
    city: 'Dubai',
    zone: 'Asia/Dubai',
    keywords: ['time in dubai', 'uae time now', 'dubai time now', 'gst time now'],
    output: '2025-01-15 16:00 GST (UTC+04:00)',
  },
  {
    id: 'india',
    city: 'India',
    zone: 'Asia/Kolkata',
    keywords: ['time in india', 'india time now', 'ist time now', 'indian time', 'delhi time', 'mumbai time'],
    output: '2025-01-15 17:30 IST (UTC+05:30)',
  },
  {
    id: 'singapore',
    city: 'Singapore',
    zone: 'Asia/Singapore',
    keywords: ['time in singapore', 'singapore time now', 'sgt time now', 'sg time'],
    output: '2025-01-15 20:00 SGT (UTC+08:00)',
  },
  {
    id: 'hong-kong',
    city: 'Hong Kong',
    zone: 'Asia/Hong_Kong',
    keywords: ['time in hong kong', 'hong kong time now', 'hkt time now', 'hk time'],
    output: '2025-01-15 20:00 HKT (UTC+08:00)',
  },
  {
    id: 'china',
    city: 'China',
    zone: 'Asia/Shanghai',
    keywords: ['time in china', 'beijing time now', 'china time now', 'shanghai time'],
    output: '2025-01-15 20:00 CST (UTC+08:00)',
  },
  {
    id: 'tokyo',
    city: 'Tokyo',
    zone: 'Asia/Tokyo',
    keywords: ['time in tokyo', 'japan time now', 'tokyo time now', 'jst time now'],
    output: '2025-01-15 21:00 JST (UTC+09:00)',
  },
  {
    id: 'sydney',
    city: 'Sydney',
    zone: 'Australia/Sydney',
    keywords: ['time in sydney', 'australia time now', 'sydney time now', 'aest time now', 'aedt time now'],
    output: '2025-01-15 23:00 AEDT (UTC+11:00)',
  },
  {
    id: 'utc',
    city: 'UTC',
    zone: 'UTC',
    keywords: ['utc time now', 'current utc time', 'gmt time now', 'zulu time now', 'utc clock'],
    output: '2025-01-15 12:00 UTC (UTC+00:00)',
  },
];

const formatField: Field = {
  name: 'format',
  label: 'Clock',
  type: 'select',
  default: '24',
  options: [
    { value: '24', label: '24-hour (14:30)' },
    { value: '12', label: '12-hour (2:30 PM)' },
  ],
};

export const cityTools: ToolRow[] = CITIES.map(({ id, city, zone, keywords, output }): ToolRow => {
  const examples: ToolExample[] = [{ input: { format: '24' }, output }];
  if (id === 'new-york') examples.push({ input: { format: '12' }, output: '2025-01-15 7:00 AM EST (UTC−05:00)' });
  return {
    id: `current-time-in-${id}`,
    name: city === 'UTC' ? 'Current UTC Time' : `Current Time in ${city}`,
    description:
      city === 'UTC'
        ? 'See the current time in UTC (GMT), to the minute.'
        : `See the current date and time in ${city}, with its time zone, offset and next clock change.`,
    category: 'time',
    keywords,
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'now', zone },
    fields: [formatField],
    pro: false,
    examples,
  };
});
