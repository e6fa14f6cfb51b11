import { formatNumber, ordinal, parseNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';
import { describe as describeInZone, naming } from '../timeZones/naming';
import {
  type CivilDate,
  DAY_MS,
  MONTHS,
  WEEKDAYS,
  checkDate,
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatClock,
  formatClock12,
  formatDate,
  formatOffset,
  instantsAt,
  isKnownZone,
  isLeapYear,
  longDate,
  pad,
  parseClockTime,
  parseIsoDate,
  wallClock,
  weekdayIndex,
} from '../timeZones/zoneMath';

type Values = Readonly<Record<string, string>>;
type Answer = ToolResult;

const fail = (error: string): Answer => ({ ok: false, error });
const plural = (n: number, word: string): string => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** 1970-01-01 is Julian Day Number 2440588 (JD 2440587.5 at midnight UTC). */
const JDN_OF_EPOCH = 2440588;
/** Excel's 1900 date system counts from 1899-12-30 for serials from 61 on (it wrongly has 1900-02-29 as serial 60). */
const EXCEL_EPOCH = daysFromCivil({ year: 1899, month: 12, day: 30 });
const FIRST_DAY = daysFromCivil({ year: 1, month: 1, day: 1 });
const LAST_DAY = daysFromCivil({ year: 9999, month: 12, day: 31 });

/** "2025-04-15 (Tuesday)": how every date answer is written. */
export function dateAnswer(days: number): string {
  return `${formatDate(civilFromDays(days))} (${WEEKDAYS[weekdayIndex(days)]})`;
}

function dayOf(date: CivilDate): number {
  return daysFromCivil(date);
}

function today(context: ToolContext): CivilDate {
  const zone = isKnownZone(context.timeZone) ? context.timeZone : 'UTC';
  return wallClock(zone, context.now());
}

/** A date field: YYYY-MM-DD; empty means today only when `emptyIsToday`. */
function readDate(
  values: Values,
  name: string,
  context: ToolContext,
  emptyIsToday: boolean,
  what = 'a date',
): CivilDate | string {
  const text = values[name] ?? '';
  if (text.trim() === '' && emptyIsToday) return today(context);
  return parseIsoDate(text, what);
}

function readInteger(
  text: string | undefined,
  what: string,
  example: string,
  min: number,
  max: number,
): number | string {
  const n = parseNumber(text ?? '');
  if (n === null) return `Enter ${what}, such as ${example}.`;
  if (!Number.isInteger(n)) return `Enter ${what} as a whole number, such as ${example}.`;
  if (n < min || n > max) return `Enter ${what} from ${formatNumber(min)} to ${formatNumber(max)}.`;
  return n;
}

function inRange(days: number): string | undefined {
  return days < FIRST_DAY || days > LAST_DAY
    ? 'The answer falls outside the years 1 to 9999. Use a smaller number.'
    : undefined;
}

/** The date `months` months after `date`, on the same day or the month's last day when it is shorter. */
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

function ymd({ years, months, days }: { years: number; months: number; days: number }): string {
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

function weeksInIsoYear(year: number): number {
  return isoWeek(daysFromCivil({ year, month: 12, day: 28 })).week;
}

function isoWeekLabel(days: number): string {
  const { weekYear, week, weekday } = isoWeek(days);
  return `${weekYear}-W${pad(week)}-${weekday}`;
}

function dayOfYear(date: CivilDate): number {
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
function julianCalendarToDays(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const jdn = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
  return jdn - JDN_OF_EPOCH;
}

/** A duration such as "1:30:15", "-0:45", "90:00", "1h 30m 15s", "2 hours 5 minutes": seconds, or a sentence. */
export function parseDuration(text: string): number | string {
  const s = text.trim().toLowerCase();
  const hint = 'Enter a duration as hh:mm:ss or hh:mm, such as 1:30:00, or as 1h 30m.';
  if (s === '') return hint;
  const negative = /^[-−]/.test(s);
  const body = s.replace(/^[-−+]\s*/, '');
  let seconds: number;
  const colon = /^(\d{1,9}):(\d{1,2})(?::(\d{1,2}))?$/.exec(body);
  if (colon) {
    const [h, m, sec] = [Number(colon[1]), Number(colon[2]), Number(colon[3] ?? 0)];
    if (m > 59 || sec > 59) return `Minutes and seconds go from 00 to 59. ${hint}`;
    seconds = (h * 60 + m) * 60 + sec;
  } else {
    const units =
      /^(?:(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?))?\s*(?:(\d+(?:\.\d+)?)\s*(?:m|mins?|minutes?))?\s*(?:(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?))?$/.exec(
        body,
      );
    if (!units || (units[1] === undefined && units[2] === undefined && units[3] === undefined)) return hint;
    seconds = Math.round(Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0));
  }
  if (!Number.isFinite(seconds) || seconds > 1e12) return `That duration is too long. ${hint}`;
  return negative ? -seconds : seconds;
}

/** "03:45:30", "-01:15:00", "100:00:00": hours are not wrapped at 24. */
export function formatDuration(seconds: number, withSeconds = true): string {
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(Math.round(seconds));
  const h = Math.floor(abs / 3600);
  const m = Math.floor(abs / 60) % 60;
  const s = abs % 60;
  return `${sign}${pad(h)}:${pad(m)}${withSeconds ? `:${pad(s)}` : ''}`;
}

/** "2 hours 15 minutes", "1 hour 30 minutes 30 seconds", "45 minutes", "0 minutes". */
export function durationWords(seconds: number): string {
  const abs = Math.abs(Math.round(seconds));
  const d = Math.floor(abs / 86400);
  const h = Math.floor(abs / 3600) % 24;
  const m = Math.floor(abs / 60) % 60;
  const s = abs % 60;
  const parts: string[] = [];
  if (d) parts.push(plural(d, 'day'));
  if (h) parts.push(plural(h, 'hour'));
  if (m) parts.push(plural(m, 'minute'));
  if (s) parts.push(plural(s, 'second'));
  return (seconds < 0 ? 'minus ' : '') + (parts.length ? parts.join(' ') : '0 minutes');
}

/** Same, but hours not rolled into days ("26 hours 30 minutes"). */
function hoursWords(seconds: number): string {
  const abs = Math.abs(Math.round(seconds));
  const h = Math.floor(abs / 3600);
  const m = Math.floor(abs / 60) % 60;
  const s = abs % 60;
  const parts: string[] = [];
  if (h) parts.push(plural(h, 'hour'));
  if (m) parts.push(plural(m, 'minute'));
  if (s) parts.push(plural(s, 'second'));
  return parts.length ? parts.join(' ') : '0 minutes';
}

/** Reads a zone field: '' means the person's own zone. */
function readZone(values: Values, context: ToolContext): string | { error: string } {
  const zone = (values.zone ?? '').trim() || context.timeZone;
  if (!isKnownZone(zone)) return { error: 'Choose a time zone from the list.' };
  return zone;
}

/** Time-zone rules are reliable from 1970; other years are answered only in UTC. */
function zoneYearProblem(zone: string, year: number): string | undefined {
  if (zone === 'UTC' || (year >= 1970 && year <= 2100)) return undefined;
  return 'For years before 1970 or after 2100, choose UTC: time zone rules outside those years are not reliably recorded.';
}

/** A wall-clock date and time in a zone as an instant (the first, if clocks went back), or why not. */
function instantOf(zone: string, date: CivilDate, seconds: number): { instant: number; twice: boolean } | string {
  const problem = zoneYearProblem(zone, date.year);
  if (problem) return problem;
  const instants = zone === 'UTC' ? [dayOf(date) * DAY_MS + seconds * 1000] : instantsAt(zone, date, seconds);
  if (instants.length === 0)
    return `${formatClock(seconds)} does not exist on ${formatDate(date)} in ${zone}: clocks skip that hour when daylight saving time starts. Enter another time.`;
  return { instant: instants[0]!, twice: instants.length > 1 };
}

/** "2025-01-15 12:00:00 UTC (UTC+00:00)" with milliseconds when there are any. */
function instantInZone(instant: number, zone: string): string {
  const clock = wallClock(zone, instant);
  const ms = ((instant % 1000) + 1000) % 1000;
  const { abbr } = naming(zone, clock);
  const time = `${formatClock((clock.hour * 60 + clock.minute) * 60 + clock.second, true)}${ms ? `.${pad(ms, 3)}` : ''}`;
  return `${formatDate(clock)} ${time} ${abbr ?? zone} (${formatOffset(clock.offset)})`;
}

/** ISO 8601 in UTC: "2025-01-15T12:00:00Z", with milliseconds when there are any. */
export function isoUtc(instant: number): string {
  const days = Math.floor(instant / DAY_MS);
  const ms = instant - days * DAY_MS;
  const date = civilFromDays(days);
  const secs = Math.floor(ms / 1000);
  const frac = ms % 1000;
  return `${formatDate(date)}T${formatClock(secs, true)}${frac ? `.${pad(frac, 3)}` : ''}Z`;
}

function isoOffset(seconds: number): string {
  return formatOffset(seconds).slice(3).replace('−', '-');
}

/** Reads an ISO 8601 date or date-time: calendar, week (2025-W03-3) and ordinal (2025-015) dates, basic or extended. */
export function parseIso8601(
  text: string,
): { date: CivilDate; seconds?: number; ms: number; offset?: number } | string {
  const s = text.trim();
  const hint =
    'Enter an ISO 8601 date or date-time, such as 2025-01-15, 2025-01-15T09:30:00Z or 2025-01-15T09:30:00+05:30.';
  if (s === '') return hint;
  const m =
    /^(\d{4})(?:-?(\d{2})-?(\d{2})|-?W(\d{2})-?([1-7])|-?(\d{3}))(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?)?\s*(Z|[+\-−]\d{2}(?::?\d{2})?)?$/i.exec(
      s,
    );
  if (!m) return hint;
  const year = Number(m[1]);
  let date: CivilDate | string;
  if (m[2] !== undefined) date = checkDate(year, Number(m[2]), Number(m[3]));
  else if (m[4] !== undefined) {
    const week = Number(m[4]);
    if (week < 1 || week > weeksInIsoYear(year))
      return `${year} has ${weeksInIsoYear(year)} ISO weeks: enter a week from 01 to ${weeksInIsoYear(year)}.`;
    const jan4 = daysFromCivil({ year, month: 1, day: 4 });
    date = civilFromDays(jan4 - weekdayIndex(jan4) + (week - 1) * 7 + Number(m[5]) - 1);
  } else {
    const ordinal = Number(m[6]);
    const length = isLeapYear(year) ? 366 : 365;
    if (ordinal < 1 || ordinal > length)
      return `${year} has ${length} days: enter a day of the year from 001 to ${length}.`;
    date = civilFromDays(daysFromCivil({ year, month: 1, day: 1 }) + ordinal - 1);
  }
  if (typeof date === 'string') return date;
  if (date.year < 1) return 'Enter a year from 0001 to 9999.';
  if (m[7] === undefined) {
    if (m[11] !== undefined) return hint;
    return { date, ms: 0 };
  }
  const [h, min, sec] = [Number(m[7]), Number(m[8] ?? 0), Number(m[9] ?? 0)];
  if (h > 23 || min > 59 || sec > 59) return `Hours go from 00 to 23, minutes and seconds from 00 to 59. ${hint}`;
  const ms = m[10] ? Math.floor(Number(`0.${m[10]}`) * 1000) : 0;
  let offset: number | undefined;
  if (m[11]) {
    if (m[11].toUpperCase() === 'Z') offset = 0;
    else {
      const o = /^([+\-−])(\d{2}):?(\d{2})?$/.exec(m[11])!;
      const oh = Number(o[2]);
      const om = Number(o[3] ?? 0);
      if (oh > 18 || om > 59) return `A UTC offset goes from -18:00 to +18:00. ${hint}`;
      offset = (o[1] === '+' ? 1 : -1) * (oh * 3600 + om * 60);
    }
  }
  return { date, seconds: (h * 60 + min) * 60 + sec, ms, offset };
}

/** Date orders for the format converter. */
const ORDERS: Record<string, { parts: ('d' | 'm' | 'y')[]; example: string }> = {
  dmy: { parts: ['d', 'm', 'y'], example: '15/01/2025' },
  mdy: { parts: ['m', 'd', 'y'], example: '01/15/2025' },
  ymd: { parts: ['y', 'm', 'd'], example: '2025-01-15' },
};

function parseOrdered(text: string, order: string): CivilDate | string {
  const spec = ORDERS[order];
  if (!spec) return 'This tool is not set up correctly.';
  const s = text.trim();
  const hint = `Enter a date as ${order === 'dmy' ? 'DD/MM/YYYY' : order === 'mdy' ? 'MM/DD/YYYY' : 'YYYY-MM-DD'}, such as ${spec.example}.`;
  const m = /^(\d{1,4})[-/. ](\d{1,4})[-/. ](\d{1,4})$/.exec(s);
  if (!m) return hint;
  const got: Record<string, string> = {};
  spec.parts.forEach((part, i) => (got[part] = m[i + 1]!));
  if (got.y!.length !== 4) return `Write the year with four digits. ${hint}`;
  if (got.d!.length > 2 || got.m!.length > 2) return hint;
  return checkDate(Number(got.y), Number(got.m), Number(got.d));
}

function formatOrdered(date: CivilDate, format: string): string {
  const d = pad(date.day);
  const m = pad(date.month);
  const y = pad(date.year, 4);
  switch (format) {
    case 'dmy':
      return `${d}/${m}/${y}`;
    case 'mdy':
      return `${m}/${d}/${y}`;
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'long-dmy':
      return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
    case 'long-mdy':
      return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
    default:
      return `${y}-${m}-${d}`;
  }
}

/* ---------------------------------------------------------------- operations */

function daysBetween(values: Values, context: ToolContext, unit: 'days' | 'weeks' | 'months'): Answer {
  const start = readDate(values, 'start', context, false, 'the start date');
  if (typeof start === 'string') return fail(start);
  const end = readDate(values, 'end', context, false, 'the end date');
  if (typeof end === 'string') return fail(end);
  const forward = dayOf(end) >= dayOf(start);
  const [a, b] = forward ? [start, end] : [end, start];
  const inclusive = values.includeEnd === 'true' ? 1 : 0;
  const days = dayOf(b) - dayOf(a) + inclusive;
  const diff = calendarDifference(a, b);
  const figures: Figure[] = [];
  if (!forward)
    figures.push({
      label: 'Note',
      value: 'The end date is before the start date; the difference is counted backwards.',
    });
  figures.push({ label: 'Days', value: plural(days, 'day') });
  figures.push({
    label: 'Weeks and days',
    value: `${plural(Math.floor(days / 7), 'week')} and ${plural(days % 7, 'day')}`,
  });
  figures.push({ label: 'Years, months and days', value: ymd(diff) });
  if (inclusive) figures.push({ label: 'Counting', value: 'Both the start and the end date are counted.' });
  let text: string;
  if (unit === 'days') text = plural(days, 'day');
  else if (unit === 'weeks') text = `${plural(Math.floor(days / 7), 'week')} and ${plural(days % 7, 'day')}`;
  else text = `${plural(diff.totalMonths, 'month')} and ${plural(diff.days, 'day')}`;
  if (unit === 'weeks') figures.push({ label: 'Weeks (decimal)', value: formatNumber(days / 7) });
  return { ok: true, text, figures };
}

function age(values: Values, context: ToolContext): Answer {
  const birth = readDate(values, 'birth', context, false, 'the date of birth');
  if (typeof birth === 'string') return fail(birth);
  const on = readDate(values, 'on', context, true, 'the date to count to');
  if (typeof on === 'string') return fail(on);
  if (dayOf(on) < dayOf(birth)) return fail('The date of birth is after the date to count to. Check both dates.');
  const diff = calendarDifference(birth, on);
  const days = dayOf(on) - dayOf(birth);
  const anniversary = (year: number): CivilDate => ({
    year,
    month: birth.month,
    day: Math.min(birth.day, daysInMonth(year, birth.month)),
  });
  let next = anniversary(on.year);
  if (dayOf(next) < dayOf(on)) next = anniversary(on.year + 1);
  const untilNext = dayOf(next) - dayOf(on);
  const figures: Figure[] = [
    { label: 'Born on a', value: WEEKDAYS[weekdayIndex(dayOf(birth))]! },
    { label: 'Age in months', value: plural(diff.totalMonths, 'month') },
    { label: 'Age in weeks', value: `${plural(Math.floor(days / 7), 'week')} and ${plural(days % 7, 'day')}` },
    { label: 'Age in days', value: plural(days, 'day') },
    {
      label: 'Next birthday',
      value:
        untilNext === 0
          ? next.year === birth.year
            ? 'Today: the day of birth'
            : `Today: ${ordinal(next.year - birth.year)} birthday`
          : `${dateAnswer(dayOf(next))}, in ${plural(untilNext, 'day')} (turning ${formatNumber(next.year - birth.year)})`,
    },
  ];
  if (birth.month === 2 && birth.day === 29)
    figures.push({
      label: 'Born on 29 February',
      value: 'In years that are not leap years, the birthday is counted on 28 February.',
    });
  return { ok: true, text: ymd(diff), figures };
}

function shiftDate(date: CivilDate, amount: number, unit: string): CivilDate | string {
  let result: number;
  switch (unit) {
    case 'days':
      result = dayOf(date) + amount;
      break;
    case 'weeks':
      result = dayOf(date) + amount * 7;
      break;
    case 'months':
      result = dayOf(addMonths(date, amount));
      break;
    case 'years':
      result = dayOf(addMonths(date, amount * 12));
      break;
    default:
      return 'Choose days, weeks, months or years.';
  }
  return inRange(result) ?? civilFromDays(result);
}

function shiftAnswer(date: CivilDate, amount: number, unit: string): Answer {
  const result = shiftDate(date, amount, unit);
  if (typeof result === 'string') return fail(result);
  const figures: Figure[] = [
    { label: 'Date', value: longDate(result) },
    { label: 'ISO week', value: isoWeekLabel(dayOf(result)) },
  ];
  if ((unit === 'months' || unit === 'years') && result.day !== date.day) {
    figures.push({
      label: 'Month end',
      value: `${MONTHS[result.month - 1]} ${result.year} has no day ${date.day}, so the answer is its last day.`,
    });
  }
  figures.push({ label: 'Days from the start date', value: formatNumber(dayOf(result) - dayOf(date)) });
  return { ok: true, text: dateAnswer(dayOf(result)), figures };
}

function isWeekday(days: number): boolean {
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

function parseHours(text: string): number | string {
  const n = parseNumber(text);
  if (n === null) return 'Enter a number of hours, such as 7.75.';
  if (Math.abs(n) > 1e9) return 'Enter fewer than a billion hours.';
  return n;
}

const HOLIDAY_NOTE: Figure = {
  label: 'Holidays',
  value: 'Public holidays are not taken into account: only Saturdays and Sundays are skipped.',
};

export const run: Engine = (tool, values, context): Answer => {
  const op = tool.params.operation;
  switch (op) {
    case 'days-between':
      return daysBetween(values, context, 'days');
    case 'weeks-between':
      return daysBetween(values, context, 'weeks');
    case 'months-between':
      return daysBetween(values, context, 'months');
    case 'age':
      return age(values, context);
    case 'age-difference': {
      const a = readDate(values, 'first', context, false, 'the first date of birth');
      if (typeof a === 'string') return fail(a);
      const b = readDate(values, 'second', context, false, 'the second date of birth');
      if (typeof b === 'string') return fail(b);
      const [older, younger] = dayOf(a) <= dayOf(b) ? [a, b] : [b, a];
      const days = dayOf(younger) - dayOf(older);
      const figures: Figure[] = [
        {
          label: 'Older',
          value:
            days === 0
              ? 'Same birthday'
              : `${dayOf(a) < dayOf(b) ? 'The first person' : 'The second person'}, born ${formatDate(older)}`,
        },
        { label: 'Difference in days', value: plural(days, 'day') },
        {
          label: 'Difference in weeks',
          value: `${plural(Math.floor(days / 7), 'week')} and ${plural(days % 7, 'day')}`,
        },
      ];
      return { ok: true, text: ymd(calendarDifference(older, younger)), figures };
    }
    case 'shift': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const amount = readInteger(values.amount, 'an amount', '30', 0, 3_650_000);
      if (typeof amount === 'string') return fail(amount);
      return shiftAnswer(date, values.direction === 'subtract' ? -amount : amount, values.unit ?? 'days');
    }
    case 'add-days':
    case 'add-months': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const unit = op === 'add-days' ? 'days' : 'months';
      const amount = readInteger(
        values[unit],
        `a number of ${unit} (negative to go back)`,
        unit === 'days' ? '90' : '6',
        -3_650_000,
        3_650_000,
      );
      if (typeof amount === 'string') return fail(amount);
      return shiftAnswer(date, amount, unit);
    }
    case 'from-today': {
      const days = readInteger(values.days, 'a number of days', '90', 0, 3_650_000);
      if (typeof days === 'string') return fail(days);
      const sign = tool.params.direction === 'ago' ? -1 : 1;
      const base = today(context);
      const result = dayOf(base) + sign * days;
      const problem = inRange(result);
      if (problem) return fail(problem);
      return {
        ok: true,
        text: dateAnswer(result),
        figures: [
          { label: 'Today', value: dateAnswer(dayOf(base)) },
          { label: 'Date', value: longDate(civilFromDays(result)) },
          { label: 'Weeks', value: `${plural(Math.floor(days / 7), 'week')} and ${plural(days % 7, 'day')}` },
        ],
      };
    }
    case 'hours-from-now': {
      const hours = parseHours(values.hours ?? '');
      if (typeof hours === 'string') return fail(hours);
      if (Math.abs(hours) > 24 * 366 * 50) return fail('Enter up to 50 years of hours (438,000).');
      const zone = isKnownZone(context.timeZone) ? context.timeZone : 'UTC';
      const clock = wallClock(zone, context.now() + Math.round(hours * 3600) * 1000);
      return {
        ok: true,
        text: describeInZone(zone, clock),
        figures: [
          { label: 'Now', value: describeInZone(zone, wallClock(zone, context.now())) },
          { label: 'Day', value: longDate(clock) },
          { label: '12-hour clock', value: formatClock12((clock.hour * 60 + clock.minute) * 60 + clock.second) },
        ],
      };
    }
    case 'business-days': {
      const start = readDate(values, 'start', context, false, 'the start date');
      if (typeof start === 'string') return fail(start);
      const end = readDate(values, 'end', context, false, 'the end date');
      if (typeof end === 'string') return fail(end);
      const [a, b] = dayOf(start) <= dayOf(end) ? [dayOf(start), dayOf(end)] : [dayOf(end), dayOf(start)];
      const work = weekdaysBetween(a, b);
      const total = b - a + 1;
      return {
        ok: true,
        text: plural(work, 'business day'),
        figures: [
          {
            label: 'Counting',
            value: 'Monday to Friday, including both the start and the end date (as Excel’s NETWORKDAYS).',
          },
          { label: 'Calendar days', value: plural(total, 'day') },
          { label: 'Weekend days', value: plural(total - work, 'day') },
          HOLIDAY_NOTE,
        ],
      };
    }
    case 'add-business-days': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const n = readInteger(values.days, 'a number of business days (negative to go back)', '10', -100_000, 100_000);
      if (typeof n === 'string') return fail(n);
      const result = addBusinessDays(dayOf(date), n);
      const problem = inRange(result);
      if (problem) return fail(problem);
      return {
        ok: true,
        text: dateAnswer(result),
        figures: [
          {
            label: 'Counting',
            value: 'The start date is not counted; Saturdays and Sundays are skipped (as Excel’s WORKDAY).',
          },
          { label: 'Calendar days', value: formatNumber(result - dayOf(date)) },
          HOLIDAY_NOTE,
        ],
      };
    }
    case 'week-number':
    case 'current-week': {
      const date = op === 'current-week' ? today(context) : readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const days = dayOf(date);
      const { weekYear, week } = isoWeek(days);
      const monday = days - weekdayIndex(days);
      return {
        ok: true,
        text: `Week ${week} of ${weekYear}`,
        figures: [
          { label: 'ISO week date', value: isoWeekLabel(days) },
          {
            label: 'Week runs',
            value: `Monday ${formatDate(civilFromDays(monday))} to Sunday ${formatDate(civilFromDays(monday + 6))}`,
          },
          { label: `Weeks in ${weekYear}`, value: formatNumber(weeksInIsoYear(weekYear)) },
          {
            label: 'Rule',
            value: 'ISO 8601: weeks start on Monday; week 1 is the week with the year’s first Thursday.',
          },
        ],
      };
    }
    case 'iso-week-dates': {
      const year = readInteger(values.year, 'a year', '2025', 1, 9998);
      if (typeof year === 'string') return fail(year);
      const max = weeksInIsoYear(year);
      const week = readInteger(values.week, 'a week number', '3', 1, max);
      if (typeof week === 'string') return fail(`${week.replace(/\.$/, '')} (${year} has ${max} ISO weeks).`);
      const jan4 = daysFromCivil({ year, month: 1, day: 4 });
      const monday = jan4 - weekdayIndex(jan4) + (week - 1) * 7;
      return {
        ok: true,
        text: `${formatDate(civilFromDays(monday))} to ${formatDate(civilFromDays(monday + 6))}`,
        figures: [
          { label: 'Monday', value: longDate(civilFromDays(monday)) },
          { label: 'Sunday', value: longDate(civilFromDays(monday + 6)) },
          { label: `Weeks in ${year}`, value: formatNumber(max) },
        ],
      };
    }
    case 'day-of-week': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const days = dayOf(date);
      return {
        ok: true,
        text: WEEKDAYS[weekdayIndex(days)]!,
        figures: [
          { label: 'Date', value: longDate(date) },
          { label: 'ISO weekday number', value: `${weekdayIndex(days) + 1} (Monday = 1)` },
          { label: 'ISO week', value: isoWeekLabel(days) },
        ],
      };
    }
    case 'day-of-year': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const n = dayOfYear(date);
      const length = isLeapYear(date.year) ? 366 : 365;
      return {
        ok: true,
        text: `Day ${n} of ${length}`,
        figures: [
          { label: 'Days left in the year', value: formatNumber(length - n) },
          { label: 'Ordinal date (ISO 8601)', value: `${pad(date.year, 4)}-${pad(n, 3)}` },
          { label: 'Year complete', value: `${formatNumber(Math.round((n / length) * 1000) / 10)}%` },
        ],
      };
    }
    case 'day-of-year-to-date': {
      const year = readInteger(values.year, 'a year', '2025', 1, 9999);
      if (typeof year === 'string') return fail(year);
      const length = isLeapYear(year) ? 366 : 365;
      const n = readInteger(values.day, 'a day of the year', '100', 1, length);
      if (typeof n === 'string') return fail(`${n.replace(/\.$/, '')} (${year} has ${length} days).`);
      const days = daysFromCivil({ year, month: 1, day: 1 }) + n - 1;
      return {
        ok: true,
        text: dateAnswer(days),
        figures: [
          { label: 'Date', value: longDate(civilFromDays(days)) },
          { label: 'Days left in the year', value: formatNumber(length - n) },
        ],
      };
    }
    case 'unix-to-date': {
      const n = parseNumber(values.input ?? '');
      if (n === null) return fail('Enter a Unix timestamp, such as 1736942400.');
      const unit = values.unit === 'milliseconds' ? 'milliseconds' : 'seconds';
      const instant = Math.round(unit === 'seconds' ? n * 1000 : n);
      if (instant < FIRST_DAY * DAY_MS || instant >= (LAST_DAY + 1) * DAY_MS) {
        return fail(
          unit === 'seconds'
            ? 'In seconds, that timestamp is beyond the year 9999. A 13-digit timestamp is in milliseconds: choose milliseconds.'
            : 'That timestamp is outside the years 1 to 9999. Check the number.',
        );
      }
      const zone = readZone(values, { ...context, timeZone: 'UTC' });
      if (typeof zone !== 'string') return fail(zone.error);
      const problem = zoneYearProblem(zone, civilFromDays(Math.floor(instant / DAY_MS)).year);
      if (problem) return fail(problem);
      const figures: Figure[] = [
        { label: 'UTC (ISO 8601)', value: isoUtc(instant) },
        { label: 'Day', value: longDate(wallClock(zone, instant)) },
        { label: 'Seconds', value: formatNumber(Math.floor(instant / 1000), 15) },
        { label: 'Milliseconds', value: formatNumber(instant, 15) },
      ];
      if (unit === 'seconds' && Math.abs(n) >= 1e11)
        figures.push({
          label: 'Check the unit',
          value: 'This looks like a timestamp in milliseconds; choose milliseconds if the year seems wrong.',
        });
      return { ok: true, text: instantInZone(instant, zone), figures };
    }
    case 'date-to-unix': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const seconds = (values.time ?? '').trim() === '' ? 0 : parseClockTime(values.time ?? '');
      if (typeof seconds === 'string') return fail(seconds);
      const zone = readZone(values, { ...context, timeZone: 'UTC' });
      if (typeof zone !== 'string') return fail(zone.error);
      const found = instantOf(zone, date, seconds);
      if (typeof found === 'string') return fail(found);
      const figures: Figure[] = [
        { label: 'Milliseconds', value: formatNumber(found.instant, 15) },
        { label: 'UTC (ISO 8601)', value: isoUtc(found.instant) },
        { label: 'Local time', value: instantInZone(found.instant, zone) },
      ];
      if (found.twice)
        figures.push({
          label: 'Happens twice',
          value: 'That time happens twice when clocks go back; this is the first.',
        });
      return { ok: true, text: formatNumber(found.instant / 1000, 15), figures };
    }
    case 'unix-now': {
      const now = context.now();
      return {
        ok: true,
        text: formatNumber(Math.floor(now / 1000), 15),
        figures: [
          { label: 'Milliseconds', value: formatNumber(now, 15) },
          { label: 'UTC (ISO 8601)', value: isoUtc(Math.floor(now / 1000) * 1000) },
        ],
      };
    }
    case 'iso-format': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const seconds = (values.time ?? '').trim() === '' ? 0 : parseClockTime(values.time ?? '');
      if (typeof seconds === 'string') return fail(seconds);
      const zone = readZone(values, { ...context, timeZone: 'UTC' });
      if (typeof zone !== 'string') return fail(zone.error);
      const found = instantOf(zone, date, seconds);
      if (typeof found === 'string') return fail(found);
      const offset = zone === 'UTC' ? 0 : wallClock(zone, found.instant).offset;
      const local = `${formatDate(date)}T${formatClock(seconds, true)}`;
      const text = zone === 'UTC' ? `${local}Z` : `${local}${isoOffset(offset)}`;
      const days = dayOf(date);
      return {
        ok: true,
        text,
        figures: [
          { label: 'In UTC', value: isoUtc(found.instant) },
          {
            label: 'Basic format',
            value: `${formatDate(date).replace(/-/g, '')}T${formatClock(seconds, true).replace(/:/g, '')}${zone === 'UTC' ? 'Z' : isoOffset(offset).replace(':', '')}`,
          },
          { label: 'Week date', value: isoWeekLabel(days) },
          { label: 'Ordinal date', value: `${pad(date.year, 4)}-${pad(dayOfYear(date), 3)}` },
          { label: 'Unix timestamp', value: formatNumber(found.instant / 1000, 15) },
        ],
      };
    }
    case 'iso-parse': {
      const parsed = parseIso8601(values.input ?? '');
      if (typeof parsed === 'string') return fail(parsed);
      const days = dayOf(parsed.date);
      const figures: Figure[] = [
        { label: 'Date', value: longDate(parsed.date) },
        { label: 'Calendar date', value: formatDate(parsed.date) },
        { label: 'Week date', value: isoWeekLabel(days) },
        { label: 'Ordinal date', value: `${pad(parsed.date.year, 4)}-${pad(dayOfYear(parsed.date), 3)}` },
      ];
      if (parsed.seconds === undefined)
        return { ok: true, text: `${longDate(parsed.date)} (a date without a time)`, figures };
      const time = `${formatClock(parsed.seconds, true)}${parsed.ms ? `.${pad(parsed.ms, 3)}` : ''}`;
      figures.push({ label: 'Time', value: time });
      if (parsed.offset === undefined) {
        figures.push({
          label: 'Time zone',
          value: 'None given: a local time, so it cannot be placed on the UTC timeline.',
        });
        return { ok: true, text: `${longDate(parsed.date)}, ${time} local time (no offset given)`, figures };
      }
      const instant = days * DAY_MS + parsed.seconds * 1000 + parsed.ms - parsed.offset * 1000;
      figures.push({ label: 'UTC offset', value: formatOffset(parsed.offset) });
      figures.push({ label: 'In UTC', value: isoUtc(instant) });
      figures.push({ label: 'Unix timestamp', value: formatNumber(instant / 1000, 15) });
      return { ok: true, text: `${longDate(parsed.date)}, ${time} ${formatOffset(parsed.offset)}`, figures };
    }
    case 'duration': {
      const a = parseDuration(values.a ?? '');
      if (typeof a === 'string') return fail(a);
      const b = parseDuration(values.b ?? '');
      if (typeof b === 'string') return fail(b);
      const total = values.direction === 'subtract' ? a - b : a + b;
      return {
        ok: true,
        text: formatDuration(total),
        figures: [
          { label: 'In words', value: durationWords(total) },
          { label: 'Total seconds', value: formatNumber(total, 15) },
          { label: 'Total minutes', value: formatNumber(total / 60) },
          { label: 'Decimal hours', value: formatNumber(total / 3600) },
        ],
      };
    }
    case 'hours-between-times':
    case 'work-hours': {
      const start = parseClockTime(values.start ?? '');
      if (typeof start === 'string') return fail(start);
      const end = parseClockTime(values.end ?? '');
      if (typeof end === 'string') return fail(end);
      const crosses = end < start;
      let span = end - start + (crosses ? 86400 : 0);
      const figures: Figure[] = [];
      if (op === 'work-hours') {
        const breakText = (values.break ?? '').trim();
        const pause = breakText === '' ? 0 : parseNumber(breakText);
        if (pause === null || pause < 0) return fail('Enter the break in minutes, such as 30 (or 0 for none).');
        if (pause * 60 > span)
          return fail('The break is longer than the time between start and end. Check the times and the break.');
        figures.push({ label: 'Time at work', value: hoursWords(span) });
        figures.push({ label: 'Break', value: `${formatNumber(pause)} minutes` });
        span -= Math.round(pause * 60);
        const decimal = Math.round((span / 3600) * 100) / 100;
        figures.push({ label: 'Hours and minutes', value: hoursWords(span) });
        if (crosses)
          figures.push({
            label: 'Overnight',
            value: 'The end time is before the start time, so the shift runs past midnight.',
          });
        return {
          ok: true,
          text: `${formatNumber(decimal)} hours (${formatDuration(span, span % 60 !== 0).replace(/^0(\d)/, '$1')})`,
          figures,
        };
      }
      figures.push({ label: 'Decimal hours', value: formatNumber(span / 3600) });
      figures.push({ label: 'Minutes', value: formatNumber(span / 60) });
      figures.push({ label: 'hh:mm', value: formatDuration(span, span % 60 !== 0) });
      if (crosses)
        figures.push({
          label: 'Overnight',
          value: 'The end time is before the start time, so it is counted to the next day.',
        });
      return { ok: true, text: hoursWords(span), figures };
    }
    case 'minutes-to-hm': {
      const minutes = parseNumber(values.value ?? '');
      if (minutes === null || minutes < 0) return fail('Enter a number of minutes, such as 135.');
      if (minutes > 1e12) return fail('Enter fewer than a trillion minutes.');
      const secs = Math.round(minutes * 60);
      return {
        ok: true,
        text: hoursWords(secs),
        figures: [
          { label: 'h:mm', value: formatDuration(secs, secs % 60 !== 0).replace(/^0(\d)/, '$1') },
          { label: 'Decimal hours', value: formatNumber(minutes / 60) },
          { label: 'Days, hours and minutes', value: durationWords(secs) },
        ],
      };
    }
    case 'hm-to-minutes': {
      const secs = parseDuration(values.input ?? '');
      if (typeof secs === 'string') return fail(secs.replace('a duration', 'hours and minutes'));
      return {
        ok: true,
        text: `${formatNumber(secs / 60, 15)} minutes`,
        figures: [
          { label: 'Seconds', value: formatNumber(secs, 15) },
          { label: 'Decimal hours', value: formatNumber(secs / 3600) },
        ],
      };
    }
    case 'decimal-to-hm': {
      const hours = parseHours(values.value ?? '');
      if (typeof hours === 'string') return fail(hours);
      const secs = Math.round(hours * 3600);
      return {
        ok: true,
        text: formatDuration(secs, secs % 60 !== 0).replace(/^(-?)0(\d)/, '$1$2'),
        figures: [
          { label: 'In words', value: durationWords(secs) },
          { label: 'Minutes', value: formatNumber(hours * 60) },
        ],
      };
    }
    case 'hm-to-decimal': {
      const secs = parseDuration(values.input ?? '');
      if (typeof secs === 'string') return fail(secs.replace('a duration', 'hours and minutes'));
      return {
        ok: true,
        text: `${formatNumber(secs / 3600)} hours`,
        figures: [
          { label: 'Minutes', value: formatNumber(secs / 60, 15) },
          { label: 'Rounded to 2 places', value: formatNumber(Math.round((secs / 3600) * 100) / 100) },
        ],
      };
    }
    case 'seconds-to-hms': {
      const secs = parseNumber(values.value ?? '');
      if (secs === null || secs < 0) return fail('Enter a number of seconds, such as 3725.');
      if (secs > 1e12) return fail('Enter fewer than a trillion seconds.');
      return {
        ok: true,
        text: formatDuration(Math.round(secs)),
        figures: [
          { label: 'In words', value: durationWords(Math.round(secs)) },
          { label: 'Minutes', value: formatNumber(secs / 60) },
          { label: 'Hours', value: formatNumber(secs / 3600) },
        ],
      };
    }
    case 'hms-to-seconds': {
      const secs = parseDuration(values.input ?? '');
      if (typeof secs === 'string') return fail(secs);
      return {
        ok: true,
        text: `${formatNumber(secs, 15)} seconds`,
        figures: [
          { label: 'Minutes', value: formatNumber(secs / 60) },
          { label: 'Hours', value: formatNumber(secs / 3600) },
        ],
      };
    }
    case 'countdown': {
      const date = readDate(values, 'date', context, false, 'the date to count down to');
      if (typeof date === 'string') return fail(date);
      const seconds = (values.time ?? '').trim() === '' ? 0 : parseClockTime(values.time ?? '');
      if (typeof seconds === 'string') return fail(seconds);
      const zone = isKnownZone(context.timeZone) ? context.timeZone : 'UTC';
      const found = instantOf(zone, date, seconds);
      if (typeof found === 'string') return fail(found);
      const diff = Math.round((found.instant - context.now()) / 1000);
      const abs = Math.abs(diff);
      const minutes = Math.floor(abs / 60);
      const text = `${plural(Math.floor(minutes / 1440), 'day')}, ${plural(Math.floor(minutes / 60) % 24, 'hour')}, ${plural(minutes % 60, 'minute')}${diff < 0 ? ' ago' : ''}`;
      return {
        ok: true,
        text,
        figures: [
          {
            label: diff < 0 ? 'That moment has passed' : 'Counting down to',
            value: instantInZone(found.instant, zone),
          },
          { label: 'Total hours', value: formatNumber(Math.floor(abs / 3600), 15) },
          {
            label: 'Weeks and days',
            value: `${plural(Math.floor(abs / 604800), 'week')} and ${plural(Math.floor(abs / 86400) % 7, 'day')}`,
          },
        ],
      };
    }
    case 'days-until-event': {
      const base = today(context);
      const month = Number(tool.params.month);
      const day = Number(tool.params.day);
      let event: CivilDate = { year: base.year, month, day };
      if (dayOf(event) < dayOf(base)) event = { year: base.year + 1, month, day };
      const n = dayOf(event) - dayOf(base);
      return {
        ok: true,
        text: n === 0 ? `0 days: it is ${tool.params.event} today.` : plural(n, 'day'),
        figures: [
          { label: tool.params.event ?? 'Date', value: dateAnswer(dayOf(event)) },
          { label: 'Today', value: dateAnswer(dayOf(base)) },
          { label: 'Weeks and days', value: `${plural(Math.floor(n / 7), 'week')} and ${plural(n % 7, 'day')}` },
          { label: 'Sleeps', value: formatNumber(n) },
        ],
      };
    }
    case 'days-since': {
      const date = readDate(values, 'date', context, false);
      if (typeof date === 'string') return fail(date);
      const base = today(context);
      const n = dayOf(base) - dayOf(date);
      if (n < 0) return fail(`${formatDate(date)} is in the future. Enter a past date, or use the countdown.`);
      return {
        ok: true,
        text: plural(n, 'day'),
        figures: [
          { label: 'Today', value: dateAnswer(dayOf(base)) },
          { label: 'Weeks and days', value: `${plural(Math.floor(n / 7), 'week')} and ${plural(n % 7, 'day')}` },
          { label: 'Years, months and days', value: ymd(calendarDifference(date, base)) },
        ],
      };
    }
    case 'leap-year': {
      const year = readInteger(values.year, 'a year', '2024', 1, 9999);
      if (typeof year === 'string') return fail(year);
      let next = year + 1;
      while (!isLeapYear(next)) next++;
      const text = isLeapYear(year)
        ? `${year} is a leap year.`
        : year % 100 === 0
          ? `${year} is not a leap year: it is divisible by 100 but not by 400.`
          : `${year} is not a leap year: it is not divisible by 4.`;
      return {
        ok: true,
        text,
        figures: [
          { label: 'Days in the year', value: isLeapYear(year) ? '366' : '365' },
          { label: 'Next leap year', value: String(next) },
          {
            label: 'Rule',
            value:
              'Gregorian calendar: every year divisible by 4, except years divisible by 100 unless also divisible by 400.',
          },
        ],
      };
    }
    case 'days-in-month': {
      const year = readInteger(values.year, 'a year', '2025', 1, 9999);
      if (typeof year === 'string') return fail(year);
      const month = readInteger(values.month, 'a month', '2', 1, 12);
      if (typeof month === 'string') return fail(month);
      const n = daysInMonth(year, month);
      const first = daysFromCivil({ year, month, day: 1 });
      const work = weekdaysBetween(first, first + n - 1);
      return {
        ok: true,
        text: `${n} days`,
        figures: [
          { label: 'Month', value: `${MONTHS[month - 1]} ${year}` },
          { label: 'First day', value: dateAnswer(first) },
          { label: 'Last day', value: dateAnswer(first + n - 1) },
          { label: 'Weekdays (Monday to Friday)', value: formatNumber(work) },
        ],
      };
    }
    case 'date-format': {
      const from = tool.params.from ?? values.from ?? 'dmy';
      const to = tool.params.to ?? values.to ?? 'ymd';
      const date = parseOrdered(values.input ?? '', from);
      if (typeof date === 'string') return fail(date);
      return {
        ok: true,
        text: formatOrdered(date, to),
        figures: [
          { label: 'Date', value: longDate(date) },
          { label: 'ISO 8601', value: formatDate(date) },
        ],
      };
    }
    case 'julian-day': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const seconds = (values.time ?? '').trim() === '' ? 12 * 3600 : parseClockTime(values.time ?? '');
      if (typeof seconds === 'string') return fail(seconds);
      const jdn = dayOf(date) + JDN_OF_EPOCH;
      const jd = jdn - 0.5 + seconds / 86400;
      return {
        ok: true,
        text: formatNumber(jd, 13),
        figures: [
          { label: 'Julian Day Number of the date (at noon UTC)', value: formatNumber(jdn, 13) },
          { label: 'Modified Julian Date', value: formatNumber(jd - 2400000.5, 13) },
          {
            label: 'Calendar',
            value: 'The date is read in the Gregorian calendar, extended back before 1582; the time is UTC.',
          },
        ],
      };
    }
    case 'julian-day-to-date': {
      const jd = parseNumber(values.input ?? '');
      if (jd === null) return fail('Enter a Julian Day, such as 2460691 or 2460690.5.');
      const minJd = FIRST_DAY + JDN_OF_EPOCH - 0.5;
      const maxJd = LAST_DAY + JDN_OF_EPOCH + 0.5;
      if (jd < minJd || jd >= maxJd)
        return fail(
          `Enter a Julian Day from ${formatNumber(minJd, 13)} (year 1) to ${formatNumber(maxJd, 13)} (year 9999).`,
        );
      const instant = Math.round((jd - JDN_OF_EPOCH + 0.5) * 86400) * 1000;
      return {
        ok: true,
        text: instantInZone(instant, 'UTC'),
        figures: [
          { label: 'Date', value: longDate(civilFromDays(Math.floor(instant / DAY_MS))) },
          { label: 'Modified Julian Date', value: formatNumber(jd - 2400000.5, 13) },
          { label: 'Calendar', value: 'Gregorian calendar, extended back before 1582.' },
        ],
      };
    }
    case 'to-yyddd': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const n = pad(dayOfYear(date), 3);
      return {
        ok: true,
        text: `${pad(date.year % 100)}${n}`,
        figures: [
          { label: 'YYYYDDD', value: `${pad(date.year, 4)}${n}` },
          { label: 'ISO 8601 ordinal date', value: `${pad(date.year, 4)}-${n}` },
          { label: 'Day of the year', value: String(dayOfYear(date)) },
        ],
      };
    }
    case 'from-yyddd': {
      const s = (values.input ?? '').trim().replace(/[-\s]/g, '');
      const m = /^(\d{2}|\d{4})(\d{3})$/.exec(s);
      if (!m) return fail('Enter a Julian date as YYDDD (25015) or YYYYDDD (2025015).');
      let year = Number(m[1]);
      const figures: Figure[] = [];
      if (m[1]!.length === 2) {
        year += year <= 68 ? 2000 : 1900;
        figures.push({
          label: 'Century',
          value: `Two-digit years 00–68 are read as 2000–2068 and 69–99 as 1969–1999; write ${year} in full (YYYYDDD) for another century.`,
        });
      }
      if (year < 1) return fail('Enter a year from 0001 to 9999.');
      const length = isLeapYear(year) ? 366 : 365;
      const n = Number(m[2]);
      if (n < 1 || n > length) return fail(`${year} has ${length} days: the day number must be from 001 to ${length}.`);
      const days = daysFromCivil({ year, month: 1, day: 1 }) + n - 1;
      figures.unshift({ label: 'Date', value: longDate(civilFromDays(days)) });
      return { ok: true, text: dateAnswer(days), figures };
    }
    case 'to-24h': {
      const secs = parseClockTime(values.input ?? '');
      if (typeof secs === 'string') return fail(secs);
      return {
        ok: true,
        text: formatClock(secs),
        figures: [
          { label: '12-hour clock', value: formatClock12(secs) },
          { label: 'Military time', value: `${formatClock(secs).replace(':', '').slice(0, 4)} hours` },
        ],
      };
    }
    case 'to-12h': {
      const secs = parseClockTime(values.input ?? '');
      if (typeof secs === 'string') return fail(secs);
      return { ok: true, text: formatClock12(secs), figures: [{ label: '24-hour clock', value: formatClock(secs) }] };
    }
    case 'easter': {
      const year = readInteger(values.year, 'a year', '2025', 1583, 9999);
      if (typeof year === 'string') return fail(year.replace(/\.$/, ' (the Gregorian calendar began in 1582).'));
      const easter = dayOf(westernEaster(year));
      const orthodox = orthodoxEasterDays(year);
      return {
        ok: true,
        text: dateAnswer(easter),
        figures: [
          { label: 'Easter Sunday (Western)', value: longDate(civilFromDays(easter)) },
          { label: 'Good Friday', value: dateAnswer(easter - 2) },
          { label: 'Easter Monday', value: dateAnswer(easter + 1) },
          { label: 'Ash Wednesday', value: dateAnswer(easter - 46) },
          { label: 'Ascension Day', value: dateAnswer(easter + 39) },
          { label: 'Pentecost', value: dateAnswer(easter + 49) },
          { label: 'Orthodox Easter (Gregorian date)', value: dateAnswer(orthodox) },
        ],
      };
    }
    case 'quarter': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const q = Math.floor((date.month - 1) / 3) + 1;
      const first = daysFromCivil({ year: date.year, month: q * 3 - 2, day: 1 });
      const last = daysFromCivil({ year: date.year, month: q * 3, day: daysInMonth(date.year, q * 3) });
      return {
        ok: true,
        text: `Q${q} ${date.year}`,
        figures: [
          { label: 'Quarter runs', value: `${formatDate(civilFromDays(first))} to ${formatDate(civilFromDays(last))}` },
          { label: 'Day of the quarter', value: `${dayOf(date) - first + 1} of ${last - first + 1}` },
          { label: 'Days left in the quarter', value: formatNumber(last - dayOf(date)) },
          {
            label: 'Quarters',
            value: 'Calendar quarters: Q1 January–March, Q2 April–June, Q3 July–September, Q4 October–December.',
          },
        ],
      };
    }
    case 'excel-to-date': {
      const serial = parseNumber(values.input ?? '');
      if (serial === null) return fail('Enter an Excel date serial number, such as 45672.');
      if (serial < 1 || serial >= 2958466)
        return fail('Excel date serials go from 1 (1900-01-01) to 2958465 (9999-12-31).');
      // Rounded to the second first, so 45672.999999 (23:59:59.9) is the next midnight, not a time dropped.
      const totalSeconds = Math.round(serial * 86400);
      const whole = Math.floor(totalSeconds / 86400);
      if (whole >= 2958466) return fail('Excel date serials go from 1 (1900-01-01) to 2958465 (9999-12-31).');
      if (whole === 60)
        return fail(
          'Serial 60 is 29 February 1900, a day that never existed: Excel keeps it for compatibility with Lotus 1-2-3.',
        );
      const days = whole < 60 ? EXCEL_EPOCH + whole + 1 : EXCEL_EPOCH + whole;
      const secs = totalSeconds - whole * 86400;
      const figures: Figure[] = [
        { label: 'Date', value: longDate(civilFromDays(days)) },
        { label: 'Date system', value: 'Excel’s 1900 date system (Windows default): serial 1 is 1900-01-01.' },
      ];
      if (secs > 0 && secs < 86400) figures.push({ label: 'Time of day', value: formatClock(secs, true) });
      return {
        ok: true,
        text:
          secs > 0 && secs < 86400 ? `${formatDate(civilFromDays(days))} ${formatClock(secs, true)}` : dateAnswer(days),
        figures,
      };
    }
    case 'date-to-excel': {
      const date = readDate(values, 'date', context, true);
      if (typeof date === 'string') return fail(date);
      const days = dayOf(date);
      if (date.year < 1900) return fail('Excel dates start at 1900-01-01. Enter a date from 1900 on.');
      const serial = days - EXCEL_EPOCH + (days < daysFromCivil({ year: 1900, month: 3, day: 1 }) ? -1 : 0);
      const secs = (values.time ?? '').trim() === '' ? 0 : parseClockTime(values.time ?? '');
      if (typeof secs === 'string') return fail(secs);
      const value = serial + secs / 86400;
      return {
        ok: true,
        text: formatNumber(value, 12),
        figures: [
          {
            label: 'Date system',
            value: 'Excel’s 1900 date system (Windows default). In the 1904 system (old Mac files) subtract 1462.',
          },
          { label: 'Whole days', value: formatNumber(serial) },
        ],
      };
    }
    case 'time-between': {
      const zone = readZone(values, context);
      if (typeof zone !== 'string') return fail(zone.error);
      const points: number[] = [];
      for (const name of ['start', 'end'] as const) {
        const m = /^(\d{4}-\d{1,2}-\d{1,2})[T ](\d{1,2}:\d{2}(?::\d{2})?)$/.exec((values[name] ?? '').trim());
        if (!m) return fail(`Enter the ${name} as a date and time, such as 2025-01-15T09:30.`);
        const date = parseIsoDate(m[1]!);
        if (typeof date === 'string') return fail(date);
        const secs = parseClockTime(m[2]!);
        if (typeof secs === 'string') return fail(secs);
        const found = instantOf(zone, date, secs);
        if (typeof found === 'string') return fail(found);
        points.push(found.instant);
      }
      const diff = Math.round((points[1]! - points[0]!) / 1000);
      const abs = Math.abs(diff);
      return {
        ok: true,
        text: `${durationWords(abs)}${diff < 0 ? ' (the end is before the start)' : ''}`,
        figures: [
          { label: 'Total hours', value: formatNumber(abs / 3600) },
          { label: 'Total minutes', value: formatNumber(abs / 60, 15) },
          { label: 'Total seconds', value: formatNumber(abs, 15) },
          { label: 'Time zone', value: `${zone}: clock changes in between are counted.` },
        ],
      };
    }
    case 'nth-weekday': {
      const year = readInteger(values.year, 'a year', '2025', 1, 9999);
      if (typeof year === 'string') return fail(year);
      const month = readInteger(values.month, 'a month', '11', 1, 12);
      if (typeof month === 'string') return fail(month);
      const weekday = WEEKDAYS.indexOf(values.weekday as (typeof WEEKDAYS)[number]);
      if (weekday < 0) return fail('Choose a day of the week.');
      const which = values.which ?? '1';
      const first = daysFromCivil({ year, month, day: 1 });
      const length = daysInMonth(year, month);
      const firstMatch = first + ((weekday - weekdayIndex(first) + 7) % 7);
      const count = Math.floor((first + length - 1 - firstMatch) / 7) + 1;
      const n = which === 'last' ? count : Number(which);
      if (!Number.isInteger(n) || n < 1 || n > 5) return fail('Choose first, second, third, fourth, fifth or last.');
      if (n > count) return fail(`${MONTHS[month - 1]} ${year} has only ${count} ${WEEKDAYS[weekday]}s.`);
      const result = firstMatch + (n - 1) * 7;
      return {
        ok: true,
        text: dateAnswer(result),
        figures: [
          { label: 'Date', value: longDate(civilFromDays(result)) },
          { label: `${WEEKDAYS[weekday]}s in ${MONTHS[month - 1]} ${year}`, value: formatNumber(count) },
        ],
      };
    }
    default:
      return fail('This tool is not set up correctly.');
  }
};
