import type { Engine, Figure, ToolContext, ToolResult } from '../../types';
import {
  DAY_MS,
  type CivilDate,
  type WallClock,
  civilFromDays,
  daysFromCivil,
  formatClock,
  formatClock12,
  formatDate,
  formatHoursMinutes,
  formatOffset,
  instantsAt,
  isKnownZone,
  longDate,
  parseClockTime,
  parseIsoDate,
  transitionsBetween,
  type Transition,
  wallClock,
} from './zoneMath';
import { describe, differenceSentence, naming, placeName } from './naming';
import { WORLD_CITIES, zoneInfo } from './zones';

/** Time-zone rules are recorded reliably from 1970; far-future years follow today's rules. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

function checkZone(zone: string | undefined): string | undefined {
  if (!zone) return 'Choose a time zone.';
  if (!isKnownZone(zone))
    return `This browser does not know the time zone “${zone.slice(0, 40)}”. Choose one from the list.`;
  return undefined;
}

/** Today's date in `zone`, by the context's clock. */
function todayIn(zone: string, context: ToolContext): CivilDate {
  return wallClock(zone, context.now());
}

function readDate(text: string | undefined, zone: string, context: ToolContext): CivilDate | string {
  if (!text || text.trim() === '') return todayIn(zone, context);
  const date = parseIsoDate(text);
  if (typeof date === 'string') return date;
  if (date.year < FIRST_YEAR || date.year > LAST_YEAR)
    return `Enter a date from ${FIRST_YEAR} to ${LAST_YEAR}: time zone rules are only recorded reliably from 1970.`;
  return date;
}

