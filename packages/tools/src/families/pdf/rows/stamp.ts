/** pdf, on the page: page numbers and a text watermark (Pro). */
import { f, pages, type Spec } from '../spec';

export const order = 2;

export const specs: readonly Spec[] = [
  {
    id: 'add-page-numbers-to-pdf',
    name: 'Add Page Numbers to PDF',
    description: 'Add page numbers to a PDF, choosing where they go, how they read and where they start.',
    keywords: ['number pdf pages', 'pdf page numbering', 'paginate pdf', 'page numbers pdf'],
    op: 'pageNumbers',
    pro: true,
    fields: [
      {
        name: 'position',
        label: 'Position',
        type: 'select',
        default: 'bottom-center',
        options: [
          { value: 'bottom-center', label: 'Bottom centre' },
          { value: 'bottom-right', label: 'Bottom right' },
          { value: 'bottom-left', label: 'Bottom left' },
          { value: 'top-center', label: 'Top centre' },
          { value: 'top-right', label: 'Top right' },
        ],
      },
      {
        name: 'format',
        label: 'Format',
        type: 'select',
        default: 'n',
        options: [
          { value: 'n', label: '1' },
          { value: 'page-n', label: 'Page 1' },
          { value: 'page-n-of', label: 'Page 1 of 5' },
        ],
      },
      { name: 'start', label: 'First number', type: 'number', default: '1', min: 0, step: 1 },
      pages('Pages to number'),
    ],
    examples: [{ input: { format: 'page-n-of' }, files: [f('report.pdf', 5)], output: 'Numbered 5 pages, from 1.' }],
  },
  {
    id: 'watermark-pdf',
    name: 'Watermark PDF',
    description: 'Write a text watermark across every page of a PDF, at an opacity and angle you choose.',
    keywords: ['add watermark to pdf', 'pdf watermark', 'stamp pdf', 'draft stamp pdf', 'confidential watermark'],
    op: 'watermark',
    pro: true,
    fields: [
      { name: 'text', label: 'Watermark text', type: 'text', default: 'DRAFT' },
      { name: 'opacity', label: 'Opacity (%)', type: 'number', default: '25', min: 1, max: 100, step: 1 },
      { name: 'angle', label: 'Angle (degrees)', type: 'number', default: '45', min: -180, max: 180, step: 1 },
    ],
    examples: [
      {
        input: { text: 'CONFIDENTIAL' },
        files: [f('contract.pdf', 2)],
        output: 'Wrote “CONFIDENTIAL” across 2 pages.',
      },
    ],
  },
];
