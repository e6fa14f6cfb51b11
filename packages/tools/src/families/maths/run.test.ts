import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import { loadEngine } from '../engines';
import { evaluate } from './expression';
import { factorise, isPrime } from './primes';
import { parseDecimal, parseFraction, roundSignificant, roundToPlaces } from './rational';
import { numberToWords } from './words';

async function text(id: string, input: Record<string, string>): Promise<string> {
  const tool = findTool(id)!;
  const result = await (await loadEngine(tool))(tool, valuesFor(tool, input), fixedContext());
  return result.ok ? result.text : `ERROR ${result.error}`;
}

describe('exact numbers', () => {
  it('reads decimals and fractions exactly', () => {
    expect(parseDecimal('0.1', 'x')).toEqual({ n: 1n, d: 10n });
    expect(parseDecimal('1,234.5', 'x')).toEqual({ n: 2469n, d: 2n });
    expect(parseDecimal('-2.5e-3', 'x')).toEqual({ n: -1n, d: 400n });
    expect(parseFraction('-1 1/2', 'x')).toEqual({ n: -3n, d: 2n });
    expect(() => parseFraction('1/0', 'fraction')).toThrow('The denominator of the fraction cannot be 0.');
    expect(() => parseDecimal('1e99999', 'number')).toThrow('keep the exponent between');
  });

  it('rounds decimals as written, not as binary floats (1.005 → 1.01; banker’s 0.125 → 0.12)', () => {
    expect(roundToPlaces(parseDecimal('1.005', 'x'), 2)).toBe('1.01');
    expect(roundToPlaces(parseDecimal('0.125', 'x'), 2, 'half-even')).toBe('0.12');
    expect(roundToPlaces(parseDecimal('0.135', 'x'), 2, 'half-even')).toBe('0.14');
    expect(roundToPlaces(parseDecimal('-2.5', 'x'), 0)).toBe('-3');
    expect(roundToPlaces(parseDecimal('-2.5', 'x'), 0, 'truncate')).toBe('-2');
  });

  it('marks a significant zero in the units place with a point (9.99 → "10."), and notes zeros no point can mark', async () => {
    const sig = async (value: string, figures: string) => {
      const tool = findTool('significant-figures-calculator')!;
      const result = await (await loadEngine(tool))(tool, valuesFor(tool, { value, figures }), fixedContext());
      return result.ok ? [result.text, ...(result.figures ?? []).map((f) => f.value)] : result.error;
    };
    expect(await sig('9.99', '2')).toEqual(['10.', '1.0 × 10^1']);
    expect(await sig('99.96', '3')).toEqual(['100.', '1.00 × 10^2']);
    expect(await sig('-9.99', '2')).toEqual(['-10.', '-1.0 × 10^1']);
    expect(await sig('9.5', '1')).toEqual(['10', '1 × 10^1']);
    expect(await sig('123456', '2')).toEqual(['120000', '1.2 × 10^5']);
    expect(await sig('2.996', '3')).toEqual(['3.00', '3.00 × 10^0']);
    expect(await sig('995', '2')).toEqual([
      '1000',
      '1.0 × 10^3',
      'Written as 1000, its trailing zeros do not show how many are significant: 1.0 × 10^3 shows the 2 significant figures.',
    ]);
  });

  it('rounds to significant figures, carrying into a new digit', () => {
    expect(roundSignificant(parseDecimal('9.999', 'x'), 2).text).toBe('10');
    expect(roundSignificant(parseDecimal('0.000999', 'x'), 1).text).toBe('0.001');
    expect(roundSignificant(parseDecimal('-0.0045678', 'x'), 3).text).toBe('-0.00457');
  });

  it('knows 0.(9) is 1', async () => {
    expect(await text('repeating-decimal-to-fraction', { input: '0.(9)' })).toBe('1');
  });
});

describe('primes', () => {
  it('tests primality exactly up to 10^18', () => {
    expect(isPrime(2147483647n)).toBe(true); // Mersenne prime 2^31 − 1
    expect(isPrime(999999999999999989n)).toBe(true); // the largest prime below 10^18
    expect(isPrime(561n)).toBe(false); // a Carmichael number
    expect(isPrime(1n)).toBe(false);
  });

  it("factors Project Euler's 600851475143 and a product of two large primes", () => {
    expect(factorise(600851475143n)).toEqual([71n, 839n, 1471n, 6857n]);
    expect(factorise(998244359987710471n)).toEqual([998244353n, 1000000007n]);
  });

  it('keeps to its limit', async () => {
    expect(await text('prime-number-checker', { input: '1000000000000000001' })).toBe(
      'ERROR The number must be at most 10^18.',
    );
    expect(await text('prime-factorization-calculator', { input: '12.5' })).toBe(
      'ERROR Enter the number as a whole number, such as 12.',
    );
  });
});

