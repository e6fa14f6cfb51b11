// PostHog with a key: the real posthog-js in Chromium, the built server started with
// PUBLIC_POSTHOG_KEY/PUBLIC_POSTHOG_HOST pointing at a local stand-in that decodes what the SDK
// sends (e2e/support/posthogStandIn.ts). Declined or undecided → the PostHog chunk is never
// fetched; allowed → events carry the spec §3 base properties, the visitor is anonymous with the
// guest id as the guest_id super property, sign-in identifies the user with the people properties
// (joining the guest's anonymous id), sign-out resets, and nothing typed into a password field (or any field) reaches PostHog. Perch's own
// product events (@perch/ui/analytics) arrive with the same base properties, and a subscription
// marks the person's subscription_status 'active'.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_APP_VERSION, ANALYTICS_PLATFORM } from '../../site/shared/analytics/properties';
import { POSTHOG_RAGE_CLICK } from '../../site/server/providers/analytics/browser/posthog';
import { CAPTURED_TEXT_MAX } from '../../site/client/analytics/privacy';
import { SCROLL_CHECKPOINTS, SCROLL_DEPTH_EVENT } from '../../site/client/analytics/scrollCheckpoints';
import { METRICS_ENDPOINT } from '../../packages/ui/src/metrics/collector';
import { newAccount, signUp } from '../support/accounts';
import { hydrated, useBrowser } from '../support/browser';
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

let page: Page;
let server: RunningServer;
let posthog: PostHogStandIn;

usePostHogServer((s, p) => {
  server = s;
  posthog = p;
});

let ready: Promise<unknown>;
useBrowser(
  (context, p) => {
    page = p;
    ready = Promise.all([looksLikeAPerson(context), hurriedClock(p)]);
  },
  // The sign-in attempt with an unknown account is answered 401 on purpose.
  { baseURL: () => server.url, context: { userAgent: PERSON_UA }, allowConsole: /status of (401|404)/ },
);
beforeEach(async () => {
  await ready;
});

const metricsSent = (p: Page) =>
  p.waitForResponse((r) => new URL(r.url()).pathname === METRICS_ENDPOINT && r.request().method() === 'POST');
const allow = (p: Page) => allowAnalytics(p, server.url);

/** The page's console, named in a failure of `arrives` (a warning there says why an event was not sent). */
let consoleLines: string[] = [];
const arrives = eventArrival(
  () => posthog,
  () => consoleLines,
  () => page,
);

