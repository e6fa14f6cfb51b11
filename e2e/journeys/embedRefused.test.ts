// The one-tag embed on a site Perch has not allowed (not in PAROOTY_ALLOWED_ORIGINS): the browser
// refuses the cross-origin question, and the widget says once that Parooty is not available on
// this site, instead of "Squawk! Sorry…" with only a CORS error in the console to go by (#36).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_FAILURE, CHAT_NOT_ALLOWED } from '../../packages/ui/src/stores/chat';
import { useBrowser } from '../support/browser';

let page: Page;
// The refusal itself is what this journey is about: Chromium reports the blocked request.
useBrowser((_context, p) => (page = p), { allowConsole: /blocked by CORS policy|net::ERR_FAILED|status of 404/ });

let site: http.Server;
let siteUrl = '';
beforeAll(async () => {
  const perch = inject('baseUrl');
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Unlisted site</title></head><body><h1>Unlisted site</h1>
      <script src="${perch}/embed/chat.js" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('the one-tag embed on a site that is not allowed', () => {
  it('says once that Parooty is not available on this site, and takes no more questions', async () => {
    await page.goto(siteUrl, { waitUntil: 'networkidle' });
    await page.locator('[data-part="chat-launcher"]').click();
    const input = page.getByPlaceholder('Ask Parooty...');
    await input.fill('convert 5 km to miles');
    await page.keyboard.press('Enter');
    await page.getByText(CHAT_NOT_ALLOWED).waitFor();
    await expect(page.getByText(CHAT_FAILURE).count()).resolves.toBe(0);
    await expect(page.getByText(CHAT_NOT_ALLOWED).count()).resolves.toBe(1);
    await expect(input.isDisabled()).resolves.toBe(true);
  });

  it("Perch's access check answers any origin, and says which may ask", async () => {
    const perch = inject('baseUrl');
    const ask = (origin: string) => fetch(new URL('/api/parooty/embed-access', perch), { headers: { origin } });
    const unlisted = await ask('https://unlisted.example');
    expect(unlisted.headers.get('access-control-allow-origin')).toBe('*');
    expect(await unlisted.json()).toEqual({ allowed: false });
    expect(await (await ask('https://partner.example')).json()).toEqual({ allowed: true });
    expect(await (await ask(new URL(perch).origin)).json()).toEqual({ allowed: true });
  });
});
