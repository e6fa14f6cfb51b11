/**
 * Kitchen measures and ingredient weights. Spoons and cups are US customary, exactly (NIST
 * Handbook 44: 1 US cup = 8 US fl oz = 236.5882365 ml; 16 tbsp = 48 tsp to the cup). A stick of
 * butter is a quarter pound (113.3980925 g), sold as 1/2 cup or 8 tbsp.
 *
 * Ingredient weights are King Arthur Baking's Ingredient Weight Chart
 * (kingarthurbaking.com/learn/ingredient-weight-chart), measured by spooning into the cup and
 * levelling: each row keeps the chart's own line, and grams per cup is derived from it exactly.
 * Two rows are not from the chart: water (1 g per ml, the definition the litre was built on) and
 * butter (the wrapper: 1 cup = 2 sticks = 1/2 lb, which the chart rounds to 113 g per 1/2 cup).
 * The chart's liquids other than those (milk, cream, oil) are left out: it lists them by
 * convention at 8 oz a cup, which is not what a cup of them weighs.
 */
import { div, exact, mul, q, type Q } from '../units/exact';

const ML_PER_US_CUP = exact('236.5882365');
const GRAMS_PER_POUND = exact('453.59237');

export type MeasureId =
  | 'cup'
  | 'tbsp'
  | 'tsp'
  | 'floz'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'ml'
  | 'l'
  | 'stick'
  | 'g'
  | 'kg'
  | 'oz'
  | 'lb';

export interface Measure {
  id: MeasureId;
  kind: 'volume' | 'mass';
  /** Millilitres (volume) or grams (mass) in one. */
  size: Q;
  /** Written after the number: one, and any other amount ("1 cup", "0.5 cups"). */
  one: string;
  many: string;
  /** In a sentence: "US cups". */
  plural: string;
  /** In a tool name: "Cups". */
  title: string;
}

// biome-ignore format: a table, one row a line
export const MEASURES: Readonly<Record<MeasureId, Measure>> = {
  cup: { id: 'cup', kind: 'volume', size: ML_PER_US_CUP, one: 'cup', many: 'cups', plural: 'US cups', title: 'Cups' },
  tbsp: { id: 'tbsp', kind: 'volume', size: div(ML_PER_US_CUP, q(16)), one: 'tbsp', many: 'tbsp', plural: 'US tablespoons', title: 'Tablespoons' },
  tsp: { id: 'tsp', kind: 'volume', size: div(ML_PER_US_CUP, q(48)), one: 'tsp', many: 'tsp', plural: 'US teaspoons', title: 'Teaspoons' },
  floz: { id: 'floz', kind: 'volume', size: div(ML_PER_US_CUP, q(8)), one: 'fl oz', many: 'fl oz', plural: 'US fluid ounces', title: 'Fluid Ounces' },
  pint: { id: 'pint', kind: 'volume', size: mul(ML_PER_US_CUP, q(2)), one: 'pint', many: 'pints', plural: 'US pints', title: 'Pints' },
  quart: { id: 'quart', kind: 'volume', size: mul(ML_PER_US_CUP, q(4)), one: 'quart', many: 'quarts', plural: 'US quarts', title: 'Quarts' },
  gallon: { id: 'gallon', kind: 'volume', size: mul(ML_PER_US_CUP, q(16)), one: 'gallon', many: 'gallons', plural: 'US gallons', title: 'Gallons' },
  ml: { id: 'ml', kind: 'volume', size: q(1), one: 'ml', many: 'ml', plural: 'millilitres', title: 'Millilitres' },
  l: { id: 'l', kind: 'volume', size: q(1000), one: 'L', many: 'L', plural: 'litres', title: 'Litres' },
  // A stick of butter: 1/4 lb by weight, 1/2 cup by the wrapper's markings.
  stick: { id: 'stick', kind: 'mass', size: div(GRAMS_PER_POUND, q(4)), one: 'stick', many: 'sticks', plural: 'sticks of butter', title: 'Sticks of Butter' },
  g: { id: 'g', kind: 'mass', size: q(1), one: 'g', many: 'g', plural: 'grams', title: 'Grams' },
  kg: { id: 'kg', kind: 'mass', size: q(1000), one: 'kg', many: 'kg', plural: 'kilograms', title: 'Kilograms' },
  oz: { id: 'oz', kind: 'mass', size: div(GRAMS_PER_POUND, q(16)), one: 'oz', many: 'oz', plural: 'ounces', title: 'Ounces' },
  lb: { id: 'lb', kind: 'mass', size: GRAMS_PER_POUND, one: 'lb', many: 'lb', plural: 'pounds', title: 'Pounds' },
};

