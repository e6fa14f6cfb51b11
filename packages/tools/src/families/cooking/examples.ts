/**
 * The cooking conversions' examples: [value, exact result text]. Not computed by the engine: the
 * chart's lines typed again separately, the US measures from GNU Units 2.22's definitions
 * (uscup, ustablespoon, …, lb), exact fractions, rounded half up to 6 significant digits. The
 * catalogue test runs every one against the engine.
 */
export const COOKING_EXAMPLES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'cups-of-flour-to-grams': [
    ['1', '120 g'],
    ['2.5', '300 g'],
  ],
  'grams-of-flour-to-cups': [
    ['1', '0.00833333 cups'],
    ['250', '2.08333 cups'],
  ],
  'cups-of-bread-flour-to-grams': [
    ['1', '120 g'],
    ['2.5', '300 g'],
  ],
  'grams-of-bread-flour-to-cups': [
    ['1', '0.00833333 cups'],
    ['250', '2.08333 cups'],
  ],
  'cups-of-whole-wheat-flour-to-grams': [
    ['1', '113 g'],
    ['2.5', '282.5 g'],
  ],
  'grams-of-whole-wheat-flour-to-cups': [
    ['1', '0.00884956 cups'],
    ['250', '2.21239 cups'],
  ],
  'cups-of-cake-flour-to-grams': [
    ['1', '120 g'],
    ['2.5', '300 g'],
  ],
  'grams-of-cake-flour-to-cups': [
    ['1', '0.00833333 cups'],
    ['250', '2.08333 cups'],
  ],
  'cups-of-self-raising-flour-to-grams': [
    ['1', '113 g'],
    ['2.5', '282.5 g'],
  ],
  'grams-of-self-raising-flour-to-cups': [
    ['1', '0.00884956 cups'],
    ['250', '2.21239 cups'],
  ],
  'cups-of-almond-flour-to-grams': [
    ['1', '96 g'],
    ['2.5', '240 g'],
  ],
  'grams-of-almond-flour-to-cups': [
    ['1', '0.0104167 cups'],
    ['250', '2.60417 cups'],
  ],
  'cups-of-sugar-to-grams': [
    ['1', '198 g'],
    ['2.5', '495 g'],
  ],
  'grams-of-sugar-to-cups': [
    ['1', '0.00505051 cups'],
    ['250', '1.26263 cups'],
  ],
  'cups-of-brown-sugar-to-grams': [
    ['1', '213 g'],
    ['2.5', '532.5 g'],
  ],
  'grams-of-brown-sugar-to-cups': [
    ['1', '0.00469484 cups'],
    ['250', '1.17371 cups'],
  ],
  'cups-of-icing-sugar-to-grams': [
    ['1', '113.5 g'],
    ['2.5', '283.75 g'],
  ],
  'grams-of-icing-sugar-to-cups': [
    ['1', '0.00881057 cups'],
    ['250', '2.20264 cups'],
  ],
  'cups-of-caster-sugar-to-grams': [
    ['1', '190 g'],
    ['2.5', '475 g'],
  ],
  'grams-of-caster-sugar-to-cups': [
    ['1', '0.00526316 cups'],
    ['250', '1.31579 cups'],
  ],
  'cups-of-butter-to-grams': [
    ['1', '226.796 g'],
    ['2.5', '566.99 g'],
  ],
  'grams-of-butter-to-cups': [
    ['1', '0.00440925 cups'],
    ['250', '1.10231 cups'],
  ],
  'cups-of-rice-to-grams': [
    ['1', '198 g'],
    ['2.5', '495 g'],
  ],
  'grams-of-rice-to-cups': [
    ['1', '0.00505051 cups'],
    ['250', '1.26263 cups'],
  ],
  'cups-of-oats-to-grams': [
    ['1', '89 g'],
    ['2.5', '222.5 g'],
  ],
  'grams-of-oats-to-cups': [
    ['1', '0.011236 cups'],
    ['250', '2.80899 cups'],
  ],
  'cups-of-cocoa-to-grams': [
    ['1', '84 g'],
    ['2.5', '210 g'],
  ],
  'grams-of-cocoa-to-cups': [
    ['1', '0.0119048 cups'],
    ['250', '2.97619 cups'],
  ],
  'cups-of-honey-to-grams': [
    ['1', '336 g'],
    ['2.5', '840 g'],
  ],
  'grams-of-honey-to-cups': [
    ['1', '0.00297619 cups'],
    ['250', '0.744048 cups'],
  ],
  'cups-of-water-to-grams': [
    ['1', '236.588 g'],
    ['2.5', '591.471 g'],
  ],
  'grams-of-water-to-cups': [
    ['1', '0.00422675 cups'],
    ['250', '1.05669 cups'],
  ],
  'cups-to-grams': [
    ['1', '120 g'],
    ['2.5', '300 g'],
  ],
  'grams-to-cups': [
    ['1', '0.00833333 cups'],
    ['250', '2.08333 cups'],
  ],
  'tablespoons-to-grams': [
    ['1', '7.5 g'],
    ['3', '22.5 g'],
  ],
  'teaspoons-to-grams': [
    ['1', '2.5 g'],
    ['2', '5 g'],
  ],
  'tablespoons-of-butter-to-grams': [
    ['1', '14.1748 g'],
    ['3', '42.5243 g'],
  ],
  'teaspoons-of-sugar-to-grams': [
    ['1', '4.125 g'],
    ['2', '8.25 g'],
  ],
  'teaspoons-of-salt-to-grams': [
    ['1', '6 g'],
    ['2', '12 g'],
  ],
  'cups-to-millilitres': [
    ['1', '236.588 ml'],
    ['2.5', '591.471 ml'],
  ],
  'millilitres-to-cups': [
    ['1', '0.00422675 cups'],
    ['250', '1.05669 cups'],
  ],
  'cups-to-litres': [
    ['1', '0.236588 L'],
    ['2.5', '0.591471 L'],
  ],
  'litres-to-cups': [
    ['1', '4.22675 cups'],
    ['2', '8.45351 cups'],
  ],
  'tablespoons-to-millilitres': [
    ['1', '14.7868 ml'],
    ['3', '44.3603 ml'],
  ],
  'millilitres-to-tablespoons': [
    ['1', '0.067628 tbsp'],
    ['250', '16.907 tbsp'],
  ],
  'teaspoons-to-millilitres': [
    ['1', '4.92892 ml'],
    ['2', '9.85784 ml'],
  ],
  'millilitres-to-teaspoons': [
    ['1', '0.202884 tsp'],
    ['250', '50.721 tsp'],
  ],
  'tablespoons-to-teaspoons': [
    ['1', '3 tsp'],
    ['3', '9 tsp'],
  ],
  'teaspoons-to-tablespoons': [
    ['1', '0.333333 tbsp'],
    ['2', '0.666667 tbsp'],
  ],
  'cups-to-tablespoons': [
    ['1', '16 tbsp'],
    ['2.5', '40 tbsp'],
  ],
  'tablespoons-to-cups': [
    ['1', '0.0625 cups'],
    ['3', '0.1875 cups'],
  ],
  'cups-to-fluid-ounces': [
    ['1', '8 fl oz'],
    ['2.5', '20 fl oz'],
  ],
  'fluid-ounces-to-cups': [
    ['1', '0.125 cups'],
    ['8', '1 cup'],
  ],
  'pints-to-cups': [
    ['1', '2 cups'],
    ['2', '4 cups'],
  ],
  'cups-to-pints': [
    ['1', '0.5 pints'],
    ['2.5', '1.25 pints'],
  ],
  'quarts-to-cups': [
    ['1', '4 cups'],
    ['2', '8 cups'],
  ],
  'cups-to-quarts': [
    ['1', '0.25 quarts'],
    ['2.5', '0.625 quarts'],
  ],
  'gallons-to-cups': [
    ['1', '16 cups'],
    ['2', '32 cups'],
  ],
  'cups-to-gallons': [
    ['1', '0.0625 gallons'],
    ['2.5', '0.15625 gallons'],
  ],
  'sticks-of-butter-to-grams': [
    ['1', '113.398 g'],
    ['2', '226.796 g'],
  ],
  'grams-to-sticks-of-butter': [
    ['1', '0.00881849 sticks'],
    ['250', '2.20462 sticks'],
  ],
  'sticks-of-butter-to-cups': [
    ['1', '0.5 cups'],
    ['2', '1 cup'],
  ],
  'cups-to-sticks-of-butter': [
    ['1', '2 sticks'],
    ['2.5', '5 sticks'],
  ],
  'sticks-of-butter-to-tablespoons': [
    ['1', '8 tbsp'],
    ['2', '16 tbsp'],
  ],
};
