// OCR in Chromium: "Try the example" on /app/image-to-text-ocr draws the sign "Perch reads this
// line" with a canvas in the file worker, and the run reads it back with tesseract.js. Its worker
// script, its core (WebAssembly inside) and the English model are Perch's own build files: every
// request of the page and its workers is recorded, and each is to this origin, none carrying
// more than 2 KB. The text is copied with "Copy text".
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY } from '../support/files';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] } },
);

describe('reading the text in an image on the device', () => {
  it('reads "Perch reads this line" from a generated image, from Perch’s own files only, and copies it', async () => {
    await signedInBrowser(context);
    const requests: Array<{ url: string; bytes: number }> = [];
    // The context's event sees the workers' requests too (tesseract.js runs in a worker of the file worker).
    context.on('request', (r) => requests.push({ url: r.url(), bytes: r.postDataBuffer()?.length ?? 0 }));

    await page.goto('/app/image-to-text-ocr');
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: 'Try the example' }).click();
    await expect
      .poll(() => page.locator('[data-part="file-item"] [title]').allTextContents(), { timeout: 30_000 })
      .toEqual(['sign.png']);
    await page.getByRole('button', { name: 'Image to Text (OCR)', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 90_000 })
      .toBe('Read 4 words in 1 line from sign.png.');
    await expect(page.locator('[data-part="read-text"]').textContent()).resolves.toBe('Perch reads this line');
    const confidence = await page.getByText('Mean confidence').locator('xpath=..').locator('dd').textContent();
    expect(Number(confidence?.replace(' %', ''))).toBeGreaterThan(60);

    await page.getByRole('button', { name: 'Copy text' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Perch reads this line');

    const origin = new URL(page.url()).origin;
    expect(requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith('blob:'))).toEqual([]);
    expect(requests.filter((r) => r.bytes > MAX_REQUEST_BODY)).toEqual([]);
    // tesseract.js's three files were fetched, each from Perch's build.
    const paths = requests.map((r) => new URL(r.url).pathname);
    for (const file of [
      /^\/_astro\/worker\.min-/,
      /^\/_astro\/tesseract-core-simd-lstm\.wasm-/,
      /^\/_astro\/eng\.traineddata-/,
    ])
      expect(
        paths.filter((p) => file.test(p)),
        String(file),
      ).toHaveLength(1);
  }, 120_000);
});
