/** dates, timestamps: Unix time and ISO 8601: the code of the rows in rows.ts beside it. */
import { formatNumber, parseNumber } from '../../../format';
import type { Figure } from '../../../types';
import {
  DAY_MS,
  civilFromDays,
  formatClock,
  formatDate,
  formatOffset,
  longDate,
  pad,
  daysFromCivil,
  MONTHS,
  wallClock,
} from '../../timeZones/zoneMath';
import { fail, FIRST_DAY, LAST_DAY, dayOf, readDate } from '../shared/read';
import { isoWeekLabel, dayOfYear } from '../shared/calendar';
import {
  readZone,
  zoneYearProblem,
  instantOf,
  instantInZone,
  isoUtc,
  isoOffset,
  parseIso8601,
  readClockTime,
} from '../shared/clock';
import { topicEngine, type Operations } from '../../topic';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'unix-timestamp-to-date': (_input, values, context) => {
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
  },
  'date-to-unix-timestamp': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const time = readClockTime(values.time ?? '');
    if (typeof time === 'string') return fail(time);
    const zone = readZone(values, { ...context, timeZone: 'UTC' });
    if (typeof zone !== 'string') return fail(zone.error);
    const whole = instantOf(zone, date, time.seconds);
    if (typeof whole === 'string') return fail(whole);
    const found = { ...whole, instant: whole.instant + time.ms };
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
  },
  'current-unix-timestamp': (_input, _values, context) => {
    const now = context.now();
    return {
      ok: true,
      text: formatNumber(Math.floor(now / 1000), 15),
      figures: [
        { label: 'Milliseconds', value: formatNumber(now, 15) },
        { label: 'UTC (ISO 8601)', value: isoUtc(Math.floor(now / 1000) * 1000) },
      ],
    };
  },
  'iso-8601-formatter': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const time = readClockTime(values.time ?? '');
    if (typeof time === 'string') return fail(time);
    const { seconds, ms } = time;
    const zone = readZone(values, { ...context, timeZone: 'UTC' });
    if (typeof zone !== 'string') return fail(zone.error);
    const whole = instantOf(zone, date, seconds);
    if (typeof whole === 'string') return fail(whole);
    const found = { ...whole, instant: whole.instant + ms };
    const offset = zone === 'UTC' ? 0 : wallClock(zone, found.instant).offset;
    const fraction = ms ? `.${pad(ms, 3)}` : '';
    const local = `${formatDate(date)}T${formatClock(seconds, true)}${fraction}`;
    const text = zone === 'UTC' ? `${local}Z` : `${local}${isoOffset(offset)}`;
    const days = dayOf(date);
    return {
      ok: true,
      text,
      figures: [
        { label: 'In UTC', value: isoUtc(found.instant) },
        {
          label: 'Basic format',
          value: `${formatDate(date).replace(/-/g, '')}T${formatClock(seconds, true).replace(/:/g, '')}${fraction}${zone === 'UTC' ? 'Z' : isoOffset(offset).replace(':', '')}`,
        },
        { label: 'Week date', value: isoWeekLabel(days) },
        { label: 'Ordinal date', value: `${pad(date.year, 4)}-${pad(dayOfYear(date), 3)}` },
        { label: 'Unix timestamp', value: formatNumber(found.instant / 1000, 15) },
      ],
    };
  },
  'iso-8601-parser': (_input, values) => {
    const parsed = parseIso8601(values.input ?? '');
    if (typeof parsed === 'string') return fail(parsed);
    const days = dayOf(parsed.date);
    const figures: Figure[] = [
      { label: 'Date', value: longDate(parsed.date) },
      { label: 'Calendar date', value: formatDate(parsed.date) },
      { label: 'Week date', value: isoWeekLabel(days) },
      { label: 'Ordinal date', value: `${pad(parsed.date.year, 4)}-${pad(dayOfYear(parsed.date), 3)}` },
    ];
    if (parsed.precision) {
      // A year or a month alone names the whole period, from its first day to its last.
      const { year, month } = parsed.date;
      const next =
        parsed.precision === 'year' || month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
      const last = daysFromCivil({ ...next, day: 1 }) - 1;
      const what = parsed.precision === 'year' ? `The year ${year}` : `${MONTHS[month - 1]} ${year}`;
      return {
        ok: true,
        text: `${what}: ${longDate(parsed.date)} to ${longDate(civilFromDays(last))} (a ${parsed.precision} without a ${parsed.precision === 'year' ? 'month or day' : 'day'})`,
        figures: [
          { label: 'First day', value: formatDate(parsed.date) },
          { label: 'Last day', value: formatDate(civilFromDays(last)) },
          { label: 'Days', value: String(last - days + 1) },
        ],
      };
    }
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
