/**
 * The units engine: converts a value between two units of one quantity, exactly (exact.ts), and
 * rounds once to the catalogue's six significant digits. Also the height (feet and inches) and
 * body-weight (stone and pounds) forms. Pure; never throws for any input.
 */
import { formatNumber, parseNumber } from '../../format';
import type { Engine, Figure, ToolResult } from '../../types';
import {
  add,
  compare,
  div,
  exact,
  fromNumber,
  isZero,
  mul,
  ONE,
  q,
  sign,
  significantDigits,
  sub,
  toNumber,
  ZERO,
  type Q,
} from './exact';
import { unitById, type Unit } from './table';

/** Writes an exact number as people read a factor: exactly if it ends within 15 digits, else to 6. */
export function formatExact(value: Q): string {
  return significantDigits(value) <= 15 ? formatNumber(toNumber(value, 15), 15) : formatNumber(toNumber(value));
}

/** A multiplier: exact decimals as they are, simple fractions such as 5/9 as fractions. */
function formatMultiplier(value: Q): string {
  if (significantDigits(value) <= 15) return formatExact(value);
  if (value.d <= 100n && value.n < 1000n && value.n > -1000n) return `${value.n}/${value.d}`;
  return formatNumber(toNumber(value));
}

/** "12.5 km", "90°". */
export function withSymbol(value: string, unit: Pick<Unit, 'symbol' | 'tight'>): string {
  return unit.tight ? `${value}${unit.symbol}` : `${value} ${unit.symbol}`;
}

/** A value in the unit's quantity's base unit, or a sentence. */
export function toBase(unit: Unit, x: Q): Q | string {
  if (unit.kind === 'inverse') {
    if (isZero(x)) return `${cap(unit.plural)} cannot be zero: enter a value above 0.`;
    return div(unit.factor, x);
  }
  return mul(add(x, unit.offset ?? ZERO), unit.factor);
}

