// Parooty outside Perch (the one-tag embed in a shadow root) and inside it (the chat island
// that waits for the visitor's first interaction).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_FAILURE, CHAT_THINKING, MAX_RECOMMENDATIONS } from '../../packages/ui/src/stores/chat';
import { useBrowser } from '../support/browser';

let page: Page;
useBrowser((_context, p) => (page = p));

const REPLY = 'Try these <b>two</b> tools.';
const recommendations = ['Focus Timer', 'Task Board', 'Habit Tracker'].map((name, i) => ({
  name,
  description: `${name} keeps your day on track.`,
  category: 'Productivity',
  url: i === 1 ? 'javascript:alert(1)' : `https://tools.example/${i}`,
}));

/** Another team's site: a plain page with the tag, and an endpoint that answers like the Parooty API will. */
let partner: http.Server;
let partnerUrl = '';
const questions: unknown[] = [];

beforeAll(async () => {
  const perch = inject('baseUrl');
  partner = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/ask-parooty') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        questions.push(JSON.parse(body));
        // A little wait, so "Thinking..." can be seen.
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ data: { content: REPLY, toolRecommendations: recommendations } }));
        }, 300);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Partner</title></head><body>
      <h1>Partner site</h1><p>No styles of its own.</p>
      <script src="${perch}/embed/chat.js" data-endpoint="${partnerUrl}/ask-parooty" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

const launcher = () => page.locator('[data-part="chat-launcher"]');
const panel = () => page.getByRole('dialog', { name: 'Chat with Parooty' });

/** Computed styles of the widget's parts (inside the shadow root), panel open. */
async function widgetStyles() {
  // No hover state in the figures.
  await page.mouse.move(0, 0);
  return page.evaluate(() => {
    const shadow = document.querySelector('perch-chat')!.shadowRoot!;
    const props = [
      'font-family',
      'font-size',
      'line-height',
      'color',
      'background-color',
      'width',
      'height',
      'border-radius',
      'padding-top',
      'display',
      'box-sizing',
    ];
    const parts = {
      launcher: '[data-part="chat-launcher"]',
      panel: '[data-part="chat-panel"]',
      title: 'h2',
      message: '[data-part="message"]',
      prompt: '[data-part="quick-prompts"] button',
      input: 'textarea',
      send: 'button[type="submit"]',
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, selector]) => {
        const style = getComputedStyle(shadow.querySelector(selector)!);
        return [name, Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]))];
      }),
    );
  });
}

async function openEmbeddedChat(url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await launcher().click();
  await panel().waitFor();
}

