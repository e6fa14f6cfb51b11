/**
 * Drawing PDF pages with pdf.js onto an OffscreenCanvas, inside the file worker (Chromium, Firefox
 * and Safari 17 have OffscreenCanvas in workers). pdf.js's default factories make <canvas> and SVG
 * filters from `document`, which a worker has not: these make OffscreenCanvases and no filters.
 * Node (the unit tests) has no OffscreenCanvas, so a drawing tool says so there instead of failing.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page drawn larger than this many pixels would risk the tab's memory: the tool names the figure. */
export const MAX_PAGE_PIXELS = 40_000_000;
export { MAX_DPI, MIN_DPI } from './limits';

export const canDraw = () => typeof OffscreenCanvas !== 'undefined';

export const NO_CANVAS = 'Drawing PDF pages needs a browser with OffscreenCanvas: open this tool in Perch’s page.';

type Surface = { canvas: OffscreenCanvas | null; context: OffscreenCanvasRenderingContext2D | null };

class OffscreenCanvasFactory {
  create(width: number, height: number): Surface {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(surface: Surface, width: number, height: number) {
    if (!surface.canvas) return;
    surface.canvas.width = Math.max(1, width);
    surface.canvas.height = Math.max(1, height);
  }
  destroy(surface: Surface) {
    if (surface.canvas) surface.canvas.width = surface.canvas.height = 0;
    surface.canvas = null;
    surface.context = null;
  }
  getNoAlphaContext(canvas: OffscreenCanvas) {
    return canvas.getContext('2d', { alpha: false, willReadFrequently: true });
  }
}

/** pdf.js's filter factory without SVG: transfer maps and highlight colours are left as drawn. */
class NoFilters {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addKnockoutFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  addSelectionHCMFilter() {
    return 'none';
  }
  addSelectionFilter() {
    return 'none';
  }
  createSelectionStyle() {
    return null;
  }
  destroy() {}
}

/** getDocument options for drawing in a worker. */
export const DRAWING_OPTIONS = {
  CanvasFactory: OffscreenCanvasFactory,
  FilterFactory: NoFilters,
  isOffscreenCanvasSupported: true,
  disableWorkerRendering: true,
};

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface DrawOptions {
  dpi: number;
  type: ImageType;
  /** 0–1, for JPEG and WebP. */
  quality: number;
  grey?: boolean;
}

/** A page's size in pixels at a DPI. */
export async function pixelSize(doc: PDFDocumentProxy, pageNumber: number, dpi: number) {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  return { width: Math.ceil(viewport.width), height: Math.ceil(viewport.height) };
}

/** Draws one page (numbered from 1) on white and encodes it; or says why not (too many pixels). */
export async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  { dpi, type, quality, grey }: DrawOptions,
): Promise<{ bytes: Uint8Array; width: number; height: number } | string> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  if (width * height > MAX_PAGE_PIXELS)
    return `Page ${pageNumber} at ${dpi} DPI would be ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${MAX_PAGE_PIXELS / 1e6} megapixels. Choose a lower DPI.`;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false })!;
  // A PDF page is transparent where nothing is drawn; paper is white (and JPEG has no transparency).
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas: null, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  if (grey) {
    // The saturation blend keeps each pixel's luminosity and takes the grey's saturation: none.
    context.globalCompositeOperation = 'saturation';
    context.fillStyle = '#808080';
    context.fillRect(0, 0, width, height);
    context.globalCompositeOperation = 'source-over';
  }
  const blob = await canvas.convertToBlob({ type, quality });
  page.cleanup();
  canvas.width = canvas.height = 0;
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
}
