/**
 * Time zones: converters between the zones people search for by abbreviation or city (EST to PST,
 * UTC to IST, Sydney to London …), a general converter, the current time in the most searched
 * cities, a world clock, a meeting planner, the difference between two zones and the year's clock
 * changes. Every answer comes from the platform's IANA database through Intl (no library), so
 * daylight saving is right for the date given.
 */
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';
import { ZONE_OPTIONS } from './zones';

/** The zones the pair converters are named after. */
const PAIR_ZONES = {
  est: {
    zone: 'America/New_York',
    label: 'EST',
    words: 'Eastern Time (EST/EDT)',
    aliases: ['et', 'edt', 'eastern time', 'new york time'],
  },
  cst: {
    zone: 'America/Chicago',
    label: 'CST',
    words: 'Central Time (CST/CDT)',
    aliases: ['ct', 'cdt', 'central time', 'chicago time'],
  },
  mst: {
    zone: 'America/Denver',
    label: 'MST',
    words: 'Mountain Time (MST/MDT)',
    aliases: ['mt', 'mdt', 'mountain time', 'denver time'],
  },
  pst: {
    zone: 'America/Los_Angeles',
    label: 'PST',
    words: 'Pacific Time (PST/PDT)',
    aliases: ['pt', 'pdt', 'pacific time', 'california time'],
  },
  hst: {
    zone: 'Pacific/Honolulu',
    label: 'HST',
    words: 'Hawaii Time (HST)',
    aliases: ['hawaii', 'hawaii time', 'honolulu time', 'hawaiian time'],
  },
  utc: { zone: 'UTC', label: 'UTC', words: 'UTC (GMT)', aliases: ['gmt', 'utc time', 'gmt time', 'zulu time'] },
  bst: {
    zone: 'Europe/London',
    label: 'BST',
    words: 'UK time (GMT/BST)',
    aliases: ['uk', 'uk time', 'london time', 'british time'],
  },
  cet: {
    zone: 'Europe/Paris',
    label: 'CET',
    words: 'Central European Time (CET/CEST)',
    aliases: ['cest', 'europe time', 'paris time', 'berlin time'],
  },
  ist: {
    zone: 'Asia/Kolkata',
    label: 'IST',
    words: 'India Standard Time (IST)',
    aliases: ['india', 'india time', 'indian time', 'india standard time'],
  },
  pkt: {
    zone: 'Asia/Karachi',
    label: 'PKT',
    words: 'Pakistan Standard Time (PKT)',
    aliases: ['pakistan', 'pakistan time', 'karachi time', 'pakistan standard time'],
  },
  'dubai-time': {
    zone: 'Asia/Dubai',
    label: 'Dubai Time',
    words: 'Dubai time (GST, Gulf Standard Time)',
    aliases: ['gst', 'dubai', 'uae time', 'gulf time'],
  },
  sgt: {
    zone: 'Asia/Singapore',
    label: 'SGT',
    words: 'Singapore Time (SGT)',
    aliases: ['singapore', 'singapore time', 'sg time', 'singapore standard time'],
  },
  'china-time': {
    zone: 'Asia/Shanghai',
    label: 'China Time',
    words: 'China Standard Time (Beijing time)',
    aliases: ['beijing', 'beijing time', 'cst china', 'shanghai time'],
  },
  hkt: {
    zone: 'Asia/Hong_Kong',
    label: 'HKT',
    words: 'Hong Kong Time (HKT)',
    aliases: ['hong kong', 'hong kong time', 'hk time', 'hkt time'],
  },
  jst: {
    zone: 'Asia/Tokyo',
    label: 'JST',
    words: 'Japan Standard Time (JST)',
    aliases: ['japan', 'japan time', 'tokyo time', 'japan standard time'],
  },
  kst: {
    zone: 'Asia/Seoul',
    label: 'KST',
    words: 'Korea Standard Time (KST)',
    aliases: ['korea', 'korea time', 'seoul time', 'korean time'],
  },
  'philippine-time': {
    zone: 'Asia/Manila',
    label: 'Philippine Time',
    words: 'Philippine Time (Manila)',
    aliases: ['philippines', 'pht', 'manila time', 'ph time'],
  },
  aest: {
    zone: 'Australia/Sydney',
    label: 'AEST',
    words: 'Sydney time (AEST/AEDT)',
    aliases: ['aedt', 'sydney time', 'melbourne time', 'australia time'],
  },
  nzst: {
    zone: 'Pacific/Auckland',
    label: 'NZST',
    words: 'New Zealand time (NZST/NZDT)',
    aliases: ['nzdt', 'new zealand time', 'nz time', 'auckland time'],
  },
  brt: {
    zone: 'America/Sao_Paulo',
    label: 'BRT',
    words: 'Brasília Time (BRT)',
    aliases: ['brazil', 'brazil time', 'brasilia time', 'sao paulo time'],
  },
} as const;

