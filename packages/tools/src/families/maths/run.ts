import { formatNumber } from '../../format';
import { calcEngine, figure, InputError, ok, readChoice, readNumber, type Operation, type Values } from '../calcKit';
import { evaluate } from './expression';
import { divisors, factorise, isPrime, powerForm, PRIME_LIMIT, primesUpTo } from './primes';
import {
  abs,
  add,
  cmp,
  decimalText,
  div,
  exactDecimal,
  floor,
  fractionText,
  gcd,
  isZero,
  mixedText,
  mul,
  neg,
  ONE,
  parseDecimal,
  parseFraction,
  rat,
  repeatingDecimal,
  roundRational,
  roundSignificant,
  roundToPlaces,
  sub,
  terminates,
  toNumber,
  ZERO,
  type Rational,
  type RoundingMode,
} from './rational';
import { numberToWords, WORDS_LIMIT } from './words';

/** Twelve significant digits: what the floating-point tools print (enough to hide binary noise). */
const num12 = (x: number) => formatNumber(x, 12);

/** √r when it is rational (both n and d perfect squares), else undefined. r ≥ 0. */
function rationalSqrt(r: Rational): Rational | undefined {
  const isqrt = (x: bigint): bigint => {
    if (x < 2n) return x;
    let y = BigInt(Math.floor(Math.sqrt(Number(x))));
    while (y * y > x) y -= 1n;
    while ((y + 1n) * (y + 1n) <= x) y += 1n;
    // Newton's method for numbers beyond a double's precision.
    for (let next = (y + x / y) / 2n; next < y; next = (y + x / y) / 2n) y = next;
    return y;
  };
  const n = isqrt(r.n);
  const d = isqrt(r.d);
  return n * n === r.n && d * d === r.d ? rat(n, d) : undefined;
}

/** Exact when the decimal terminates; otherwise the fraction and its decimal. */
function exactText(r: Rational): string {
  return terminates(r) && exactDecimal(r).length <= 40 ? exactDecimal(r) : `${fractionText(r)} ≈ ${decimalText(r)}`;
}

/** A matrix entry: a terminating decimal, or a fraction. */
function entryText(r: Rational): string {
  return terminates(r) && exactDecimal(r).length <= 40 ? exactDecimal(r) : fractionText(r);
}

const inputOf = (v: Values) => v.input ?? '';

function readInteger(text: string, label: string, { min = 0n, max }: { min?: bigint; max?: bigint } = {}): bigint {
  const value = parseDecimal(text, label, '12');
  if (value.d !== 1n) throw new InputError(`Enter the ${label} as a whole number, such as 12.`);
  if (value.n < min) throw new InputError(`The ${label} must be at least ${min}.`);
  if (max !== undefined && value.n > max)
    throw new InputError(
      `The ${label} must be at most ${max.toString().length > 7 ? `10^${max.toString().length - 1}` : max}.`,
    );
  return value.n;
}

/** Whole numbers separated by commas or spaces (at least two). */
function readIntegers(text: string, label: string): bigint[] {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  if (items.length < 2) throw new InputError(`Enter at least two whole numbers, separated by commas, such as 12, 18.`);
  if (items.length > 1000) throw new InputError('That is too many numbers: up to 1,000 at a time.');
  return items.map((item) => {
    if (!/^[+-]?\d{1,100}$/.test(item))
      throw new InputError(`“${item.slice(0, 30)}” is not a whole number. Enter ${label} such as 12, 18, 24.`);
    return BigInt(item);
  });
}

function readPercent(text: string): Rational {
  return parseDecimal(text.trim().replace(/%$/, ''), 'percentage', '12.5');
}

/** √n = outside·√inside with inside square-free (n a non-negative integer up to 10^18). */
function surd(n: bigint): { outside: bigint; inside: bigint } {
  let outside = 1n;
  let inside = 1n;
  if (n === 0n) return { outside: 0n, inside: 1n };
  const counts = new Map<bigint, number>();
  for (const f of factorise(n)) counts.set(f, (counts.get(f) ?? 0) + 1);
  for (const [p, k] of counts) {
    outside *= p ** BigInt(Math.floor(k / 2));
    if (k % 2) inside *= p;
  }
  return { outside, inside };
}

