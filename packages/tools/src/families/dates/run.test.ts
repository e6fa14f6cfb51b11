import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import type { ToolResult } from '../../types';
import { civilFromDays, daysFromCivil, parseClockTime } from '../timeZones/zoneMath';
import { loadEngine } from '../engines';
import {
  addBusinessDays,
  calendarDifference,
  isoWeek,
  orthodoxEasterDays,
  weekdaysBetween,
  westernEaster,
} from './shared/calendar';
import { formatDuration, parseDuration, parseIso8601 } from './shared/clock';

const use = async (id: string, input: Record<string, string>, context = fixedContext()): Promise<ToolResult> => {
  const tool = findTool(id)!;
  const run = await loadEngine(tool);
  return run(tool, valuesFor(tool, input), context);
};
const text = async (id: string, input: Record<string, string>, context = fixedContext()) => {
  const result = await use(id, input, context);
  return result.ok ? result.text : `ERROR ${result.error}`;
};
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return daysFromCivil({ year: y!, month: m!, day: d! });
};

describe('calendar arithmetic', () => {
  it('counts days from 1970-01-01 like the Unix epoch does', () => {
    expect(day('1970-01-01')).toBe(0);
    // 1736899200 / 86400 = 20103 (2025-01-15T00:00:00Z).
    expect(day('2025-01-15')).toBe(20103);
    expect(day('1969-12-31')).toBe(-1);
    // 0001-01-01 is day −719162 (Python: date(1,1,1).toordinal() − date(1970,1,1).toordinal()).
    expect(day('0001-01-01')).toBe(-719162);
    for (const n of [-719162, -1, 0, 59, 11016, 20103, 2932896]) expect(daysFromCivil(civilFromDays(n))).toBe(n);
  });

  it('counts millions of days, hours and minutes to the last one', async () => {
    // Python: (date(9999,12,31) - date(1,1,1)).days = 3652058; 100,000,000 min = 1,666,666 h 40 min.
    expect(await text('days-between-dates', { start: '0001-01-01', end: '9999-12-31' })).toBe('3652058 days');
    expect(await text('minutes-to-hours-and-minutes', { value: '100000000' })).toBe('1666666 hours 40 minutes');
  });

  it('rounds an Excel serial to the second before splitting off the day', async () => {
    // 45672 is 2025-01-15; .999999 of a day is 86399.9136 s, which rounds to the next midnight.
    expect(await text('excel-date-to-date', { input: '45672.999999' })).toBe('2025-01-16 (Thursday)');
    expect(await text('excel-date-to-date', { input: '45672.5' })).toBe('2025-01-15 12:00:00');
  });

  it('names a birthday that is today with its ordinal (the fixed clock is 2025-01-15)', async () => {
    const nextBirthday = async (birth: string) => {
      const result = await use('age-calculator', { birth });
      return result.ok ? result.figures?.find((f) => f.label === 'Next birthday')?.value : result.error;
    };
    expect(await nextBirthday('2004-01-15')).toBe('Today: 21st birthday');
    expect(await nextBirthday('2023-01-15')).toBe('Today: 2nd birthday');
    expect(await nextBirthday('2012-01-15')).toBe('Today: 13th birthday');
    expect(await nextBirthday('2025-01-15')).toBe('Today: the day of birth');
  });

  it('gives ISO 8601 weeks as Python’s date.isocalendar() does', () => {
    const cases: [string, number, number, number][] = [
      ['2026-01-01', 2026, 1, 4],
      ['2027-01-01', 2026, 53, 5],
      ['2015-12-31', 2015, 53, 4],
      ['2008-12-29', 2009, 1, 1],
      ['2010-01-03', 2009, 53, 7],
      ['2016-03-18', 2016, 11, 5],
      ['1954-02-19', 1954, 7, 5],
      ['2041-09-08', 2041, 36, 7],
      ['1917-04-30', 1917, 18, 1],
      ['1925-12-30', 1925, 53, 3],
    ];
    for (const [date, weekYear, week, weekday] of cases)
      expect(isoWeek(day(date)), date).toEqual({ weekYear, week, weekday });
  });

  it('gives years, months and days as dateutil’s relativedelta does', () => {
    const cases: [string, string, number, number, number][] = [
      ['2000-01-31', '2000-03-01', 0, 1, 1],
      ['2023-03-31', '2023-04-30', 0, 1, 0],
      ['1999-12-31', '2024-02-29', 24, 2, 0],
      ['1933-10-12', '2092-04-22', 158, 6, 10],
      ['1920-10-25', '2031-03-26', 110, 5, 1],
      ['1977-01-17', '2082-02-05', 105, 0, 19],
      ['1913-06-16', '1930-11-05', 17, 4, 20],
      ['2050-01-24', '2055-08-14', 5, 6, 21],
    ];
    for (const [a, b, years, months, days] of cases) {
      expect(calendarDifference(civilFromDays(day(a)), civilFromDays(day(b))), `${a} → ${b}`).toMatchObject({
        years,
        months,
        days,
      });
    }
  });

  it('counts weekdays as numpy.busday_count does (both ends counted)', () => {
    const cases: [string, string, number][] = [
      ['2025-01-04', '2025-01-05', 0],
      ['2024-01-01', '2024-12-31', 262],
      ['1925-01-26', '1986-05-14', 15993],
      ['1932-07-21', '2097-09-30', 43098],
      ['1921-03-19', '2052-05-05', 34210],
      ['1944-06-05', '1980-02-11', 9311],
    ];
    for (const [a, b, n] of cases) expect(weekdaysBetween(day(a), day(b)), `${a} → ${b}`).toBe(n);
  });

  it('adds business days like Excel’s WORKDAY', () => {
    // From a Saturday, 1 business day on is the Monday; 5 on is the Friday after.
    expect(civilFromDays(addBusinessDays(day('2025-01-18'), 1))).toEqual({ year: 2025, month: 1, day: 20 });
    expect(civilFromDays(addBusinessDays(day('2025-01-18'), 5))).toEqual({ year: 2025, month: 1, day: 24 });
    // Going back from Monday 20 January, 1 business day is Friday 17 January.
    expect(civilFromDays(addBusinessDays(day('2025-01-20'), -1))).toEqual({ year: 2025, month: 1, day: 17 });
  });
});

