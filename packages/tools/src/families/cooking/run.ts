/**
 * The cooking engine: kitchen measures (US cups and spoons, exactly), ingredient weights from one
 * chart (table.ts), butter sticks, oven temperatures with gas marks, and a recipe scaler that
 * multiplies the quantity at the start of each ingredient line. Exact fractions throughout
 * (../units/exact.ts); pure; never throws for any input.
 */
import { formatNumber, parseNumber } from '../../format';
import type { Engine, Figure, ToolResult } from '../../types';
import { add, div, exact, fromNumber, isZero, mul, q, sign, sub, toNumber, type Q } from '../units/exact';
import { GAS_MARKS, MEASURES, ingredientById, type Ingredient, type Measure, type MeasureId } from './table';

const TOO_LARGE = 'That number is too large to convert here. Enter a smaller one.';

/** "1 cup", "2.5 cups", "3 tbsp". */
export function amount(value: number, measure: Measure): string {
  return `${formatNumber(value)} ${value === 1 ? measure.one : measure.many}`;
}

const measureOf = (id: string | undefined): Measure | undefined => (id !== undefined && id in MEASURES ? MEASURES[id as MeasureId] : undefined);

/** Grams per millilitre of an ingredient (its grams per US cup over the cup's 236.5882365 ml). */
const density = (ingredient: Ingredient): Q => div(ingredient.gramsPerCup, MEASURES.cup.size);

/** Converts `x` from → to, through the ingredient's weight when one side is a volume and the other a weight. */
function convertMeasure(x: Q, from: Measure, to: Measure, ingredient: Ingredient | undefined): Q | string {
  const base = mul(x, from.size);
  if (from.kind === to.kind) return div(base, to.size);
  if (!ingredient) return 'Choose an ingredient: a cup of flour and a cup of sugar weigh differently.';
  return from.kind === 'volume' ? div(mul(base, density(ingredient)), to.size) : div(div(base, density(ingredient)), to.size);
}

function readAmount(text: string | undefined, example: string): Q | string {
  const parsed = parseQuantity((text ?? '').trim());
  if (parsed && parsed.rest.trim() === '') return parsed.value;
  const value = parseNumber(text ?? '');
  return (value === null ? null : fromNumber(value)) ?? `Enter an amount, such as ${example}.`;
}

function measureResult(values: Readonly<Record<string, string>>): ToolResult {
  const from = measureOf(values['from']);
  const to = measureOf(values['to']);
  if (!from || !to) return { ok: false, error: 'Choose the measures to convert from and to.' };
  const ingredientId = values['ingredient'];
  const ingredient = ingredientById(ingredientId);
  if (ingredientId !== undefined && !ingredient) return { ok: false, error: 'Choose an ingredient from the list.' };
  const x = readAmount(values['value'], '2');
  if (typeof x === 'string') return { ok: false, error: x };
  if (sign(x) < 0) return { ok: false, error: 'Enter an amount of 0 or more, such as 2.' };
  const result = convertMeasure(x, from, to, ingredient);
  if (typeof result === 'string') return { ok: false, error: result };
  const value = toNumber(result);
  if (!Number.isFinite(value)) return { ok: false, error: TOO_LARGE };
  const figures: Figure[] = [];
  const oneThere = convertMeasure(q(1), from, to, ingredient);
  const oneBack = convertMeasure(q(1), to, from, ingredient);
  const of = ingredient && from.kind !== to.kind ? ` of ${ingredient.name}` : '';
  if (typeof oneThere !== 'string') figures.push({ label: 'Formula', value: `1 ${from.one}${of} = ${amount(toNumber(oneThere), to)}` });
  if (typeof oneBack !== 'string') figures.push({ label: 'Reverse', value: `1 ${to.one}${of} = ${amount(toNumber(oneBack), from)}` });
  if (ingredient && from.kind !== to.kind) figures.push({ label: 'Source', value: ingredient.id === 'butter' || ingredient.id === 'water' ? ingredient.source : `King Arthur Baking ingredient weight chart, spooned and levelled: ${ingredient.source}` });
  if ([from.id, to.id].some((id) => ['cup', 'tbsp', 'tsp', 'floz', 'pint', 'quart', 'gallon'].includes(id))) figures.push({ label: 'Measures', value: 'US customary: 1 cup = 16 tbsp = 48 tsp = 8 fl oz = 236.5882365 ml (a metric cup is 250 ml).' });
  return { ok: true, text: amount(value, to), figures };
}

