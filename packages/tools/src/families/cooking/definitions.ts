/**
 * Cooking: cups ↔ grams for common ingredients (King Arthur Baking's ingredient weight chart),
 * spoons and cups ↔ millilitres (US customary, exact), sticks of butter, oven temperatures with
 * gas marks, and a recipe scaler. Exact fractions from ../units/exact.ts; no library is needed.
 * Conversion examples are computed apart from the engine (examples.ts).
 */
import type { Field, FamilyDefinition, ToolRow } from '../../types';
import { COOKING_EXAMPLES } from './examples';
import { GAS_MARKS, INGREDIENTS, MEASURES, type Ingredient, type MeasureId } from './table';
import { formatNumber } from '../../format';
import { toNumber } from '../units/exact';

const examplesFor = (id: string) =>
  (COOKING_EXAMPLES[id] ?? []).map(([value, output]) => ({ input: { value }, output }));

const amountField = (label: string, placeholder: string): Field => ({
  name: 'value',
  label,
  type: 'number',
  step: 'any',
  default: '1',
  placeholder,
});

const measureTool = (
  row: Omit<ToolRow, 'category' | 'family' | 'kind' | 'examples' | 'pro'> & { pro?: boolean },
): ToolRow => ({
  category: 'units',
  family: 'cooking',
  kind: 'convert',
  pro: false,
  examples: examplesFor(row.id),
  ...row,
});

const lowerTitle = (ingredient: Ingredient) => ingredient.title.toLowerCase();
const gramsPerCup = (ingredient: Ingredient) => formatNumber(toNumber(ingredient.gramsPerCup));

/** How a description names the weight's source. */
function basis(ingredient: Ingredient): string {
  if (ingredient.id === 'butter') return `by the wrapper (1 cup = 2 sticks = ${gramsPerCup(ingredient)} g)`;
  if (ingredient.id === 'water') return `at 1 g per ml (1 cup = ${gramsPerCup(ingredient)} g)`;
  return `by King Arthur Baking's weight chart (1 cup = ${gramsPerCup(ingredient)} g)`;
}

const ingredientTools: ToolRow[] = INGREDIENTS.filter((ingredient) => ingredient.own).flatMap(
  (ingredient): ToolRow[] => {
    const name = lowerTitle(ingredient);
    const slug = ingredient.id;
    const aliases = ingredient.aliases.filter((alias) => alias !== name).slice(0, 2);
    return [
      measureTool({
        id: `cups-of-${slug}-to-grams`,
        name: `Cups of ${ingredient.title} to Grams`,
        description: `Convert US cups of ${ingredient.name} to grams, ${basis(ingredient)}.`,
        keywords: [
          `${name} cups to grams`,
          `how many grams in a cup of ${name}`,
          `cup of ${name} in grams`,
          `${name} cup to g`,
          ...aliases.map((alias) => `${alias} cups to grams`),
        ],
        params: { operation: 'measure', from: 'cup', to: 'g', ingredient: ingredient.id },
        fields: [amountField(`Cups of ${ingredient.name}`, '2')],
      }),
      measureTool({
        id: `grams-of-${slug}-to-cups`,
        name: `Grams of ${ingredient.title} to Cups`,
        description: `Convert grams of ${ingredient.name} to US cups, ${basis(ingredient)}.`,
        keywords: [
          `${name} grams to cups`,
          `how many cups is 100g of ${name}`,
          `${name} g to cups`,
          `grams of ${name} in cups`,
          ...aliases.map((alias) => `${alias} grams to cups`),
        ],
        params: { operation: 'measure', from: 'g', to: 'cup', ingredient: ingredient.id },
        fields: [amountField(`Grams of ${ingredient.name}`, '250')],
      }),
    ];
  },
);

const ingredientField: Field = {
  name: 'ingredient',
  label: 'Ingredient',
  type: 'select',
  default: 'flour',
  options: INGREDIENTS.map((ingredient) => ({
    value: ingredient.id,
    label: ingredient.name.charAt(0).toUpperCase() + ingredient.name.slice(1),
  })),
};

