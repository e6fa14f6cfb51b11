/** Calendar arithmetic on days since 1970-01-01 (proleptic Gregorian), shared by the topics. */
import { type CivilDate, civilFromDays, daysFromCivil, daysInMonth, pad, weekdayIndex } from '../../timeZones/zoneMath';
import { plural, JDN_OF_EPOCH, dayOf } from './read';

export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * Whole years, months and days from `from` to `to` (to ≥ from): the most whole months whose
 * anniversary (clamped to a shorter month's last day) is not after `to`, then the days left.
 */
export function calendarDifference(
  from: CivilDate,
  to: CivilDate,
): { years: number; months: number; days: number; totalMonths: number } {
  let total = (to.year - from.year) * 12 + (to.month - from.month);
  if (dayOf(addMonths(from, total)) > dayOf(to)) total -= 1;
  const days = dayOf(to) - dayOf(addMonths(from, total));
  return { years: Math.floor(total / 12), months: total % 12, days, totalMonths: total };
}

export function ymd({ years, months, days }: { years: number; months: number; days: number }): string {
  return `${plural(years, 'year')}, ${plural(months, 'month')} and ${plural(days, 'day')}`;
}

/** ISO 8601 week: the week (Monday to Sunday) and its year, which is the year of its Thursday. */
export function isoWeek(days: number): { weekYear: number; week: number; weekday: number } {
  const weekday = weekdayIndex(days);
  const thursday = days - weekday + 3;
  const weekYear = civilFromDays(thursday).year;
  const week = Math.floor((thursday - daysFromCivil({ year: weekYear, month: 1, day: 1 })) / 7) + 1;
  return { weekYear, week, weekday: weekday + 1 };
}

export function weeksInIsoYear(year: number): number {
  return isoWeek(daysFromCivil({ year, month: 12, day: 28 })).week;
}

export function isoWeekLabel(days: number): string {
  const { weekYear, week, weekday } = isoWeek(days);
  return `${weekYear}-W${pad(week)}-${weekday}`;
}

export function dayOfYear(date: CivilDate): number {
  return dayOf(date) - daysFromCivil({ year: date.year, month: 1, day: 1 }) + 1;
}

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus, Astronomical Algorithms, ch. 8). */
export function westernEaster(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Orthodox Easter: Meeus's Julian-calendar algorithm, then that Julian date as days since 1970. */
export function orthodoxEasterDays(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return julianCalendarToDays(year, month, day);
}

/** Days since 1970-01-01 of a Julian-calendar date (via its Julian Day Number). */
export function julianCalendarToDays(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const jdn = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
  return jdn - JDN_OF_EPOCH;
}

/** A duration such as "1:30:15", "-0:45", "90:00", "1h 30m 15s", "2 hours 5 minutes": seconds, or a sentence. */

export function isWeekday(days: number): boolean {
  return weekdayIndex(days) < 5;
}

/** Monday-to-Friday days from `a` to `b`, both counted (a ≤ b). */
export function weekdaysBetween(a: number, b: number): number {
  const total = b - a + 1;
  const weeks = Math.floor(total / 7);
  let count = weeks * 5;
  for (let d = a + weeks * 7; d <= b; d++) if (isWeekday(d)) count++;
  return count;
}

/** `n` business days after `start` (Excel WORKDAY): the start is not counted; weekends are skipped. */
export function addBusinessDays(start: number, n: number): number {
  let day = start;
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    day += step;
    if (isWeekday(day)) left--;
  }
  return day;
}
