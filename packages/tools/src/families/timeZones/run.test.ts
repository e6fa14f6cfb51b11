import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import type { ToolResult } from '../../types';
import { run } from './run';
import { daysFromCivil, formatOffset, instantsAt, isKnownZone, offsetAt, transitionsBetween } from './zoneMath';
import { ZONES } from './zones';

const use = async (id: string, input: Record<string, string>, context = fixedContext()): Promise<ToolResult> => {
  const tool = findTool(id)!;
  return run(tool, valuesFor(tool, input), context);
};
const text = async (id: string, input: Record<string, string>, context = fixedContext()) => {
  const result = await use(id, input, context);
  return result.ok ? result.text : `ERROR ${result.error}`;
};

describe('zone arithmetic from the IANA rules', () => {
  it('offers only zones the platform knows, with the offsets their abbreviations name', () => {
    for (const info of ZONES) {
      expect(isKnownZone(info.zone), info.zone).toBe(true);
      // The table's standard offset is the zone's smaller 2025 offset; its daylight offset the larger
      // (checked against Python's zoneinfo for every row as well). Mexico City keeps its CDT entry
      // for the years before it stopped changing clocks in 2022.
      const offsets = [Date.UTC(2025, 0, 15, 12), Date.UTC(2025, 6, 15, 12)].map((t) => offsetAt(info.zone, t) / 60);
      if (info.std) expect(Math.min(...offsets), info.zone).toBe(info.std.offset);
      if (info.dst && offsets[0] !== offsets[1]) expect(Math.max(...offsets), info.zone).toBe(info.dst.offset);
    }
  });

  it('reads offsets for winter and summer, in both hemispheres and at odd offsets', () => {
    expect(offsetAt('America/New_York', Date.UTC(2025, 0, 15))).toBe(-5 * 3600);
    expect(offsetAt('America/New_York', Date.UTC(2025, 6, 15))).toBe(-4 * 3600);
    expect(offsetAt('Australia/Sydney', Date.UTC(2025, 0, 15))).toBe(11 * 3600);
    expect(offsetAt('Australia/Sydney', Date.UTC(2025, 6, 15))).toBe(10 * 3600);
    expect(offsetAt('Asia/Kathmandu', Date.UTC(2025, 6, 15))).toBe(5 * 3600 + 45 * 60);
    // Lord Howe Island moves its clocks by half an hour: UTC+10:30 in winter, +11:00 in summer.
    expect(offsetAt('Australia/Lord_Howe', Date.UTC(2025, 6, 15))).toBe(10.5 * 3600);
    expect(offsetAt('Australia/Lord_Howe', Date.UTC(2025, 0, 15))).toBe(11 * 3600);
    expect(formatOffset(-9.5 * 3600)).toBe('UTC−09:30');
  });

  it('finds the 2025 clock changes at the instants the rules give', () => {
    const year = [Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1)] as const;
    // US: 2 am local on the second Sunday of March and the first Sunday of November.
    expect(transitionsBetween('America/New_York', ...year)).toEqual([
      { at: Date.UTC(2025, 2, 9, 7), from: -18000, to: -14400 },
      { at: Date.UTC(2025, 10, 2, 6), from: -14400, to: -18000 },
    ]);
    // EU: 01:00 UTC on the last Sundays of March and October.
    expect(transitionsBetween('Europe/Paris', ...year).map((t) => t.at)).toEqual([
      Date.UTC(2025, 2, 30, 1),
      Date.UTC(2025, 9, 26, 1),
    ]);
    // New Zealand: 03:00 NZDT on the first Sunday of April, 02:00 NZST on the last Sunday of September.
    expect(transitionsBetween('Pacific/Auckland', ...year).map((t) => t.at)).toEqual([
      Date.UTC(2025, 3, 5, 14),
      Date.UTC(2025, 8, 27, 14),
    ]);
    expect(transitionsBetween('Asia/Kolkata', ...year)).toEqual([]);
  });

  it('knows a local time can be missing or happen twice', () => {
    const date = (y: number, m: number, d: number) => ({ year: y, month: m, day: d });
    expect(instantsAt('America/New_York', date(2025, 3, 9), 2.5 * 3600)).toEqual([]);
    expect(instantsAt('America/New_York', date(2025, 11, 2), 1.5 * 3600)).toEqual([
      Date.UTC(2025, 10, 2, 5, 30),
      Date.UTC(2025, 10, 2, 6, 30),
    ]);
    expect(instantsAt('Europe/London', date(2025, 7, 15), 9 * 3600)).toEqual([Date.UTC(2025, 6, 15, 8)]);
    expect(daysFromCivil(date(2025, 1, 15))).toBe(20103);
  });
});

