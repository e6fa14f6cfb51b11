/** pdf, what a PDF says of itself: info, and its metadata viewed, edited or removed. */
import { f, type Spec } from '../spec';

export const order = 3;

export const specs: readonly Spec[] = [
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
];
