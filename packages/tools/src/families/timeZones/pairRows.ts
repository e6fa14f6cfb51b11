/** Time zones: the converters named after a pair of zones (EST to PST, Sydney to London …): the rows (data). */
import type { ToolRow } from '../../types';
import { dateField, timeField } from './fields';

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

export const pairTools: ToolRow[] = PAIRS.map(([fromKey, toKey, winter, summer]): ToolRow => {
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
