/** pdf, redrawn pages: compress (lossless or by redrawing) and greyscale. */
import { dpi, f, quality, type Spec } from '../spec';

export const order = 7;

export const specs: readonly Spec[] = [
  {
    id: 'compress-pdf',
    name: 'Compress PDF',
    description:
      'Compress a PDF to make it smaller: losslessly, or by redrawing its pages as images at a DPI and JPEG quality.',
    keywords: [
      'reduce pdf size',
      'shrink pdf',
      'make pdf smaller',
      'pdf compressor',
      'optimize pdf',
      'pdf size reducer',
    ],
    op: 'compress',
    fields: [
      {
        name: 'mode',
        label: 'Compression',
        type: 'select',
        default: 'lossless',
        options: [
          { value: 'lossless', label: 'Lossless (text stays text)' },
          { value: 'lossy', label: 'Strong (pages become images)' },
        ],
      },
      { ...dpi('110'), showWhen: { field: 'mode', values: ['lossy'] } },
      { ...quality, default: '60', showWhen: { field: 'mode', values: ['lossy'] } },
    ],
    examples: [{ input: {}, files: [f('report.pdf', 3)], output: 'Compressed report.pdf from 2 KB to 1 KB (−33 %).' }],
  },
  {
    id: 'greyscale-pdf',
    name: 'Greyscale PDF',
    description: 'Convert a PDF to greyscale (black and white) for printing; its pages become images.',
    keywords: ['pdf to black and white', 'grayscale pdf', 'remove colour from pdf', 'pdf black white', 'gray pdf'],
    op: 'greyscale',
    pro: true,
    fields: [dpi('150')],
    examples: [{ input: {}, files: [f('flyer.pdf', 1)], output: 'Made flyer.pdf greyscale at 150 DPI.' }],
  },
];