describe('Easter', () => {
  it('matches dateutil.easter (Western) over four centuries, including the earliest and latest dates', () => {
    const western: [number, string][] = [
      [1583, '1583-04-10'],
      [1818, '1818-03-22'],
      [1900, '1900-04-15'],
      [1943, '1943-04-25'],
      [2000, '2000-04-23'],
      [2008, '2008-03-23'],
      [2011, '2011-04-24'],
      [2019, '2019-04-21'],
      [2038, '2038-04-25'],
      [2285, '2285-03-22'],
    ];
    for (const [year, date] of western) expect(daysFromCivil(westernEaster(year)), String(year)).toBe(day(date));
  });

  it('matches dateutil.easter (Orthodox, as a Gregorian date)', () => {
    const orthodox: [number, string][] = [
      [2008, '2008-04-27'],
      [2010, '2010-04-04'],
      [2021, '2021-05-02'],
      [2023, '2023-04-16'],
      [2024, '2024-05-05'],
      [2027, '2027-05-02'],
      [2030, '2030-04-28'],
    ];
    for (const [year, date] of orthodox) expect(orthodoxEasterDays(year), String(year)).toBe(day(date));
  });

  it('refuses years before the Gregorian calendar', async () => {
    expect(await text('easter-date-calculator', { year: '1500' })).toMatch(/^ERROR .*1582/);
  });
});

