/** Cooking: oven temperatures with gas marks, and the recipe scaler: the rows (data). */
import type { Field, ToolRow } from '../../types';
import { GAS_MARKS } from './table';

const gasField: Field = {
  name: 'value',
  label: 'Gas mark',
  type: 'select',
  default: '4',
  options: GAS_MARKS.map(({ mark }) => ({ value: mark, label: `Gas mark ${mark}` })),
};

const ovenTool = (row: Omit<ToolRow, 'category' | 'family' | 'kind' | 'pro'>): ToolRow => ({
  category: 'units',
  family: 'cooking',
  kind: 'convert',
  pro: false,
  ...row,
});

export const ovenTools: ToolRow[] = [
  ovenTool({
    id: 'gas-mark-to-celsius',
    ask: {
      says: [
        {
          pattern: String.raw`gas mark\s*(1\/4|1\/2|\d)(?!\s*(?:to|in|into|as)?\s*(?:fahrenheit|f)\b)\s*(?:to|in|into|as)?\s*(?:celsius|c)?\b`,
          fill: { value: '$1' },
          why: 'converts gas mark {$1} to an oven temperature, already filled in',
          asked: 'gas mark {$1}',
          early: true,
        },
      ],
    },
    name: 'Gas Mark to Celsius Converter',
    description: 'Convert a gas mark (1/4 to 9) to its oven temperature in °C, to the nearest degree.',
    keywords: [
      'gas mark to c',
      'gas mark 4 in celsius',
      'gas mark to degrees',
      'gas mark conversion',
      'gas mark to centigrade',
    ],
    params: { operation: 'gas-to-temperature', scale: 'c' },
    fields: [gasField],
    examples: [
      { input: { value: '4' }, output: '177 °C' },
      { input: { value: '1/2' }, output: '121 °C' },
      { input: { value: '9' }, output: '246 °C' },
    ],
  }),
  ovenTool({
    id: 'gas-mark-to-fahrenheit',
    ask: {
      says: [
        {
          pattern: String.raw`gas mark\s*(1\/4|1\/2|\d)\s*(?:to|in|into|as)?\s*(?:fahrenheit|f)\b`,
          fill: { value: '$1' },
          why: 'converts gas mark {$1} to an oven temperature, already filled in',
          asked: 'gas mark {$1}',
          early: true,
        },
      ],
    },
    name: 'Gas Mark to Fahrenheit Converter',
    description: 'Convert a gas mark (1/4 to 9) to its oven temperature in °F.',
    keywords: ['gas mark to f', 'gas mark 6 in fahrenheit', 'gas mark to degrees f', 'gas mark conversion'],
    params: { operation: 'gas-to-temperature', scale: 'f' },
    fields: [gasField],
    examples: [
      { input: { value: '4' }, output: '350 °F' },
      { input: { value: '1/4' }, output: '225 °F' },
    ],
  }),
  ovenTool({
    id: 'celsius-to-gas-mark',
    name: 'Celsius to Gas Mark Converter',
    description: 'Find the gas mark nearest an oven temperature in °C, such as 180 °C (gas mark 4).',
    keywords: [
      'c to gas mark',
      '180c gas mark',
      'celsius to gas',
      'oven temperature to gas mark',
      'degrees to gas mark',
    ],
    params: { operation: 'temperature-to-gas', scale: 'c' },
    fields: [{ name: 'value', label: 'Oven temperature (°C)', type: 'number', step: 'any', default: '180' }],
    examples: [
      { input: { value: '180' }, output: 'Gas mark 4' },
      { input: { value: '200' }, output: 'Gas mark 6' },
      { input: { value: '170' }, output: 'Between gas mark 3 and gas mark 4' },
    ],
  }),
  ovenTool({
    id: 'fahrenheit-to-gas-mark',
    name: 'Fahrenheit to Gas Mark Converter',
    description: 'Find the gas mark nearest an oven temperature in °F, such as 350 °F (gas mark 4).',
    keywords: ['f to gas mark', '350f gas mark', 'fahrenheit to gas', 'oven temperature to gas mark'],
    params: { operation: 'temperature-to-gas', scale: 'f' },
    fields: [{ name: 'value', label: 'Oven temperature (°F)', type: 'number', step: 'any', default: '350' }],
    examples: [
      { input: { value: '350' }, output: 'Gas mark 4' },
      { input: { value: '425' }, output: 'Gas mark 7' },
    ],
  }),
  {
    id: 'oven-temperature-converter',
    name: 'Oven Temperature Converter',
    description: 'Convert an oven temperature between °C, °F and gas mark, to the nearest degree.',
    category: 'units',
    keywords: [
      'oven temp conversion',
      'celsius fahrenheit gas mark',
      'oven conversion chart',
      'baking temperature converter',
      'gas mark converter',
    ],
    family: 'cooking',
    kind: 'form',
    params: { operation: 'oven' },
    fields: [
      { name: 'value', label: 'Temperature or gas mark', type: 'text', default: '180', placeholder: '180' },
      {
        name: 'from',
        label: 'From',
        type: 'select',
        default: 'c',
        options: [
          { value: 'c', label: '°C' },
          { value: 'f', label: '°F' },
          { value: 'gas', label: 'Gas mark' },
        ],
      },
    ],
    pro: false,
    examples: [
      { input: { value: '180', from: 'c' }, output: '356 °F · gas mark 4' },
      { input: { value: '350', from: 'f' }, output: '177 °C · gas mark 4' },
      { input: { value: '6', from: 'gas' }, output: '204 °C · 400 °F' },
    ],
  },
];

