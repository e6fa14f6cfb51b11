/** maths, arithmetic: expressions and everyday arithmetic: the code of the rows in rows.ts beside it. */
import { formatNumber } from '../../../format';
import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readNumber } from '../../calcKit';
import {
  abs,
  decimalText,
  div,
  exactDecimal,
  floor,
  fractionText,
  isZero,
  mul,
  neg,
  parseDecimal,
  rat,
  sub,
  terminates,
  type Rational,
} from '../rational';
import { inputOf, num12, readInteger, readRational } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'absolute-value-calculator': (v) => {
    const r = parseDecimal(inputOf(v), 'number', '-7.5');
    return ok(exactDecimal(rat(abs(r.n), r.d)));
  },
  'modulo-calculator': (v) => {
    const a = readRational(v, 'a', 'number a', '17');
    const b = readRational(v, 'b', 'modulus n', '5');
    if (isZero(b)) throw new InputError('The modulus cannot be 0: nothing divides by zero.');
    const floored = sub(a, mul(b, rat(floor(div(a, b)))));
    const q = div(a, b);
    const truncatedQ = q.n < 0n ? -floor(neg(q)) : floor(q);
    const truncated = sub(a, mul(b, rat(truncatedQ)));
    const show = (r: Rational) => (terminates(r) ? exactDecimal(r) : fractionText(r));
    return ok(`${show(a)} mod ${show(b)} = ${show(floored)}`, [
      figure('Remainder as % in C, Java and JavaScript (sign of a)', show(truncated)),
    ]);
  },
  'division-with-remainder-calculator': (v) => {
    const a = readInteger(v.a ?? '', 'dividend', { min: -(10n ** 300n), max: 10n ** 300n });
    const b = readInteger(v.b ?? '', 'divisor', { min: -(10n ** 300n), max: 10n ** 300n });
    if (b === 0n) throw new InputError('The divisor cannot be 0: nothing divides by zero.');
    // Euclidean division: the remainder is never negative.
    let q = a / b;
    let r = a % b;
    if (r < 0n) {
      r += abs(b);
      q = b > 0n ? q - 1n : q + 1n;
    }
    return ok(`${q} remainder ${r}`, [
      figure('As a decimal', decimalText(rat(a, b))),
      figure('Check', `${b} × ${q} + ${r} = ${a}`),
    ]);
  },
  'percent-error-calculator': (v) => {
    const measured = readNumber(v, 'measured', 'measured value', { example: '10.2' });
    const actual = readNumber(v, 'actual', 'true value', { example: '10' });
    if (actual === 0) throw new InputError('The true value cannot be 0: percent error divides by it.');
    const error = (Math.abs(measured - actual) / Math.abs(actual)) * 100;
    return ok(`Percent error: ${formatNumber(error, 10)}%`, [
      figure('Absolute error', num12(Math.abs(measured - actual))),
    ]);
  },
  'multiplication-table-generator': (v) => {
    const x = readRational(v, 'number', 'number', '7');
    const upTo = readNumber(v, 'upTo', 'last row', { min: 1, max: 100, integer: true, example: '12' });
    const show = (r: Rational) => (terminates(r) ? exactDecimal(r) : fractionText(r));
    const lines = Array.from({ length: upTo }, (_, k) => `${show(x)} × ${k + 1} = ${show(mul(x, rat(BigInt(k + 1))))}`);
    return ok(lines.join('\n'));
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
