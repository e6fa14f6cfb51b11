/** maths, integers: primes, factors, divisors, GCD and LCM: the rows (data). Their code is run.ts beside them. */
import { numberField as n, type CalcSpec, calcTopic } from '../../calcKit';
import { ex, input, text } from '../fields';

export const rows = [
  text({
    id: 'gcd-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:gcd|gcf|hcf|greatest common (?:divisor|factor)|highest common factor)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'finds the greatest common divisor of your numbers, already filled in',
          asked: 'the greatest common divisor of {input}',
        },
      ],
    },
    name: 'GCD Calculator (Greatest Common Divisor)',
    description: 'Find the greatest common divisor (GCF, HCF) of two or more whole numbers.',
    keywords: ['gcf calculator', 'hcf calculator', 'greatest common factor', 'highest common factor', 'gcd'],
    op: 'gcd',
    fields: [input('Whole numbers', '12, 18, 24')],
    examples: [ex('12, 18, 24', '6'), ex('1071, 462', '21')],
  }),
  text({
    id: 'lcm-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\b(?:lcm|least common multiple|lowest common multiple)\b\s*(?:of|for)?\s*(?:these\s+numbers\s*:?\s*)?{list}`,
          fill: { input: 'list:$1' },
          why: 'finds the least common multiple of your numbers, already filled in',
          asked: 'the least common multiple of {input}',
        },
      ],
    },
    name: 'LCM Calculator (Least Common Multiple)',
    description: 'Find the least common multiple of two or more whole numbers.',
    keywords: ['lowest common multiple', 'least common multiple', 'lcm', 'common denominator', 'lcd calculator'],
    op: 'lcm',
    fields: [input('Whole numbers', '4, 6, 8')],
    examples: [ex('4, 6, 8', '24'), ex('21, 6', '42')],
  }),
  text({
    id: 'prime-number-checker',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:is\s+)?(\d{1,16})\s+(?:a\s+)?prime(?:\s+number)?\??$|^(?:check if|is)\s+(\d{1,16})\s+(?:is\s+)?(?:a\s+)?prime`,
          fill: { input: '$1|$2' },
          why: 'checks whether {$1|$2} is prime, already filled in',
        },
      ],
    },
    name: 'Prime Number Checker',
    description: 'Check whether a whole number up to 10^18 is prime, and factor it if it is not.',
    keywords: ['is it prime', 'prime number calculator', 'prime or composite', 'prime test', 'check prime'],
    op: 'is-prime',
    fields: [input('Whole number', '97')],
    examples: [
      ex('97', '97 is a prime number'),
      ex('91', '91 is not a prime number: 91 = 7 × 13'),
      ex('1', '1 is neither prime nor composite'),
    ],
  }),
  text({
    id: 'prime-factorization-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`prime factors?(?:ization|isation)?\s+(?:of\s+)?(\d{1,16})\b|factori[sz]e\s+(\d{1,16})\b`,
          fill: { input: '$1|$2' },
          why: 'breaks {$1|$2} into primes, already filled in',
        },
      ],
    },
    name: 'Prime Factorization Calculator',
    description: 'Break a whole number up to 10^18 into its prime factors, such as 360 = 2^3 × 3^2 × 5.',
    keywords: ['prime factorisation', 'prime factors', 'factor tree', 'prime decomposition', 'factorize'],
    op: 'factorise',
    fields: [input('Whole number', '360')],
    examples: [ex('360', '2^3 × 3^2 × 5'), ex('1001', '7 × 11 × 13')],
  }),
  text({
    id: 'factor-calculator',
    name: 'Factors Calculator',
    description: 'List every factor (divisor) of a whole number, with its factor pairs.',
    keywords: ['factors of a number', 'divisors calculator', 'find all factors', 'factor pairs', 'factors of 36'],
    op: 'divisors',
    fields: [input('Whole number', '36')],
    examples: [ex('36', '1, 2, 3, 4, 6, 9, 12, 18, 36'), ex('13', '1, 13')],
  }),
  text({
    id: 'prime-numbers-list',
    name: 'Prime Numbers List Generator',
    description: 'List every prime number up to a limit you choose (up to 100,000).',
    keywords: [
      'list of prime numbers',
      'primes up to 100',
      'prime number list',
      'sieve of eratosthenes',
      'prime numbers chart',
    ],
    op: 'primes-up-to',
    fields: [input('Up to', '50', { type: 'number' })],
    examples: [ex('50', '2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47')],
  }),
  text({
    id: 'factorial-calculator',
    ask: {
      says: [
        {
          pattern: String.raw`\bfactorial\s+(?:of\s+)?(\d{1,4})\b|^(\d{1,4})!$`,
          fill: { input: '$1|$2' },
          why: 'works out {$1|$2}!, already filled in',
          asked: '{$1|$2}!',
        },
      ],
    },
    name: 'Factorial Calculator',
    description: 'Work out n! exactly, every digit, for n up to 5000.',
    keywords: ['factorial', 'n factorial', 'n!', '10 factorial', 'big factorial'],
    op: 'factorial',
    fields: [input('n', '10', { type: 'number' })],
    examples: [ex('10', '3628800'), ex('25', '15511210043330985984000000'), ex('0', '1')],
  }),
  {
    id: 'permutation-calculator',
    name: 'Permutation Calculator (nPr)',
    description: 'Count ordered arrangements of r items from n, nPr = n! / (n − r)!, exactly.',
    keywords: ['npr calculator', 'permutations', 'arrangements', 'n p r', 'ordered selections'],
    op: 'permutations',
    fields: [
      n('n', 'n (items to choose from)', '10', { min: 0, step: 1 }),
      n('r', 'r (items chosen)', '3', { min: 0, step: 1 }),
    ],
    examples: [{ input: { n: '10', r: '3' }, output: '720' }],
  },
  {
    id: 'combination-calculator',
    name: 'Combination Calculator (nCr)',
    description: 'Count ways to choose r items from n when order does not matter, nCr, exactly.',
    keywords: ['ncr calculator', 'combinations', 'n choose k', 'binomial coefficient', 'choose calculator'],
    op: 'combinations',
    fields: [
      n('n', 'n (items to choose from)', '52', { min: 0, step: 1 }),
      n('r', 'r (items chosen)', '5', { min: 0, step: 1 }),
    ],
    examples: [
      { input: { n: '52', r: '5' }, output: '2598960' },
      { input: { n: '49', r: '6' }, output: '13983816' },
    ],
  },
  text({
    id: 'fibonacci-calculator',
    name: 'Fibonacci Number Calculator',
    description: 'Find the nth Fibonacci number exactly (F0 = 0, F1 = 1), for n up to 10,000.',
    keywords: ['fibonacci sequence', 'nth fibonacci', 'fibonacci numbers', 'fib calculator'],
    op: 'fibonacci',
    fields: [input('n', '10', { type: 'number' })],
    examples: [ex('10', '55'), ex('100', '354224848179261915075')],
  }),
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(20, rows);
