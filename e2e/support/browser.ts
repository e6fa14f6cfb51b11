// One Chromium per journey file, a fresh context and page per test, and a check after each test
// that the page logged no script error or CSP violation.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';
import { signUp, type Session } from './accounts';

export interface BrowserOptions {
  /** Console errors that are expected answers (e.g. a 404 or 401 the page handles). */
  allowConsole?: RegExp;
  /** The server the pages come from, when a file starts its own (read when each test starts). */
  baseURL?: () => string;
  /** More context options (e.g. ignoreHTTPSErrors for a local TLS stand-in). */
  context?: BrowserContextOptions;
}

/** Registers the hooks; `use` receives each test's context and page. */
export function useBrowser(
  use: (context: BrowserContext, page: Page) => void,
  { allowConsole = /status of 404/, baseURL, context: contextOptions }: BrowserOptions = {},
) {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let problems: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: baseURL?.() ?? inject('baseUrl'),
      viewport: { width: 1280, height: 800 },
      ...contextOptions,
    });
    const page = await context.newPage();
    problems = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      // The resource's address too: Chromium's 'Failed to load resource' text does not name it.
      const where = m.location().url;
      if (m.type() === 'error' && !allowConsole.test(m.text()))
        problems.push(`console: ${m.text()}${where ? ` (${where})` : ''}`);
    });
    use(context, page);
  });
  afterEach(async () => {
    await context?.close();
    expect(problems).toEqual([]);
  });
}

/**
 * Waits until an island has hydrated: Astro drops its `ssr` attribute then. Signed-in pages
 * hydrate most islands on the first interaction (`client:interaction`), so this first touches
 * the page as a person would, with a key that does nothing (Shift).
 */
export async function hydrated(p: Page, component: string): Promise<void> {
  await p.keyboard.press('Shift');
  await p.waitForSelector(`astro-island[component-export="${component}Island"]:not([ssr])`, { state: 'attached' });
  // The touch started every such island (the toasts, the offline indicator…): wait for all of
  // them, so a test that goes offline next does not cut off a chunk still loading.
  await p.waitForFunction(() => !document.querySelector('astro-island[client="interaction"][ssr]'));
}

/** The toast on screen. */
export const toast = (p: Page) => p.locator('[data-part="toast"][data-state="open"]');

/** Signs a new user up through the API and gives the browser context its session cookie. */
export async function signedInBrowser(context: BrowserContext, base = inject('baseUrl')): Promise<Session> {
  const session = await signUp(base);
  await useSession(context, session, base);
  return session;
}

/** Gives a browser context a session's cookie: its pages are signed in as that session's user. */
export async function useSession(
  context: BrowserContext,
  session: Pick<Session, 'cookie'>,
  base = inject('baseUrl'),
): Promise<void> {
  const [name, value] = session.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
}
