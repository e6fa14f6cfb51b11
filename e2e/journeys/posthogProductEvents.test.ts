// Perch's product events that posthog.test.ts does not reach (#18), with the real posthog-js in
// Chromium sending to the local PostHog stand-in: a returning user's sign-in, a Parooty
// recommendation followed from the floating widget and from /parooty, and a subscription paid on Stripe's hosted
// Checkout. The server here has Stripe configured against the local Stripe stand-in
// (e2e/support/stripeStandIn.ts), whose hosted page the browser is sent to and comes back from,
// as it would from checkout.stripe.com.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_APP_VERSION, ANALYTICS_PLATFORM, DEVICE_ID_PREFIX } from '../../site/shared/analytics/properties';
import { newAccount, signUp } from '../support/accounts';
import { hydrated, useBrowser, useSession } from '../support/browser';
import {
  allowAnalytics,
  distinctId,
  eventArrival,
  hurriedClock,
  looksLikeAPerson,
  PERSON_UA,
  personSet,
  prop,
  usePostHogServer,
} from '../support/posthogPage';
import type { PostHogStandIn, ReceivedEvent } from '../support/posthogStandIn';
import type { RunningServer } from '../support/server';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stripeStandIn';

let context: BrowserContext;
let page: Page;
let server: RunningServer;
let posthog: PostHogStandIn;
let stripe: StripeStandIn;

// The Stripe stand-in starts first and stops last (after-hooks run in reverse order).
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});
usePostHogServer(
  (s, p) => {
    server = s;
    posthog = p;
  },
  () => ({
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  }),
);

let ready: Promise<unknown>;
let consoleLines: string[] = [];
useBrowser(
  (c, p) => {
    context = c;
    page = p;
    consoleLines = [];
    p.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    p.on('framenavigated', (f) => {
      if (f === p.mainFrame()) consoleLines.push(`page: ${f.url()}`);
    });
    ready = Promise.all([looksLikeAPerson(c), hurriedClock(p)]);
  },
  // No service worker: followHeld holds a navigation with page.route, which never sees a request
  // the worker makes, and the worker takes the page over at a time of its own (the flake of CI
  // run 23). The offline journeys test the worker.
  { baseURL: () => server.url, context: { userAgent: PERSON_UA, serviceWorkers: 'block' } },
);
beforeEach(async () => {
  await ready;
});

const arrives = eventArrival(
  () => posthog,
  () => consoleLines,
  () => page,
);
const of = (userId: unknown) => (e: ReceivedEvent) => prop(e, 'user_id') === userId;
/** This page's own page view has reached PostHog: PostHog runs on it (it starts once the page is idle after load). */
const pageViewOf = (url: string) =>
  arrives(
    (e) => e.event === '$pageview' && prop(e, 'page_url') === url && posthog.events().indexOf(e) >= pageViewsFrom,
    `the page view of ${url}`,
  );
let pageViewsFrom = 0;

/**
 * Clicks a link to `href` and holds the next page back until `sent()` has resolved (as a slow
 * server would): the page clicked on stays open and sends what it queued the way an open page
 * does, 5 s after the last event. What a page queues as it unloads goes by beacon, and headless
 * Chromium lost whole beacons (PostHog's own page-leave with them) in 2 of 9 runs here.
 * `sent()` waits in real time (`hurry: false`), as it did before the clock was installed.
 */
async function followHeld<T>(link: Locator, href: string, sent: () => Promise<T>): Promise<T> {
  const target = (u: URL) => u.pathname + u.search === href;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(target, async (route) => {
    await released;
    await route.continue();
  });
  try {
    // A click with the mouse at the link (locator.click() would wait for the held navigation).
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return await sent();
  } finally {
    release();
    await page.waitForURL(target);
    await page.unroute(target);
  }
}
beforeEach(() => {
  pageViewsFrom = posthog.events().length;
});

