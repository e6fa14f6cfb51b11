/** dates, adding to dates: a date plus or minus days, months, years, business days or hours: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import type { Figure } from '../../../types';
import { describe as describeInZone } from '../../timeZones/naming';
import {
  type CivilDate,
  MONTHS,
  civilFromDays,
  formatClock12,
  isKnownZone,
  longDate,
  wallClock,
} from '../../timeZones/zoneMath';
import {
  type Answer,
  fail,
  plural,
  dateAnswer,
  dayOf,
  today,
  readDate,
  readInteger,
  inRange,
  parseHours,
  HOLIDAY_NOTE,
} from '../shared/read';
import { addMonths, isoWeekLabel, addBusinessDays } from '../shared/calendar';
import { topicEngine, type Operations } from '../../topic';
import type { Operation } from '../../../types';
import type { rows } from './rows';

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

/** A date plus a number of days or of months (negative to go back), from the field named by the unit. */
function addTo(unit: 'days' | 'months'): Operation {
  return (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const amount = readInteger(
      values[unit],
      `a number of ${unit} (negative to go back)`,
      unit === 'days' ? '90' : '6',
      -3_650_000,
      3_650_000,
    );
    if (typeof amount === 'string') return fail(amount);
    return shiftAnswer(date, amount, unit);
  };
}

/** A number of days from today, forward or (the row's direction 'ago') back. */
const fromToday: Operation = (_input, values, context, tool) => {
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
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'date-calculator': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const amount = readInteger(values.amount, 'an amount', '30', 0, 3_650_000);
    if (typeof amount === 'string') return fail(amount);
    return shiftAnswer(date, values.direction === 'subtract' ? -amount : amount, values.unit ?? 'days');
  },
  'add-days-to-date': addTo('days'),
  'add-months-to-date': addTo('months'),
  'days-from-today': fromToday,
  'days-ago-calculator': fromToday,
  'add-business-days': (_input, values, context) => {
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
  },
  'hours-from-now': (_input, values, context) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
