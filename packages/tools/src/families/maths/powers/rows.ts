/** maths, powers: powers, roots, logarithms, factorials and combinations: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';
import { ex, input, text } from '../fields';

export const rows = [
  text({
    id: 'square-root-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(?:square root|sqrt|√)\s*(?:of\s+)?{num}`,
          fill: { input: 'num:$1' },
          why: 'works out the square root of {$1}, already filled in',
          asked: 'the square root of {$1}',
        },
      ],
    },
    name: 'Square Root Calculator',
    description: 'Find a square root, simplified as a surd (√72 = 6√2) and as a decimal.',
    keywords: ['sqrt calculator', 'square root', 'simplify square roots', 'radical calculator', 'root of a number'],
    op: 'sqrt',
    fields: [input('Number', '72')],
    examples: [ex('72', '6√2 ≈ 8.48528137424'), ex('144', '12'), ex('2', '√2 ≈ 1.41421356237'), ex('-9', '3i')],
  }),
  text({
    id: 'cube-root-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`(?:cube root|cbrt)\s*(?:of\s+)?{num}`,
          fill: { input: 'num:$1' },
          why: 'works out the cube root of {$1}, already filled in',
        },
      ],
    },
    name: 'Cube Root Calculator',
    description: 'Find the cube root of any number, negative ones too.',
    keywords: ['cube root', 'cbrt', '∛', 'third root', 'cube root of a number'],
    op: 'cbrt',
    fields: [input('Number', '27')],
    examples: [ex('27', '3'), ex('-64', '-4'), ex('10', '2.15443469003')],
  }),
  {
    id: 'nth-root-calculator',
    name: 'Nth Root Calculator',
    description: 'Find the nth root of a number, such as the 5th root of 32.',
    keywords: ['nth root', 'root calculator', 'fourth root', 'fifth root', 'radical calculator'],
    op: 'nth-root',
    fields: [n('x', 'Number', '32'), n('n', 'Root (n)', '5', { step: 1 })],
    examples: [
      { input: { x: '32', n: '5' }, output: '2' },
      { input: { x: '10', n: '4' }, output: '1.77827941004' },
      { input: { x: '-8', n: '3' }, output: '-2' },
    ],
  },
  {
    id: 'exponent-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`^{num}\s*(?:\^|\*\*|to the power of|raised to(?: the power of)?)\s*{num}\??$`,
          fill: { base: 'num:$1', exponent: 'num:$2' },
          why: 'works out {$1} to the power of {$2}, already filled in',
          asked: '{$1} to the power of {$2}',
        },
      ],
    },
    name: 'Exponent Calculator',
    description: 'Raise a number to a power, exactly for whole numbers (2^100 in full).',
    keywords: ['power calculator', 'exponents', 'x to the power of y', 'raise to a power', 'indices calculator'],
    op: 'power',
    fields: [n('base', 'Base', '2'), n('exponent', 'Exponent', '10')],
    examples: [
      { input: { base: '2', exponent: '10' }, output: '1024' },
      { input: { base: '2', exponent: '100' }, output: '1267650600228229401496703205376' },
      { input: { base: '4', exponent: '-0.5' }, output: '0.5' },
    ],
  },
  {
    id: 'log-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`log(?:arithm)?\s+(?:base\s+|base-|_)?{num}\s+(?:of\s+)?{num}`,
          fill: { base: 'num:$1', x: 'num:$2' },
          why: 'works out the logarithm of {$2} in base {$1}, already filled in',
        },
      ],
    },
    name: 'Logarithm Calculator',
    description: 'Find the logarithm of a number to any base: log base 10, base 2 or your own.',
    keywords: ['log calculator', 'log base 2', 'log base 10', 'logarithm', 'log_b(x)'],
    op: 'log',
    fields: [n('x', 'Number', '1000'), n('base', 'Base', '10')],
    examples: [
      { input: { x: '1000', base: '10' }, output: '3' },
      { input: { x: '8', base: '2' }, output: '3' },
      { input: { x: '10', base: '3' }, output: '2.09590327429' },
    ],
  },
  text({
    id: 'natural-log-calculator',
    name: 'Natural Log (ln) Calculator',
    description: 'Find the natural logarithm, ln x, the logarithm to base e.',
    keywords: ['ln calculator', 'natural logarithm', 'log base e', 'ln(x)', 'loge'],
    op: 'ln',
    fields: [input('Number', '10')],
    examples: [ex('10', '2.30258509299'), ex('1', '0')],
  }),
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(30, rows);
