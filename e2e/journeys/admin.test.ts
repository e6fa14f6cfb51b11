// The admin dashboard in Chromium: an admin sees real traffic (vitals, crash reports, tool
// requests) and changes a role and a status with the plain forms; a plain user gets a 404; an
// island that crashes shows the crash screen and its report reaches the dashboard.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSession, newAccount, signUp, type Session } from '../support/accounts';
import { hydrated, signedInBrowser, useBrowser, useSession } from '../support/browser';
import { DASHBOARD_PAGE_SIZE } from '../../site/components/admin/dashboardQuery';
import { TEST_DASHBOARD_ADMIN_EMAILS } from '../support/server';

const base = inject('baseUrl');
const origin = new URL(base).origin;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** What the staged crash throws (a render error in the /app-request island). */
const CRASH = 'Admin journey crash';

let context: BrowserContext;
let page: Page;
// The staged crash is logged by React as a caught error; the plain user's 404 is expected too.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { allowConsole: new RegExp(`status of 404|${CRASH}`) },
);

let admin: Session;
beforeAll(async () => {
  admin = await adminSession(base, TEST_DASHBOARD_ADMIN_EMAILS.journey, 'admin-journey-password');
});

const asAdmin = (c: BrowserContext) => useSession(c, admin, base);

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(path, base), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the admin dashboard in the browser', () => {
  it('shows an admin the vitals, crash reports and tool requests, and changes a status and a role with its forms', async () => {
    const tag = randomUUID().slice(0, 8);
    const path = `/admin-journey-${tag}`;
    const metrics = [1000, 2000, 3000, 4000].map((value) => ({
      metric: 'LCP',
      value,
      timestamp: Date.now(),
      userId: 'anonymous',
    }));
    expect(
      (await post('/api/analytics/performance/batch', { metrics }, { referer: new URL(path, base).href })).status,
    ).toBe(204);
    const message = `TypeError: journey ${tag}`;
    expect(
      (
        await post('/api/error', {
          error: message,
          stack: `${message}\n    at Widget (widget.js:3:7)`,
          info: { url: path },
        })
      ).status,
    ).toBe(204);
    const requester = await signUp(base);
    const toolName = `Journey planner ${tag}`;
    expect(
      (
        await post(
          '/api/app-requests',
          { name: toolName, description: 'Plan a journey.', category: 'productivity' },
          { cookie: requester.cookie },
        )
      ).status,
    ).toBe(201);

    await asAdmin(context);
    const response = await page.goto('/admin/dashboard');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Admin', exact: true }).isVisible()).resolves.toBe(true);
    // The customer's journey tracker is not the admin's (#36).
    await expect(page.locator('[data-part="journey-tracker"]').count()).resolves.toBe(0);

    // Web Vitals: the page's LCP p75 (of 1, 2, 3 and 4 s) in the LCP chart.
    const lcp = page.getByRole('figure', { name: /LCP/ });
    const row = lcp.getByRole('row').filter({ hasText: path });
    await expect(row.textContent()).resolves.toMatch(/3\.25 s\s*Needs improvement/);
    await expect(row.getByRole('img').getAttribute('aria-label')).resolves.toContain('today 3.25 s');

    // The crash report, its stack behind <details>.
    const report = page.getByRole('listitem').filter({ hasText: message });
    await expect(report.textContent()).resolves.toContain(path);
    await expect(report.getByText('at Widget (widget.js:3:7)').isVisible()).resolves.toBe(false);
    await report.getByText('Stack').click();
    await expect(report.getByText('at Widget (widget.js:3:7)').isVisible()).resolves.toBe(true);
    expect(await axeViolations(), 'the dashboard with data passes axe (WCAG 2.1 A and AA)').toEqual([]);

    // The tool request: set to Planned with the form; the requester sees it on /app-request.
    const request = page.getByRole('row').filter({ hasText: toolName });
    await expect(request.textContent()).resolves.toContain(requester.account.email);
    await request.getByRole('combobox', { name: `Status of ${toolName}` }).selectOption('planned');
    await request.getByRole('button', { name: `Save the status of ${toolName}` }).click();
    await page.waitForURL('**/admin/dashboard?notice=status-changed#tool-requests');
    await expect(page.getByText('Status changed.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('combobox', { name: `Status of ${toolName}` }).inputValue()).resolves.toBe('planned');
    const audit = page.locator('#audit');
    await expect(audit.getByRole('listitem').first().textContent()).resolves.toMatch(
      new RegExp(
        `${TEST_DASHBOARD_ADMIN_EMAILS.journey} set the status of the tool request ${toolName}: Submitted → Planned`,
      ),
    );

    const requesterContext = await signedInContext(requester);
    const requesterPage = await requesterContext.newPage();
    await requesterPage.goto('/app-request');
    await expect(requesterPage.getByRole('listitem').filter({ hasText: toolName }).textContent()).resolves.toContain(
      'Planned',
    );

    // A role: search the requester, make them an admin.
    await page.getByLabel('Search by email or name').fill(requester.account.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=/);
    const users = page.locator('#users').getByRole('row');
    await expect(users.count()).resolves.toBe(2);
    await users
      .nth(1)
      .getByRole('button', { name: `Make admin: ${requester.account.email}` })
      .click();
    // Back to the search it was made from.
    await page.waitForURL(
      `**/admin/dashboard?notice=role-changed&q=${encodeURIComponent(requester.account.email)}&users_role=#users`,
    );
    await expect(page.getByText('Role changed.').isVisible()).resolves.toBe(true);
    await expect(audit.getByRole('listitem').first().textContent()).resolves.toContain(
      `changed the role of ${requester.account.email}: user → admin`,
    );
    const promoted = await requesterPage.goto('/admin/dashboard');
    expect(promoted!.status(), 'the new admin sees the dashboard').toBe(200);
    await requesterContext.close();
  });

  it('filters the tool requests by status and pages through them with plain links, JavaScript off', async () => {
    const tag = randomUUID().slice(0, 8);
    // One page and one row more, all "declined" (no other journey declines a request).
    const names = Array.from(
      { length: DASHBOARD_PAGE_SIZE + 1 },
      (_, i) => `Paged ${tag} ${String(i).padStart(2, '0')}`,
    );
    const requesters = [await signUp(base), await signUp(base)];
    for (const [i, name] of names.entries()) {
      const created = await post(
        '/api/app-requests',
        { name, description: 'A row to page through.', category: 'productivity' },
        { cookie: requesters[i % 2]!.cookie },
      );
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect(
        (await post('/api/admin/tool-requests/status', { requestId: id, status: 'declined' }, { cookie: admin.cookie }))
          .status,
      ).toBe(200);
    }

    const noScript = await context.browser()!.newContext({ baseURL: base, javaScriptEnabled: false });
    try {
      await asAdmin(noScript);
      const p = await noScript.newPage();
      await p.goto('/admin/dashboard');
      const section = p.locator('#tool-requests');
      await section.getByLabel('Show').selectOption('declined');
      await section.getByRole('button', { name: 'Filter' }).click();
      await p.waitForURL('**/admin/dashboard?requests_status=declined#tool-requests');
      const shown = async () => {
        const rows = section.getByRole('row').filter({ has: p.getByRole('combobox') });
        const statuses = await rows
          .getByRole('combobox')
          .evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
        expect(new Set(statuses), 'only the status filtered').toEqual(new Set(['declined']));
        return rows.locator('strong').allTextContents();
      };
      const first = await shown();
      expect(first).toEqual([...names].reverse().slice(0, DASHBOARD_PAGE_SIZE));
      await expect(
        section.getByRole('navigation', { name: 'Pages of tool requests with the status Not planned' }).textContent(),
      ).resolves.toMatch(/Page 1\s*Next →/);

      await section.getByRole('link', { name: 'Next →' }).click();
      await p.waitForURL('**/admin/dashboard?requests_status=declined&requests_page=2#tool-requests');
      const second = await shown();
      expect(second[0], 'page 2 starts with the row after page 1').toBe(names[0]);
      expect(second).not.toContain(first.at(-1));
      await expect(section.getByLabel('Show').inputValue(), 'the filter stays').resolves.toBe('declined');

      // A change made on page 2 of the filtered list comes back to it.
      await section.getByRole('combobox', { name: `Status of ${names[0]}` }).selectOption('planned');
      await section.getByRole('button', { name: `Save the status of ${names[0]}` }).click();
      await p.waitForURL(
        '**/admin/dashboard?notice=status-changed&requests_status=declined&requests_page=2#tool-requests',
      );
      await expect(p.getByText('Status changed.').isVisible()).resolves.toBe(true);
      await expect(section.getByRole('row').filter({ hasText: names[0]! }).count(), 'no longer declined').resolves.toBe(
        0,
      );

      await section.getByRole('link', { name: '← Previous' }).click();
      await p.waitForURL('**/admin/dashboard?requests_status=declined#tool-requests');
      await expect(p.getByText('Status changed.').count(), 'the links drop the notice').resolves.toBe(0);
      await expect(shown()).resolves.toEqual(first);
    } finally {
      await noScript.close();
    }
  });

  it('fits the Core Web Vitals charts on a phone (375 px): no chart or page scrolls sideways, even with unbroken text in the lists, and the rows stay table rows', async () => {
    const path = `/admin-phone-${randomUUID().slice(0, 8)}/a-long-page-path-that-would-not-fit`;
    const metrics = [900, 2600, 5000].map((value) => ({
      metric: 'LCP',
      value,
      timestamp: Date.now(),
      userId: 'anonymous',
    }));
    expect(
      (await post('/api/analytics/performance/batch', { metrics }, { referer: new URL(path, base).href })).status,
    ).toBe(204);
    // What other lists may hold, at its widest: text with no place to break (a pasted token, a URL).
    const unbroken = `${randomUUID().slice(0, 8)}${'A'.repeat(300)}`;
    expect(
      (
        await post(
          '/api/error',
          { error: `Error: ${unbroken}`, stack: `at ${unbroken}` },
          { referer: new URL(`/app/${unbroken}`, base).href },
        )
      ).status,
    ).toBe(204);
    expect(
      (await post('/api/parooty/query', { query: unbroken, sessionId: `phone-${unbroken.slice(0, 8)}` })).status,
    ).toBe(200);
    const phone = await context.browser()!.newContext({ baseURL: base, viewport: { width: 375, height: 800 } });
    try {
      await asAdmin(phone);
      const p = await phone.newPage();
      await p.goto('/admin/dashboard#web-vitals');
      const overflow = await p.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        charts: [...document.querySelectorAll('#web-vitals figure')].map(
          (f) => (f.querySelector('table')?.scrollWidth ?? 0) - f.clientWidth,
        ),
        // What sticks out past the screen, for the message when something does.
        wide: [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} in #${el.closest('section')?.id}: ${(el.textContent ?? '').slice(0, 60)}`,
          ),
      }));
      expect(overflow.page, overflow.wide.join('\n')).toBe(0);
      expect(overflow.charts.length).toBeGreaterThan(0);
      for (const extra of overflow.charts) expect(extra).toBeLessThanOrEqual(0);
      const row = p.getByRole('figure', { name: /LCP/ }).getByRole('row').filter({ hasText: path });
      await expect(row.getByRole('rowheader').textContent()).resolves.toContain(path);
      await expect(row.getByRole('cell').first().textContent()).resolves.toMatch(/3\.80 s\s*Needs improvement/);
    } finally {
      await phone.close();
    }
  });

  it('reads on a phone (375 px) with the longest data: users and tool requests are cards with labelled lines, nothing scrolls sideways, and a role and a status change there', async () => {
    const tag = randomUUID().slice(0, 8);
    // The worst case each list must take, made here: the longest e-mail and name sign-up allows
    // with no place to break, a tool request and a crash report that are one unbroken token.
    const email = `phone.${tag}.${'x'.repeat(48)}@a-rather-long-subdomain-name.${'example-company'.repeat(3)}.test`;
    const person = await signUp(
      base,
      newAccount({ email, firstName: 'Maximiliana', lastName: `Featherstonehaugh${'X'.repeat(80)}` }),
    );
    const toolName = `Phone ${tag} ${'Q'.repeat(80)}`;
    const created = await post(
      '/api/app-requests',
      { name: toolName, description: `Decode ${'Z'.repeat(300)} and more.`, category: 'developer' },
      { cookie: person.cookie },
    );
    expect(created.status).toBe(201);
    const unbroken = `${tag}${'W'.repeat(300)}`;
    expect(
      (
        await post(
          '/api/error',
          { error: `Error: ${unbroken}`, stack: `at ${unbroken}` },
          { referer: new URL(`/app/${unbroken}`, base).href },
        )
      ).status,
    ).toBe(204);
    expect((await post('/api/parooty/query', { query: unbroken, sessionId: `phone-${tag}` })).status).toBe(200);
    // The catalogue's longest tool name at the top of Top tools (more uses than other journeys give a tool).
    const longestName = 'Join Lines (List to Comma-Separated)';
    for (let i = 0; i < 30; i++) {
      const used = await post(
        '/api/tool-usage',
        { toolId: 'join-lines', action: 'run', durationMs: 5, usedAt: new Date().toISOString() },
        { cookie: person.cookie },
      );
      expect(used.status).toBe(201);
    }

    const phone = await context.browser()!.newContext({ baseURL: base, viewport: { width: 375, height: 800 } });
    try {
      await asAdmin(phone);
      const p = await phone.newPage();
      const sideways = () =>
        p.evaluate(() => {
          const boxes = [
            document.documentElement,
            ...document.querySelectorAll('main .panel, main .table-wrap, main table, main ol, main ul, main figure'),
          ];
          return boxes
            .filter((el) => el.scrollWidth > el.clientWidth)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${el.className} in #${el.closest('section[id]')?.id}: ${el.scrollWidth} > ${el.clientWidth}`,
            );
        });
      await p.goto('/admin/dashboard');
      await expect(
        p.locator('#users').getByText(email.slice(0, 20)).count(),
        'the newest user is on page 1',
      ).resolves.toBe(1);
      await expect(p.locator('#tool-requests strong').filter({ hasText: toolName }).count()).resolves.toBe(1);
      await expect(p.locator('#top-tools th[scope=row]').first().textContent()).resolves.toBe(longestName);
      expect(await sideways(), 'nothing wider than its box at 375 px').toEqual([]);
      expect(
        await axeViolations({ width: 375, height: 800 }),
        'the cards pass axe (WCAG 2.1 A and AA) at 375 px',
      ).toEqual([]);

      // Each row is a card: no header row, and every line says what it is, visibly and to a screen reader.
      const users = p.locator('#users');
      await expect(users.getByRole('columnheader').first().isVisible()).resolves.toBe(false);
      const card = users.getByRole('row').filter({ hasText: person.account.email.slice(0, 30) });
      const said = await card.ariaSnapshot();
      for (const label of ['Role', 'Premium', 'Joined (UTC)', 'Last sign-in (UTC)']) {
        await expect(card.getByText(label, { exact: true }).isVisible(), label).resolves.toBe(true);
        expect(said, `${label} is read with the row`).toContain(label);
      }
      const requests = p.locator('#tool-requests');
      const request = requests.getByRole('row').filter({ hasText: toolName });
      const requestSaid = await request.ariaSnapshot();
      for (const label of ['Category', 'Requested by', 'Requested (UTC)', 'Status']) {
        await expect(request.getByText(label, { exact: true }).isVisible(), label).resolves.toBe(true);
        expect(requestSaid, `${label} is read with the row`).toContain(label);
      }

      // The role button works on the card: it fits on the screen and is named for whom.
      const makeAdmin = card.getByRole('button', { name: `Make admin: ${email}` });
      const box = await makeAdmin.boundingBox();
      expect(box!.x + box!.width, 'the button is on the screen').toBeLessThanOrEqual(375);
      await makeAdmin.click();
      await p.waitForURL('**/admin/dashboard?notice=role-changed#users');
      await expect(p.getByText('Role changed.').isVisible()).resolves.toBe(true);
      await expect(card.getByRole('button', { name: `Make user: ${email}` }).isVisible()).resolves.toBe(true);
      await expect(card.locator('.pill').textContent()).resolves.toBe('admin');

      // The status select and its Save button on the card: one row across the card, the Save
      // button beside the select (not wrapped under it), both on the screen.
      const select = request.getByRole('combobox', { name: `Status of ${toolName}` });
      const selectBox = await select.boundingBox();
      expect(selectBox!.x + selectBox!.width, 'the select is on the screen').toBeLessThanOrEqual(375);
      const saveBox = (await request.getByRole('button', { name: `Save the status of ${toolName}` }).boundingBox())!;
      expect(Math.abs(saveBox.y - selectBox!.y), 'Save on the select’s row').toBeLessThanOrEqual(1);
      expect(saveBox.x, 'Save after the select').toBeGreaterThanOrEqual(selectBox!.x + selectBox!.width);
      expect(saveBox.x + saveBox.width, 'Save is on the screen').toBeLessThanOrEqual(375);
      await select.selectOption('planned');
      await request.getByRole('button', { name: `Save the status of ${toolName}` }).click();
      await p.waitForURL('**/admin/dashboard?notice=status-changed#tool-requests');
      await expect(p.getByText('Status changed.').isVisible()).resolves.toBe(true);
      await expect(requests.getByRole('combobox', { name: `Status of ${toolName}` }).inputValue()).resolves.toBe(
        'planned',
      );
      expect(await sideways(), 'still nothing wider than its box after the changes').toEqual([]);

      // Scrolled to the end on the phone, the page's last control is not under the floating
      // Parooty launcher or Scroll to top: here and on the other pages that have the launcher.
      for (const path of ['/admin/dashboard', '/subscription', '/app/json-formatter', '/parooty']) {
        await p.goto(path);
        expect(await lastControlCovered(p), `${path}: the last control is clear of the floating buttons`).toBeNull();
      }
      await p.goto('/admin/dashboard');

      // At desktop width the same lists are tables again: column headers, no per-cell labels.
      await p.setViewportSize({ width: 1280, height: 800 });
      await expect(users.getByRole('columnheader', { name: 'Premium' }).isVisible()).resolves.toBe(true);
      await expect(card.getByText('Premium', { exact: true }).isVisible()).resolves.toBe(false);
      expect(await card.ariaSnapshot(), 'the header says it, not the cell').not.toContain('Premium');
      await expect(requests.getByRole('columnheader', { name: 'Requested by' }).isVisible()).resolves.toBe(true);
      expect(await sideways(), 'nothing wider than its box at 1280 px').toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('shows what people asked for and did not find: a /tools search that found nothing and a Parooty "not yet" (issue 38)', async () => {
    const tag = randomUUID().slice(0, 8).replace(/\d/g, 'x');
    const search = `qq${tag}`;
    const question = `decrypt this aes ciphertext ${tag}`;
    const user = await signedInBrowser(context);
    await page.goto('/tools');
    await hydrated(page, 'ToolBrowser');
    // The page reports the search it settled on, once, by its text.
    const reported = page.waitForResponse(
      (r) => r.url().endsWith('/api/tools/missed') && r.request().method() === 'POST',
    );
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(search);
    const response = await reported;
    // (Its body is not read here: a keepalive request's body never reaches the test's browser driver.)
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({ q: search });
    // Twice more from the same person, and the question three times: most asked first, so they
    // lead the lists whatever else the shared server holds.
    for (let i = 0; i < 2; i++)
      expect((await post('/api/tools/missed', { q: search }, { cookie: user.cookie })).status).toBe(202);
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/parooty/query', { query: question, sessionId: `widget-${Date.now()}-${i}` })).status,
      ).toBe(200);

    await asAdmin(context);
    await page.goto('/admin/dashboard');
    const misses = page.locator('[data-part="search-misses"]');
    const row = misses.getByRole('row', { name: new RegExp(search) });
    await expect(row.innerText()).resolves.toMatch(new RegExp(`${search}\\s+3\\b`));
    const questions = page.locator('#parooty');
    await expect(questions.getByRole('row', { name: new RegExp(question) }).innerText()).resolves.toMatch(/\s3\s+0%/);
    // Counted by the text alone: the person is named nowhere in the lists.
    await expect(questions.innerText()).resolves.not.toContain(String(user.user.email));
    await page.locator('#parooty').screenshot({ path: '/tmp/admin-gaps.png' });
  });

  it('is a 404 for a plain user', async () => {
    await signedInBrowser(context);
    const response = await page.goto('/admin/dashboard');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
  });

  it('shows the crash screen when an island throws, and the admin finds its report on the dashboard', async () => {
    const tag = randomUUID().slice(0, 8);
    const requester = await signUp(base);
    // A render error in the /app-request island: its character counter formats the 2,000 limit.
    await context.addInitScript(
      ({ crash, tag: t }) => {
        const format = Number.prototype.toLocaleString;
        Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof format>) {
          if (Number(this) === 2000) throw new Error(`${crash} ${t}`);
          return format.apply(this, args);
        };
      },
      { crash: CRASH, tag },
    );
    await useSession(context, requester, base);
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/error') && r.request().method() === 'POST');
    await page.goto('/app-request');
    // The island throws when it hydrates, after the load event: wait for the crash screen.
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect((await reported).status()).toBe(204);

    const adminContext = await context.browser()!.newContext({ baseURL: base });
    try {
      await asAdmin(adminContext);
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/dashboard#errors');
      const report = adminPage
        .locator('#errors')
        .getByRole('listitem')
        .filter({ hasText: `${CRASH} ${tag}` });
      await expect(report.textContent()).resolves.toContain('/app-request');
      await expect(report.textContent()).resolves.toContain(requester.account.email);
    } finally {
      await adminContext.close();
    }
  });
});