describe('PostHog when PUBLIC_POSTHOG_KEY is set', () => {
  it('is never fetched before a choice or after Decline; the page CSP allows only its API host', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const before = posthog.requests().length;
    let sent = metricsSent(page);
    const res = await page.goto('/');
    await sent;
    expect(res?.headers()['content-security-policy']).toContain(`connect-src 'self' ${posthog.url}`);
    await page.locator('#site-footer').getByRole('button', { name: 'Decline' }).click();
    sent = metricsSent(page);
    await page.goto('/pricing');
    await sent;
    expect(scripts.filter((s) => /posthog/i.test(s))).toEqual([]);
    expect(posthog.requests().length, 'nothing reached the PostHog host').toBe(before);
  });

  it('after Allow: the guest is anonymous, with the guest id as guest_id on every event, and events carry the base properties', async () => {
    const from = posthog.events().length;
    await page.goto('/terms');
    const guestId = (await page.context().cookies()).find((c) => c.name === 'perch_guest')?.value;
    expect(guestId).toMatch(/^guest-/);
    await page.locator('#site-footer').getByRole('button', { name: 'Allow' }).click();

    const pageview = await posthog.waitFor(
      (e) => e.event === '$pageview' && String(prop(e, 'page_url')).endsWith('/terms'),
    );
    expect(pageview.properties).toMatchObject({
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
      page_url: `${server.url}/terms`,
      user_agent: await page.evaluate(() => navigator.userAgent),
      referrer: '',
    });
    expect(['anonymous', guestId]).toContain(prop(pageview, 'user_id'));
    expect(prop(pageview, 'session_id')).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(prop(pageview, 'timestamp'))))).toBe(false);

    // The next page: same anonymous person, the guest id as a property, never as the distinct id.
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    const next = await posthog.waitFor(
      (e) => e.event === '$pageview' && String(prop(e, 'page_url')).endsWith('/pricing'),
    );
    expect(prop(next, 'user_id')).toBe(guestId);
    expect(prop(next, 'guest_id')).toBe(guestId);
    expect(prop(next, 'referrer')).toBe(`${server.url}/terms`);
    expect(distinctId(next)).toBe(distinctId(pageview));
    expect(distinctId(next)).not.toBe(guestId);
    expect(
      posthog
        .events()
        .slice(from)
        .some((e) => e.event === '$identify'),
    ).toBe(false);
  });

  it('a guest who signs up keeps their history: $identify joins their anonymous id to the user; after sign-out a second account is not joined to the first', async () => {
    const from = posthog.events().length;
    const fresh = (e: ReceivedEvent) => posthog.events().indexOf(e) >= from;
    await allow(page);
    await page.goto('/pricing');
    const asGuest = await posthog.waitFor(
      (e) => fresh(e) && e.event === '$pageview' && String(prop(e, 'page_url')).endsWith('/pricing'),
    );
    const anonymousId = distinctId(asGuest);
    const guestId = (await page.context().cookies()).find((c) => c.name === 'perch_guest')?.value;
    expect(prop(asGuest, 'guest_id')).toBe(guestId);

    const account = newAccount();
    const session = await signUp(server.url, account);
    const [name, value] = session.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: server.url }]);
    await page.goto('/tools');
    const identify = await posthog.waitFor((e) => e.event === '$identify' && distinctId(e) === session.user.id);
    // The guest's events and the user's are one person from here on.
    expect(identify.properties.$anon_distinct_id).toBe(anonymousId);
    expect(personSet(identify)).toMatchObject({
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      role: 'user',
      has_permission: false,
      subscription_status: 'none',
      subscription_plan: null,
      subscription_start_date: null,
    });
    expect(Object.keys(personSet(identify) ?? {})).toEqual(
      expect.arrayContaining([
        'email',
        'first_name',
        'last_name',
        'role',
        'has_permission',
        'last_login',
        'subscription_status',
        'subscription_plan',
        'subscription_start_date',
      ]),
    );
    const toolsView = await posthog.waitFor(
      (e) =>
        e.event === '$pageview' &&
        String(prop(e, 'page_url')).endsWith('/tools') &&
        prop(e, 'user_id') === session.user.id,
    );
    expect(distinctId(toolsView)).toBe(session.user.id);

    // Sign out with the navigation's form: the next page resets PostHog to a new anonymous guest.
    await page.locator('[data-part="user-toggle"]').click();
    await page.locator('[data-part="user-panel"]').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const afterReset = await posthog.waitFor(
      (e) =>
        fresh(e) &&
        e.event === '$pageview' &&
        String(prop(e, 'page_url')) === `${server.url}/` &&
        distinctId(e) !== session.user.id,
    );
    const nextAnonymousId = distinctId(afterReset);
    expect(nextAnonymousId, 'a fresh anonymous id after the reset').not.toBe(anonymousId);
    const nextGuestId = (await page.context().cookies()).find((c) => c.name === 'perch_guest')?.value;
    expect(prop(afterReset, 'guest_id')).toBe(nextGuestId);
    expect(prop(afterReset, 'user_id')).toBe(nextGuestId);
    await expect(page.evaluate(() => localStorage.getItem('user_id'))).resolves.toBeNull();

    // A second account signs in on the same browser: joined to the new anonymous id only.
    const second = await signUp(server.url, newAccount());
    const [name2, value2] = second.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name: name2, value: value2, url: server.url }]);
    await page.goto('/tools');
    const secondIdentify = await posthog.waitFor((e) => e.event === '$identify' && distinctId(e) === second.user.id);
    expect(secondIdentify.properties.$anon_distinct_id).toBe(nextAnonymousId);
    expect([anonymousId, session.user.id]).not.toContain(secondIdentify.properties.$anon_distinct_id);
  });

  it(`cuts a clicked element's text at ${CAPTURED_TEXT_MAX} characters, and counts ${POSTHOG_RAGE_CLICK.click_count} quick clicks in one place as a rage click`, async () => {
    await allow(page);
    // PostHog starts on a page only once it is idle after load: wait for this page's own page view
    // (an earlier test's /terms view is already in the stand-in), or the click comes before the
    // library listens and is never captured (#18: 5 of 9 runs lost it).
    const before = posthog.events().length;
    await page.goto('/terms');
    await arrives(
      (e) =>
        e.event === '$pageview' &&
        String(prop(e, 'page_url')).endsWith('/terms') &&
        posthog.events().indexOf(e) >= before,
      'this /terms page view',
    );
    // Letters only: a 13-digit Date.now() passes the Luhn check one time in ten, and privacy.ts
    // then redacts it as a card number — the marker would be gone from the captured text.
    const marker = `long-${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const text = `${marker} ${'lorem ipsum '.repeat(40)}`;
    await page.evaluate((t) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'long-label';
      button.textContent = t;
      document.querySelector('main')!.prepend(button);
    }, text);
    const box = (await page.locator('#long-label').boundingBox())!;
    await page.locator('#long-label').click();
    const click = await arrives(
      (e) => e.event === '$autocapture' && String(prop(e, '$el_text') ?? '').startsWith(marker),
      'the click',
    );
    expect(String(prop(click, '$el_text'))).toHaveLength(CAPTURED_TEXT_MAX);
    const chainText = /text="([^"]*)"/.exec(String(prop(click, '$elements_chain') ?? ''))?.[1] ?? '';
    expect(chainText.startsWith(marker) && chainText.length <= CAPTURED_TEXT_MAX, chainText).toBe(true);

    // Three quick clicks in one place are no rage click; four more, further along the button
    // (more than the threshold from the third, so the count starts again), are one. Apart by
    // distance, not by waiting.
    const y = box.y + box.height / 2;
    const step = 5;
    const away = POSTHOG_RAGE_CLICK.threshold_px * 3;
    expect(box.width, 'the button is wide enough for both groups').toBeGreaterThan(20 + 2 * away + 10 * step);
    for (let i = 0; i < 3; i += 1) await page.mouse.click(box.x + 20 + i * step, y);
    for (let i = 0; i < POSTHOG_RAGE_CLICK.click_count; i += 1) await page.mouse.click(box.x + 20 + away + i * step, y);
    const rage = await arrives(
      (e) => e.event === '$rageclick' && String(prop(e, '$el_text') ?? '').startsWith(marker),
      'the rage click',
    );
    expect(String(prop(rage, '$el_text'))).toHaveLength(CAPTURED_TEXT_MAX);
    // A rage click is captured just before its click's $autocapture: once all 8 clicks are in, so is every rage click.
    const onButton = (e: ReceivedEvent) => String(prop(e, '$el_text') ?? '').startsWith(marker);
    await arrives(
      (e) =>
        e.event === '$autocapture' &&
        onButton(e) &&
        posthog.events().filter((x) => x.event === '$autocapture' && onButton(x)).length >= 8,
      'all 8 clicks',
    );
    expect(posthog.events().filter((e) => e.event === '$autocapture' && onButton(e))).toHaveLength(8);
    expect(
      posthog.events().filter((e) => e.event === '$rageclick' && String(prop(e, '$el_text') ?? '').startsWith(marker)),
    ).toHaveLength(1);
  });

  it(`sends one ${SCROLL_DEPTH_EVENT} event for each scroll checkpoint (${SCROLL_CHECKPOINTS.join(', ')} %) a page's scroll passes`, async () => {
    await allow(page);
    const before = posthog.events().length;
    await page.goto('/terms');
    await arrives(
      (e) =>
        e.event === '$pageview' &&
        String(prop(e, 'page_url')).endsWith('/terms') &&
        posthog.events().indexOf(e) >= before,
      'this /terms page view',
    );
    const onThisPage = (e: ReceivedEvent) => e.event === SCROLL_DEPTH_EVENT && posthog.events().indexOf(e) >= before;
    const { height, window: view } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      window: innerHeight,
    }));
    expect(height, '/terms is long enough to scroll past every checkpoint').toBeGreaterThan(view * 4);
    // To 60 %, back to the top, then to the end: 25 and 50 once, then 75 and 100.
    await page.evaluate((y) => scrollTo(0, y), height * 0.6 - view);
    await arrives((e) => onThisPage(e) && prop(e, 'percent') === 50, 'the 50 % checkpoint');
    await page.evaluate(() => scrollTo(0, 0));
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const last = await arrives((e) => onThisPage(e) && prop(e, 'percent') === 100, 'the 100 % checkpoint');
    expect(
      posthog
        .events()
        .filter(onThisPage)
        .map((e) => prop(e, 'percent')),
    ).toEqual([...SCROLL_CHECKPOINTS]);
    expect(last.properties).toMatchObject({
      page_url: `${server.url}/terms`,
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
    });
  });

  it('never sends what is typed into a password field, or any field value', async () => {
    await allow(page);
    await page.goto('/login');
    const secret = 'S3cret-pass-4111111111111111';
    await page.getByLabel('Email').fill('nobody@perch.test');
    await page.getByLabel('Password').click();
    await page.getByLabel('Password').fill(secret);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForLoadState('load');
    // The sign-in click is captured (and flushed when the page unloads, or by the next page).
    await posthog.waitFor(
      (e) => e.event === '$autocapture' && JSON.stringify(e.properties).toLowerCase().includes('sign'),
    );
    const all = JSON.stringify(posthog.events());
    expect(all).not.toContain(secret);
    expect(all).not.toContain('4111111111111111');
    expect(all).not.toContain('nobody@perch.test');
    const onPassword = posthog
      .events()
      .filter(
        (e) =>
          e.event === '$autocapture' &&
          JSON.stringify(e.properties.$elements ?? e.properties.$elements_chain ?? '').includes('password'),
      );
    expect(onPassword).toEqual([]);
  });

  it('sends Perch’s product events with the base properties: sign-up, a catalogue tool opened and used, a Parooty question, checkout, subscription, sign-out', async () => {
    const warnings: string[] = [];
    consoleLines = [];
    page.on('console', (m) => {
      consoleLines.push(`${m.type()}: ${m.text()}`);
      if (m.type() === 'warning' && m.text().includes('Perch analytics')) warnings.push(m.text());
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) consoleLines.push(`page: ${f.url()}`);
    });
    await allow(page);
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding');
    const userId = await page.evaluate(() => localStorage.getItem('user_id'));
    expect(userId).toEqual(expect.any(String));
    const mine = (e: ReceivedEvent) => prop(e, 'user_id') === userId;

    const signedUp = await arrives((e) => e.event === 'signed_up' && mine(e), 'signed_up');
    expect(signedUp.properties).toMatchObject({
      user_id: userId,
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
      page_url: `${server.url}/onboarding`,
      user_agent: PERSON_UA,
      referrer: `${server.url}/signup`,
    });
    expect(prop(signedUp, 'session_id')).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(prop(signedUp, 'timestamp'))))).toBe(false);
    expect(distinctId(signedUp)).toBe(userId);

    // A tool opened from the catalogue and run.
    await page.goto('/tools?q=json');
    await page.locator('a[href="/app/json-formatter"]').first().click();
    await page.waitForURL('**/app/json-formatter');
    const opened = await arrives((e) => e.event === 'tool_opened' && mine(e), 'tool_opened');
    expect(opened.properties).toMatchObject({
      tool_id: 'json-formatter',
      category: expect.any(String),
      pro: false,
      from: 'catalogue',
      page_url: `${server.url}/app/json-formatter`,
    });
    await page.getByRole('textbox', { name: 'JSON' }).fill('{"name":"Perch"}');
    // Run once the form is live: a click before that submits the form to the server instead.
    await hydrated(page, 'ToolWorkspace');
    await page.getByRole('button', { name: 'Run JSON Formatter' }).click();
    const used = await arrives((e) => e.event === 'tool_used' && mine(e), 'tool_used');
    expect(used.properties).toMatchObject({
      tool_id: 'json-formatter',
      ok: true,
      duration_ms: expect.any(Number),
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
    });
    const count = await arrives(
      (e) => e.event === '$set' && personSet(e)?.tools_used !== undefined && distinctId(e) === userId,
      'tools_used',
    );
    expect(personSet(count)).toMatchObject({ tools_used: 1 });

    // Run pressed before the next tool's form is live (PostHog connected, the form not touched
    // yet, so still the server's HTML): the form goes to the server, and the page it comes back
    // as runs it. One tool_used, and the opening counted once.
    const lengthTool = (e: ReceivedEvent) => mine(e) && prop(e, 'tool_id') === 'length-converter';
    await page.goto('/app/length-converter');
    await arrives((e) => e.event === 'tool_opened' && lengthTool(e), 'tool_opened (length-converter)');
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app/length-converter',
    );
    const live = await page.evaluate(() => {
      const island = document.querySelector('astro-island[component-export="ToolWorkspaceIsland"]');
      const value = document.querySelector<HTMLInputElement>('input[name="value"]')!;
      value.value = '3';
      const wasLive = !island?.hasAttribute('ssr');
      value.form!.requestSubmit();
      return wasLive;
    });
    expect(live, 'the form was still the server’s HTML when it was sent').toBe(false);
    expect((await sent).status()).toBe(303);
    const sentRun = await arrives(
      (e) => e.event === 'tool_used' && lengthTool(e),
      'tool_used (sent before the form was live)',
    );
    expect(sentRun.properties).toMatchObject({ ok: true, page_url: `${server.url}/app/length-converter?value=3` });
    expect(posthog.events().filter((e) => e.event === 'tool_opened' && lengthTool(e))).toHaveLength(1);

    // A Parooty question: its length is sent, never its text.
    const question = `convert 10 km to miles for order ${account.email.slice(0, 8)}`;
    await page.goto('/parooty');
    await page.getByRole('textbox', { name: 'Message Parooty' }).last().fill(question);
    await page.getByRole('textbox', { name: 'Message Parooty' }).last().press('Enter');
    const asked = await arrives((e) => e.event === 'parooty_question_asked' && mine(e), 'parooty_question_asked');
    expect(asked.properties).toMatchObject({
      question_length: question.length,
      surface: 'page',
      page_url: `${server.url}/parooty`,
    });

    // Checkout, then the subscription: the person's subscription_status becomes 'active'.
    await page.goto('/checkout?plan=monthly');
    const started = await arrives((e) => e.event === 'checkout_started' && mine(e), 'checkout_started');
    expect(started.properties).toMatchObject({ plan: 'monthly', page_url: `${server.url}/checkout?plan=monthly` });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: /^Subscribe · / }).click();
    await page.waitForURL('**/checkout/success?plan=monthly');
    const completed = await arrives((e) => e.event === 'subscription_completed' && mine(e), 'subscription_completed');
    expect(completed.properties).toMatchObject({ plan: 'monthly', platform: ANALYTICS_PLATFORM });
    const active = await arrives(
      (e) => e.event === '$set' && personSet(e)?.subscription_status === 'active' && distinctId(e) === userId,
      "subscription_status 'active'",
    );
    expect(personSet(active)).toMatchObject({ subscription_status: 'active', subscription_plan: 'monthly' });

    // Sign-out: sent as the person who left (before the reset), from the public home page.
    await page.locator('[data-part="user-toggle"]').click();
    await page.locator('[data-part="user-panel"]').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const signedOut = await arrives((e) => e.event === 'signed_out' && mine(e), 'signed_out');
    expect(distinctId(signedOut)).toBe(userId);
    expect(signedOut.properties).toMatchObject({
      page_url: `${server.url}/`,
      platform: ANALYTICS_PLATFORM,
      app_version: ANALYTICS_APP_VERSION,
    });
    // Handed to that one page: the cookie is gone.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('perch_analytics_events');

    const all = JSON.stringify(posthog.events());
    expect(all).not.toContain(question);
    expect(all).not.toContain(account.password);
    expect(warnings).toEqual([]);
  }, 200_000);
});
