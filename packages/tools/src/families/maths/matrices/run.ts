import { calcTopicEngine, type CalcOperations, figure, InputError, ok } from '../../calcKit';
import { add, isZero, mul, ONE, ZERO } from '../rational';
import { entryText, gaussJordan, inputOf, matrixText, readMatrix } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'matrix-determinant-calculator': (v) => {
    const m = readMatrix(inputOf(v), 'the matrix');
    if (m.length !== m[0]!.length)
      throw new InputError(`A determinant needs a square matrix; this one is ${m.length} × ${m[0]!.length}.`);
    return ok(entryText(gaussJordan(m, m.length).det), [figure('Size', `${m.length} × ${m.length}`)]);
  },
  'matrix-inverse-calculator': (v) => {
    const m = readMatrix(inputOf(v), 'the matrix');
    const size = m.length;
    if (size !== m[0]!.length)
      throw new InputError(`Only square matrices have inverses; this one is ${size} × ${m[0]!.length}.`);
    const augmented = m.map((r, i) => [...r, ...Array.from({ length: size }, (_, j) => (i === j ? ONE : ZERO))]);
    const { reduced, det } = gaussJordan(augmented, 2 * size);
    if (isZero(det)) throw new InputError('This matrix has no inverse: its determinant is 0.');
    return ok(matrixText(reduced.map((r) => r.slice(size))), [figure('Determinant', entryText(det))]);
  },
  'matrix-multiplication-calculator': (v) => {
    const a = readMatrix(v.a ?? '', 'matrix A');
    const b = readMatrix(v.b ?? '', 'matrix B');
    if (a[0]!.length !== b.length)
      throw new InputError(`A has ${a[0]!.length} columns but B has ${b.length} rows: they must match to multiply.`);
    const product = a.map((row) => b[0]!.map((_, j) => row.reduce((acc, x, k) => add(acc, mul(x, b[k]![j]!)), ZERO)));
    return ok(matrixText(product), [figure('Size', `${a.length} × ${b[0]!.length}`)]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
