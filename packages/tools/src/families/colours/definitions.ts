/**
 * Colours: converters between the notations people search for (HEX, RGB, HSL, HSV, HWB, CMYK,
 * CIELAB, LCH, OKLab, OKLCH), a WCAG contrast checker, tints and shades, colour-wheel palettes,
 * mixing in OKLab, CSS colour names both ways, invert, greyscale, lighten/darken, opacity, a
 * gradient and random colours. Conversions between colour spaces come from culori (the maintained
 * implementation of the CSS Color 4 spaces and its gamut mapping); the notations are read and
 * written here, one style per notation.
 *
 * Every example output was computed apart from the engine: by a separate Python implementation of
 * the CSS Color 4 sample code (sRGB ↔ XYZ ↔ Lab D50 with Bradford), Björn Ottosson’s published
 * OKLab matrices, and Python’s colorsys for HSL/HSV; contrast ratios by the WCAG 2.x formula and
 * against WebAIM’s published values (#777 on white 4.48:1, #767676 4.54:1, #595959 7:1).
 */
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';
import type { Notation } from './run';

const LABELS: Record<Notation, { name: string; words: string; keyword: string }> = {
  hex: { name: 'HEX', words: 'a HEX colour code', keyword: 'hex' },
  rgb: { name: 'RGB', words: 'an RGB colour', keyword: 'rgb' },
  hsl: { name: 'HSL', words: 'an HSL colour', keyword: 'hsl' },
  hsv: { name: 'HSV', words: 'an HSV (HSB) colour', keyword: 'hsv' },
  hwb: { name: 'HWB', words: 'an HWB colour', keyword: 'hwb' },
  cmyk: { name: 'CMYK', words: 'CMYK values (naive formula, no print profile)', keyword: 'cmyk' },
  lab: { name: 'CIELAB', words: 'a CIELAB (D50, as CSS lab()) colour', keyword: 'lab' },
  lch: { name: 'LCH', words: 'an LCH (CIE, D50, as CSS lch()) colour', keyword: 'lch' },
  oklab: { name: 'OKLab', words: 'an OKLab colour', keyword: 'oklab' },
  oklch: { name: 'OKLCH', words: 'an OKLCH colour', keyword: 'oklch' },
};

/**
 * [from, to, example inputs, their outputs] — outputs from the separate Python reference (see the
 * top of this file), never from the engine.
 */
