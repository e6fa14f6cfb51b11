/** pdf, sheets: resize pages to A4/Letter, N-up (Pro). */
import { f, type Spec } from '../spec';

export const order = 4;

export const specs: readonly Spec[] = [
  {
    id: 'resize-pdf-pages',
    name: 'Resize PDF Pages',
    description: 'Resize every page of a PDF to A4 or Letter, scaling its content to fit.',
    keywords: ['pdf to a4', 'pdf to letter', 'change pdf page size', 'scale pdf'],
    op: 'resize',
    pro: true,
    fields: [
      {
        name: 'size',
        label: 'Paper',
        type: 'select',
        default: 'a4',
        options: [
          { value: 'a4', label: 'A4 (210 × 297 mm)' },
          { value: 'letter', label: 'Letter (8.5 × 11 in)' },
        ],
      },
    ],
    examples: [{ input: { size: 'letter' }, files: [f('report.pdf', 2)], output: 'Resized 2 pages to Letter.' }],
  },
  {
    id: 'pdf-n-up',
    name: 'PDF N-up',
    description: 'Put 2 or 4 pages of a PDF on each sheet, to print handouts and save paper.',
    keywords: ['pages per sheet pdf', '2 up pdf', '4 up pdf', 'pdf handout', 'multiple pages per page'],
    op: 'nUp',
    pro: true,
    fields: [
      {
        name: 'perSheet',
        label: 'Pages a sheet',
        type: 'select',
        default: '2',
        options: [
          { value: '2', label: '2 (side by side)' },
          { value: '4', label: '4 (2 × 2)' },
        ],
      },
    ],
    examples: [
      { input: { perSheet: '4' }, files: [f('slides.pdf', 6)], output: 'Put 6 pages on 2 sheets, 4 a sheet.' },
    ],
  },
];
