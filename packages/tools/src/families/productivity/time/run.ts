/** productivity, time: meeting costs, pomodoros, daily targets and timesheets: the code of the rows in rows.ts beside it. */
import { formatFixed } from '../../../format';
import { calcTopicEngine, type CalcOperations, figure, InputError, money, num, ok, readNumber } from '../../calcKit';
import { MINUTES_A_DAY, hhmm, hoursAndMinutes, lines, readClock } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'meeting-cost-calculator': (v) => {
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

  'pomodoro-planner': (v) => {
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

  'daily-target-calculator': (v) => {
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

  'weekly-timesheet-calculator': (v) => {
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
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
