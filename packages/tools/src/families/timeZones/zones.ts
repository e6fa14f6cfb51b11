/**
 * The time zones the tools offer, by IANA name, with the abbreviations people use for them. An
 * abbreviation is shown only when the zone's offset that day is the one it names (EST is
 * UTC−05:00 in New York's winter; in July New York is on EDT), so an old or changed rule never gets
 * a wrong name: the answer then names the city and its offset.
 */

export interface ZoneTime {
  abbr: string;
  /** Minutes east of UTC. */
  offset: number;
  name: string;
}

export interface ZoneInfo {
  /** IANA name. */
  zone: string;
  city: string;
  /** What the select shows after the city. */
  region: string;
  std?: ZoneTime;
  dst?: ZoneTime;
  /** What to call its time when no abbreviation is in common use ("Philippine Time"). */
  timeName?: string;
}

const t = (abbr: string, offset: number, name: string): ZoneTime => ({ abbr, offset, name });

// biome-ignore format: a table, one row a line
export const ZONES: readonly ZoneInfo[] = [
  { zone: 'UTC', city: 'UTC', region: 'Coordinated Universal Time (GMT)', std: t('UTC', 0, 'Coordinated Universal Time') },
  { zone: 'Pacific/Honolulu', city: 'Honolulu', region: 'Hawaii Time (HST)', std: t('HST', -600, 'Hawaii–Aleutian Standard Time') },
  { zone: 'America/Anchorage', city: 'Anchorage', region: 'Alaska Time (AKST/AKDT)', std: t('AKST', -540, 'Alaska Standard Time'), dst: t('AKDT', -480, 'Alaska Daylight Time') },
  { zone: 'America/Los_Angeles', city: 'Los Angeles', region: 'Pacific Time (PST/PDT)', std: t('PST', -480, 'Pacific Standard Time'), dst: t('PDT', -420, 'Pacific Daylight Time') },
  { zone: 'America/Phoenix', city: 'Phoenix', region: 'Arizona, Mountain Standard Time all year (MST)', std: t('MST', -420, 'Mountain Standard Time') },
  { zone: 'America/Denver', city: 'Denver', region: 'Mountain Time (MST/MDT)', std: t('MST', -420, 'Mountain Standard Time'), dst: t('MDT', -360, 'Mountain Daylight Time') },
  { zone: 'America/Chicago', city: 'Chicago', region: 'Central Time (CST/CDT)', std: t('CST', -360, 'Central Standard Time'), dst: t('CDT', -300, 'Central Daylight Time') },
  { zone: 'America/Mexico_City', city: 'Mexico City', region: 'Mexico Central Time (CST)', std: t('CST', -360, 'Central Standard Time'), dst: t('CDT', -300, 'Central Daylight Time') },
  { zone: 'America/New_York', city: 'New York', region: 'Eastern Time (EST/EDT)', std: t('EST', -300, 'Eastern Standard Time'), dst: t('EDT', -240, 'Eastern Daylight Time') },
  { zone: 'America/Toronto', city: 'Toronto', region: 'Eastern Time (EST/EDT)', std: t('EST', -300, 'Eastern Standard Time'), dst: t('EDT', -240, 'Eastern Daylight Time') },
  { zone: 'America/Bogota', city: 'Bogotá', region: 'Colombia Time (COT)', std: t('COT', -300, 'Colombia Time') },
  { zone: 'America/Lima', city: 'Lima', region: 'Peru Time (PET)', std: t('PET', -300, 'Peru Time') },
  { zone: 'America/Halifax', city: 'Halifax', region: 'Atlantic Time (AST/ADT)', std: t('AST', -240, 'Atlantic Standard Time'), dst: t('ADT', -180, 'Atlantic Daylight Time') },
  { zone: 'America/St_Johns', city: "St. John's", region: 'Newfoundland Time (NST/NDT)', std: t('NST', -210, 'Newfoundland Standard Time'), dst: t('NDT', -150, 'Newfoundland Daylight Time') },
  { zone: 'America/Sao_Paulo', city: 'São Paulo', region: 'Brasília Time (BRT)', std: t('BRT', -180, 'Brasília Time'), dst: t('BRST', -120, 'Brasília Summer Time') },
  { zone: 'America/Argentina/Buenos_Aires', city: 'Buenos Aires', region: 'Argentina Time (ART)', std: t('ART', -180, 'Argentina Time') },
  { zone: 'Europe/London', city: 'London', region: 'UK Time (GMT/BST)', std: t('GMT', 0, 'Greenwich Mean Time'), dst: t('BST', 60, 'British Summer Time') },
  { zone: 'Europe/Dublin', city: 'Dublin', region: 'Irish Time (GMT/IST)', std: t('GMT', 0, 'Greenwich Mean Time'), dst: t('IST', 60, 'Irish Standard Time') },
  { zone: 'Europe/Lisbon', city: 'Lisbon', region: 'Western European Time (WET/WEST)', std: t('WET', 0, 'Western European Time'), dst: t('WEST', 60, 'Western European Summer Time') },
  { zone: 'Africa/Lagos', city: 'Lagos', region: 'West Africa Time (WAT)', std: t('WAT', 60, 'West Africa Time') },
  { zone: 'Europe/Paris', city: 'Paris', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Berlin', city: 'Berlin', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Madrid', city: 'Madrid', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Rome', city: 'Rome', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Amsterdam', city: 'Amsterdam', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Stockholm', city: 'Stockholm', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Europe/Warsaw', city: 'Warsaw', region: 'Central European Time (CET/CEST)', std: t('CET', 60, 'Central European Time'), dst: t('CEST', 120, 'Central European Summer Time') },
  { zone: 'Africa/Johannesburg', city: 'Johannesburg', region: 'South Africa Standard Time (SAST)', std: t('SAST', 120, 'South Africa Standard Time') },
  { zone: 'Africa/Cairo', city: 'Cairo', region: 'Egypt, Eastern European Time (EET/EEST)', std: t('EET', 120, 'Eastern European Time'), dst: t('EEST', 180, 'Eastern European Summer Time') },
  { zone: 'Europe/Athens', city: 'Athens', region: 'Eastern European Time (EET/EEST)', std: t('EET', 120, 'Eastern European Time'), dst: t('EEST', 180, 'Eastern European Summer Time') },
  { zone: 'Europe/Helsinki', city: 'Helsinki', region: 'Eastern European Time (EET/EEST)', std: t('EET', 120, 'Eastern European Time'), dst: t('EEST', 180, 'Eastern European Summer Time') },
  { zone: 'Europe/Kyiv', city: 'Kyiv', region: 'Eastern European Time (EET/EEST)', std: t('EET', 120, 'Eastern European Time'), dst: t('EEST', 180, 'Eastern European Summer Time') },
  { zone: 'Europe/Istanbul', city: 'Istanbul', region: 'Turkey Time (TRT)', std: t('TRT', 180, 'Turkey Time') },
  { zone: 'Europe/Moscow', city: 'Moscow', region: 'Moscow Time (MSK)', std: t('MSK', 180, 'Moscow Standard Time') },
  { zone: 'Africa/Nairobi', city: 'Nairobi', region: 'East Africa Time (EAT)', std: t('EAT', 180, 'East Africa Time') },
  { zone: 'Asia/Riyadh', city: 'Riyadh', region: 'Arabia Standard Time', std: t('AST', 180, 'Arabia Standard Time') },
  { zone: 'Asia/Tehran', city: 'Tehran', region: 'Iran Standard Time (IRST)', std: t('IRST', 210, 'Iran Standard Time') },
  { zone: 'Asia/Dubai', city: 'Dubai', region: 'Gulf Standard Time (GST)', std: t('GST', 240, 'Gulf Standard Time') },
  { zone: 'Asia/Karachi', city: 'Karachi', region: 'Pakistan Standard Time (PKT)', std: t('PKT', 300, 'Pakistan Standard Time') },
  { zone: 'Asia/Kolkata', city: 'India', region: 'India Standard Time (IST)', std: t('IST', 330, 'India Standard Time') },
  { zone: 'Asia/Kathmandu', city: 'Kathmandu', region: 'Nepal Time (NPT)', std: t('NPT', 345, 'Nepal Time') },
  { zone: 'Asia/Dhaka', city: 'Dhaka', region: 'Bangladesh Standard Time', timeName: 'Bangladesh Time' },
  { zone: 'Asia/Bangkok', city: 'Bangkok', region: 'Indochina Time (ICT)', std: t('ICT', 420, 'Indochina Time') },
  { zone: 'Asia/Jakarta', city: 'Jakarta', region: 'Western Indonesia Time (WIB)', std: t('WIB', 420, 'Western Indonesia Time') },
  { zone: 'Asia/Shanghai', city: 'Beijing', region: 'China Standard Time', std: t('CST', 480, 'China Standard Time') },
  { zone: 'Asia/Hong_Kong', city: 'Hong Kong', region: 'Hong Kong Time (HKT)', std: t('HKT', 480, 'Hong Kong Time') },
  { zone: 'Asia/Singapore', city: 'Singapore', region: 'Singapore Time (SGT)', std: t('SGT', 480, 'Singapore Time') },
  { zone: 'Asia/Kuala_Lumpur', city: 'Kuala Lumpur', region: 'Malaysia Time (MYT)', std: t('MYT', 480, 'Malaysia Time') },
  { zone: 'Asia/Manila', city: 'Manila', region: 'Philippine Time', timeName: 'Philippine Time' },
  { zone: 'Asia/Taipei', city: 'Taipei', region: 'Taiwan Time', timeName: 'Taiwan Time' },
  { zone: 'Australia/Perth', city: 'Perth', region: 'Australian Western Time (AWST)', std: t('AWST', 480, 'Australian Western Standard Time') },
  { zone: 'Asia/Seoul', city: 'Seoul', region: 'Korea Standard Time (KST)', std: t('KST', 540, 'Korea Standard Time') },
  { zone: 'Asia/Tokyo', city: 'Tokyo', region: 'Japan Standard Time (JST)', std: t('JST', 540, 'Japan Standard Time') },
  { zone: 'Australia/Darwin', city: 'Darwin', region: 'Australian Central Time, no daylight saving (ACST)', std: t('ACST', 570, 'Australian Central Standard Time') },
  { zone: 'Australia/Adelaide', city: 'Adelaide', region: 'Australian Central Time (ACST/ACDT)', std: t('ACST', 570, 'Australian Central Standard Time'), dst: t('ACDT', 630, 'Australian Central Daylight Time') },
  { zone: 'Australia/Brisbane', city: 'Brisbane', region: 'Australian Eastern Time, no daylight saving (AEST)', std: t('AEST', 600, 'Australian Eastern Standard Time') },
  { zone: 'Australia/Sydney', city: 'Sydney', region: 'Australian Eastern Time (AEST/AEDT)', std: t('AEST', 600, 'Australian Eastern Standard Time'), dst: t('AEDT', 660, 'Australian Eastern Daylight Time') },
  { zone: 'Australia/Melbourne', city: 'Melbourne', region: 'Australian Eastern Time (AEST/AEDT)', std: t('AEST', 600, 'Australian Eastern Standard Time'), dst: t('AEDT', 660, 'Australian Eastern Daylight Time') },
  { zone: 'Pacific/Auckland', city: 'Auckland', region: 'New Zealand Time (NZST/NZDT)', std: t('NZST', 720, 'New Zealand Standard Time'), dst: t('NZDT', 780, 'New Zealand Daylight Time') },
];

const byZone = new Map(ZONES.map((z) => [z.zone, z]));

export function zoneInfo(zone: string): ZoneInfo | undefined {
  return byZone.get(zone);
}

/** The select options: "New York — Eastern Time (EST/EDT)". */
export const ZONE_OPTIONS = ZONES.map((z) => ({
  value: z.zone,
  label: z.city === 'UTC' ? 'UTC — Coordinated Universal Time (GMT)' : `${z.city} — ${z.region}`,
}));

/** The cities the world clock and the meeting planner list. */
export const WORLD_CITIES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;
