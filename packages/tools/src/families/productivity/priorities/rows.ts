/** productivity, priorities: estimates, the Eisenhower matrix, RICE and decision matrices: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, textareaField, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { RICE_CONFIDENCE, RICE_IMPACT } from '../fields';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(20, rows);