// ── Oven temperatures ────────────────────────────────────────────────────────────────────────

const NINE_FIFTHS = q(9, 5);
const toFahrenheit = (celsius: Q): Q => add(mul(celsius, NINE_FIFTHS), q(32));
const toCelsius = (fahrenheit: Q): Q => div(sub(fahrenheit, q(32)), NINE_FIFTHS);

/** Rounds half up to a whole number, for oven dials. */
function whole(value: Q): string {
  const shifted = add(value, q(1, 2));
  const floor = shifted.n >= 0n ? shifted.n / shifted.d : -((-shifted.n + shifted.d - 1n) / shifted.d);
  return formatNumber(Number(floor));
}

const gasMarkText = (mark: string) => `Gas mark ${mark}`;
const GAS_RANGE = 'Gas marks run from 1/4 (225 °F, 107 °C) to 9 (475 °F, 246 °C).';

/** The gas mark nearest a temperature in °F, or "between" two when it sits on their midpoint. */
function nearestGasMark(fahrenheit: Q): { text: string; figures: Figure[] } | string {
  const f = toNumber(fahrenheit, 15);
  const first = GAS_MARKS[0]!;
  const last = GAS_MARKS[GAS_MARKS.length - 1]!;
  if (f < first.fahrenheit - 12.5) return `That is cooler than any gas mark. ${GAS_RANGE}`;
  if (f > last.fahrenheit + 12.5) return `That is hotter than any gas mark. ${GAS_RANGE}`;
  let best = 0;
  GAS_MARKS.forEach((mark, i) => {
    if (Math.abs(mark.fahrenheit - f) < Math.abs(GAS_MARKS[best]!.fahrenheit - f)) best = i;
  });
  const mark = GAS_MARKS[best]!;
  const neighbour = GAS_MARKS[f >= mark.fahrenheit ? best + 1 : best - 1];
  const describe = (m: (typeof GAS_MARKS)[number]) => `${gasMarkText(m.mark)} is ${m.fahrenheit} °F (${whole(toCelsius(q(m.fahrenheit)))} °C)`;
  if (neighbour && Math.abs(f - (mark.fahrenheit + neighbour.fahrenheit) / 2) <= 1) {
    const [low, high] = mark.fahrenheit < neighbour.fahrenheit ? [mark, neighbour] : [neighbour, mark];
    return { text: `Between gas mark ${low.mark} and gas mark ${high.mark}`, figures: [{ label: 'Lower', value: describe(low) }, { label: 'Higher', value: describe(high) }] };
  }
  return { text: gasMarkText(mark.mark), figures: [{ label: 'Gas mark', value: describe(mark) }] };
}

function readGasMark(text: string | undefined): (typeof GAS_MARKS)[number] | undefined {
  const parsed = parseQuantity((text ?? '').trim().replace(/^gas(?:\s+mark)?\s*/i, ''));
  if (!parsed || parsed.rest.trim() !== '') return undefined;
  return GAS_MARKS.find((mark) => {
    const value = parseQuantity(mark.mark);
    return value !== undefined && sub(value.value, parsed.value).n === 0n;
  });
}

