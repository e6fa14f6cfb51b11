/** dates, the calendar: ISO weeks, days of the week and year, nth weekdays, quarters, leap years, month lengths: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import {
  MONTHS,
  WEEKDAYS,
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatDate,
  isLeapYear,
  longDate,
  pad,
  weekdayIndex,
} from '../../timeZones/zoneMath';
import { fail, dateAnswer, dayOf, today, readDate, readInteger } from '../shared/read';
import { isoWeek, weeksInIsoYear, isoWeekLabel, dayOfYear, weekdaysBetween } from '../shared/calendar';
import { topicEngine, type Operations } from '../../topic';
import type { Operation } from '../../../types';
import type { rows } from './rows';

/** The ISO week of the date given (or of today, for `ofToday`). */
function isoWeekOf(ofToday: boolean): Operation {
  return (_input, values, context) => {
    const date = ofToday ? today(context) : readDate(values, 'date', context, true);
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
  };
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'week-number': isoWeekOf(false),
  'current-week-number': isoWeekOf(true),
  'iso-week-to-dates': (_input, values) => {
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
  },
  'day-of-the-week': (_input, values, context) => {
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
  },
  'day-of-the-year': (_input, values, context) => {
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
  },
  'day-of-year-to-date': (_input, values) => {
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
  },
  'nth-weekday-of-month': (_input, values) => {
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
  },
  'quarter-of-the-year': (_input, values, context) => {
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
  },
  'leap-year-checker': (_input, values) => {
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
  },
  'days-in-a-month': (_input, values) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