type PairKey = keyof typeof PAIR_ZONES;

/** Pairs whose best-known name is by city, not abbreviation. */
const PAIR_NAMES: Partial<Record<string, { id: string; name: string; keywords: string[] }>> = {
  'aest-to-bst': {
    id: 'sydney-to-london-time',
    name: 'Sydney to London Time Converter',
    keywords: ['sydney to london', 'aest to bst', 'aest to gmt', 'australia to uk time', 'aedt to gmt'],
  },
  'bst-to-aest': {
    id: 'london-to-sydney-time',
    name: 'London to Sydney Time Converter',
    keywords: ['london to sydney', 'bst to aest', 'gmt to aest', 'uk to australia time', 'gmt to aedt'],
  },
};

/**
 * [from, to, 09:00 on 2025-01-15, 09:00 on 2025-07-15] — each converted answer checked with
 * Python's zoneinfo (a separate implementation reading the system's tzdata) and by hand against
 * the 2025 rules: US daylight time 9 March – 2 November, EU/UK summer time 30 March – 26 October,
 * Sydney daylight time until 6 April and from 5 October, New Zealand until 6 April and from
 * 28 September; India, Japan, Korea, China, Singapore, Dubai, Pakistan, Brazil, Hawaii and the
 * Philippines keep one offset all year.
 */