const CONVERSIONS: ReadonlyArray<readonly [Notation, Notation, readonly string[], readonly string[]]> = [
  ['hex', 'rgb', ['#d87a3f', '#3498db'], ['rgb(216, 122, 63)', 'rgb(52, 152, 219)']],
  ['rgb', 'hex', ['rgb(216, 122, 63)', '52 152 219'], ['#d87a3f', '#3498db']],
  ['hex', 'hsl', ['#d87a3f', '#3498db'], ['hsl(23.1, 66.2%, 54.7%)', 'hsl(204.1, 69.9%, 53.1%)']],
  ['hsl', 'hex', ['hsl(23, 66%, 55%)', 'hsl(204, 70%, 53%)'], ['#d87b41', '#3398db']],
  ['rgb', 'hsl', ['rgb(216, 122, 63)', 'rgb(52, 152, 219)'], ['hsl(23.1, 66.2%, 54.7%)', 'hsl(204.1, 69.9%, 53.1%)']],
  ['hsl', 'rgb', ['hsl(23, 66%, 55%)', 'hsl(120, 100%, 25%)'], ['rgb(216, 123, 65)', 'rgb(0, 128, 0)']],
  ['hex', 'hsv', ['#d87a3f', '#3498db'], ['hsv(23.1, 70.8%, 84.7%)', 'hsv(204.1, 76.3%, 85.9%)']],
  ['hsv', 'hex', ['hsv(23, 71%, 85%)', 'hsv(204, 76%, 86%)'], ['#d97a3f', '#3599db']],
  ['rgb', 'hsv', ['rgb(216, 122, 63)', 'rgb(52, 152, 219)'], ['hsv(23.1, 70.8%, 84.7%)', 'hsv(204.1, 76.3%, 85.9%)']],
  ['hsv', 'rgb', ['hsv(23, 71%, 85%)', 'hsv(0, 100%, 100%)'], ['rgb(217, 122, 63)', 'rgb(255, 0, 0)']],
  ['hsl', 'hsv', ['hsl(23, 66%, 55%)', 'hsl(204, 70%, 53%)'], ['hsv(23, 70.1%, 84.7%)', 'hsv(204, 76.6%, 85.9%)']],
  ['hsv', 'hsl', ['hsv(23, 71%, 85%)', 'hsv(204, 76%, 86%)'], ['hsl(23, 66.8%, 54.8%)', 'hsl(204, 70%, 53.3%)']],
  ['hex', 'hwb', ['#d87a3f', '#3498db'], ['hwb(23.1 24.7% 15.3%)', 'hwb(204.1 20.4% 14.1%)']],
  ['hwb', 'hex', ['hwb(23 25% 15%)', 'hwb(204 20% 14%)'], ['#d97a40', '#3398db']],
  ['hex', 'cmyk', ['#d87a3f', '#3498db'], ['cmyk(0%, 43.5%, 70.8%, 15.3%)', 'cmyk(76.3%, 30.6%, 0%, 14.1%)']],
  ['cmyk', 'hex', ['cmyk(0%, 44%, 71%, 15%)', 'cmyk(76, 31, 0, 14)'], ['#d9793f', '#3597db']],
  ['rgb', 'cmyk', ['rgb(216, 122, 63)', 'rgb(0, 0, 0)'], ['cmyk(0%, 43.5%, 70.8%, 15.3%)', 'cmyk(0%, 0%, 0%, 100%)']],
  ['cmyk', 'rgb', ['cmyk(0%, 44%, 71%, 15%)', 'cmyk(0, 0, 0, 100)'], ['rgb(217, 121, 63)', 'rgb(0, 0, 0)']],
  ['hex', 'oklch', ['#d87a3f', '#3498db'], ['oklch(0.6729 0.138 50.5)', 'oklch(0.6531 0.1347 242.69)']],
  ['oklch', 'hex', ['oklch(0.6729 0.138 50.5)', 'oklch(0.7 0.1 250)'], ['#d87a3f', '#6da3da']],
  [
    'rgb',
    'oklch',
    ['rgb(216, 122, 63)', 'rgb(52, 152, 219)'],
    ['oklch(0.6729 0.138 50.5)', 'oklch(0.6531 0.1347 242.69)'],
  ],
  ['oklch', 'rgb', ['oklch(0.6729 0.138 50.5)', 'oklch(0.7 0.1 250)'], ['rgb(216, 122, 63)', 'rgb(109, 163, 218)']],
  ['hex', 'oklab', ['#d87a3f', '#3498db'], ['oklab(0.6729 0.0878 0.1065)', 'oklab(0.6531 -0.0618 -0.1197)']],
  ['oklab', 'hex', ['oklab(0.6729 0.0878 0.1064)', 'oklab(0.5 -0.1 0.05)'], ['#d87a3f', '#207544']],
  ['hex', 'lab', ['#d87a3f', '#3498db'], ['lab(61.25 34.09 47.91)', 'lab(59.5 -12.1 -43.14)']],
  ['lab', 'hex', ['lab(61.25 34.09 47.91)', 'lab(50 0 0)'], ['#d87a3f', '#777777']],
  ['rgb', 'lab', ['rgb(216, 122, 63)', 'rgb(52, 152, 219)'], ['lab(61.25 34.09 47.91)', 'lab(59.5 -12.1 -43.14)']],
  ['lab', 'rgb', ['lab(61.25 34.09 47.91)', 'lab(50 0 0)'], ['rgb(216, 122, 63)', 'rgb(119, 119, 119)']],
  ['hex', 'lch', ['#d87a3f', '#3498db'], ['lch(61.25 58.81 54.57)', 'lch(59.5 44.8 254.33)']],
  ['lch', 'hex', ['lch(61.25 58.81 54.57)', 'lch(50 30 270)'], ['#d87a3f', '#5d78aa']],
];

