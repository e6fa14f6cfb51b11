// The catalogue in Chromium: search as you type on /tools, open a tool, use it, and find it
// again among the recently used tools.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAMILIES, fixedContext, runTool, type ToolRow } from '@perch/tools';
import { loadEngine } from '../../packages/tools/src/families/engines';
import { hydrated, signedInBrowser, useBrowser } from '../support/browser';

const base = inject('baseUrl');
let context: BrowserContext;
let page: Page;
// No service worker: once it controls the page it serves the island scripts from its cache,
// where no route can hold them, and a form meant to be sent before it is live could hydrate
// first. The offline journeys test the worker.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  // 413: the answer to a form too large to send before the page is live (a journey below).
  { context: { serviceWorkers: 'block' }, allowConsole: /status of (404|413)/ },
);

const signedIn = () => signedInBrowser(context);

describe('finding and using a tool', () => {
  it('search "json" on /tools, open the JSON formatter, format a value; it is then among the recently used tools', async () => {
    await signedIn();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/catalogue/search-index.json')) indexRequests.push(request.url());
    });
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    // The index (the page's heaviest work) is not fetched with the page, hydrated and idle…
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(indexRequests).toEqual([]);
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    // …but as soon as the visitor reaches for the search.
    await search.focus();
    await expect.poll(() => indexRequests.length).toBe(1);
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
    await expect(page.locator('[data-part="tool-result"]').textContent()).resolves.toBe(
      '{\n  "name": "Perch",\n  "tools": [\n    1,\n    2\n  ]\n}',
    );
    // The inputs are in the address bar, so the result can be shared.
    expect(new URL(page.url()).searchParams.get('input')).toBe('{"name":"Perch","tools":[1,2]}');

    await page.goto('/tools');
    const recent = page.getByRole('region', { name: 'Recently used' });
    await expect.poll(() => recent.getByRole('link', { name: /JSON Formatter/ }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('a search for what Perch lacks says so ("currency", "tiff"), with the request filled in; a typo-free near miss stands only as "close" (issue 38)', async () => {
    await signedIn();
    await page.goto('/tools?q=currency');
    await hydrated(page, 'ToolBrowser');
    await page.getByRole('heading', { name: 'No tool for “currency” yet' }).waitFor();
    await expect(page.locator('[data-part="empty"]').innerText()).resolves.toContain(
      "Perch doesn't have a currency converter with exchange rates yet",
    );
    await expect(page.locator('[data-tool]').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Request a tool' }).getAttribute('href')).resolves.toBe(
      '/app-request?name=Currency+converter+with+exchange+rates&description=currency',
    );
    await page.screenshot({ path: '/tmp/tools-currency.png', fullPage: true });
    // Typed in the live search: the same honest answer, with no reload.
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await search.fill('tiff');
    await page.getByRole('heading', { name: 'No tool for “tiff” yet' }).waitFor();
    await page.locator('[data-part="empty"]', { hasText: "Perch doesn't have tools for TIFF images yet" }).waitFor();
    await expect(page.locator('[data-tool]').count()).resolves.toBe(0);
    // HEIC was such a gap until HEIC → JPG landed (issue 39).
    await search.fill('heic');
    await expect.poll(() => page.locator('[data-tool]').first().getAttribute('data-tool')).toBe('heic-to-jpg');
    // PDF was such a gap until the PDF family landed (issue 39): now it finds the tools.
    await search.fill('merge pdf');
    await expect.poll(() => page.locator('[data-tool]').first().getAttribute('data-tool')).toBe('merge-pdfs');
    // Words no tool has whole: nothing stands as a result, the near misses are offered as close.
    await search.fill('unix time stamp ');
    await page.getByRole('heading', { name: 'No tool for “unix time stamp” yet' }).waitFor();
    await expect(
      page
        .locator('[data-part="close-matches"]')
        .getByRole('link', { name: 'Unix Timestamp to Date Converter' })
        .count(),
    ).resolves.toBe(1);
    await search.fill('timezone');
    await page.locator('[data-tool]').first().waitFor();
    const first = await page
      .locator('[data-tool]')
      .evaluateAll((cards) => cards.slice(0, 8).map((c) => c.getAttribute('data-tool')));
    expect(first[0]).toBe('time-zone-converter');
    expect(first).not.toContain('heart-rate-zone-calculator');
  });

  it('a category filter and an empty search offer Parooty; a Pro tool asks a free user to subscribe', async () => {
    await signedIn();
    await page.goto('/tools?q=zzzzqqqq');
    await expect(page.getByRole('heading', { name: 'No tool for “zzzzqqqq” yet' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Ask Parooty' }).getAttribute('href')).resolves.toBe(
      '/parooty?q=zzzzqqqq',
    );

    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Design' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('design');
    const categories = await page
      .locator('[data-tool]')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('span')?.textContent ?? ''));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.startsWith('Design'))).toBe(true);

    const { tools } = (await (await fetch(new URL('/catalogue/search-index.json', base))).json()) as {
      tools: Array<{ id: string; pro: boolean }>;
    };
    const proTool = tools.find((t) => t.pro);
    expect(proTool, 'the catalogue has Pro tools').toBeDefined();
    await page.goto(`/app/${proTool!.id}`);
    await expect(page.getByRole('link', { name: 'Subscribe to unlock' }).getAttribute('href')).resolves.toBe(
      '/pricing',
    );
  });
});