describe('durations and clock times', () => {
  it('reads durations in the usual forms', () => {
    expect(parseDuration('1:30')).toBe(5400);
    expect(parseDuration('1:30:15')).toBe(5415);
    expect(parseDuration('100:00')).toBe(360000);
    expect(parseDuration('-0:45')).toBe(-2700);
    expect(parseDuration('1h 30m')).toBe(5400);
    expect(parseDuration('2 hours 5 minutes')).toBe(7500);
    expect(parseDuration('45s')).toBe(45);
    expect(parseDuration('1:75')).toMatch(/00 to 59/);
    expect(parseDuration('abc')).toMatch(/^Enter a duration/);
    expect(formatDuration(-5400)).toBe('-01:30:00');
  });

  it('reads 12- and 24-hour clock times, and refuses impossible ones', () => {
    expect(parseClockTime('12 am')).toBe(0);
    expect(parseClockTime('12:30 a.m.')).toBe(1800);
    expect(parseClockTime('12 pm')).toBe(43200);
    expect(parseClockTime('noon')).toBe(43200);
    expect(parseClockTime('0930')).toBe(34200);
    expect(parseClockTime('9.30 pm')).toBe(77400);
    expect(parseClockTime('23:59:59')).toBe(86399);
    expect(parseClockTime('24:00')).toMatch(/00 to 23/);
    expect(parseClockTime('13 pm')).toMatch(/1 to 12/);
    expect(parseClockTime('9:60')).toMatch(/00 to 59/);
  });

  it('runs hours past midnight and takes the break off', async () => {
    expect(await text('hours-between-times', { start: '23:30', end: '00:15' })).toBe('45 minutes');
    expect(await text('hours-between-times', { start: '09:00', end: '09:00' })).toBe('0 minutes');
    expect(await text('work-hours-calculator', { start: '22:00', end: '06:00', break: '30' })).toBe('7.5 hours (7:30)');
    expect(await text('work-hours-calculator', { start: '09:00', end: '09:30', break: '45' })).toMatch(
      /^ERROR The break is longer/,
    );
  });
});

describe('timestamps and ISO 8601', () => {
  it('reads seconds and milliseconds, before and after the epoch', async () => {
    expect(await text('unix-timestamp-to-date', { input: '0' })).toBe('1970-01-01 00:00:00 UTC (UTC+00:00)');
    expect(await text('unix-timestamp-to-date', { input: '-1' })).toBe('1969-12-31 23:59:59 UTC (UTC+00:00)');
    // 2^31 − 1: the 32-bit limit, 2038-01-19 03:14:07 UTC.
    expect(await text('unix-timestamp-to-date', { input: '2147483647' })).toBe('2038-01-19 03:14:07 UTC (UTC+00:00)');
    expect(await text('unix-timestamp-to-date', { input: '1736942400123', unit: 'milliseconds' })).toBe(
      '2025-01-15 12:00:00.123 UTC (UTC+00:00)',
    );
    expect(await text('unix-timestamp-to-date', { input: '1736942400123', unit: 'seconds' })).toMatch(
      /^ERROR .*milliseconds/,
    );
    expect(await text('unix-timestamp-to-date', { input: '-1', zone: 'America/New_York' })).toMatch(
      /^ERROR .*choose UTC/,
    );
  });

  it('refuses a time the clocks skip, and takes the first of a time that happens twice', async () => {
    expect(
      await text('date-to-unix-timestamp', { date: '2025-03-09', time: '02:30', zone: 'America/New_York' }),
    ).toMatch(/^ERROR 02:30 does not exist/);
    // 01:30 EDT on 2025-11-02 = 05:30 UTC = 1762061400.
    expect(await text('date-to-unix-timestamp', { date: '2025-11-02', time: '01:30', zone: 'America/New_York' })).toBe(
      '1762061400',
    );
  });

  it('parses ISO 8601 forms and refuses impossible ones', () => {
    expect(parseIso8601('2025-01-15T09:30:00.250-03:30')).toEqual({
      date: { year: 2025, month: 1, day: 15 },
      seconds: 34200,
      ms: 250,
      offset: -12600,
    });
    expect(parseIso8601('20250115T093000Z')).toMatchObject({ seconds: 34200, offset: 0 });
    expect(parseIso8601('2024-366')).toMatchObject({ date: { year: 2024, month: 12, day: 31 } });
    expect(parseIso8601('2025-366')).toMatch(/365 days/);
    expect(parseIso8601('2025-02-29')).toMatch(/February 2025 has 28 days/);
    expect(parseIso8601('2025-W53-1')).toMatch(/52 ISO weeks/);
    expect(parseIso8601('2025-01-15T24:00')).toMatch(/00 to 23/);
    expect(parseIso8601('2025-01-15+05:00')).toMatch(/^Enter an ISO 8601/);
    expect(parseIso8601('15/01/2025')).toMatch(/^Enter an ISO 8601/);
    // Reduced precision (a year, a month) and a decimal fraction on the time's last part.
    expect(parseIso8601('2016')).toEqual({ date: { year: 2016, month: 1, day: 1 }, ms: 0, precision: 'year' });
    expect(parseIso8601('2016-05')).toEqual({ date: { year: 2016, month: 5, day: 1 }, ms: 0, precision: 'month' });
    expect(parseIso8601('2016-13')).toMatch(/^Months go from 01 to 12/);
    expect(parseIso8601('0000')).toBe('Enter a year from 0001 to 9999.');
    expect(parseIso8601('2016-05-25T09:24:15,5')).toMatchObject({ seconds: 33855, ms: 500 });
    expect(parseIso8601('2016-05-25T09:24.5')).toMatchObject({ seconds: 33870, ms: 0 });
    expect(parseIso8601('2016-05-25T09.25')).toMatchObject({ seconds: 33300, ms: 0 });
    expect(parseIso8601('2016-05-25T092415.123456789Z')).toMatchObject({ seconds: 33855, ms: 123, offset: 0 });
  });

  it('keeps to Excel’s 1900 date system, including its phantom 29 February 1900', async () => {
    expect(await text('excel-date-to-date', { input: '59' })).toBe('1900-02-28 (Wednesday)');
    expect(await text('excel-date-to-date', { input: '60' })).toMatch(/^ERROR Serial 60 is 29 February 1900/);
    expect(await text('excel-date-to-date', { input: '61' })).toBe('1900-03-01 (Thursday)');
    expect(await text('date-to-excel-serial', { date: '1900-03-01' })).toBe('61');
    expect(await text('date-to-excel-serial', { date: '1899-12-31' })).toMatch(/^ERROR/);
  });
});

