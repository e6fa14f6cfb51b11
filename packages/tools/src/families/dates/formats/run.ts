/** dates, date formats: day/month orders, Julian days, YYDDD dates, Excel serials and Easter: the code of the rows in rows.ts beside it. */
import { formatNumber, parseNumber } from '../../../format';
import type { Figure, Operation } from '../../../types';
import {
  type CivilDate,
  DAY_MS,
  MONTHS,
  checkDate,
  civilFromDays,
  daysFromCivil,
  formatClock,
  formatDate,
  isLeapYear,
  longDate,
  pad,
  parseClockTime,
} from '../../timeZones/zoneMath';
import {
  fail,
  JDN_OF_EPOCH,
  EXCEL_EPOCH,
  FIRST_DAY,
  LAST_DAY,
  dateAnswer,
  dayOf,
  readDate,
  readInteger,
} from '../shared/read';
import { dayOfYear, westernEaster, orthodoxEasterDays } from '../shared/calendar';
import { instantInZone } from '../shared/clock';
import { topicEngine, type Operations } from '../../topic';
import type { rows } from './rows';

const ORDERS: Record<string, { parts: ('d' | 'm' | 'y')[]; example: string }> = {
  dmy: { parts: ['d', 'm', 'y'], example: '15/01/2025' },
  mdy: { parts: ['m', 'd', 'y'], example: '01/15/2025' },
  ymd: { parts: ['y', 'm', 'd'], example: '2025-01-15' },
};

function parseOrdered(text: string, order: string): CivilDate | string {
  const spec = ORDERS[order];
  if (!spec) return 'This tool is not set up correctly.';
  const s = text.trim();
  const hint = `Enter a date as ${order === 'dmy' ? 'DD/MM/YYYY' : order === 'mdy' ? 'MM/DD/YYYY' : 'YYYY-MM-DD'}, such as ${spec.example}.`;
  const m = /^(\d{1,4})[-/. ](\d{1,4})[-/. ](\d{1,4})$/.exec(s);
  if (!m) return hint;
  const got: Record<string, string> = {};
  spec.parts.forEach((part, i) => (got[part] = m[i + 1]!));
  if (got.y!.length !== 4) return `Write the year with four digits. ${hint}`;
  if (got.d!.length > 2 || got.m!.length > 2) return hint;
  return checkDate(Number(got.y), Number(got.m), Number(got.d));
}

function formatOrdered(date: CivilDate, format: string): string {
  const d = pad(date.day);
  const m = pad(date.month);
  const y = pad(date.year, 4);
  switch (format) {
    case 'dmy':
      return `${d}/${m}/${y}`;
    case 'mdy':
      return `${m}/${d}/${y}`;
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'long-dmy':
      return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
    case 'long-mdy':
      return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
    default:
      return `${y}-${m}-${d}`;
  }
}

/* ---------------------------------------------------------------- operations */

