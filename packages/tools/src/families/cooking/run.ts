/**
 * The cooking engine: kitchen measures (US cups and spoons, exactly), ingredient weights from one
 * chart (table.ts), butter sticks, oven temperatures with gas marks, and a recipe scaler that
 * multiplies the quantity at the start of each ingredient line. Exact fractions throughout
 * (../units/exact.ts); pure; never throws for any input.
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
  q,
  sign,
  significantDigits,
  sub,
  toNumber,
  type Q,
} from '../units/exact';
import { GAS_MARKS, MEASURES, ingredientById, type Ingredient, type Measure, type MeasureId } from './table';

const TOO_LARGE = 'That number is too large to convert here. Enter a smaller one.';

/** "1 cup", "2.5 cups", "3 tbsp". */
export function amount(value: number, measure: Measure): string {
  return `${formatNumber(value)} ${value === 1 ? measure.one : measure.many}`;
}

const measureOf = (id: string | undefined): Measure | undefined =>
  id !== undefined && id in MEASURES ? MEASURES[id as MeasureId] : undefined;

/** Grams per millilitre of an ingredient (its grams per US cup over the cup's 236.5882365 ml). */
const density = (ingredient: Ingredient): Q => div(ingredient.gramsPerCup, MEASURES.cup.size);

/** Converts `x` from → to, through the ingredient's weight when one side is a volume and the other a weight. */
function convertMeasure(x: Q, from: Measure, to: Measure, ingredient: Ingredient | undefined): Q | string {
  const base = mul(x, from.size);
  if (from.kind === to.kind) return div(base, to.size);
  if (!ingredient) return 'Choose an ingredient: a cup of flour and a cup of sugar weigh differently.';
  return from.kind === 'volume'
    ? div(mul(base, density(ingredient)), to.size)
    : div(div(base, density(ingredient)), to.size);
}

function readAmount(text: string | undefined, example: string): Q | string {
  const parsed = parseQuantity((text ?? '').trim());
  if (parsed && parsed.rest.trim() === '') return parsed.value;
  const value = parseNumber(text ?? '');
  return (value === null ? null : fromNumber(value)) ?? `Enter an amount, such as ${example}.`;
}

function measureResult(values: Readonly<Record<string, string>>): ToolResult {
  const from = measureOf(values.from);
  const to = measureOf(values.to);
  if (!from || !to) return { ok: false, error: 'Choose the measures to convert from and to.' };
  const ingredientId = values.ingredient;
  const ingredient = ingredientById(ingredientId);
  if (ingredientId !== undefined && !ingredient) return { ok: false, error: 'Choose an ingredient from the list.' };
  const x = readAmount(values.value, '2');
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
  if (typeof oneThere !== 'string')
    figures.push({ label: 'Formula', value: `1 ${from.one}${of} = ${amount(toNumber(oneThere), to)}` });
  if (typeof oneBack !== 'string')
    figures.push({ label: 'Reverse', value: `1 ${to.one}${of} = ${amount(toNumber(oneBack), from)}` });
  if (ingredient && from.kind !== to.kind)
    figures.push({
      label: 'Source',
      value:
        ingredient.id === 'butter' || ingredient.id === 'water'
          ? ingredient.source
          : `King Arthur Baking ingredient weight chart, spooned and levelled: ${ingredient.source}`,
    });
  if ([from.id, to.id].some((id) => ['cup', 'tbsp', 'tsp', 'floz', 'pint', 'quart', 'gallon'].includes(id)))
    figures.push({
      label: 'Measures',
      value: 'US customary: 1 cup = 16 tbsp = 48 tsp = 8 fl oz = 236.5882365 ml (a metric cup is 250 ml).',
    });
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

/** A temperature rounded for the dial, with its value before rounding when that differs: "177 °C (≈ 176.667 °C)". */
function dial(value: Q, unit: string): string {
  const rounded = whole(value);
  if (sub(value, exact(rounded)).n === 0n) return `${rounded} ${unit}`;
  return `${rounded} ${unit} (${significantDigits(value) <= 6 ? 'exactly' : '≈'} ${formatNumber(toNumber(value))} ${unit})`;
}

/** Oven temperatures below absolute zero have no meaning. */
function belowAbsoluteZero(fahrenheit: Q): boolean {
  return compare(fahrenheit, exact('-459.67')) < 0;
}
const BELOW_ABSOLUTE_ZERO =
  'That is below absolute zero (−273.15 °C, −459.67 °F). Enter an oven temperature, such as 180 °C or 350 °F.';

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
  const describe = (m: (typeof GAS_MARKS)[number]) =>
    `${gasMarkText(m.mark)} is ${m.fahrenheit} °F (${whole(toCelsius(q(m.fahrenheit)))} °C)`;
  if (neighbour && Math.abs(f - (mark.fahrenheit + neighbour.fahrenheit) / 2) <= 1) {
    const [low, high] = mark.fahrenheit < neighbour.fahrenheit ? [mark, neighbour] : [neighbour, mark];
    return {
      text: `Between gas mark ${low.mark} and gas mark ${high.mark}`,
      figures: [
        { label: 'Lower', value: describe(low) },
        { label: 'Higher', value: describe(high) },
      ],
    };
  }
  return { text: gasMarkText(mark.mark), figures: [{ label: 'Gas mark', value: describe(mark) }] };
}

