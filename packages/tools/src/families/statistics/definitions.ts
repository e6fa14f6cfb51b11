/**
 * Descriptive statistics and the normal distribution: averages, spread, quartiles (three named
 * methods), percentiles, z-scores and p-values, correlation and regression, confidence intervals
 * and sample sizes. Hand-written, with the normal CDF from erf's series and continued fraction;
 * no library is needed.
 */
import { numberField as n, rowMaker, selectField, textareaField, type CalcSpec } from '../calcKit';
import type { Field, FamilyDefinition } from '../../types';

const row = rowMaker('statistics', 'data');

const DATA = '4, 8, 15, 16, 23, 42';
const data = (value = DATA, label = 'Numbers'): Field =>
  textareaField('input', label, value, { help: 'Separate the numbers with commas, spaces or new lines.' });
const ex = (input: string, output: string, extra: Record<string, string> = {}) => ({
  input: { input, ...extra },
  output,
});
const SAMPLE_OR_POPULATION = selectField(
  'type',
  'The numbers are',
  [
    ['sample', 'A sample (divide by n − 1)'],
    ['population', 'The whole population (divide by n)'],
  ],
  'sample',
);
const QUARTILE_METHOD = selectField(
  'method',
  'Method',
  [
    ['inclusive', 'Inclusive: Excel QUARTILE.INC, NumPy and R default'],
    ['exclusive', 'Exclusive: Excel QUARTILE.EXC, Minitab'],
    ['halves', 'Median of each half, median left out (TI-84)'],
  ],
  'inclusive',
);
const LEVELS = [
  ['80', '80%'],
  ['90', '90%'],
  ['95', '95%'],
  ['98', '98%'],
  ['99', '99%'],
  ['99.9', '99.9%'],
] as const;

