// The catalogue in Chromium: search as you type on /tools, open a tool, use it, and find it
// again among the recently used tools.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

const base = inject('baseUrl');
let context: BrowserContext;
let page: Page;
useBrowser((c, p) => {
  context = c;
  page = p;
});

const signedIn = () => signedInBrowser(context);

describe('finding and using a tool', () => {
  it('search "json" on /tools, open the JSON formatter, format a value; it is then among the recently used tools', async () => {
    await signedIn();
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await search.fill('json');
    // The first card is the formatter, found in the browser (the address bar follows the query).
    const first = page.locator('[data-tool]').first();
    await expect.poll(() => first.getAttribute('data-tool')).toBe('json-formatter');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=json');
    await first.getByRole('link').click();
    await page.waitForURL('**/app/json-formatter');

    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('textbox', { name: 'JSON' }).fill('{"name":"Perch","tools":[1,2]}');
    await page.getByRole('button', { name: 'Run JSON Formatter' }).click();
    await expect(page.locator('[data-part="tool-result"]').textContent()).resolves.toBe('{\n  "name": "Perch",\n  "tools": [\n    1,\n    2\n  ]\n}');
    // The inputs are in the address bar, so the result can be shared.
    expect(new URL(page.url()).searchParams.get('input')).toBe('{"name":"Perch","tools":[1,2]}');

    await page.goto('/tools');
    const recent = page.getByRole('region', { name: 'Recently used' });
    await expect.poll(() => recent.getByRole('link', { name: /JSON Formatter/ }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('a category filter and an empty search offer Parooty; a Pro tool asks a free user to subscribe', async () => {
    await signedIn();
    await page.goto('/tools?q=zzzzqqqq');
    await expect(page.getByRole('heading', { name: 'No tool matches that yet' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Ask Parooty' }).getAttribute('href')).resolves.toBe('/parooty?q=zzzzqqqq');

    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Design' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('design');
    const categories = await page.locator('[data-tool]').evaluateAll((cards) => cards.map((c) => c.querySelector('span')?.textContent ?? ''));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.startsWith('Design'))).toBe(true);

    const { tools } = (await (await fetch(new URL('/catalogue/search-index.json', base))).json()) as { tools: Array<{ id: string; pro: boolean }> };
    const proTool = tools.find((t) => t.pro);
    expect(proTool, 'the catalogue has Pro tools').toBeDefined();
    await page.goto(`/app/${proTool!.id}`);
    await expect(page.getByRole('link', { name: 'Subscribe to unlock' }).getAttribute('href')).resolves.toBe('/pricing');
  });
});
