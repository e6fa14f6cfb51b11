// File tools' work in the page's worker, in Chromium: PDF → JPG draws pages with pdf.js on an
// OffscreenCanvas (its fonts served by Perch), the results preview themselves; and the issue's
// 50 ms rule — merging a pair of generated 20-page PDFs reads no file bytes on the main thread:
// the page hands the worker Blob handles and gets Blobs back (timings are the bench's, not a test's).
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY, pdfUpload } from '../support/files';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block', acceptDownloads: true } },
);

/** A JPEG's width and height, from its first start-of-frame marker. */
function jpegSize(bytes: Buffer): [number, number] {
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame in this JPEG');
}

describe('file tools in the worker', () => {
  it('PDF → JPG draws each page at 150 DPI with pdf.js, previews it, and uploads nothing', async () => {
    await signedInBrowser(context);
    const requests: Array<{ url: string; bytes: number }> = [];
    // The context's requests: the page's and its workers' (pdf.js fetches its font from the file worker).
    context.on('request', (r) => requests.push({ url: r.url(), bytes: r.postDataBuffer()?.length ?? 0 }));
    await page.goto('/app/pdf-to-jpg');
    await hydrated(page, 'ToolWorkspace');
    await page.locator('input[type="file"]').setInputFiles([await pdfUpload('report.pdf', 2)]);
    await page.getByRole('button', { name: 'PDF to JPG', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Drew 2 pages as JPG at 150 DPI.');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download report-p1.jpg' }).click(),
    ]);
    const jpeg = await readFile((await download.path())!);
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // A4 is 595.28 × 841.89 points: at 150 DPI, 1241 × 1754 pixels.
    expect(jpegSize(jpeg)).toEqual([1241, 1754]);
    // The page's own preview of each image loaded (CSP allows blob: images).
    const previews = page.locator('[data-part="file-results"] img');
    await expect
      .poll(() => previews.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual([1241, 1241]);
    const origin = new URL(page.url()).origin;
    // The page's words were drawn: dark pixels on the white page (pdf.js had its font).
    const dark = await previews.first().evaluate((img) => {
      const image = img as HTMLImageElement;
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const g = canvas.getContext('2d')!;
      g.drawImage(image, 0, 0);
      const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 96) n++;
      return n;
    });
    expect(dark).toBeGreaterThan(1000);
    // Nothing left the site: pdf.js's fonts and wasm come from Perch, and no request carried a file.
    expect(requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('blob:'))).toEqual([]);
    expect(requests.filter((r) => r.bytes > MAX_REQUEST_BODY)).toEqual([]);
  });

  it('merging two 20-page PDFs reads no file bytes on the main thread: the worker reads, merges and writes them', async () => {
    await signedInBrowser(context);
    // Every way a page can read a file's bytes, counted on the main thread only (a worker has its own globals).
    await context.addInitScript(() => {
      const w = window as unknown as { bytesRead: string[] };
      w.bytesRead = [];
      const count = (owner: object, name: string) => {
        const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
        (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
          w.bytesRead.push(name);
          return original.apply(this, args);
        };
      };
      for (const name of ['arrayBuffer', 'text', 'stream', 'bytes'])
        if (name in Blob.prototype) count(Blob.prototype, name);
      for (const name of ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText'])
        count(FileReader.prototype, name);
    });
    await page.goto('/app/merge-pdfs');
    await hydrated(page, 'ToolWorkspace');
    const files = [await pdfUpload('first.pdf', 20), await pdfUpload('second.pdf', 20)];
    await page.evaluate(() => {
      (window as unknown as { bytesRead: string[] }).bytesRead = [];
    });
    await page.locator('input[type="file"]').setInputFiles(files);
    await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Merged 2 files into one PDF of 40 pages.');
    await page.getByRole('link', { name: 'Download merged.pdf' }).waitFor();
    // The page passed Blob handles both ways; how long its tasks take is a figure for the bench, not a test.
    await expect(page.evaluate(() => (window as unknown as { bytesRead: string[] }).bytesRead)).resolves.toEqual([]);
  });
});
