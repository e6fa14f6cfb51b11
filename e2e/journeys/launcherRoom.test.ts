// Parooty's launcher and a page's last lines on a phone (issue #36): the floating launcher sits
// over the bottom right corner, so each page that shows it ends its content a launcher's
// footprint higher, and a plan switch's amounts keep out of its column. On the first screen and
// scrolled so the end of the page's content is in view, no line of text of its last content block
// is under the launcher: on /subscription (also with a plan switch to confirm, whose last line is
// "Next charge $0.00 on …", which it covered), /tools, a tool page, /account and /pricing, at 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInBrowser, useBrowser } from '../support/browser';

const PHONE = { width: 390, height: 844 };
let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block', viewport: PHONE } },
);

/**
 * Scrolls to the top of the page, or the end of <main> to the bottom of the screen (as far as the
 * page scrolls), then returns
 * the lines of text in main's last content block that the launcher's box overlaps, as
 * "text" strings (empty: none), with the block's own description for the message.
 */
async function linesUnderLauncher(p: Page, at: 'first screen' | 'end'): Promise<{ block: string; covered: string[] }> {
  await p.waitForSelector('[data-part="chat-launcher"]');
  await p.evaluate((end) => {
    const main = document.querySelector('main')!;
    const bottom = main.getBoundingClientRect().bottom + window.scrollY;
    window.scrollTo(0, end ? Math.max(0, bottom - window.innerHeight) : 0);
  }, at === 'end');
  return p.evaluate(() => {
    const main = document.querySelector('main')!;
    /** The last element under main, at the first level with more than one child, that has text on screen. */
    let block: Element = main;
    while (block.children.length === 1) block = block.children[0]!;
    const withText = [...block.children].filter(
      (el) => (el as HTMLElement).innerText?.trim() && (el as HTMLElement).checkVisibility(),
    );
    const last = withText.at(-1) ?? block;
    const launcher = document.querySelector('[data-part="chat-launcher"]')!.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(last, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < launcher.right && launcher.left < r.right && r.top < launcher.bottom && launcher.top < r.bottom)
          covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    const name = `${last.tagName.toLowerCase()}${last.id ? `#${last.id}` : ''}${last.className ? `.${String(last.className).split(' ')[0]}` : ''}`;
    return { block: name, covered };
  });
}

describe('Parooty’s launcher leaves room for the last lines on a phone', () => {
  it('/subscription with a switch to confirm, /tools, a tool page, /account and /pricing: no text of the last block under it', async () => {
    const session = await signedInBrowser(context);
    const res = await fetch(new URL('/api/subscription/checkout', inject('baseUrl')), {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        plan: 'annual',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Ada Lovelace',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const pages = [
      '/subscription',
      '/subscription?switch=monthly',
      '/tools',
      '/app/mortgage-calculator?price=400000&down=80000&rate=6.5&years=30',
      '/account',
      '/pricing',
    ];
    for (const path of pages) {
      await page.goto(path);
      if (path.includes('switch')) await page.locator('[data-part="quote-next-charge"]').waitFor();
      for (const at of ['first screen', 'end'] as const) {
        const { block, covered } = await linesUnderLauncher(page, at);
        expect.soft(covered, `${path} (${at}): text of its last block (${block}) under the launcher`).toEqual([]);
      }
    }
  });
});
