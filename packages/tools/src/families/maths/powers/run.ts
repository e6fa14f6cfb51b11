import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readNumber } from '../../calcKit';
import { PRIME_LIMIT } from '../primes';
import { abs, exactDecimal, isZero, parseDecimal, rat, terminates, toNumber, ZERO } from '../rational';
import { exactText, inputOf, num12, readRational, surd } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'square-root-calculator': (v) => {
    const r = parseDecimal(inputOf(v), 'number', '72');
    const negative = r.n < 0n;
    const i = negative ? 'i' : '';
    const x = Math.abs(toNumber(r));
    if (r.d === 1n && abs(r.n) <= PRIME_LIMIT) {
      const { outside, inside } = surd(abs(r.n));
      if (inside === 1n) return ok(`${outside}${i}`);
      const head = outside === 1n ? '' : `${outside}`;
      return ok(`${head}${i}√${inside} ≈ ${num12(Math.sqrt(x))}${i}`, [
        figure('Decimal', `${num12(Math.sqrt(x))}${i}`),
      ]);
    }
    return ok(`${num12(Math.sqrt(x))}${i}`);
  },
  'cube-root-calculator': (v) => {
    const r = parseDecimal(inputOf(v), 'number', '27');
    if (r.d === 1n && abs(r.n) <= PRIME_LIMIT) {
      const root = BigInt(Math.round(Math.cbrt(Number(r.n))));
      if (root ** 3n === r.n) return ok(root.toString());
    }
    return ok(num12(Math.cbrt(toNumber(r))));
  },
  'nth-root-calculator': (v) => {
    const x = readNumber(v, 'x', 'number', { example: '32' });
    const n = readNumber(v, 'n', 'root', { integer: true, example: '5' });
    if (n === 0) throw new InputError('The root cannot be 0. Use 2 for a square root, 3 for a cube root, and so on.');
    if (x < 0 && n % 2 === 0) throw new InputError('An even root of a negative number is not a real number.');
    if (x === 0 && n < 0) throw new InputError(`A negative root of 0 is undefined: 0^(1/${n}) would divide by zero.`);
    const magnitude = Math.abs(x) ** (1 / n);
    const rounded = Math.round(magnitude);
    // Exact integer roots (32 → 2) despite floating-point noise.
    const root = rounded ** n === Math.abs(x) ? rounded : magnitude;
    return ok(num12(x < 0 ? -root : root));
  },
  'exponent-calculator': (v) => {
    const base = readRational(v, 'base', 'base', '2');
    const exponent = readRational(v, 'exponent', 'exponent', '10');
    if (isZero(base) && exponent.n < 0n)
      throw new InputError('0 to a negative power is undefined: it would divide by zero.');
    if (exponent.d === 1n) {
      const e = exponent.n;
      const digits = (abs(base.n).toString().length + base.d.toString().length) * Number(abs(e));
      if (abs(e) <= 100000n && digits <= 3000) {
        const raised = e >= 0n ? rat(base.n ** e, base.d ** e) : isZero(base) ? ZERO : rat(base.d ** -e, base.n ** -e);
        const exact = terminates(raised) ? exactDecimal(raised) : exactText(raised);
        if (exact.length <= 5000) return ok(exact);
      }
    }
    const b = toNumber(base);
    const e = toNumber(exponent);
    if (b < 0 && exponent.d !== 1n) throw new InputError('A negative base to a fractional power is not a real number.');
    const result = b ** e;
    if (result === 0 && b !== 0)
      throw new InputError('The answer is too small to show (below about 10^-308). Try a smaller exponent.');
    return ok(num12(result));
  },
  'log-calculator': (v) => {
    const x = readNumber(v, 'x', 'number', { above: 0, example: '1000' });
    const base = readNumber(v, 'base', 'base', { above: 0, example: '10' });
    if (base === 1) throw new InputError('The base cannot be 1: every power of 1 is 1.');
    const value = base === 10 ? Math.log10(x) : base === 2 ? Math.log2(x) : Math.log(x) / Math.log(base);
    return ok(num12(value), [figure('Check', `${num12(base)}^${num12(value)} = ${num12(x)}`)]);
  },
  'natural-log-calculator': (v) => {
    const x = readNumber(v, 'input', 'number', { above: 0, example: '10' });
    return ok(num12(Math.log(x)));
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