describe('product events the other PostHog journey does not reach', () => {
  it('signed_in: a returning user signs in after signing out, and the page after sign-in sends it as them, identified with the people properties', async () => {
    await allowAnalytics(page, server.url);
    const account = newAccount();
    const session = await signUp(server.url, account);
    const userId = session.user.id as string;
    await useSession(context, session, server.url);
    await page.goto('/tools');
    await arrives((e) => e.event === '$identify' && distinctId(e) === userId, 'the first identify');

    await page.locator('[data-part="user-toggle"]').click();
    await page.locator('[data-part="user-panel"]').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const guestId = (await context.cookies()).find((c) => c.name === 'perch_guest')?.value;
    await arrives(
      (e) => e.event === '$pageview' && prop(e, 'guest_id') === guestId && distinctId(e) !== userId,
      'the anonymous guest page after sign-out',
    );

    const before = posthog.events().length;
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/tools');
    const since = (e: ReceivedEvent) => posthog.events().indexOf(e) >= before;

    const signedIn = await arrives((e) => e.event === 'signed_in' && since(e), 'signed_in');
    expect(distinctId(signedIn)).toBe(userId);
    expect(distinctId(signedIn).startsWith(DEVICE_ID_PREFIX)).toBe(false);
    expect(signedIn.properties).toMatchObject({
      user_id: userId,
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
      page_url: `${server.url}/tools`,
      user_agent: PERSON_UA,
      referrer: `${server.url}/login`,
    });
    expect(prop(signedIn, 'session_id')).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(prop(signedIn, 'timestamp'))))).toBe(false);

    // The guest becomes the user again, identified with the spec §3 people properties. The browser
    // was identified as the guest, so posthog-js' identify() sends them as a $set under the user's
    // id, not as an $identify (that one is sent only from an anonymous id): the guest's events are
    // not joined to the user.
    const identify = await arrives(
      (e) =>
        ['$identify', '$set'].includes(e.event) &&
        distinctId(e) === userId &&
        personSet(e)?.email !== undefined &&
        since(e),
      'the identify after sign-in',
    );
    expect(personSet(identify)).toMatchObject({
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      role: 'user',
      has_permission: false,
      last_login: expect.any(String),
      subscription_status: 'none',
      subscription_plan: null,
      subscription_start_date: null,
    });
    expect(Number.isNaN(Date.parse(String(personSet(identify)?.last_login)))).toBe(false);
    // Handed to that one page: the noted-events cookie is gone, and the event was sent once.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('perch_analytics_events');
    await page.goto('/pricing');
    await pageViewOf(`${server.url}/pricing`);
    expect(posthog.events().filter((e) => e.event === 'signed_in' && distinctId(e) === userId)).toHaveLength(1);
  });

  it('parooty_recommendation_followed: a recommendation followed from the widget and from /parooty arrives with the tool id, and the question is in no event', async () => {
    await allowAnalytics(page, server.url);
    const session = await signUp(server.url);
    const userId = session.user.id as string;
    await useSession(context, session, server.url);
    // A word of this run's own, to find the question by in whatever was sent.
    const marker = `trip${session.account.email.slice(5, 13).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const question = `convert 10 km to miles for ${marker}`;

    await page.goto('/terms');
    await pageViewOf(`${server.url}/terms`);
    await page.locator('[data-part="chat-launcher"]').click();
    const panel = page.getByRole('dialog', { name: 'Chat with Parooty' });
    await panel.waitFor();
    await page.getByPlaceholder('Ask Parooty...').fill(question);
    await page.keyboard.press('Enter');
    const recommendation = panel.locator('[data-part="recommendation"] a').first();
    await recommendation.waitFor();
    const href = (await recommendation.getAttribute('href'))!;
    const toolId = /^\/app\/([^/?#]+)/.exec(href)?.[1];
    expect(toolId, href).toBeTruthy();
    const fromWidget = await followHeld(recommendation, href, () =>
      arrives(
        (e) => e.event === 'parooty_recommendation_followed' && of(userId)(e) && prop(e, 'surface') === 'widget',
        'parooty_recommendation_followed (widget)',
        { hurry: false },
      ),
    );
    expect(fromWidget.properties).toMatchObject({
      tool_id: toolId,
      position: 1,
      surface: 'widget',
      page_url: `${server.url}/terms`,
      platform: ANALYTICS_PLATFORM,
    });
    expect(distinctId(fromWidget)).toBe(userId);

    // The same conversation on /parooty: its card leads to the same tool. (The widget was open
    // when the tab left /terms; its panel is not reopened over the page's conversation.)
    await page.goto('/parooty');
    await pageViewOf(`${server.url}/parooty`);
    const card = page.locator('[data-part="parooty-conversation"] [data-part="recommendation"] a').first();
    await expect(card.getAttribute('href')).resolves.toBe(href);
    // A click is tracked once the conversation has hydrated (its cards' handlers) and PostHog is
    // connected to the page's hub; on a loaded machine either can come after the cards are drawn.
    await hydrated(page, 'ParootyConversation');
    await page.waitForFunction(() =>
      Boolean(
        (globalThis as Record<symbol, { send?: unknown } | undefined>)[Symbol.for('perch.productAnalytics')]?.send,
      ),
    );
    const fromPage = await followHeld(card, href, () =>
      arrives(
        (e) => e.event === 'parooty_recommendation_followed' && of(userId)(e) && prop(e, 'surface') === 'page',
        'parooty_recommendation_followed (page)',
        { hurry: false },
      ),
    );
    expect(fromPage.properties).toMatchObject({
      tool_id: toolId,
      position: 1,
      surface: 'page',
      page_url: `${server.url}/parooty`,
    });

    // The tool page's own events have arrived too; not one event holds the question.
    await arrives((e) => e.event === 'tool_opened' && of(userId)(e), 'tool_opened');
    await arrives((e) => e.event === 'parooty_question_asked' && of(userId)(e), 'parooty_question_asked');
    const all = JSON.stringify(posthog.events());
    expect(all).not.toContain(question);
    expect(all).not.toContain(marker);
  });

  it('subscription_completed: checkout on the hosted Stripe page and back to /subscription/success?session_id=… marks the person active', async () => {
    await allowAnalytics(page, server.url);
    const session = await signUp(server.url);
    const userId = session.user.id as string;
    await useSession(context, session, server.url);

    await page.goto('/pricing?cycle=monthly');
    await page.locator('[data-cycle="monthly"]').getByRole('link', { name: 'Subscribe Monthly' }).click();
    // On Stripe's hosted page (the stand-in's), then back.
    await page.waitForURL((u) => u.origin === stripe.url && u.pathname.startsWith('/c/pay/cs_test_'));
    const checkoutId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(stripe.session(checkoutId)).toMatchObject({
      success_url: `${server.url}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      metadata: { userId, plan: 'monthly' },
    });
    const back = page.waitForResponse((r) => r.url() === `${server.url}/subscription/success?session_id=${checkoutId}`);
    await page.getByRole('button', { name: 'Pay $49.99' }).click();
    await page.waitForURL(`${server.url}/subscription/success?session_id=${checkoutId}`);
    const successHtml = await (await back).text();
    await expect(page.getByRole('heading', { name: 'Welcome to Perch Pro' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-part="payment-result"] strong').textContent()).resolves.toBe('Pro · Monthly');
    const successUrl = page.url();

    const started = await arrives((e) => e.event === 'checkout_started' && of(userId)(e), 'checkout_started');
    expect(started.properties).toMatchObject({
      plan: 'monthly',
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
      page_url: successUrl,
    });
    const completed = await arrives(
      (e) => e.event === 'subscription_completed' && of(userId)(e),
      'subscription_completed',
    );
    expect(distinctId(completed)).toBe(userId);
    expect(completed.properties).toMatchObject({
      plan: 'monthly',
      user_id: userId,
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
      page_url: successUrl,
      user_agent: PERSON_UA,
    });
    const active = await arrives(
      (e) => e.event === '$set' && personSet(e)?.subscription_status === 'active' && distinctId(e) === userId,
      "subscription_status 'active'",
    );
    expect(personSet(active)).toMatchObject({ subscription_status: 'active', subscription_plan: 'monthly' });
    expect(
      stripe.count(`GET /v1/checkout/sessions/${checkoutId}`),
      'the success page asked Stripe, no webhook needed',
    ).toBe(1);

    // The success page again with a session id that is not this user's paid checkout: the page
    // notes no subscription_completed for PostHog, though the user is subscribed (its analytics
    // settings, where the paid checkout's page had it, hold none).
    expect(successHtml).toContain('subscription_completed');
    // The same success page again (a reload, the back button): the subscription was live already.
    const again = await page.goto(successUrl);
    expect(await again!.text()).not.toContain('subscription_completed');
    const bogus = await page.goto('/subscription/success?session_id=cs_test_not_mine');
    await expect(page.getByRole('heading', { name: 'Welcome to Perch Pro' }).isVisible()).resolves.toBe(true);
    expect(await bogus!.text()).not.toContain('subscription_completed');
  });
});
