/**
 * The cooking engine: kitchen measures (US cups and spoons, exactly), ingredient weights from one
 * chart (table.ts), butter sticks, oven temperatures with gas marks, and a recipe scaler that
 * multiplies the quantity at the start of each ingredient line. Exact fractions throughout
 * (../units/exact.ts); pure; never throws for any input.
 */
import type { Engine, ToolResult } from '../../types';
import { measureResult } from './measures';
import { gasToTemperature, ovenConverter, temperatureToGas } from './oven';
import { recipeScaler, servingsConverter } from './scaling';

export { amount } from './measures';
export { parseQuantity, writeQuantity } from './quantities';

type Params = Readonly<Record<string, string>>;

/**
 * Each row's code under the operation its row names (`params.operation`): the measure rows are a
 * table read from their params (from, to, ingredient). families/registry.test.ts checks that every
 * row has one here and every one here a row. No switch on the name.
 */
export const operations: Readonly<Record<string, (params: Params, values: Params) => ToolResult>> = {
  measure: (_p, values) => measureResult(values),
  'gas-to-temperature': (p, values) => gasToTemperature(values, p.scale ?? 'c'),
  'temperature-to-gas': (p, values) => temperatureToGas(values, p.scale ?? 'c'),
  oven: (_p, values) => ovenConverter(values),
  scale: (_p, values) => recipeScaler(values),
  servings: (_p, values) => servingsConverter(values),
};

export const run: Engine = (tool, values): ToolResult => {
  const name = tool.params.operation ?? '';
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  return operation ? operation(tool.params, values) : { ok: false, error: 'This tool is not set up correctly.' };
};
