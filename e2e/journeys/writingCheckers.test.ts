// The offline writing checkers in Chromium: the spelling checker marks each misspelt word in the
// text and puts a suggestion in with one click; the style checker marks its findings. The
// dictionary is Perch's own build asset (no CDN), fetched by the page on the first check; with
// the network off afterwards, both pages come from the service worker and check again.
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../support/accounts';
import { hydrated, useBrowser } from '../support/browser';

const base = inject('baseUrl');
/** Where the screenshots go (SHOTS=dir to keep them); the journey looks at the page either way. */
const shots = process.env.SHOTS ?? tmpdir();
let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { allowConsole: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 404/ },
);

/** Offline for the page and for the service worker's own fetches (see offline.test.ts). */
const serviceWorkerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

const TYPED = 'I recieve teh letters on Monday.';

async function check(text: string, button: string) {
  await hydrated(page, 'ToolWorkspace');
  await page.getByLabel('Your text').fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.locator('[data-part="findings"], [data-part="summary"]').first().waitFor();
}

describe('the writing checkers', () => {
  it('mark findings in place, take a suggestion with one click, and work again with the network off', async () => {
    const session = await signUp(base);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await page.goto('/tools');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 20_000 });

    // The dictionary comes from this server, as two hashed build assets, on the first check.
    const fetched: string[] = [];
    page.on('response', (r) => {
      if (/\.(aff|dic)$/.test(new URL(r.url()).pathname)) fetched.push(`${r.status()} ${new URL(r.url()).href}`);
    });
    await page.goto('/app/spelling-checker');
    expect(fetched).toEqual([]);
    await check(TYPED, 'Check');
    expect(fetched.map((f) => f.replace(/\/_astro\/index\.[\w-]+\./, '/_astro/index.*.'))).toEqual(
      expect.arrayContaining([`200 ${base}/_astro/index.*.aff`, `200 ${base}/_astro/index.*.dic`]),
    );
    const marked = page.locator('[data-part="marked"] mark');
    await expect(marked.allInnerTexts()).resolves.toEqual(['recieve', 'teh']);
    await page.screenshot({ path: path.join(shots, 'spelling-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Use “the” for “teh”' }).click();
    await expect(page.getByLabel('Your text').inputValue()).resolves.toBe('I recieve the letters on Monday.');
    await expect(marked.allInnerTexts()).resolves.toEqual(['recieve']);
    await page.getByRole('status').filter({ hasText: 'Replaced “teh” with “the”.' }).waitFor();

    await page.goto('/app/style-checker');
    await check('The report was written by the the team. We will utilize the data.', 'Check');
    await expect(page.locator('[data-part="marked"] mark').allInnerTexts()).resolves.toEqual([
      'written',
      'the the',
      'utilize',
    ]);

    // Offline: both pages come back from the service worker and check with what it kept.
    await context.setOffline(true);
    await context.route('**', serviceWorkerOffline);
    const spelling = await page.goto('/app/spelling-checker');
    expect(spelling?.fromServiceWorker(), 'the tool page comes from the service worker').toBe(true);
    await check('Wich way to the stasion?', 'Check');
    await expect(page.locator('[data-part="marked"] mark').allInnerTexts()).resolves.toEqual(['Wich', 'stasion']);
    await page.getByRole('button', { name: 'Use “station” for “stasion”' }).click();
    await expect(page.getByLabel('Your text').inputValue()).resolves.toBe('Wich way to the station?');
    await page.screenshot({ path: path.join(shots, 'spelling-offline-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'spelling-offline-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const style = await page.goto('/app/style-checker');
    expect(style?.fromServiceWorker()).toBe(true);
    await check('We will utilize it in order to win.', 'Check');
    await expect(page.locator('[data-part="marked"] mark').allInnerTexts()).resolves.toEqual([
      'utilize',
      'in order to',
    ]);
    await page.getByRole('button', { name: 'Use “use” for “utilize”' }).click();
    await expect(page.getByLabel('Your text').inputValue()).resolves.toBe('We will use it in order to win.');
    await page.screenshot({ path: path.join(shots, 'style-offline-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'style-offline-390.png'), fullPage: true });
    await context.unroute('**', serviceWorkerOffline);
    await context.setOffline(false);
  });
});
