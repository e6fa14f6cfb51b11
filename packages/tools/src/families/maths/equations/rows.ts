/** maths, equations: equations and systems of equations: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, type CalcSpec, calcTopic } from '../../calcKit';

export const rows = [
  {
    id: 'quadratic-equation-solver',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:solve\s+)?(-?\d*(?:\.\d+)?)\s*\*?\s*x\s*(?:\^\s*2|²|\*\*\s*2)\s*(?:([+-])\s*(\d*(?:\.\d+)?)\s*\*?\s*x)?\s*(?:([+-])\s*(\d+(?:\.\d+)?))?\s*=\s*0\s*$`,
          read: 'quadratic',
          why: 'solves {equation}, with the coefficients filled in',
        },
      ],
    },
    name: 'Quadratic Equation Solver',
    description: 'Solve ax² + bx + c = 0 with the quadratic formula, real and complex roots.',
    keywords: ['quadratic formula calculator', 'solve quadratic', 'ax2+bx+c', 'roots of quadratic', 'discriminant'],
    op: 'quadratic',
    fields: [n('a', 'a', '1'), n('b', 'b', '-5'), n('c', 'c', '6')],
    examples: [
      { input: { a: '1', b: '-5', c: '6' }, output: 'x = 2 or x = 3' },
      { input: { a: '1', b: '-4', c: '4' }, output: 'x = 2 (a double root)' },
      { input: { a: '1', b: '2', c: '5' }, output: 'x = -1 - 2i or x = -1 + 2i' },
    ],
  },
  {
    id: 'linear-equation-solver',
    name: 'Linear Equation Solver',
    description: 'Solve ax + b = c for x, exactly, as a fraction and a decimal.',
    keywords: ['solve for x', 'linear equation calculator', 'one step equations', 'ax + b = c', 'algebra calculator'],
    op: 'linear',
    fields: [n('a', 'a (times x)', '3'), n('b', '+ b', '2'), n('c', '= c', '11')],
    examples: [
      { input: { a: '3', b: '2', c: '11' }, output: 'x = 3' },
      { input: { a: '3', b: '0', c: '1' }, output: 'x = 1/3 ≈ 0.333333333333' },
    ],
  },
  {
    id: 'system-of-equations-solver',
    name: 'System of Equations Solver (2 Variables)',
    description: 'Solve two linear equations in x and y, exactly, by Cramer’s rule.',
    keywords: [
      'simultaneous equations',
      'two equations two unknowns',
      'solve system',
      'cramers rule',
      'linear system 2x2',
    ],
    op: 'system2',
    fields: [
      n('a1', 'Equation 1: a (x)', '2'),
      n('b1', 'b (y)', '3'),
      n('c1', '= c', '8'),
      n('a2', 'Equation 2: a (x)', '1'),
      n('b2', 'b (y)', '-1'),
      n('c2', '= c', '-1'),
    ],
    examples: [{ input: { a1: '2', b1: '3', c1: '8', a2: '1', b2: '-1', c2: '-1' }, output: 'x = 1, y = 2' }],
  },
  {
    id: 'system-of-three-equations-solver',
    name: 'System of Equations Solver (3 Variables)',
    description: 'Solve three linear equations in x, y and z exactly, by Gaussian elimination.',
    keywords: [
      '3x3 system',
      'three equations three unknowns',
      'simultaneous equations 3 variables',
      'gaussian elimination',
      'linear system solver',
    ],
    op: 'system3',
    pro: true,
    fields: [
      n('a1', 'Equation 1: x', '1'),
      n('b1', 'y', '1'),
      n('c1', 'z', '1'),
      n('d1', '=', '6'),
      n('a2', 'Equation 2: x', '0'),
      n('b2', 'y', '2'),
      n('c2', 'z', '5'),
      n('d2', '=', '-4'),
      n('a3', 'Equation 3: x', '2'),
      n('b3', 'y', '5'),
      n('c3', 'z', '-1'),
      n('d3', '=', '27'),
    ],
    examples: [{ input: {}, output: 'x = 5, y = 3, z = -2' }],
  },
  {
    id: 'proportion-calculator',
    name: 'Proportion Calculator (Rule of Three)',
    description: 'Solve a/b = c/x for the missing value, the rule of three.',
    keywords: ['rule of three', 'cross multiplication', 'ratio proportion solver', 'solve proportion', 'missing value'],
    op: 'proportion',
    fields: [n('a', 'a', '3'), n('b', 'is to b', '4'), n('c', 'as c is to x', '6')],
    examples: [
      { input: { a: '3', b: '4', c: '6' }, output: 'x = 8' },
      { input: { a: '2', b: '5', c: '3' }, output: 'x = 7.5' },
    ],
  },
  {
    id: 'pythagorean-theorem-calculator',
    name: 'Pythagorean Theorem Calculator',
    description: 'Find the missing side of a right triangle from the other two, a² + b² = c².',
    keywords: ['pythagoras calculator', 'hypotenuse calculator', 'a2 + b2 = c2', 'right triangle side', 'missing side'],
    op: 'pythagoras',
    fields: [
      selectField(
        'find',
        'Find',
        [
          ['c', 'The hypotenuse c (from legs a and b)'],
          ['b', 'A leg b (from leg a and hypotenuse c)'],
        ],
        'c',
      ),
      n('a', 'Leg a', '3', { min: 0 }),
      n('b', 'Leg b (to find the hypotenuse)', '4', { min: 0 }),
      n('c', 'Hypotenuse c (to find a leg)', '5', { min: 0 }),
    ],
    examples: [
      { input: { find: 'c', a: '3', b: '4' }, output: 'c = 5' },
      { input: { find: 'b', a: '5', c: '13' }, output: 'b = 12' },
      { input: { find: 'c', a: '1', b: '1' }, output: 'c = 1.41421356237' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(40, rows);