describe('big exact integers', () => {
  it('prints factorials, powers and Fibonacci numbers in full', async () => {
    expect((await text('factorial-calculator', { input: '100' })).length).toBe(158);
    expect(await text('exponent-calculator', { base: '2', exponent: '64' })).toBe('18446744073709551616');
    expect(await text('exponent-calculator', { base: '3', exponent: '-2' })).toBe('1/9 ≈ 0.111111111111');
    expect(await text('fibonacci-calculator', { input: '0' })).toBe('0');
    expect(await text('exponent-calculator', { base: '0.5', exponent: '20' })).toBe('0.00000095367431640625');
    expect(await text('exponent-calculator', { base: '2', exponent: '-5000' })).toBe(
      'ERROR The answer is too small to show (below about 10^-308). Try a smaller exponent.',
    );
  });

  it('refuses r > n', async () => {
    expect(await text('combination-calculator', { n: '5', r: '6' })).toBe(
      'ERROR r cannot be more than n: you cannot choose more items than there are.',
    );
  });
});

describe('number to words', () => {
  it('writes the standard cases', () => {
    expect(numberToWords('0')).toBe('zero');
    expect(numberToWords('15')).toBe('fifteen');
    expect(numberToWords('40')).toBe('forty');
    expect(numberToWords('100')).toBe('one hundred');
    expect(numberToWords('1000000')).toBe('one million');
    expect(numberToWords('2,000,017')).toBe('two million seventeen');
    expect(numberToWords('999999999999999')).toBe(
      'nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    );
    expect(numberToWords('-0.5')).toBe('minus zero point five');
    expect(numberToWords('-0')).toBe('zero');
  });

  it('adds British "and" only before a last part under a hundred', () => {
    expect(numberToWords('1005', true)).toBe('one thousand and five');
    expect(numberToWords('1000100', true)).toBe('one million one hundred');
    expect(numberToWords('342', true)).toBe('three hundred and forty-two');
  });

  it('says when a number is past the trillions', async () => {
    expect(numberToWords('1000000000000000')).toBeNull();
    expect(await text('number-to-words', { input: '1000000000000000', style: 'us' })).toMatch(
      /^ERROR That number is too large/,
    );
  });
});

describe('equations', () => {
  it('keeps a tiny root accurate when b is huge (no cancellation)', async () => {
    expect(await text('quadratic-equation-solver', { a: '1', b: '1e8', c: '1' })).toBe('x = -100000000 or x = -1e-8');
    // (x + 0.7)² and (x − 1.1)²: the discriminant is exactly 0 (floating point made it ±1e-16 and gave two roots).
    expect(await text('quadratic-equation-solver', { a: '1', b: '1.4', c: '0.49' })).toBe('x = -0.7 (a double root)');
    expect(await text('quadratic-equation-solver', { a: '1', b: '-2.2', c: '1.21' })).toBe('x = 1.1 (a double root)');
    expect(await text('quadratic-equation-solver', { a: '0.01', b: '0.2', c: '1' })).toBe('x = -10 (a double root)');
    expect(await text('quadratic-equation-solver', { a: '4', b: '0', c: '-1' })).toBe('x = -0.5 or x = 0.5');
    expect(await text('quadratic-equation-solver', { a: '0', b: '2', c: '1' })).toMatch(/^ERROR a cannot be 0/);
  });

  it('speaks of planes, not lines, for a singular system of three equations', async () => {
    const same = {
      a1: '1',
      b1: '1',
      c1: '1',
      d1: '1',
      a2: '2',
      b2: '2',
      c2: '2',
      d2: '2',
      a3: '1',
      b3: '0',
      c3: '0',
      d3: '0',
    };
    expect(await text('system-of-three-equations-solver', same)).toMatch(
      /^ERROR These equations have no single solution: the planes they describe/,
    );
  });

  it('refuses a proportion a/b = c/x with b = 0', async () => {
    expect(await text('proportion-calculator', { a: '3', b: '0', c: '2' })).toBe(
      'ERROR b cannot be 0: a/b would divide by zero.',
    );
  });

  it('keeps every digit of a large whole part in a decimal', async () => {
    // 12345678901234567 / 3 = 4115226300411522.333… (Python: Fraction(12345678901234567, 3)).
    expect(await text('fraction-to-decimal', { input: '12345678901234567/3' })).toMatch(/^4115226300411522\.3{5}/);
  });

  it('explains systems without a single solution', async () => {
    expect(await text('system-of-equations-solver', { a1: '1', b1: '2', c1: '3', a2: '2', b2: '4', c2: '6' })).toMatch(
      /^ERROR These equations have no single solution/,
    );
    expect(await text('system-of-equations-solver', { a1: '1', b1: '1', c1: '1', a2: '1', b2: '-1', c2: '0' })).toBe(
      'x = 0.5, y = 0.5',
    );
  });
});

describe('trigonometry and the scientific calculator', () => {
  it('gives exact zeros and undefined values', async () => {
    expect(await text('trig-calculator', { fn: 'sin', angle: '180', unit: 'deg' })).toBe('sin(180°) = 0');
    expect(await text('trig-calculator', { fn: 'tan', angle: '90', unit: 'deg' })).toBe(
      'ERROR tan(90°) is undefined: it would divide by zero.',
    );
    expect(await text('inverse-trig-calculator', { fn: 'acos', x: '2', unit: 'deg' })).toBe(
      'ERROR arccos needs a value from −1 to 1.',
    );
  });

  it('follows the usual precedence: −2^2 = −4, 2^3^2 = 512, implicit multiplication', () => {
    expect(evaluate('-2^2', 'deg')).toBe(-4);
    expect(evaluate('2^3^2', 'deg')).toBe(512);
    expect(evaluate('2(3 + 4)', 'deg')).toBe(14);
    expect(evaluate('5!', 'deg')).toBe(120);
    expect(evaluate('2^-1', 'deg')).toBe(0.5);
    expect(evaluate('sin(90)', 'deg')).toBe(1);
    expect(evaluate('cos(pi)', 'rad')).toBe(-1);
  });

  it('#36 reads % by position: the remainder between two numbers, a percentage after one (10 % 3 was refused)', () => {
    expect(evaluate('10 % 3', 'deg')).toBe(1);
    expect(evaluate('10%3', 'deg')).toBe(1);
    // The divisor's sign, as spreadsheets and most calculators give it.
    expect(evaluate('-7 % 3', 'deg')).toBe(2);
    expect(evaluate('7 % -3', 'deg')).toBe(0.07 - 3);
    expect(evaluate('2 + 10 % 4 * 3', 'deg')).toBe(8);
    expect(evaluate('50%', 'deg')).toBe(0.5);
    expect(evaluate('200 × 15%', 'deg')).toBe(30);
    expect(evaluate('(50)% + 1', 'deg')).toBe(1.5);
    expect(evaluate('5 % 0', 'deg')).toBe('That divides by zero, which has no answer.');
  });

  it('refuses two numbers in a row instead of multiplying them ("2 3" was 6)', () => {
    expect(evaluate('2 3', 'deg')).toBe(
      'Two numbers in a row: “2 3”. Put an operator such as + or × between them, or write one number without spaces.',
    );
    expect(evaluate('1 000', 'deg')).toBe(
      'Two numbers in a row: “1 000”. Put an operator such as + or × between them, or write one number without spaces.',
    );
    expect(evaluate('2.3.4', 'deg')).toBe(
      'Two numbers in a row: “2.3.4”. Put an operator such as + or × between them, or write one number without spaces.',
    );
    expect(evaluate('2 π', 'deg')).toBe(2 * Math.PI);
    expect(evaluate('2 (3)', 'deg')).toBe(6);
  });

  it('says a negative root of 0 divides by zero', async () => {
    expect(await text('nth-root-calculator', { x: '0', n: '-2' })).toBe(
      'ERROR A negative root of 0 is undefined: 0^(1/-2) would divide by zero.',
    );
    expect(await text('nth-root-calculator', { x: '0', n: '3' })).toBe('0');
  });

  it('answers mistakes with a sentence', () => {
    expect(evaluate('1/0', 'deg')).toBe('That divides by zero, which has no answer.');
    expect(evaluate('(1 + 2', 'deg')).toBe('A bracket is not closed. Add the missing “)”.');
    expect(evaluate('2 + ', 'deg')).toBe('The expression ends too early. Check for a missing number or bracket.');
    expect(evaluate('sqrt(-1)', 'deg')).toBe('The square root of a negative number is not a real number.');
    expect(evaluate('foo(2)', 'deg')).toMatch(/^“foo” is not a function/);
    expect(evaluate('('.repeat(500), 'deg')).toBe('That expression is nested too deeply.');
  });
});

describe('matrices', () => {
  it('refuses singular and non-square matrices', async () => {
    expect(await text('matrix-inverse-calculator', { input: '1 2\n2 4' })).toBe(
      'ERROR This matrix has no inverse: its determinant is 0.',
    );
    expect(await text('matrix-determinant-calculator', { input: '1 2 3\n4 5 6' })).toBe(
      'ERROR A determinant needs a square matrix; this one is 2 × 3.',
    );
    expect(await text('matrix-determinant-calculator', { input: '1 2\n3' })).toBe(
      'ERROR Every row of the matrix needs the same number of entries.',
    );
  });
});
