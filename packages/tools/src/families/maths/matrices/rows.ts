/** maths, matrices: matrix determinants, inverses and products: the rows (data). Their code is run.ts beside them. */
import { textareaField, type CalcSpec, calcTopic } from '../../calcKit';
import { ex, text } from '../fields';

export const rows = [
  text({
    id: 'matrix-determinant-calculator',
    name: 'Matrix Determinant Calculator',
    description: 'Find the determinant of a square matrix up to 8 × 8, exactly.',
    keywords: ['determinant calculator', 'det of matrix', '3x3 determinant', '2x2 determinant', 'matrix calculator'],
    op: 'determinant',
    pro: true,
    fields: [textareaField('input', 'Matrix (one row per line, numbers separated by spaces)', '2 -3 1\n2 0 -1\n1 4 5')],
    examples: [ex('2 -3 1\n2 0 -1\n1 4 5', '49'), ex('1 2\n3 4', '-2')],
  }),
  text({
    id: 'matrix-inverse-calculator',
    name: 'Matrix Inverse Calculator',
    description: 'Find the inverse of a square matrix up to 8 × 8, exactly, by Gauss–Jordan elimination.',
    keywords: ['inverse matrix', 'invert matrix', '3x3 inverse', '2x2 inverse', 'matrix inversion'],
    op: 'inverse',
    pro: true,
    fields: [textareaField('input', 'Matrix (one row per line, numbers separated by spaces)', '4 7\n2 6')],
    examples: [ex('4 7\n2 6', '0.6\t-0.7\n-0.2\t0.4'), ex('1 2\n3 3', '-1\t2/3\n1\t-1/3')],
  }),
  {
    id: 'matrix-multiplication-calculator',
    name: 'Matrix Multiplication Calculator',
    description: 'Multiply two matrices (A × B) up to 8 × 8, exactly.',
    keywords: [
      'multiply matrices',
      'matrix product',
      'matrix multiplier',
      'dot product of matrices',
      'matrix calculator',
    ],
    op: 'matrix-multiply',
    pro: true,
    kind: 'form',
    fields: [textareaField('a', 'Matrix A', '1 2\n3 4'), textareaField('b', 'Matrix B', '5 6\n7 8')],
    examples: [{ input: { a: '1 2\n3 4', b: '5 6\n7 8' }, output: '19\t22\n43\t50' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(80, rows);
