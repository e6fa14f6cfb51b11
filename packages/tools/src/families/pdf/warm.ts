/**
 * Readies pdf.js in the file worker while the person still chooses options (the page's
 * prepareFileWorker), so Run does not pay for it: loading pdf.js's two modules cost ~130 ms, and
 * its first drawing runs cold code (parser, font program, canvas paths, the JPEG encoder) that
 * drew 20 pages in 308 ms against 240 ms the next time (Chromium 156, load 7). A one-page PDF made
 * here, drawn small, runs that code and fetches the standard font its text uses.
 */
import { makePdf } from './fixtures';
import { merge } from './merge';
import { pdfjs, withPdf } from './pdfjs';
import { canDraw, DRAWING_OPTIONS, drawPage } from './render';

/** Loads pdf.js and, where there is a canvas, draws a small page with it (never fails: a warm-up is a guess). */
export async function warmPdfjs(draw: boolean): Promise<void> {
  await pdfjs();
  if (!draw || !canDraw()) return;
  const { bytes } = await makePdf('warm.pdf', 1, [144, 144]);
  await withPdf(bytes, (doc) => drawPage(doc, 1, { dpi: 36, type: 'image/jpeg', quality: 0.75 }), DRAWING_OPTIONS);
}

/**
 * Runs pdf-lib's parser, page copy and writer on two small PDFs made here, so the first Run of a
 * structure tool (merge, split, rotate…) is not the first time that JavaScript runs: a merge of
 * 10 × 100 pages took 129–150 ms cold in Node and 104–125 ms after this (15 ms), load ~1.5.
 */
export async function warmPdfLib(): Promise<void> {
  const small = await Promise.all([makePdf('warm-a.pdf', 3), makePdf('warm-b.pdf', 3)]);
  for (let i = 0; i < 3; i++) {
    const merged = await merge(small, { ranges: '' }, () => {});
    // The worker logs a failed warm-up and carries on; a test calls this to see that it works.
    if (!merged.ok) throw new Error(`pdf-lib warm-up: ${merged.error}`);
  }
}