/** Keywords beyond the generated ones: the spellings people type. */
const EXTRA_KEYWORDS: Partial<Record<string, string[]>> = {
  'hex-to-rgb': ['hex to rgb color converter', 'html color to rgb', 'hex code to rgb'],
  'rgb-to-hex': ['rgb to hex color converter', 'rgb to html color', 'rgb to hex code'],
  'hex-to-hsv': ['hex to hsb'],
  'hsv-to-hex': ['hsb to hex'],
  'rgb-to-hsv': ['rgb to hsb'],
  'hsv-to-rgb': ['hsb to rgb'],
  'hsl-to-hsv': ['hsl to hsb'],
  'hsv-to-hsl': ['hsb to hsl'],
  'hex-to-cmyk': ['hex to cmyk for print'],
  'hex-to-lab': ['hex to cielab', 'hex to l*a*b*'],
  'lab-to-hex': ['cielab to hex', 'l*a*b* to hex'],
  'rgb-to-lab': ['rgb to cielab', 'rgb to l*a*b*'],
  'lab-to-rgb': ['cielab to rgb', 'l*a*b* to rgb'],
};

const PRO_CONVERSIONS = new Set([
  'hex-to-lab',
  'lab-to-hex',
  'rgb-to-lab',
  'lab-to-rgb',
  'hex-to-lch',
  'lch-to-hex',
  'hex-to-oklab',
  'oklab-to-hex',
]);

const conversionTools: ToolRow[] = CONVERSIONS.map(([from, to, inputs, outputs]): ToolRow => {
  const a = LABELS[from];
  const b = LABELS[to];
  const id = `${a.keyword}-to-${b.keyword}`;
  return {
    id,
    name: `${a.name} to ${b.name} Converter`,
    description: `Convert ${a.words} to ${b.words}.`,
    category: 'design',
    keywords: [
      `${a.keyword} to ${b.keyword}`,
      `${a.keyword} to ${b.keyword} color converter`,
      `${a.keyword} to ${b.keyword} colour`,
      `convert ${a.keyword} to ${b.keyword}`,
      ...(EXTRA_KEYWORDS[id] ?? []),
    ],
    family: 'colours',
    kind: 'colour',
    params: { operation: 'convert', from, to },
    fields: [
      { name: 'input', label: `${a.name} colour`, type: from === 'hex' ? 'colour' : 'text', placeholder: inputs[0] },
    ],
    pro: PRO_CONVERSIONS.has(id),
    examples: inputs.map((input, i): ToolExample => ({ input: { input }, output: outputs[i]! })),
  };
});

const colourField = (name: string, label: string, def: string): Field => ({
  name,
  label,
  type: 'colour',
  default: def,
  placeholder: def,
});
const any = colourField('input', 'Colour', '#d87a3f');

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: string[];
  params: Record<string, string>;
  fields: Field[];
  examples: ToolExample[];
  kind?: ToolRow['kind'];
  pro?: boolean;
}

/*
 * Hue turns of #d87a3f land on exact halves: at 353.14° its blue channel is 63 + 153 × (6.86° / 60°) = 63 + 17.5 =
 * 80.5 exactly, which rounds half up to 81 (0x51); at 293.14° red is 198.5 → 199 (0xc7).
 */
const palette = (
  id: string,
  name: string,
  what: string,
  angles: string,
  keywords: string[],
  examples: ToolExample[],
  pro = false,
): Spec => ({
  id,
  name,
  description: `Make ${what} from a colour by turning its hue on the colour wheel.`,
  keywords,
  params: { operation: 'palette', angles },
  fields: [any],
  examples,
  pro,
});

