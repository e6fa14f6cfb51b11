import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import type { ToolResult } from '../../types';
import { q } from '../units/exact';
import { cooking } from './definitions';
import { parseQuantity, run, writeQuantity } from './run';
import { GAS_MARKS } from './table';

const use = async (id: string, values: Record<string, string>): Promise<ToolResult> => {
  const tool = findTool(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return run(tool, valuesFor(tool, values), fixedContext());
};
const text = async (id: string, values: Record<string, string>) => {
  const result = await use(id, values);
  return result.ok ? result.text : `error: ${result.error}`;
};

describe('kitchen measures (US customary, exact)', () => {
  it('holds the cup at 236.5882365 ml, 16 tbsp and 48 tsp', async () => {
    expect(await text('cups-to-millilitres', { value: '1' })).toBe('236.588 ml');
    expect(await text('cups-to-tablespoons', { value: '1' })).toBe('16 tbsp');
    expect(await text('tablespoons-to-teaspoons', { value: '1' })).toBe('3 tsp');
    expect(await text('teaspoons-to-millilitres', { value: '1' })).toBe('4.92892 ml');
    expect(await text('gallons-to-cups', { value: '1' })).toBe('16 cups');
    expect(await text('cups-to-fluid-ounces', { value: '1' })).toBe('8 fl oz');
  });

  it('writes "1 cup" but "2 cups", and reads fractions as cooks write them', async () => {
    expect(await text('fluid-ounces-to-cups', { value: '8' })).toBe('1 cup');
    expect(await text('pints-to-cups', { value: '1' })).toBe('2 cups');
    expect(await text('cups-to-tablespoons', { value: '1/4' })).toBe('4 tbsp');
    expect(await text('cups-to-tablespoons', { value: '1 1/2' })).toBe('24 tbsp');
    expect(await text('cups-to-tablespoons', { value: '¾' })).toBe('12 tbsp');
  });
});

describe('ingredients by weight (King Arthur Baking chart)', () => {
  it('gives the chart’s weights for a cup', async () => {
    expect(await text('cups-of-flour-to-grams', { value: '1' })).toBe('120 g');
    expect(await text('cups-of-sugar-to-grams', { value: '1' })).toBe('198 g');
    expect(await text('cups-of-brown-sugar-to-grams', { value: '1' })).toBe('213 g');
    expect(await text('cups-of-icing-sugar-to-grams', { value: '2' })).toBe('227 g');
    expect(await text('cups-of-cocoa-to-grams', { value: '1/2' })).toBe('42 g');
    expect(await text('cups-of-rice-to-grams', { value: '1/2' })).toBe('99 g');
    expect(await text('cups-of-honey-to-grams', { value: '1/16' })).toBe('21 g');
    expect(await text('tablespoons-to-grams', { value: '1', ingredient: 'salt' })).toBe('18 g');
    expect(await text('teaspoons-to-grams', { value: '1', ingredient: 'baking-powder' })).toBe('4 g');
    expect(await text('teaspoons-to-grams', { value: '0.5', ingredient: 'baking-soda' })).toBe('3 g');
  });

  it('weighs butter by the wrapper and water at 1 g per ml', async () => {
    expect(await text('sticks-of-butter-to-grams', { value: '1' })).toBe('113.398 g');
    expect(await text('sticks-of-butter-to-cups', { value: '1' })).toBe('0.5 cups');
    expect(await text('sticks-of-butter-to-tablespoons', { value: '1' })).toBe('8 tbsp');
    expect(await text('cups-of-butter-to-grams', { value: '1/2' })).toBe('113.398 g');
    expect(await text('tablespoons-of-butter-to-grams', { value: '8' })).toBe('113.398 g');
    expect(await text('cups-of-water-to-grams', { value: '1' })).toBe('236.588 g');
  });

  it('names its source in the figures', async () => {
    const result = await use('cups-of-oats-to-grams', { value: '1' });
    expect(result).toMatchObject({ ok: true, text: '89 g' });
    expect(result.ok && result.figures?.find((f) => f.label === 'Source')?.value).toMatch(
      /King Arthur.*Oats .*1 cup = 89 g/,
    );
  });

  it('refuses what it cannot weigh', async () => {
    expect(await text('cups-to-grams', { value: '1', ingredient: 'gravel' })).toBe(
      'error: Choose an ingredient from the list.',
    );
    expect(await text('cups-of-flour-to-grams', { value: '-1' })).toBe(
      'error: Enter an amount of 0 or more, such as 2.',
    );
    expect(await text('cups-of-flour-to-grams', { value: 'lots' })).toBe('error: Enter an amount, such as 2.');
  });

  it('gives every own-ingredient tool both directions and at least 60 cooking tools in all', () => {
    expect(cooking.tools.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(cooking.tools.map((t) => t.id));
    for (const id of ids)
      if (id.startsWith('cups-of-'))
        expect(ids.has(id.replace(/^cups-of-(.*)-to-grams$/, 'grams-of-$1-to-cups')), id).toBe(true);
  });
});

describe('oven temperatures', () => {
  it('uses the gas mark scale (1 = 275 °F, 25 °F a mark, 1/2 = 250 °F, 1/4 = 225 °F)', () => {
    expect(GAS_MARKS.map((m) => `${m.mark}:${m.fahrenheit}`).join(' ')).toBe(
      '1/4:225 1/2:250 1:275 2:300 3:325 4:350 5:375 6:400 7:425 8:450 9:475',
    );
  });

  it('gives the published °C for each gas mark, to the nearest degree', async () => {
    const celsius = await Promise.all(GAS_MARKS.map((m) => text('gas-mark-to-celsius', { value: m.mark })));
    expect(celsius).toEqual([
      '107 °C',
      '121 °C',
      '135 °C',
      '149 °C',
      '163 °C',
      '177 °C',
      '191 °C',
      '204 °C',
      '218 °C',
      '232 °C',
      '246 °C',
    ]);
  });

  it('finds the nearest gas mark, or says when a temperature sits between two', async () => {
    expect(await text('celsius-to-gas-mark', { value: '180' })).toBe('Gas mark 4');
    expect(await text('celsius-to-gas-mark', { value: '220' })).toBe('Gas mark 7');
    expect(await text('celsius-to-gas-mark', { value: '120' })).toBe('Gas mark 1/2');
    expect(await text('celsius-to-gas-mark', { value: '170' })).toBe('Between gas mark 3 and gas mark 4');
    expect(await text('fahrenheit-to-gas-mark', { value: '475' })).toBe('Gas mark 9');
    expect(await text('celsius-to-gas-mark', { value: '300' })).toMatch(/^error: That is hotter than any gas mark/);
    expect(await text('fahrenheit-to-gas-mark', { value: '100' })).toMatch(/^error: That is cooler than any gas mark/);
  });

  it('reads gas marks written several ways, and refuses others', async () => {
    expect(await text('oven-temperature-converter', { value: '½', from: 'gas' })).toBe('121 °C · 250 °F');
    expect(await text('oven-temperature-converter', { value: 'gas mark 4', from: 'gas' })).toBe('177 °C · 350 °F');
    expect(await text('oven-temperature-converter', { value: '10', from: 'gas' })).toMatch(
      /^error: Enter a gas mark from 1\/4 to 9/,
    );
    expect(await text('gas-mark-to-fahrenheit', { value: '0.25' })).toBe('225 °F');
    expect(await text('oven-temperature-converter', { value: '500', from: 'c' })).toBe('932 °F · no gas mark');
  });

  it('says "exactly" only of an exact value, and refuses temperatures below absolute zero', async () => {
    const figure = async (id: string, input: Record<string, string>) => {
      const result = await use(id, input);
      return result.ok ? result.figures?.[0]?.value : result.error;
    };
    expect(await figure('gas-mark-to-celsius', { value: '4' })).toBe('177 °C (≈ 176.667 °C)');
    expect(await figure('oven-temperature-converter', { value: '180.5', from: 'c' })).toBe('357 °F (exactly 356.9 °F)');
    expect(await figure('oven-temperature-converter', { value: '180', from: 'c' })).toBe('356 °F');
    for (const [id, input] of [
      ['oven-temperature-converter', { value: '-500', from: 'c' }],
      ['oven-temperature-converter', { value: '-1000', from: 'f' }],
      ['celsius-to-gas-mark', { value: '-300' }],
    ] as const) {
      expect(await text(id, input)).toBe(
        'error: That is below absolute zero (−273.15 °C, −459.67 °F). Enter an oven temperature, such as 180 °C or 350 °F.',
      );
    }
  });
});

describe('recipe scaling', () => {
  it('parses cooks’ quantities', () => {
    expect(parseQuantity('1 1/2 cups')).toMatchObject({ value: q(3, 2), fraction: true, rest: ' cups' });
    expect(parseQuantity('1½ cups')).toMatchObject({ value: q(3, 2), fraction: true });
    expect(parseQuantity('2.5 kg')).toMatchObject({ value: q(5, 2), fraction: false });
    expect(parseQuantity('eggs')).toBeUndefined();
    expect(writeQuantity(q(9, 4), true)).toBe('2 1/4');
    expect(writeQuantity(q(9, 4), false)).toBe('2.25');
    expect(writeQuantity(q(1, 5), true)).toBe('0.2');
  });

  it('scales the leading quantity of each line, ranges too, and leaves the rest alone', async () => {
    const input = '- 1 (14 oz) can tomatoes\n• 2 to 3 cloves garlic\n1½ cups stock\nSalt and pepper';
    expect(await text('recipe-scaler', { input, factor: '1/2' })).toBe(
      '- 0.5 (14 oz) can tomatoes\n• 1 to 1.5 cloves garlic\n3/4 cup stock\nSalt and pepper',
    );
    expect(await text('recipe-servings-converter', { input: '300 g pasta', servings: '4', wanted: '2' })).toBe(
      '150 g pasta',
    );
  });

  it('reads amounts as US and UK recipes write them: "1-1/2", "1,500", "200g/7oz", "2 lb 4 oz", "1 tbsp plus 1 tsp", "1 cup (240 ml)"', async () => {
    const input = [
      '1-1/2 cups flour',
      '1,500 g flour',
      '200g/7oz plain flour',
      '400ml/14fl oz coconut milk',
      '2 lb 4 oz beef',
      '1 tbsp plus 1 tsp sugar',
      '1 cup (240 ml) milk',
    ].join('\n');
    expect(await text('recipe-scaler', { input, factor: '2' })).toBe(
      [
        '3 cups flour',
        '3,000 g flour',
        '400g/14oz plain flour',
        '800ml/28fl oz coconut milk',
        '4 lb 8 oz beef',
        '2 tbsp plus 2 tsp sugar',
        '2 cups (480 ml) milk',
      ].join('\n'),
    );
    expect(await text('recipe-scaler', { input: '1-1/2 cups milk\n2-3 tbsp water', factor: '3' })).toBe(
      '4-1/2 cups milk\n6-9 tbsp water',
    );
    expect(parseQuantity('1-1/2 cups')).toMatchObject({ value: q(3, 2), fraction: true, rest: ' cups' });
    expect(parseQuantity('1,500 g')).toMatchObject({ value: q(1500), fraction: false, rest: ' g' });
  });

  it('leaves oven temperatures, times, tin sizes and step numbers alone, and says so', async () => {
    const input = [
      'Bake at 350°F',
      '350°F oven',
      '180 degrees',
      '10-12 minutes',
      '1 hour',
      '20cm cake tin',
      '9-inch pan',
      '1. Preheat the oven',
      '2) Mix',
      '2 eggs',
    ].join('\n');
    const result = await use('recipe-scaler', { input, factor: '2' });
    expect(result).toMatchObject({ ok: true, text: input.replace('2 eggs', '4 eggs') });
    expect(result.ok && result.figures).toEqual(
      expect.arrayContaining([
        { label: 'Lines scaled', value: '1 of 10' },
        expect.objectContaining({ label: 'Left as written' }),
      ]),
    );
  });

  it('puts a measure word in the singular or plural its new amount needs, and writes thirds of a cup as fractions', async () => {
    expect(
      await text('recipe-scaler', {
        input: '2 cups flour\n3 eggs\n1 cup sugar\n1 tablespoon oil\n100 g butter',
        factor: '1/3',
      }),
    ).toBe('2/3 cup flour\n1 egg\n1/3 cup sugar\n1/3 tablespoon oil\n33.33 g butter');
    expect(await text('recipe-scaler', { input: '1 cup milk\n1 clove garlic\n1 Cup rice', factor: '2' })).toBe(
      '2 cups milk\n2 cloves garlic\n2 Cup rice',
    );
    expect(await text('recipe-scaler', { input: '1 cup milk', factor: '0.15' })).toBe('0.15 cup milk');
    expect(writeQuantity(q(10001, 7), false)).toBe('1429');
  });

  it('puts counted things in the singular or plural too: onions, bay leaves, cans after a size, egg yolks', async () => {
    expect(
      await text('recipe-scaler', {
        input:
          '1 (14 oz) can tomatoes\n1 onion, chopped\n1 bay leaf\n1 large potato\n1 sweet potato\n1 lemon, juiced\n1 egg yolk\n1 red pepper finely sliced\n1 apple pie\n1 lemon zest\n1 Onion',
        factor: '2',
      }),
    ).toBe(
      '2 (14 oz) cans tomatoes\n2 onions, chopped\n2 bay leaves\n2 large potatoes\n2 sweet potatoes\n2 lemons, juiced\n2 egg yolks\n2 red peppers finely sliced\n2 apple pie\n2 lemon zest\n2 Onion',
    );
    expect(
      await text('recipe-scaler', { input: '3 onions\n3 egg whites\n2 (400 g) tins chickpeas', factor: '1/3' }),
    ).toBe('1 onion\n1 egg white\n2/3 (400 g) tin chickpeas');
  });

  it('answers empty lists and bad factors with a sentence', async () => {
    expect(await text('recipe-scaler', { input: '', factor: '2' })).toMatch(/^error: Paste your ingredient list/);
    expect(await text('recipe-scaler', { input: 'Salt to taste', factor: '2' })).toMatch(
      /^error: No line starts with a quantity/,
    );
    expect(await text('recipe-scaler', { input: '2 eggs', factor: '0' })).toBe(
      'error: Enter a scale factor above 0, such as 2.',
    );
    expect(await text('recipe-servings-converter', { input: '2 eggs', servings: 'x', wanted: '2' })).toBe(
      'error: Enter the servings the recipe makes above 0, such as 4.',
    );
  });
});
