// Changing plan in Chromium (issues #18, #36): a Pro subscriber switches plan on /subscription with
// the embedded checkout, sees the prorated amounts before confirming and the credit after, and
// the product event it makes reaches PostHog. The built server runs with
// PUBLIC_POSTHOG_KEY/PUBLIC_POSTHOG_HOST pointing at the PostHog stand-in
// (e2e/support/posthogStandIn.ts), which decodes what the real posthog-js sends. An upgrade
// (weekly → annual) sends subscription_upgraded from the next page, and the person's
// subscription_status becomes 'active' with the new plan; a downgrade sends no such event.
// Set PERCH_SHOTS_DIR to keep screenshots of the screen at 375, 390 and 1280 px.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../site/shared/analytics/consent';
import { signUp } from '../support/accounts';
import { hydrated, useBrowser } from '../support/browser';
import {
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

const SHOTS = process.env.PERCH_SHOTS_DIR;
// SubscriptionPanel's SUBSCRIPTION_TEXT (its module brings styles a Node test cannot load).
const SUBSCRIPTION_TEXT = {
  changePlan: 'Change plan',
  changePlanNote:
    'A switch applies now and a new billing period starts today. The unused time of your current plan is credited (to the second, rounded to the cent) and pays for the new plan first; any credit left pays your next charges.',
  confirmSwitch: 'Confirm switch',
  quoteUnusedCredit: 'Credit for unused time',
  quoteChargedToday: 'Charged today',
  quoteCreditLeft: 'Credit left',
  nextCharge: 'Next charge',
  credit: 'Credit',
};
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
let page: Page;
let server: RunningServer;
let posthog: PostHogStandIn;

usePostHogServer((s, p) => {
  server = s;
  posthog = p;
});

let ready: Promise<unknown>;
let consoleLines: string[] = [];
useBrowser(
  (context, p) => {
    page = p;
    consoleLines = [];
    p.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    ready = Promise.all([looksLikeAPerson(context), hurriedClock(p)]);
  },
  // axe is injected as a script the page's CSP would refuse; the CSP itself is tested elsewhere.
  { baseURL: () => server.url, context: { userAgent: PERSON_UA, bypassCSP: true } },
);
beforeEach(async () => {
  await ready;
});

const arrives = eventArrival(
  () => posthog,
  () => consoleLines,
  () => page,
);

/** A signed-in subscriber whose pages run PostHog (they chose Allow). */
async function signedInWithAnalytics() {
  const session = await signUp(server.url);
  const [name, value] = session.cookie.split('=') as [string, string];
  await page.context().addCookies([
    { name, value, url: server.url },
    { name: CONSENT_COOKIE, value: 'granted', url: server.url },
  ]);
  return session.user.id as string;
}

/** Pays for `plan` on the embedded checkout, as a person does. */
async function subscribe(plan: 'weekly' | 'monthly' | 'annual') {
  await page.goto(`/checkout?plan=${plan}`);
  await hydrated(page, 'CheckoutForm');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Subscribe · / }).click();
  await page.waitForURL(`**/checkout/success?plan=${plan}`);
}

