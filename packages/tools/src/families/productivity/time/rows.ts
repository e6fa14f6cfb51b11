/** productivity, time: meeting costs, pomodoros, daily targets and timesheets: the rows (data). Their code is run.ts beside them. */
import { numberField as n, textareaField, textField, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'meeting-cost-calculator',
    name: 'Meeting Cost Calculator',
    description: 'Work out what a meeting costs from the people in it, their average hourly cost and its length.',
    keywords: [
      'cost of a meeting',
      'meeting cost',
      'how much does this meeting cost',
      'meeting expense',
      'meeting price calculator',
      'person hours',
      'standup cost',
      'stand-up meeting cost',
      'recurring meeting cost',
    ],
    op: 'meeting-cost',
    fields: [
      n('people', 'People in the meeting', '6', { min: 1, step: 1 }),
      n('rate', 'Average hourly cost per person', '50', {
        min: 0,
        help: 'Salary plus overheads, per hour, in any currency.',
      }),
      n('minutes', 'Length (minutes)', '50', { min: 1, step: 1 }),
      n('perYear', 'Times a year (1 for a one-off)', '1', { min: 1, step: 1 }),
    ],
    examples: [
      { input: { people: '6', rate: '50', minutes: '50', perYear: '1' }, output: 'This meeting costs 250.00' },
      {
        input: { people: '8', rate: '60', minutes: '30', perYear: '52' },
        output: 'This meeting costs 240.00 (12480.00 a year)',
      },
    ],
  },
  {
    id: 'pomodoro-planner',
    name: 'Pomodoro Planner',
    description:
      'Plan a run of Pomodoro focus sessions from a start time: when each one and each break begins and ends.',
    keywords: [
      'pomodoro schedule',
      'pomodoro technique',
      'focus sessions',
      'pomodoro calculator',
      '25 5 timer plan',
      'focus timer plan',
      'study schedule',
    ],
    op: 'pomodoro',
    fields: [
      textField('start', 'Start time (24-hour)', '09:00', { placeholder: '09:00' }),
      n('count', 'Pomodoros', '4', { min: 1, max: 24, step: 1 }),
      n('focus', 'Focus (minutes)', '25', { min: 1, max: 240, step: 1 }),
      n('short', 'Short break (minutes)', '5', { min: 0, max: 60, step: 1 }),
      n('long', 'Long break (minutes)', '15', { min: 0, max: 120, step: 1 }),
      n('every', 'Long break after every … pomodoros', '4', { min: 1, max: 24, step: 1 }),
    ],
    examples: [
      {
        input: { start: '09:00', count: '4', focus: '25', short: '5', long: '15', every: '4' },
        output:
          '09:00–09:25 Focus 1\n09:25–09:30 Short break\n09:30–09:55 Focus 2\n09:55–10:00 Short break\n10:00–10:25 Focus 3\n10:25–10:30 Short break\n10:30–10:55 Focus 4',
      },
      {
        input: { start: '23:00', count: '5', focus: '25', short: '5', long: '15', every: '4' },
        output:
          '23:00–23:25 Focus 1\n23:25–23:30 Short break\n23:30–23:55 Focus 2\n23:55–00:00 Short break\n00:00–00:25 Focus 3 (next day)\n00:25–00:30 Short break\n00:30–00:55 Focus 4\n00:55–01:10 Long break\n01:10–01:35 Focus 5',
      },
    ],
  },
  {
    id: 'daily-target-calculator',
    name: 'Daily Target Calculator',
    description: 'Work out how much a day you need to reach a goal by a deadline, from what is done so far.',
    keywords: [
      'how much per day to reach goal',
      'daily goal calculator',
      'words per day',
      'words a day',
      'writing goal',
      'novel word count goal',
      'pages per day',
      'goal tracker',
      'progress to goal',
      'percent complete',
    ],
    op: 'daily-target',
    fields: [
      n('goal', 'Goal (total)', '50000', { min: 0 }),
      n('done', 'Done so far', '12000', { min: 0 }),
      n('days', 'Days left', '19', { min: 1, step: 1 }),
    ],
    examples: [
      { input: { goal: '50000', done: '12000', days: '19' }, output: 'Needed: 2000 a day' },
      { input: { goal: '300', done: '120', days: '7' }, output: 'Needed: 25.7143 a day' },
      { input: { goal: '100', done: '120', days: '5' }, output: 'Goal reached: 120 of 100 (120%)' },
    ],
  },
  {
    id: 'weekly-timesheet-calculator',
    name: 'Weekly Timesheet Calculator',
    description: 'Add up a week of working hours: one day a line with its start, end and break.',
    keywords: [
      'timesheet',
      'time card calculator',
      'weekly hours calculator',
      'hours worked this week',
      'timecard',
      'total hours worked',
      'punch card calculator',
    ],
    op: 'timesheet',
    fields: [
      textareaField(
        'days',
        'One day a line: day start-end break (minutes)',
        'Mon 09:00-17:30 30\nTue 09:00-17:30 30\nWed 08:30-17:00 30\nThu 09:00-18:00 60\nFri 09:00-15:00',
        {
          help: 'Times are 24-hour; a shift that ends after midnight is counted to the next day.',
        },
      ),
    ],
    examples: [
      {
        input: {
          days: 'Mon 09:00-17:30 30\nTue 09:00-17:30 30\nWed 08:30-17:00 30\nThu 09:00-18:00 60\nFri 09:00-15:00',
        },
        output: 'Total: 38 h 0 min (38.00 hours)',
      },
      { input: { days: 'Sat 22:00-06:30 45\nSun 10:15-14:00' }, output: 'Total: 11 h 30 min (11.50 hours)' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(10, rows);