const SPECS: Spec[] = [
  {
    id: 'colour-converter',
    name: 'Colour Converter (All Formats)',
    description: 'Convert any colour to HEX, RGB, HSL, HSV, HWB, CMYK, Lab, LCH, OKLab and OKLCH at once.',
    keywords: [
      'color converter',
      'color code converter',
      'colour code converter',
      'color format converter',
      'color picker values',
    ],
    params: { operation: 'all-formats' },
    fields: [any],
    examples: [
      {
        input: { input: '#d87a3f' },
        output: [
          'HEX: #d87a3f',
          'RGB: rgb(216, 122, 63)',
          'HSL: hsl(23.1, 66.2%, 54.7%)',
          'HSV: hsv(23.1, 70.8%, 84.7%)',
          'HWB: hwb(23.1 24.7% 15.3%)',
          'CMYK: cmyk(0%, 43.5%, 70.8%, 15.3%)',
          'LAB: lab(61.25 34.09 47.91)',
          'LCH: lch(61.25 58.81 54.57)',
          'OKLAB: oklab(0.6729 0.0878 0.1065)',
          'OKLCH: oklch(0.6729 0.138 50.5)',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'colour-contrast-checker',
    name: 'Colour Contrast Checker (WCAG)',
    description:
      'Check the WCAG 2.x contrast ratio of a text colour on a background, with AA and AAA results for normal and large text.',
    keywords: [
      'color contrast checker',
      'wcag contrast checker',
      'contrast ratio calculator',
      'accessibility color checker',
      'aa aaa contrast',
      'webaim contrast',
    ],
    params: { operation: 'contrast' },
    fields: [
      colourField('foreground', 'Text colour', '#777777'),
      colourField('background', 'Background colour', '#ffffff'),
    ],
    examples: [
      // WebAIM: #777777 on white is 4.48:1 (fails AA for normal text); black on white is 21:1.
      { input: { foreground: '#777777', background: '#ffffff' }, output: '4.48:1' },
      { input: { foreground: '#000000', background: '#ffffff' }, output: '21.00:1' },
      { input: { foreground: '#767676', background: 'white' }, output: '4.54:1' },
      { input: { foreground: 'rgb(89, 89, 89)', background: '#fff' }, output: '7.00:1' },
    ],
  },
  {
    id: 'text-colour-for-background',
    name: 'Black or White Text for a Background',
    description: 'Choose black or white text for a background colour, whichever has the higher WCAG contrast.',
    keywords: [
      'text color for background',
      'black or white text',
      'contrast text color',
      'readable text color',
      'font color for background',
    ],
    params: { operation: 'text-colour' },
    fields: [colourField('input', 'Background colour', '#d87a3f')],
    examples: [
      // #d87a3f: black 6.78:1, white 3.10:1; #1a1a2e: white 17.06:1.
      { input: { input: '#d87a3f' }, output: '#000000' },
      { input: { input: '#1a1a2e' }, output: '#ffffff' },
    ],
  },
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
    id: 'css-colour-name-to-hex',
    name: 'CSS Colour Name to HEX',
    description: 'Find the HEX code of any of the 148 CSS named colours, such as tomato or cornflowerblue.',
    keywords: ['css color names', 'html color names', 'color name to hex', 'named colors', 'web color names'],
    params: { operation: 'name-to-hex' },
    fields: [{ name: 'input', label: 'Colour name', type: 'text', placeholder: 'tomato' }],
    // CSS Color Module Level 4, §6.1 named colours.
    examples: [
      { input: { input: 'tomato' }, output: '#ff6347' },
      { input: { input: 'Cornflower Blue' }, output: '#6495ed' },
      { input: { input: 'rebeccapurple' }, output: '#663399' },
    ],
  },
  {
    id: 'hex-to-colour-name',
    name: 'HEX to Colour Name Finder',
    description: 'Find the CSS colour name of a HEX code, or the nearest named colour.',
    keywords: [
      'color name finder',
      'hex to color name',
      'what color is this hex',
      'name that color',
      'closest css color',
    ],
    params: { operation: 'hex-to-name' },
    fields: [any],
    // Exact: #ff6347 is tomato. Nearest by deltaEOK (Euclidean OKLab distance): #d87a3f → peru (0.031), ahead of chocolate (0.042).
    examples: [
      { input: { input: '#ff6347' }, output: 'tomato' },
      { input: { input: '#d87a3f' }, output: 'peru' },
    ],
  },
  {
    id: 'invert-colour',
    name: 'Invert Colour',
    description: 'Find the inverse (negative) of a colour by subtracting each RGB channel from 255.',
    keywords: ['invert color', 'inverse color', 'negative color', 'opposite color hex', 'color inverter'],
    params: { operation: 'invert' },
    fields: [any],
    // 255 − (216, 122, 63) = (39, 133, 192).
    examples: [
      { input: { input: '#d87a3f' }, output: '#2785c0' },
      { input: { input: '#ffffff' }, output: '#000000' },
    ],
  },
  {
    id: 'colour-to-greyscale',
    name: 'Colour to Greyscale Converter',
    description:
      'Turn a colour into its grey using Rec. 709 luma weights, with the average and same-luminance greys too.',
    keywords: ['grayscale color', 'color to grayscale', 'greyscale converter', 'hex to grayscale', 'desaturate color'],
    params: { operation: 'greyscale' },
    fields: [any],
    // 0.2126 × 216 + 0.7152 × 122 + 0.0722 × 63 = 137.72 → 138 = #8a8a8a.
    examples: [{ input: { input: '#d87a3f' }, output: '#8a8a8a' }],
  },
  {
    id: 'lighten-darken-colour',
    name: 'Lighten or Darken a Colour',
    description:
      'Make a colour lighter or darker by percentage points of HSL lightness, as Sass’s lighten() and darken() do.',
    keywords: ['lighten color', 'darken color', 'make color lighter', 'make color darker', 'sass lighten'],
    params: { operation: 'lighten' },
    fields: [
      any,
      {
        name: 'amount',
        label: 'Amount (−100 darker to 100 lighter)',
        type: 'number',
        min: -100,
        max: 100,
        step: 'any',
        default: '10',
      },
    ],
    examples: [
      { input: { input: '#d87a3f', amount: '10' }, output: '#e19769' },
      { input: { input: '#d87a3f', amount: '-20' }, output: '#934b1e' },
    ],
  },
  {
    id: 'hex-colour-opacity',
    name: 'HEX Colour with Opacity (Alpha)',
    description: 'Add transparency to a HEX colour: the 8-digit HEX code and rgba() for an opacity in %.',
    keywords: ['hex opacity', 'hex transparency', 'hex alpha', '8 digit hex', 'hex with opacity', 'rgba from hex'],
    params: { operation: 'opacity' },
    fields: [
      any,
      { name: 'opacity', label: 'Opacity (%)', type: 'number', min: 0, max: 100, step: 'any', default: '50' },
    ],
    // 50% of 255 = 127.5 → 128 = 0x80; 20% → 51 = 0x33.
    examples: [
      { input: { input: '#d87a3f', opacity: '50' }, output: '#d87a3f80' },
      { input: { input: '#000000', opacity: '20' }, output: '#00000033' },
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

const specTools: ToolRow[] = SPECS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'design',
    keywords: spec.keywords,
    family: 'colours',
    kind: spec.kind ?? 'colour',
    params: spec.params,
    fields: spec.fields,
    pro: spec.pro ?? false,
    examples: spec.examples,
  }),
);

export const colours: FamilyDefinition = {
  order: 140,
  id: 'colours',
  summary:
    'Colour converters (HEX, RGB, HSL, HSV, HWB, CMYK, CIELAB, LCH, OKLab, OKLCH), WCAG contrast checker, tints and shades, colour-wheel palettes, OKLab mixing, CSS names both ways, invert, greyscale, lighten/darken, opacity, gradients and random colours (culori for the colour-space maths and CSS gamut mapping).',
  tools: [...conversionTools, ...specTools],
};
