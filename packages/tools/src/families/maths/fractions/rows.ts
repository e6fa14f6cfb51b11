/** maths, fractions: fractions, decimals, percentages and ratios: the rows (data). Their code is run.ts beside them. */
import { selectField, textField, type CalcSpec, calcTopic } from '../../calcKit';
import { ex, input, text } from '../fields';

export const rows = [
  text({
    id: 'fraction-simplifier',
    ask: {
      says: [
        {
          pattern: String.raw`simplify\s+(?:the\s+)?(?:fraction\s+)?(\d+\s*\/\s*\d+)|^(\d+\/\d+)\s+(?:simplified|in (?:its )?simplest form|in lowest terms)\??$`,
          fill: { input: 'squash:$1|$2' },
          why: 'simplifies your fraction, already filled in',
        },
      ],
    },
    name: 'Simplify Fractions Calculator',
    description: 'Reduce a fraction to its lowest terms, such as 18/24 to 3/4.',
    keywords: ['reduce fractions', 'fraction simplifier', 'lowest terms', 'simplest form', 'simplify fraction'],
    op: 'simplify-fraction',
    fields: [input('Fraction', '18/24')],
    examples: [ex('18/24', '3/4'), ex('-45/60', '-3/4'), ex('100/25', '4')],
  }),
  text({
    id: 'fraction-to-decimal',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|what is\s+)?(\d+\/\d+)\s+(?:as a|to a?|into a?|in)\s+decimal\??$`,
          fill: { input: '$1' },
          why: 'writes {$1} as a decimal, already filled in',
        },
      ],
    },
    name: 'Fraction to Decimal Converter',
    description: 'Turn a fraction or mixed number into a decimal, showing the repeating digits.',
    keywords: [
      'fraction to decimal',
      'convert fraction',
      '3/8 as a decimal',
      'fraction decimal calculator',
      'repeating decimal',
    ],
    op: 'fraction-to-decimal',
    fields: [input('Fraction', '3/8')],
    examples: [ex('3/8', '0.375'), ex('1/3', '0.333333333333'), ex('2 1/4', '2.25')],
  }),
  text({
    id: 'decimal-to-fraction',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|what is\s+)?(-?\d*\.\d+)\s+(?:as a|to a?|into a?|in)\s+fraction\??$`,
          fill: { input: '$1' },
          why: 'writes {$1} as a fraction, already filled in',
        },
      ],
    },
    name: 'Decimal to Fraction Converter',
    description: 'Turn a decimal into an exact fraction in lowest terms, such as 0.75 to 3/4.',
    keywords: [
      'decimal to fraction',
      '0.75 as a fraction',
      'convert decimal to fraction',
      'decimal fraction calculator',
      'decimal as fraction',
    ],
    op: 'decimal-to-fraction',
    fields: [input('Decimal', '0.75')],
    examples: [ex('0.75', '3/4'), ex('2.125', '17/8'), ex('-0.2', '-1/5')],
  }),
  {
    id: 'fraction-calculator',
    name: 'Fraction Calculator',
    description: 'Add, subtract, multiply or divide fractions and mixed numbers, with the answer in lowest terms.',
    keywords: [
      'adding fractions',
      'subtracting fractions',
      'multiplying fractions',
      'dividing fractions',
      'mixed number calculator',
    ],
    op: 'fraction-arithmetic',
    fields: [
      textField('a', 'First fraction', '1/2'),
      selectField(
        'operator',
        'Operation',
        [
          ['+', '+ add'],
          ['-', '− subtract'],
          ['*', '× multiply'],
          ['/', '÷ divide'],
        ],
        '+',
      ),
      textField('b', 'Second fraction', '1/3'),
    ],
    examples: [
      { input: { a: '1/2', operator: '+', b: '1/3' }, output: '5/6' },
      { input: { a: '2 1/4', operator: '*', b: '3/5' }, output: '27/20' },
      { input: { a: '3/4', operator: '/', b: '3/8' }, output: '2' },
    ],
  },
  text({
    id: 'mixed-number-to-improper-fraction',
    name: 'Mixed Number to Improper Fraction',
    description: 'Turn a mixed number such as 2 3/4 into an improper fraction (11/4).',
    keywords: ['mixed to improper', 'mixed number converter', 'convert mixed numbers', 'improper fraction calculator'],
    op: 'to-improper',
    fields: [input('Mixed number', '2 3/4')],
    examples: [ex('2 3/4', '11/4'), ex('-1 1/2', '-3/2')],
  }),
  text({
    id: 'improper-fraction-to-mixed-number',
    name: 'Improper Fraction to Mixed Number',
    description: 'Turn an improper fraction such as 11/4 into a mixed number (2 3/4).',
    keywords: [
      'improper to mixed',
      'improper fraction converter',
      'mixed number calculator',
      'convert improper fractions',
    ],
    op: 'to-mixed',
    fields: [input('Improper fraction', '11/4')],
    examples: [ex('11/4', '2 3/4'), ex('-7/2', '-3 1/2'), ex('12/4', '3')],
  }),
  text({
    id: 'repeating-decimal-to-fraction',
    name: 'Repeating Decimal to Fraction Converter',
    description: 'Turn a repeating decimal into an exact fraction: write the repeating digits in brackets, as 0.1(6).',
    keywords: [
      'recurring decimal to fraction',
      'repeating decimal converter',
      '0.333 repeating as a fraction',
      'recurring decimals',
    ],
    op: 'repeating-to-fraction',
    fields: [input('Repeating decimal (repeating part in brackets)', '0.(3)')],
    examples: [ex('0.(3)', '1/3'), ex('0.1(6)', '1/6'), ex('1.2(34)', '611/495')],
  }),
  text({
    id: 'percent-to-fraction',
    name: 'Percent to Fraction Converter',
    description: 'Turn a percentage into a fraction in lowest terms, such as 12.5% to 1/8.',
    keywords: ['percentage to fraction', '% to fraction', 'percent as a fraction', 'convert percent to fraction'],
    op: 'percent-to-fraction',
    fields: [input('Percentage', '12.5%')],
    examples: [ex('12.5%', '1/8'), ex('150', '3/2')],
  }),
  text({
    id: 'fraction-to-percent',
    name: 'Fraction to Percent Converter',
    description: 'Turn a fraction or mixed number into a percentage, such as 3/8 to 37.5%.',
    keywords: [
      'fraction to percentage',
      'fraction as a percent',
      'convert fraction to percent',
      'fraction percent calculator',
    ],
    op: 'fraction-to-percent',
    fields: [input('Fraction', '3/8')],
    examples: [ex('3/8', '37.5%'), ex('1/3', '33.3333333333%')],
  }),
  text({
    id: 'percent-to-decimal',
    name: 'Percent to Decimal Converter',
    description: 'Turn a percentage into a decimal by dividing by 100, exactly.',
    keywords: ['percentage to decimal', '% to decimal', 'convert percent to decimal', 'percent as decimal'],
    op: 'percent-to-decimal',
    fields: [input('Percentage', '12.5%')],
    examples: [ex('12.5%', '0.125'), ex('250', '2.5')],
  }),
  text({
    id: 'decimal-to-percent',
    name: 'Decimal to Percent Converter',
    description: 'Turn a decimal into a percentage by multiplying by 100, exactly.',
    keywords: ['decimal to percentage', 'convert decimal to percent', 'decimal as a percent', '0.25 to percent'],
    op: 'decimal-to-percent',
    fields: [input('Decimal', '0.125')],
    examples: [ex('0.125', '12.5%'), ex('1.5', '150%')],
  }),
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(10, rows);
