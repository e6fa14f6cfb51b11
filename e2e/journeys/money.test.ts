// Money tools in Chromium: the mortgage calculator opened from a link with its inputs shows its
// amounts in the browser's currency, its schedule as a table and charts, and downloads the
// schedule as CSV; a chosen currency is remembered, and a German browser starts in euros.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInBrowser, useBrowser, useSession } from '../support/browser';

const base = inject('baseUrl');
let context: BrowserContext;
let page: Page;
// No service worker: the journey reads the chart's chunk arriving from the server.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { context: { serviceWorkers: 'block', acceptDownloads: true, locale: 'en-US' } },
);

const MORTGAGE = '/app/mortgage-calculator?price=400000&down=80000&rate=6.5&years=30';
/** The engine and the chart load on their own: a loaded machine takes its time. */
const LOADED = { timeout: 30_000 };

const headline = (p: Page) => p.locator('[data-part="tool-result"]');
const yearly = (p: Page) => p.getByRole('table', { name: /Interest and principal paid each year/ });

async function downloadCsv(p: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.split('\r\n') };
}

describe('a mortgage, as people would rather look at it than read it', () => {
  it('opens from a link with its inputs: dollars with separators, a 30-year table, two charts, a CSV of plain numbers', async () => {
    await signedInBrowser(context);
    const chartChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/scheduleChart\.[^/]+\.js$/.test(r.url())) chartChunks.push(r.url());
    });
    await page.goto(MORTGAGE);
    await expect.poll(() => headline(page).textContent(), LOADED).toBe('Monthly payment: $2,022.62');
    // The result's own figure (a "More like this" card below may say "total interest" too).
    await expect(
      page
        .locator('dt', { hasText: /^Total interest$/ })
        .locator('xpath=..')
        .textContent(),
    ).resolves.toContain('$408,142.36');

    const table = yearly(page);
    await expect(table.locator('thead th').allTextContents()).resolves.toEqual([
      'Year',
      'Interest',
      'Principal',
      'Balance',
    ]);
    await expect(table.locator('tbody tr').count()).resolves.toBe(30);
    await expect(table.locator('tbody tr').first().locator('th, td').allTextContents()).resolves.toEqual([
      '1',
      '$20,694.69',
      '$3,576.72',
      '$316,423.28',
    ]);
    await expect(table.locator('tbody tr').last().locator('td').last().textContent()).resolves.toBe('$0.00');

    // The charts: drawn as they near the screen, on canvases, by the chart's own chunk, fetched once.
    expect(chartChunks).toEqual([]);
    await page.locator('[data-part="schedule-chart"]').first().scrollIntoViewIfNeeded();
    const canvases = page.locator('[data-part="schedule-chart"] canvas');
    await canvases.first().waitFor(LOADED);
    await expect.poll(() => page.locator('[data-part="schedule-chart"] .uplot').count(), LOADED).toBe(2);
    expect(chartChunks).toHaveLength(1);
    const size = await canvases.first().boundingBox();
    expect(size?.width).toBeGreaterThan(200);
    // Each chart says in words what it shows.
    await expect(
      page.getByRole('img', { name: /^Balance left: Balance \$316,423\.28 in year 1 and \$0\.00 in year 30/ }).count(),
    ).resolves.toBe(1);

    const byYear = await downloadCsv(page);
    expect(byYear.name).toBe('mortgage-schedule-by-year.csv');
    expect(byYear.lines[0]).toBe('Year,Interest (USD),Principal (USD),Balance (USD)');
    expect(byYear.lines[1]).toBe('1,20694.69,3576.72,316423.28');
    expect(byYear.lines).toHaveLength(31);
    expect(byYear.lines[30]).toMatch(/^30,\d+\.\d\d,\d+\.\d\d,0\.00$/);
    // The interest column adds up to the total interest shown.
    const interest = byYear.lines.slice(1).reduce((total, line) => total + Number(line.split(',')[1]), 0);
    expect(interest).toBeCloseTo(408142.36, 1);
  });

  it('by month, in the currency chosen: the table and the CSV follow, and the choice is remembered', async () => {
    await signedInBrowser(context);
    await page.goto(MORTGAGE);
    await expect.poll(() => headline(page).textContent(), LOADED).toBe('Monthly payment: $2,022.62');
    // The result is the server's drawing until the page is live: a click before then is handed over.
    await page.getByRole('button', { name: 'By month' }).click();
    const months = page.getByRole('table', { name: /Each monthly payment/ });
    await expect.poll(() => months.locator('tbody tr').count(), LOADED).toBe(360);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect.poll(() => headline(page).textContent()).toBe('Monthly payment: €2,022.62');
    await expect(months.locator('tbody tr').first().locator('td').first().textContent()).resolves.toBe('€2,022.62');

    const byMonth = await downloadCsv(page);
    expect(byMonth.name).toBe('mortgage-schedule-by-month.csv');
    expect(byMonth.lines[0]).toBe('Month,Payment (EUR),Interest (EUR),Principal (EUR),Balance (EUR)');
    expect(byMonth.lines[1]).toBe('1,2022.62,1733.33,289.28,319710.72');
    expect(byMonth.lines).toHaveLength(361);

    // Another money tool, later: the same currency.
    await page.goto('/app/loan-calculator?amount=300000&rate=6.5&years=30');
    await expect.poll(() => headline(page).textContent(), LOADED).toBe('Monthly payment: €1,896.20');
    await expect(page.getByRole('combobox', { name: 'Currency' }).inputValue()).resolves.toBe('EUR');
  });

  it('drawn by the server from the link: the answer, the 30-year table and the examples’ amounts are in the page before any script runs', async () => {
    const session = await signedInBrowser(context);
    const noScript = await context.browser()!.newContext({
      baseURL: base,
      locale: 'de-DE',
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    try {
      await useSession(noScript, session);
      const p = await noScript.newPage();
      await p.goto(MORTGAGE);
      // In the request's language (Accept-Language: de-DE) and its region's currency.
      await expect(headline(p).textContent()).resolves.toBe('Monthly payment: 2.022,62\u00a0€');
      await expect(yearly(p).locator('tbody tr').count()).resolves.toBe(30);
      await expect(yearly(p).locator('tbody tr').first().locator('td').first().textContent()).resolves.toBe(
        '20.694,69\u00a0€',
      );
      // The Examples list writes amounts as results do (it said "Monthly payment: 2022.62").
      const examples = p.getByRole('region', { name: 'Examples' });
      await expect(examples.getByText('Monthly payment: 2.022,62\u00a0€').count()).resolves.toBe(1);
      await expect(examples.getByText('Monthly payment: 2.557,19\u00a0€').count()).resolves.toBe(1);
    } finally {
      await noScript.close();
    }
  });

  it('a German browser starts in euros, written the German way', async () => {
    const session = await signedInBrowser(context);
    const german = await context.browser()!.newContext({ baseURL: base, locale: 'de-DE', serviceWorkers: 'block' });
    try {
      await useSession(german, session);
      const p = await german.newPage();
      await p.goto(MORTGAGE);
      await expect.poll(() => headline(p).textContent(), LOADED).toBe('Monthly payment: 2.022,62\u00a0€');
      await expect(yearly(p).locator('tbody tr').first().locator('td').first().textContent()).resolves.toBe(
        '20.694,69\u00a0€',
      );
    } finally {
      await german.close();
    }
  });
});