describe('dates relative to today', () => {
  it('reads today in the person’s time zone', async () => {
    // 2025-01-15 12:00 UTC is already 2025-01-16 in Auckland (UTC+13).
    const auckland = { ...fixedContext(), timeZone: 'Pacific/Auckland' };
    expect(await text('days-until-christmas', {}, auckland)).toBe('343 days');
    expect(await text('days-until-christmas', {}, fixedContext(1, Date.UTC(2025, 11, 25, 9)))).toBe(
      '0 days: it is Christmas Day today.',
    );
    expect(await text('days-until-christmas', {}, fixedContext(1, Date.UTC(2025, 11, 26)))).toBe('364 days');
    expect(await text('current-week-number', {}, fixedContext(1, Date.UTC(2024, 11, 30)))).toBe('Week 1 of 2025');
  });

  it('does not count a birth date after the date counted to', async () => {
    expect(await text('age-calculator', { birth: '2030-01-01' })).toMatch(/^ERROR The date of birth is after/);
    expect(await text('days-since-date', { date: '2030-01-01' })).toMatch(/^ERROR .*future/);
  });
});

describe('bad input gets a sentence', () => {
  it('names what is wrong', async () => {
    expect(await text('days-between-dates', { start: '2025-02-30', end: '2025-03-01' })).toBe(
      'ERROR February 2025 has 28 days: enter a day from 1 to 28.',
    );
    expect(await text('days-between-dates', { start: 'tomorrow', end: '2025-03-01' })).toBe(
      'ERROR Enter the start date as YYYY-MM-DD, such as 2025-01-15.',
    );
    expect(await text('add-days-to-date', { date: '9999-12-31', days: '1' })).toMatch(
      /^ERROR .*outside the years 1 to 9999/,
    );
    expect(await text('dd-mm-yyyy-to-mm-dd-yyyy', { input: '15/01/25' })).toMatch(
      /^ERROR Write the year with four digits/,
    );
    expect(await text('dd-mm-yyyy-to-mm-dd-yyyy', { input: '01/15/2025' })).toMatch(
      /^ERROR Enter a month from 1 to 12/,
    );
    expect(await text('iso-week-to-dates', { year: '2025', week: '53' })).toMatch(/^ERROR .*2025 has 52 ISO weeks/);
    expect(await text('nth-weekday-of-month', { which: '5', weekday: 'Monday', month: '2', year: '2025' })).toBe(
      'ERROR February 2025 has only 4 Mondays.',
    );
  });
});