/**
 * One tool per family whose first example gives the same answer whatever the clock, the random
 * numbers and the time zone (the browser's own context must give the example's output too); for a
 * family of random generators, one whose answers always have the example's length.
 */
async function familyTool(family: (typeof FAMILIES)[number]): Promise<{ tool: ToolRow; steady: boolean }> {
  const elsewhere = (seed: number) => ({ ...fixedContext(seed, Date.UTC(2031, 5, 1, 3)), timeZone: 'Asia/Tokyo' });
  const free = family.tools.filter((t) => !t.pro);
  for (const tool of free.filter((t) => t.kind !== 'generate')) {
    const example = tool.examples[0]!;
    const engine = await loadEngine(tool);
    const [a, b] = await Promise.all([
      runTool(engine, tool, example.input, fixedContext()),
      runTool(engine, tool, example.input, elsewhere(99)),
    ]);
    if (a.ok && b.ok && a.text === example.output && b.text === example.output) return { tool, steady: true };
  }
  for (const tool of free) {
    const example = tool.examples[0]!;
    const engine = await loadEngine(tool);
    const runs = await Promise.all([7, 8, 9].map((seed) => runTool(engine, tool, example.input, elsewhere(seed))));
    if (
      runs.every((r) => r.ok && r.text.length === example.output.length) &&
      new Set(runs.map((r) => r.ok && r.text)).size === 3
    )
      return { tool, steady: false };
  }
  throw new Error(`family ${family.id} has no free tool whose example can be checked in the browser`);
}

describe('every family in the browser', () => {
  // File families (PDF) take files, not link inputs: e2e/journeys/fileTools.test.ts runs them.
  it.each(FAMILIES.filter((f) => !f.tools.some((t) => t.kind === 'file')).map((f) => [f.id, f] as const))(
    '%s: a tool opened from a link with its example inputs shows the example output',
    async (_, family) => {
      const { tool, steady } = await familyTool(family);
      await signedIn();
      const example = tool.examples[0]!;
      await page.goto(`/app/${tool.id}?${new URLSearchParams(example.input)}`);
      await hydrated(page, 'ToolWorkspace');
      if (tool.kind === 'stream') {
        // AI writing sends the text only when Run is pressed (issue 41): a link fills the fields, runs nothing.
        const main = tool.fields[0]!;
        await expect
          .poll(() => page.getByLabel(main.label, { exact: true }).inputValue())
          .toBe(example.input[main.name]);
        expect(await page.locator('[data-part="result"]').count()).toBe(0);
        return;
      }
      // A link with inputs runs at once; a tool that takes none runs when asked.
      if (Object.keys(example.input).length === 0)
        await page.locator('article[data-kind] form button[type="submit"]').click();
      const result = page.locator('[data-part="tool-result"]');
      if (steady) {
        await expect.poll(() => result.textContent(), { timeout: 15_000 }).toBe(example.output);
      } else {
        // Random: an answer of the example's length, drawn from the browser's own randomness.
        await expect
          .poll(async () => (await result.textContent())?.length ?? 0, { timeout: 15_000 })
          .toBe(example.output.length);
        expect(await result.textContent()).not.toBe(example.output);
      }
    },
  );

  it('a tool whose kept library is large (YAML, SQL) fetches it when it first runs, and answers', async () => {
    // The data formats family loads yaml, sql-formatter, marked… per tool, not with its engine.
    await signedIn();
    const result = page.locator('[data-part="tool-result"]');
    await page.goto(`/app/yaml-to-json?${new URLSearchParams({ input: 'name: Perch\ntools: [1, 2]' })}`);
    await hydrated(page, 'ToolWorkspace');
    await expect
      .poll(() => result.textContent(), { timeout: 15_000 })
      .toBe('{\n  "name": "Perch",\n  "tools": [\n    1,\n    2\n  ]\n}');
    await page.goto(`/app/sql-formatter?${new URLSearchParams({ input: 'select a from t where b = 1' })}`);
    await hydrated(page, 'ToolWorkspace');
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toBe('SELECT\n  a\nFROM\n  t\nWHERE\n  b = 1');
  });
});

