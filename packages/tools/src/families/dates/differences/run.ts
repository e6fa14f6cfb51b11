/** dates, differences between dates: days, weeks, months, ages, business days: the code of the rows in rows.ts beside it. */
import { formatNumber, ordinal } from '../../../format';
import type { Figure, ToolContext } from '../../../types';
import { type CivilDate, WEEKDAYS, daysInMonth, formatDate, weekdayIndex } from '../../timeZones/zoneMath';
import { type Values, type Answer, fail, plural, dateAnswer, dayOf, readDate, HOLIDAY_NOTE } from '../shared/read';
import { calendarDifference, ymd, weekdaysBetween } from '../shared/calendar';
import { topicEngine, type Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'days-between-dates': (_input, values, context) => {
    return daysBetween(values, context, 'days');
  },
  'weeks-between-dates': (_input, values, context) => {
    return daysBetween(values, context, 'weeks');
  },
  'months-between-dates': (_input, values, context) => {
    return daysBetween(values, context, 'months');
  },
  'age-calculator': (_input, values, context) => {
    return age(values, context);
  },
  'age-difference-calculator': (_input, values, context) => {
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
  },
  'business-days-calculator': (_input, values, context) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
