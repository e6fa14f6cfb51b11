/**
 * Productivity: planning and prioritising work — a meeting's cost, a Pomodoro schedule, PERT
 * three-point estimates, the Eisenhower matrix, RICE scores, a weighted decision matrix, a daily
 * target for a goal, and a weekly timesheet. Each is a published method done by hand in plain
 * TypeScript; no library is needed.
 */
import { numberField as n, rowMaker, selectField, textareaField, textField, type CalcSpec } from '../calcKit';
import type { FamilyDefinition } from '../../types';

const row = rowMaker('productivity', 'productivity');

export const RICE_IMPACT = [
  ['3', 'Massive (3)'],
  ['2', 'High (2)'],
  ['1', 'Medium (1)'],
  ['0.5', 'Low (0.5)'],
  ['0.25', 'Minimal (0.25)'],
] as const;
export const RICE_CONFIDENCE = [
  ['100', 'High (100%)'],
  ['80', 'Medium (80%)'],
  ['50', 'Low (50%)'],
] as const;

const tools: CalcSpec[] = [
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
    id: 'pert-estimate-calculator',
    name: 'PERT Estimate Calculator (Three-Point)',
    description:
      'Estimate a task from optimistic, most likely and pessimistic guesses with the PERT formula, with its standard deviation.',
    keywords: [
      'three point estimate',
      'pert formula',
      'beta distribution estimate',
      'project estimate',
      'task estimation',
      'o+4m+p/6',
      'expected duration',
      'best case worst case estimate',
      'optimistic pessimistic estimate',
      'how long will it take',
    ],
    op: 'pert',
    fields: [
      n('optimistic', 'Optimistic (best case)', '2', { min: 0 }),
      n('likely', 'Most likely', '4', { min: 0 }),
      n('pessimistic', 'Pessimistic (worst case)', '12', { min: 0 }),
    ],
    examples: [
      {
        input: { optimistic: '2', likely: '4', pessimistic: '12' },
        output: 'Expected: 5 (standard deviation 1.66667)',
      },
      { input: { optimistic: '3', likely: '6', pessimistic: '15' }, output: 'Expected: 7 (standard deviation 2)' },
    ],
  },
  {
    id: 'eisenhower-matrix',
    name: 'Eisenhower Matrix',
    description:
      'Sort a to-do list into the Eisenhower matrix: do now, schedule, delegate and drop, by what is urgent and what is important.',
    keywords: [
      'urgent important matrix',
      'eisenhower box',
      'prioritise tasks',
      'prioritize to do list',
      'task prioritization',
      'do delegate delete',
      'priority matrix',
    ],
    op: 'eisenhower',
    fields: [
      textareaField(
        'tasks',
        'Tasks, one a line; mark them “| urgent” and “| important”',
        'Pay the rent | urgent | important\nPlan next quarter | important\nAnswer the supplier | urgent\nSort old photos',
        {
          help: 'Such as: Pay the rent | urgent | important',
        },
      ),
    ],
    examples: [
      {
        input: {
          tasks:
            'Pay the rent | urgent | important\nPlan next quarter | important\nAnswer the supplier | urgent\nSort old photos',
        },
        output:
          'Do now (urgent and important):\n- Pay the rent\n\nSchedule (important, not urgent):\n- Plan next quarter\n\nDelegate (urgent, not important):\n- Answer the supplier\n\nDrop (neither):\n- Sort old photos',
      },
      {
        input: {
          tasks: 'Fix the outage | Urgent | Important\nWrite the tests | important\nUpdate the roadmap|important',
        },
        output:
          'Do now (urgent and important):\n- Fix the outage\n\nSchedule (important, not urgent):\n- Write the tests\n- Update the roadmap\n\nDelegate (urgent, not important):\n- nothing\n\nDrop (neither):\n- nothing',
      },
    ],
  },
  {
    id: 'rice-score-calculator',
    name: 'RICE Score Calculator',
    description: 'Score a product idea with RICE: reach times impact times confidence, divided by effort.',
    keywords: [
      'rice prioritization',
      'rice framework',
      'reach impact confidence effort',
      'feature prioritization',
      'product prioritisation score',
      'backlog prioritization',
    ],
    op: 'rice',
    fields: [
      n('reach', 'Reach (people or events a period)', '500', { min: 0 }),
      selectField('impact', 'Impact', RICE_IMPACT, '2'),
      selectField('confidence', 'Confidence', RICE_CONFIDENCE, '80'),
      n('effort', 'Effort (person-months)', '4', { min: 0 }),
    ],
    examples: [
      { input: { reach: '500', impact: '2', confidence: '80', effort: '4' }, output: 'RICE score: 200' },
      { input: { reach: '1200', impact: '0.5', confidence: '50', effort: '0.5' }, output: 'RICE score: 600' },
    ],
  },
  {
    id: 'rice-prioritisation',
    name: 'RICE Prioritisation of a Backlog',
    description: 'Rank several ideas by RICE score: one idea a line with its reach, impact, confidence and effort.',
    keywords: [
      'rice ranking',
      'prioritize backlog',
      'rank features',
      'rice spreadsheet',
      'product roadmap prioritization',
      'rice scoring list',
    ],
    op: 'rice-list',
    fields: [
      textareaField(
        'ideas',
        'Ideas: name | reach | impact | confidence % | effort',
        'Dark mode | 800 | 1 | 80 | 2\nCSV export | 300 | 2 | 100 | 1\nNew onboarding | 2000 | 2 | 50 | 6',
        {
          help: 'Impact: 3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal. Effort in person-months.',
        },
      ),
    ],
    examples: [
      {
        input: {
          ideas: 'Dark mode | 800 | 1 | 80 | 2\nCSV export | 300 | 2 | 100 | 1\nNew onboarding | 2000 | 2 | 50 | 6',
        },
        output: '1. CSV export: 600\n2. New onboarding: 333.333\n3. Dark mode: 320',
      },
    ],
  },
  {
    id: 'weighted-decision-matrix',
    name: 'Weighted Decision Matrix',
    description: 'Compare options against weighted criteria and rank them by weighted score.',
    keywords: [
      'decision matrix',
      'weighted scoring model',
      'pugh matrix',
      'compare options',
      'decision making tool',
      'weighted criteria',
      'pros and cons scoring',
    ],
    op: 'decision',
    fields: [
      textField('criteria', 'Criteria and their weights', 'Price 3, Quality 2, Speed 1', {
        placeholder: 'Price 3, Quality 2, Speed 1',
      }),
      textareaField('options', 'Options: name: a score for each criterion', 'Laptop A: 4, 3, 5\nLaptop B: 3, 5, 2', {
        help: 'Scores in the order of the criteria, on any scale (such as 1–5).',
      }),
    ],
    examples: [
      {
        input: { criteria: 'Price 3, Quality 2, Speed 1', options: 'Laptop A: 4, 3, 5\nLaptop B: 3, 5, 2' },
        output: '1. Laptop A: 3.83\n2. Laptop B: 3.50',
      },
      {
        input: {
          criteria: 'Salary 5, Commute 2, Growth 3',
          options: 'Offer 1: 3, 5, 4\nOffer 2: 5, 2, 3\nOffer 3: 4, 4, 5',
        },
        output: '1. Offer 3: 4.30\n2. Offer 2: 3.80\n3. Offer 1: 3.70',
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
];

export const productivity: FamilyDefinition = {
  order: 20,
  id: 'productivity',
  summary:
    'A meeting’s cost, a Pomodoro schedule, PERT three-point estimates, the Eisenhower matrix, RICE scores and backlog ranking, a weighted decision matrix, a daily target for a goal and a weekly timesheet; published methods done by hand, no library needed.',
  tools: tools.map(row),
};