describe('pages that run no script until they are touched', () => {
  /** Scripts the page has fetched, by file name. */
  const scriptsOf = (p: Page) =>
    p.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name.split('/').pop() ?? '')
        .filter((n) => n.endsWith('.js')),
    );
  /** Holds every island script back, so a person types before the page has hydrated. */
  const slowScripts = () =>
    page.route('**/_astro/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
  /**
   * Scripts at full speed again, once the island has hydrated. Holds still running finish first:
   * a hold that continued its request after the route was removed would fail ("already handled").
   */
  const fastScripts = () => page.unrouteAll({ behavior: 'wait' });
  /** Polls wait for chunks fetched after hydration (the engine, the search module), slow on a busy machine. */
  const POLL = { timeout: 20_000 };

  it('a tool page loads its form, React and its engine only on the first touch, and keeps what was typed before it hydrated', async () => {
    await signedIn();
    await page.goto('/app/length-converter');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const atRest = await scriptsOf(page);
    expect(atRest.some((n) => n.startsWith('toolWorkspace.'))).toBe(false);
    expect(atRest.some((n) => n.startsWith('client.'))).toBe(false);

    await slowScripts();
    const value = page.getByRole('textbox', { name: 'Value' });
    await value.fill('42');
    await page.getByRole('combobox', { name: 'To' }).selectOption('m');
    // Typed while the form was still the server's HTML.
    await expect(
      page.locator('astro-island[component-export="ToolWorkspaceIsland"]').getAttribute('ssr'),
    ).resolves.toBe('');
    await hydrated(page, 'ToolWorkspace');
    await fastScripts();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('42000 m');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ value: '42', to: 'm' });
    await expect(value.inputValue()).resolves.toBe('42');
  });

  it('a checkbox ticked before the form hydrates stays as it was left (the browser already acted on that click)', async () => {
    await signedIn();
    await page.goto('/app/csv-to-json');
    await slowScripts();
    const box = page.getByRole('checkbox', { name: 'Write numbers and true/false as JSON values' });
    await expect(box.isChecked()).resolves.toBe(true);
    await box.click();
    await expect(
      page.locator('astro-island[component-export="ToolWorkspaceIsland"]').getAttribute('ssr'),
    ).resolves.toBe('');
    await hydrated(page, 'ToolWorkspace');
    await fastScripts();
    await expect(box.isChecked()).resolves.toBe(false);
    // And it is the form's value: a run writes numbers as text.
    await page.getByRole('textbox', { name: 'CSV (header row first)' }).fill('n\n1');
    await page.getByRole('button', { name: 'Run CSV to JSON Converter' }).click();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toContain('"1"');
  });

  /** The runs recorded on this device (IndexedDB), each with when it was used and whether it reached the server. */
  const runsOnDevice = () =>
    page.evaluate(async () => {
      const open = indexedDB.open('perch');
      const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
      const all = await new Promise<Array<{ usedAt: string; synced: boolean }>>((resolve) => {
        const req = db.transaction('toolUsage').objectStore('toolUsage').getAll();
        req.onsuccess = () => resolve(req.result as Array<{ usedAt: string; synced: boolean }>);
      });
      db.close();
      return all.map((r) => ({ usedAt: Date.parse(r.usedAt), synced: r.synced }));
    });
  /** The form's own POST, sent by the browser because the page was not live yet. */
  const formSent = () =>
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app/length-converter',
    );
  /** The runs of a tool the server holds for the signed-in user. */
  const runsOnServer = (toolId: string) =>
    page.evaluate(
      async (id) => ((await (await fetch(`/api/tool-usage?toolId=${id}`)).json()) as { usage: unknown[] }).usage.length,
      toolId,
    );

  it('Enter in a tool form before it hydrates submits it: the page comes back with the result, and that run is recorded once', async () => {
    await signedIn();
    await page.goto('/app/length-converter');
    await slowScripts();
    await page.getByRole('textbox', { name: 'Value' }).fill('3');
    const sent = formSent();
    await page.getByRole('textbox', { name: 'Value' }).press('Enter');
    expect((await sent).status()).toBe(303);
    await page.waitForURL((url) => url.searchParams.get('value') === '3');
    await fastScripts();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('1.86411 mi');
    // The run the person asked for is theirs: on this device, then on the server.
    await expect.poll(() => runsOnServer('length-converter'), POLL).toBe(1);
    expect(await page.evaluate(() => document.cookie)).not.toContain('perch_tool_run');

    // A reload shows the shared link's result again: another page view, so another use (#36: a
    // result shown from a link's inputs counts once per page view).
    await page.reload();
    await hydrated(page, 'ToolWorkspace');
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('1.86411 mi');
    await expect.poll(() => runsOnServer('length-converter'), POLL).toBe(2);
    const clicked = await page.evaluate(() => Date.now());
    await page.getByRole('textbox', { name: 'Value' }).fill('4');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('2.48548 mi');
    // Once the click's run is on the device, all of them are synced.
    await expect.poll(async () => (await runsOnDevice()).some((r) => r.usedAt >= clicked && r.synced), POLL).toBe(true);
    expect((await runsOnDevice()).length).toBe(3);
    await expect(runsOnServer('length-converter')).resolves.toBe(3);
  });

  it('#36 a result shown from a prefilled link is a use: counted once for the page view, not per keystroke, and listed as recently used', async () => {
    await signedIn();
    await page.goto('/app/kilometres-to-miles?value=42');
    await hydrated(page, 'ToolWorkspace');
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('26.0976 mi');
    await expect.poll(() => runsOnServer('kilometres-to-miles'), POLL).toBe(1);
    // Typing changes the inputs; it is not a run until the person asks for one.
    await page.locator('[name="value"]').first().fill('43');
    await page.waitForTimeout(500);
    await expect(runsOnServer('kilometres-to-miles')).resolves.toBe(1);
    await page.goto('/tools');
    const recent = page.getByRole('region', { name: 'Recently used' });
    await expect.poll(() => recent.getByRole('link', { name: /Kilometres to Miles/ }).count(), POLL).toBe(1);
  });

  it('Run clicked before the tool form hydrates counts too, even with nothing changed (the defaults)', async () => {
    await signedIn();
    await page.goto('/app/length-converter');
    await slowScripts();
    const sent = formSent();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    expect((await sent).status()).toBe(303);
    await fastScripts();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toBe('0.621371 mi');
    await expect.poll(() => runsOnServer('length-converter'), POLL).toBe(1);
  });

  it('Back to a tool page is live at once with what the browser put back: a text refused as too large before the page was ready then runs', async () => {
    await signedIn();
    await page.goto('/app/word-counter');
    // The page's scripts are held back: the form is the server's HTML when it is sent.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await released;
      // The page that asked may be gone by then.
      await route.continue().catch(() => {});
    });
    const box = page.getByRole('textbox', { name: 'Your text' });
    // 600 KB: over the 512 KB a form sent before the page is live may carry.
    const text = 'word '.repeat(120_000);
    await box.fill(text);
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app/word-counter',
    );
    await box.evaluate((el) => (el as HTMLTextAreaElement).form!.requestSubmit());
    expect((await sent).status()).toBe(413);
    await page.getByText('What you entered is too large to send before the page is ready.').waitFor();
    release();
    await page.unrouteAll({ behavior: 'wait' });

    await page.goBack();
    // Live with no touch (a touch would hydrate it anyway), holding the text the browser put back.
    await page.waitForSelector('astro-island[component-export="ToolWorkspaceIsland"]:not([ssr])', {
      state: 'attached',
      timeout: 20_000,
    });
    await expect(box.inputValue()).resolves.toHaveLength(text.length);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/app/')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Run Word Counter' }).click();
    await expect.poll(() => page.locator('[data-part="tool-result"]').textContent(), POLL).toMatch(/^120,?000 words/);
    // Run in the page, not sent (and refused) again.
    expect(posts).toEqual([]);
  });

  it('/tools searches for the words typed before the search hydrated', async () => {
    await signedIn();
    await page.goto('/tools');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect((await scriptsOf(page)).some((n) => n.startsWith('tools.'))).toBe(false);
    await slowScripts();
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('sha256');
    await hydrated(page, 'ToolBrowser');
    await fastScripts();
    await expect.poll(() => page.locator('[data-tool]').first().getAttribute('data-tool'), POLL).toMatch(/sha-?256/);
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?q=sha256');
  });

  it('/tools: focusing the search hydrates it and fetches the index, as a focus after hydration does', async () => {
    await signedIn();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/catalogue/search-index.json')) indexRequests.push(request.url());
    });
    await page.goto('/tools');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).focus();
    await expect.poll(() => indexRequests.length, POLL).toBe(1);
    await expect(
      page.locator('astro-island[component-export="ToolBrowserIsland"]').getAttribute('ssr'),
    ).resolves.toBeNull();
  });

  it('two islands on one page never repeat an element id', async () => {
    await signedIn();
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