const PAIRS: ReadonlyArray<readonly [PairKey, PairKey, string, string]> = [
  ['est', 'pst', '2025-01-15 06:00 PST (UTC−08:00)', '2025-07-15 06:00 PDT (UTC−07:00)'],
  ['pst', 'est', '2025-01-15 12:00 EST (UTC−05:00)', '2025-07-15 12:00 EDT (UTC−04:00)'],
  ['est', 'cst', '2025-01-15 08:00 CST (UTC−06:00)', '2025-07-15 08:00 CDT (UTC−05:00)'],
  ['cst', 'est', '2025-01-15 10:00 EST (UTC−05:00)', '2025-07-15 10:00 EDT (UTC−04:00)'],
  ['cst', 'pst', '2025-01-15 07:00 PST (UTC−08:00)', '2025-07-15 07:00 PDT (UTC−07:00)'],
  ['pst', 'cst', '2025-01-15 11:00 CST (UTC−06:00)', '2025-07-15 11:00 CDT (UTC−05:00)'],
  ['mst', 'est', '2025-01-15 11:00 EST (UTC−05:00)', '2025-07-15 11:00 EDT (UTC−04:00)'],
  ['est', 'mst', '2025-01-15 07:00 MST (UTC−07:00)', '2025-07-15 07:00 MDT (UTC−06:00)'],
  ['mst', 'pst', '2025-01-15 08:00 PST (UTC−08:00)', '2025-07-15 08:00 PDT (UTC−07:00)'],
  ['pst', 'mst', '2025-01-15 10:00 MST (UTC−07:00)', '2025-07-15 10:00 MDT (UTC−06:00)'],
  ['cst', 'mst', '2025-01-15 08:00 MST (UTC−07:00)', '2025-07-15 08:00 MDT (UTC−06:00)'],
  ['mst', 'cst', '2025-01-15 10:00 CST (UTC−06:00)', '2025-07-15 10:00 CDT (UTC−05:00)'],
  ['utc', 'est', '2025-01-15 04:00 EST (UTC−05:00)', '2025-07-15 05:00 EDT (UTC−04:00)'],
  ['est', 'utc', '2025-01-15 14:00 UTC (UTC+00:00)', '2025-07-15 13:00 UTC (UTC+00:00)'],
  ['utc', 'pst', '2025-01-15 01:00 PST (UTC−08:00)', '2025-07-15 02:00 PDT (UTC−07:00)'],
  ['pst', 'utc', '2025-01-15 17:00 UTC (UTC+00:00)', '2025-07-15 16:00 UTC (UTC+00:00)'],
  ['utc', 'cst', '2025-01-15 03:00 CST (UTC−06:00)', '2025-07-15 04:00 CDT (UTC−05:00)'],
  ['cst', 'utc', '2025-01-15 15:00 UTC (UTC+00:00)', '2025-07-15 14:00 UTC (UTC+00:00)'],
  ['utc', 'mst', '2025-01-15 02:00 MST (UTC−07:00)', '2025-07-15 03:00 MDT (UTC−06:00)'],
  ['utc', 'ist', '2025-01-15 14:30 IST (UTC+05:30)', '2025-07-15 14:30 IST (UTC+05:30)'],
  ['ist', 'utc', '2025-01-15 03:30 UTC (UTC+00:00)', '2025-07-15 03:30 UTC (UTC+00:00)'],
  ['est', 'ist', '2025-01-15 19:30 IST (UTC+05:30)', '2025-07-15 18:30 IST (UTC+05:30)'],
  ['ist', 'est', '2025-01-14 22:30 EST (UTC−05:00)', '2025-07-14 23:30 EDT (UTC−04:00)'],
  ['pst', 'ist', '2025-01-15 22:30 IST (UTC+05:30)', '2025-07-15 21:30 IST (UTC+05:30)'],
  ['ist', 'pst', '2025-01-14 19:30 PST (UTC−08:00)', '2025-07-14 20:30 PDT (UTC−07:00)'],
  ['cst', 'ist', '2025-01-15 20:30 IST (UTC+05:30)', '2025-07-15 19:30 IST (UTC+05:30)'],
  ['ist', 'cst', '2025-01-14 21:30 CST (UTC−06:00)', '2025-07-14 22:30 CDT (UTC−05:00)'],
  ['bst', 'est', '2025-01-15 04:00 EST (UTC−05:00)', '2025-07-15 04:00 EDT (UTC−04:00)'],
  ['est', 'bst', '2025-01-15 14:00 GMT (UTC+00:00)', '2025-07-15 14:00 BST (UTC+01:00)'],
  ['bst', 'ist', '2025-01-15 14:30 IST (UTC+05:30)', '2025-07-15 13:30 IST (UTC+05:30)'],
  ['ist', 'bst', '2025-01-15 03:30 GMT (UTC+00:00)', '2025-07-15 04:30 BST (UTC+01:00)'],
  ['bst', 'pst', '2025-01-15 01:00 PST (UTC−08:00)', '2025-07-15 01:00 PDT (UTC−07:00)'],
  ['pst', 'bst', '2025-01-15 17:00 GMT (UTC+00:00)', '2025-07-15 17:00 BST (UTC+01:00)'],
  ['utc', 'bst', '2025-01-15 09:00 GMT (UTC+00:00)', '2025-07-15 10:00 BST (UTC+01:00)'],
  ['cet', 'est', '2025-01-15 03:00 EST (UTC−05:00)', '2025-07-15 03:00 EDT (UTC−04:00)'],
  ['est', 'cet', '2025-01-15 15:00 CET (UTC+01:00)', '2025-07-15 15:00 CEST (UTC+02:00)'],
  ['cet', 'ist', '2025-01-15 13:30 IST (UTC+05:30)', '2025-07-15 12:30 IST (UTC+05:30)'],
  ['ist', 'cet', '2025-01-15 04:30 CET (UTC+01:00)', '2025-07-15 05:30 CEST (UTC+02:00)'],
  ['cet', 'pst', '2025-01-15 00:00 PST (UTC−08:00)', '2025-07-15 00:00 PDT (UTC−07:00)'],
  ['utc', 'cet', '2025-01-15 10:00 CET (UTC+01:00)', '2025-07-15 11:00 CEST (UTC+02:00)'],
  ['cet', 'utc', '2025-01-15 08:00 UTC (UTC+00:00)', '2025-07-15 07:00 UTC (UTC+00:00)'],
  ['bst', 'cet', '2025-01-15 10:00 CET (UTC+01:00)', '2025-07-15 10:00 CEST (UTC+02:00)'],
  ['jst', 'est', '2025-01-14 19:00 EST (UTC−05:00)', '2025-07-14 20:00 EDT (UTC−04:00)'],
  ['est', 'jst', '2025-01-15 23:00 JST (UTC+09:00)', '2025-07-15 22:00 JST (UTC+09:00)'],
  ['jst', 'pst', '2025-01-14 16:00 PST (UTC−08:00)', '2025-07-14 17:00 PDT (UTC−07:00)'],
  ['pst', 'jst', '2025-01-16 02:00 JST (UTC+09:00)', '2025-07-16 01:00 JST (UTC+09:00)'],
  ['jst', 'ist', '2025-01-15 05:30 IST (UTC+05:30)', '2025-07-15 05:30 IST (UTC+05:30)'],
  ['ist', 'jst', '2025-01-15 12:30 JST (UTC+09:00)', '2025-07-15 12:30 JST (UTC+09:00)'],
  ['utc', 'jst', '2025-01-15 18:00 JST (UTC+09:00)', '2025-07-15 18:00 JST (UTC+09:00)'],
  ['aest', 'est', '2025-01-14 17:00 EST (UTC−05:00)', '2025-07-14 19:00 EDT (UTC−04:00)'],
  ['est', 'aest', '2025-01-16 01:00 AEDT (UTC+11:00)', '2025-07-15 23:00 AEST (UTC+10:00)'],
  ['aest', 'pst', '2025-01-14 14:00 PST (UTC−08:00)', '2025-07-14 16:00 PDT (UTC−07:00)'],
  ['pst', 'aest', '2025-01-16 04:00 AEDT (UTC+11:00)', '2025-07-16 02:00 AEST (UTC+10:00)'],
  ['aest', 'ist', '2025-01-15 03:30 IST (UTC+05:30)', '2025-07-15 04:30 IST (UTC+05:30)'],
  ['ist', 'aest', '2025-01-15 14:30 AEDT (UTC+11:00)', '2025-07-15 13:30 AEST (UTC+10:00)'],
  ['aest', 'bst', '2025-01-14 22:00 GMT (UTC+00:00)', '2025-07-15 00:00 BST (UTC+01:00)'],
  ['bst', 'aest', '2025-01-15 20:00 AEDT (UTC+11:00)', '2025-07-15 18:00 AEST (UTC+10:00)'],
  ['utc', 'aest', '2025-01-15 20:00 AEDT (UTC+11:00)', '2025-07-15 19:00 AEST (UTC+10:00)'],
  ['sgt', 'ist', '2025-01-15 06:30 IST (UTC+05:30)', '2025-07-15 06:30 IST (UTC+05:30)'],
  ['ist', 'sgt', '2025-01-15 11:30 SGT (UTC+08:00)', '2025-07-15 11:30 SGT (UTC+08:00)'],
  ['sgt', 'est', '2025-01-14 20:00 EST (UTC−05:00)', '2025-07-14 21:00 EDT (UTC−04:00)'],
  ['est', 'sgt', '2025-01-15 22:00 SGT (UTC+08:00)', '2025-07-15 21:00 SGT (UTC+08:00)'],
  ['china-time', 'est', '2025-01-14 20:00 EST (UTC−05:00)', '2025-07-14 21:00 EDT (UTC−04:00)'],
  ['est', 'china-time', '2025-01-15 22:00 CST (UTC+08:00)', '2025-07-15 21:00 CST (UTC+08:00)'],
  ['china-time', 'ist', '2025-01-15 06:30 IST (UTC+05:30)', '2025-07-15 06:30 IST (UTC+05:30)'],
  ['dubai-time', 'ist', '2025-01-15 10:30 IST (UTC+05:30)', '2025-07-15 10:30 IST (UTC+05:30)'],
  ['ist', 'dubai-time', '2025-01-15 07:30 GST (UTC+04:00)', '2025-07-15 07:30 GST (UTC+04:00)'],
  ['dubai-time', 'est', '2025-01-15 00:00 EST (UTC−05:00)', '2025-07-15 01:00 EDT (UTC−04:00)'],
  ['hkt', 'est', '2025-01-14 20:00 EST (UTC−05:00)', '2025-07-14 21:00 EDT (UTC−04:00)'],
  ['pkt', 'ist', '2025-01-15 09:30 IST (UTC+05:30)', '2025-07-15 09:30 IST (UTC+05:30)'],
  ['ist', 'pkt', '2025-01-15 08:30 PKT (UTC+05:00)', '2025-07-15 08:30 PKT (UTC+05:00)'],
  ['kst', 'est', '2025-01-14 19:00 EST (UTC−05:00)', '2025-07-14 20:00 EDT (UTC−04:00)'],
  ['est', 'kst', '2025-01-15 23:00 KST (UTC+09:00)', '2025-07-15 22:00 KST (UTC+09:00)'],
  ['kst', 'pst', '2025-01-14 16:00 PST (UTC−08:00)', '2025-07-14 17:00 PDT (UTC−07:00)'],
  ['nzst', 'est', '2025-01-14 15:00 EST (UTC−05:00)', '2025-07-14 17:00 EDT (UTC−04:00)'],
  ['est', 'nzst', '2025-01-16 03:00 NZDT (UTC+13:00)', '2025-07-16 01:00 NZST (UTC+12:00)'],
  ['brt', 'est', '2025-01-15 07:00 EST (UTC−05:00)', '2025-07-15 08:00 EDT (UTC−04:00)'],
  ['est', 'brt', '2025-01-15 11:00 BRT (UTC−03:00)', '2025-07-15 10:00 BRT (UTC−03:00)'],
  ['hst', 'est', '2025-01-15 14:00 EST (UTC−05:00)', '2025-07-15 15:00 EDT (UTC−04:00)'],
  ['est', 'hst', '2025-01-15 04:00 HST (UTC−10:00)', '2025-07-15 03:00 HST (UTC−10:00)'],
  ['hst', 'pst', '2025-01-15 11:00 PST (UTC−08:00)', '2025-07-15 12:00 PDT (UTC−07:00)'],
  [
    'est',
    'philippine-time',
    '2025-01-15 22:00 Philippine Time (UTC+08:00)',
    '2025-07-15 21:00 Philippine Time (UTC+08:00)',
  ],
  ['philippine-time', 'est', '2025-01-14 20:00 EST (UTC−05:00)', '2025-07-14 21:00 EDT (UTC−04:00)'],
  [
    'pst',
    'philippine-time',
    '2025-01-16 01:00 Philippine Time (UTC+08:00)',
    '2025-07-16 00:00 Philippine Time (UTC+08:00)',
  ],
  ['philippine-time', 'pst', '2025-01-14 17:00 PST (UTC−08:00)', '2025-07-14 18:00 PDT (UTC−07:00)'],
];