describe('pair converters', () => {
  it('say when a zone named by its standard abbreviation is on daylight time that day', async () => {
    const summer = await use('est-to-pst', { date: '2025-07-15', time: '09:00' });
    expect(summer).toMatchObject({ ok: true, text: '2025-07-15 06:00 PDT (UTC−07:00)' });
    const notes = summer.ok ? summer.figures!.map((f) => f.value) : [];
    expect(notes).toContain('New York is on daylight saving time that day: EDT (UTC−04:00), not EST.');
    expect(notes).toContain('Los Angeles is on daylight saving time that day: PDT (UTC−07:00), not PST.');
    const winter = await use('bst-to-est', { date: '2025-01-15', time: '09:00' });
    expect(winter.ok && winter.figures!.map((f) => f.value)).toContain(
      'London is on standard time that day: GMT (UTC+00:00), not BST.',
    );
    const plain = await use('est-to-pst', { date: '2025-01-15', time: '09:00' });
    expect(plain.ok && plain.figures!.some((f) => f.value.includes('not EST'))).toBe(false);
  });

  it('change day when the answer crosses midnight', async () => {
    const result = await use('pst-to-ist', { date: '2025-01-15', time: '11:30 pm' });
    // 23:30 PST = 07:30 UTC on the 16th = 13:00 IST.
    expect(result).toMatchObject({ ok: true, text: '2025-01-16 13:00 IST (UTC+05:30)' });
    expect(result.ok && result.figures!.find((f) => f.label === 'Day')!.value).toBe(
      'Next day (Thursday 16 January 2025)',
    );
  });

  it('use the day of the clock change correctly on each side', async () => {
    // 2025-03-09 10:00 EDT (after the 2 am change) = 14:00 UTC = 14:00 GMT; London changes three weeks later.
    expect(await text('est-to-bst', { date: '2025-03-09', time: '10:00' })).toBe('2025-03-09 14:00 GMT (UTC+00:00)');
    // 2025-03-09 01:00 EST (before it) = 06:00 UTC.
    expect(await text('est-to-utc', { date: '2025-03-09', time: '01:00' })).toBe('2025-03-09 06:00 UTC (UTC+00:00)');
    // Between 9 and 30 March 2025 New York and London are 4 hours apart, not 5.
    expect(await text('bst-to-est', { date: '2025-03-20', time: '12:00' })).toBe('2025-03-20 08:00 EDT (UTC−04:00)');
  });

  it('refuse a time the clocks skip, and explain a time that happens twice', async () => {
    expect(await text('est-to-pst', { date: '2025-03-09', time: '02:30' })).toBe(
      'ERROR 02:30 does not exist in New York on 2025-03-09: it falls in the hour skipped when daylight saving time starts (clocks go from 02:00 to 03:00). Enter a time outside that gap.',
    );
    // Lord Howe Island moves its clocks by half an hour (zoneinfo: 02:00 → 02:30 on 2025-10-05).
    expect(
      await text('time-zone-converter', { from: 'Australia/Lord_Howe', to: 'UTC', date: '2025-10-05', time: '02:15' }),
    ).toBe(
      'ERROR 02:15 does not exist in Lord Howe on 2025-10-05: it falls in the half hour skipped when daylight saving time starts (clocks go from 02:00 to 02:30). Enter a time outside that gap.',
    );
    const twice = await use('est-to-utc', { date: '2025-11-02', time: '01:30' });
    expect(twice).toMatchObject({ ok: true, text: '2025-11-02 05:30 UTC (UTC+00:00)' });
    expect(twice.ok && twice.figures!.find((f) => f.label === 'Happens twice')!.value).toContain(
      'is 2025-11-02 06:30 UTC (UTC+00:00)',
    );
  });

  it('use today when the date is left empty', async () => {
    expect(await text('utc-to-ist', { date: '', time: '12:00' })).toBe('2025-01-15 17:30 IST (UTC+05:30)');
  });

  it('answer bad input with a sentence', async () => {
    expect(await text('est-to-pst', { date: '2025-01-15', time: '25:00' })).toMatch(
      /^ERROR The hour goes from 00 to 23/,
    );
    expect(await text('est-to-pst', { date: '1969-07-20', time: '09:00' })).toMatch(
      /^ERROR Enter a date from 1970 to 2100/,
    );
    expect(await text('est-to-pst', { date: '15/01/2025', time: '09:00' })).toBe(
      'ERROR Enter a date as YYYY-MM-DD, such as 2025-01-15.',
    );
    expect(await text('time-zone-converter', { from: 'Mars/Olympus', to: 'UTC', time: '09:00' })).toMatch(
      /^ERROR This browser does not know the time zone/,
    );
  });
});

