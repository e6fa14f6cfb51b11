/** dates, countdowns: days until and since a date: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import { type CivilDate, formatDate, isKnownZone, parseClockTime } from '../../timeZones/zoneMath';
import { fail, plural, dateAnswer, dayOf, today, readDate } from '../shared/read';
import { calendarDifference, ymd } from '../shared/calendar';
import { instantOf, instantInZone } from '../shared/clock';
import { topicEngine, type Operations } from '../../topic';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'countdown-to-date': (_input, values, context) => {
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
  },
  'days-until-christmas': (_input, _values, context, tool) => {
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
  },
  'days-since-date': (_input, values, context) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