function readGasMark(text: string | undefined): (typeof GAS_MARKS)[number] | undefined {
  const parsed = parseQuantity((text ?? '').trim().replace(/^gas(?:\s+mark)?\s*/i, ''));
  if (parsed?.rest.trim() !== '') return undefined;
  return GAS_MARKS.find((mark) => {
    const value = parseQuantity(mark.mark);
    return value !== undefined && sub(value.value, parsed.value).n === 0n;
  });
}

function gasToTemperature(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const mark = readGasMark(values.value);
  if (!mark) return { ok: false, error: `Choose a gas mark from 1/4 to 9. ${GAS_RANGE}` };
  const celsius = toCelsius(q(mark.fahrenheit));
  const figures: Figure[] = [
    { label: 'Celsius', value: dial(celsius, '°C') },
    { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` },
    { label: 'Scale', value: 'Gas mark 1 is 275 °F; each mark adds 25 °F; 1/2 is 250 °F and 1/4 is 225 °F.' },
  ];
  return { ok: true, text: scale === 'f' ? `${mark.fahrenheit} °F` : `${whole(celsius)} °C`, figures };
}

function temperatureToGas(values: Readonly<Record<string, string>>, scale: string): ToolResult {
  const value = readAmount(values.value, scale === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = scale === 'f' ? value : toFahrenheit(value);
  if (belowAbsoluteZero(fahrenheit)) return { ok: false, error: BELOW_ABSOLUTE_ZERO };
  const gas = nearestGasMark(fahrenheit);
  if (typeof gas === 'string') return { ok: false, error: gas };
  const other = scale === 'f' ? `${whole(toCelsius(value))} °C` : `${whole(fahrenheit)} °F`;
  return {
    ok: true,
    text: gas.text,
    figures: [...gas.figures, { label: scale === 'f' ? 'In Celsius' : 'In Fahrenheit', value: other }],
  };
}

function ovenConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = values.from;
  if (from === 'gas') {
    const mark = readGasMark(values.value);
    if (!mark) return { ok: false, error: `Enter a gas mark from 1/4 to 9, such as 4. ${GAS_RANGE}` };
    const celsius = whole(toCelsius(q(mark.fahrenheit)));
    return {
      ok: true,
      text: `${celsius} °C · ${mark.fahrenheit} °F`,
      figures: [
        { label: 'Celsius', value: `${celsius} °C` },
        { label: 'Fahrenheit', value: `${mark.fahrenheit} °F` },
      ],
    };
  }
  if (from !== 'c' && from !== 'f') return { ok: false, error: 'Choose °C, °F or gas mark to convert from.' };
  const value = readAmount(values.value, from === 'f' ? '350' : '180');
  if (typeof value === 'string') return { ok: false, error: value.replace('an amount', 'an oven temperature') };
  const fahrenheit = from === 'f' ? value : toFahrenheit(value);
  const celsius = from === 'f' ? toCelsius(value) : value;
  if (!Number.isFinite(toNumber(fahrenheit))) return { ok: false, error: TOO_LARGE };
  if (belowAbsoluteZero(fahrenheit)) return { ok: false, error: BELOW_ABSOLUTE_ZERO };
  const gas = nearestGasMark(fahrenheit);
  const gasText =
    typeof gas === 'string' ? 'no gas mark' : gas.text.replace(/^Gas/, 'gas').replace(/^Between/, 'between');
  const converted = from === 'f' ? `${whole(celsius)} °C` : `${whole(fahrenheit)} °F`;
  return {
    ok: true,
    text: `${converted} · ${gasText}`,
    figures: [
      {
        label: from === 'f' ? 'Celsius' : 'Fahrenheit',
        value: dial(from === 'f' ? celsius : fahrenheit, from === 'f' ? '°C' : '°F'),
      },
      { label: 'Gas mark', value: typeof gas === 'string' ? gas : gas.text },
    ],
  };
}

// ── Recipe scaling ───────────────────────────────────────────────────────────────────────────

const VULGAR: Readonly<Record<string, Q>> = {
  '½': q(1, 2),
  '⅓': q(1, 3),
  '⅔': q(2, 3),
  '¼': q(1, 4),
  '¾': q(3, 4),
  '⅕': q(1, 5),
  '⅛': q(1, 8),
  '⅜': q(3, 8),
  '⅝': q(5, 8),
  '⅞': q(7, 8),
};
const VULGAR_CLASS = '½⅓⅔¼¾⅕⅛⅜⅝⅞';
const FRACTION_MARK = /[/½⅓⅔¼¾⅕⅛⅜⅝⅞]/;
// A whole number, a decimal, or one with thousands commas ("1,500"); a mixed number ("1 1/2", the
// US "1-1/2", "1½"); a fraction ("3/4", "¾").
const QUANTITY = `(?:\\d{1,9}(?:\\s+|-)\\d{1,9}\\/\\d{1,9}|\\d{1,9}\\s*[${VULGAR_CLASS}]|[${VULGAR_CLASS}]|\\d{1,9}\\/\\d{1,9}|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,9})?|\\d{1,9}(?:\\.\\d{1,9})?|\\.\\d{1,9})`;
const AMOUNT = `(${QUANTITY})(?:(\\s*(?:-|–|to)\\s*)(${QUANTITY}))?`;
const LEADING = new RegExp(`^${AMOUNT}`);

/**
 * Kitchen measures as written after an amount, singular and plural. Abbreviations ("g", "tbsp")
 * stay as written; a word is put in the singular for an amount of 1 or less and in the plural above.
 */
const MEASURE_WORDS: readonly (readonly [string, string])[] = [
  ['cup', 'cups'],
  ['tablespoon', 'tablespoons'],
  ['teaspoon', 'teaspoons'],
  ['pound', 'pounds'],
  ['ounce', 'ounces'],
  ['fluid ounce', 'fluid ounces'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['gallon', 'gallons'],
  ['stick', 'sticks'],
  ['gram', 'grams'],
  ['kilogram', 'kilograms'],
  ['litre', 'litres'],
  ['liter', 'liters'],
  ['millilitre', 'millilitres'],
  ['milliliter', 'milliliters'],
  ['pinch', 'pinches'],
  ['dash', 'dashes'],
  ['handful', 'handfuls'],
  ['clove', 'cloves'],
  ['can', 'cans'],
  ['tin', 'tins'],
  ['jar', 'jars'],
  ['egg', 'eggs'],
  ['slice', 'slices'],
  ['sprig', 'sprigs'],
  ['bunch', 'bunches'],
  ['packet', 'packets'],
];
const UNIT_ABBREVIATIONS = [
  'fl\\.?\\s?oz',
  'g',
  'gr',
  'kg',
  'mg',
  'oz',
  'lbs?',
  'ml',
  'l',
  'cl',
  'dl',
  'c',
  'tbsps?',
  'tbs',
  'tbl',
  'tsps?',
  'pt',
  'qt',
  'gal',
];
const MEASURE = `(?:${[
  ...MEASURE_WORDS.flat()
    .map((w) => w.replace(' ', '\\s+'))
    .sort((a, b) => b.length - a.length),
  ...UNIT_ABBREVIATIONS,
].join('|')})\\.?(?![\\p{L}\\p{N}])`;
const METRIC = /^(?:g|gr|kg|mg|ml|l|cl|dl|grams?|kilograms?|litres?|liters?|millilitres?|milliliters?)$/i;
const UNIT_AFTER = new RegExp(`^\\s*(${MEASURE})`, 'iu');
// A second amount of the same ingredient: "200g/7oz", "1 cup (240 ml)", "2 lb 4 oz", "1 tbsp plus 1 tsp".
const ANOTHER_AMOUNT = new RegExp(
  `^(\\s*\\/\\s*|\\s*\\(\\s*|\\s+(?:plus|and|\\+)\\s+|\\s*\\+\\s*|\\s+)${AMOUNT}(?=\\s*${MEASURE})`,
  'iu',
);
// What follows a number that is not an amount to scale: a temperature, a time, a size or a step number.
const NOT_AN_AMOUNT =
  /^(?:\s*(?:°|º|degrees?\b|deg\b|%|percent\b|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?)\b|-?\s*(?:inch(?:es)?\b|in\.|cm\b|"|″))|\.(?:\s|$)|\))/i;

/** A quantity as cooks write it ("1 1/2", "1-1/2", "1½", "¾", "2.5", "1,500") at the start of `text`, and what follows. */
export function parseQuantity(text: string): { value: Q; fraction: boolean; rest: string } | undefined {
  const match = new RegExp(`^${QUANTITY}`).exec(text);
  if (!match) return undefined;
  const value = quantityValue(match[0]);
  return value && { value, fraction: FRACTION_MARK.test(match[0]), rest: text.slice(match[0].length) };
}

function quantityValue(text: string): Q | undefined {
  let total = q(0);
  const parts = /^\d+-\d+\//.test(text) ? text.split('-') : text.trim().split(/\s+|(?=[½⅓⅔¼¾⅕⅛⅜⅝⅞])/);
  for (const part of parts) {
    if (part === '') continue;
    if (part in VULGAR) total = add(total, VULGAR[part]!);
    else if (part.includes('/')) {
      const [n, d] = part.split('/');
      if (!d || /^0+$/.test(d)) return undefined;
      total = add(total, q(BigInt(n!), BigInt(d)));
    } else total = add(total, exact(part.startsWith('.') ? `0${part}` : part.replace(/,/g, '')));
  }
  return total;
}

/** How an amount was written, so its scaled value is written the same way. */
interface Style {
  fraction: boolean;
  hyphen: boolean;
  grouped: boolean;
  metric: boolean;
}

const styleOf = (written: string, unit: string | undefined): Style => ({
  fraction: FRACTION_MARK.test(written),
  hyphen: /^\d+-\d+\//.test(written),
  grouped: written.includes(','),
  metric: unit !== undefined && METRIC.test(unit.trim().replace(/\.$/, '')),
});

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A scaled quantity: as a fraction (halves, thirds, quarters, sixths, eighths) when the original
 * was one, or when it comes out in thirds or sixths of a measure that is not metric ("1/3 cup",
 * not "0.3333 cup"); otherwise a decimal to four significant digits.
 */
export function writeQuantity(value: Q, style: boolean | Partial<Style>): string {
  const {
    fraction = false,
    hyphen = false,
    grouped = false,
    metric = false,
  } = typeof style === 'boolean' ? { fraction: style } : style;
  if ((fraction && [1n, 2n, 3n, 4n, 6n, 8n].includes(value.d)) || (!metric && [3n, 6n].includes(value.d))) {
    const wholePart = value.n / value.d;
    const rest = sub(value, q(wholePart));
    if (isZero(rest)) return String(wholePart);
    return wholePart === 0n ? `${rest.n}/${rest.d}` : `${wholePart}${hyphen ? '-' : ' '}${rest.n}/${rest.d}`;
  }
  const number = toNumber(value, 15);
  if (grouped) return GROUPED.format(number);
  return formatNumber(number, 4);
}

/**
 * Things counted in recipes, singular and plural: "1 onion" doubled is "2 onions", "3 lemons"
 * thirded "1 lemon". Found after an amount, a size in brackets ("1 (14 oz) can") and describing
 * words ("2 large potatoes", "1 sweet potato"). A container or piece agrees whatever follows it
 * ("2 cans tomatoes"); a food only where it ends the name ("2 onions, chopped", not "2 apples pie").
 */
const PIECES: readonly (readonly [string, string])[] = [
  ...[
    'can',
    'tin',
    'jar',
    'packet',
    'bag',
    'bottle',
    'envelope',
    'sachet',
    'carton',
    'clove',
    'slice',
    'sprig',
    'stalk',
    'stem',
    'sheet',
    'cube',
    'bar',
    'square',
    'piece',
    'pod',
    'head',
    'knob',
    'fillet',
    'rasher',
  ].map((w) => [w, `${w}s`] as const),
  ['box', 'boxes'],
  ['bunch', 'bunches'],
  ['pinch', 'pinches'],
  ['dash', 'dashes'],
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
];
const FOODS: readonly (readonly [string, string])[] = [
  ...[
    'onion',
    'shallot',
    'carrot',
    'lemon',
    'lime',
    'orange',
    'apple',
    'pear',
    'banana',
    'avocado',
    'courgette',
    'zucchini',
    'cucumber',
    'pepper',
    'leek',
    'parsnip',
    'turnip',
    'aubergine',
    'eggplant',
    'mushroom',
    'clementine',
    'apricot',
    'date',
    'fig',
    'prune',
    'olive',
    'prawn',
    'scallop',
    'sausage',
    'steak',
    'breast',
    'thigh',
    'drumstick',
    'bun',
    'roll',
    'bagel',
    'tortilla',
    'pita',
    'biscuit',
    'cookie',
    'cracker',
    'egg',
    'yolk',
    'white',
  ].map((w) => [w, `${w}s`] as const),
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['mango', 'mangoes'],
  ['chilli', 'chillies'],
  ['chili', 'chilies'],
  ['strawberry', 'strawberries'],
  ['cherry', 'cherries'],
  ['anchovy', 'anchovies'],
  ['peach', 'peaches'],
  ['radish', 'radishes'],
];
const COUNTED_AFTER =
  /^(\s*(?:\([^()]{1,40}\)\s*)?(?:(?:large|medium|small|big|whole|ripe|fresh|red|green|yellow|white|sweet|bay|egg|chicken|free-range|extra-large|jumbo|heaped|level|rounded|thick|thin|firm)\s+){0,3})([a-z]+)(?![\p{L}\p{N}-])/u;
/** What may follow a food's name: the end, punctuation, or a word that is not part of the name. */
const NAME_ENDS =
  /^(?:\s*$|\s*[,;:()/–—.]|\s+-|\s+(?:of|or|and|for|to|at|in|with|plus|about|each|finely|roughly|thinly|chopped|sliced|diced|minced|peeled|halved|quartered|cut|cored|grated|zested|juiced|crushed|beaten|separated|trimmed|washed|drained|rinsed|softened|melted|optional)\b)/i;

/** What follows an amount with no measure, with the counted thing in it agreeing with `value`. */
function agreeCounted(rest: string, value: Q): string {
  const match = COUNTED_AFTER.exec(rest);
  if (!match) return rest;
  const [whole, before = '', word = ''] = match;
  const after = rest.slice(whole.length);
  const piece = PIECES.find(([one, many]) => one === word || many === word);
  const food = piece ? undefined : FOODS.find(([one, many]) => one === word || many === word);
  const pair = piece ?? (food && NAME_ENDS.test(after) ? food : undefined);
  if (!pair) return rest;
  return `${before}${compare(value, q(1)) > 0 ? pair[1] : pair[0]}${after}`;
}

/** The measure word after an amount, in the singular or plural its scaled value needs. */
function agree(unit: string, value: Q): string {
  const word = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  const pair = MEASURE_WORDS.find(([one, many]) => one === word || many === word);
  if (!pair || unit.trim() !== unit.trim().toLowerCase()) return unit;
  const wanted = compare(value, q(1)) > 0 ? pair[1] : pair[0];
  return unit.replace(unit.trim(), wanted);
}

function scaleLines(input: string, factor: Q): ToolResult {
  if (input.trim() === '')
    return { ok: false, error: 'Paste your ingredient list, one ingredient a line, such as "2 cups flour".' };
  if (input.length > 20000) return { ok: false, error: 'That list is too long: paste up to 20,000 characters.' };
  let scaled = 0;
  let overflow = false;
  const write = (value: Q, written: string, unit: string | undefined) => {
    const result = mul(value, factor);
    if (!Number.isFinite(toNumber(result))) overflow = true;
    return writeQuantity(result, styleOf(written, unit));
  };
  /** One amount (a range too) and the measure after it, scaled; and what is left of the line. */
  const scaleAmount = (match: RegExpExecArray, rest: string, offset: number) => {
    const first = quantityValue(match[offset]!);
    const second = match[offset + 2] ? quantityValue(match[offset + 2]!) : undefined;
    if (!first || (match[offset + 2] && !second)) return undefined;
    const measure = UNIT_AFTER.exec(rest)?.[1];
    // "1 egg yolk": the yolk is counted, not the egg.
    const unit = measure !== undefined && /^\s*eggs?\s+(?:yolks?|whites?)\b/i.test(rest) ? undefined : measure;
    const largest = second ?? first;
    const range = second ? `${match[offset + 1]}${write(second, match[offset + 2]!, unit)}` : '';
    const text = `${write(first, match[offset]!, unit)}${range}`;
    if (unit === undefined) return { text, rest: agreeCounted(rest, mul(largest, factor)), unit };
    const gap = /^\s*/.exec(rest)![0];
    return {
      text: `${text}${gap}${agree(unit, mul(largest, factor))}`,
      rest: rest.slice(gap.length + unit.length),
      unit,
    };
  };
  const lines = input.split(/\r?\n/).map((line) => {
    const [, lead = '', body = ''] = /^(\s*(?:[-*•]\s*)?)(.*)$/s.exec(line) ?? [];
    const match = LEADING.exec(body);
    if (!match || NOT_AN_AMOUNT.test(body.slice(match[0].length))) return line;
    let amount = scaleAmount(match, body.slice(match[0].length), 1);
    if (!amount) return line;
    let out = amount.text;
    // Further amounts of the same ingredient, each after a measure: "200g/7oz", "2 lb 4 oz".
    while (amount?.unit !== undefined) {
      const more = ANOTHER_AMOUNT.exec(amount.rest);
      if (!more) break;
      const next = scaleAmount(more, amount.rest.slice(more[0].length), 2);
      if (!next) break;
      out += `${more[1]}${next.text}`;
      amount = next;
    }
    scaled += 1;
    return `${lead}${out}${amount!.rest}`;
  });
  if (overflow) return { ok: false, error: 'A scaled quantity is too large. Use a smaller factor.' };
  if (scaled === 0)
    return {
      ok: false,
      error:
        'No line starts with a quantity. Write one ingredient a line, starting with its amount, such as "2 cups flour".',
    };
  return {
    ok: true,
    text: lines.join('\n'),
    figures: [
      { label: 'Scale factor', value: `× ${formatNumber(toNumber(factor))}` },
      { label: 'Lines scaled', value: `${scaled} of ${lines.length}` },
      ...(scaled < lines.length
        ? [
            {
              label: 'Left as written',
              value: 'Lines that do not start with an amount, and oven temperatures, times and tin sizes.',
            },
          ]
        : []),
    ],
  };
}

function readPositive(text: string | undefined, what: string, example: string): Q | string {
  const value = readAmount(text, example);
  if (typeof value === 'string' || sign(value) <= 0) return `Enter ${what} above 0, such as ${example}.`;
  return value;
}

function recipeScaler(values: Readonly<Record<string, string>>): ToolResult {
  const factor = readPositive(values.factor, 'a scale factor', '2');
  if (typeof factor === 'string') return { ok: false, error: factor };
  return scaleLines(values.input ?? '', factor);
}

function servingsConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = readPositive(values.servings, 'the servings the recipe makes', '4');
  if (typeof from === 'string') return { ok: false, error: from };
  const to = readPositive(values.wanted, 'the servings you want', '6');
  if (typeof to === 'string') return { ok: false, error: to };
  return scaleLines(values.input ?? '', div(to, from));
}

export const run: Engine = (tool, values): ToolResult => {
  switch (tool.params.operation) {
    case 'measure':
      return measureResult(values);
    case 'gas-to-temperature':
      return gasToTemperature(values, tool.params.scale ?? 'c');
    case 'temperature-to-gas':
      return temperatureToGas(values, tool.params.scale ?? 'c');
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