/**
 * axe-core's WCAG 2.1 A and AA violations on the admin's dashboard, in a context of its own that
 * lets the injected script past the CSP (the test's own context keeps the CSP enforced).
 */
async function axeViolations(viewport?: { width: number; height: number }): Promise<string[]> {
  const other = await context
    .browser()!
    .newContext({ baseURL: base, bypassCSP: true, ...(viewport ? { viewport } : {}) });
  try {
    await asAdmin(other);
    const p = await other.newPage();
    await p.goto('/admin/dashboard');
    await p.addScriptTag({ path: AXE });
    return await p.evaluate(async () => {
      type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
      const axe = (
        window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: Violation[] }> } }
      ).axe;
      const found = (
        await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      ).violations;
      return found.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    });
  } finally {
    await other.close();
  }
}

/**
 * Scrolls the page to its end (Scroll to top shows up then) and looks at its last control, the
 * lowest one on the page that is not itself floating: null when no floating button overlaps it
 * and what is at its centre is the control itself, else what covers it.
 */
async function lastControlCovered(p: Page): Promise<string | null> {
  await p.waitForSelector('[data-part="chat-launcher"]');
  await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await p.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
  // Scroll to top appears once the page has scrolled past its threshold.
  await p.waitForSelector('[data-part="scroll-to-top"]', { state: 'visible' });
  return p.evaluate(() => {
    const floating = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, select, input:not([type="hidden"]), textarea, summary',
      ),
    ].filter((el) => el.checkVisibility() && !floating(el));
    const last = controls.reduce((a, b) =>
      b.getBoundingClientRect().bottom >= a.getBoundingClientRect().bottom ? b : a,
    );
    const box = last.getBoundingClientRect();
    const what = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}[data-part=${el.closest('[data-part]')?.getAttribute('data-part')}] "${(el.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
    // Not even a corner of it under a floating button.
    for (const button of document.querySelectorAll('[data-part="chat-launcher"], [data-part="scroll-to-top"]')) {
      const b = button.getBoundingClientRect();
      if (
        button.checkVisibility() &&
        b.left < box.right &&
        box.left < b.right &&
        b.top < box.bottom &&
        box.top < b.bottom
      )
        return `${what(last)} is partly under ${what(button)}`;
    }
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && last.contains(hit) ? null : `${what(last)} is under ${what(hit)}`;
  });
}

/** A second browser context beside the test's, signed in as `session`. */
async function signedInContext(session: Session): Promise<BrowserContext> {
  const other = await context.browser()!.newContext({ baseURL: base });
  await useSession(other, session, base);
  return other;
}
