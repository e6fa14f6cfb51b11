/** Cooking: kitchen measures and ingredient weights, converted exactly (the measure rows' code). */
import { formatNumber, parseNumber } from '../../format';
import type { Figure, ToolResult } from '../../types';
import { div, fromNumber, mul, q, sign, toNumber, type Q } from '../units/exact';
import { MEASURES, ingredientById, type Ingredient, type Measure, type MeasureId } from './table';
import { parseQuantity } from './quantities';

export const TOO_LARGE = 'That number is too large to convert here. Enter a smaller one.';

/** "1 cup", "2.5 cups", "3 tbsp". */
export function amount(value: number, measure: Measure): string {
  return `${formatNumber(value)} ${value === 1 ? measure.one : measure.many}`;
}

export const measureOf = (id: string | undefined): Measure | undefined =>
  id !== undefined && id in MEASURES ? MEASURES[id as MeasureId] : undefined;

/** Grams per millilitre of an ingredient (its grams per US cup over the cup's 236.5882365 ml). */
export const density = (ingredient: Ingredient): Q => div(ingredient.gramsPerCup, MEASURES.cup.size);

/** Converts `x` from → to, through the ingredient's weight when one side is a volume and the other a weight. */
export function convertMeasure(x: Q, from: Measure, to: Measure, ingredient: Ingredient | undefined): Q | string {
  const base = mul(x, from.size);
  if (from.kind === to.kind) return div(base, to.size);
  if (!ingredient) return 'Choose an ingredient: a cup of flour and a cup of sugar weigh differently.';
  return from.kind === 'volume'
    ? div(mul(base, density(ingredient)), to.size)
    : div(div(base, density(ingredient)), to.size);
}

export function readAmount(text: string | undefined, example: string): Q | string {
  const parsed = parseQuantity((text ?? '').trim());
  if (parsed && parsed.rest.trim() === '') return parsed.value;
  const value = parseNumber(text ?? '');
  return (value === null ? null : fromNumber(value)) ?? `Enter an amount, such as ${example}.`;
}

export function measureResult(values: Readonly<Record<string, string>>): ToolResult {
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