const dateField: Field = {
  name: 'date',
  label: 'Date',
  type: 'date',
  help: 'Leave empty for today. Daylight saving is applied for this date.',
};
const timeField: Field = {
  name: 'time',
  label: 'Time',
  type: 'text',
  default: '09:00',
  placeholder: '09:00 or 9:00 am',
};

const pairTools: ToolRow[] = PAIRS.map(([fromKey, toKey, winter, summer]): ToolRow => {
  const from = PAIR_ZONES[fromKey];
  const to = PAIR_ZONES[toKey];
  const slug = `${fromKey}-to-${toKey}`;
  const named = PAIR_NAMES[slug];
  const keywords = named?.keywords ?? [
    `${from.label} to ${to.label}`.toLowerCase(),
    `${from.aliases[0]} to ${to.aliases[0]}`,
    `${from.aliases[1]} to ${to.aliases[1]}`,
    `${from.aliases[2]} to ${to.aliases[2]}`,
    `${from.aliases[3]} to ${to.aliases[3]}`,
    'time zone converter',
  ];
  return {
    id: named?.id ?? slug,
    name: named?.name ?? `${from.label} to ${to.label} Converter`,
    description: `Convert a time in ${from.words} to ${to.words}, with daylight saving applied for the date.`,
    category: 'time',
    keywords: [...new Set(keywords)],
    family: 'timeZones',
    kind: 'form',
    params: { operation: 'pair', from: from.zone, to: to.zone, fromLabel: from.label, toLabel: to.label },
    fields: [dateField, timeField],
    pro: false,
    examples: [
      { input: { date: '2025-01-15', time: '09:00' }, output: winter },
      { input: { date: '2025-07-15', time: '09:00' }, output: summer },
    ],
  };
});

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

const cityTools: ToolRow[] = CITIES.map(({ id, city, zone, keywords, output }): ToolRow => {
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

const zoneSelect = (name: string, label: string, def: string): Field => ({
  name,
  label,
  type: 'select',
  default: def,
  options: ZONE_OPTIONS,
});

const generalTools: ToolRow[] = [
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

export const timeZones: FamilyDefinition = {
  order: 130,
  id: 'timeZones',
  summary:
    'Time zone converters by abbreviation and city (EST to PST, UTC to IST, Sydney to London …), a general converter, current time in major cities, world clock, meeting planner, zone difference and clock-change dates; Intl with IANA zones, so daylight saving is right for the date (no library needed).',
  tools: [...pairTools, ...cityTools, ...generalTools],
};
