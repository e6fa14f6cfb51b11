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

/**
 * One OffscreenCanvas kept for all the pages of a run, made again only when a page's size differs:
 * a new 2-megapixel canvas costs its first fill ~2.7 ms (the pixels are allocated then) and pdf.js
 * draws on it at half speed, so 20 pages at 150 DPI spent 53 ms filling and 41 ms drawing on new
 * canvases against 4 and 21 on one kept (Chromium 156, load 5.7). `free()` gives the pixels back.
 */
export class PageCanvas {
  #canvas: OffscreenCanvas | null = null;
  #context: OffscreenCanvasRenderingContext2D | null = null;

  /** A white canvas of this size, with no transform or blending left from the page before. */
  blank(width: number, height: number) {
    if (!this.#canvas || this.#canvas.width !== width || this.#canvas.height !== height) {
      this.free();
      this.#canvas = new OffscreenCanvas(width, height);
      this.#context = this.#canvas.getContext('2d', { alpha: false })!;
    }
    const context = this.#context!;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = 'source-over';
    context.globalAlpha = 1;
    // A PDF page is transparent where nothing is drawn; paper is white (and JPEG has no transparency).
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    return { canvas: this.#canvas, context };
  }

  free() {
    if (this.#canvas) this.#canvas.width = this.#canvas.height = 0;
    this.#canvas = null;
    this.#context = null;
  }
}

/**
 * Draws one page (numbered from 1) on white and encodes it; or says why not (too many pixels).
 * A run of pages passes one `PageCanvas` for them all (and frees it after); without one, the
 * page gets its own canvas, freed here.
 */
export async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  { dpi, type, quality, grey }: DrawOptions,
  surface?: PageCanvas,
): Promise<{ bytes: Uint8Array; width: number; height: number } | string> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  if (width * height > MAX_PAGE_PIXELS)
    return `Page ${pageNumber} at ${dpi} DPI would be ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${MAX_PAGE_PIXELS / 1e6} megapixels. Choose a lower DPI.`;
  const own = surface ?? new PageCanvas();
  try {
    const { canvas, context } = own.blank(width, height);
    await page.render({ canvas: null, canvasContext: context as unknown as CanvasRenderingContext2D, viewport })
      .promise;
    if (grey) {
      // The saturation blend keeps each pixel's luminosity and takes the grey's saturation: none.
      context.globalCompositeOperation = 'saturation';
      context.fillStyle = '#808080';
      context.fillRect(0, 0, width, height);
      context.globalCompositeOperation = 'source-over';
    }
    const blob = await canvas.convertToBlob({ type, quality });
    return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    page.cleanup();
    if (!surface) own.free();
  }
}
