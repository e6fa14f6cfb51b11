/** statistics: the fields, choices and example helpers its topics' rows share. */
import { selectField, textareaField } from '../calcKit';
import type { Field } from '../../types';

export const DATA = '4, 8, 15, 16, 23, 42';
export const data = (value = DATA, label = 'Numbers'): Field =>
  textareaField('input', label, value, { help: 'Separate the numbers with commas, spaces or new lines.' });
export const ex = (input: string, output: string, extra: Record<string, string> = {}) => ({
  input: { input, ...extra },
  output,
});
export const SAMPLE_OR_POPULATION = selectField(
  'type',
  'The numbers are',
  [
    ['sample', 'A sample (divide by n − 1)'],
    ['population', 'The whole population (divide by n)'],
  ],
  'sample',
);
export const QUARTILE_METHOD = selectField(
  'method',
  'Method',
  [
    ['inclusive', 'Inclusive: Excel QUARTILE.INC, NumPy and R default'],
    ['exclusive', 'Exclusive: Excel QUARTILE.EXC, Minitab'],
    ['halves', 'Median of each half, median left out (TI-84)'],
  ],
  'inclusive',
);
export const LEVELS = [
  ['80', '80%'],
  ['90', '90%'],
  ['95', '95%'],
  ['98', '98%'],
  ['99', '99%'],
  ['99.9', '99.9%'],
] as const;
