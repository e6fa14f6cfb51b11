/** colours, adjust: invert, greyscale, lighten or darken, and opacity: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { any, type Spec, specRow } from '../fields';

const specs: Spec[] = [
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
];

export const rows: ToolRow[] = specs.map((spec) => specRow(spec, 'adjust'));

export const topic = { order: 50, rows };
