/** statistics, relations: correlation, regression and covariance of paired data: the rows (data). Their code is run.ts beside them. */
import { textareaField, type CalcSpec, calcTopic } from '../../calcKit';
import { SAMPLE_OR_POPULATION } from '../fields';

export const rows = [
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
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(40, rows);
