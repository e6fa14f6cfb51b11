/** maths, arithmetic: expressions and everyday arithmetic: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';
import { ex, input, text } from '../fields';

export const rows = [
  text({
    id: 'absolute-value-calculator',
    name: 'Absolute Value Calculator',
    description: 'Find the absolute value |x| of a number: its distance from zero.',
    keywords: ['absolute value', 'modulus of a number', '|x|', 'abs calculator'],
    op: 'abs',
    fields: [input('Number', '-7.5')],
    examples: [ex('-7.5', '7.5'), ex('12', '12')],
  }),
  {
    id: 'modulo-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`^{num}\s+(?:mod|modulo|%)\s+{num}\??$`,
          fill: { a: 'num:$1', b: 'num:$2' },
          why: 'works out {$1} mod {$2}, already filled in',
        },
      ],
    },
    name: 'Modulo Calculator',
    description: 'Find a mod n, the remainder after division, the mathematical way (never negative for positive n).',
    keywords: ['mod calculator', 'modulus', 'remainder calculator', 'a mod b', 'modular arithmetic'],
    op: 'mod',
    fields: [n('a', 'a (dividend)', '17'), n('b', 'n (modulus)', '5')],
    examples: [
      { input: { a: '17', b: '5' }, output: '17 mod 5 = 2' },
      { input: { a: '-17', b: '5' }, output: '-17 mod 5 = 3' },
    ],
  },
  {
    id: 'division-with-remainder-calculator',
    name: 'Division with Remainder Calculator',
    description: 'Divide two whole numbers into a quotient and a remainder, as in long division.',
    keywords: [
      'long division calculator',
      'quotient and remainder',
      'remainder calculator',
      'division calculator',
      'divide with remainder',
    ],
    op: 'divmod',
    fields: [n('a', 'Dividend', '157', { step: 1 }), n('b', 'Divisor', '12', { step: 1 })],
    examples: [
      { input: { a: '157', b: '12' }, output: '13 remainder 1' },
      { input: { a: '100', b: '4' }, output: '25 remainder 0' },
    ],
  },
  {
    id: 'percent-error-calculator',
    name: 'Percent Error Calculator',
    description: 'Work out the percent error between a measured value and the true value.',
    keywords: [
      'percentage error',
      'percent error formula',
      'experimental error',
      'relative error',
      'accuracy calculator',
    ],
    op: 'percent-error',
    fields: [n('measured', 'Measured value', '10.2'), n('actual', 'True (accepted) value', '10')],
    examples: [{ input: { measured: '10.2', actual: '10' }, output: 'Percent error: 2%' }],
  },
  {
    id: 'multiplication-table-generator',
    name: 'Multiplication Table Generator',
    description: 'Write out the times table of any number, up to the row you choose.',
    keywords: ['times table', 'times tables chart', 'multiplication chart', '7 times table', 'multiplication facts'],
    op: 'times-table',
    fields: [n('number', 'Number', '7'), n('upTo', 'Up to', '12', { min: 1, max: 100, step: 1 })],
    examples: [
      { input: { number: '7', upTo: '5' }, output: '7 × 1 = 7\n7 × 2 = 14\n7 × 3 = 21\n7 × 4 = 28\n7 × 5 = 35' },
    ],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(60, rows);