describe('the one-tag embed', () => {
  it('mounts in a shadow root on /embed-demo, untouched by the hostile host CSS, and keeps focus and Escape', async () => {
    await openEmbeddedChat('/embed-demo');
    const mounted = await page.evaluate(() => ({
      shadow: document.querySelector('perch-chat')?.shadowRoot?.mode,
      inLightDom: document.querySelectorAll('[data-part="chat-launcher"]').length,
      focused: document.querySelector('perch-chat')?.shadowRoot?.activeElement?.tagName,
    }));
    expect(mounted).toEqual({ shadow: 'open', inLightDom: 0, focused: 'TEXTAREA' });

    const hostile = await widgetStyles();
    expect(hostile.launcher).toMatchObject({
      'background-color': 'rgb(216, 122, 63)',
      width: '56px',
      height: '56px',
      display: 'grid',
    });
    for (const part of Object.values(hostile)) {
      expect(part['font-family']).toMatch(/^ui-sans-serif, system-ui/);
      expect(part.color).not.toBe('rgb(255, 0, 0)');
    }
    // The same widget on a page with no CSS at all computes exactly the same styles.
    await openEmbeddedChat(partnerUrl);
    expect(await widgetStyles()).toEqual(hostile);

    // Escape closes the panel and gives focus back to the launcher, inside the shadow root.
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    const focused = await page.evaluate(() =>
      document.querySelector('perch-chat')?.shadowRoot?.activeElement?.getAttribute('data-part'),
    );
    expect(focused).toBe('chat-launcher');
    await page.keyboard.press('Enter');
    await panel().waitFor();
  });

  it('keeps its own CSS out of the host page', async () => {
    await page.goto(partnerUrl);
    const before = await page.evaluate(() => {
      const paragraph = document.querySelector('p')!;
      const h1 = document.querySelector('h1')!;
      return {
        sheets: document.styleSheets.length,
        box: getComputedStyle(paragraph).boxSizing,
        margin: getComputedStyle(h1).marginTop,
      };
    });
    await openEmbeddedChat(partnerUrl);
    const after = await page.evaluate(() => {
      const paragraph = document.querySelector('p')!;
      const h1 = document.querySelector('h1')!;
      const root = getComputedStyle(document.documentElement);
      return {
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        box: getComputedStyle(paragraph).boxSizing,
        margin: getComputedStyle(h1).marginTop,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        accentVar: root.getPropertyValue('--perch-color-accent'),
        shadowSheets: document.querySelector('perch-chat')!.shadowRoot!.adoptedStyleSheets.length,
      };
    });
    expect(after).toEqual({
      ...before,
      adopted: 0,
      bodyBackground: 'rgba(0, 0, 0, 0)',
      accentVar: '',
      shadowSheets: 1,
    });
    expect(before.box).toBe('content-box');
  });

  it('asks the endpoint named by data-endpoint and shows the reply and at most two recommendations as text', async () => {
    await openEmbeddedChat(partnerUrl);
    await page.getByPlaceholder('Ask Parooty...').fill('  Show me AI tools  ');
    await page.keyboard.press('Enter');
    await page.getByText(CHAT_THINKING).waitFor();
    await expect(page.getByPlaceholder('Ask Parooty...').isDisabled()).resolves.toBe(true);
    await page.locator('[data-from="assistant"]', { hasText: REPLY }).waitFor();

    expect(questions.at(-1)).toEqual({ query: 'Show me AI tools', sessionId: expect.stringMatching(/^widget-\d+$/) });
    const recs = page.locator('[data-part="recommendation"]');
    await expect(recs.count()).resolves.toBe(MAX_RECOMMENDATIONS);
    await expect(recs.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Focus Timer'),
      expect.stringContaining('Task Board'),
    ]);
    // Text, never markup; and a javascript: link is not a link.
    const rendered = await page.evaluate(() => {
      const shadow = document.querySelector('perch-chat')!.shadowRoot!;
      return {
        bold: shadow.querySelectorAll('[data-part="message"] b').length,
        links: [...shadow.querySelectorAll('[data-part="recommendation"] a')].map((a) => a.getAttribute('href')),
      };
    });
    expect(rendered).toEqual({ bold: 0, links: ['https://tools.example/0'] });
  });

  it('asks Perch at /api/parooty/query (resolved against the script) by default, and shows its answer', async () => {
    await openEmbeddedChat('/embed-demo');
    const asked = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Show me AI tools' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await asked).url()).toBe(`${inject('baseUrl')}/api/parooty/query`);
    // The welcome, then Parooty's answer.
    await page.locator('[data-from="assistant"]').nth(1).waitFor();
    await expect(page.getByText(CHAT_FAILURE).count()).resolves.toBe(0);
    const links = await page
      .locator('[data-part="recommendation"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    // Embedded, a tool's link is absolute to Perch (here Perch's own demo page, so the same origin).
    for (const href of links) expect(href).toMatch(new RegExp(`^${inject('baseUrl')}/app/`));
  });

  it('works from a partner origin listed in PAROOTY_ALLOWED_ORIGINS: CORS with preflight, against Perch itself', async () => {
    // The shared test server lists this run's partner port (sharedServerEnv in e2e/support/server.ts).
    const perch = inject('baseUrl');
    const partnerPort = inject('partnerPort');
    const listed = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Listed partner</title></head><body><h1>Listed partner</h1>
        <script src="${perch}/embed/chat.js" async></script></body></html>`);
    });
    await new Promise<void>((resolve) => listed.listen(partnerPort, '127.0.0.1', resolve));
    try {
      await openEmbeddedChat(`http://127.0.0.1:${partnerPort}/`);
      const preflight = page.waitForRequest(
        (r) => r.method() === 'OPTIONS' || (r.method() === 'POST' && r.url().endsWith('/api/parooty/query')),
      );
      await page.getByPlaceholder('Ask Parooty...').fill('sha256 of hello');
      await page.keyboard.press('Enter');
      expect((await preflight).url()).toBe(`${perch}/api/parooty/query`);
      const tool = page.locator('[data-part="recommendation"] a').first();
      await tool.waitFor();
      await expect(page.getByText(CHAT_FAILURE).count()).resolves.toBe(0);
      // #36: a tool's link goes to Perch, not to the partner's site, and opens in a new tab.
      await expect(tool.getAttribute('href')).resolves.toMatch(new RegExp(`^${perch}/app/[a-z0-9-]+`));
      await expect(tool.getAttribute('target')).resolves.toBe('_blank');
    } finally {
      await new Promise<void>((resolve) => listed.close(() => resolve()));
    }
  });

  it('is served as cacheable JavaScript any site may load', async () => {
    const res = await fetch(`${inject('baseUrl')}/embed/chat.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('the chat island on Perch', () => {
  it('loads no JavaScript on / until the first interaction but the idle performance collector, then hydrates the chat', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // The performance collector (#18) and Vite's import helper come once the page is idle.
    const collector = (s: string) => /^\/_astro\/(analytics|preload-helper)\.[\w-]+\.js$/.test(s);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    expect(scripts.filter((s) => !collector(s))).toEqual([]);
    // Server-rendered, so the launcher is there from the first paint.
    await expect(launcher().getAttribute('aria-label')).resolves.toBe('Open chat with Parooty');
    // The first click both starts loading and, once the island is live, opens the panel.
    await launcher().click();
    await panel().waitFor();
    expect(scripts.filter((s) => !collector(s)).length).toBeGreaterThan(0);
    await expect(page.locator('[data-part="chat-widget"]').count()).resolves.toBe(1);
  });

  it('hydrates on a keyboard user’s first key press, and keeps the conversation across pages', async () => {
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.querySelector('astro-island[client="interaction"][ssr]'));
    await launcher().focus();
    await page.keyboard.press('Enter');
    await panel().waitFor();
    // A conversation in this tab: the next page brings the panel back without waiting for a touch.
    await page.goto('/', { waitUntil: 'networkidle' });
    await panel().waitFor();
  });
});
