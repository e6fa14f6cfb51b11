/**
 * A chosen PDF's first page, drawn small for the file list (in the file worker, with pdf.js on an
 * OffscreenCanvas), or the sentence saying why it cannot be opened (encrypted, damaged, not a PDF).
 */
import type { ToolFile } from '../../fileTypes';
import { isProblem, loadPdf } from './load';
import { withPdf } from './pdfjs';
import { canDraw, DRAWING_OPTIONS, drawPage, NO_CANVAS } from './render';

/** A thumbnail's width in pixels: twice the list's 48 px badge, for sharp high-density screens. */
export const THUMBNAIL_WIDTH = 96;

export async function firstPageThumbnail(file: ToolFile): Promise<{ bytes: Uint8Array; type: string } | string> {
  const loaded = await loadPdf(file);
  if (isProblem(loaded)) return loaded.error;
  if (!canDraw()) return NO_CANVAS;
  const width = loaded.doc.getPage(0).getWidth() || 612;
  const dpi = (THUMBNAIL_WIDTH / width) * 72;
  try {
    const drawn = await withPdf(
      file.bytes,
      (doc) => drawPage(doc, 1, { dpi, type: 'image/png', quality: 1 }),
      DRAWING_OPTIONS,
    );
    return typeof drawn === 'string' ? drawn : { bytes: drawn.bytes, type: 'image/png' };
  } catch {
    return `${file.name} cannot be drawn: it is damaged.`;
  }
}