function dayRelation(from: CivilDate, to: CivilDate): string {
  const delta = daysFromCivil(to) - daysFromCivil(from);
  const label = longDate(to);
  if (delta === 0) return `Same day (${label})`;
  if (delta === 1) return `Next day (${label})`;
  if (delta === -1) return `Previous day (${label})`;
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} days (${label})`;
}

/** When the tool is named after an abbreviation the zone is not using that day, say so. */
function abbreviationNote(zone: string, clock: WallClock, label: string | undefined): Figure | undefined {
  if (!label) return undefined;
  const info = zoneInfo(zone);
  if (!info || (label !== info.std?.abbr && label !== info.dst?.abbr)) return undefined;
  const { abbr, daylight } = naming(zone, clock);
  if (abbr === label) return undefined;
  const place = placeName(zone);
  const now = abbr ? `${abbr} (${formatOffset(clock.offset)})` : formatOffset(clock.offset);
  return {
    label: `${place} on ${formatDate(clock)}`,
    value: daylight
      ? `${place} is on daylight saving time that day: ${now}, not ${label}.`
      : `${place} is on standard time that day: ${now}, not ${label}.`,
  };
}

/** The wall clock an instant shows at a given offset: the date and the seconds after midnight. */
function wallAt(instant: number, offset: number): { date: CivilDate; seconds: number } {
  const wall = instant + offset * 1000;
  const day = Math.floor(wall / DAY_MS);
  return { date: civilFromDays(day), seconds: Math.round((wall - day * DAY_MS) / 1000) };
}

/** "the hour skipped", or "the half hour skipped" (Lord Howe Island), by the size of the day's spring-forward gap. */
function skipped(zone: string, date: CivilDate): string {
  const start = (daysFromCivil(date) - 2) * DAY_MS;
  const change = transitionsBetween(zone, start, start + 5 * DAY_MS)[0];
  if (!change) return 'the time skipped';
  const minutes = Math.round(
    ((((wallAt(change.at, change.to).seconds - wallAt(change.at, change.from).seconds) % 86400) + 86400) % 86400) / 60,
  );
  return minutes === 60
    ? 'the hour skipped'
    : minutes === 30
      ? 'the half hour skipped'
      : `the ${minutes} minutes skipped`;
}

function clockChange(zone: string, date: CivilDate): string {
  const start = (daysFromCivil(date) - 2) * DAY_MS;
  const change = transitionsBetween(zone, start, start + 5 * DAY_MS)[0];
  if (!change) return '';
  return ` (clocks go from ${formatClock(wallAt(change.at, change.from).seconds)} to ${formatClock(wallAt(change.at, change.to).seconds)})`;
}

function convert(
  from: string,
  to: string,
  values: Readonly<Record<string, string>>,
  context: ToolContext,
  labels: { from?: string; to?: string },
): ToolResult {
  const zoneProblem = checkZone(from) ?? checkZone(to);
  if (zoneProblem) return { ok: false, error: zoneProblem };
  const seconds = parseClockTime(values.time ?? '');
  if (typeof seconds === 'string') return { ok: false, error: seconds };
  const date = readDate(values.date, from, context);
  if (typeof date === 'string') return { ok: false, error: date };
  const instants = instantsAt(from, date, seconds);
  if (instants.length === 0) {
    return {
      ok: false,
      error: `${formatClock(seconds)} does not exist in ${placeName(from)} on ${formatDate(date)}: it falls in ${skipped(from, date)} when daylight saving time starts${clockChange(from, date)}. Enter a time outside that gap.`,
    };
  }
  const instant = instants[0]!;
  const source = wallClock(from, instant);
  const target = wallClock(to, instant);
  const figures: Figure[] = [
    { label: 'From', value: describe(from, source) },
    { label: 'To', value: describe(to, target) },
    { label: 'Day', value: dayRelation(source, target) },
    { label: '12-hour clock', value: formatClock12((target.hour * 60 + target.minute) * 60 + target.second) },
    { label: 'Difference', value: differenceSentence(from, source.offset, to, target.offset) },
  ];
  for (const note of [abbreviationNote(from, source, labels.from), abbreviationNote(to, target, labels.to)])
    if (note) figures.push(note);
  if (instants.length > 1) {
    const later = instants[instants.length - 1]!;
    figures.push({
      label: 'Happens twice',
      value: `${formatClock(seconds)} happens twice in ${placeName(from)} on ${formatDate(date)}, when clocks go back. Shown for the first (${describe(from, source)}); the second (${describe(from, wallClock(from, later))}) is ${describe(to, wallClock(to, later))}.`,
    });
  }
  return { ok: true, text: describe(to, target), figures };
}

function currentTime(zone: string, values: Readonly<Record<string, string>>, context: ToolContext): ToolResult {
  const problem = checkZone(zone);
  if (problem) return { ok: false, error: problem };
  const twelve = values.format === '12';
  const now = context.now();
  const clock = wallClock(zone, now);
  const figures: Figure[] = [{ label: 'Date', value: longDate(clock) }];
  const { abbr, daylight } = naming(zone, clock);
  const info = zoneInfo(zone);
  if (info?.dst || daylight)
    figures.push({
      label: 'Daylight saving time',
      value: daylight ? `In effect${abbr ? ` (${abbr})` : ''}` : `Not in effect${abbr ? ` (${abbr})` : ''}`,
    });
  else figures.push({ label: 'Daylight saving time', value: `Not observed${abbr ? ` (${abbr} all year)` : ''}` });
  const next = transitionsBetween(zone, now, now + 370 * DAY_MS)[0];
  if (next) figures.push({ label: 'Next clock change', value: describeTransition(zone, next) });
  if (isKnownZone(context.timeZone) && context.timeZone !== zone) {
    const yours = wallClock(context.timeZone, now);
    figures.push({
      label: `Compared with your time zone (${context.timeZone})`,
      value: differenceSentence(context.timeZone, yours.offset, zone, clock.offset),
    });
  }
  return { ok: true, text: describe(zone, clock, twelve), figures };
}

/** "Sunday 9 March 2025 at 02:00 EST: clocks go forward to 03:00 EDT (UTC−04:00)". */
function describeTransition(zone: string, change: Transition): string {
  const oldName = naming(zone, wallClock(zone, change.at - 1000)).abbr;
  const newName = naming(zone, wallClock(zone, change.at)).abbr;
  const before = wallAt(change.at, change.from);
  const after = wallAt(change.at, change.to);
  return `${longDate(before.date)} at ${formatClock(before.seconds)}${oldName ? ` ${oldName}` : ''}: clocks go ${change.to > change.from ? 'forward' : 'back'} to ${formatClock(after.seconds)}${newName ? ` ${newName}` : ''} (${formatOffset(change.to)})`;
}

function dstDates(zone: string, values: Readonly<Record<string, string>>, context: ToolContext): ToolResult {
  const problem = checkZone(zone);
  if (problem) return { ok: false, error: problem };
  const yearText = (values.year ?? '').trim();
  const year =
    yearText === '' ? wallClock(zone, context.now()).year : /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR)
    return { ok: false, error: `Enter a year from ${FIRST_YEAR} to ${LAST_YEAR}, such as 2025.` };
  const start = daysFromCivil({ year, month: 1, day: 1 }) * DAY_MS;
  const end = daysFromCivil({ year: year + 1, month: 1, day: 1 }) * DAY_MS;
  // A change belongs to the year its local (old) clock reading falls in.
  const changes = transitionsBetween(zone, start - 2 * DAY_MS, end + 2 * DAY_MS).filter(
    (c) => wallAt(c.at, c.from).date.year === year,
  );
  const place = placeName(zone);
  if (changes.length === 0) {
    const clock = wallClock(zone, start + DAY_MS);
    const { abbr } = naming(zone, clock);
    return {
      ok: true,
      text: `${place} does not change its clocks in ${year}: ${abbr ? `${abbr}, ` : ''}${formatOffset(clock.offset)} all year.`,
    };
  }
  const figures = changes.map((c) => ({
    label: c.to > c.from ? 'Clocks go forward' : 'Clocks go back',
    value: describeTransition(zone, c),
  }));
  return { ok: true, text: `Clock changes in ${place}, ${year}:\n${figures.map((f) => f.value).join('\n')}`, figures };
}

function difference(a: string, b: string, values: Readonly<Record<string, string>>, context: ToolContext): ToolResult {
  const problem = checkZone(a) ?? checkZone(b);
  if (problem) return { ok: false, error: problem };
  const date = readDate(values.date, a, context);
  if (typeof date === 'string') return { ok: false, error: date };
  // Compare at noon in the first zone (noon is never inside a clock change).
  const instant = instantsAt(a, date, 12 * 3600)[0] ?? daysFromCivil(date) * DAY_MS;
  const clockA = wallClock(a, instant);
  const clockB = wallClock(b, instant);
  return {
    ok: true,
    text: differenceSentence(a, clockA.offset, b, clockB.offset),
    figures: [
      { label: placeName(a), value: describe(a, clockA) },
      { label: placeName(b), value: describe(b, clockB) },
      {
        label: 'Offset difference',
        value: `${clockB.offset >= clockA.offset ? '+' : '−'}${formatHoursMinutes(clockB.offset - clockA.offset)}`,
      },
    ],
  };
}

function worldList(zones: readonly string[], instant: number): { text: string; figures: Figure[] } {
  const figures = zones.map((zone) => ({ label: placeName(zone), value: describe(zone, wallClock(zone, instant)) }));
  return { text: figures.map((f) => `${f.label}: ${f.value}`).join('\n'), figures };
}

function meeting(zone: string, values: Readonly<Record<string, string>>, context: ToolContext): ToolResult {
  const problem = checkZone(zone);
  if (problem) return { ok: false, error: problem };
  const seconds = parseClockTime(values.time ?? '');
  if (typeof seconds === 'string') return { ok: false, error: seconds };
  const date = readDate(values.date, zone, context);
  if (typeof date === 'string') return { ok: false, error: date };
  const instants = instantsAt(zone, date, seconds);
  if (instants.length === 0)
    return {
      ok: false,
      error: `${formatClock(seconds)} does not exist in ${placeName(zone)} on ${formatDate(date)}: it falls in ${skipped(zone, date)} when daylight saving time starts${clockChange(zone, date)}. Enter a time outside that gap.`,
    };
  const zones = [zone, ...WORLD_CITIES.filter((z) => z !== zone)];
  return { ok: true, ...worldList(zones, instants[0]!) };
}

/** The time zone the person's browser is in, its offset and abbreviation now. */
function myZone(context: ToolContext): ToolResult {
  const zone = context.timeZone;
  if (!isKnownZone(zone))
    return {
      ok: false,
      error: 'Your browser did not say which time zone it is in. Check your device’s time zone setting.',
    };
  const clock = wallClock(zone, context.now());
  const { abbr, daylight } = naming(zone, clock);
  return {
    ok: true,
    text: `${zone} (${formatOffset(clock.offset)})`,
    figures: [
      { label: 'Local time now', value: describe(zone, clock) },
      { label: 'Abbreviation', value: abbr ?? 'none in common use' },
      { label: 'Daylight saving time', value: daylight ? 'In effect' : 'Not in effect' },
    ],
  };
}

type Params = Readonly<Record<string, string>>;
type ZoneOperation = (params: Params, values: Params, context: ToolContext) => ToolResult;

/**
 * Each row's code under the operation its row names (`params.operation`): a pair converter and a
 * city's clock are rows of a table, read from their params (the zones); families/registry.test.ts
 * checks that every row has one here and every one here a row. No switch on the name.
 */
export const operations: Readonly<Record<string, ZoneOperation>> = {
  pair: (p, values, context) =>
    convert(p.from ?? '', p.to ?? '', values, context, { from: p.fromLabel, to: p.toLabel }),
  convert: (_p, values, context) => convert(values.from ?? '', values.to ?? '', values, context, {}),
  now: (p, values, context) => currentTime(p.zone ?? '', values, context),
  difference: (_p, values, context) => difference(values.a ?? '', values.b ?? '', values, context),
  dst: (_p, values, context) => dstDates(values.zone ?? '', values, context),
  'world-clock': (_p, _values, context) => ({ ok: true, ...worldList(WORLD_CITIES, context.now()) }),
  meeting: (_p, values, context) => meeting(values.zone ?? '', values, context),
  'my-zone': (_p, _values, context) => myZone(context),
};

export const run: Engine = (tool, values, context): ToolResult => {
  const name = tool.params.operation ?? '';
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  return operation
    ? operation(tool.params, values, context)
    : { ok: false, error: 'This tool is not set up correctly.' };
};
