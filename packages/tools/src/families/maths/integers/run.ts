import { calcTopicEngine, type CalcOperations, figure, InputError, ok } from '../../calcKit';
import { divisors, factorise, isPrime, powerForm, PRIME_LIMIT, primesUpTo } from '../primes';
import { abs, gcd } from '../rational';
import { combinations, digitsNote, factorial, inputOf, permutations, readInteger, readIntegers } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'gcd-calculator': (v) => {
    const numbers = readIntegers(inputOf(v), 'whole numbers');
    const g = numbers.reduce((acc, x) => gcd(acc, x), 0n);
    return ok(g.toString(), [figure('Numbers', numbers.join(', '))]);
  },
  'lcm-calculator': (v) => {
    const numbers = readIntegers(inputOf(v), 'whole numbers');
    if (numbers.some((x) => x === 0n))
      return ok('0', [figure('Note', 'The least common multiple of a set with 0 in it is 0.')]);
    const l = numbers.reduce((acc, x) => (acc / gcd(acc, x)) * abs(x), 1n);
    if (l.toString().length > 5000)
      throw new InputError('That LCM is too large to show. Use fewer or smaller numbers.');
    return ok(l.toString(), [figure('GCD of the numbers', numbers.reduce((acc, x) => gcd(acc, x), 0n).toString())]);
  },
  'prime-number-checker': (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 0n, max: PRIME_LIMIT });
    if (value < 2n) return ok(`${value} is neither prime nor composite`);
    if (isPrime(value)) return ok(`${value} is a prime number`);
    const factors = factorise(value);
    return ok(`${value} is not a prime number: ${value} = ${factors.join(' × ')}`, [
      figure('Smallest prime factor', factors[0]!.toString()),
    ]);
  },
  'prime-factorization-calculator': (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 2n, max: PRIME_LIMIT });
    const factors = factorise(value);
    return ok(powerForm(factors), [
      figure('Written out', factors.join(' × ')),
      figure('Number of prime factors', String(factors.length)),
      figure('Prime?', factors.length === 1 ? 'yes' : 'no'),
    ]);
  },
  'factor-calculator': (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 1n, max: 10n ** 15n });
    const list = divisors(value);
    const pairs = list.filter((d) => d * d <= value).map((d) => `${d} × ${value / d}`);
    return ok(list.join(', '), [
      figure('Number of factors', String(list.length)),
      figure('Factor pairs', pairs.join(', ')),
    ]);
  },
  'prime-numbers-list': (v) => {
    const limit = Number(readInteger(inputOf(v), 'limit', { min: 2n, max: 100000n }));
    const primes = primesUpTo(limit);
    return ok(primes.join(', '), [figure('How many', String(primes.length))]);
  },
  'factorial-calculator': (v) => {
    const n = Number(readInteger(inputOf(v), 'number', { min: 0n, max: 5000n }));
    const result = factorial(n);
    return ok(result.toString(), [figure('Length', digitsNote(result))]);
  },
  'permutation-calculator': (v) => {
    const n = readInteger(v.n ?? '', 'n', { min: 0n, max: 5000n });
    const r = readInteger(v.r ?? '', 'r', { min: 0n, max: 5000n });
    if (r > n) throw new InputError('r cannot be more than n: you cannot choose more items than there are.');
    const result = permutations(n, r);
    return ok(result.toString(), [figure('Formula', `${n}! / (${n} − ${r})!`), figure('Length', digitsNote(result))]);
  },
  'combination-calculator': (v) => {
    const n = readInteger(v.n ?? '', 'n', { min: 0n, max: 5000n });
    const r = readInteger(v.r ?? '', 'r', { min: 0n, max: 5000n });
    if (r > n) throw new InputError('r cannot be more than n: you cannot choose more items than there are.');
    const result = combinations(n, r);
    return ok(result.toString(), [
      figure('Formula', `${n}! / (${r}! × (${n} − ${r})!)`),
      figure('Length', digitsNote(result)),
    ]);
  },
  'fibonacci-calculator': (v) => {
    const n = Number(readInteger(inputOf(v), 'n', { min: 0n, max: 10000n }));
    let [a, b] = [0n, 1n];
    for (let k = 0; k < n; k++) [a, b] = [b, a + b];
    return ok(a.toString(), [figure('Length', digitsNote(a))]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
