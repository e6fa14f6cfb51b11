// File tools in Chromium: merge two PDFs the test makes on /app/merge-pdfs, in an order set with the
// keyboard's Move buttons, download the result and count its pages; every request of the run is
// recorded, and none carries more than 2 KB (the files never leave the page).
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageLabels } from '../../packages/tools/src/families/pdf/fixtures';
import { PRIVACY_NOTE } from '../../packages/tools/src/renderers/file/fileList';
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

describe('merging PDFs on the device', () => {
  it('merges two generated PDFs in the chosen order, downloads 5 pages, and uploads nothing', async () => {
    await signedInBrowser(context);
    const bodies: Array<{ url: string; bytes: number }> = [];
    page.on('request', (request) => bodies.push({ url: request.url(), bytes: request.postDataBuffer()?.length ?? 0 }));

    await page.goto('/app/merge-pdfs');
    await hydrated(page, 'ToolWorkspace');
    // The promise, once, in plain words.
    await expect(page.getByText(PRIVACY_NOTE).count()).resolves.toBe(1);

    await page
      .locator('input[type="file"]')
      .setInputFiles([await pdfUpload('three.pdf', 3), await pdfUpload('two.pdf', 2)]);
    const names = page.locator('[data-part="file-item"] [title]');
    await expect.poll(() => names.allTextContents()).toEqual(['three.pdf', 'two.pdf']);
    // Reorder with the keyboard: focus "Move two.pdf up" and press Enter.
    await page.getByRole('button', { name: 'Move two.pdf up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => names.allTextContents()).toEqual(['two.pdf', 'three.pdf']);

    await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
    const result = page.locator('[data-part="tool-result"]');
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).toBe('Merged 2 files into one PDF of 5 pages.');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download merged.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('merged.pdf');
    const merged = await readFile((await download.path())!);
    expect(await pageLabels(merged)).toEqual([
      'two.pdf page 1',
      'two.pdf page 2',
      'three.pdf page 1',
      'three.pdf page 2',
      'three.pdf page 3',
    ]);

    const large = bodies.filter((b) => b.bytes > MAX_REQUEST_BODY);
    expect(large, JSON.stringify(large)).toEqual([]);
    expect(bodies.length).toBeGreaterThan(0);
  });

  it('names a file that is not a PDF and keeps the list as it was', async () => {
    await signedInBrowser(context);
    await page.goto('/app/merge-pdfs');
    await hydrated(page, 'ToolWorkspace');
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        await pdfUpload('one.pdf', 1),
        { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes') },
      ]);
    await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-error"]').textContent(), { timeout: 20_000 })
      .toBe('1 file could not be merged: notes.pdf is not a PDF (it does not start as one). Choose a PDF file.');
    await expect(page.locator('[data-part="file-item"]').count()).resolves.toBe(2);
  });
});