const tools: CalcSpec[] = [
  {
    id: 'mean-calculator',
    name: 'Average Calculator (Mean)',
    description: 'Find the mean (average) of a list of numbers, with the count and the sum.',
    keywords: ['average calculator', 'mean calculator', 'arithmetic mean', 'find the average', 'average of numbers'],
    op: 'mean',
    fields: [data()],
    examples: [ex(DATA, 'Mean: 18'), ex('1, 2, 3, 4', 'Mean: 2.5')],
  },
  {
    id: 'median-calculator',
    name: 'Median Calculator',
    description: 'Find the median (middle value) of a list of numbers.',
    keywords: ['median', 'middle number', 'find the median', 'median of a data set'],
    op: 'median',
    fields: [data()],
    examples: [ex(DATA, 'Median: 15.5'), ex('7, 1, 3', 'Median: 3')],
  },
  {
    id: 'mode-calculator',
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
    name: 'Range Calculator',
    description: 'Find the range of a list of numbers: the largest minus the smallest.',
    keywords: ['range of data', 'statistical range', 'max minus min', 'find the range'],
    op: 'range',
    fields: [data()],
    examples: [ex(DATA, 'Range: 38')],
  },
  {
    id: 'standard-deviation-calculator',
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
    id: 'z-score-calculator',
    name: 'Z-Score Calculator',
    description: 'Find the z-score of a value from the mean and standard deviation, with its percentile.',
    keywords: ['z score', 'standard score', 'z value', 'z-score formula', 'standardize'],
    op: 'z-score',
    fields: [
      n('x', 'Value (x)', '85'),
      n('mean', 'Mean (μ)', '70'),
      n('sd', 'Standard deviation (σ)', '10', { min: 0 }),
    ],
    examples: [{ input: { x: '85', mean: '70', sd: '10' }, output: 'z = 1.5' }],
  },
  {
    id: 'p-value-calculator',
    name: 'P-Value from Z-Score Calculator',
    description: 'Find the left, right or two-tailed p-value of a z-score under the standard normal curve.',
    keywords: ['p value calculator', 'z to p', 'normal distribution p value', 'two tailed p value', 'z table'],
    op: 'p-value',
    pro: true,
    fields: [
      n('z', 'z-score', '1.96'),
      selectField(
        'tails',
        'Test',
        [
          ['two', 'Two-tailed'],
          ['left', 'Left-tailed (P(Z < z))'],
          ['right', 'Right-tailed (P(Z > z))'],
        ],
        'two',
      ),
    ],
    examples: [
      { input: { z: '1.96', tails: 'two' }, output: 'p = 0.0499958' },
      { input: { z: '1', tails: 'left' }, output: 'p = 0.841345' },
    ],
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
    id: 'correlation-coefficient-calculator',
    name: 'Correlation Coefficient Calculator',
    description: 'Find the Pearson correlation coefficient r, and r², between two lists of numbers.',
    keywords: [
      'pearson correlation',
      'correlation calculator',
      'r value',
      'pearson r',
      'correlation between two variables',
    ],
    op: 'correlation',
    fields: [
      textareaField('x', 'X values', '1, 2, 3, 4, 5'),
      textareaField('y', 'Y values (same order)', '2, 4, 5, 4, 5'),
    ],
    examples: [{ input: { x: '1, 2, 3, 4, 5', y: '2, 4, 5, 4, 5' }, output: 'r = 0.774597' }],
  },
  {
    id: 'linear-regression-calculator',
    name: 'Linear Regression Calculator',
    description: 'Fit a least-squares line y = mx + b to two lists of numbers, with r².',
    keywords: [
      'line of best fit',
      'least squares regression',
      'regression line',
      'trend line calculator',
      'slope intercept from data',
    ],
    op: 'regression',
    pro: true,
    fields: [
      textareaField('x', 'X values', '1, 2, 3, 4, 5'),
      textareaField('y', 'Y values (same order)', '2, 4, 5, 4, 5'),
    ],
    examples: [{ input: { x: '1, 2, 3, 4, 5', y: '2, 4, 5, 4, 5' }, output: 'y = 0.6x + 2.2' }],
  },
  {
    id: 'covariance-calculator',
    name: 'Covariance Calculator',
    description: 'Find the sample or population covariance of two lists of numbers.',
    keywords: ['sample covariance', 'population covariance', 'cov(x,y)', 'covariance formula'],
    op: 'covariance',
    pro: true,
    fields: [
      textareaField('x', 'X values', '1, 2, 3, 4, 5'),
      textareaField('y', 'Y values (same order)', '2, 4, 5, 4, 5'),
      SAMPLE_OR_POPULATION,
    ],
    examples: [{ input: { x: '1, 2, 3, 4, 5', y: '2, 4, 5, 4, 5', type: 'sample' }, output: 'Sample covariance: 1.5' }],
  },
  {
    id: 'standard-error-calculator',
    name: 'Standard Error Calculator',
    description: 'Find the standard error of the mean (sample standard deviation ÷ √n) of a list of numbers.',
    keywords: ['standard error of the mean', 'sem calculator', 'se calculator', 'standard error formula'],
    op: 'standard-error',
    fields: [data('2, 4, 4, 4, 5, 5, 7, 9')],
    examples: [ex('2, 4, 4, 4, 5, 5, 7, 9', 'Standard error of the mean: 0.755929')],
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
  {
    id: 'confidence-interval-calculator',
    name: 'Confidence Interval Calculator',
    description:
      'Find a confidence interval for a mean from its standard deviation and sample size (z, for large samples).',
    keywords: [
      'confidence interval for mean',
      '95% confidence interval',
      'margin of error',
      'ci calculator',
      'z interval',
    ],
    op: 'confidence-interval',
    pro: true,
    fields: [
      n('mean', 'Sample mean', '50'),
      n('sd', 'Standard deviation', '10', { min: 0 }),
      n('n', 'Sample size (n)', '100', { min: 1, step: 1 }),
      selectField('level', 'Confidence level', LEVELS, '95'),
    ],
    examples: [
      { input: { mean: '50', sd: '10', n: '100', level: '95' }, output: '95% confidence interval: 48.04 to 51.96' },
    ],
  },
  {
    id: 'sample-size-calculator',
    name: 'Sample Size Calculator',
    description: 'Find how many survey responses you need for a margin of error and confidence level.',
    keywords: [
      'survey sample size',
      'how many respondents',
      'sample size formula',
      'margin of error sample size',
      'statistical sample size',
    ],
    op: 'sample-size',
    pro: true,
    fields: [
      selectField('level', 'Confidence level', LEVELS, '95'),
      n('margin', 'Margin of error (%)', '5', { min: 0 }),
      n('proportion', 'Expected proportion (%)', '50', {
        min: 0,
        max: 100,
        help: 'Use 50% if you do not know: it gives the largest sample.',
      }),
      n('population', 'Population size (optional)', '', { min: 1 }),
    ],
    examples: [
      { input: { level: '95', margin: '5', proportion: '50', population: '' }, output: 'Sample size: 385' },
      { input: { level: '95', margin: '5', proportion: '50', population: '1000' }, output: 'Sample size: 278' },
    ],
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
];

export const statistics: FamilyDefinition = {
  order: 170,
  id: 'statistics',
  summary:
    'Mean, median, mode, spread, quartiles by three named methods, percentiles, z-scores and p-values, weighted/geometric/harmonic means, correlation, regression, confidence intervals and sample sizes; the normal CDF from erf’s series and continued fraction, no library needed.',
  tools: tools.map(row),
};
