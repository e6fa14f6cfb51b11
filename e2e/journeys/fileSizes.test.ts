// Before/after sizes in Chromium: Compress PDF's result says how its size changed from the chosen
// PDF ("(from 3 KB, −20 %)"); PDF to JPG's pages are another kind of file, so their line gives only
// their own size (no "+2705 %").
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfUpload } from '../support/files';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block' } },
);

async function sizeLine(tool: string, name: string, expected: RegExp) {
  await page.goto(`/app/${tool}`);
  await hydrated(page, 'ToolWorkspace');
  await page.locator('input[type="file"]').setInputFiles([await pdfUpload('report.pdf', 2)]);
  await expect.poll(() => page.locator('[data-part="file-item"] [title]').allTextContents()).toEqual(['report.pdf']);
  await page.getByRole('button', { name, exact: true }).click();
  await expect
    .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
    .toMatch(expected);
  return page.locator('[data-part="file-results"]').locator('xpath=preceding-sibling::p[1]').textContent();
}

describe('a result compares sizes only with files of its own kind', () => {
  it('Compress PDF shows before and after; PDF to JPG does not', async () => {
    await signedInBrowser(context);
    expect(await sizeLine('compress-pdf', 'Compress PDF', /report\.pdf/)).toMatch(
      /^1 file, .+ \(from .+, (same size|[+−]\d+ %)\)$/,
    );
    const jpg = await sizeLine('pdf-to-jpg', 'PDF to JPG', /2 pages/);
    expect(jpg).toMatch(/^2 files, [\d.]+ (KB|MB|bytes)$/);
  }, 120_000);
});
