/** Cooking: kitchen volume pairs both ways, and sticks of butter: the rows (data). */
import type { ToolRow } from '../../types';
import { MEASURES, type MeasureId } from './table';
import { amountField, measureTool } from './rowKit';

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

export const volumeTools: ToolRow[] = VOLUME_PAIRS.flatMap(([from, to, there, back]) => [
  volumeTool(from, to, there),
  volumeTool(to, from, back),
]);

export const butterTools: ToolRow[] = (
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
