/** Reading a date tool's inputs and writing its answers, shared by the topics. */
import { formatNumber, parseNumber } from '../../../format';
import type { Figure, ToolContext, ToolResult } from '../../../types';
import {
  type CivilDate,
  WEEKDAYS,
  civilFromDays,
  daysFromCivil,
  formatDate,
  isKnownZone,
  parseIsoDate,
  wallClock,
  weekdayIndex,
} from '../../timeZones/zoneMath';

export type Values = Readonly<Record<string, string>>;
export type Answer = ToolResult;

export const fail = (error: string): Answer => ({ ok: false, error });
export const plural = (n: number, word: string): string => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** 1970-01-01 is Julian Day Number 2440588 (JD 2440587.5 at midnight UTC). */
export const JDN_OF_EPOCH = 2440588;
/** Excel's 1900 date system counts from 1899-12-30 for serials from 61 on (it wrongly has 1900-02-29 as serial 60). */
export const EXCEL_EPOCH = daysFromCivil({ year: 1899, month: 12, day: 30 });
export const FIRST_DAY = daysFromCivil({ year: 1, month: 1, day: 1 });
export const LAST_DAY = daysFromCivil({ year: 9999, month: 12, day: 31 });

/** "2025-04-15 (Tuesday)": how every date answer is written. */
export function dateAnswer(days: number): string {
  return `${formatDate(civilFromDays(days))} (${WEEKDAYS[weekdayIndex(days)]})`;
}

export function dayOf(date: CivilDate): number {
  return daysFromCivil(date);
}

export function today(context: ToolContext): CivilDate {
  const zone = isKnownZone(context.timeZone) ? context.timeZone : 'UTC';
  return wallClock(zone, context.now());
}

/** A date field: YYYY-MM-DD; empty means today only when `emptyIsToday`. */
export function readDate(
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

export function readInteger(
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

export function inRange(days: number): string | undefined {
  return days < FIRST_DAY || days > LAST_DAY
    ? 'The answer falls outside the years 1 to 9999. Use a smaller number.'
    : undefined;
}

/** The date `months` months after `date`, on the same day or the month's last day when it is shorter. */

export function parseHours(text: string): number | string {
  const n = parseNumber(text);
  if (n === null) return 'Enter a number of hours, such as 7.75.';
  if (Math.abs(n) > 1e9) return 'Enter fewer than a billion hours.';
  return n;
}

export const HOLIDAY_NOTE: Figure = {
  label: 'Holidays',
  value: 'Public holidays are not taken into account: only Saturdays and Sundays are skipped.',
};