function factorial(n: number): bigint {
  let result = 1n;
  for (let k = 2n; k <= BigInt(n); k++) result *= k;
  return result;
}

function permutations(n: bigint, r: bigint): bigint {
  let result = 1n;
  for (let k = n - r + 1n; k <= n; k++) result *= k;
  return result;
}

function combinations(n: bigint, r: bigint): bigint {
  const k = r > n - r ? n - r : r;
  let result = 1n;
  for (let i = 1n; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

function digitsNote(value: bigint): string {
  return `${abs(value).toString().length} digit${abs(value).toString().length === 1 ? '' : 's'}`;
}

/** A matrix typed one row per line, entries separated by spaces or commas. */
function readMatrix(text: string, label: string): Rational[][] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split(/[\s,;]+/).filter(Boolean));
  if (rows.length === 0)
    throw new InputError(
      `Enter ${label}, one row per line with numbers separated by spaces, such as 1 2 on one line and 3 4 on the next.`,
    );
  if (rows.length > 8 || rows.some((r) => r.length > 8)) throw new InputError('Matrices can be up to 8 × 8 here.');
  if (rows.some((r) => r.length !== rows[0]!.length))
    throw new InputError(`Every row of ${label} needs the same number of entries.`);
  return rows.map((r) => r.map((cell) => parseFraction(cell, `entry “${cell.slice(0, 20)}” of ${label}`, '3/4')));
}

function matrixText(m: readonly (readonly Rational[])[]): string {
  return m.map((r) => r.map(entryText).join('\t')).join('\n');
}

/** Gauss–Jordan on an augmented matrix; returns the reduced matrix and the determinant of the left square part. */
function gaussJordan(rows: Rational[][], width: number): { reduced: Rational[][]; det: Rational } {
  const m = rows.map((r) => [...r]);
  const size = m.length;
  let det = ONE;
  for (let col = 0; col < size; col++) {
    const pivot = m.findIndex((r, i) => i >= col && !isZero(r[col]!));
    if (pivot < 0) return { reduced: m, det: ZERO };
    if (pivot !== col) {
      [m[col], m[pivot]] = [m[pivot]!, m[col]!];
      det = neg(det);
    }
    const p = m[col]![col]!;
    det = mul(det, p);
    m[col] = m[col]!.map((x) => div(x, p));
    for (let i = 0; i < size; i++) {
      if (i === col || isZero(m[i]![col]!)) continue;
      const factor = m[i]![col]!;
      m[i] = m[i]!.map((x, j) => (j < width ? sub(x, mul(factor, m[col]![j]!)) : x));
    }
  }
  return { reduced: m, det };
}

function readRational(v: Values, name: string, label: string, example = '3'): Rational {
  return parseDecimal(v[name] ?? '', label, example);
}

function solveSystem(coefficients: Rational[][], names: readonly string[]): string {
  const { reduced, det } = gaussJordan(coefficients, names.length + 1);
  if (isZero(det)) {
    // Two unknowns are lines; three are planes.
    if (names.length === 2)
      throw new InputError(
        'These equations have no single solution: they are parallel (no solution) or the same line (infinitely many).',
      );
    throw new InputError(
      'These equations have no single solution: the planes they describe have no point in common (no solution) or share a whole line or plane (infinitely many).',
    );
  }
  return names.map((name, i) => `${name} = ${exactText(reduced[i]![names.length]!)}`).join(', ');
}

const TRIG = ['sin', 'cos', 'tan', 'csc', 'sec', 'cot'] as const;

