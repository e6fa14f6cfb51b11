/** statistics, averages: means, median, mode, range and summaries: the rows (data). Their code is run.ts beside them. */
import { textareaField, type CalcSpec, calcTopic } from '../../calcKit';
import { DATA, data, ex } from '../fields';

export const rows = [
  {
    id: 'mean-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:average|mean|avg)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'works out the average of your numbers, already filled in',
          asked: 'the average of {input}',
        },
      ],
    },
    name: 'Average Calculator (Mean)',
    description: 'Find the mean (average) of a list of numbers, with the count and the sum.',
    keywords: ['average calculator', 'mean calculator', 'arithmetic mean', 'find the average', 'average of numbers'],
    op: 'mean',
    fields: [data()],
    examples: [ex(DATA, 'Mean: 18'), ex('1, 2, 3, 4', 'Mean: 2.5')],
  },
  {
    id: 'median-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:median)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'finds the median of your numbers, already filled in',
          asked: 'the median of {input}',
        },
      ],
    },
    name: 'Median Calculator',
    description: 'Find the median (middle value) of a list of numbers.',
    keywords: ['median', 'middle number', 'find the median', 'median of a data set'],
    op: 'median',
    fields: [data()],
    examples: [ex(DATA, 'Median: 15.5'), ex('7, 1, 3', 'Median: 3')],
  },
  {
    id: 'mode-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:mode)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'finds the mode of your numbers, already filled in',
          asked: 'the mode of {input}',
        },
      ],
    },
    name: 'Mode Calculator',
    description:
      'Find the mode (most frequent value) of a list of numbers, every one of them if several tie, and none when all values appear equally often.',
    keywords: ['mode', 'most common number', 'find the mode', 'bimodal', 'most frequent value'],
    op: 'mode',
    fields: [data('1, 2, 2, 3, 3, 4')],
    examples: [
      ex('1, 2, 2, 3, 3, 4', 'Modes: 2, 3'),
      ex('5, 1, 5, 2', 'Mode: 5'),
      ex('1, 2, 3', 'No mode: every value appears equally often'),
    ],
  },
  {
    id: 'range-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:range)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'finds the range of your numbers, already filled in',
          asked: 'the range of {input}',
        },
      ],
    },
    name: 'Range Calculator',
    description: 'Find the range of a list of numbers: the largest minus the smallest.',
    keywords: ['range of data', 'statistical range', 'max minus min', 'find the range'],
    op: 'range',
    fields: [data()],
    examples: [ex(DATA, 'Range: 38')],
  },
  {
    id: 'weighted-average-calculator',
    name: 'Weighted Average Calculator',
    description: 'Find the weighted average (weighted mean) of values and their weights, such as grades.',
    keywords: [
      'weighted mean',
      'weighted grade calculator',
      'weighted average formula',
      'grade average',
      'sumproduct average',
    ],
    op: 'weighted-mean',
    fields: [
      textareaField('values', 'Values', '90, 80, 70', { help: 'Such as grades or prices.' }),
      textareaField('weights', 'Weights (same order)', '50, 30, 20', { help: 'Such as percentages or credits.' }),
    ],
    examples: [{ input: { values: '90, 80, 70', weights: '50, 30, 20' }, output: 'Weighted average: 83' }],
  },
  {
    id: 'geometric-mean-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:geometric mean)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'works out the geometric mean of your numbers, already filled in',
          asked: 'the geometric mean of {input}',
        },
      ],
    },
    name: 'Geometric Mean Calculator',
    description: 'Find the geometric mean of positive numbers: the nth root of their product.',
    keywords: ['geometric average', 'geomean', 'average growth rate', 'geometric mean formula'],
    op: 'geometric-mean',
    fields: [data('2, 8')],
    examples: [ex('2, 8', 'Geometric mean: 4'), ex('1.1, 1.2, 0.9', 'Geometric mean: 1.0591')],
  },
  {
    id: 'harmonic-mean-calculator',
    name: 'Harmonic Mean Calculator',
    description: 'Find the harmonic mean of positive numbers, the right average for rates such as speeds.',
    keywords: ['harmonic average', 'average speed', 'harmonic mean formula', 'average of rates'],
    op: 'harmonic-mean',
    fields: [data('40, 60')],
    examples: [ex('40, 60', 'Harmonic mean: 48')],
  },
  {
    id: 'summary-statistics-calculator',
    name: 'Descriptive Statistics Calculator',
    description: 'Get the count, sum, mean, median, mode, range, quartiles, variance and standard deviation at once.',
    keywords: [
      'summary statistics',
      'descriptive statistics',
      'statistics calculator',
      'five number summary',
      'data summary',
    ],
    op: 'summary',
    fields: [data()],
    examples: [
      ex(
        DATA,
        'Count: 6\nSum: 108\nMean: 18\nMedian: 15.5\nMode: none\nMinimum: 4\nMaximum: 42\nRange: 38\nQ1 (inclusive): 9.75\nQ3 (inclusive): 21.25\nSample variance: 182\nSample standard deviation: 13.4907\nPopulation standard deviation: 12.3153',
      ),
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(10, rows);
