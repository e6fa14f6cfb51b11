/** finance, percentages: percentages of, changes and differences: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'percentage-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:what(?:'s| is)\s+|calculate\s+|work out\s+)?{percent}\s+(?:of)\s+{money}\??$`,
          fill: { percent: 'num:$1', number: 'num:$2' },
          why: 'works out {$1}% of {$2}, with both numbers filled in',
        },
      ],
    },
    name: 'Percentage Calculator',
    description: 'Work out a percentage of a number, such as 15% of 200.',
    keywords: ['percent of a number', 'what is x% of y', '% calculator', 'percentage of', 'percent calculator'],
    op: 'percent-of',
    category: 'maths',
    fields: [n('percent', 'Percentage (%)', '15'), n('number', 'Of the number', '200')],
    examples: [
      { input: { percent: '15', number: '200' }, output: '15% of 200 = 30' },
      { input: { percent: '7.5', number: '80' }, output: '7.5% of 80 = 6' },
    ],
  },
  {
    id: 'what-percent-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`what (?:percent(?:age)?|%)\s+(?:of\s+{num}\s+is\s+{num}|is\s+{num}\s+(?:of|out of)\s+{num})|{num}\s+is what (?:percent(?:age)?|%) of\s+{num}|{num}\s+(?:out of|of)\s+{num}\s+(?:as a|in) (?:percent(?:age)?|%)`,
          fill: { part: 'num:$2|$3|$5|$7', whole: 'num:$1|$4|$6|$8' },
          why: 'works out what percent {$2|$3|$5|$7} is of {$1|$4|$6|$8}, with both filled in',
        },
      ],
    },
    name: 'What Percent Is X of Y Calculator',
    description: 'Find what percentage one number is of another, such as 30 out of 200.',
    keywords: [
      'x is what percent of y',
      'what percentage',
      'percent of total',
      'fraction as percentage',
      'out of percentage',
    ],
    op: 'what-percent',
    category: 'maths',
    fields: [n('part', 'The number', '30'), n('whole', 'Out of (the whole)', '200')],
    examples: [
      { input: { part: '30', whole: '200' }, output: '30 is 15% of 200' },
      { input: { part: '1', whole: '3' }, output: '1 is 33.3333% of 3' },
    ],
  },
  {
    id: 'percentage-change-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`percent(?:age)?\s+(?:change|increase|decrease|difference)?\s*(?:from|between)\s+{num}\s+(?:to|and)\s+{num}`,
          fill: { from: 'num:$1', to: 'num:$2' },
          why: 'works out the percentage change from {$1} to {$2}, already filled in',
          asked: 'the change from {$1} to {$2}',
        },
      ],
    },
    name: 'Percentage Change Calculator',
    description: 'Find the percentage increase or decrease from an old value to a new one.',
    keywords: [
      'percent change',
      'percentage increase between two numbers',
      'percentage decrease',
      '% change',
      'growth percentage',
    ],
    op: 'percent-change',
    category: 'maths',
    fields: [n('from', 'Old value', '50'), n('to', 'New value', '75')],
    examples: [
      { input: { from: '50', to: '75' }, output: '50% increase' },
      { input: { from: '80', to: '60' }, output: '25% decrease' },
    ],
  },
  {
    id: 'percentage-increase-decrease-calculator',
    name: 'Increase or Decrease by a Percentage',
    description: 'Add a percentage to a number or take a percentage off it, such as 200 plus 15%.',
    keywords: [
      'increase by percentage',
      'decrease by percentage',
      'add percentage to number',
      'subtract percentage',
      'percent increase calculator',
    ],
    op: 'percent-adjust',
    category: 'maths',
    fields: [
      n('number', 'Number', '200'),
      n('percent', 'Percentage (%)', '15'),
      selectField(
        'direction',
        'Direction',
        [
          ['increase', 'Increase'],
          ['decrease', 'Decrease'],
        ],
        'increase',
      ),
    ],
    examples: [
      { input: { number: '200', percent: '15', direction: 'increase' }, output: '200 increased by 15% = 230' },
      { input: { number: '80', percent: '12.5', direction: 'decrease' }, output: '80 decreased by 12.5% = 70' },
    ],
  },
  {
    id: 'percentage-difference-calculator',
    name: 'Percentage Difference Calculator',
    description: 'Compare two values as the difference divided by their average, in percent.',
    keywords: [
      'percent difference',
      'difference between two numbers percentage',
      '% difference',
      'relative difference',
    ],
    op: 'percent-difference',
    category: 'maths',
    fields: [n('a', 'First value', '40'), n('b', 'Second value', '60')],
    examples: [
      { input: { a: '40', b: '60' }, output: 'Percentage difference: 40%' },
      { input: { a: '10', b: '12' }, output: 'Percentage difference: 18.1818%' },
    ],
  },
  {
    id: 'reverse-percentage-calculator',
    name: 'Reverse Percentage Calculator',
    description: 'Find the original value before a percentage increase or decrease.',
    keywords: [
      'original price before increase',
      'reverse percent',
      'find original number',
      'before percentage',
      'undo percentage',
    ],
    op: 'reverse-percent',
    category: 'maths',
    fields: [
      n('final', 'Value after the change', '230'),
      n('percent', 'Percentage (%)', '15'),
      selectField(
        'direction',
        'The change was',
        [
          ['increase', 'An increase'],
          ['decrease', 'A decrease'],
        ],
        'increase',
      ),
    ],
    examples: [
      { input: { final: '230', percent: '15', direction: 'increase' }, output: 'Original value: 200' },
      { input: { final: '70', percent: '30', direction: 'decrease' }, output: 'Original value: 100' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(10, rows);
