// Offline in Chromium: the service worker serves visited pages and the offline page, never keeps
// account answers, and a change made offline is queued in IndexedDB, survives the tab closing,
// and is applied exactly once when the connection returns — even when the first replay's
// answer is lost on the way back.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, type Session } from '../support/accounts';
import { hydrated, toast, useBrowser } from '../support/browser';

const base = inject('baseUrl');
let context: BrowserContext;
let page: Page;
// Going offline makes Chromium log the failed requests it was asked to make; those are the point.
useBrowser(
  (c, p) => {
    context = c;
    page = p;
  },
  { allowConsole: /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|status of 404/ },
);

async function signedIn(): Promise<Session> {
  const session = await signUp(base);
  const [name, value] = session.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  return session;
}

/** Waits until the service worker controls the page (it claims clients on activation). */
async function controlled(p: Page) {
  await p.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    null,
    { timeout: 20_000 },
  );
}

/**
 * Offline for the pages and for the service worker: Chromium's network emulation does not reach
 * a service worker's own fetches, so those are refused the way a lost network refuses them.
 */
const serviceWorkerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
async function goOffline() {
  await context.setOffline(true);
  await context.route('**', serviceWorkerOffline);
}
async function goOnline() {
  await context.unroute('**', serviceWorkerOffline);
  await context.setOffline(false);
}

type Answer = { key: string | null; replayed: string | null };

/**
 * Lets each write to these paths reach the server but loses the first answer on the way back
 * (a dropped connection); later tries get through. Returns every try's key and replay header.
 */
async function loseFirstAnswers(method: string, paths: string[]): Promise<Record<string, Answer[]>> {
  const seen: Record<string, Answer[]> = Object.fromEntries(paths.map((p) => [p, []]));
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() !== method) return route.fallback();
    const response = await route.fetch();
    const answers = seen[new URL(request.url()).pathname]!;
    answers.push({
      key: request.headers()['idempotency-key'] ?? null,
      replayed: response.headers()['idempotent-replayed'] ?? null,
    });
    if (answers.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  };
  for (const path of paths) await context.route(`**${path}`, handler);
  return seen;
}

