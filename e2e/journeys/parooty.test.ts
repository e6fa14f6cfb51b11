// Parooty as a person meets it: ask the floating widget, follow its recommendation to the tool
// with the inputs filled in, find the same conversation on /parooty; and the launcher's dot,
// timed from page load.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAT_NOTIFICATION_DELAY_MS, MAX_RECOMMENDATIONS } from '../../packages/ui/src/stores/chat';
import { signedInBrowser, useBrowser } from '../support/browser';

let context: BrowserContext;
let page: Page;
useBrowser((c, p) => {
  context = c;
  page = p;
});

const launcher = () => page.locator('[data-part="chat-launcher"]');
const panel = () => page.getByRole('dialog', { name: 'Chat with Parooty' });

describe('Parooty', () => {
  it('recommends the converter for "convert 10 km to miles", which opens with 10 km filled in; /parooty shows the same conversation', async () => {
    await signedInBrowser(context);
    await page.goto('/terms');
    await launcher().click();
    await panel().waitFor();
    await page.getByPlaceholder('Ask Parooty...').fill('convert 10 km to miles');
    await page.keyboard.press('Enter');
    const recommendation = panel().locator('[data-part="recommendation"] a').first();
    await recommendation.waitFor();
    await expect(panel().locator('[data-part="recommendation"]').count()).resolves.toBeLessThanOrEqual(
      MAX_RECOMMENDATIONS,
    );
    const answer = (await panel().locator('[data-from="assistant"]').nth(1).innerText()).replace(/^Parooty:\s*/, '');
    // The converter's own engine, run on the server, states the result first (10 / 1.609344).
    await expect(panel().locator('[data-part="result"]').innerText()).resolves.toBe('10 km is 6.21371 mi.');
    expect(answer.startsWith('10 km is 6.21371 mi.')).toBe(true);
    const toolName = await recommendation.innerText();
    const href = (await recommendation.getAttribute('href'))!;
    expect(href).toMatch(/^\/app\/[^/?]+\?/);

    await recommendation.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    await page.getByText('6.21371 mi', { exact: true }).waitFor();
    const values = await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(values).toContain('10');
    await page.screenshot({ path: '/tmp/parooty-tool.png' });

    await page.goto('/parooty');
    const conversation = page.locator('[data-part="parooty-conversation"]');
    await conversation.locator('[data-from="user"]', { hasText: 'convert 10 km to miles' }).waitFor();
    await expect(conversation.locator('[data-from="assistant"]').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Parooty'),
      expect.stringContaining(answer.split('\n')[0]!),
    ]);
    await expect(conversation.locator('[data-part="result"]').innerText()).resolves.toBe('10 km is 6.21371 mi.');
    const card = conversation.getByRole('link', { name: toolName });
    await expect(card.getAttribute('href')).resolves.toBe(href);
    // The widget's panel, open when the tool page was left, is not reopened over the page's own
    // conversation once the widget has hydrated; its launcher stays.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr] [data-part="chat-launcher"]'));
    await expect(panel().count()).resolves.toBe(0);
    await expect(launcher().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/parooty-page.png', fullPage: true });

    // And it goes on from the page: the next question and answer show up in the widget.
    await page.getByRole('textbox', { name: 'Message Parooty' }).last().fill('sha256 of hello');
    await page.keyboard.press('Enter');
    await conversation.locator('[data-from="assistant"]').nth(2).waitFor();
    await page.goto('/pricing');
    // A conversation in this tab: the widget hydrates without waiting for a touch, and its panel,
    // left open before /parooty, is open again.
    await page.waitForFunction(() => !document.querySelector('astro-island[client="interaction"][ssr]'));
    await panel().waitFor();
    await panel().locator('[data-from="user"]', { hasText: 'sha256 of hello' }).waitFor();
  });

  it('says "not yet" for an operation Perch lacks, and its request link opens /app-request filled in (issue 38)', async () => {
    await signedInBrowser(context);
    await page.goto('/terms');
    await launcher().click();
    await panel().waitFor();
    await page.getByPlaceholder('Ask Parooty...').fill('convert a video to mp4');
    await page.keyboard.press('Enter');
    const request = panel().getByRole('link', { name: 'Request this tool: Video converter' });
    await request.waitFor();
    const reply = await panel().locator('[data-from="assistant"]').nth(1).innerText();
    expect(reply).toContain("Perch doesn't have a video converter yet");
    // No near miss on offer: no file tool that does something else (PDF compression is a tool now, #39).
    await expect(panel().locator('[data-part="recommendation"]').count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/parooty-not-yet.png' });
    await request.click();
    await page.waitForURL((url) => url.pathname === '/app-request');
    await expect(page.getByLabel('Tool name').inputValue()).resolves.toBe('Video converter');
    await expect(page.getByLabel(/What should it do/i).inputValue()).resolves.toBe('convert a video to mp4');
  });

  it('is public: a visitor asks on /parooty and gets cards with the reason each tool fits', async () => {
    await page.goto('/parooty');
    await page.getByRole('button', { name: 'Convert 10 km to miles' }).click();
    const cards = page.locator('[data-part="parooty-conversation"] [data-part="recommendation"]');
    await cards.first().waitFor();
    // The reply opens with the result, worked out by the tool on the server.
    await expect(page.locator('[data-part="parooty-conversation"] [data-part="result"]').innerText()).resolves.toBe(
      '10 km is 6.21371 mi.',
    );
    // The reason says what the card's description does not: the question's own 10 km is filled in.
    await expect(cards.first().locator('[data-part="why"]').innerText()).resolves.toContain('10 km already filled in');
    // A reason that would only repeat a card's description is left out.
    for (const card of await cards.all()) {
      const why = card.locator('[data-part="why"]');
      if ((await why.count()) === 0) continue;
      expect((await why.innerText()).toLowerCase()).not.toContain(
        (await card.locator('p').first().innerText()).toLowerCase().replace(/\.$/, '').split(' ').slice(1).join(' '),
      );
    }
    await page.screenshot({ path: '/tmp/parooty-visitor.png', fullPage: true });
  });

  it('asks a suggested question clicked before the conversation is live, once it is', async () => {
    // The page's scripts are held until the click has landed, as on a slow phone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/parooty', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Convert 10 km to miles' }).click();
    const island = page.locator('astro-island[component-export="ParootyConversationIsland"]');
    await expect(island.getAttribute('ssr'), 'not hydrated at the click').resolves.toBe('');
    release();
    await page.unrouteAll({ behavior: 'wait' });
    const cards = page.locator('[data-part="parooty-conversation"] [data-part="recommendation"]');
    await cards.first().waitFor();
    await expect(
      page.locator('[data-part="parooty-conversation"] [data-from="user"]').allInnerTexts(),
    ).resolves.toEqual([expect.stringContaining('Convert 10 km to miles')]);
  });

  it('shows the launcher dot 30 s after the page loads, though the widget hydrates ~10 s in', async () => {
    // Time stands still but for runFor(), so real time spent loading cannot move the edge.
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 1_000);
    await page.goto('/terms');
    const dot = page.locator('[data-part="dot"]');
    // Nobody touches the page: the island hydrates once the browser is idle, 10 s in.
    await page.clock.runFor(11_000);
    await page.waitForFunction(() => !document.querySelector('astro-island[client="interaction"][ssr]'));
    await page.waitForFunction(() => document.querySelector('[data-part="chat-launcher"]') !== null);
    const age = () => page.evaluate(() => performance.now());
    const hydratedAt = await age();
    expect(hydratedAt).toBeGreaterThan(10_000);
    await page.clock.runFor(CHAT_NOTIFICATION_DELAY_MS - 100 - hydratedAt);
    expect(await age()).toBeLessThan(CHAT_NOTIFICATION_DELAY_MS);
    await expect(dot.count()).resolves.toBe(0);
    await page.clock.runFor(200);
    await dot.waitFor({ state: 'attached' });
    await expect(launcher().getAttribute('aria-label')).resolves.toBe('Open chat with Parooty (new)');
  });
});
