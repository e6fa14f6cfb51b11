/** Cooking: the recipe scaler and servings converter (their rows' code). */
import { formatNumber } from '../../format';
import type { ToolResult } from '../../types';
import { compare, div, mul, q, sign, toNumber, type Q } from '../units/exact';
import { readAmount } from './measures';
import {
  LEADING,
  MEASURE_WORDS,
  UNIT_AFTER,
  ANOTHER_AMOUNT,
  NOT_AN_AMOUNT,
  quantityValue,
  styleOf,
  writeQuantity,
} from './quantities';

/**
 * Things counted in recipes, singular and plural: "1 onion" doubled is "2 onions", "3 lemons"
 * thirded "1 lemon". Found after an amount, a size in brackets ("1 (14 oz) can") and describing
 * words ("2 large potatoes", "1 sweet potato"). A container or piece agrees whatever follows it
 * ("2 cans tomatoes"); a food only where it ends the name ("2 onions, chopped", not "2 apples pie").
 */
export const PIECES: readonly (readonly [string, string])[] = [
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
export const FOODS: readonly (readonly [string, string])[] = [
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
export const COUNTED_AFTER =
  /^(\s*(?:\([^()]{1,40}\)\s*)?(?:(?:large|medium|small|big|whole|ripe|fresh|red|green|yellow|white|sweet|bay|egg|chicken|free-range|extra-large|jumbo|heaped|level|rounded|thick|thin|firm)\s+){0,3})([a-z]+)(?![\p{L}\p{N}-])/u;
/** What may follow a food's name: the end, punctuation, or a word that is not part of the name. */
export const NAME_ENDS =
  /^(?:\s*$|\s*[,;:()/–—.]|\s+-|\s+(?:of|or|and|for|to|at|in|with|plus|about|each|finely|roughly|thinly|chopped|sliced|diced|minced|peeled|halved|quartered|cut|cored|grated|zested|juiced|crushed|beaten|separated|trimmed|washed|drained|rinsed|softened|melted|optional)\b)/i;

/** What follows an amount with no measure, with the counted thing in it agreeing with `value`. */
export function agreeCounted(rest: string, value: Q): string {
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
export function agree(unit: string, value: Q): string {
  const word = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  const pair = MEASURE_WORDS.find(([one, many]) => one === word || many === word);
  if (!pair || unit.trim() !== unit.trim().toLowerCase()) return unit;
  const wanted = compare(value, q(1)) > 0 ? pair[1] : pair[0];
  return unit.replace(unit.trim(), wanted);
}

export function scaleLines(input: string, factor: Q): ToolResult {
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

export function readPositive(text: string | undefined, what: string, example: string): Q | string {
  const value = readAmount(text, example);
  if (typeof value === 'string' || sign(value) <= 0) return `Enter ${what} above 0, such as ${example}.`;
  return value;
}

export function recipeScaler(values: Readonly<Record<string, string>>): ToolResult {
  const factor = readPositive(values.factor, 'a scale factor', '2');
  if (typeof factor === 'string') return { ok: false, error: factor };
  return scaleLines(values.input ?? '', factor);
}

export function servingsConverter(values: Readonly<Record<string, string>>): ToolResult {
  const from = readPositive(values.servings, 'the servings the recipe makes', '4');
  if (typeof from === 'string') return { ok: false, error: from };
  const to = readPositive(values.wanted, 'the servings you want', '6');
  if (typeof to === 'string') return { ok: false, error: to };
  return scaleLines(values.input ?? '', div(to, from));
}
