/** colours, palettes: colour-wheel palettes, tints and shades, mixing, gradients and random colours: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { any, colourField, palette, type Spec, specRow } from '../fields';

const specs: Spec[] = [
  {
    id: 'tints-and-shades-generator',
    name: 'Tints and Shades Generator',
    description: 'Make nine tints (mixed with white) and nine shades (mixed with black) of a colour, in 10% steps.',
    keywords: [
      'color shades generator',
      'tint generator',
      'shade generator',
      'lighter and darker colors',
      'color scale',
      'tints and shades',
    ],
    params: { operation: 'tints-shades' },
    fields: [any],
    examples: [
      {
        input: { input: '#d87a3f' },
        output:
          'Tints: #dc8752, #e09565, #e4a279, #e8af8c, #ecbd9f, #efcab2, #f3d7c5, #f7e4d9, #fbf2ec\nShades: #c26e39, #ad6232, #97552c, #824926, #6c3d20, #563119, #412513, #2b180d, #160c06',
      },
    ],
  },
  palette(
    'complementary-colour',
    'Complementary Colour Finder',
    'its complementary colour (opposite on the wheel, 180°)',
    '180',
    [
      'complementary color',
      'opposite color',
      'complement of a color',
      'color wheel opposite',
      'complementary color calculator',
    ],
    [
      { input: { input: '#d87a3f' }, output: '#d87a3f, #3f9dd8' },
      { input: { input: '#3498db' }, output: '#3498db, #db7734' },
    ],
  ),
  palette(
    'analogous-colours',
    'Analogous Colour Palette Generator',
    'an analogous palette (neighbours 30° either side)',
    '-30,30',
    ['analogous colors', 'analogous color scheme', 'adjacent colors', 'analogous palette', 'color harmony'],
    [{ input: { input: '#d87a3f' }, output: '#d87a3f, #d83f51, #d8c73f' }],
  ),
  palette(
    'triadic-colours',
    'Triadic Colour Palette Generator',
    'a triadic palette (three colours 120° apart)',
    '120,240',
    ['triadic colors', 'triadic color scheme', 'triad colors', 'three color scheme', 'triadic palette'],
    [{ input: { input: '#d87a3f' }, output: '#d87a3f, #3fd87a, #7a3fd8' }],
    true,
  ),
  palette(
    'tetradic-colours',
    'Tetradic (Square) Colour Palette Generator',
    'a tetradic square palette (four colours 90° apart)',
    '90,180,270',
    ['tetradic colors', 'square color scheme', 'four color scheme', 'tetradic palette', 'double complementary'],
    [{ input: { input: '#d87a3f' }, output: '#d87a3f, #51d83f, #3f9dd8, #c73fd8' }],
    true,
  ),
  palette(
    'split-complementary-colours',
    'Split-Complementary Colour Generator',
    'a split-complementary palette (the two colours 150° and 210° away)',
    '150,210',
    [
      'split complementary colors',
      'split complementary scheme',
      'split complement',
      'split complementary palette',
      'color scheme generator',
    ],
    [{ input: { input: '#d87a3f' }, output: '#d87a3f, #3fd8c7, #3f51d8' }],
    true,
  ),
  {
    id: 'colour-mixer',
    name: 'Colour Mixer',
    description: 'Mix two colours in any proportion, blended in OKLab so the mix looks even.',
    keywords: [
      'color mixer',
      'mix two colors',
      'blend colors',
      'color blender',
      'mix colours',
      'average of two colors',
    ],
    params: { operation: 'mix' },
    fields: [
      colourField('first', 'First colour', '#ff0000'),
      colourField('second', 'Second colour', '#0000ff'),
      {
        name: 'ratio',
        label: 'Share of the second colour (%)',
        type: 'number',
        min: 0,
        max: 100,
        step: 'any',
        default: '50',
      },
    ],
    pro: true,
    examples: [
      { input: { first: '#ff0000', second: '#0000ff', ratio: '50' }, output: '#8c53a2' },
      { input: { first: '#d87a3f', second: '#3498db', ratio: '25' }, output: '#ba8771' },
    ],
  },
  {
    id: 'css-gradient-generator',
    name: 'CSS Gradient Generator',
    description: 'Write the CSS linear-gradient() for two colours at an angle.',
    keywords: [
      'linear gradient generator',
      'css gradient',
      'gradient css code',
      'background gradient',
      'two color gradient',
    ],
    params: { operation: 'gradient' },
    fields: [
      colourField('first', 'From colour', '#d87a3f'),
      colourField('second', 'To colour', '#3498db'),
      { name: 'angle', label: 'Angle (degrees)', type: 'number', step: 'any', default: '90' },
    ],
    examples: [
      {
        input: { first: '#d87a3f', second: '#3498db', angle: '90' },
        output: 'linear-gradient(90deg, #d87a3f, #3498db)',
      },
      {
        input: { first: 'tomato', second: 'rgb(52, 152, 219)', angle: '180' },
        output: 'linear-gradient(180deg, #ff6347, #3498db)',
      },
    ],
  },
  {
    id: 'random-colour-generator',
    name: 'Random Colour Generator',
    description: 'Pick random colours, each with its HEX, RGB and HSL values.',
    keywords: [
      'random color generator',
      'random hex color',
      'random color picker',
      'color randomizer',
      'random rgb color',
    ],
    kind: 'generate',
    params: { operation: 'random' },
    fields: [{ name: 'count', label: 'How many', type: 'number', min: 1, max: 50, step: 1, default: '1' }],
    // fixedContext(1)'s mulberry32 numbers × 256, floored: (160, 0, 135), (251, 247, 71), (156, 184, 109).
    examples: [
      { input: { count: '1' }, output: '#a00087' },
      { input: { count: '3' }, output: '#a00087\n#fbf747\n#9cb86d' },
    ],
  },
];

export const rows: ToolRow[] = specs.map((spec) => specRow(spec, 'palettes'));

export const topic = { order: 40, rows };
