import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';
import { hhmm, hoursAndMinutes, readClock } from './shared';

const { use, text } = familyRunner();

describe('clock helpers', () => {
  it('reads 24-hour times and writes them back, wrapping past midnight', () => {
    expect(readClock('9:05', 'start')).toBe(545);
    expect(readClock('23.59', 'start')).toBe(1439);
    expect(() => readClock('24:00', 'start')).toThrow('24:00 is not a time of day');
    expect(() => readClock('9am', 'start')).toThrow('Enter the start as a 24-hour time');
    expect(hhmm(1440 + 75)).toBe('01:15');
    expect(hoursAndMinutes(455)).toBe('7 h 35 min');
  });
});

describe('meeting cost', () => {
  it('is people × hourly cost × hours, and a year of a recurring one', async () => {
    expect(await text('meeting-cost-calculator', { people: '4', rate: '75', minutes: '90', perYear: '1' })).toBe(
      'This meeting costs 450.00',
    );
    expect(await text('meeting-cost-calculator', { people: '0', rate: '75', minutes: '90' })).toBe(
      'ERROR The number of people must be at least 1.',
    );
    expect(await text('meeting-cost-calculator', { people: '4', rate: 'lots', minutes: '90' })).toBe(
      'ERROR Enter the hourly cost as a number, such as 50.',
    );
  });
});

describe('Pomodoro planner', () => {
  it('puts a long break after every set and none after the last session', async () => {
    const plan = await text('pomodoro-planner', {
      start: '14:00',
      count: '3',
      focus: '50',
      short: '10',
      long: '30',
      every: '2',
    });
    expect(plan).toBe(
      '14:00–14:50 Focus 1\n14:50–15:00 Short break\n15:00–15:50 Focus 2\n15:50–16:20 Long break\n16:20–17:10 Focus 3',
    );
    const result = await use('pomodoro-planner', {
      start: '14:00',
      count: '3',
      focus: '50',
      short: '10',
      long: '30',
      every: '2',
    });
    expect(result.ok && result.figures).toEqual([
      { label: 'Focus time', value: '2 h 30 min' },
      { label: 'Breaks', value: '0 h 40 min' },
      { label: 'Ends at', value: '17:10' },
    ]);
  });

  it('leaves out breaks of 0 minutes and refuses a bad start', async () => {
    expect(
      await text('pomodoro-planner', { start: '08:00', count: '2', focus: '30', short: '0', long: '0', every: '4' }),
    ).toBe('08:00–08:30 Focus 1\n08:30–09:00 Focus 2');
    expect(await text('pomodoro-planner', { start: 'noon', count: '2' })).toBe(
      'ERROR Enter the start time as a 24-hour time, such as 09:00.',
    );
  });
});

describe('PERT', () => {
  it('is (O + 4M + P) / 6 with SD (P − O) / 6, in order', async () => {
    expect(await text('pert-estimate-calculator', { optimistic: '1', likely: '1', pessimistic: '1' })).toBe(
      'Expected: 1 (standard deviation 0)',
    );
    expect(await text('pert-estimate-calculator', { optimistic: '5', likely: '4', pessimistic: '12' })).toBe(
      'ERROR The estimates must go optimistic ≤ most likely ≤ pessimistic, such as 2, 4 and 12.',
    );
  });
});

describe('Eisenhower matrix', () => {
  it('reads marks in any case and says which line is wrong', async () => {
    expect(await text('eisenhower-matrix', { tasks: 'Call mum | IMPORTANT' })).toContain(
      'Schedule (important, not urgent):\n- Call mum',
    );
    expect(await text('eisenhower-matrix', { tasks: 'Call mum\nFile taxes | urgnet' })).toBe(
      'ERROR Line 2: “urgnet” is not a mark. Mark a task “| urgent”, “| important” or both.',
    );
    expect(await text('eisenhower-matrix', { tasks: '  \n ' })).toBe(
      'ERROR Enter your tasks, one a line, such as Pay the rent | urgent | important.',
    );
  });
});

describe('RICE', () => {
  it('scores one idea and ranks a backlog, keeping the order of ties', async () => {
    expect(await text('rice-score-calculator', { reach: '100', impact: '3', confidence: '100', effort: '0' })).toBe(
      'ERROR The effort in person-months must be more than 0.',
    );
    expect(await text('rice-prioritisation', { ideas: 'A | 10 | 1 | 100 | 1\nB | 20 | 0.5 | 100 | 1' })).toBe(
      '1. A: 10\n2. B: 10',
    );
    expect(await text('rice-prioritisation', { ideas: 'A | 10 | 1 | 150 | 1' })).toBe(
      'ERROR Line 1: the confidence is a percentage, up to 100.',
    );
    expect(await text('rice-prioritisation', { ideas: 'A | 10 | 1' })).toBe(
      'ERROR Line 1 needs five parts: name | reach | impact | confidence % | effort, such as Dark mode | 800 | 1 | 80 | 2.',
    );
  });
});

describe('weighted decision matrix', () => {
  it('needs a weight per criterion and a score per criterion on each line', async () => {
    expect(await text('weighted-decision-matrix', { criteria: 'Price, Quality 2', options: 'A: 1, 2' })).toBe(
      'ERROR Give each criterion a weight after its name, such as Price 3 (not “Price”).',
    );
    expect(await text('weighted-decision-matrix', { criteria: 'Price 3, Quality 2', options: 'A: 1, 2, 3' })).toBe(
      'ERROR Line 1 has 3 scores, but there are 2 criteria.',
    );
    expect(await text('weighted-decision-matrix', { criteria: 'Price 0', options: 'A: 1' })).toBe(
      'ERROR At least one criterion needs a weight above 0.',
    );
  });
});

describe('daily target', () => {
  it('divides what is left by the days left', async () => {
    expect(await text('daily-target-calculator', { goal: '0', done: '0', days: '3' })).toBe(
      'ERROR The goal must be more than 0.',
    );
    expect(await text('daily-target-calculator', { goal: '10', done: '4', days: '0' })).toBe(
      'ERROR The days left must be at least 1.',
    );
  });
});

describe('weekly timesheet', () => {
  it('counts a night shift into the next day and refuses a break longer than the shift', async () => {
    expect(await text('weekly-timesheet-calculator', { days: '22:00-02:00' })).toBe('Total: 4 h 0 min (4.00 hours)');
    expect(await text('weekly-timesheet-calculator', { days: 'Mon 09:00-10:00 90' })).toBe(
      'ERROR Line 1: the break is longer than the shift.',
    );
    expect(await text('weekly-timesheet-calculator', { days: 'Mon 9 to 5' })).toBe(
      'ERROR Line 1: write a day as its start-end and break in minutes, such as Mon 09:00-17:30 30.',
    );
  });
});
