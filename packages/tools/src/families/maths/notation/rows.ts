/** maths, notation: scientific notation, rounding, number words and numerals: the rows (data). Their code is run.ts beside them. */
import { numberField as n, selectField, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { ROUNDING_MODES, ex, input, text } from '../fields';

export const rows = [
  text({
    id: 'scientific-notation-converter',
    name: 'Scientific Notation Converter',
    description: 'Write a number in scientific notation, such as 123000 as 1.23 × 10^5.',
    keywords: [
      'standard form calculator',
      'decimal to scientific notation',
      'e notation',
      'exponential notation',
      'scientific notation calculator',
    ],
    op: 'to-scientific',
    fields: [input('Number', '123000')],
    examples: [ex('123000', '1.23 × 10^5'), ex('0.00045', '4.5 × 10^-4')],
  }),
  text({
    id: 'scientific-notation-to-decimal',
    name: 'Scientific Notation to Decimal',
    description: 'Write a number given in scientific or e notation out in full, such as 1.23 × 10^5.',
    keywords: [
      'scientific to standard',
      'e notation to decimal',
      'expand scientific notation',
      'standard form to ordinary number',
    ],
    op: 'from-scientific',
    fields: [input('Number in scientific notation', '1.23 × 10^5')],
    examples: [ex('1.23 × 10^5', '123000'), ex('4.5e-4', '0.00045')],
  }),
  {
    id: 'significant-figures-calculator',
    name: 'Significant Figures Calculator',
    description: 'Round a number to a given number of significant figures, keeping significant zeros.',
    keywords: ['sig fig calculator', 'round to significant figures', 'sig figs', 'significant digits', 'round sf'],
    op: 'round-significant',
    fields: [
      textField('value', 'Number', '0.0045678'),
      n('figures', 'Significant figures', '2', { min: 1, max: 100, step: 1 }),
    ],
    examples: [
      { input: { value: '0.0045678', figures: '2' }, output: '0.0046' },
      { input: { value: '2.996', figures: '3' }, output: '3.00' },
      { input: { value: '123456', figures: '2' }, output: '120000' },
    ],
  },
  text({
    id: 'significant-figures-counter',
    name: 'Significant Figures Counter',
    description: 'Count the significant figures in a number as written, by the standard rules.',
    keywords: ['how many sig figs', 'count significant figures', 'sig fig counter', 'significant digits counter'],
    op: 'count-significant',
    fields: [input('Number as written', '0.00450')],
    examples: [
      ex('0.00450', '3 significant figures'),
      ex('1200.', '4 significant figures'),
      ex('1.20e3', '3 significant figures'),
    ],
  }),
  {
    id: 'rounding-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`round\s+{num}\s+to\s+(\d{1,2})\s+(?:decimal places|dp|decimals|places)`,
          fill: { value: 'num:$1', places: '$2' },
          why: 'rounds {$1} to {$2} decimal places, already filled in',
        },
      ],
    },
    name: 'Rounding Calculator',
    description: 'Round a number to a number of decimal places, exactly, half up or half to even.',
    keywords: [
      'round to 2 decimal places',
      'decimal places calculator',
      'round numbers',
      'bankers rounding',
      'round off',
    ],
    op: 'round-places',
    fields: [
      textField('value', 'Number', '3.14159'),
      n('places', 'Decimal places', '2', { min: 0, max: 100, step: 1 }),
      selectField('mode', 'Rounding', ROUNDING_MODES, 'half-up'),
    ],
    examples: [
      { input: { value: '3.14159', places: '2', mode: 'half-up' }, output: '3.14' },
      { input: { value: '1.005', places: '2', mode: 'half-up' }, output: '1.01' },
      { input: { value: '2.5', places: '0', mode: 'half-even' }, output: '2' },
    ],
  },
  {
    id: 'round-to-nearest-calculator',
    name: 'Round to the Nearest Calculator',
    description: 'Round a number to the nearest 10, 100, 1000, whole number, tenth or other step.',
    keywords: [
      'round to nearest 10',
      'round to nearest hundred',
      'round to nearest whole number',
      'round to nearest tenth',
      'nearest thousand',
    ],
    op: 'round-nearest',
    fields: [
      textField('value', 'Number', '1234.5678'),
      selectField(
        'nearest',
        'To the nearest',
        [
          ['0.001', 'Thousandth (0.001)'],
          ['0.01', 'Hundredth (0.01)'],
          ['0.1', 'Tenth (0.1)'],
          ['0.5', 'Half (0.5)'],
          ['1', 'Whole number (1)'],
          ['5', 'Five'],
          ['10', 'Ten'],
          ['100', 'Hundred'],
          ['1000', 'Thousand'],
          ['1000000', 'Million'],
        ],
        '100',
      ),
    ],
    examples: [
      { input: { value: '1234.5678', nearest: '100' }, output: '1200' },
      { input: { value: '12.5', nearest: '5' }, output: '15' },
      { input: { value: '1234.5678', nearest: '0.01' }, output: '1234.57' },
    ],
  },
  text({
    id: 'ratio-simplifier',
    name: 'Ratio Simplifier',
    description: 'Simplify a ratio such as 12:18 to 2:3, decimals and three-part ratios too.',
    keywords: [
      'simplify ratio',
      'ratio calculator',
      'reduce ratio',
      'ratio in simplest form',
      'aspect ratio simplifier',
    ],
    op: 'ratio',
    fields: [input('Ratio', '12:18')],
    examples: [ex('12:18', '2:3'), ex('1.5:2.5:4', '3:5:8')],
  }),
  text({
    id: 'number-to-words',
    ask: {
      says: [
        {
          pattern: String.raw`(?:write|spell|say)\s+(?:out\s+)?{num}\s+(?:in|as)\s+words|^{num}\s+in\s+words\??$`,
          fill: { input: 'num:$1|$2' },
          why: 'writes your number in words, already filled in',
        },
      ],
    },
    name: 'Number to Words Converter',
    description: 'Write a number in English words, up to the trillions, with decimals read digit by digit.',
    keywords: ['numbers to words', 'spell out numbers', 'number in words', 'write number as words', 'amount in words'],
    op: 'words',
    fields: [
      input('Number', '1234567'),
      selectField(
        'style',
        'Style',
        [
          ['us', 'US (one hundred one)'],
          ['uk', 'British (one hundred and one)'],
        ],
        'us',
      ),
    ],
    examples: [
      {
        input: { input: '1234567', style: 'us' },
        output: 'one million two hundred thirty-four thousand five hundred sixty-seven',
      },
      { input: { input: '101', style: 'uk' }, output: 'one hundred and one' },
      { input: { input: '-12.05', style: 'us' }, output: 'minus twelve point zero five' },
    ],
  }),
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(50, rows);
