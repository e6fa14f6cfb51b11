/** pdf, page jobs: merge, split, extract, delete, reorder, reverse, duplicate, blank pages, rotate (free). */
import { f, pages, type Spec } from '../spec';

export const order = 1;

export const specs: readonly Spec[] = [
  {
    id: 'merge-pdfs',
    name: 'Merge PDFs',
    description: 'Merge several PDFs into one, in the order you choose, with a page range for each file.',
    keywords: ['combine pdf', 'join pdf', 'pdf merger', 'pdf combiner', 'merge pdf files', 'put pdfs together'],
    op: 'merge',
    ordered: true,
    fields: [
      {
        name: 'ranges',
        label: 'Pages from each file',
        type: 'text',
        default: '',
        placeholder: '1-3; all; 2',
        help: 'One range per file in list order, separated by semicolons. Empty takes every page.',
      },
    ],
    examples: [
      { input: {}, files: [f('a.pdf', 3), f('b.pdf', 2)], output: 'Merged 2 files into one PDF of 5 pages.' },
      {
        input: { ranges: '1-2; 2' },
        files: [f('a.pdf', 3), f('b.pdf', 2)],
        output: 'Merged 2 files into one PDF of 3 pages.',
      },
    ],
  },
  {
    id: 'split-pdf',
    name: 'Split PDF',
    description: 'Split a PDF into single pages, into parts by page ranges, or every few pages.',
    keywords: ['pdf splitter', 'separate pdf pages', 'break up pdf', 'split pdf pages', 'divide pdf'],
    op: 'split',
    fields: [
      {
        name: 'mode',
        label: 'Split',
        type: 'select',
        default: 'every',
        options: [
          { value: 'every', label: 'Every page' },
          { value: 'ranges', label: 'By ranges' },
          { value: 'every-n', label: 'Every N pages' },
        ],
      },
      {
        name: 'ranges',
        label: 'Ranges',
        type: 'text',
        default: '',
        placeholder: '1-3; 4-6',
        help: 'One part per semicolon.',
        showWhen: { field: 'mode', values: ['ranges'] },
      },
      {
        name: 'every',
        label: 'Pages a part',
        type: 'number',
        default: '2',
        min: 1,
        step: 1,
        showWhen: { field: 'mode', values: ['every-n'] },
      },
    ],
    examples: [
      { input: {}, files: [f('report.pdf', 3)], output: 'Split report.pdf into 3 PDFs.' },
      {
        input: { mode: 'ranges', ranges: '1-2; 3-5' },
        files: [f('report.pdf', 5)],
        output: 'Split report.pdf into 2 PDFs.',
      },
      { input: { mode: 'every-n', every: '2' }, files: [f('report.pdf', 5)], output: 'Split report.pdf into 3 PDFs.' },
    ],
  },
  {
    id: 'extract-pdf-pages',
    name: 'Extract PDF Pages',
    description: 'Extract chosen pages of a PDF into a new PDF.',
    keywords: ['pdf page extractor', 'take pages from pdf', 'save pages of pdf', 'select pdf pages'],
    op: 'extract',
    fields: [pages('Pages to keep', '1')],
    examples: [{ input: { pages: '3-5' }, files: [f('report.pdf', 6)], output: 'Extracted 3 pages into a new PDF.' }],
  },
  {
    id: 'delete-pdf-pages',
    name: 'Delete PDF Pages',
    description: 'Delete pages from a PDF and keep the rest.',
    keywords: ['remove pdf pages', 'pdf page remover', 'take out page from pdf', 'drop pages pdf'],
    op: 'delete',
    fields: [{ ...pages('Pages to delete', '1'), help: 'Like 2 or 3-5.' }],
    examples: [{ input: { pages: '2' }, files: [f('report.pdf', 5)], output: 'Deleted 1 page; 4 pages left.' }],
  },
  {
    id: 'reorder-pdf-pages',
    name: 'Reorder PDF Pages',
    description: 'Reorder the pages of a PDF by writing their new order.',
    keywords: ['rearrange pdf pages', 'sort pdf pages', 'move pdf pages', 'pdf page order'],
    op: 'reorder',
    fields: [
      {
        name: 'order',
        label: 'New order',
        type: 'text',
        default: '',
        placeholder: '3, 1-2',
        help: 'Every page once, such as 3, 1-2.',
      },
    ],
    examples: [
      { input: { order: '3, 1-2' }, files: [f('report.pdf', 3)], output: 'Put 3 pages in the order 3, 1, 2.' },
    ],
  },
  {
    id: 'reverse-pdf',
    name: 'Reverse PDF Pages',
    description: 'Reverse the order of a PDF’s pages, last page first.',
    keywords: ['flip pdf page order', 'backwards pdf', 'invert pdf order'],
    op: 'reverse',
    examples: [{ input: {}, files: [f('scan.pdf', 4)], output: 'Reversed 4 pages: the last page is now first.' }],
  },
  {
    id: 'duplicate-pdf-pages',
    name: 'Duplicate PDF Pages',
    description: 'Duplicate chosen pages of a PDF, each copy right after its page.',
    keywords: ['copy pdf page', 'repeat pdf pages', 'clone pdf page'],
    op: 'duplicate',
    fields: [
      pages('Pages to copy', '1'),
      { name: 'copies', label: 'Extra copies', type: 'number', default: '1', min: 1, max: 100, step: 1 },
    ],
    examples: [
      { input: { pages: '1', copies: '2' }, files: [f('form.pdf', 2)], output: 'Now 4 pages: 1 page copied 2 times.' },
    ],
  },
  {
    id: 'insert-blank-pdf-pages',
    name: 'Insert Blank Pages into PDF',
    description: 'Insert blank pages into a PDF after the pages you name, or at the start.',
    keywords: ['add blank page to pdf', 'empty page pdf', 'pdf blank page'],
    op: 'insertBlank',
    fields: [
      {
        name: 'after',
        label: 'After pages',
        type: 'text',
        default: '',
        placeholder: '2, 4',
        help: '0 puts them at the start; empty adds them at the end.',
      },
      { name: 'count', label: 'Blank pages each time', type: 'number', default: '1', min: 1, max: 100, step: 1 },
    ],
    examples: [{ input: { after: '1, 2' }, files: [f('notes.pdf', 3)], output: 'Added 2 blank pages; now 5 pages.' }],
  },
  {
    id: 'rotate-pdf',
    name: 'Rotate PDF',
    description: 'Rotate all the pages of a PDF, or only some, by 90, 180 or 270 degrees.',
    keywords: ['turn pdf pages', 'pdf rotator', 'rotate pdf pages', 'pdf page rotator', 'fix upside down pdf'],
    op: 'rotate',
    fields: [
      {
        name: 'angle',
        label: 'Turn',
        type: 'select',
        default: '90',
        options: [
          { value: '90', label: '90° clockwise' },
          { value: '180', label: '180°' },
          { value: '270', label: '90° anticlockwise' },
        ],
      },
      pages('Pages to turn'),
    ],
    examples: [
      { input: {}, files: [f('scan.pdf', 3)], output: 'Turned 3 pages 90° clockwise.' },
      { input: { angle: '180', pages: '2' }, files: [f('scan.pdf', 3)], output: 'Turned 1 page 180° clockwise.' },
    ],
  },
];
