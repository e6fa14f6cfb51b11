// Favourites and tool requests in Chromium: pin a tool from its page and find it first on /tools;
// ask for a tool on /app-request with field errors told in place, online and offline.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Session } from '../support/accounts';
import { hydrated, signedInBrowser, toast, useBrowser } from '../support/browser';

const base = inject('baseUrl');
let context: BrowserContext;
let page: Page;
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { allowConsole: /ERR_INTERNET_DISCONNECTED/ },
);

const signedIn = () => signedInBrowser(context);

async function serverRequests(session: Session): Promise<Array<{ name: string; status: string }>> {
  const res = await fetch(new URL('/api/app-requests', base), { headers: { cookie: session.cookie } });
  return ((await res.json()) as { items: Array<{ name: string; status: string }> }).items;
}

describe('favourites', () => {
  it('a tool pinned from its page is first on /tools under "Your favourites"; unpinned, it leaves', async () => {
    await signedIn();
    await page.goto('/app/word-counter');
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: /Add to favourites/ }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Added to your favourites');
    await expect(page.getByRole('button', { name: /Favourite/ }).getAttribute('aria-pressed')).resolves.toBe('true');

    await page.goto('/tools');
    const favourites = page.getByRole('region', { name: 'Your favourites' });
    await expect(favourites.getByRole('link', { name: /Word Counter/ }).count()).resolves.toBe(1);
    // The favourites come before everything else on the page.
    const headings = await page.locator('main h2').allTextContents();
    expect(headings[0]).toBe('Your favourites');

    await page.goto('/app/word-counter');
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: /Favourite/ }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Removed from your favourites');
    await page.goto('/tools');
    await expect(page.getByRole('region', { name: 'Your favourites' }).count()).resolves.toBe(0);
  });
});

describe('requesting a tool', () => {
  it('tells each missing field next to it, sends a request, and lists it as Submitted', async () => {
    const session = await signedIn();
    await page.goto('/app-request');
    await hydrated(page, 'ToolRequests');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Give the tool a name.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Say what the tool should do.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Choose a category.').isVisible()).resolves.toBe(true);
    // The first field with a mistake has the focus, and says it is invalid.
    const name = page.getByLabel('Tool name');
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

    await name.fill('Invoice number generator');
    await page.getByLabel('What should it do?').fill('Sequential invoice numbers with a prefix and the year.');
    await page.getByLabel('Category').selectOption({ label: 'Finance' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Request sent');
    const item = page.locator('[data-part="tool-request"]').first();
    await expect(item.textContent()).resolves.toContain('Invoice number generator');
    await expect(item.textContent()).resolves.toContain('Submitted');
    await expect(name.inputValue(), 'the form is cleared for the next one').resolves.toBe('');
    expect(await serverRequests(session)).toMatchObject([{ name: 'Invoice number generator', status: 'submitted' }]);
  });

  it('keeps a request made offline on the device ("Waiting to send") and sends it once when the connection returns', async () => {
    const session = await signedIn();
    await page.goto('/app-request');
    await hydrated(page, 'ToolRequests');
    await context.setOffline(true);
    await page.getByLabel('Tool name').fill('Gantt chart');
    await page.getByLabel('What should it do?').fill('Plan a project on a timeline.');
    await page.getByLabel('Category').selectOption({ label: 'Productivity' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Saved on this device');
    await expect(page.locator('[data-part="tool-request"]').first().textContent()).resolves.toContain(
      'Waiting to send',
    );
    expect(await serverRequests(session)).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => serverRequests(session), { timeout: 15_000 })
      .toMatchObject([{ name: 'Gantt chart', status: 'submitted' }]);
    await page.reload();
    await hydrated(page, 'ToolRequests');
    await expect(page.locator('[data-part="tool-request"]').first().textContent()).resolves.toContain('Submitted');
    expect(await serverRequests(session), 'sent once').toHaveLength(1);
  });
});
