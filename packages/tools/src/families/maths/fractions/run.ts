import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readChoice } from '../../calcKit';
import {
  add,
  decimalText,
  div,
  fractionText,
  gcd,
  isZero,
  mixedText,
  mul,
  neg,
  parseDecimal,
  parseFraction,
  rat,
  repeatingDecimal,
  sub,
  terminates,
} from '../rational';
import { inputOf, readPercent } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'fraction-simplifier': (v) => {
    const text = inputOf(v).trim();
    const match = /^([+-]?\d+)\s*\/\s*([+-]?\d+)$/.exec(text);
    if (!match) throw new InputError('Enter a fraction of whole numbers, such as 18/24.');
    const [top, bottom] = [BigInt(match[1]!), BigInt(match[2]!)];
    if (bottom === 0n) throw new InputError('The denominator cannot be 0.');
    const r = rat(top, bottom);
    return ok(fractionText(r), [
      figure('Divided top and bottom by', gcd(top, bottom).toString()),
      figure('As a mixed number', mixedText(r)),
      figure('As a decimal', decimalText(r)),
    ]);
  },
  'fraction-to-decimal': (v) => {
    const r = parseFraction(inputOf(v), 'fraction');
    const repeating = repeatingDecimal(r);
    const figures = [figure('Exact fraction', fractionText(r))];
    if (!terminates(r) && repeating) figures.push(figure('Repeating digits (in brackets)', repeating));
    return ok(decimalText(r), figures);
  },
  'decimal-to-fraction': (v) => {
    const r = parseDecimal(inputOf(v), 'decimal', '0.75');
    return ok(fractionText(r), [figure('As a mixed number', mixedText(r))]);
  },
  'fraction-calculator': (v) => {
    const a = parseFraction(v.a ?? '', 'first fraction', '1/2');
    const b = parseFraction(v.b ?? '', 'second fraction', '1/3');
    const op = readChoice(v, 'operator', 'operation', ['+', '-', '*', '/']);
    if (op === '/' && isZero(b))
      throw new InputError('You cannot divide by zero. Use a second fraction that is not 0.');
    const r = op === '+' ? add(a, b) : op === '-' ? sub(a, b) : op === '*' ? mul(a, b) : div(a, b);
    return ok(fractionText(r), [figure('As a mixed number', mixedText(r)), figure('As a decimal', decimalText(r))]);
  },
  'mixed-number-to-improper-fraction': (v) => {
    const r = parseFraction(inputOf(v), 'mixed number', '2 3/4');
    return ok(fractionText(r));
  },
  'improper-fraction-to-mixed-number': (v) => {
    const r = parseFraction(inputOf(v), 'fraction', '11/4');
    return ok(mixedText(r), [figure('As a decimal', decimalText(r))]);
  },
  'repeating-decimal-to-fraction': (v) => {
    const s = inputOf(v).trim().replace(/\s/g, '');
    const match = /^([+-]?)(\d*)\.(\d*)\((\d+)\)$/.exec(s);
    if (!match || s.length > 200)
      throw new InputError('Write the repeating digits in brackets, such as 0.(3) for 0.333… or 1.2(34) for 1.23434….');
    const [, sign, whole, fixed = '', cycle = ''] = match;
    // x = whole.fixed(cycle): (all digits − digits before the cycle) / (10^fixed · (10^cycle − 1))
    const all = BigInt(`${whole || '0'}${fixed}${cycle}`);
    const before = BigInt(`${whole || '0'}${fixed}`);
    const r = rat(all - before, 10n ** BigInt(fixed.length) * (10n ** BigInt(cycle.length) - 1n));
    const value = sign === '-' ? neg(r) : r;
    return ok(fractionText(value), [figure('As a mixed number', mixedText(value))]);
  },
  'percent-to-fraction': (v) => {
    const r = div(readPercent(inputOf(v)), rat(100n));
    return ok(fractionText(r), [figure('As a decimal', decimalText(r))]);
  },
  'fraction-to-percent': (v) => {
    const r = mul(parseFraction(inputOf(v), 'fraction', '3/8'), rat(100n));
    return ok(`${decimalText(r)}%`, [figure('Exact', `${fractionText(r)}%`)]);
  },
  'percent-to-decimal': (v) => ok(decimalText(div(readPercent(inputOf(v)), rat(100n)))),
  'decimal-to-percent': (v) => ok(`${decimalText(mul(parseDecimal(inputOf(v), 'decimal', '0.125'), rat(100n)))}%`),
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
