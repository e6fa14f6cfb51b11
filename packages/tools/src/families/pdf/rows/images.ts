/** pdf, PDF to JPG, PNG and WebP: a pair table of one engine, one row per format. */
import { dpi, f, pages, quality, type Spec } from '../spec';

/** PDF → image rows: a pair table of one engine, one row per format. */
const IMAGE_FORMATS = [
  [
    'jpg',
    'JPG',
    'image/jpeg',
    ['pdf to jpeg', 'pdf to jpg converter', 'pdf page to image', 'save pdf as jpg', 'pdf pages into images'],
  ],
  ['png', 'PNG', 'image/png', ['pdf to png converter', 'pdf page to png', 'pdf to image', 'save pdf as png']],
  ['webp', 'WebP', 'image/webp', ['pdf to webp converter', 'pdf page to webp', 'pdf to image webp']],
] as const;

const imageSpecs: Spec[] = IMAGE_FORMATS.map(([ext, label, type, keywords]) => ({
  id: `pdf-to-${ext}`,
  name: `PDF to ${label}`,
  description: `Convert each page of a PDF to a ${label} image at the DPI you choose.`,
  keywords,
  op: 'toImages',
  params: { format: type },
  fields: [
    dpi('150'),
    ...(type === 'image/png' ? [] : [{ ...quality, label: 'Quality (1–100)' }]),
    { ...pages('Pages'), name: 'pages' },
  ],
  examples: [{ input: {}, files: [f('report.pdf', 2)], output: `Drew 2 pages as ${ext.toUpperCase()} at 150 DPI.` }],
}));

export const order = 5;

export const specs: readonly Spec[] = imageSpecs;
