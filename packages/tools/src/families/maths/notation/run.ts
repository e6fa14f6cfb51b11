import { calcTopicEngine, type CalcOperations, figure, InputError, ok, readChoice, readNumber } from '../../calcKit';
import {
  decimalText,
  div,
  exactDecimal,
  gcd,
  isZero,
  mul,
  parseDecimal,
  rat,
  repeatingDecimal,
  roundRational,
  roundSignificant,
  roundToPlaces,
  terminates,
  type RoundingMode,
} from '../rational';
import { numberToWords, WORDS_LIMIT } from '../words';
import { inputOf } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'scientific-notation-converter': (v) => {
    const r = parseDecimal(inputOf(v), 'number', '123000');
    if (isZero(r)) return ok('0 × 10^0');
    const digits = repeatingDecimal(r);
    // The significant digits as typed (all of them for a terminating decimal).
    const sigFigs = terminates(r)
      ? exactDecimal(r).replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length || 1
      : 12;
    const { mantissa, exponent } = roundSignificant(r, Math.min(sigFigs, 40));
    const clean = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
    return ok(`${clean} × 10^${exponent}`, [
      figure('E notation', `${clean}e${exponent}`),
      ...(digits && !terminates(r) ? [figure('Note', 'Rounded to 12 significant figures.')] : []),
    ]);
  },
  'scientific-notation-to-decimal': (v) => {
    const s = inputOf(v)
      .trim()
      .replace(/\s/g, '')
      .replace(/[x×*·]10\^?/i, 'e')
      .replace(/^(.*)e\(?([+-−]?\d+)\)?$/i, (_, m: string, e: string) => `${m}e${e.replace('−', '-')}`);
    const r = parseDecimal(s, 'number', '1.23 × 10^5');
    return ok(exactDecimal(r));
  },
  'significant-figures-calculator': (v) => {
    const r = parseDecimal(v.value ?? '', 'number', '0.0045678');
    const figures = readNumber(v, 'figures', 'number of significant figures', {
      min: 1,
      max: 100,
      integer: true,
      example: '3',
    });
    const { text, mantissa, exponent } = roundSignificant(r, figures);
    const scientific = `${mantissa} × 10^${exponent}`;
    // A significant zero last in the units place is marked by a decimal point, as the counter reads
    // "1200." (9.99 to 2 figures is "10.", since "10" would count as 1). Further left no point can
    // mark it, so a note points to the scientific form.
    const lastIsZero = mantissa.endsWith('0') && figures > 1;
    if (lastIsZero && !text.includes('.') && exponent === figures - 1)
      return ok(`${text}.`, [figure('In scientific notation', scientific)]);
    const ambiguous = lastIsZero && !text.includes('.');
    return ok(text, [
      figure('In scientific notation', scientific),
      ...(ambiguous
        ? [
            figure(
              'Note',
              `Written as ${text}, its trailing zeros do not show how many are significant: ${scientific} shows the ${figures} significant figures.`,
            ),
          ]
        : []),
    ]);
  },
  'significant-figures-counter': (v) => {
    const raw = inputOf(v).trim().replace(/[\s_]/g, '').replace(/^[+-]/, '');
    const match = /^(\d*)(\.?)(\d*)(?:e[+-]?\d+)?$/i.exec(raw);
    if (!match || !/\d/.test(raw) || raw.length > 400)
      throw new InputError('Enter a number as it was written, such as 0.00450 or 1.20e3.');
    const [, whole = '', point, fraction = ''] = match;
    const all = `${whole}${fraction}`;
    const first = all.search(/[1-9]/);
    if (first < 0) throw new InputError('Zero has no significant figures by the usual rules. Enter a non-zero number.');
    if (point || /e/i.test(raw)) {
      const count = all.length - first;
      return ok(`${count} significant figure${count === 1 ? '' : 's'}`);
    }
    const trimmed = whole.slice(first).replace(/0+$/, '');
    const count = trimmed.length;
    const trailing = whole.length - first - count;
    const figures =
      trailing > 0
        ? [
            figure(
              'Note',
              `The ${trailing} trailing zero${trailing === 1 ? ' is' : 's are'} ambiguous without a decimal point: the number has ${count} to ${count + trailing} significant figures. Write ${whole}. to mark ${trailing === 1 ? 'it' : 'them'} as significant.`,
            ),
          ]
        : [];
    return ok(`${count} significant figure${count === 1 ? '' : 's'}`, figures);
  },
  'rounding-calculator': (v) => {
    const r = parseDecimal(v.value ?? '', 'number', '3.14159');
    const places = readNumber(v, 'places', 'number of decimal places', {
      min: 0,
      max: 100,
      integer: true,
      example: '2',
    });
    const mode = readChoice<RoundingMode>(v, 'mode', 'rounding method', [
      'half-up',
      'half-even',
      'ceiling',
      'floor',
      'truncate',
    ]);
    return ok(roundToPlaces(r, places, mode));
  },
  'round-to-nearest-calculator': (v) => {
    const r = parseDecimal(v.value ?? '', 'number', '1234.5678');
    const step = parseDecimal(
      readChoice(v, 'nearest', 'step', ['0.001', '0.01', '0.1', '0.5', '1', '5', '10', '100', '1000', '1000000']),
      'step',
    );
    const rounded = mul(rat(roundRational(div(r, step), 'half-up')), step);
    return ok(exactDecimal(rounded));
  },
  'ratio-simplifier': (v) => {
    const parts = inputOf(v)
      .split(/\s*(?::|∶|\bto\b)\s*/i)
      .map((s) => s.trim());
    if (parts.length < 2 || parts.length > 10)
      throw new InputError('Enter a ratio with a colon between the parts, such as 12:18 or 1.5:2.5:4.');
    const values = parts.map((p) => parseDecimal(p, 'ratio part', '12'));
    if (values.some((x) => isZero(x)))
      throw new InputError('A ratio cannot have a 0 part here. Enter parts that are not 0.');
    const commonDenominator = values.reduce((acc, x) => (acc / gcd(acc, x.d)) * x.d, 1n);
    const integers = values.map((x) => (x.n * commonDenominator) / x.d);
    const g = integers.reduce((acc, x) => gcd(acc, x), 0n);
    const simplified = integers.map((x) => x / g);
    const first = simplified[0]!;
    return ok(simplified.join(':'), [
      figure(
        'As 1 : n',
        `1 : ${simplified
          .slice(1)
          .map((x) => decimalText(rat(x, first)))
          .join(' : ')}`,
      ),
    ]);
  },
  'number-to-words': (v) => {
    const style = readChoice(v, 'style', 'style', ['us', 'uk']);
    const text = inputOf(v);
    if (text.trim() === '') throw new InputError('Enter a number, such as 1234.');
    const words = numberToWords(text, style === 'uk');
    if (words === null) {
      if (/^[+-]?[\d,]+(\.\d+)?$/.test(text.trim()) && /\d{16}/.test(text.replace(/,/g, '')))
        throw new InputError(
          `That number is too large: this tool writes numbers below ${WORDS_LIMIT.toLocaleString('en')} (up to the trillions).`,
        );
      throw new InputError('Enter a number in digits, such as 1234 or -12.05.');
    }
    return ok(words);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
