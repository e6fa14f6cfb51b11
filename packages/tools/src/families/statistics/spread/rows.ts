/** statistics, spread: standard deviation, variance, quartiles and percentiles: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';
import { DATA, QUARTILE_METHOD, SAMPLE_OR_POPULATION, data, ex } from '../fields';

export const rows = [
  {
    id: 'standard-deviation-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:standard deviation|std dev|stdev|sd)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'works out the standard deviation of your numbers, already filled in',
          asked: 'the standard deviation of {input}',
        },
      ],
    },
    name: 'Standard Deviation Calculator',
    description: 'Find the sample or population standard deviation of a list of numbers.',
    keywords: [
      'std dev calculator',
      'sample standard deviation',
      'population standard deviation',
      'sd calculator',
      'stdev',
    ],
    op: 'stdev',
    fields: [data('2, 4, 4, 4, 5, 5, 7, 9'), SAMPLE_OR_POPULATION],
    examples: [
      ex('2, 4, 4, 4, 5, 5, 7, 9', 'Sample standard deviation: 2.13809', { type: 'sample' }),
      ex('2, 4, 4, 4, 5, 5, 7, 9', 'Population standard deviation: 2', { type: 'population' }),
    ],
  },
  {
    id: 'variance-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:variance)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'works out the variance of your numbers, already filled in',
          asked: 'the variance of {input}',
        },
      ],
    },
    name: 'Variance Calculator',
    description: 'Find the sample or population variance of a list of numbers.',
    keywords: ['sample variance', 'population variance', 'variance formula', 'var calculator', 's squared'],
    op: 'variance',
    fields: [data('2, 4, 4, 4, 5, 5, 7, 9'), SAMPLE_OR_POPULATION],
    examples: [
      ex('2, 4, 4, 4, 5, 5, 7, 9', 'Sample variance: 4.57143', { type: 'sample' }),
      ex('2, 4, 4, 4, 5, 5, 7, 9', 'Population variance: 4', { type: 'population' }),
    ],
  },
  {
    id: 'quartile-calculator',
    name: 'Quartile Calculator',
    description: 'Find Q1, the median and Q3 of a list of numbers by the method your course or software uses.',
    keywords: ['quartiles', 'q1 q3 calculator', 'lower quartile', 'upper quartile', 'five number summary'],
    op: 'quartiles',
    fields: [data(), QUARTILE_METHOD],
    examples: [
      ex(DATA, 'Q1 = 9.75, median = 15.5, Q3 = 21.25', { method: 'inclusive' }),
      ex(DATA, 'Q1 = 7, median = 15.5, Q3 = 27.75', { method: 'exclusive' }),
      ex(DATA, 'Q1 = 8, median = 15.5, Q3 = 23', { method: 'halves' }),
    ],
  },
  {
    id: 'iqr-calculator',
    name: 'Interquartile Range (IQR) Calculator',
    description: 'Find the interquartile range and the 1.5 × IQR fences that flag outliers.',
    keywords: ['iqr', 'outlier calculator', 'interquartile range', 'tukey fences', 'find outliers'],
    op: 'iqr',
    fields: [data('4, 8, 15, 16, 23, 42, 108'), QUARTILE_METHOD],
    examples: [ex('4, 8, 15, 16, 23, 42, 108', 'IQR: 21', { method: 'inclusive' })],
  },
  {
    id: 'percentile-calculator',
    name: 'Percentile Calculator',
    description: 'Find the value at a percentile of a list of numbers, as Excel’s PERCENTILE.INC does.',
    keywords: ['percentile of data', '90th percentile', 'percentile formula', 'percentile.inc', 'kth percentile'],
    op: 'percentile',
    fields: [data(), n('p', 'Percentile (0–100)', '90', { min: 0, max: 100 })],
    examples: [ex(DATA, '90th percentile: 32.5', { p: '90' }), ex(DATA, '50th percentile: 15.5', { p: '50' })],
  },
  {
    id: 'percentile-rank-calculator',
    name: 'Percentile Rank Calculator',
    description: 'Find the percentile rank of a value in a list: the share below it, counting ties as half.',
    keywords: ['percentile rank', 'what percentile is', 'rank percentile', 'score percentile'],
    op: 'percentile-rank',
    pro: true,
    fields: [data(), n('value', 'Value', '16')],
    examples: [ex(DATA, 'Percentile rank of 16: 58.3333', { value: '16' })],
  },
  {
    id: 'coefficient-of-variation-calculator',
    name: 'Coefficient of Variation Calculator',
    description: 'Find the coefficient of variation (standard deviation ÷ mean) of a list, in percent.',
    keywords: ['cv calculator', 'relative standard deviation', 'rsd calculator', 'coefficient of variation formula'],
    op: 'cv',
    fields: [data('2, 4, 4, 4, 5, 5, 7, 9'), SAMPLE_OR_POPULATION],
    examples: [ex('2, 4, 4, 4, 5, 5, 7, 9', 'Coefficient of variation: 40%', { type: 'population' })],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(20, rows);
