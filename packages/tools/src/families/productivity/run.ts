import { formatFixed } from '../../format';
import {
  calcEngine,
  figure,
  InputError,
  money,
  num,
  ok,
  readChoice,
  readNumber,
  type Operation,
  type Values,
} from '../calcKit';
import { RICE_CONFIDENCE, RICE_IMPACT } from './definitions';

const MINUTES_A_DAY = 24 * 60;
/** Most lines a list tool reads (tasks, ideas, options, days). */
export const MAX_LINES = 500;

/** "09:00" or "9:05" (24-hour) as minutes after midnight, or an InputError naming the field. */
export function readClock(text: string, label: string): number {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) throw new InputError(`Enter the ${label} as a 24-hour time, such as 09:00.`);
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59)
    throw new InputError(`${text.trim()} is not a time of day. Enter the ${label} as a 24-hour time, such as 17:30.`);
  return h * 60 + m;
}

/** Minutes after midnight as "HH:MM" (wrapping past midnight). */
export function hhmm(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes as "7 h 30 min". */
export function hoursAndMinutes(minutes: number): string {
  const total = Math.round(minutes);
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

/** The non-empty lines of a list field, at most MAX_LINES. */
function lines(values: Values, name: string, what: string, example: string): string[] {
  const found = (values[name] ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (found.length === 0) throw new InputError(`Enter ${what}, one a line, such as ${example}.`);
  if (found.length > MAX_LINES) throw new InputError(`That is too many lines: up to ${MAX_LINES} at a time.`);
  return found;
}

/** A number written in a list ("line 2"), or an InputError saying where. */
function listNumber(
  text: string | undefined,
  what: string,
  where: string,
  { min = -Infinity, above }: { min?: number; above?: number } = {},
): number {
  const s = (text ?? '').trim().replace(/%$/, '');
  const n = s === '' ? NaN : Number(s.replace(/,/g, ''));
  if (!Number.isFinite(n))
    throw new InputError(`${where}: the ${what} “${(text ?? '').trim().slice(0, 20)}” is not a number.`);
  if (above !== undefined && !(n > above)) throw new InputError(`${where}: the ${what} must be more than ${above}.`);
  if (n < min) throw new InputError(`${where}: the ${what} must be at least ${min}.`);
  return n;
}

const QUADRANTS = [
  ['Do now (urgent and important)', true, true],
  ['Schedule (important, not urgent)', false, true],
  ['Delegate (urgent, not important)', true, false],
  ['Drop (neither)', false, false],
] as const;

const operations: Record<string, Operation> = {
  'meeting-cost': (v) => {
    const people = readNumber(v, 'people', 'number of people', { min: 1, max: 100_000, integer: true, example: '6' });
    const rate = readNumber(v, 'rate', 'hourly cost', { min: 0, example: '50' });
    const minutes = readNumber(v, 'minutes', 'length in minutes', { above: 0, max: 100_000, example: '50' });
    const perYear = readNumber(v, 'perYear', 'times a year', {
      min: 1,
      max: 100_000,
      integer: true,
      emptyAs: 1,
      example: '52',
    });
    const cost = (people * rate * minutes) / 60;
    const yearly = perYear > 1 ? ` (${money(cost * perYear)} a year)` : '';
    return ok(`This meeting costs ${money(cost)}${yearly}`, [
      figure('Per minute', money((people * rate) / 60)),
      figure('Person-hours', num((people * minutes) / 60)),
      ...(perYear > 1 ? [figure('Person-hours a year', num((people * minutes * perYear) / 60))] : []),
    ]);
  },

  pomodoro: (v) => {
    const start = readClock(v.start ?? '', 'start time');
    const count = readNumber(v, 'count', 'number of pomodoros', { min: 1, max: 24, integer: true, example: '4' });
    const focus = readNumber(v, 'focus', 'focus length', { min: 1, max: 240, integer: true, example: '25' });
    const short = readNumber(v, 'short', 'short break', { min: 0, max: 60, integer: true, example: '5' });
    const long = readNumber(v, 'long', 'long break', { min: 0, max: 120, integer: true, example: '15' });
    const every = readNumber(v, 'every', 'pomodoros before a long break', {
      min: 1,
      max: 24,
      integer: true,
      example: '4',
    });
    const out: string[] = [];
    let at = start;
    let nextDayMarked = false;
    let breaks = 0;
    const add = (length: number, label: string) => {
      const mark = !nextDayMarked && at >= MINUTES_A_DAY ? ' (next day)' : '';
      if (mark) nextDayMarked = true;
      out.push(`${hhmm(at)}–${hhmm(at + length)} ${label}${mark}`);
      at += length;
    };
    for (let i = 1; i <= count; i++) {
      add(focus, `Focus ${i}`);
      if (i === count) break;
      const isLong = i % every === 0;
      const length = isLong ? long : short;
      if (length > 0) {
        add(length, isLong ? 'Long break' : 'Short break');
        breaks += length;
      }
    }
    return ok(out.join('\n'), [
      figure('Focus time', hoursAndMinutes(count * focus)),
      figure('Breaks', hoursAndMinutes(breaks)),
      figure('Ends at', hhmm(at) + (at >= MINUTES_A_DAY ? ' (next day)' : '')),
    ]);
  },

  pert: (v) => {
    const o = readNumber(v, 'optimistic', 'optimistic estimate', { min: 0, example: '2' });
    const m = readNumber(v, 'likely', 'most likely estimate', { min: 0, example: '4' });
    const p = readNumber(v, 'pessimistic', 'pessimistic estimate', { min: 0, example: '12' });
    if (!(o <= m && m <= p))
      throw new InputError('The estimates must go optimistic ≤ most likely ≤ pessimistic, such as 2, 4 and 12.');
    const expected = (o + 4 * m + p) / 6;
    const sd = (p - o) / 6;
    return ok(`Expected: ${num(expected)} (standard deviation ${num(sd)})`, [
      figure('About 68% likely (±1 SD)', `${num(expected - sd)} to ${num(expected + sd)}`),
      figure('About 95% likely (±2 SD)', `${num(Math.max(0, expected - 2 * sd))} to ${num(expected + 2 * sd)}`),
      figure('Simple average (triangular)', num((o + m + p) / 3)),
    ]);
  },

  eisenhower: (v) => {
    const tasks = lines(v, 'tasks', 'your tasks', 'Pay the rent | urgent | important').map((line, i) => {
      const [name = '', ...tags] = line.split('|').map((s) => s.trim());
      if (name === '') throw new InputError(`Line ${i + 1} has no task before its “|”.`);
      const marks = tags.map((t) => t.toLowerCase()).filter((t) => t !== '');
      const unknown = marks.find((t) => t !== 'urgent' && t !== 'important');
      if (unknown !== undefined)
        throw new InputError(
          `Line ${i + 1}: “${unknown.slice(0, 30)}” is not a mark. Mark a task “| urgent”, “| important” or both.`,
        );
      return { name, urgent: marks.includes('urgent'), important: marks.includes('important') };
    });
    const sections = QUADRANTS.map(([title, urgent, important]) => {
      const inIt = tasks.filter((t) => t.urgent === urgent && t.important === important);
      return { title, inIt };
    });
    return ok(
      sections
        .map(({ title, inIt }) => `${title}:\n${inIt.length ? inIt.map((t) => `- ${t.name}`).join('\n') : '- nothing'}`)
        .join('\n\n'),
      sections.map(({ title, inIt }) => figure(title.replace(/ \(.*$/, ''), String(inIt.length))),
    );
  },

  rice: (v) => {
    const reach = readNumber(v, 'reach', 'reach', { min: 0, example: '500' });
    const impact = Number(
      readChoice(
        v,
        'impact',
        'impact',
        RICE_IMPACT.map(([value]) => value),
      ),
    );
    const confidence = Number(
      readChoice(
        v,
        'confidence',
        'confidence',
        RICE_CONFIDENCE.map(([value]) => value),
      ),
    );
    const effort = readNumber(v, 'effort', 'effort in person-months', { above: 0, example: '4' });
    const score = (reach * impact * (confidence / 100)) / effort;
    return ok(`RICE score: ${num(score)}`, [
      figure('Reach × impact × confidence', num(reach * impact * (confidence / 100))),
      figure('Divided by effort', num(effort)),
    ]);
  },

  'rice-list': (v) => {
    const ideas = lines(v, 'ideas', 'your ideas', 'Dark mode | 800 | 1 | 80 | 2').map((line, i) => {
      const where = `Line ${i + 1}`;
      const parts = line.split('|').map((s) => s.trim());
      if (parts.length !== 5 || parts[0] === '')
        throw new InputError(
          `${where} needs five parts: name | reach | impact | confidence % | effort, such as Dark mode | 800 | 1 | 80 | 2.`,
        );
      const reach = listNumber(parts[1], 'reach', where, { min: 0 });
      const impact = listNumber(parts[2], 'impact', where, { min: 0 });
      const confidence = listNumber(parts[3], 'confidence', where, { min: 0 });
      if (confidence > 100) throw new InputError(`${where}: the confidence is a percentage, up to 100.`);
      const effort = listNumber(parts[4], 'effort', where, { above: 0 });
      return { name: parts[0]!, score: (reach * impact * (confidence / 100)) / effort };
    });
    const ranked = ideas
      .map((idea, order) => ({ ...idea, order }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    return ok(ranked.map((idea, i) => `${i + 1}. ${idea.name}: ${num(idea.score)}`).join('\n'), [
      figure('Ideas ranked', String(ranked.length)),
    ]);
  },

  decision: (v) => {
    const criteria = (v.criteria ?? '')
      .split(/[,;\n]+/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((part) => {
        const match = /^(.*\S)\s+(\d+(?:\.\d+)?)$/.exec(part);
        if (!match)
          throw new InputError(
            `Give each criterion a weight after its name, such as Price 3 (not “${part.slice(0, 30)}”).`,
          );
        return { name: match[1]!, weight: Number(match[2]) };
      });
    if (criteria.length === 0)
      throw new InputError('Enter the criteria and their weights, such as Price 3, Quality 2, Speed 1.');
    if (criteria.length > 50) throw new InputError('That is too many criteria: up to 50.');
    const totalWeight = criteria.reduce((sum, c) => sum + c.weight, 0);
    if (!(totalWeight > 0)) throw new InputError('At least one criterion needs a weight above 0.');
    const options = lines(v, 'options', 'your options', 'Laptop A: 4, 3, 5').map((line, i) => {
      const where = `Line ${i + 1}`;
      const colon = line.lastIndexOf(':');
      const name = colon > 0 ? line.slice(0, colon).trim() : '';
      if (name === '')
        throw new InputError(`${where} needs a name, a colon and the scores, such as Laptop A: 4, 3, 5.`);
      const scores = line
        .slice(colon + 1)
        .split(/[,;\s]+/)
        .filter((s) => s !== '');
      if (scores.length !== criteria.length)
        throw new InputError(
          `${where} has ${scores.length} ${scores.length === 1 ? 'score' : 'scores'}, but there ${criteria.length === 1 ? 'is 1 criterion' : `are ${criteria.length} criteria`}.`,
        );
      const total = scores.reduce(
        (sum, s, k) => sum + listNumber(s, `score for ${criteria[k]!.name}`, where) * criteria[k]!.weight,
        0,
      );
      return { name, score: total / totalWeight, order: i };
    });
    const ranked = [...options].sort((a, b) => b.score - a.score || a.order - b.order);
    return ok(ranked.map((o, i) => `${i + 1}. ${o.name}: ${formatFixed(o.score, 2)}`).join('\n'), [
      figure('Criteria', criteria.map((c) => `${c.name} × ${num(c.weight)}`).join(', ')),
    ]);
  },

  'daily-target': (v) => {
    const goal = readNumber(v, 'goal', 'goal', { above: 0, example: '50000' });
    const done = readNumber(v, 'done', 'amount done so far', { min: 0, example: '12000' });
    const days = readNumber(v, 'days', 'days left', { min: 1, integer: true, example: '19' });
    const share = `${num((100 * done) / goal, 4)}%`;
    if (done >= goal) return ok(`Goal reached: ${num(done)} of ${num(goal)} (${share})`);
    const left = goal - done;
    return ok(`Needed: ${num(left / days)} a day`, [
      figure('Left to do', num(left)),
      figure('Done so far', share),
      figure('Days left', num(days)),
    ]);
  },

  timesheet: (v) => {
    let total = 0;
    const figures = lines(v, 'days', 'your working days', 'Mon 09:00-17:30 30').map((line, i) => {
      const match = /^(.*?)\s*(\d{1,2}[:.]\d{2})\s*[-–]\s*(\d{1,2}[:.]\d{2})(?:\s+(\d+)\s*(?:min(?:utes)?|m)?)?$/i.exec(
        line,
      );
      if (!match)
        throw new InputError(
          `Line ${i + 1}: write a day as its start-end and break in minutes, such as Mon 09:00-17:30 30.`,
        );
      const start = readClock(match[2]!, `start on line ${i + 1}`);
      let end = readClock(match[3]!, `end on line ${i + 1}`);
      if (end <= start) end += MINUTES_A_DAY;
      const pause = match[4] ? Number(match[4]) : 0;
      const worked = end - start - pause;
      if (worked < 0) throw new InputError(`Line ${i + 1}: the break is longer than the shift.`);
      total += worked;
      return figure(match[1]!.trim() || `Line ${i + 1}`, hoursAndMinutes(worked));
    });
    return ok(`Total: ${hoursAndMinutes(total)} (${formatFixed(total / 60, 2)} hours)`, figures);
  },
};

export const run = calcEngine(operations);