const operations: Record<string, Operation> = {
  'simplify-fraction': (v) => {
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
  'fraction-arithmetic': (v) => {
    const a = parseFraction(v.a ?? '', 'first fraction', '1/2');
    const b = parseFraction(v.b ?? '', 'second fraction', '1/3');
    const op = readChoice(v, 'operator', 'operation', ['+', '-', '*', '/']);
    if (op === '/' && isZero(b))
      throw new InputError('You cannot divide by zero. Use a second fraction that is not 0.');
    const r = op === '+' ? add(a, b) : op === '-' ? sub(a, b) : op === '*' ? mul(a, b) : div(a, b);
    return ok(fractionText(r), [figure('As a mixed number', mixedText(r)), figure('As a decimal', decimalText(r))]);
  },
  'to-improper': (v) => {
    const r = parseFraction(inputOf(v), 'mixed number', '2 3/4');
    return ok(fractionText(r));
  },
  'to-mixed': (v) => {
    const r = parseFraction(inputOf(v), 'fraction', '11/4');
    return ok(mixedText(r), [figure('As a decimal', decimalText(r))]);
  },
  'repeating-to-fraction': (v) => {
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
  gcd: (v) => {
    const numbers = readIntegers(inputOf(v), 'whole numbers');
    const g = numbers.reduce((acc, x) => gcd(acc, x), 0n);
    return ok(g.toString(), [figure('Numbers', numbers.join(', '))]);
  },
  lcm: (v) => {
    const numbers = readIntegers(inputOf(v), 'whole numbers');
    if (numbers.some((x) => x === 0n))
      return ok('0', [figure('Note', 'The least common multiple of a set with 0 in it is 0.')]);
    const l = numbers.reduce((acc, x) => (acc / gcd(acc, x)) * abs(x), 1n);
    if (l.toString().length > 5000)
      throw new InputError('That LCM is too large to show. Use fewer or smaller numbers.');
    return ok(l.toString(), [figure('GCD of the numbers', numbers.reduce((acc, x) => gcd(acc, x), 0n).toString())]);
  },
  'is-prime': (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 0n, max: PRIME_LIMIT });
    if (value < 2n) return ok(`${value} is neither prime nor composite`);
    if (isPrime(value)) return ok(`${value} is a prime number`);
    const factors = factorise(value);
    return ok(`${value} is not a prime number: ${value} = ${factors.join(' × ')}`, [
      figure('Smallest prime factor', factors[0]!.toString()),
    ]);
  },
  factorise: (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 2n, max: PRIME_LIMIT });
    const factors = factorise(value);
    return ok(powerForm(factors), [
      figure('Written out', factors.join(' × ')),
      figure('Number of prime factors', String(factors.length)),
      figure('Prime?', factors.length === 1 ? 'yes' : 'no'),
    ]);
  },
  divisors: (v) => {
    const value = readInteger(inputOf(v), 'number', { min: 1n, max: 10n ** 15n });
    const list = divisors(value);
    const pairs = list.filter((d) => d * d <= value).map((d) => `${d} × ${value / d}`);
    return ok(list.join(', '), [
      figure('Number of factors', String(list.length)),
      figure('Factor pairs', pairs.join(', ')),
    ]);
  },
  'primes-up-to': (v) => {
    const limit = Number(readInteger(inputOf(v), 'limit', { min: 2n, max: 100000n }));
    const primes = primesUpTo(limit);
    return ok(primes.join(', '), [figure('How many', String(primes.length))]);
  },
  factorial: (v) => {
    const n = Number(readInteger(inputOf(v), 'number', { min: 0n, max: 5000n }));
    const result = factorial(n);
    return ok(result.toString(), [figure('Length', digitsNote(result))]);
  },
  permutations: (v) => {
    const n = readInteger(v.n ?? '', 'n', { min: 0n, max: 5000n });
    const r = readInteger(v.r ?? '', 'r', { min: 0n, max: 5000n });
    if (r > n) throw new InputError('r cannot be more than n: you cannot choose more items than there are.');
    const result = permutations(n, r);
    return ok(result.toString(), [figure('Formula', `${n}! / (${n} − ${r})!`), figure('Length', digitsNote(result))]);
  },
  combinations: (v) => {
    const n = readInteger(v.n ?? '', 'n', { min: 0n, max: 5000n });
    const r = readInteger(v.r ?? '', 'r', { min: 0n, max: 5000n });
    if (r > n) throw new InputError('r cannot be more than n: you cannot choose more items than there are.');
    const result = combinations(n, r);
    return ok(result.toString(), [
      figure('Formula', `${n}! / (${r}! × (${n} − ${r})!)`),
      figure('Length', digitsNote(result)),
    ]);
  },
  fibonacci: (v) => {
    const n = Number(readInteger(inputOf(v), 'n', { min: 0n, max: 10000n }));
    let [a, b] = [0n, 1n];
    for (let k = 0; k < n; k++) [a, b] = [b, a + b];
    return ok(a.toString(), [figure('Length', digitsNote(a))]);
  },
  sqrt: (v) => {
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
  cbrt: (v) => {
    const r = parseDecimal(inputOf(v), 'number', '27');
    if (r.d === 1n && abs(r.n) <= PRIME_LIMIT) {
      const root = BigInt(Math.round(Math.cbrt(Number(r.n))));
      if (root ** 3n === r.n) return ok(root.toString());
    }
    return ok(num12(Math.cbrt(toNumber(r))));
  },
  'nth-root': (v) => {
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
  power: (v) => {
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
  log: (v) => {
    const x = readNumber(v, 'x', 'number', { above: 0, example: '1000' });
    const base = readNumber(v, 'base', 'base', { above: 0, example: '10' });
    if (base === 1) throw new InputError('The base cannot be 1: every power of 1 is 1.');
    const value = base === 10 ? Math.log10(x) : base === 2 ? Math.log2(x) : Math.log(x) / Math.log(base);
    return ok(num12(value), [figure('Check', `${num12(base)}^${num12(value)} = ${num12(x)}`)]);
  },
  ln: (v) => {
    const x = readNumber(v, 'input', 'number', { above: 0, example: '10' });
    return ok(num12(Math.log(x)));
  },
  quadratic: (v) => {
    // Exact: the coefficients as typed, so b² − 4ac of (x + 0.7)² is 0, not floating-point noise.
    const a = readRational(v, 'a', 'coefficient a', '1');
    const b = readRational(v, 'b', 'coefficient b', '-5');
    const c = readRational(v, 'c', 'coefficient c', '6');
    if (isZero(a))
      throw new InputError(
        'a cannot be 0 in a quadratic. With a = 0 the equation is linear: use the linear equation solver.',
      );
    const disc = sub(mul(b, b), mul(rat(4n), mul(a, c)));
    const twoA = mul(rat(2n), a);
    const vertexX = div(neg(b), twoA);
    const show = (r: Rational) => num12(toNumber(r));
    const figures = [
      figure('Discriminant (b² − 4ac)', show(disc)),
      figure('Vertex', `(${show(vertexX)}, ${show(sub(c, div(mul(b, b), mul(rat(4n), a))))})`),
    ];
    if (isZero(disc)) return ok(`x = ${show(vertexX)} (a double root)`, figures);
    if (disc.n > 0n) {
      const root = rationalSqrt(disc);
      if (root) {
        const roots = [div(sub(neg(b), root), twoA), div(add(neg(b), root), twoA)].sort(cmp);
        return ok(`x = ${show(roots[0]!)} or x = ${show(roots[1]!)}`, figures);
      }
      // The numerically stable form: q = −(b + sign(b)·√D)/2, roots q/a and c/q.
      const [fa, fb, fc] = [toNumber(a), toNumber(b), toNumber(c)];
      const q = -(fb + (fb >= 0 ? 1 : -1) * Math.sqrt(toNumber(disc))) / 2;
      const roots = [q / fa, fc / q].sort((x, y) => x - y);
      return ok(`x = ${num12(roots[0]!)} or x = ${num12(roots[1]!)}`, figures);
    }
    const re = show(vertexX);
    const im = num12(Math.abs(Math.sqrt(-toNumber(disc)) / toNumber(twoA)));
    const imText = im === '1' ? 'i' : `${im}i`;
    return ok(`x = ${re} - ${imText} or x = ${re} + ${imText}`, [
      ...figures,
      figure('Roots', 'complex (the discriminant is negative)'),
    ]);
  },
  linear: (v) => {
    const a = readRational(v, 'a', 'coefficient a', '3');
    const b = readRational(v, 'b', 'number b', '2');
    const c = readRational(v, 'c', 'number c', '11');
    if (isZero(a)) {
      if (cmp(b, c) === 0) return ok('Every x is a solution (the equation is always true)');
      throw new InputError('With a = 0 there is no x that works: the equation says b = c, which is false.');
    }
    return ok(`x = ${exactText(div(sub(c, b), a))}`);
  },
  system2: (v) => {
    const get = (name: string) => readRational(v, name, `coefficient ${name}`, '2');
    return ok(
      solveSystem(
        [
          [get('a1'), get('b1'), get('c1')],
          [get('a2'), get('b2'), get('c2')],
        ],
        ['x', 'y'],
      ),
    );
  },
  system3: (v) => {
    const get = (name: string) => readRational(v, name, `coefficient ${name}`, '2');
    const rows = [1, 2, 3].map((k) => ['a', 'b', 'c', 'd'].map((letter) => get(`${letter}${k}`)));
    return ok(solveSystem(rows, ['x', 'y', 'z']));
  },
  proportion: (v) => {
    const a = readRational(v, 'a', 'value a', '3');
    const b = readRational(v, 'b', 'value b', '4');
    const c = readRational(v, 'c', 'value c', '6');
    if (isZero(a)) throw new InputError('a cannot be 0: a proportion a/b = c/x needs a non-zero a.');
    if (isZero(b)) throw new InputError('b cannot be 0: a/b would divide by zero.');
    return ok(`x = ${exactText(div(mul(b, c), a))}`, [figure('Working', `x = b × c ÷ a`)]);
  },
  pythagoras: (v) => {
    const find = readChoice(v, 'find', 'side to find', ['c', 'b']);
    const a = readNumber(v, 'a', 'leg a', { above: 0, example: '3' });
    if (find === 'c') {
      const b = readNumber(v, 'b', 'leg b', { above: 0, example: '4' });
      return ok(`c = ${num12(Math.hypot(a, b))}`, [figure('Working', `c = √(${num12(a)}² + ${num12(b)}²)`)]);
    }
    const c = readNumber(v, 'c', 'hypotenuse c', { above: 0, example: '5' });
    if (c <= a) throw new InputError('The hypotenuse c must be longer than leg a.');
    return ok(`b = ${num12(Math.sqrt((c - a) * (c + a)))}`, [figure('Working', `b = √(${num12(c)}² − ${num12(a)}²)`)]);
  },
  'to-scientific': (v) => {
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
  'from-scientific': (v) => {
    const s = inputOf(v)
      .trim()
      .replace(/\s/g, '')
      .replace(/[x×*·]10\^?/i, 'e')
      .replace(/^(.*)e\(?([+-−]?\d+)\)?$/i, (_, m: string, e: string) => `${m}e${e.replace('−', '-')}`);
    const r = parseDecimal(s, 'number', '1.23 × 10^5');
    return ok(exactDecimal(r));
  },
  'round-significant': (v) => {
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
  'count-significant': (v) => {
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
  'round-places': (v) => {
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
  'round-nearest': (v) => {
    const r = parseDecimal(v.value ?? '', 'number', '1234.5678');
    const step = parseDecimal(
      readChoice(v, 'nearest', 'step', ['0.001', '0.01', '0.1', '0.5', '1', '5', '10', '100', '1000', '1000000']),
      'step',
    );
    const rounded = mul(rat(roundRational(div(r, step), 'half-up')), step);
    return ok(exactDecimal(rounded));
  },
  ratio: (v) => {
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
  words: (v) => {
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
  abs: (v) => {
    const r = parseDecimal(inputOf(v), 'number', '-7.5');
    return ok(exactDecimal(rat(abs(r.n), r.d)));
  },
  mod: (v) => {
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
  divmod: (v) => {
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
  'percent-error': (v) => {
    const measured = readNumber(v, 'measured', 'measured value', { example: '10.2' });
    const actual = readNumber(v, 'actual', 'true value', { example: '10' });
    if (actual === 0) throw new InputError('The true value cannot be 0: percent error divides by it.');
    const error = (Math.abs(measured - actual) / Math.abs(actual)) * 100;
    return ok(`Percent error: ${formatNumber(error, 10)}%`, [
      figure('Absolute error', num12(Math.abs(measured - actual))),
    ]);
  },
  'times-table': (v) => {
    const x = readRational(v, 'number', 'number', '7');
    const upTo = readNumber(v, 'upTo', 'last row', { min: 1, max: 100, integer: true, example: '12' });
    const show = (r: Rational) => (terminates(r) ? exactDecimal(r) : fractionText(r));
    const lines = Array.from({ length: upTo }, (_, k) => `${show(x)} × ${k + 1} = ${show(mul(x, rat(BigInt(k + 1))))}`);
    return ok(lines.join('\n'));
  },
  trig: (v) => {
    const fn = readChoice(v, 'fn', 'function', TRIG);
    const angle = readNumber(v, 'angle', 'angle', { example: '30' });
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    if (Math.abs(angle) > 1e15)
      throw new InputError('That angle is too large to work with accurately. Use a smaller angle.');
    const radians = unit === 'deg' ? ((angle % 360) * Math.PI) / 180 : angle;
    const clean = (x: number) => (Math.abs(x) < 1e-12 ? 0 : x);
    const s = clean(Math.sin(radians));
    const c = clean(Math.cos(radians));
    const label = `${fn}(${num12(angle)}${unit === 'deg' ? '°' : ' rad'})`;
    const ratio = { sin: [s, 1], cos: [c, 1], tan: [s, c], csc: [1, s], sec: [1, c], cot: [c, s] }[fn] as [
      number,
      number,
    ];
    if (ratio[1] === 0) throw new InputError(`${label} is undefined: it would divide by zero.`);
    return ok(`${label} = ${num12(clean(ratio[0] / ratio[1]))}`);
  },
  'inverse-trig': (v) => {
    const fn = readChoice(v, 'fn', 'function', ['asin', 'acos', 'atan']);
    const x = readNumber(v, 'x', 'value', { example: '0.5' });
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    if (fn !== 'atan' && (x < -1 || x > 1)) throw new InputError(`arc${fn.slice(1)} needs a value from −1 to 1.`);
    const radians = fn === 'asin' ? Math.asin(x) : fn === 'acos' ? Math.acos(x) : Math.atan(x);
    const answer = unit === 'deg' ? `${num12((radians * 180) / Math.PI)}°` : `${num12(radians)} rad`;
    return ok(`arc${fn.slice(1)}(${num12(x)}) = ${answer}`);
  },
  expression: (v) => {
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    const result = evaluate(inputOf(v), unit);
    if (typeof result === 'string') throw new InputError(result);
    return ok(num12(result === 0 ? 0 : result));
  },
  determinant: (v) => {
    const m = readMatrix(inputOf(v), 'the matrix');
    if (m.length !== m[0]!.length)
      throw new InputError(`A determinant needs a square matrix; this one is ${m.length} × ${m[0]!.length}.`);
    return ok(entryText(gaussJordan(m, m.length).det), [figure('Size', `${m.length} × ${m.length}`)]);
  },
  inverse: (v) => {
    const m = readMatrix(inputOf(v), 'the matrix');
    const size = m.length;
    if (size !== m[0]!.length)
      throw new InputError(`Only square matrices have inverses; this one is ${size} × ${m[0]!.length}.`);
    const augmented = m.map((r, i) => [...r, ...Array.from({ length: size }, (_, j) => (i === j ? ONE : ZERO))]);
    const { reduced, det } = gaussJordan(augmented, 2 * size);
    if (isZero(det)) throw new InputError('This matrix has no inverse: its determinant is 0.');
    return ok(matrixText(reduced.map((r) => r.slice(size))), [figure('Determinant', entryText(det))]);
  },
  'matrix-multiply': (v) => {
    const a = readMatrix(v.a ?? '', 'matrix A');
    const b = readMatrix(v.b ?? '', 'matrix B');
    if (a[0]!.length !== b.length)
      throw new InputError(`A has ${a[0]!.length} columns but B has ${b.length} rows: they must match to multiply.`);
    const product = a.map((row) => b[0]!.map((_, j) => row.reduce((acc, x, k) => add(acc, mul(x, b[k]![j]!)), ZERO)));
    return ok(matrixText(product), [figure('Size', `${a.length} × ${b[0]!.length}`)]);
  },
};

export const run = calcEngine(operations);