describe('clocks and calendars of zones', () => {
  it('shows the current time in a city with its next clock change', async () => {
    const july = fixedContext(1, Date.UTC(2025, 6, 1));
    const sydney = await use('current-time-in-sydney', {}, july);
    expect(sydney).toMatchObject({ ok: true, text: '2025-07-01 10:00 AEST (UTC+10:00)' });
    expect(sydney.ok && sydney.figures!.find((f) => f.label === 'Next clock change')!.value).toBe(
      'Sunday 5 October 2025 at 02:00 AEST: clocks go forward to 03:00 AEDT (UTC+11:00)',
    );
    expect(await text('current-time-in-london', { format: '12' }, july)).toBe('2025-07-01 1:00 AM BST (UTC+01:00)');
  });

  it('lists a year’s clock changes, southern hemisphere and half-hour zones too', async () => {
    expect(await text('daylight-saving-time-dates', { zone: 'America/St_Johns', year: '2025' })).toBe(
      "Clock changes in St. John's, 2025:\nSunday 9 March 2025 at 02:00 NST: clocks go forward to 03:00 NDT (UTC−02:30)\nSunday 2 November 2025 at 02:00 NDT: clocks go back to 01:00 NST (UTC−03:30)",
    );
    expect(await text('daylight-saving-time-dates', { zone: 'Asia/Kolkata', year: '2025' })).toBe(
      'India does not change its clocks in 2025: IST, UTC+05:30 all year.',
    );
    expect(await text('daylight-saving-time-dates', { zone: 'UTC', year: '1969' })).toMatch(
      /^ERROR Enter a year from 1970/,
    );
  });

  it('gives the difference between zones with half hours', async () => {
    expect(
      await text('time-difference-between-time-zones', { a: 'Asia/Kolkata', b: 'Asia/Kathmandu', date: '2025-01-15' }),
    ).toBe('Kathmandu is 15 minutes ahead of India.');
    expect(
      await text('time-difference-between-time-zones', { a: 'Europe/Paris', b: 'Europe/Berlin', date: '2025-07-15' }),
    ).toBe('Paris and Berlin are on the same time.');
  });

  it('names the person’s own zone', async () => {
    expect(await text('what-is-my-time-zone', {}, { ...fixedContext(), timeZone: 'Asia/Kolkata' })).toBe(
      'Asia/Kolkata (UTC+05:30)',
    );
    expect(await text('what-is-my-time-zone', {}, { ...fixedContext(), timeZone: 'Nowhere/Special' })).toMatch(
      /^ERROR Your browser did not say/,
    );
  });
});