const RECIPE = '2 cups flour\n1 1/2 tsp salt\n3 eggs\n½ cup milk\nButter, for the tin';

export const recipeTools: ToolRow[] = [
  {
    id: 'recipe-scaler',
    name: 'Recipe Scaler',
    description: 'Multiply every quantity in an ingredient list by a factor, such as doubling or halving a recipe.',
    category: 'units',
    keywords: [
      'double a recipe',
      'halve a recipe',
      'recipe multiplier',
      'scale recipe',
      'recipe resizer',
      'recipe converter',
    ],
    family: 'cooking',
    kind: 'form',
    params: { operation: 'scale' },
    fields: [
      { name: 'input', label: 'Ingredients, one a line', type: 'textarea', placeholder: RECIPE },
      {
        name: 'factor',
        label: 'Multiply by',
        type: 'text',
        default: '2',
        placeholder: '2, 0.5 or 1/3',
        help: 'A number or a fraction, such as 1/2.',
      },
    ],
    pro: true,
    examples: [
      {
        input: { input: RECIPE, factor: '2' },
        output: '4 cups flour\n3 tsp salt\n6 eggs\n1 cup milk\nButter, for the tin',
      },
      { input: { input: '250 g flour\n2-3 tbsp water', factor: '1/2' }, output: '125 g flour\n1-1.5 tbsp water' },
    ],
  },
  {
    id: 'recipe-servings-converter',
    name: 'Recipe Servings Converter',
    description: 'Rescale an ingredient list from the servings it makes to the servings you want.',
    category: 'units',
    keywords: [
      'recipe serving size calculator',
      'change recipe servings',
      'adjust recipe servings',
      'recipe portion calculator',
      'servings calculator',
    ],
    family: 'cooking',
    kind: 'form',
    params: { operation: 'servings' },
    fields: [
      { name: 'input', label: 'Ingredients, one a line', type: 'textarea', placeholder: RECIPE },
      { name: 'servings', label: 'The recipe serves', type: 'number', step: 'any', min: 0, default: '4' },
      { name: 'wanted', label: 'You want to serve', type: 'number', step: 'any', min: 0, default: '6' },
    ],
    pro: true,
    examples: [
      {
        input: { input: RECIPE, servings: '4', wanted: '6' },
        output: '3 cups flour\n2 1/4 tsp salt\n4.5 eggs\n3/4 cup milk\nButter, for the tin',
      },
    ],
  },
];
