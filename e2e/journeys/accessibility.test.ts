// axe-core in Chromium over the catalogue's pages as a signed-in user sees them: /tools (listing,
// searching, a category) and a tool page of every renderer kind, after hydration and after a run.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CATALOGUE, RENDERER_KINDS } from '@perch/tools';
import { signUp } from '../support/accounts';
import { hydrated, useBrowser } from '../support/browser';

const base = inject('baseUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let context: BrowserContext;
let page: Page;
// axe is injected as a script the page's CSP would refuse; the CSP itself is tested elsewhere.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { bypassCSP: true } },
);

type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
/** WCAG 2.x A and AA rules, as the Storybook a11y checks run them. */
async function violations(p: Page): Promise<string[]> {
  await p.addScriptTag({ path: AXE });
  const found = await p.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }))
      .violations;
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

describe('the catalogue pages pass axe', () => {
  it('/tools: the listing, a search and a category', async () => {
    const session = await signUp(base);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('json');
    await page.locator('[data-tool]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto('/tools?category=design&q=zzzzqqqq');
    expect(await violations(page)).toEqual([]);
  });

  it.each(RENDERER_KINDS.filter((kind) => CATALOGUE.some((t) => t.kind === kind && !t.pro)))(
    'a %s tool page, before and after a run',
    async (kind) => {
      const session = await signUp(base);
      const [name, value] = session.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
      const tool = CATALOGUE.find((t) => t.kind === kind && !t.pro)!;
      await page.goto(`/app/${tool.id}`);
      await hydrated(page, 'ToolWorkspace');
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Try the example' }).click();
      // A file tool's example files are made in its worker: they are listed before its Run has them.
      if (kind === 'file') await page.locator('[data-part="file-item"]').first().waitFor();
      await page.locator('article[data-kind] form button[type="submit"]').click();
      await page.getByRole('heading', { name: 'Result' }).waitFor();
      expect(await violations(page)).toEqual([]);
    },
  );

  it('/app-request with its field errors and a request listed, /wishlist, and a locked Pro tool page', async () => {
    const session = await signUp(base);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await page.goto('/app-request');
    await hydrated(page, 'ToolRequests');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Give the tool a name.').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Tool name').fill('Invoice number generator');
    await page.getByLabel('What should it do?').fill('Sequential invoice numbers.');
    await page.getByLabel('Category').selectOption({ label: 'Finance' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('[data-part="tool-request"]').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto('/wishlist');
    expect(await violations(page)).toEqual([]);
    const pro = CATALOGUE.find((t) => t.pro)!;
    await page.goto(`/app/${pro.id}`);
    await page.getByRole('link', { name: 'Subscribe to unlock' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
