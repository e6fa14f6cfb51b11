/**
 * pdf.js (pdfjs-dist, Mozilla, Apache-2.0) for what pdf-lib cannot do: read a page's text and
 * draw a page. It runs inside the file worker (or Node's tests) with its own "worker" in the same
 * thread: the file worker is already off the main thread, so a second worker would only add a
 * copy. Its data files (standard fonts, wasm decoders) are served by Perch from the npm package
 * (pdfjsAssets.ts, loaded in the browser only), never from a CDN. The legacy build is the one that
 * runs in Node as well as in Chromium, so the tests and the page run the same code.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

/** Loads pdf.js once, with its worker code in this thread (`globalThis.pdfjsWorker` is its documented hook). */
export function pdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

const inBrowser = () =>
  typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined' ||
  typeof document !== 'undefined';

/** Opens a PDF's bytes (a copy: pdf.js detaches what it is given). Close it with `closePdf`. */
export async function openPdf(bytes: Uint8Array, extra: Record<string, unknown> = {}): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  const assets = inBrowser() ? await import('./pdfjsAssets') : null;
  const task = lib.getDocument({
    data: bytes.slice(),
    useWorkerFetch: false,
    verbosity: 0,
    // Draw glyphs from the font programs (no FontFace: a worker has no document to add fonts to).
    disableFontFace: true,
    useSystemFonts: false,
    ...(assets ? { BinaryDataFactory: assets.PerchBinaryData } : {}),
    ...extra,
  });
  return task.promise;
}

/** Each page's text, lines joined as pdf.js reports them (a line ends where `hasEOL` says). */
export async function pageTexts(doc: PDFDocumentProxy, onPage?: (done: number) => void): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
    }
    texts.push(text.replace(/[ \t]+\n/g, '\n').trimEnd());
    page.cleanup();
    onPage?.(n);
  }
  return texts;
}

/** Frees pdf.js's copy of a document. */
export const closePdf = (doc: PDFDocumentProxy) => doc.loadingTask.destroy();

/** Runs `use` on a document opened from bytes, and frees it after. */
export async function withPdf<T>(
  bytes: Uint8Array,
  use: (doc: PDFDocumentProxy) => Promise<T>,
  extra?: Record<string, unknown>,
): Promise<T> {
  const doc = await openPdf(bytes, extra);
  try {
    return await use(doc);
  } finally {
    await closePdf(doc);
  }
}
