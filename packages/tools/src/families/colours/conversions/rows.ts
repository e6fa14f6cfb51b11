/** colours, conversions: converters between HEX, RGB, HSL, HSV, HWB, CMYK, Lab, LCH, OKLab and OKLCH: the rows (data, a table). Their code is run.ts beside them. */
import type { Ask, ToolExample, ToolRow } from '../../../types';
import type { Notation } from '../read';

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

/** The pasted colours Parooty offers a pair for (types.ts: AskKind), with the pair's place among them. */
const ASKED_FOR: Readonly<Record<string, Ask['for']>> = {
  'hex-to-rgb': { hexColour: 1 },
  'hex-to-hsl': { hexColour: 3 },
  'rgb-to-hex': { rgb: 1 },
  'rgb-to-hsl': { rgb: 2 },
  'rgb-to-cmyk': { rgb: 3 },
  'hsl-to-hex': { hsl: 1 },
  'hsl-to-rgb': { hsl: 2 },
};

export const rows: ToolRow[] = CONVERSIONS.map(([from, to, inputs, outputs]): ToolRow => {
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
    topic: 'conversions',
    kind: 'colour',
    params: { operation: 'convert', from, to },
    fields: [
      { name: 'input', label: `${a.name} colour`, type: from === 'hex' ? 'colour' : 'text', placeholder: inputs[0] },
    ],
    pro: PRO_CONVERSIONS.has(id),
    examples: inputs.map((input, i): ToolExample => ({ input: { input }, output: outputs[i]! })),
    ...(ASKED_FOR[id] ? { ask: { for: ASKED_FOR[id] } } : {}),
  };
});

export const topic = { order: 10, rows };
