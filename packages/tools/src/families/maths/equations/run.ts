import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readChoice, readNumber } from '../../calcKit';
import { add, cmp, div, isZero, mul, neg, rat, sub, toNumber, type Rational } from '../rational';
import { exactText, num12, rationalSqrt, readRational, solveSystem } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'quadratic-equation-solver': (v) => {
    // Exact: the coefficients as typed, so b² − 4ac of (x + 0.7)² is 0, not floating-point noise.
    const a = readRational(v, 'a', 'coefficient a', '1');
    const b = readRational(v, 'b', 'coefficient b', '-5');
    const c = readRational(v, 'c', 'coefficient c', '6');
    if (isZero(a))
      throw new InputError(
        'a cannot be 0 in a quadratic. With a = 0 the equation is linear: use the linear equation solver.',
      );
    const disc = sub(mul(b, b), mul(rat(4n), mul(a, c)));
    const twoA = mul(rat(2n), a);
    const vertexX = div(neg(b), twoA);
    const show = (r: Rational) => num12(toNumber(r));
    const figures = [
      figure('Discriminant (b² − 4ac)', show(disc)),
      figure('Vertex', `(${show(vertexX)}, ${show(sub(c, div(mul(b, b), mul(rat(4n), a))))})`),
    ];
    if (isZero(disc)) return ok(`x = ${show(vertexX)} (a double root)`, figures);
    if (disc.n > 0n) {
      const root = rationalSqrt(disc);
      if (root) {
        const roots = [div(sub(neg(b), root), twoA), div(add(neg(b), root), twoA)].sort(cmp);
        return ok(`x = ${show(roots[0]!)} or x = ${show(roots[1]!)}`, figures);
      }
      // The numerically stable form: q = −(b + sign(b)·√D)/2, roots q/a and c/q.
      const [fa, fb, fc] = [toNumber(a), toNumber(b), toNumber(c)];
      const q = -(fb + (fb >= 0 ? 1 : -1) * Math.sqrt(toNumber(disc))) / 2;
      const roots = [q / fa, fc / q].sort((x, y) => x - y);
      return ok(`x = ${num12(roots[0]!)} or x = ${num12(roots[1]!)}`, figures);
    }
    const re = show(vertexX);
    const im = num12(Math.abs(Math.sqrt(-toNumber(disc)) / toNumber(twoA)));
    const imText = im === '1' ? 'i' : `${im}i`;
    return ok(`x = ${re} - ${imText} or x = ${re} + ${imText}`, [
      ...figures,
      figure('Roots', 'complex (the discriminant is negative)'),
    ]);
  },
  'linear-equation-solver': (v) => {
    const a = readRational(v, 'a', 'coefficient a', '3');
    const b = readRational(v, 'b', 'number b', '2');
    const c = readRational(v, 'c', 'number c', '11');
    if (isZero(a)) {
      if (cmp(b, c) === 0) return ok('Every x is a solution (the equation is always true)');
      throw new InputError('With a = 0 there is no x that works: the equation says b = c, which is false.');
    }
    return ok(`x = ${exactText(div(sub(c, b), a))}`);
  },
  'system-of-equations-solver': (v) => {
    const get = (name: string) => readRational(v, name, `coefficient ${name}`, '2');
    return ok(
      solveSystem(
        [
          [get('a1'), get('b1'), get('c1')],
          [get('a2'), get('b2'), get('c2')],
        ],
        ['x', 'y'],
      ),
    );
  },
  'system-of-three-equations-solver': (v) => {
    const get = (name: string) => readRational(v, name, `coefficient ${name}`, '2');
    const rows = [1, 2, 3].map((k) => ['a', 'b', 'c', 'd'].map((letter) => get(`${letter}${k}`)));
    return ok(solveSystem(rows, ['x', 'y', 'z']));
  },
  'proportion-calculator': (v) => {
    const a = readRational(v, 'a', 'value a', '3');
    const b = readRational(v, 'b', 'value b', '4');
    const c = readRational(v, 'c', 'value c', '6');
    if (isZero(a)) throw new InputError('a cannot be 0: a proportion a/b = c/x needs a non-zero a.');
    if (isZero(b)) throw new InputError('b cannot be 0: a/b would divide by zero.');
    return ok(`x = ${exactText(div(mul(b, c), a))}`, [figure('Working', `x = b × c ÷ a`)]);
  },
  'pythagorean-theorem-calculator': (v) => {
    const find = readChoice(v, 'find', 'side to find', ['c', 'b']);
    const a = readNumber(v, 'a', 'leg a', { above: 0, example: '3' });
    if (find === 'c') {
      const b = readNumber(v, 'b', 'leg b', { above: 0, example: '4' });
      return ok(`c = ${num12(Math.hypot(a, b))}`, [figure('Working', `c = √(${num12(a)}² + ${num12(b)}²)`)]);
    }
    const c = readNumber(v, 'c', 'hypotenuse c', { above: 0, example: '5' });
    if (c <= a) throw new InputError('The hypotenuse c must be longer than leg a.');
    return ok(`b = ${num12(Math.sqrt((c - a) * (c + a)))}`, [figure('Working', `b = √(${num12(c)}² − ${num12(a)}²)`)]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
