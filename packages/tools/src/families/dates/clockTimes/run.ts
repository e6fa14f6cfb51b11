/** dates, clock times: each tool's code, keyed by its row's id (rows.ts beside it). */
import { formatNumber } from '../../../format';
import { formatClock, formatClock12, parseClockTime, parseIsoDate } from '../../timeZones/zoneMath';
import { type Operations, topicEngine } from '../../topic';
import { durationWords, instantOf, readZone } from '../shared/clock';
import { fail } from '../shared/read';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  '12-hour-to-24-hour-time': (_input, values) => {
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
  },
  '24-hour-to-12-hour-time': (_input, values) => {
    const secs = parseClockTime(values.input ?? '');
    if (typeof secs === 'string') return fail(secs);
    return { ok: true, text: formatClock12(secs), figures: [{ label: '24-hour clock', value: formatClock(secs) }] };
  },
  'time-between-two-dates': (_input, values, context) => {
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
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
