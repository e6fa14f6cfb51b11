/** Images rows that change a file's format: the conversion pairs (conversions.ts), SVG → PNG, GIF → PNG frames. */
import { MAX_IMAGE_LABEL } from '../limits';
import { conversionRows } from '../conversions';
import { accept, img, select, type Spec } from './kit';

const PAIRS: readonly Spec[] = conversionRows.map((c) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  keywords: c.keywords,
  op: 'convert',
  params: { from: c.from, to: c.to },
  fields: c.fields,
  examples: [
    {
      input: {},
      files: [img(c.example)],
      output: `Converted ${c.example} (64 × 48) to photo.${c.to === 'jpeg' ? 'jpg' : c.to}.`,
    },
  ],
}));

export const CONVERT: readonly Spec[] = [
  ...PAIRS,
  {
    id: 'svg-to-png',
    name: 'SVG to PNG',
    description:
      'Convert an SVG vector image to a PNG at the width or scale you choose, on your device. Text is drawn in Liberation Sans.',
    keywords: [
      'svg to png',
      'convert svg to png',
      'svg to image',
      'rasterize svg',
      'export svg as png',
      'svg png converter',
      'vector to png',
    ],
    op: 'svgToPng',
    accept: accept(true, false, '.svg,image/svg+xml', `SVG images, up to ${MAX_IMAGE_LABEL} each`),
    fields: [
      {
        name: 'width',
        label: 'Width (px)',
        type: 'number',
        default: '',
        min: 1,
        max: 16_384,
        step: 1,
        help: 'Empty: the SVG’s own width times the scale.',
      },
      select('scale', 'Scale', '1', [
        ['1', '1×'],
        ['2', '2×'],
        ['3', '3×'],
        ['4', '4×'],
      ]),
    ],
    examples: [
      { input: {}, files: [img('logo.svg', 64, 48)], output: 'Drew logo.svg as logo.png, 64 × 48.' },
      { input: { width: '256' }, files: [img('logo.svg', 64, 48)], output: 'Drew logo.svg as logo.png, 256 × 192.' },
    ],
  },
  {
    id: 'gif-to-png-frames',
    name: 'GIF to PNG Frames',
    description: 'Split a GIF into its frames, each saved as a PNG as it shows on screen, with a ZIP of them all.',
    keywords: ['gif to png', 'split into frames', 'extract frames', 'frame extractor'],
    op: 'gifFrames',
    accept: accept(true, false, '.gif,image/gif', `GIF images, up to ${MAX_IMAGE_LABEL} each`),
    examples: [{ input: {}, files: [img('dance.gif', 32, 24)], output: 'Split dance.gif into 3 frames of 32 × 24.' }],
  },
];
