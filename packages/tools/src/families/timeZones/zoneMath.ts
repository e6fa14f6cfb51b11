/**
 * Calendar and time-zone arithmetic shared by the date and time-zone families. Calendar dates are
 * plain integers (proleptic Gregorian, days since 1970-01-01, after Howard Hinnant's
 * days_from_civil), so no Date object or local time zone can shift them. Time zones are read from
 * the platform's IANA database through Intl.DateTimeFormat: an offset is the difference between
 * the wall clock Intl shows in the zone and the instant, so daylight saving is whatever the zone's
 * rules say for that date.
 */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  /** Seconds east of UTC. */
  offset: number;
}

export const DAY_MS = 86_400_000;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The proleptic Gregorian date `days` after 1970-01-01. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday … 6 = Sunday (ISO 8601). 1970-01-01 was a Thursday. */
export function weekdayIndex(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

export const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** YYYY-MM-DD. */
export function formatDate(date: CivilDate): string {
  return `${date.year < 0 ? '-' : ''}${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** "Wednesday 15 January 2025". */
export function longDate(date: CivilDate): string {
  return `${WEEKDAYS[weekdayIndex(daysFromCivil(date))]} ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** "UTC+05:30", "UTC−08:00" (a true minus sign), "UTC+00:00"; seconds only when a historical offset has them. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '−' : '+';
  const abs = Math.abs(seconds);
  const s = abs % 60;
  return `UTC${sign}${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}${s ? `:${pad(s)}` : ''}`;
}

/** "5 hours", "5 hours 30 minutes", "45 minutes", "0 hours". */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = `${h} hour${h === 1 ? '' : 's'}`;
  if (m === 0) return hours;
  const mins = `${m} minute${m === 1 ? '' : 's'}`;
  return h === 0 ? mins : `${hours} ${mins}`;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      formatter = null;
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this IANA zone name. */
export function isKnownZone(zone: string): boolean {
  return zone.length > 0 && zone.length < 64 && formatterFor(zone) !== null;
}

/** The wall clock in `zone` at the instant `ms` (whole seconds), with the zone's offset then. */
export function wallClock(zone: string, ms: number): WallClock {
  const formatter = formatterFor(zone);
  if (!formatter) throw new Error(`Unknown time zone ${zone}`);
  const instant = Math.floor(ms / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  let year = Number(parts.year);
  if (/^B/i.test(parts.era ?? '')) year = 1 - year;
  const civil = { year, month: Number(parts.month), day: Number(parts.day) };
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const wall = daysFromCivil(civil) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
  return { ...civil, hour, minute, second, offset: Math.round((wall - instant) / 1000) };
}

export function offsetAt(zone: string, ms: number): number {
  return wallClock(zone, ms).offset;
}

/**
 * The instants at which the wall clock in `zone` reads `date` at `secondOfDay`: one normally,
 * none in a spring-forward gap, two in a fall-back overlap (earlier first).
 */
export function instantsAt(zone: string, date: CivilDate, secondOfDay: number): number[] {
  const wall = daysFromCivil(date) * DAY_MS + secondOfDay * 1000;
  const candidates = new Set([offsetAt(zone, wall - DAY_MS), offsetAt(zone, wall), offsetAt(zone, wall + DAY_MS)]);
  const found = new Set<number>();
  for (const offset of candidates) {
    const instant = wall - offset * 1000;
    if (offsetAt(zone, instant) === offset) found.add(instant);
  }
  return [...found].sort((a, b) => a - b);
}

/** The zone's standard offset in a year: the smaller of its offsets at the start and middle of the year. */
export function standardOffset(zone: string, year: number): number {
  const jan = offsetAt(zone, daysFromCivil({ year, month: 1, day: 1 }) * DAY_MS);
  const jul = offsetAt(zone, daysFromCivil({ year, month: 7, day: 1 }) * DAY_MS);
  return Math.min(jan, jul);
}

export interface Transition {
  /** The first instant with the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The offset changes in [start, end), found day by day and then to the second. */
export function transitionsBetween(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let before = start;
  let offset = offsetAt(zone, before);
  while (before < end) {
    const after = Math.min(before + DAY_MS, end);
    const next = offsetAt(zone, after);
    if (next !== offset) {
      let lo = Math.floor(before / 1000);
      let hi = Math.floor(after / 1000);
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(zone, mid * 1000) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi * 1000, from: offset, to: offsetAt(zone, hi * 1000) });
      offset = offsetAt(zone, hi * 1000);
      before = hi * 1000;
      continue;
    }
    before = after;
  }
  return found;
}

/** Reads YYYY-MM-DD (also YYYY/MM/DD and YYYY.MM.DD) as a real calendar date, or answers why not. */
export function parseIsoDate(text: string, what = 'a date'): CivilDate | string {
  const s = text.trim();
  if (s === '') return `Enter ${what} as YYYY-MM-DD, such as 2025-01-15.`;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (!m) return `Enter ${what} as YYYY-MM-DD, such as 2025-01-15.`;
  return checkDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A real calendar date from year 1 to 9999, or a sentence saying what is wrong. */
export function checkDate(year: number, month: number, day: number): CivilDate | string {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return 'Enter a year from 1 to 9999.';
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'Enter a month from 1 to 12.';
  const last = daysInMonth(year, month);
  if (!Number.isInteger(day) || day < 1 || day > last)
    return `${MONTHS[month - 1]} ${year} has ${last} days: enter a day from 1 to ${last}.`;
  return { year, month, day };
}

/**
 * Reads a clock time: 24-hour "09:30", "9:30:15", "0930", or 12-hour "9am", "9:30 pm", "12 AM",
 * and "noon" / "midnight". Answers seconds after midnight, or a sentence.
 */
export function parseClockTime(text: string): number | string {
  const s = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const hint = 'Enter a time such as 09:30, 21:45 or 9:30 pm.';
  if (s === '') return hint;
  if (s === 'noon' || s === 'midday') return 12 * 3600;
  if (s === 'midnight') return 0;
  const m = /^(\d{1,2})(?:[:.h](\d{2})(?::(\d{2}))?)? ?(a\.?m\.?|p\.?m\.?)?$/.exec(s) ?? /^(\d{2})(\d{2})()()$/.exec(s);
  if (!m) return hint;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const second = m[3] ? Number(m[3]) : 0;
  const meridiem = m[4]?.[0];
  if (minute > 59 || second > 59) return `Minutes and seconds go from 00 to 59. ${hint}`;
  if (meridiem) {
    if (hour < 1 || hour > 12) return `With am or pm, the hour goes from 1 to 12. ${hint}`;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else {
    if (hour > 23) return `The hour goes from 00 to 23 (or 1 to 12 with am or pm). ${hint}`;
  }
  return (hour * 60 + minute) * 60 + second;
}

/** "09:30", or "09:30:15" when there are seconds. */
export function formatClock(secondOfDay: number, withSeconds = false): string {
  const h = Math.floor(secondOfDay / 3600);
  const m = Math.floor(secondOfDay / 60) % 60;
  const s = secondOfDay % 60;
  return `${pad(h)}:${pad(m)}${withSeconds || s ? `:${pad(s)}` : ''}`;
}

/** "9:30 AM", "12:00 PM" (noon), "12:00 AM" (midnight). */
export function formatClock12(secondOfDay: number): string {
  const h = Math.floor(secondOfDay / 3600);
  const m = Math.floor(secondOfDay / 60) % 60;
  const s = secondOfDay % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}${s ? `:${pad(s)}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}