function gasToTemperature(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const mark = readGasMark(values['value']);
  if (!mark) return { ok: false, error: `Choose a gas mark from 1/4 to 9. ${GAS_RANGE}` };
  const celsius = toCelsius(q(mark.fahrenheit));
  const figures: Figure[] = [
    { label: 'Celsius', value: `${whole(celsius)} °C (exactly ${formatNumber(toNumber(celsius))} °C)` },
    { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` },
    { label: 'Scale', value: 'Gas mark 1 is 275 °F; each mark adds 25 °F; 1/2 is 250 °F and 1/4 is 225 °F.' },
  ];
  return { ok: true, text: scale === 'f' ? `${mark.fahrenheit} °F` : `${whole(celsius)} °C`, figures };
}

function temperatureToGas(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const value = readAmount(values['value'], scale === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = scale === 'f' ? value : toFahrenheit(value);
  const gas = nearestGasMark(fahrenheit);
  if (typeof gas === 'string') return { ok: false, error: gas };
  const other = scale === 'f' ? `${whole(toCelsius(value))} °C` : `${whole(fahrenheit)} °F`;
  return { ok: true, text: gas.text, figures: [...gas.figures, { label: scale === 'f' ? 'In Celsius' : 'In Fahrenheit', value: other }] };
}

function ovenConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = values['from'];
  if (from === 'gas') {
    const mark = readGasMark(values['value']);
    if (!mark) return { ok: false, error: `Enter a gas mark from 1/4 to 9, such as 4. ${GAS_RANGE}` };
    const celsius = whole(toCelsius(q(mark.fahrenheit)));
    return { ok: true, text: `${celsius} °C · ${mark.fahrenheit} °F`, figures: [{ label: 'Celsius', value: `${celsius} °C` }, { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` }] };
  }
  if (from !== 'c' && from !== 'f') return { ok: false, error: 'Choose °C, °F or gas mark to convert from.' };
  const value = readAmount(values['value'], from === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = from === 'f' ? value : toFahrenheit(value);
  const celsius = from === 'f' ? toCelsius(value) : value;
  if (!Number.isFinite(toNumber(fahrenheit))) return { ok: false, error: TOO_LARGE };
  const gas = nearestGasMark(fahrenheit);
  const gasText = typeof gas === 'string' ? 'no gas mark' : gas.text.replace(/^Gas/, 'gas').replace(/^Between/, 'between');
  const converted = from === 'f' ? `${whole(celsius)} °C` : `${whole(fahrenheit)} °F`;
  return {
    ok: true,
    text: `${converted} · ${gasText}`,
    figures: [
      { label: from === 'f' ? 'Celsius' : 'Fahrenheit', value: `${converted} (exactly ${formatNumber(toNumber(from === 'f' ? celsius : fahrenheit))} ${from === 'f' ? '°C' : '°F'})` },
      { label: 'Gas mark', value: typeof gas === 'string' ? gas : gas.text },
    ],
  };
}

// ── Recipe scaling ───────────────────────────────────────────────────────────────────────────

const VULGAR: Readonly<Record<string, Q>> = {
  '½': q(1, 2), '⅓': q(1, 3), '⅔': q(2, 3), '¼': q(1, 4), '¾': q(3, 4), '⅕': q(1, 5), '⅛': q(1, 8), '⅜': q(3, 8), '⅝': q(5, 8), '⅞': q(7, 8),
};
const VULGAR_CLASS = '½⅓⅔¼¾⅕⅛⅜⅝⅞';
const QUANTITY = `(?:\\d{1,9}\\s+\\d{1,9}\\/\\d{1,9}|\\d{1,9}\\s*[${VULGAR_CLASS}]|[${VULGAR_CLASS}]|\\d{1,9}\\/\\d{1,9}|\\d{1,9}(?:\\.\\d{1,9})?|\\.\\d{1,9})`;
const LEADING = new RegExp(`^(${QUANTITY})(?:(\\s*(?:-|–|to)\\s*)(${QUANTITY}))?`);

/** A quantity as cooks write it ("1 1/2", "1½", "¾", "2.5") at the start of `text`, and what follows. */
export function parseQuantity(text: string): { value: Q; fraction: boolean; rest: string } | undefined {
  const match = new RegExp(`^${QUANTITY}`).exec(text);
  if (!match) return undefined;
  const value = quantityValue(match[0]);
  return value && { value, fraction: /[/½⅓⅔¼¾⅕⅛⅜⅝⅞]/.test(match[0]), rest: text.slice(match[0].length) };
}

