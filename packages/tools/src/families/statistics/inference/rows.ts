/** statistics, inference: z-scores, p-values, standard errors, confidence intervals and sample sizes: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';
import { LEVELS, data, ex } from '../fields';

export const rows = [
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
    id: 'standard-error-calculator',
    name: 'Standard Error Calculator',
    description: 'Find the standard error of the mean (sample standard deviation ÷ √n) of a list of numbers.',
    keywords: ['standard error of the mean', 'sem calculator', 'se calculator', 'standard error formula'],
    op: 'standard-error',
    fields: [data('2, 4, 4, 4, 5, 5, 7, 9')],
    examples: [ex('2, 4, 4, 4, 5, 5, 7, 9', 'Standard error of the mean: 0.755929')],
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(30, rows);
