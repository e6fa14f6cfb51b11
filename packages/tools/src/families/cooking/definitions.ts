/**
 * Cooking: cups ↔ grams for common ingredients (King Arthur Baking's ingredient weight chart),
 * spoons and cups ↔ millilitres (US customary, exact), sticks of butter, oven temperatures with
 * gas marks, and a recipe scaler. Exact fractions from ../units/exact.ts; no library is needed.
 * Conversion examples are computed apart from the engine (examples.ts).
 */
import type { Field, FamilyDefinition, ToolRow } from '../../types';
import { ovenTools, recipeTools } from './ovenRows';
import { amountField, basis, lowerTitle, measureTool } from './rowKit';
import { INGREDIENTS, MEASURES } from './table';
import { butterTools, volumeTools } from './volumeRows';

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
