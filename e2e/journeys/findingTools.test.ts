// Finding tools on a phone (issue #36): the interests picked at onboarding open /tools, the search
// box is the first thing on the page, a sort reorders the catalogue, and Parooty's launcher never
// hides a card's text.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findTool } from '@perch/tools';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

const PHONE = { width: 390, height: 844 };
let context: BrowserContext;
let page: Page;
// No service worker: the journeys here are about layout and order, not offline.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block', viewport: PHONE } },
);

const results = () => page.locator('[data-part="results"] > [data-tool]');
const resultIds = () => results().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tool') ?? ''));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of a card's lines of text (category, name, description), where they are on screen. */
async function textBoxes(card: Locator): Promise<Box[]> {
  return card.locator('a > *').evaluateAll((parts) =>
    parts.flatMap((part) => {
      const range = document.createRange();
      range.selectNodeContents(part);
      return [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
    }),
  );
}

describe('finding tools on a phone', () => {
  it('interests picked at onboarding fill the first page; search comes first; typing hides the lists', async () => {
    await signedInBrowser(context);
    await page.goto('/onboarding');
    for (const interest of ['Productivity', 'Developer', 'Finance'])
      await page.getByRole('checkbox', { name: new RegExp(interest) }).check();
    await page.getByRole('button', { name: 'Continue to your tools' }).click();
    await page.waitForURL('**/tools');

    const ids = await resultIds();
    expect(ids).toHaveLength(24);
    for (const id of ids) expect(['productivity', 'developer', 'finance'], id).toContain(findTool(id)!.category);
    await expect(
      page
        .getByRole('navigation', { name: 'Sort' })
        .getByRole('link', { name: 'For you' })
        .getAttribute('aria-current'),
    ).resolves.toBe('true');

    // Use a tool, so "Recently used" is there, then come back: the search box is above it, on the first screen.
    await page.goto('/app/kilometres-to-miles?value=42');
    await page.locator('[data-part="tool-result"]').waitFor();
    // The server drew the link's result; its use is recorded when the page goes live (a touch, or idle).
    await hydrated(page, 'ToolWorkspace');
    await page.goto('/tools');
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    const recent = page.getByRole('region', { name: 'Recently used' });
    await recent.waitFor();
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.y + searchBox.height).toBeLessThan(PHONE.height);
    expect(searchBox.y).toBeLessThan((await recent.boundingBox())!.y);
    // No sideways scroll on a phone: the page is as wide as the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // Typing: the lists make way, and the results come straight under the search.
    await hydrated(page, 'ToolBrowser');
    await search.fill('mortgage');
    await expect.poll(() => resultIds().then((r) => r[0])).toBe('mortgage-calculator');
    await expect(recent.isVisible()).resolves.toBe(false);
    await search.fill('');
    await expect.poll(() => recent.isVisible()).toBe(true);
  });

  it('the sort reorders in place and lives in the URL (A–Z), and a reload draws the same list', async () => {
    await signedInBrowser(context);
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    const sorts = page.getByRole('navigation', { name: 'Sort' });
    await sorts.getByRole('link', { name: 'A–Z' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    const live = await resultIds();
    const names = live.map((id) => findTool(id)!.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    // The server draws the same list for the same URL.
    await page.reload();
    expect((await resultIds()).slice(0, 24)).toEqual(live.slice(0, 24));
    await expect(sorts.getByRole('link', { name: 'A–Z' }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(page.locator('[data-part="sort-rule"]').textContent()).resolves.toBe('By name, A to Z.');
  });

  it("Parooty's launcher never covers a card's text: at the end of the page, or with a card at the bottom of the screen", async () => {
    await signedInBrowser(context);
    await page.goto('/tools');
    const launcher = page.locator('[data-part="chat-launcher"]');
    await launcher.waitFor();
    const last = results().last();

    // The last card at the very bottom of the screen, where the launcher is.
    await last.evaluate((card) => card.scrollIntoView({ block: 'end' }));
    const at = (await launcher.boundingBox())!;
    const cardBox = (await last.boundingBox())!;
    expect(overlaps(at, cardBox), 'the card does reach under the launcher').toBe(true);
    for (const line of await textBoxes(last)) expect(overlaps(at, line), JSON.stringify(line)).toBe(false);

    // And every card's text at every 100 px of a scroll through the page (before the fix, five
    // lines of the first page's cards passed under it).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 100) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const launcherBox = (await launcher.boundingBox())!;
      const covered = await page.evaluate((l) => {
        const lines: string[] = [];
        for (const part of document.querySelectorAll('li[data-tool] > a > *')) {
          const range = document.createRange();
          range.selectNodeContents(part);
          for (const r of range.getClientRects())
            if (l.x < r.x + r.width && r.x < l.x + l.width && l.y < r.y + r.height && r.y < l.y + l.height)
              lines.push(part.textContent ?? '');
        }
        return lines;
      }, launcherBox);
      expect(covered, `scrolled to ${y}`).toEqual([]);
    }

    // Scrolled to the end, the footer's last line is clear of it too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = (await launcher.boundingBox())!;
    const footerLast = (await page.locator('#site-footer button').last().boundingBox())!;
    expect(overlaps(end, footerLast)).toBe(false);
  });
});