const generalTools: ToolRow[] = (
  [
    [
      'cups-to-grams',
      'Cups to Grams Converter',
      'cup',
      'g',
      'Cups',
      ['cups to grams', 'cup to g', 'baking conversion cups to grams', 'us cups to grams', 'ingredient cups to grams'],
    ],
    [
      'grams-to-cups',
      'Grams to Cups Converter',
      'g',
      'cup',
      'Grams',
      ['grams to cups', 'g to cups', 'baking conversion grams to cups', 'grams to us cups', 'ingredient grams to cups'],
    ],
    [
      'tablespoons-to-grams',
      'Tablespoons to Grams Converter',
      'tbsp',
      'g',
      'Tablespoons',
      ['tbsp to g', 'tablespoon to grams', 'how many grams in a tablespoon', 'tbsp in grams'],
    ],
    [
      'teaspoons-to-grams',
      'Teaspoons to Grams Converter',
      'tsp',
      'g',
      'Teaspoons',
      ['tsp to g', 'teaspoon to grams', 'how many grams in a teaspoon', 'tsp in grams'],
    ],
  ] as const
)
  .map(([id, name, from, to, label, keywords]) =>
    measureTool({
      id,
      name,
      description: `Convert ${MEASURES[from].plural} to ${MEASURES[to].plural} for flour, sugar, butter, salt and ${INGREDIENTS.length - 4} more ingredients, by King Arthur Baking's weight chart.`,
      keywords,
      params: { operation: 'measure', from, to },
      fields: [amountField(label, '2'), ingredientField],
      pro: true,
    }),
  )
  .map((tool): ToolRow => ({ ...tool, kind: 'form' }));

const spoonTools: ToolRow[] = (
  [
    [
      'tablespoons-of-butter-to-grams',
      'Tablespoons of Butter to Grams',
      'tbsp',
      'butter',
      [
        'tbsp butter to grams',
        'how many grams in a tablespoon of butter',
        'tablespoon of butter in grams',
        'butter tbsp to g',
      ],
    ],
    [
      'teaspoons-of-sugar-to-grams',
      'Teaspoons of Sugar to Grams',
      'tsp',
      'sugar',
      ['tsp sugar to grams', 'how many grams in a teaspoon of sugar', 'teaspoon of sugar in grams', 'sugar tsp to g'],
    ],
    [
      'teaspoons-of-salt-to-grams',
      'Teaspoons of Salt to Grams',
      'tsp',
      'salt',
      ['tsp salt to grams', 'how many grams in a teaspoon of salt', 'teaspoon of salt in grams', 'salt tsp to g'],
    ],
  ] as const
).map(([id, name, from, ingredientId, keywords]) => {
  const ingredient = INGREDIENTS.find((i) => i.id === ingredientId)!;
  return measureTool({
    id,
    name,
    description: `Convert US ${MEASURES[from].plural.replace('US ', '')} of ${ingredient.name} to grams, ${basis(ingredient)}.`,
    keywords,
    params: { operation: 'measure', from, to: 'g', ingredient: ingredient.id },
    fields: [amountField(`${MEASURES[from].title} of ${ingredient.name}`, '2')],
  });
});

/** Kitchen volume pairs, both ways: [from, to, keywords there, keywords back]. */
const VOLUME_PAIRS: ReadonlyArray<readonly [MeasureId, MeasureId, readonly string[], readonly string[]]> = [
  [
    'cup',
    'ml',
    ['cups to ml', 'cup to ml', 'cups to milliliters', 'how many ml in a cup'],
    ['ml to cups', 'ml to cup', 'milliliters to cups', 'how many cups is 250 ml'],
  ],
  [
    'cup',
    'l',
    ['cups to liters', 'cups to l', 'cup to litre', 'how many litres in a cup'],
    ['liters to cups', 'l to cups', 'litre to cups', 'how many cups in a litre'],
  ],
  [
    'tbsp',
    'ml',
    ['tbsp to ml', 'tablespoon to ml', 'tablespoons to milliliters', 'how many ml in a tablespoon'],
    ['ml to tbsp', 'ml to tablespoons', 'milliliters to tablespoons', 'how many tablespoons in 100 ml'],
  ],
  [
    'tsp',
    'ml',
    ['tsp to ml', 'teaspoon to ml', 'teaspoons to milliliters', 'how many ml in a teaspoon'],
    ['ml to tsp', 'ml to teaspoons', 'milliliters to teaspoons', 'how many teaspoons in 5 ml'],
  ],
  [
    'tbsp',
    'tsp',
    ['tbsp to tsp', 'tablespoon to teaspoon', 'how many teaspoons in a tablespoon'],
    ['tsp to tbsp', 'teaspoon to tablespoon', 'how many tablespoons is 3 teaspoons'],
  ],
  [
    'cup',
    'tbsp',
    ['cups to tbsp', 'cup to tablespoons', 'how many tablespoons in a cup'],
    ['tbsp to cups', 'tablespoons to cup', 'how many tablespoons make a cup'],
  ],
  [
    'cup',
    'floz',
    ['cups to oz', 'cups to fl oz', 'cups to ounces liquid', 'how many ounces in a cup'],
    ['oz to cups', 'fl oz to cups', 'fluid ounces to cup', 'how many cups is 8 oz'],
  ],
  [
    'pint',
    'cup',
    ['pints to cups', 'pint to cups', 'how many cups in a pint'],
    ['cups to pints', 'cup to pint', 'how many pints in a cup'],
  ],
  [
    'quart',
    'cup',
    ['quarts to cups', 'quart to cups', 'how many cups in a quart'],
    ['cups to quarts', 'cup to quart', 'how many quarts is 4 cups'],
  ],
  [
    'gallon',
    'cup',
    ['gallons to cups', 'gallon to cups', 'how many cups in a gallon'],
    ['cups to gallons', 'cup to gallon', 'how many gallons is 16 cups'],
  ],
];

