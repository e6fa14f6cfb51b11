/** What the cooking rows share: the amount field, the row a measure conversion becomes, its examples. */
import { formatNumber } from '../../format';
import type { Field, ToolRow } from '../../types';
import { toNumber } from '../units/exact';
import { COOKING_EXAMPLES } from './examples';
import type { Ingredient } from './table';

export const examplesFor = (id: string) =>
  (COOKING_EXAMPLES[id] ?? []).map(([value, output]) => ({ input: { value }, output }));

export const amountField = (label: string, placeholder: string): Field => ({
  name: 'value',
  label,
  type: 'number',
  step: 'any',
  default: '1',
  placeholder,
});

export const measureTool = (
  row: Omit<ToolRow, 'category' | 'family' | 'kind' | 'examples' | 'pro'> & { pro?: boolean },
): ToolRow => ({
  category: 'units',
  family: 'cooking',
  kind: 'convert',
  pro: false,
  examples: examplesFor(row.id),
  ...row,
});

export const lowerTitle = (ingredient: Ingredient) => ingredient.title.toLowerCase();
export const gramsPerCup = (ingredient: Ingredient) => formatNumber(toNumber(ingredient.gramsPerCup));

/** How a description names the weight's source. */
export function basis(ingredient: Ingredient): string {
  if (ingredient.id === 'butter') return `by the wrapper (1 cup = 2 sticks = ${gramsPerCup(ingredient)} g)`;
  if (ingredient.id === 'water') return `at 1 g per ml (1 cup = ${gramsPerCup(ingredient)} g)`;
  return `by King Arthur Baking's weight chart (1 cup = ${gramsPerCup(ingredient)} g)`;
}