function quantityValue(text: string): Q | undefined {
  let total = q(0);
  for (const part of text.trim().split(/\s+|(?=[½⅓⅔¼¾⅕⅛⅜⅝⅞])/)) {
    if (part === '') continue;
    if (part in VULGAR) total = add(total, VULGAR[part]!);
    else if (part.includes('/')) {
      const [n, d] = part.split('/');
      if (!d || /^0+$/.test(d)) return undefined;
      total = add(total, q(BigInt(n!), BigInt(d)));
    } else total = add(total, exact(part.startsWith('.') ? `0${part}` : part));
  }
  return total;
}

/** A scaled quantity, written as fractions when the original was, if it comes out in halves, thirds, quarters or eighths. */
export function writeQuantity(value: Q, asFraction: boolean): string {
  if (asFraction && [1n, 2n, 3n, 4n, 8n].includes(value.d)) {
    const wholePart = value.n / value.d;
    const rest = sub(value, q(wholePart));
    if (isZero(rest)) return String(wholePart);
    return wholePart === 0n ? `${rest.n}/${rest.d}` : `${wholePart} ${rest.n}/${rest.d}`;
  }
  return formatNumber(toNumber(value));
}

function scaleLines(input: string, factor: Q): ToolResult {
  if (input.trim() === '') return { ok: false, error: 'Paste your ingredient list, one ingredient a line, such as "2 cups flour".' };
  if (input.length > 20000) return { ok: false, error: 'That list is too long: paste up to 20,000 characters.' };
  let scaled = 0;
  let overflow = false;
  const lines = input.split(/\r?\n/).map((line) => {
    const [, lead = '', body = ''] = /^(\s*(?:[-*•]\s*)?)(.*)$/s.exec(line) ?? [];
    const match = LEADING.exec(body);
    if (!match) return line;
    const first = quantityValue(match[1]!);
    const second = match[3] ? quantityValue(match[3]) : undefined;
    if (!first || (match[3] && !second)) return line;
    const write = (value: Q, written: string) => {
      const result = mul(value, factor);
      if (!Number.isFinite(toNumber(result))) overflow = true;
      return writeQuantity(result, /[/½⅓⅔¼¾⅕⅛⅜⅝⅞]/.test(written));
    };
    scaled += 1;
    const range = second ? `${match[2]}${write(second, match[3]!)}` : '';
    return `${lead}${write(first, match[1]!)}${range}${body.slice(match[0].length)}`;
  });
  if (overflow) return { ok: false, error: 'A scaled quantity is too large. Use a smaller factor.' };
  if (scaled === 0) return { ok: false, error: 'No line starts with a quantity. Write one ingredient a line, starting with its amount, such as "2 cups flour".' };
  return {
    ok: true,
    text: lines.join('\n'),
    figures: [
      { label: 'Scale factor', value: `× ${formatNumber(toNumber(factor))}` },
      { label: 'Lines scaled', value: `${scaled} of ${lines.length}` },
    ],
  };
}

function readPositive(text: string | undefined, what: string, example: string): Q | string {
  const value = readAmount(text, example);
  if (typeof value === 'string' || sign(value) <= 0) return `Enter ${what} above 0, such as ${example}.`;
  return value;
}

function recipeScaler(values: Readonly<Record<string, string>>): ToolResult {
  const factor = readPositive(values['factor'], 'a scale factor', '2');
  if (typeof factor === 'string') return { ok: false, error: factor };
  return scaleLines(values['input'] ?? '', factor);
}

function servingsConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = readPositive(values['servings'], 'the servings the recipe makes', '4');
  if (typeof from === 'string') return { ok: false, error: from };
  const to = readPositive(values['wanted'], 'the servings you want', '6');
  if (typeof to === 'string') return { ok: false, error: to };
  return scaleLines(values['input'] ?? '', div(to, from));
}

export const run: Engine = (tool, values): ToolResult => {
  switch (tool.params['operation']) {
    case 'measure':
      return measureResult(values);
    case 'gas-to-temperature':
      return gasToTemperature(values, tool.params['scale'] ?? 'c');
    case 'temperature-to-gas':
      return temperatureToGas(values, tool.params['scale'] ?? 'c');
    case 'oven':
      return ovenConverter(values);
    case 'scale':
      return recipeScaler(values);
    case 'servings':
      return servingsConverter(values);
    default:
      return { ok: false, error: 'This tool is not set up correctly.' };
  }
};