/** Writes waiting in the page's IndexedDB queue. */
function pendingCount(p: Page): Promise<number> {
  return p.evaluate(async () => {
    const open = indexedDB.open('perch');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const count = await new Promise<number>((resolve) => {
      const req = db.transaction('pendingRequests').objectStore('pendingRequests').count();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return count;
  });
}

/** Tool uses recorded on the device and not yet synced. */
function unsyncedUsage(p: Page): Promise<number> {
  return p.evaluate(async () => {
    const open = indexedDB.open('perch');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = await new Promise<Array<{ synced: boolean }>>((resolve) => {
      const req = db.transaction('toolUsage').objectStore('toolUsage').getAll();
      req.onsuccess = () => resolve(req.result as Array<{ synced: boolean }>);
    });
    db.close();
    return all.filter((r) => !r.synced).length;
  });
}

/** What the server holds for the user: usage records of a tool and wishlist tool ids. */
async function serverState(session: Session, toolId: string) {
  const get = async (path: string) =>
    (await fetch(new URL(path, base), { headers: { cookie: session.cookie } })).json();
  const usage = ((await get(`/api/tool-usage?toolId=${toolId}`)) as { usage: Array<{ action: string }> }).usage;
  const wishlist = ((await get('/api/wishlist')) as { items: Array<{ toolId: string }> }).items.map((i) => i.toolId);
  return { usage: usage.length, wishlist };
}

/** The catalogue offline: any tool page visited once runs again offline, and /tools searches. */
describe('the catalogue offline', () => {
  it('a conversion opened once reloads and runs with the network off; /tools still searches the whole catalogue', async () => {
    await signedIn();
    await page.goto('/tools');
    await controlled(page);
    const result = page.locator('[data-part="tool-result"]');
    await page.goto('/app/kilometres-to-miles?value=10');
    await result.getByText('6.21371 mi').waitFor();
    await page.goto('/tools');
    await goOffline();

    const reloaded = await page.goto('/app/kilometres-to-miles?value=10');
    expect(reloaded?.fromServiceWorker(), 'the tool page comes from the service worker').toBe(true);
    await result.getByText('6.21371 mi').waitFor();
    // The server drew this link's result; the form is live on a touch (a Run pressed before that
    // posts the form, which the worker answers with the kept page, tested below).
    await page.getByRole('textbox', { name: /kilometres/i }).focus();
    await hydrated(page, 'ToolWorkspace');
    // The page promises offline use only now that a service worker controls it (#40).
    await page.getByText('Works offline.').waitFor();
    const value = page.getByRole('textbox', { name: /kilometres/i });
    await value.fill('5');
    await page.getByRole('button', { name: 'Convert' }).click();
    await result.getByText('3.10686 mi').waitFor();

    // Its form sent before the page was live (as the browser sends it, to the address the page
    // was opened at) cannot reach the server: the page comes back from the service worker
    // instead of the browser's error page.
    await page.goto('/app/kilometres-to-miles?value=10');
    const back = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().endsWith('/app/kilometres-to-miles?value=10'),
    );
    await page.evaluate(() => {
      const form = Object.assign(document.createElement('form'), { method: 'post' });
      form.append(Object.assign(document.createElement('input'), { name: 'value', value: '7' }));
      document.body.append(form);
      form.submit();
    });
    expect((await back).fromServiceWorker()).toBe(true);
    await result.getByText('6.21371 mi').waitFor();

    const tools = await page.goto('/tools');
    expect(tools?.fromServiceWorker()).toBe(true);
    await hydrated(page, 'ToolBrowser');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('json');
    await page
      .getByRole('link', { name: /JSON Formatter/ })
      .first()
      .waitFor();
    await goOnline();
  });

  it('a tool page says "Runs in your browser." until a service worker controls it, then "Works offline."', async () => {
    // The worker's script is held until the first claim has been read: no race with its install.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await context.route('**/service-worker.js', async (route) => {
      asked = true;
      await released;
      await route.fallback();
    });
    await signedIn();
    // The first page this device opens: no worker is registered yet.
    await page.goto('/app/kilometres-to-miles');
    await page.getByRole('textbox', { name: /kilometres/i }).focus();
    await hydrated(page, 'ToolWorkspace');
    const hint = page.getByText(/^(Runs in your browser\.|Works offline\.)$/);
    await expect.poll(() => hint.textContent()).toBe('Runs in your browser.');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // The page registers the worker once idle; it is asked for, and nothing controls the page yet.
    await expect.poll(() => asked, { timeout: 30_000 }).toBe(true);
    expect(await hint.textContent()).toBe('Runs in your browser.');

    release();
    await controlled(page);
    // The same page, without a reload, now keeps its promise.
    await expect.poll(() => hint.textContent(), { timeout: 20_000 }).toBe('Works offline.');
  });
});

/** On a tool page: runs the tool on its example and adds it to the wishlist, while offline. */
async function useToolAndKeepIt(p: Page) {
  await hydrated(p, 'ToolWorkspace');
  await p.getByRole('button', { name: 'Try the example' }).click();
  await p.getByRole('button', { name: 'Run Word Counter' }).click();
  await p
    .getByRole('term')
    .filter({ hasText: /^Words$/ })
    .waitFor();
  await p.getByRole('button', { name: /Add to wishlist/ }).click();
  await toast(p).getByText('Request saved for processing when back online.').waitFor();
  await p.getByRole('button', { name: /On your wishlist/ }).waitFor();
}

/** Signed in, with /tools and a tool page visited online, then offline on the tool page. */
async function offlineOnToolPage(): Promise<Session> {
  const session = await signedIn();
  await page.goto('/tools');
  await controlled(page);
  await page.goto('/tools');
  await page.getByRole('link', { name: /Word Counter/ }).click();
  await page.waitForURL(`${base}/app/word-counter`);
  await goOffline();
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the tool page comes from the service worker').toBe(true);
  return session;
}

async function serverUser(session: Session) {
  const res = await fetch(new URL('/api/auth/user', base), { headers: { cookie: session.cookie } });
  return (await res.json()) as { firstName: string; lastName: string };
}