/** Rewrites a date from one day/month/year order to another (the orders come from the row's params, else the fields). */
const convertOrder: Operation = (_input, values, _context, tool) => {
  const from = tool.params.from ?? values.from ?? 'dmy';
  const to = tool.params.to ?? values.to ?? 'ymd';
  const date = parseOrdered(values.input ?? '', from);
  if (typeof date === 'string') return fail(date);
  return {
    ok: true,
    text: formatOrdered(date, to),
    figures: [
      { label: 'Date', value: longDate(date) },
      { label: 'ISO 8601', value: formatDate(date) },
    ],
  };
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'date-format-converter': convertOrder,
  'dd-mm-yyyy-to-mm-dd-yyyy': convertOrder,
  'mm-dd-yyyy-to-dd-mm-yyyy': convertOrder,
  'julian-day-calculator': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const seconds = (values.time ?? '').trim() === '' ? 12 * 3600 : parseClockTime(values.time ?? '');
    if (typeof seconds === 'string') return fail(seconds);
    const jdn = dayOf(date) + JDN_OF_EPOCH;
    const jd = jdn - 0.5 + seconds / 86400;
    return {
      ok: true,
      text: formatNumber(jd, 13),
      figures: [
        { label: 'Julian Day Number of the date (at noon UTC)', value: formatNumber(jdn, 13) },
        { label: 'Modified Julian Date', value: formatNumber(jd - 2400000.5, 13) },
        {
          label: 'Calendar',
          value: 'The date is read in the Gregorian calendar, extended back before 1582; the time is UTC.',
        },
      ],
    };
  },
  'julian-day-to-date': (_input, values) => {
    const jd = parseNumber(values.input ?? '');
    if (jd === null) return fail('Enter a Julian Day, such as 2460691 or 2460690.5.');
    const minJd = FIRST_DAY + JDN_OF_EPOCH - 0.5;
    const maxJd = LAST_DAY + JDN_OF_EPOCH + 0.5;
    if (jd < minJd || jd >= maxJd)
      return fail(
        `Enter a Julian Day from ${formatNumber(minJd, 13)} (year 1) to ${formatNumber(maxJd, 13)} (year 9999).`,
      );
    const instant = Math.round((jd - JDN_OF_EPOCH + 0.5) * 86400) * 1000;
    return {
      ok: true,
      text: instantInZone(instant, 'UTC'),
      figures: [
        { label: 'Date', value: longDate(civilFromDays(Math.floor(instant / DAY_MS))) },
        { label: 'Modified Julian Date', value: formatNumber(jd - 2400000.5, 13) },
        { label: 'Calendar', value: 'Gregorian calendar, extended back before 1582.' },
      ],
    };
  },
  'date-to-julian-date': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const n = pad(dayOfYear(date), 3);
    return {
      ok: true,
      text: `${pad(date.year % 100)}${n}`,
      figures: [
        { label: 'YYYYDDD', value: `${pad(date.year, 4)}${n}` },
        { label: 'ISO 8601 ordinal date', value: `${pad(date.year, 4)}-${n}` },
        { label: 'Day of the year', value: String(dayOfYear(date)) },
      ],
    };
  },
  'julian-date-to-date': (_input, values) => {
    const s = (values.input ?? '').trim().replace(/[-\s]/g, '');
    const m = /^(\d{2}|\d{4})(\d{3})$/.exec(s);
    if (!m) return fail('Enter a Julian date as YYDDD (25015) or YYYYDDD (2025015).');
    let year = Number(m[1]);
    const figures: Figure[] = [];
    if (m[1]!.length === 2) {
      year += year <= 68 ? 2000 : 1900;
      figures.push({
        label: 'Century',
        value: `Two-digit years 00–68 are read as 2000–2068 and 69–99 as 1969–1999; write ${year} in full (YYYYDDD) for another century.`,
      });
    }
    if (year < 1) return fail('Enter a year from 0001 to 9999.');
    const length = isLeapYear(year) ? 366 : 365;
    const n = Number(m[2]);
    if (n < 1 || n > length) return fail(`${year} has ${length} days: the day number must be from 001 to ${length}.`);
    const days = daysFromCivil({ year, month: 1, day: 1 }) + n - 1;
    figures.unshift({ label: 'Date', value: longDate(civilFromDays(days)) });
    return { ok: true, text: dateAnswer(days), figures };
  },
  'excel-date-to-date': (_input, values) => {
    const serial = parseNumber(values.input ?? '');
    if (serial === null) return fail('Enter an Excel date serial number, such as 45672.');
    if (serial < 1 || serial >= 2958466)
      return fail('Excel date serials go from 1 (1900-01-01) to 2958465 (9999-12-31).');
    // Rounded to the second first, so 45672.999999 (23:59:59.9) is the next midnight, not a time dropped.
    const totalSeconds = Math.round(serial * 86400);
    const whole = Math.floor(totalSeconds / 86400);
    if (whole >= 2958466) return fail('Excel date serials go from 1 (1900-01-01) to 2958465 (9999-12-31).');
    if (whole === 60)
      return fail(
        'Serial 60 is 29 February 1900, a day that never existed: Excel keeps it for compatibility with Lotus 1-2-3.',
      );
    const days = whole < 60 ? EXCEL_EPOCH + whole + 1 : EXCEL_EPOCH + whole;
    const secs = totalSeconds - whole * 86400;
    const figures: Figure[] = [
      { label: 'Date', value: longDate(civilFromDays(days)) },
      { label: 'Date system', value: 'Excel’s 1900 date system (Windows default): serial 1 is 1900-01-01.' },
    ];
    if (secs > 0 && secs < 86400) figures.push({ label: 'Time of day', value: formatClock(secs, true) });
    return {
      ok: true,
      text:
        secs > 0 && secs < 86400 ? `${formatDate(civilFromDays(days))} ${formatClock(secs, true)}` : dateAnswer(days),
      figures,
    };
  },
  'date-to-excel-serial': (_input, values, context) => {
    const date = readDate(values, 'date', context, true);
    if (typeof date === 'string') return fail(date);
    const days = dayOf(date);
    if (date.year < 1900) return fail('Excel dates start at 1900-01-01. Enter a date from 1900 on.');
    const serial = days - EXCEL_EPOCH + (days < daysFromCivil({ year: 1900, month: 3, day: 1 }) ? -1 : 0);
    const secs = (values.time ?? '').trim() === '' ? 0 : parseClockTime(values.time ?? '');
    if (typeof secs === 'string') return fail(secs);
    const value = serial + secs / 86400;
    return {
      ok: true,
      text: formatNumber(value, 12),
      figures: [
        {
          label: 'Date system',
          value: 'Excel’s 1900 date system (Windows default). In the 1904 system (old Mac files) subtract 1462.',
        },
        { label: 'Whole days', value: formatNumber(serial) },
      ],
    };
  },
  'easter-date-calculator': (_input, values) => {
    const year = readInteger(values.year, 'a year', '2025', 1583, 9999);
    if (typeof year === 'string') return fail(year.replace(/\.$/, ' (the Gregorian calendar began in 1582).'));
    const easter = dayOf(westernEaster(year));
    const orthodox = orthodoxEasterDays(year);
    return {
      ok: true,
      text: dateAnswer(easter),
      figures: [
        { label: 'Easter Sunday (Western)', value: longDate(civilFromDays(easter)) },
        { label: 'Good Friday', value: dateAnswer(easter - 2) },
        { label: 'Easter Monday', value: dateAnswer(easter + 1) },
        { label: 'Ash Wednesday', value: dateAnswer(easter - 46) },
        { label: 'Ascension Day', value: dateAnswer(easter + 39) },
        { label: 'Pentecost', value: dateAnswer(easter + 49) },
        { label: 'Orthodox Easter (Gregorian date)', value: dateAnswer(orthodox) },
      ],
    };
  },
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
