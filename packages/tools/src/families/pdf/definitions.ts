/**
 * PDF tools that run on the device: pdf-lib (MIT, no native code) reads and writes the structure,
 * in a module Web Worker, so nothing is uploaded. Each tool is a row; its `op` preset names the
 * operation in run.ts. Pro: the everyday page jobs (merge, split, extract, delete, reorder,
 * reverse, duplicate, insert blanks, rotate, info, viewing metadata) are free; the finishing tools
 * (page numbers, watermark, editing or removing metadata, resize to A4/Letter, N-up) are Pro.
 */
import type { ExampleFile, FileAccept } from '../../fileTypes';
import type { FamilyDefinition, Field, ToolExample, ToolRow } from '../../types';
import { MAX_PDF_BYTES, MAX_PDF_LABEL } from './load';
import { MAX_DPI, MIN_DPI } from './render';

const accept = (multiple: boolean, ordered = false): FileAccept => ({
  types: '.pdf,application/pdf',
  label: `PDF files, up to ${MAX_PDF_LABEL} each`,
  multiple,
  ordered,
  maxBytes: MAX_PDF_BYTES,
});

const PAGES_HELP = 'Like 1-3, 5, 8- (8 to the end). Empty means every page.';
const pages = (label: string, fallback = ''): Field => ({
  name: 'pages',
  label,
  type: 'text',
  default: fallback,
  placeholder: '1-3, 5',
  help: PAGES_HELP,
});

const f = (name: string, pages: number): ExampleFile => ({ name, pages });

const dpi = (fallback: string): Field => ({
  name: 'dpi',
  label: 'Resolution (DPI)',
  type: 'number',
  default: fallback,
  min: MIN_DPI,
  max: MAX_DPI,
  step: 1,
  help: '72 is screen size; 150 is sharp; 300 is print.',
});
const quality: Field = {
  name: 'quality',
  label: 'JPEG quality (1–100)',
  type: 'number',
  default: '75',
  min: 1,
  max: 100,
  step: 1,
};

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

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  op: string;
  fields?: readonly Field[];
  examples: readonly ToolExample[];
  /** Fixed values the engine reads (PDF → JPG's format). */
  params?: Readonly<Record<string, string>>;
  /** Takes several files (default: yes; each is worked on by itself, and one bad file does not stop the rest). */
  multiple?: boolean;
  /** The files' order is the output's (merge). */
  ordered?: boolean;
  pro?: boolean;
}

const SPECS: readonly Spec[] = [
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
  {
    id: 'pdf-info',
    name: 'PDF Info',
    description: 'Show a PDF’s page count, page sizes, fonts, file size and whether it is encrypted.',
    keywords: ['pdf page count', 'how many pages pdf', 'pdf page size', 'pdf details'],
    op: 'info',
    examples: [{ input: {}, files: [f('report.pdf', 4)], output: 'report.pdf: 4 pages, A4 portrait (210 × 297 mm).' }],
  },
  {
    id: 'view-pdf-metadata',
    name: 'View PDF Metadata',
    description: 'View a PDF’s document information: title, author, subject, keywords, creator and dates.',
    keywords: ['pdf properties', 'pdf author', 'pdf title', 'read pdf metadata'],
    op: 'viewMetadata',
    examples: [{ input: {}, files: [f('report.pdf', 1)], output: 'report.pdf has 2 fields of document information.' }],
  },
  {
    id: 'edit-pdf-metadata',
    name: 'Edit PDF Metadata',
    description: 'Edit a PDF’s title, author, subject and keywords.',
    keywords: ['change pdf title', 'set pdf author', 'pdf metadata editor', 'pdf properties editor'],
    op: 'editMetadata',
    pro: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text', default: '' },
      { name: 'author', label: 'Author', type: 'text', default: '' },
      { name: 'subject', label: 'Subject', type: 'text', default: '' },
      { name: 'keywords', label: 'Keywords', type: 'text', default: '', help: 'Separated by commas.' },
    ],
    examples: [
      {
        input: { title: 'Annual report', author: 'Ada' },
        files: [f('report.pdf', 1)],
        output: 'Set the title, author.',
      },
    ],
  },
  {
    id: 'remove-pdf-metadata',
    name: 'Remove PDF Metadata',
    description: 'Remove a PDF’s document information (title, author, dates) before you share it.',
    keywords: ['strip pdf metadata', 'clean pdf', 'anonymise pdf', 'delete pdf author'],
    op: 'removeMetadata',
    pro: true,
    examples: [{ input: {}, files: [f('report.pdf', 1)], output: 'Removed 2 fields of document information.' }],
  },
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
  ...imageSpecs,
  {
    id: 'pdf-to-text',
    name: 'PDF to Text',
    description: 'Extract the text of every page of a PDF into a text file.',
    keywords: ['extract text from pdf', 'pdf text extractor', 'copy text from pdf', 'pdf to txt', 'read pdf text'],
    op: 'pdfToText',
    examples: [{ input: {}, files: [f('report.pdf', 2)], output: 'Read 6 words from 2 pages.' }],
  },
  {
    id: 'compare-pdfs',
    name: 'Compare PDFs',
    description: 'Compare two PDFs line by line and see the lines added to or removed from a PDF.',
    keywords: ['pdf diff', 'difference between two pdfs', 'pdf compare'],
    op: 'compare',
    ordered: true,
    examples: [
      {
        input: {},
        files: [f('old.pdf', 2), f('new.pdf', 3)],
        output: '2 lines only in old.pdf, 3 lines only in new.pdf.',
      },
    ],
  },
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

const row = (spec: Spec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'pdf',
  keywords: spec.keywords,
  family: 'pdf',
  kind: 'file',
  params: { ...spec.params, op: spec.op },
  fields: spec.fields ?? [],
  pro: spec.pro ?? false,
  examples: spec.examples,
  accept: accept(spec.multiple ?? true, spec.ordered ?? false),
});

export const pdf: FamilyDefinition = {
  id: 'pdf',
  summary:
    'PDF tools (merge, split, extract, delete, reorder, reverse, duplicate, blank pages, rotate, page numbers, watermark, metadata, info, resize, N-up, compress, greyscale, PDF to JPG/PNG/WebP, PDF to text, compare), run in a Web Worker with pdf-lib (structure) and pdf.js (text and drawing) so no file leaves the device.',
  tools: SPECS.map(row),
};
