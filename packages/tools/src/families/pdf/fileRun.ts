/**
 * The PDF family's engine: pdf-lib does the structure. A tool's `op` preset names its operation;
 * merge reads all the files at once, every other operation works file by file, so one bad file in
 * a batch is named and the rest are still done.
 */
import type { FileEngine, FileProblem, ToolFile } from '../../fileTypes';
import type { Figure } from '../../types';
import { isProblem, loadPdf } from './load';
import { nUp, resize } from './layout';
import { merge } from './merge';
import { editMetadata, info, removeMetadata, viewMetadata } from './meta';
import type { PageOp } from './op';
import { duplicate, extract, insertBlank, remove, reorder, reverse, rotate, split } from './pages';
import { compress, greyscale, toImages } from './pixels';
import { pageNumbers, watermark } from './stamp';
import { compareText, pdfToText } from './text';
import { warmPdfjs, warmPdfLib } from './warm';

const OPS: Readonly<Record<string, PageOp>> = {
  split,
  extract,
  delete: remove,
  reorder,
  reverse,
  duplicate,
  insertBlank,
  rotate,
  pageNumbers,
  watermark,
  info,
  viewMetadata,
  editMetadata,
  removeMetadata,
  resize,
  nUp,
  pdfToText,
  toImages,
  greyscale,
  compress,
};

/** Operations that draw pages, so need an OffscreenCanvas (the browser; not Node). */
export const DRAWING_OPS: ReadonlySet<string> = new Set(['toImages', 'greyscale']);

/** Operations that read or draw with pdf.js besides the drawing ones (lossy compress draws; lossless does not). */
const USES_PDFJS = new Set(['pdfToText', 'compare', 'compress']);

/**
 * Readies what an operation's first run needs: pdf.js (for a drawing one, a first drawing too), or
 * for the structure operations a first pass through pdf-lib.
 */
export const warm = (op: string): Promise<void> =>
  DRAWING_OPS.has(op) ? warmPdfjs(true) : USES_PDFJS.has(op) ? warmPdfjs(false) : warmPdfLib();

/** Operations that only read the file, so an encrypted one can still be described. */
const READS_ENCRYPTED = new Set(['info']);

export const run: FileEngine = async (tool, files, givenValues, _context, onProgress) => {
  const opName = tool.params.op ?? '';
  // A row's fixed params (PDF → JPG's format) come before the person's values.
  const values = { ...givenValues, ...tool.params };
  if (files.length === 0) return { ok: false, error: 'Add a PDF file first: drop it here or choose it.' };
  if (opName === 'merge') return merge(files, values, onProgress);
  if (opName === 'compare') return compareText(files, onProgress);
  const op = OPS[opName];
  if (!op) return { ok: false, error: 'This PDF tool is not available.' };
  const made: ToolFile[] = [];
  const texts: string[] = [];
  const figures: Figure[] = [];
  const problems: FileProblem[] = [];
  for (const [i, file] of files.entries()) {
    const loaded = await loadPdf(file, READS_ENCRYPTED.has(opName));
    if (isProblem(loaded)) {
      problems.push(loaded);
      continue;
    }
    const outcome = await op(loaded, values, (f) => onProgress((i + f) / files.length));
    if (typeof outcome === 'string') {
      problems.push({ name: file.name, error: files.length > 1 ? `${file.name}: ${outcome}` : outcome });
      continue;
    }
    made.push(...outcome.files);
    texts.push(outcome.text);
    const prefix = files.length > 1 ? `${file.name}: ` : '';
    figures.push(...(outcome.figures ?? []).map((f) => ({ ...f, label: `${prefix}${f.label}` })));
    onProgress((i + 1) / files.length);
  }
  if (texts.length === 0) return { ok: false, error: problems.map((p) => p.error).join(' '), problems };
  return { ok: true, text: texts.join(' '), files: made, figures, ...(problems.length > 0 ? { problems } : {}) };
};