async function editNames(p: Page, firstName: string, lastName: string) {
  await hydrated(p, 'ProfilePanel');
  const panel = p.locator('[data-part="profile-panel"]');
  await panel.getByRole('button', { name: 'Edit Profile' }).click();
  await panel.getByLabel('First name').fill(firstName);
  await panel.getByLabel('Last name').fill(lastName);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
}

describe('offline', () => {
  it('serves visited pages from the service worker, the offline page for the rest, and never keeps account answers', async () => {
    await signedIn();
    await page.goto('/tools');
    await controlled(page);
    await page.goto('/profile');
    await page.goto('/tools');
    await page.locator('[data-part="profile-panel"], h1').first().waitFor();

    await goOffline();
    const tools = await page.reload();
    expect(tools?.fromServiceWorker()).toBe(true);
    expect(tools?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toMatch(/tools/i);

    const profile = await page.goto('/profile');
    expect(profile?.fromServiceWorker()).toBe(true);
    await page.locator('[data-part="profile-panel"]').waitFor();

    const never = await page.goto('/wishlist');
    expect(never?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: "This page isn't saved on this device" }).waitFor();
    await page.getByText("You're offline, and this page hasn't been opened here before.").waitFor();
    // Cached once for everyone: no navigation (a visitor's Login would mislead), no chat.
    expect(await page.locator('[data-part="top-nav"]').count()).toBe(0);

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/tools');
    expect(kept).toContain('/offline');
    expect(kept.some((u) => u.startsWith('/_astro/'))).toBe(true);
    expect(kept.filter((u) => /^\/(api\/auth|api\/admin|admin)/.test(u))).toEqual([]);
    await goOnline();
  });

  it('queues a profile edit made offline, keeps it when the tab closes, and applies it once back online', async () => {
    const session = await signedIn();
    await page.goto('/profile');
    await controlled(page);
    await page.reload();

    await goOffline();
    await editNames(page, 'Grace', 'Hopper');
    await toast(page).getByText('Request saved for processing when back online.').waitFor();
    expect(await serverUser(session)).toMatchObject({ firstName: 'Test' });
    await page.close();

    // A new tab, still offline: the page comes from the service worker, the change is still queued.
    const again = await context.newPage();
    await again.goto('/profile');
    expect(await pendingCount(again)).toBe(1);
    await goOnline();
    await expect.poll(async () => (await serverUser(session)).firstName, { timeout: 15_000 }).toBe('Grace');
    await expect.poll(() => pendingCount(again)).toBe(0);
    await again.close();
  });

  it('applies a replayed change once when the first answer is lost on the way back', async () => {
    const session = await signedIn();
    await page.goto('/profile');
    await controlled(page);
    await page.reload();
    await goOffline();
    await editNames(page, 'Katherine', 'Johnson');
    await toast(page).getByText('Request saved for processing when back online.').waitFor();

    // The first replay reaches the server, which applies it; its answer never reaches the page.
    const answers = (await loseFirstAnswers('PATCH', ['/api/auth/user']))['/api/auth/user']!;
    await goOnline();
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect((await serverUser(session)).firstName).toBe('Katherine');

    // The change is still queued (its answer was lost): the next start replays it with the same key.
    await page.reload();
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(2);
    expect(answers[1]!.key).toBe(answers[0]!.key);
    expect(answers[0]!.replayed).toBeNull();
    expect(answers[1]!.replayed, 'the server answered from its idempotency record').toBe('true');
    await expect.poll(() => pendingCount(page)).toBe(0);
  });

  it('uses a tool and keeps it on the wishlist offline; after the tab closes and the connection returns, the server has one of each', async () => {
    const session = await offlineOnToolPage();
    await useToolAndKeepIt(page);
    expect(await unsyncedUsage(page)).toBe(1);
    expect(await pendingCount(page)).toBe(1);
    expect(await serverState(session, 'word-counter')).toEqual({ usage: 0, wishlist: [] });
    await page.close();

    // Reopened, still offline: the tool page comes from the service worker; both are still on the device.
    const again = await context.newPage();
    const reopened = await again.goto('/app/word-counter');
    expect(reopened?.fromServiceWorker()).toBe(true);
    expect(await pendingCount(again)).toBe(1);
    expect(await unsyncedUsage(again)).toBe(1);

    await goOnline();
    await expect
      .poll(() => serverState(session, 'word-counter'), { timeout: 15_000 })
      .toEqual({ usage: 1, wishlist: ['word-counter'] });
    await expect.poll(() => pendingCount(again)).toBe(0);
    await expect.poll(() => unsyncedUsage(again)).toBe(0);
    // Another reload, another `online`: nothing is sent twice.
    await again.reload();
    await hydrated(again, 'ToolWorkspace');
    await again.getByRole('button', { name: /On your wishlist/ }).waitFor();
    expect(await serverState(session, 'word-counter')).toEqual({ usage: 1, wishlist: ['word-counter'] });
    await again.close();
  });

  it('applies the tool use and the wishlist entry once when their first answers are lost on the way back', async () => {
    const session = await offlineOnToolPage();
    await useToolAndKeepIt(page);

    // Each first write reaches the server, which applies it; its answer never reaches the page.
    const seen = await loseFirstAnswers('POST', ['/api/tool-usage', '/api/wishlist']);
    await goOnline();
    await expect
      .poll(() => Math.min(seen['/api/tool-usage']!.length, seen['/api/wishlist']!.length), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await expect.poll(() => serverState(session, 'word-counter')).toEqual({ usage: 1, wishlist: ['word-counter'] });

    // Until an answer gets through, each try (this page's, the service worker's sync, the next
    // start's) sends the same key again, and the server answers from its record. The page is
    // opened again without the inputs in its address: with them, showing the result would be a
    // use of its own (#36), with a key of its own.
    await page.goto(new URL(page.url()).pathname);
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => unsyncedUsage(page), { timeout: 15_000 }).toBe(0);
    for (const answers of Object.values(seen)) {
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(answers.map((a) => a.key)).size, 'one key for every try').toBe(1);
      // Two tries may be in flight at once (the page's and the service worker's), so the answers
      // can arrive in either order: one applied the write, every other came from the record.
      const replayed = answers.map((a) => a.replayed);
      expect(
        replayed.filter((r) => r === null),
        'applied once',
      ).toHaveLength(1);
      expect(
        replayed.filter((r) => r !== null),
        'the server answered from its idempotency record',
      ).toEqual(Array(answers.length - 1).fill('true'));
    }
    expect(await serverState(session, 'word-counter')).toEqual({ usage: 1, wishlist: ['word-counter'] });
  });

  it('replays once when two tabs come back online together', async () => {
    const session = await signedIn();
    await page.goto('/profile');
    await controlled(page);
    await page.reload();
    const second = await context.newPage();
    await second.goto('/tools');

    await goOffline();
    await editNames(page, 'Dorothy', 'Vaughan');
    await toast(page).getByText('Request saved for processing when back online.').waitFor();
    const keys: string[] = [];
    await context.route('**/api/auth/user', (route) => {
      if (route.request().method() === 'PATCH') keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.fallback();
    });
    await goOnline();
    await expect.poll(async () => (await serverUser(session)).firstName, { timeout: 15_000 }).toBe('Dorothy');
    await expect.poll(() => pendingCount(second)).toBe(0);
    // Both tabs heard `online`; the Web Lock let one of them replay.
    expect(keys).toHaveLength(1);
    await second.close();
  });

  it('forgets the pages kept for offline use when the user signs out', async () => {
    await signedIn();
    await page.goto('/tools');
    await controlled(page);
    await page.goto('/profile');
    const keptPages = () =>
      page.evaluate(async () => {
        const cache = await caches.open('perch-pages-v1');
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
    expect(await keptPages()).toContain('/profile');
    await page.locator('[data-part="user-menu"] summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/`);
    // Only the page the visitor landed on (/, public) is kept now.
    expect(await keptPages()).toEqual(['/']);
  });
});