/** A base-unit value in `unit`, or a sentence. */
export function fromBase(unit: Unit, base: Q): Q | string {
  if (unit.kind === 'inverse') {
    if (isZero(base)) return `Zero has no equivalent in ${unit.plural}: enter a value above 0.`;
    return div(unit.factor, base);
  }
  return sub(div(base, unit.factor), unit.offset ?? ZERO);
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Converts exactly, refusing what has no meaning (below absolute zero, fuel economy of 0 or less). */
export function convertExact(from: Unit, to: Unit, x: Q): Q | string {
  if (from.quantity === 'fuel' && sign(x) <= 0)
    return `Enter a fuel economy above 0, such as ${from.typical ?? '30'} ${from.symbol}.`;
  const base = toBase(from, x);
  if (typeof base === 'string') return base;
  if (from.quantity === 'temperature' && sign(base) < 0)
    return 'That is below absolute zero (−273.15 °C, −459.67 °F, 0 K): no temperature is colder.';
  return fromBase(to, base);
}

/** The relation between two units: to = a × from + b, or to = k ÷ from. */
type Relation = { kind: 'linear'; a: Q; b: Q } | { kind: 'inverse'; k: Q };

function relation(from: Unit, to: Unit): Relation {
  const fromInverse = from.kind === 'inverse';
  const toInverse = to.kind === 'inverse';
  if (fromInverse && toInverse) return { kind: 'linear', a: div(to.factor, from.factor), b: ZERO };
  if (fromInverse) return { kind: 'inverse', k: div(from.factor, to.factor) };
  if (toInverse) return { kind: 'inverse', k: div(to.factor, from.factor) };
  const a = div(from.factor, to.factor);
  const b = sub(mul(from.offset ?? ZERO, a), to.offset ?? ZERO);
  return { kind: 'linear', a, b };
}

/** "°F = °C × 1.8 + 32", "°C = (°F − 32) × 5/9", "K = °C + 273.15". */
function affineFormula(from: Unit, to: Unit, a: Q, b: Q): string {
  const signed = (value: Q) => (sign(value) < 0 ? `− ${formatExact(mul(value, q(-1)))}` : `+ ${formatExact(value)}`);
  const left = `${to.symbol} =`;
  if (compare(a, ONE) === 0) return `${left} ${from.symbol} ${signed(b)}`;
  if (significantDigits(b) <= 12) return `${left} ${from.symbol} × ${formatMultiplier(a)} ${signed(b)}`;
  return `${left} (${from.symbol} ${signed(div(b, a))}) × ${formatMultiplier(a)}`;
}

/** The formula from → to, and the reverse. */
export function formulaFigures(from: Unit, to: Unit): Figure[] {
  const there = relation(from, to);
  const back = relation(to, from);
  const describe = (rel: Relation, a: Unit, b: Unit): string => {
    if (rel.kind === 'inverse') return `${b.symbol} = ${formatExact(rel.k)} ÷ ${a.symbol}`;
    if (isZero(rel.b)) return `${withSymbol('1', a)} = ${withSymbol(formatExact(rel.a), b)}`;
    return affineFormula(a, b, rel.a, rel.b);
  };
  const figures: Figure[] = [
    { label: 'Formula', value: describe(there, from, to) },
    { label: 'Reverse', value: describe(back, to, from) },
  ];
  const notes = mergedNotes([from.note, to.note].filter((note): note is string => Boolean(note)));
  if (notes.length) figures.push({ label: 'Definition', value: notes.join(' ') });
  return figures;
}

/**
 * The two units' notes, each sentence once: notes that open with the same statement ("kB, MB, GB
 * and TB are SI (decimal) units: 1 kB = 1000 bytes.") share it ("…units: 1 kB = 1000 bytes;
 * 1 MB = 1000000 bytes."), rather than repeating it.
 */
function mergedNotes(notes: string[]): string[] {
  const unique = [...new Set(notes)];
  if (unique.length !== 2) return unique;
  const [a, b] = unique as [string, string];
  const head = (note: string) => note.slice(0, note.indexOf(': ') + 1);
  if (!head(a) || head(a) !== head(b)) return unique;
  const tail = (note: string) => note.slice(head(note).length + 1).replace(/\.$/, '');
  return [`${head(a)} ${tail(a)}; ${tail(b)}.`];
}

const TOO_LARGE = 'That number is too large to convert here. Enter a smaller one.';

/** Reads a typed number exactly, or says what to type. */
export function readExact(text: string | undefined, example: string): Q | string {
  const value = parseNumber(text ?? '');
  const exactValue = value === null ? null : fromNumber(value);
  return exactValue ?? `Enter a number, such as ${example}.`;
}

/** The whole conversion, as a tool result. */
export function convertResult(from: Unit, to: Unit, text: string | undefined): ToolResult {
  const x = readExact(text, from.typical ?? '1');
  if (typeof x === 'string') return { ok: false, error: x };
  const result = convertExact(from, to, x);
  if (typeof result === 'string') return { ok: false, error: result };
  const value = toNumber(result);
  if (!Number.isFinite(value)) return { ok: false, error: TOO_LARGE };
  return { ok: true, text: withSymbol(formatNumber(value), to), figures: formulaFigures(from, to) };
}

const INCH_CM = exact('2.54');
const POUND_KG = exact('0.45359237');

/** Splits a positive amount of small units into whole big units and the rest, rounded, with no "12 in". */
function split(total: Q, per: bigint): { whole: bigint; rest: number } {
  let whole = total.n / (total.d * per);
  let rest = toNumber(sub(total, q(whole * per)));
  if (rest >= Number(per)) {
    whole += 1n;
    rest = 0;
  }
  return { whole, rest };
}

function heightToCm(values: Readonly<Record<string, string>>): ToolResult {
  const feet = readExact(values.feet, '5');
  if (typeof feet === 'string') return { ok: false, error: `Feet: ${feet.charAt(0).toLowerCase()}${feet.slice(1)}` };
  const inches = (values.inches ?? '').trim() === '' ? ZERO : readExact(values.inches, '10');
  if (typeof inches === 'string')
    return { ok: false, error: `Inches: ${inches.charAt(0).toLowerCase()}${inches.slice(1)}` };
  if (sign(feet) < 0 || sign(inches) < 0)
    return { ok: false, error: 'Enter a height of 0 or more, such as 5 feet 10 inches.' };
  const totalInches = add(mul(feet, q(12)), inches);
  const cm = toNumber(mul(totalInches, INCH_CM));
  if (!Number.isFinite(cm)) return { ok: false, error: TOO_LARGE };
  return {
    ok: true,
    text: `${formatNumber(cm)} cm`,
    figures: [
      { label: 'In metres', value: `${formatNumber(toNumber(mul(totalInches, exact('0.0254'))))} m` },
      { label: 'In inches', value: `${formatNumber(toNumber(totalInches))} in` },
      { label: 'Formula', value: '1 in = 2.54 cm, 1 ft = 12 in = 30.48 cm' },
    ],
  };
}

function cmToHeight(values: Readonly<Record<string, string>>): ToolResult {
  const cm = readExact(values.value, '180');
  if (typeof cm === 'string') return { ok: false, error: cm };
  if (sign(cm) < 0) return { ok: false, error: 'Enter a height of 0 cm or more, such as 180.' };
  const totalInches = div(cm, INCH_CM);
  if (!Number.isFinite(toNumber(totalInches))) return { ok: false, error: TOO_LARGE };
  const { whole, rest } = split(totalInches, 12n);
  return {
    ok: true,
    text: `${whole} ft ${formatNumber(rest)} in`,
    figures: [
      { label: 'In inches', value: `${formatNumber(toNumber(totalInches))} in` },
      { label: 'In feet', value: `${formatNumber(toNumber(div(totalInches, q(12))))} ft` },
      { label: 'Formula', value: '1 in = 2.54 cm, 1 ft = 12 in = 30.48 cm' },
    ],
  };
}

function stoneToKg(values: Readonly<Record<string, string>>): ToolResult {
  const stone = readExact(values.stone, '11');
  if (typeof stone === 'string')
    return { ok: false, error: `Stone: ${stone.charAt(0).toLowerCase()}${stone.slice(1)}` };
  const pounds = (values.pounds ?? '').trim() === '' ? ZERO : readExact(values.pounds, '4');
  if (typeof pounds === 'string')
    return { ok: false, error: `Pounds: ${pounds.charAt(0).toLowerCase()}${pounds.slice(1)}` };
  if (sign(stone) < 0 || sign(pounds) < 0)
    return { ok: false, error: 'Enter a weight of 0 or more, such as 11 stone 4 pounds.' };
  const totalPounds = add(mul(stone, q(14)), pounds);
  const kg = toNumber(mul(totalPounds, POUND_KG));
  if (!Number.isFinite(kg)) return { ok: false, error: TOO_LARGE };
  return {
    ok: true,
    text: `${formatNumber(kg)} kg`,
    figures: [
      { label: 'In pounds', value: `${formatNumber(toNumber(totalPounds))} lb` },
      { label: 'Formula', value: '1 lb = 0.45359237 kg, 1 st = 14 lb = 6.35029318 kg' },
    ],
  };
}

function kgToStone(values: Readonly<Record<string, string>>): ToolResult {
  const kg = readExact(values.value, '70');
  if (typeof kg === 'string') return { ok: false, error: kg };
  if (sign(kg) < 0) return { ok: false, error: 'Enter a weight of 0 kg or more, such as 70.' };
  const totalPounds = div(kg, POUND_KG);
  if (!Number.isFinite(toNumber(totalPounds))) return { ok: false, error: TOO_LARGE };
  // Read as a person reads a scale: to a tenth of a pound (70 kg is 11 st 0.3 lb, not 0.323584),
  // rounded before it is split, so 13.96 lb becomes the next stone rather than "13 st 14.0 lb".
  const tenths = Math.round(toNumber(totalPounds, 6) * 10);
  const whole = Math.floor(tenths / 140);
  const restTenths = tenths - whole * 140;
  return {
    ok: true,
    text: `${whole} st ${restTenths % 10 === 0 ? restTenths / 10 : (restTenths / 10).toFixed(1)} lb`,
    figures: [
      { label: 'In pounds', value: `${formatNumber(toNumber(totalPounds))} lb` },
      { label: 'In stone', value: `${formatNumber(toNumber(div(totalPounds, q(14))))} st` },
      { label: 'Formula', value: '1 lb = 0.45359237 kg, 1 st = 14 lb = 6.35029318 kg' },
    ],
  };
}

type Params = Readonly<Record<string, string>>;

/**
 * The four form tools (height in feet and inches, weight in stone and pounds), under the operation
 * their rows name. Every other row is a row of the unit table: a converter or a pair, read from its
 * params (its quantity) and the units chosen. No switch on the name.
 */
const FORM_TOOLS: Readonly<Record<string, (values: Params) => ToolResult>> = {
  'height-to-cm': heightToCm,
  'cm-to-height': cmToHeight,
  'stone-to-kg': stoneToKg,
  'kg-to-stone': kgToStone,
};

export const run: Engine = (tool, values): ToolResult => {
  const name = tool.params.operation;
  const form = name !== undefined && Object.hasOwn(FORM_TOOLS, name) ? FORM_TOOLS[name] : undefined;
  if (form) return form(values);
  const quantity = tool.params.quantity;
  const from = unitById(values.from);
  const to = unitById(values.to);
  if (!from || !to || from.quantity !== quantity || to.quantity !== quantity)
    return { ok: false, error: 'Choose the units to convert from and to in the lists.' };
  return convertResult(from, to, values.value);
};