/** The product events the current page's HTML hands to its PostHog chunk. */
async function eventsOnThisPage(): Promise<unknown[]> {
  const opts = await page.locator('astro-island[client="analytics"]').getAttribute('opts');
  return (JSON.parse(opts!) as { value: { events?: unknown[] } }).value.events ?? [];
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type Violation = { id: string; impact: string; nodes: Array<{ target: string[] }> };
/** WCAG 2.x A and AA rules (axe-core), as e2e/journeys/accessibility.test.ts runs them. */
async function violations(): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
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

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('plan change in the browser', () => {
  it('weekly → annual on /subscription: chosen, confirmed, the switch applies, the next page sends subscription_upgraded and the person is active on annual', async () => {
    const userId = await signedInWithAnalytics();
    const mine = (e: ReceivedEvent) => prop(e, 'user_id') === userId;
    await subscribe('weekly');

    await page.goto('/subscription');
    const panel = page.locator('[data-part="subscription-panel"]');
    await expect(panel.locator('dd').first().textContent()).resolves.toBe('Pro · Weekly');
    const choices = page.getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan });
    await expect(choices.getByText(SUBSCRIPTION_TEXT.changePlanNote).isVisible()).resolves.toBe(true);
    await expect(choices.getByRole('button').allTextContents()).resolves.toEqual([
      'Switch to Monthly$49.99 / month',
      'Switch to Annual$499.90 / year',
    ]);
    await shot('plan-change-1280');
    await expect(violations()).resolves.toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    // Nothing wider than the phone's screen: no sideways scrolling.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await shot('plan-change-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Choosing asks first; "Keep Weekly" goes back with nothing changed.
    await choices.getByRole('button', { name: /Switch to Annual/ }).click();
    await page.waitForURL('**/subscription?switch=annual');
    await expect(choices.getByText('Switch to Annual for $499.90 / year?').isVisible()).resolves.toBe(true);
    await shot('plan-confirm-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot('plan-confirm-375');
    await expect(violations()).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await choices.getByRole('link', { name: 'Keep Weekly' }).click();
    await page.waitForURL((u) => u.pathname === '/subscription' && u.search === '');
    await expect(panel.locator('dd').first().textContent()).resolves.toBe('Pro · Weekly');
    await choices.getByRole('button', { name: /Switch to Annual/ }).click();
    await page.waitForURL('**/subscription?switch=annual');
    await choices.getByRole('button', { name: SUBSCRIPTION_TEXT.confirmSwitch }).click();
    await page.waitForURL('**/subscription?changed=annual');
    await expect(
      page.getByRole('status').filter({ hasText: 'You are now on the Annual plan.' }).isVisible(),
    ).resolves.toBe(true);
    await expect(panel.locator('dd').first().textContent()).resolves.toBe('Pro · Annual');
    await expect(panel.getByText('$499.90 / year').isVisible()).resolves.toBe(true);
    await shot('plan-changed-1280');

    const upgraded = await arrives((e) => e.event === 'subscription_upgraded' && mine(e), 'subscription_upgraded');
    expect(upgraded.properties).toMatchObject({
      plan: 'annual',
      previous_plan: 'weekly',
      page_url: `${server.url}/subscription?changed=annual`,
    });
    expect(distinctId(upgraded)).toBe(userId);
    const active = await arrives(
      (e) => e.event === '$set' && personSet(e)?.subscription_plan === 'annual' && distinctId(e) === userId,
      "subscription_status 'active' on annual",
    );
    expect(personSet(active)).toMatchObject({ subscription_status: 'active', subscription_plan: 'annual' });
    // Handed to that one page: the cookie is gone, and a reload has nothing more to send.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('perch_analytics_events');
    await page.goto('/subscription');
    await expect(eventsOnThisPage()).resolves.toEqual([]);
  }, 120_000);

  it('annual → monthly: the confirmation shows the credit for the unused year, $0.00 today, the credit left and the next charge before the switch; after it the subscription keeps that credit', async () => {
    await signedInWithAnalytics();
    await subscribe('annual');
    const paid = (await (await page.request.get('/api/subscription/current')).json()) as Record<string, string>;
    await page.goto('/subscription');
    const choices = page.getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan });
    await choices.getByRole('button', { name: /Switch to Monthly/ }).click();
    await page.waitForURL('**/subscription?switch=monthly');
    await expect(choices.getByText('Switch to Monthly for $49.99 / month?').isVisible()).resolves.toBe(true);
    await expect(choices.getByText(SUBSCRIPTION_TEXT.changePlanNote).isVisible()).resolves.toBe(true);

    // The amounts, read as a person reads them: each label with its figure.
    const quote = page.locator('[data-part="plan-quote"]');
    const rows = await quote
      .locator('dt')
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
    const at = Number(await page.locator('input[name="prorationDate"]').inputValue());
    // The oracle: price × unused seconds ÷ period seconds, halves up, over the record's own period.
    const start = Math.floor(Date.parse(paid.currentPeriodStart!) / 1000);
    const end = Math.floor(Date.parse(paid.currentPeriodEnd!) / 1000);
    const credit = Number((2n * 49990n * BigInt(end - at) + BigInt(end - start)) / (2n * BigInt(end - start)));
    const nextCharge = new Date(at * 1000);
    nextCharge.setUTCMonth(nextCharge.getUTCMonth() + 1);
    expect(rows).toEqual([
      [SUBSCRIPTION_TEXT.quoteUnusedCredit, usd(credit)],
      [SUBSCRIPTION_TEXT.quoteChargedToday, '$0.00'],
      [SUBSCRIPTION_TEXT.quoteCreditLeft, usd(credit - 4999)],
      [SUBSCRIPTION_TEXT.nextCharge, `$0.00 on ${longDate(nextCharge)}`],
    ]);
    await expect(violations()).resolves.toEqual([]);
    await shot('plan-quote-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await shot('plan-quote-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await choices.getByRole('button', { name: SUBSCRIPTION_TEXT.confirmSwitch }).click();
    await page.waitForURL('**/subscription?changed=monthly');
    await expect(
      page.getByRole('status').filter({ hasText: 'You are now on the Monthly plan.' }).isVisible(),
    ).resolves.toBe(true);
    const panel = page.locator('[data-part="subscription-panel"]');
    await expect(panel.locator('dd').first().textContent()).resolves.toBe('Pro · Monthly');
    // The credit shown before is the credit kept, and it pays the next charge.
    await expect(panel.locator('[data-part="credit"]').textContent()).resolves.toBe(
      `${usd(credit - 4999)}, used on your next charges`,
    );
    await expect(panel.locator('[data-part="next-charge"]').textContent()).resolves.toBe(
      `$0.00 on ${longDate(nextCharge)}`,
    );
    await expect(page.request.get('/api/subscription/current').then((r) => r.json())).resolves.toMatchObject({
      plan: 'monthly',
      creditCents: credit - 4999,
    });
    await shot('plan-credit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('plan-credit-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 120_000);

  it('annual → weekly (a downgrade): the switch applies and no subscription_upgraded is sent', async () => {
    const userId = await signedInWithAnalytics();
    const mine = (e: ReceivedEvent) => prop(e, 'user_id') === userId;
    await subscribe('annual');
    await page.goto('/subscription');
    const choices = page.getByRole('region', { name: SUBSCRIPTION_TEXT.changePlan });
    await choices.getByRole('button', { name: /Switch to Weekly/ }).click();
    await page.waitForURL('**/subscription?switch=weekly');
    await expect(choices.getByText('Switch to Weekly for $11.53 / week?').isVisible()).resolves.toBe(true);
    await choices.getByRole('button', { name: SUBSCRIPTION_TEXT.confirmSwitch }).click();
    await page.waitForURL('**/subscription?changed=weekly');
    await expect(
      page.getByRole('status').filter({ hasText: 'You are now on the Weekly plan.' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('[data-part="subscription-panel"] dd').first().textContent()).resolves.toBe(
      'Pro · Weekly',
    );
    // The page the switch led to has no product event to send.
    await expect(eventsOnThisPage()).resolves.toEqual([]);
    // PostHog ran on that page (its view arrived); then a tool page's event, sent after it, arrives too.
    await arrives(
      (e) => e.event === '$pageview' && mine(e) && String(prop(e, 'page_url')).endsWith('/subscription?changed=weekly'),
      'the view of /subscription?changed=weekly',
    );
    await page.goto('/app/json-formatter');
    await arrives((e) => e.event === 'tool_opened' && mine(e), 'tool_opened after the downgrade');
    expect(posthog.events().filter((e) => e.event === 'subscription_upgraded' && mine(e))).toEqual([]);
  }, 120_000);
});
