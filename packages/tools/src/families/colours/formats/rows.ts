/** colours, formats: every format at once and CSS colour names both ways: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { any, type Spec, specRow } from '../fields';

const specs: Spec[] = [
  {
    id: 'colour-converter',
    ask: { for: { hexColour: 2 } },
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
    ask: {
      for: { hexColour: 4 },
      says: [
        {
          pattern: String.raw`(#[0-9a-f]{3,8}\b)\s*(?:to|in|into|as|->|→)\s*(?:name|colou?r name)\b`,
          fill: { input: '$1' },
          why: 'names the colour {$1}',
        },
        {
          pattern: String.raw`(#[0-9a-f]{6}|#[0-9a-f]{3})\b.*\b(?:called|name|named)\b|\b(?:name|called|named)\b.*(#[0-9a-f]{6}|#[0-9a-f]{3})\b`,
          fill: { input: '$1|$2' },
          why: 'names the colour {$1|$2}, already filled in',
        },
      ],
    },
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
];

export const rows: ToolRow[] = specs.map((spec) => specRow(spec, 'formats'));

export const topic = { order: 20, rows };
