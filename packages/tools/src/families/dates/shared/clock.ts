import type { ToolContext } from '../../../types';
import { naming } from '../../timeZones/naming';
import {
  type CivilDate,
  DAY_MS,
  checkDate,
  civilFromDays,
  daysFromCivil,
  formatClock,
  formatDate,
  formatOffset,
  instantsAt,
  isKnownZone,
  isLeapYear,
  pad,
  parseClockTime,
  wallClock,
  weekdayIndex,
} from '../../timeZones/zoneMath';
import { type Values, plural, dayOf } from './read';
import { weeksInIsoYear } from './calendar';

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
export function hoursWords(seconds: number): string {
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
export function readZone(values: Values, context: ToolContext): string | { error: string } {
  const zone = (values.zone ?? '').trim() || context.timeZone;
  if (!isKnownZone(zone)) return { error: 'Choose a time zone from the list.' };
  return zone;
}

/** Time-zone rules are reliable from 1970; other years are answered only in UTC. */
export function zoneYearProblem(zone: string, year: number): string | undefined {
  if (zone === 'UTC' || (year >= 1970 && year <= 2100)) return undefined;
  return 'For years before 1970 or after 2100, choose UTC: time zone rules outside those years are not reliably recorded.';
}

/**
 * A time field: what parseClockTime reads (09:30, 9:30 pm, 21:45:10), with a decimal fraction of
 * a second allowed after the seconds (09:24:15.123), kept to the millisecond.
 */
export function readClockTime(text: string): { seconds: number; ms: number } | string {
  if (text.trim() === '') return { seconds: 0, ms: 0 };
  const fraction = /^(.*\d:\d{2}:\d{2})[.,](\d{1,9})(\s*[ap]\.?m\.?)?$/i.exec(text.trim());
  const seconds = parseClockTime(fraction ? `${fraction[1]}${fraction[3] ?? ''}` : text);
  if (typeof seconds === 'string') return seconds;
  return { seconds, ms: fraction ? Math.floor(Number(`0.${fraction[2]}`) * 1000) : 0 };
}

/** A wall-clock date and time in a zone as an instant (the first, if clocks went back), or why not. */
export function instantOf(
  zone: string,
  date: CivilDate,
  seconds: number,
): { instant: number; twice: boolean } | string {
  const problem = zoneYearProblem(zone, date.year);
  if (problem) return problem;
  const instants = zone === 'UTC' ? [dayOf(date) * DAY_MS + seconds * 1000] : instantsAt(zone, date, seconds);
  if (instants.length === 0)
    return `${formatClock(seconds)} does not exist on ${formatDate(date)} in ${zone}: clocks skip that hour when daylight saving time starts. Enter another time.`;
  return { instant: instants[0]!, twice: instants.length > 1 };
}

/** "2025-01-15 12:00:00 UTC (UTC+00:00)" with milliseconds when there are any. */
export function instantInZone(instant: number, zone: string): string {
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

export function isoOffset(seconds: number): string {
  return formatOffset(seconds).slice(3).replace('−', '-');
}

/**
 * Reads an ISO 8601 date or date-time: calendar, week (2025-W03-3) and ordinal (2025-015) dates,
 * basic or extended, or a year (2016) or month (2016-05) alone, reduced precision (`precision`; its
 * date is the period's first day). The time's last part may have a decimal fraction (09:24:15.123,
 * 09:24,5 and 09.5: ISO 8601 §4.2.2.4), kept to the millisecond.
 */
export function parseIso8601(
  text: string,
): { date: CivilDate; seconds?: number; ms: number; offset?: number; precision?: 'year' | 'month' } | string {
  const s = text.trim();
  const hint =
    'Enter an ISO 8601 date or date-time, such as 2025-01-15, 2025-01-15T09:30:00Z or 2025-01-15T09:30:00+05:30.';
  if (s === '') return hint;
  const reduced = /^(\d{4})(?:-(\d{2}))?$/.exec(s);
  if (reduced) {
    const year = Number(reduced[1]);
    if (year < 1) return 'Enter a year from 0001 to 9999.';
    if (reduced[2] === undefined) return { date: { year, month: 1, day: 1 }, ms: 0, precision: 'year' };
    const month = Number(reduced[2]);
    if (month < 1 || month > 12) return `Months go from 01 to 12. ${hint}`;
    return { date: { year, month, day: 1 }, ms: 0, precision: 'month' };
  }
  const m =
    /^(\d{4})(?:-?(\d{2})-?(\d{2})|-?W(\d{2})-?([1-7])|-?(\d{3}))(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2}))?)?(?:[.,](\d{1,9}))?)?\s*(Z|[+\-−]\d{2}(?::?\d{2})?)?$/i.exec(
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
  // The fraction belongs to the last part written: of a second, a minute (09:24.5) or an hour (09.5).
  const unitMs = m[9] !== undefined ? 1000 : m[8] !== undefined ? 60_000 : 3_600_000;
  const extra = m[10] ? Math.floor(Number(`0.${m[10]}`) * unitMs) : 0;
  const ms = extra % 1000;
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
  return { date, seconds: (h * 60 + min) * 60 + sec + Math.floor(extra / 1000), ms, offset };
}

/** Date orders for the format converter. */
