/** pdf, its text: PDF to text, and two PDFs' text compared. */
import { f, type Spec } from '../spec';

export const order = 6;

export const specs: readonly Spec[] = [
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
];
