// Image tools in Chromium: convert a PNG the test makes to WebP on /app/png-to-webp, in the page's
// file worker with Squoosh's codecs (their WebAssembly served by Perch), download the result and
// read its bytes; every request of the run is recorded, and none carries more than 2 KB (the image
// never leaves the page). A damaged JPEG in the same batch is named and the good file still done.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setWasmSource } from '../../packages/tools/src/families/images/codecs';
import { decode } from '../../packages/tools/src/families/images/codecs';
import { makeImage, testPicture } from '../../packages/tools/src/families/images/fixtures';
import { heicSample } from '../../packages/tools/src/families/images/heicSample';
import { headerSize, sniff } from '../../packages/tools/src/families/images/formats';
import { nodeWasm } from '../../packages/tools/src/families/images/wasm.test-support';
import { PRIVACY_NOTE } from '../../packages/tools/src/renderers/file/fileList';
import { MAX_REQUEST_BODY } from '../support/files';
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

beforeAll(() => setWasmSource(nodeWasm));

const asUpload = async (name: string, width: number, height: number) => {
  const file = await makeImage(name, width, height);
  return { name, mimeType: file.type, buffer: Buffer.from(file.bytes) };
};

describe('converting an image on the device', () => {
  it('converts a generated PNG to WebP, downloads it, and uploads nothing', async () => {
    await signedInBrowser(context);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    await page.goto('/app/png-to-webp');
    await hydrated(page, 'ToolWorkspace');
    await expect(page.getByText(PRIVACY_NOTE).count()).resolves.toBe(1);

    await page.locator('input[type="file"]').setInputFiles([await asUpload('sunset.png', 640, 480)]);
    await expect.poll(() => page.locator('[data-part="file-item"] [title]').allTextContents()).toEqual(['sunset.png']);
    await page.getByRole('button', { name: 'PNG to WebP', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Converted sunset.png (640 × 480) to sunset.webp.');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download sunset.webp' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sunset.webp');
    const webp = new Uint8Array(await readFile((await download.path())!));
    expect([sniff(webp), headerSize('webp', webp)]).toEqual(['webp', { width: 640, height: 480 }]);

    const bodies = requests.map((r) => ({ url: r.url(), bytes: r.postDataBuffer()?.length ?? 0 }));
    const large = bodies.filter((b) => b.bytes > MAX_REQUEST_BODY);
    expect(large, JSON.stringify(large)).toEqual([]);
    // The codecs came from Perch itself, never from another origin.
    const wasm = requests.map((r) => r.url()).filter((url) => url.endsWith('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    expect(wasm.filter((url) => !url.startsWith(origin))).toEqual([]);
  });

  it('makes the example in the worker and gives its answer', async () => {
    await signedInBrowser(context);
    await page.goto('/app/png-to-webp');
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: 'Try the example' }).click();
    await expect.poll(() => page.locator('[data-part="file-item"] [title]').allTextContents()).toEqual(['photo.png']);
    await page.getByRole('button', { name: 'PNG to WebP', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Converted photo.png (64 × 48) to photo.webp.');
  });

  it('names a damaged JPEG and still converts the good file of the batch', async () => {
    await signedInBrowser(context);
    await page.goto('/app/jpg-to-png');
    await hydrated(page, 'ToolWorkspace');
    const good = await asUpload('good.jpg', 64, 48);
    const broken = Buffer.from(good.buffer);
    for (let i = 200; i < broken.length - 2; i++) broken[i] = (i * 7919) & 0xff;
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken }, good]);
    await page.getByRole('button', { name: 'JPG to PNG', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Converted good.jpg (64 × 48) to good.png.');
    await expect(page.locator('[data-part="file-problems"]').textContent()).resolves.toBe(
      'broken.jpg cannot be read as a JPEG: it is damaged.',
    );
  });
});

describe('HEIC, QR codes and watermarks on the device (issue 39, part A)', () => {
  it('converts a real HEIC photo to JPEG with libheif in the worker, downloads it, and uploads nothing', async () => {
    await signedInBrowser(context);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/app/heic-to-jpg');
    await hydrated(page, 'ToolWorkspace');
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from(heicSample()) }]);
    await page.getByRole('button', { name: 'HEIC to JPG', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Converted IMG_0042.HEIC (64 × 48) to IMG_0042.jpg.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download IMG_0042.jpg' }).click(),
    ]);
    const jpeg = new Uint8Array(await readFile((await download.path())!));
    expect([sniff(jpeg), headerSize('jpeg', jpeg)]).toEqual(['jpeg', { width: 64, height: 48 }]);
    const large = requests.filter((r) => (r.postDataBuffer()?.length ?? 0) > MAX_REQUEST_BODY).map((r) => r.url());
    expect(large).toEqual([]);
    // libheif's WebAssembly came from Perch itself.
    const wasm = requests.map((r) => new URL(r.url())).filter((url) => url.pathname.endsWith('.wasm'));
    expect(wasm.some((url) => url.pathname.includes('libheif'))).toBe(true);
    expect(wasm.filter((url) => url.origin !== new URL(page.url()).origin)).toEqual([]);
  });

  it('reads a QR code the catalogue’s generator makes, with its format and position', async () => {
    await signedInBrowser(context);
    await page.goto('/app/read-qr-code-from-image');
    await hydrated(page, 'ToolWorkspace');
    const qr = await asUpload('qr-https://perch.tools/pro.png', 1, 1);
    await page.locator('input[type="file"]').setInputFiles([{ ...qr, name: 'ticket.png' }]);
    await page.getByRole('button', { name: 'Read QR Code or Barcode from Image', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Found 1 code in ticket.png: QR Code “https://perch.tools/pro”.');
    await expect(page.getByText(/^QR Code at \d+, \d+ \(\d+ × \d+ px\)$/).count()).resolves.toBe(1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/read-qr-${width}.png`, fullPage: true });
    }
  });

  it('runs the watermark’s example in the worker, drawing its text with OffscreenCanvas', async () => {
    await signedInBrowser(context);
    await page.goto('/app/watermark-image');
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: 'Try the example' }).click();
    await expect.poll(() => page.locator('[data-part="file-item"] [title]').allTextContents()).toEqual(['photo.png']);
    await page.getByRole('button', { name: 'Watermark Image', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 30_000 })
      .toBe('Watermarked photo.png (64 × 48) with “Perch”.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download photo-watermarked.png' }).click(),
    ]);
    const marked = await decode('png', new Uint8Array(await readFile((await download.path())!)));
    const original = testPicture(64, 48).data;
    // The text lies in the bottom-right corner and lightens it; the top-left is untouched.
    const changed = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) if (marked.data[(y * 64 + x) * 4] !== original[(y * 64 + x) * 4]) n++;
      return n;
    };
    expect(changed(0, 0, 20, 20)).toBe(0);
    expect(changed(30, 30, 64, 48)).toBeGreaterThan(20);
  });
});
