/** maths, trigonometry: angles and trigonometric functions: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { ANGLE_UNIT } from '../fields';

export const rows = [
  {
    id: 'trig-calculator',
    name: 'Trigonometry Calculator (sin, cos, tan)',
    description: 'Find sin, cos, tan, csc, sec or cot of an angle in degrees or radians.',
    keywords: ['sin calculator', 'cos calculator', 'tan calculator', 'sine cosine tangent', 'trig functions'],
    op: 'trig',
    fields: [
      selectField(
        'fn',
        'Function',
        [
          ['sin', 'sin'],
          ['cos', 'cos'],
          ['tan', 'tan'],
          ['csc', 'csc'],
          ['sec', 'sec'],
          ['cot', 'cot'],
        ],
        'sin',
      ),
      n('angle', 'Angle', '30'),
      ANGLE_UNIT,
    ],
    examples: [
      { input: { fn: 'sin', angle: '30', unit: 'deg' }, output: 'sin(30°) = 0.5' },
      { input: { fn: 'tan', angle: '45', unit: 'deg' }, output: 'tan(45°) = 1' },
      { input: { fn: 'cos', angle: '1', unit: 'rad' }, output: 'cos(1 rad) = 0.540302305868' },
    ],
  },
  {
    id: 'inverse-trig-calculator',
    name: 'Inverse Trig Calculator (arcsin, arccos, arctan)',
    description: 'Find the angle for a sine, cosine or tangent value, in degrees or radians.',
    keywords: ['arcsin calculator', 'arccos calculator', 'arctan calculator', 'inverse sine', 'sin^-1'],
    op: 'inverse-trig',
    fields: [
      selectField(
        'fn',
        'Function',
        [
          ['asin', 'arcsin (sin⁻¹)'],
          ['acos', 'arccos (cos⁻¹)'],
          ['atan', 'arctan (tan⁻¹)'],
        ],
        'asin',
      ),
      n('x', 'Value', '0.5'),
      selectField(
        'unit',
        'Answer in',
        [
          ['deg', 'Degrees'],
          ['rad', 'Radians'],
        ],
        'deg',
      ),
    ],
    examples: [
      { input: { fn: 'asin', x: '0.5', unit: 'deg' }, output: 'arcsin(0.5) = 30°' },
      { input: { fn: 'atan', x: '1', unit: 'rad' }, output: 'arctan(1) = 0.785398163397 rad' },
    ],
  },
  {
    id: 'scientific-calculator',
    name: 'Scientific Calculator',
    description:
      'Evaluate an expression with powers, roots, logs, trig functions, factorials and brackets. % between two numbers is the remainder (10 % 3 = 1); after a number it is a percentage (200 × 15% = 30).',
    keywords: [
      'online calculator',
      'modulo calculator',
      'expression calculator',
      'math calculator',
      'order of operations',
      'calculator with brackets',
    ],
    op: 'expression',
    fields: [
      textField('input', 'Expression', '2 + 3 × 4', { placeholder: 'sqrt(2) * sin(45) + 10!' }),
      selectField(
        'unit',
        'Angles in',
        [
          ['deg', 'Degrees'],
          ['rad', 'Radians'],
        ],
        'deg',
      ),
    ],
    examples: [
      { input: { input: '2 + 3 × 4', unit: 'deg' }, output: '14' },
      { input: { input: 'sqrt(16) + 2^3^2 - (1 + 1)!', unit: 'deg' }, output: '514' },
      { input: { input: 'sin(30) + ln(e)', unit: 'deg' }, output: '1.5' },
      { input: { input: '10 % 3', unit: 'deg' }, output: '1' },
      { input: { input: '200 × 15%', unit: 'deg' }, output: '30' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(70, rows);
