// A file tool offline after its first use (#39): online, PNG → WebP runs once, which has the
// service worker keep the file worker and the codecs' WebAssembly (not precached: they are large);
// offline, the page reloads from the worker, runs again on a new file, and the result downloads.
// The file worker and its wasm answer from the service worker's cache of file tools.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page, Response, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setWasmSource } from '../../packages/tools/src/families/images/codecs';
import { makeImage } from '../../packages/tools/src/families/images/fixtures';
import { headerSize, sniff } from '../../packages/tools/src/families/images/formats';
import { nodeWasm } from '../../packages/tools/src/families/images/wasm.test-support';
import { FILE_TOOLS_CACHE } from '../../site/sw/rules';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { acceptDownloads: true }, allowConsole: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 404/ },
);

beforeAll(() => setWasmSource(nodeWasm));

const asUpload = async (name: string, width: number, height: number) => {
  const file = await makeImage(name, width, height);
  return { name, mimeType: file.type, buffer: Buffer.from(file.bytes) };
};

/** Chromium's network emulation does not reach the service worker's own fetches: refuse those too. */
const serviceWorkerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

/** The file worker's script and the WebAssembly files, by address. */
const FILE_WORKER = /\/_astro\/fileWorker-[\w-]+\.js$/;
const WASM = /\/_astro\/[\w.-]+\.wasm$/;

/** Chooses a PNG on the page, converts it to WebP, downloads the result and reads its size. */
async function convert(name: string, width: number, height: number) {
  await page.locator('input[type="file"]').setInputFiles([await asUpload(`${name}.png`, width, height)]);
  await expect.poll(() => page.locator('[data-part="file-item"] [title]').allTextContents()).toEqual([`${name}.png`]);
  await page.getByRole('button', { name: 'PNG to WebP', exact: true }).click();
  await expect
    .poll(() => page.locator('[data-part="tool-result"]').textContent(), { timeout: 60_000 })
    .toBe(`Converted ${name}.png (${width} × ${height}) to ${name}.webp.`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download ${name}.webp` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}.webp`);
  const webp = new Uint8Array(await readFile((await download.path())!));
  return [sniff(webp), headerSize('webp', webp)];
}

/** The build files kept on first use, by path. */
const keptFileTools = () =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    FILE_TOOLS_CACHE,
  );

describe('a file tool offline after its first use', () => {
  it('PNG → WebP runs once online, then reloads and runs offline on a new file; its worker and wasm come from the service worker’s cache', async () => {
    await signedInBrowser(context);
    await page.goto('/tools');
    const line = page.locator('[data-part="offline-ready"]');
    await expect.poll(() => line.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');

    const answers: Response[] = [];
    context.on('response', (response) => answers.push(response));
    const fileTools = (pattern: RegExp) =>
      answers
        .filter((r) => pattern.test(new URL(r.url()).pathname))
        .map((r) => ({
          path: new URL(r.url()).pathname,
          fromServiceWorker: r.fromServiceWorker(),
          status: r.status(),
        }));

    await page.goto('/app/png-to-webp');
    await hydrated(page, 'ToolWorkspace');
    expect(await convert('sunset', 320, 240)).toEqual(['webp', { width: 320, height: 240 }]);
    // The first use fetched the worker and the codecs it needs, and the service worker keeps each
    // (its put may finish just after the answer: wait for the cache to hold them all).
    const firstUse = [...new Set([...fileTools(FILE_WORKER), ...fileTools(WASM)].map((a) => a.path))];
    expect(firstUse.filter((path) => FILE_WORKER.test(path))).toHaveLength(1);
    expect(firstUse.filter((path) => WASM.test(path)).length).toBeGreaterThan(0);
    let kept = new Set<string>();
    await expect
      .poll(async () => {
        kept = new Set(await keptFileTools());
        return firstUse.filter((path) => !kept.has(path));
      })
      .toEqual([]);
    answers.length = 0;

    await context.setOffline(true);
    await context.route('**', serviceWorkerOffline);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    await page.getByRole('button', { name: 'PNG to WebP', exact: true }).focus();
    await hydrated(page, 'ToolWorkspace');
    expect(await convert('harbour', 200, 150)).toEqual(['webp', { width: 200, height: 150 }]);

    const worker = fileTools(FILE_WORKER);
    const wasm = fileTools(WASM);
    expect(worker.length, 'the file worker was loaded offline').toBeGreaterThan(0);
    expect(wasm.length, 'the codecs were loaded offline').toBeGreaterThan(0);
    for (const answer of [...worker, ...wasm]) {
      expect(answer, answer.path).toMatchObject({ fromServiceWorker: true, status: 200 });
      expect(kept.has(answer.path), `${answer.path} is kept`).toBe(true);
    }
  });
});