export interface Ingredient {
  id: string;
  /** As in a sentence: "all-purpose flour". */
  name: string;
  /** As in a tool name: "Flour". */
  title: string;
  /** Grams in one US cup, derived exactly from `source`. */
  gramsPerCup: Q;
  /** The chart's line, or the definition used. */
  source: string;
  /** Other names (UK, US) people search by. */
  aliases: readonly string[];
  /** Gets its own "cups of X to grams" tools (the others are in the general converters). */
  own?: boolean;
}

/** grams for `cups` of the ingredient, as the chart writes it (1/2 cup = 99 g). */
const chart = (grams: number, cups: Q) => div(q(grams), cups);
const CUP = q(1);
const HALF_CUP = q(1, 2);
const QUARTER_CUP = q(1, 4);
const TABLESPOON = q(1, 16);
const TEASPOON = q(1, 48);

// biome-ignore format: a table, one row a line
export const INGREDIENTS: readonly Ingredient[] = [
  { id: 'flour', name: 'all-purpose flour', title: 'Flour', gramsPerCup: chart(120, CUP), source: 'All-Purpose Flour: 1 cup = 120 g', aliases: ['plain flour', 'ap flour', 'flour'], own: true },
  { id: 'bread-flour', name: 'bread flour', title: 'Bread Flour', gramsPerCup: chart(120, CUP), source: 'Bread Flour: 1 cup = 120 g', aliases: ['strong flour', 'strong white flour'], own: true },
  { id: 'whole-wheat-flour', name: 'whole wheat flour', title: 'Whole Wheat Flour', gramsPerCup: chart(113, CUP), source: 'Whole Wheat Flour (Premium 100%): 1 cup = 113 g', aliases: ['wholemeal flour', 'wholewheat flour'], own: true },
  { id: 'cake-flour', name: 'cake flour', title: 'Cake Flour', gramsPerCup: chart(120, CUP), source: 'Unbleached Cake Flour: 1 cup = 120 g', aliases: ['cake flour'], own: true },
  { id: 'self-raising-flour', name: 'self-raising flour', title: 'Self-Raising Flour', gramsPerCup: chart(113, CUP), source: 'Self-Rising Flour: 1 cup = 113 g', aliases: ['self-rising flour', 'self raising flour'], own: true },
  { id: 'almond-flour', name: 'almond flour', title: 'Almond Flour', gramsPerCup: chart(96, CUP), source: 'Almond Flour: 1 cup = 96 g', aliases: ['ground almonds', 'almond meal'], own: true },
  { id: 'sugar', name: 'granulated sugar', title: 'Sugar', gramsPerCup: chart(198, CUP), source: 'Sugar (granulated white): 1 cup = 198 g', aliases: ['white sugar', 'granulated sugar', 'sugar'], own: true },
  { id: 'brown-sugar', name: 'brown sugar (packed)', title: 'Brown Sugar', gramsPerCup: chart(213, CUP), source: 'Brown sugar (dark or light, packed): 1 cup = 213 g', aliases: ['packed brown sugar', 'light brown sugar', 'dark brown sugar'], own: true },
  { id: 'icing-sugar', name: 'icing sugar (unsifted)', title: 'Icing Sugar', gramsPerCup: chart(227, q(2)), source: "Confectioners' sugar (unsifted): 2 cups = 227 g", aliases: ['powdered sugar', "confectioners' sugar", 'confectioners sugar'], own: true },
  { id: 'caster-sugar', name: 'caster sugar', title: 'Caster Sugar', gramsPerCup: chart(190, CUP), source: "Baker's Special Sugar (superfine, castor sugar): 1 cup = 190 g", aliases: ['superfine sugar', 'castor sugar'], own: true },
  { id: 'butter', name: 'butter', title: 'Butter', gramsPerCup: mul(GRAMS_PER_POUND, HALF_CUP), source: 'The wrapper: 1 cup = 2 sticks = 1/2 lb = 226.796 g (the chart: 1/2 cup = 113 g)', aliases: ['unsalted butter', 'salted butter'], own: true },
  { id: 'rice', name: 'long-grain white rice (uncooked)', title: 'Rice', gramsPerCup: chart(99, HALF_CUP), source: 'Rice (long grain, dry): 1/2 cup = 99 g', aliases: ['uncooked rice', 'dry rice', 'white rice'], own: true },
  { id: 'oats', name: 'rolled oats', title: 'Oats', gramsPerCup: chart(89, CUP), source: 'Oats (old-fashioned or quick-cooking): 1 cup = 89 g', aliases: ['rolled oats', 'porridge oats', 'oatmeal'], own: true },
  { id: 'cocoa', name: 'cocoa powder (unsweetened)', title: 'Cocoa Powder', gramsPerCup: chart(42, HALF_CUP), source: 'Cocoa (unsweetened): 1/2 cup = 42 g', aliases: ['cocoa', 'unsweetened cocoa', 'cacao powder'], own: true },
  { id: 'honey', name: 'honey', title: 'Honey', gramsPerCup: chart(21, TABLESPOON), source: 'Honey: 1 tablespoon = 21 g', aliases: ['runny honey'], own: true },
  { id: 'water', name: 'water', title: 'Water', gramsPerCup: ML_PER_US_CUP, source: 'Water: 1 ml weighs 1 g, so 1 US cup (236.5882365 ml) weighs 236.588 g', aliases: ['cold water', 'warm water'], own: true },
  { id: 'maple-syrup', name: 'maple syrup', title: 'Maple Syrup', gramsPerCup: chart(156, HALF_CUP), source: 'Maple syrup: 1/2 cup = 156 g', aliases: ['syrup'] },
  { id: 'chocolate-chips', name: 'chocolate chips', title: 'Chocolate Chips', gramsPerCup: chart(170, CUP), source: 'Chocolate Chips: 1 cup = 170 g', aliases: ['choc chips'] },
  { id: 'cornstarch', name: 'cornstarch', title: 'Cornstarch', gramsPerCup: chart(28, QUARTER_CUP), source: 'Cornstarch: 1/4 cup = 28 g', aliases: ['cornflour'] },
  { id: 'peanut-butter', name: 'peanut butter', title: 'Peanut Butter', gramsPerCup: chart(135, HALF_CUP), source: 'Peanut butter: 1/2 cup = 135 g', aliases: [] },
  { id: 'salt', name: 'table salt', title: 'Salt', gramsPerCup: chart(18, TABLESPOON), source: 'Salt (table): 1 tablespoon = 18 g', aliases: ['table salt', 'fine salt'] },
  { id: 'baking-powder', name: 'baking powder', title: 'Baking Powder', gramsPerCup: chart(4, TEASPOON), source: 'Baking powder: 1 teaspoon = 4 g', aliases: [] },
  { id: 'baking-soda', name: 'baking soda', title: 'Baking Soda', gramsPerCup: chart(3, q(1, 96)), source: 'Baking soda: 1/2 teaspoon = 3 g', aliases: ['bicarbonate of soda', 'bicarb'] },
  { id: 'yeast', name: 'instant yeast', title: 'Instant Yeast', gramsPerCup: chart(9, TABLESPOON), source: 'Yeast (instant): 1 tablespoon = 9 g', aliases: ['dried yeast', 'fast action yeast'] },
];

export function ingredientById(id: string | undefined): Ingredient | undefined {
  return INGREDIENTS.find((ingredient) => ingredient.id === id);
}

/** Gas marks by their oven temperature in °F (1 = 275 °F, then 25 °F a mark; 1/2 and 1/4 below). */
// biome-ignore format: a table, one row a line
export const GAS_MARKS: ReadonlyArray<{ mark: string; fahrenheit: number }> = [
  { mark: '1/4', fahrenheit: 225 },
  { mark: '1/2', fahrenheit: 250 },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ mark: String(n), fahrenheit: 250 + 25 * n })),
];
