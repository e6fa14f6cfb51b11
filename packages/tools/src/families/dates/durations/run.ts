/** dates, times and durations: clock times, hours and minutes, durations between instants: the code of the rows in rows.ts beside it. */
import { formatNumber, parseNumber } from '../../../format';
import type { Figure } from '../../../types';
import { parseClockTime } from '../../timeZones/zoneMath';
import { fail, parseHours } from '../shared/read';
import { parseDuration, formatDuration, durationWords, hoursWords } from '../shared/clock';
import { topicEngine, type Operations } from '../../topic';
import type { Operation } from '../../../types';
import type { rows } from './rows';

/** The time between two clock times; `atWork` also takes a break off and gives decimal hours. */
function hoursBetween(atWork: boolean): Operation {
  return (_input, values) => {
    const start = parseClockTime(values.start ?? '');
    if (typeof start === 'string') return fail(start);
    const end = parseClockTime(values.end ?? '');
    if (typeof end === 'string') return fail(end);
    const crosses = end < start;
    let span = end - start + (crosses ? 86400 : 0);
    const figures: Figure[] = [];
    if (atWork) {
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
  };
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'time-duration-calculator': (_input, values) => {
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
  },
  'hours-between-times': hoursBetween(false),
  'work-hours-calculator': hoursBetween(true),
  'minutes-to-hours-and-minutes': (_input, values) => {
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
  },
  'hours-and-minutes-to-minutes': (_input, values) => {
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
  },
  'decimal-hours-to-hours-minutes': (_input, values) => {
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
  },
  'hours-minutes-to-decimal': (_input, values) => {
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
  },
  'seconds-to-hh-mm-ss': (_input, values) => {
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
  },
  'hh-mm-ss-to-seconds': (_input, values) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