const slugOf = (id: MeasureId) => MEASURES[id].title.toLowerCase().replace(/\s+/g, '-');

function volumeTool(from: MeasureId, to: MeasureId, keywords: readonly string[]): ToolRow {
  const a = MEASURES[from];
  const b = MEASURES[to];
  const id = `${slugOf(from)}-to-${slugOf(to)}`;
  return measureTool({
    id,
    name: `${a.title} to ${b.title} Converter`,
    description: `Convert ${a.plural} to ${b.plural} (US customary kitchen measures, exactly).`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    keywords,
    params: { operation: 'measure', from, to },
    fields: [
      amountField(
        a.plural.replace(/^./, (c) => c.toUpperCase()),
        '2',
      ),
    ],
  });
}

const volumeTools: ToolRow[] = VOLUME_PAIRS.flatMap(([from, to, there, back]) => [
  volumeTool(from, to, there),
  volumeTool(to, from, back),
]);

const butterTools: ToolRow[] = (
  [
    [
      'sticks-of-butter-to-grams',
      'Sticks of Butter to Grams',
      'stick',
      'g',
      'Convert US sticks of butter to grams: a stick is 1/4 lb (113.398 g).',
      ['stick of butter in grams', 'how many grams in a stick of butter', 'butter sticks to g', 'sticks to grams'],
    ],
    [
      'grams-to-sticks-of-butter',
      'Grams to Sticks of Butter',
      'g',
      'stick',
      'Convert grams of butter to US sticks: a stick is 1/4 lb (113.398 g).',
      ['grams of butter to sticks', 'how many sticks is 250g butter', 'g to sticks of butter', 'grams to sticks'],
    ],
    [
      'sticks-of-butter-to-cups',
      'Sticks of Butter to Cups',
      'stick',
      'cup',
      'Convert US sticks of butter to cups: a stick is 1/2 cup.',
      ['how many cups is a stick of butter', 'sticks of butter in cups', 'butter sticks to cups', 'stick to cup'],
    ],
    [
      'cups-to-sticks-of-butter',
      'Cups of Butter to Sticks',
      'cup',
      'stick',
      'Convert cups of butter to US sticks: a cup is 2 sticks.',
      ['cups of butter to sticks', 'how many sticks of butter in a cup', 'cup of butter in sticks', 'cup to sticks'],
    ],
    [
      'sticks-of-butter-to-tablespoons',
      'Sticks of Butter to Tablespoons',
      'stick',
      'tbsp',
      'Convert US sticks of butter to tablespoons: a stick is 8 tbsp.',
      [
        'how many tablespoons in a stick of butter',
        'stick of butter in tbsp',
        'butter sticks to tbsp',
        'stick to tablespoons',
      ],
    ],
  ] as const
).map(([id, name, from, to, description, keywords]) =>
  measureTool({
    id,
    name,
    description,
    keywords,
    params: { operation: 'measure', from, to, ingredient: 'butter' },
    fields: [amountField(MEASURES[from].title, '2')],
  }),
);

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

const ovenTools: ToolRow[] = [
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

const recipeTools: ToolRow[] = [
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

export const cooking: FamilyDefinition = {
  order: 90,
  id: 'cooking',
  summary:
    "Cups ↔ grams for common ingredients by King Arthur Baking's ingredient weight chart, US cups and spoons ↔ millilitres exactly, sticks of butter, oven temperatures with gas marks, and a recipe scaler (exact fractions; no library needed).",
  tools: [
    ...ingredientTools,
    ...generalTools,
    ...spoonTools,
    ...volumeTools,
    ...butterTools,
    ...ovenTools,
    ...recipeTools,
  ],
};
