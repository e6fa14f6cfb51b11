// What the PostHog journeys share (e2e/journeys/posthog*.test.ts): a browser that posthog-js does
// not take for a bot, the consent cookie, reading the events the stand-in decoded, and waiting for
// one with a failure that says what did arrive instead.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CONSENT_COOKIE } from '../../site/shared/analytics/consent';
import { startPostHogStandIn, STAND_IN_POSTHOG_KEY, type PostHogStandIn, type ReceivedEvent } from './posthogStandIn';
import { startServer, TEST_SERVER_ENV, type RunningServer } from './server';

/**
 * Starts the file's built server with its pages running PostHog against the stand-in (beforeAll),
 * hands both to `started`, and stops them after the file (afterAll). `env` adds to the server's
 * environment; it is read after the hooks registered before this call (a Stripe stand-in's address).
 */
export function usePostHogServer(
  started: (server: RunningServer, posthog: PostHogStandIn) => void,
  env: () => Record<string, string> = () => ({}),
): void {
  let server: RunningServer | undefined;
  let posthog: PostHogStandIn | undefined;
  beforeAll(async () => {
    posthog = await startPostHogStandIn();
    server = await startServer({
      env: { ...TEST_SERVER_ENV, PUBLIC_POSTHOG_KEY: STAND_IN_POSTHOG_KEY, PUBLIC_POSTHOG_HOST: posthog.url, ...env() },
    });
    started(server, posthog);
  }, 400_000);
  afterAll(async () => {
    await server?.stop();
    await posthog?.stop();
  });
}

// posthog-js drops the events of browsers that look automated (a HeadlessChrome user agent or
// brand, navigator.webdriver); the test browser presents itself as a person's Chromium does.
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * Makes the context's pages look like a person's Chromium to posthog-js (with `context: { userAgent: PERSON_UA }`).
 * navigator.userAgent is pinned in the page as well: while a page unloads (pagehide, where
 * posthog-js sends its page-leave and Perch's queue goes out), headless Chromium reports its own
 * "HeadlessChrome" agent again instead of the context's, and posthog-js would drop those events as a bot's.
 */
export function looksLikeAPerson(context: BrowserContext): Promise<unknown> {
  return context.addInitScript((ua) => {
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua });
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get: () => ({ brands: [{ brand: 'Chromium', version: '156' }], mobile: false, platform: 'Linux' }),
    });
  }, PERSON_UA);
}

/** The visitor chose "Allow" on `origin`. */
export const allowAnalytics = (p: Page, origin: string) =>
  p.context().addCookies([{ name: CONSENT_COOKIE, value: 'granted', url: origin }]);
export const prop = (e: ReceivedEvent, key: string) => e.properties[key];
export const distinctId = (e: ReceivedEvent) => (e.properties.distinct_id ?? e.distinct_id) as string;
/** The person properties an event sets ($identify carries them beside its properties). */
export const personSet = (e: ReceivedEvent) => (e.$set ?? e.properties.$set) as Record<string, unknown> | undefined;

/** How far each step of a wait moves the page's clock on: one batching delay (Perch's queue's, then posthog-js' flush). */
export const CLOCK_STEP_MS = 5_000;
/** Real time between steps, so a send one step started goes out before the next. */
const CLOCK_STEP_EVERY_MS = 250;
/** The longest a step waits for the page to take it. */
const CLOCK_STEP_LIMIT_MS = 1_000;

/**
 * Gives the context's pages a clock `arrives` can move on (Playwright's clock). Time still flows
 * as it does without it; only a wait for an event jumps it forward.
 */
export function hurriedClock(page: Page): Promise<void> {
  return page.clock.install();
}

/**
 * `arrives(match, label)`: the event, or a failure naming what did not arrive, what did, and the
 * page's console lines (a warning there says why an event was not sent). Perch's queue sends 5 s
 * after the last event and posthog-js every 5 s; with `page` (its clock installed by
 * `hurriedClock`) the wait moves the page's clock on 5 s at a time, so those delays pass at once
 * instead of in 10 s of real time each. The limit is a failure's, never a wait. `hurry: false`
 * waits in real time (used while a page's next document is held back).
 */
export function eventArrival(
  standIn: () => PostHogStandIn,
  consoleLines: () => string[],
  page?: () => Page | undefined,
) {
  return async function arrives(
    match: (e: ReceivedEvent) => boolean,
    label: string,
    { ms = 25_000, hurry = true }: { ms?: number; hurry?: boolean } = {},
  ): Promise<ReceivedEvent> {
    const posthog = standIn();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waiting = true;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `${label} did not reach PostHog within ${ms} ms; received: ${posthog
                .events()
                .map((e) => `${e.event} ${String(prop(e, 'page_url') ?? '')}`)
                .join(', ')}; page console: ${consoleLines().join(' | ') || 'nothing'}`,
            ),
          ),
        ms,
      );
    });
    const hurryClock = async () => {
      while (waiting) {
        await new Promise((resolve) => setTimeout(resolve, CLOCK_STEP_EVERY_MS));
        const current = waiting ? page?.() : undefined;
        if (!current) continue;
        // A page between documents refuses the step; a step that has not answered within a
        // moment is left, and the page's time flows as usual meanwhile.
        await Promise.race([
          current.clock.fastForward(CLOCK_STEP_MS).catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, CLOCK_STEP_LIMIT_MS)),
        ]);
      }
    };
    const hurrying = page && hurry ? hurryClock() : Promise.resolve();
    try {
      return await Promise.race([posthog.waitFor(match), timeout]);
    } finally {
      waiting = false;
      clearTimeout(timer);
      await hurrying;
    }
  };
}
