/** Cooking: reading and writing a recipe line's quantity (½, 1 1/2, 2-3, 1,000 g …). */
import { formatNumber } from '../../format';
import { add, exact, isZero, q, sub, toNumber, type Q } from '../units/exact';

export const VULGAR: Readonly<Record<string, Q>> = {
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
export const VULGAR_CLASS = '½⅓⅔¼¾⅕⅛⅜⅝⅞';
export const FRACTION_MARK = /[/½⅓⅔¼¾⅕⅛⅜⅝⅞]/;
// A whole number, a decimal, or one with thousands commas ("1,500"); a mixed number ("1 1/2", the
// US "1-1/2", "1½"); a fraction ("3/4", "¾").
export const QUANTITY = `(?:\\d{1,9}(?:\\s+|-)\\d{1,9}\\/\\d{1,9}|\\d{1,9}\\s*[${VULGAR_CLASS}]|[${VULGAR_CLASS}]|\\d{1,9}\\/\\d{1,9}|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,9})?|\\d{1,9}(?:\\.\\d{1,9})?|\\.\\d{1,9})`;
export const AMOUNT = `(${QUANTITY})(?:(\\s*(?:-|–|to)\\s*)(${QUANTITY}))?`;
export const LEADING = new RegExp(`^${AMOUNT}`);

/**
 * Kitchen measures as written after an amount, singular and plural. Abbreviations ("g", "tbsp")
 * stay as written; a word is put in the singular for an amount of 1 or less and in the plural above.
 */
export const MEASURE_WORDS: readonly (readonly [string, string])[] = [
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
export const UNIT_ABBREVIATIONS = [
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
export const MEASURE = `(?:${[
  ...MEASURE_WORDS.flat()
    .map((w) => w.replace(' ', '\\s+'))
    .sort((a, b) => b.length - a.length),
  ...UNIT_ABBREVIATIONS,
].join('|')})\\.?(?![\\p{L}\\p{N}])`;
export const METRIC = /^(?:g|gr|kg|mg|ml|l|cl|dl|grams?|kilograms?|litres?|liters?|millilitres?|milliliters?)$/i;
export const UNIT_AFTER = new RegExp(`^\\s*(${MEASURE})`, 'iu');
// A second amount of the same ingredient: "200g/7oz", "1 cup (240 ml)", "2 lb 4 oz", "1 tbsp plus 1 tsp".
export const ANOTHER_AMOUNT = new RegExp(
  `^(\\s*\\/\\s*|\\s*\\(\\s*|\\s+(?:plus|and|\\+)\\s+|\\s*\\+\\s*|\\s+)${AMOUNT}(?=\\s*${MEASURE})`,
  'iu',
);
// What follows a number that is not an amount to scale: a temperature, a time, a size or a step number.
export const NOT_AN_AMOUNT =
  /^(?:\s*(?:°|º|degrees?\b|deg\b|%|percent\b|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?)\b|-?\s*(?:inch(?:es)?\b|in\.|cm\b|"|″))|\.(?:\s|$)|\))/i;

/** A quantity as cooks write it ("1 1/2", "1-1/2", "1½", "¾", "2.5", "1,500") at the start of `text`, and what follows. */
export function parseQuantity(text: string): { value: Q; fraction: boolean; rest: string } | undefined {
  const match = new RegExp(`^${QUANTITY}`).exec(text);
  if (!match) return undefined;
  const value = quantityValue(match[0]);
  return value && { value, fraction: FRACTION_MARK.test(match[0]), rest: text.slice(match[0].length) };
}

export function quantityValue(text: string): Q | undefined {
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
export interface Style {
  fraction: boolean;
  hyphen: boolean;
  grouped: boolean;
  metric: boolean;
}

export const styleOf = (written: string, unit: string | undefined): Style => ({
  fraction: FRACTION_MARK.test(written),
  hyphen: /^\d+-\d+\//.test(written),
  grouped: written.includes(','),
  metric: unit !== undefined && METRIC.test(unit.trim().replace(/\.$/, '')),
});

export const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

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
