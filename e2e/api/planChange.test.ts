// Plan changes (issues #18, #36): the switch on /subscription and /account (a form post like
// cancel and resume), prorated by Stripe's default rule with either provider: the confirmation
// (?switch=plan) shows the amounts worked out before the switch (embedded: by the server; Stripe:
// by its upcoming-invoice preview), the switch applies exactly those (the quote's
// prorationDate), and the credit left is kept on the record. Stripe's Customer Portal may change
// plans too, told by a customer.subscription.updated webhook. An upgrade (a longer cycle) is a subscription_upgraded
// product event for the user's next page: a form post's rides the noted-events cookie, a
// webhook's is stored in the database and taken by the next page rendered for that user, once.
// Both servers here run with a PostHog key (events are noted only then); the browser side of it is
// e2e/journeys/planChange.test.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_COOKIE } from '../../site/shared/analytics/consent';
import { decodeNotedEvents, NOTED_EVENTS_COOKIE } from '../../site/shared/analytics/notedEvents';
import { signUp } from '../support/accounts';
import { STAND_IN_POSTHOG_KEY } from '../support/posthogStandIn';
import { freshDatabase } from '../support/postgres';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stripeStandIn';

/** No browser fetches PostHog in these tests: any absolute host will do. */
const POSTHOG_ENV = { PUBLIC_POSTHOG_KEY: STAND_IN_POSTHOG_KEY, PUBLIC_POSTHOG_HOST: 'http://127.0.0.1:9' };
const ALLOWED = `${CONSENT_COOKIE}=granted`;
type Plan = 'weekly' | 'monthly' | 'annual';
type Session = Awaited<ReturnType<typeof signUp>>;
interface PageEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The product events a rendered page hands to its PostHog chunk (site/components/Analytics.astro). */
function pageEvents(html: string): PageEvent[] {
  const opts = /client="analytics" opts="([^"]*)"/.exec(html)?.[1];
  if (opts === undefined) throw new Error('no analytics island on the page');
  const json = opts
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return (JSON.parse(json) as { value: { events?: PageEvent[] } }).value.events ?? [];
}

function client(server: () => RunningServer) {
  const url = (p: string) => new URL(p, server().url).href;
  return {
    url,
    get: (path: string, cookie: string) => fetch(url(path), { redirect: 'manual', headers: { cookie } }),
    /** The screen's form, as a browser on this site sends it. */
    post: (path: string, cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(url(path), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(server().url).origin,
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    current: async (cookie: string) =>
      (await (await fetch(url('/api/subscription/current'), { headers: { cookie } })).json()) as Record<
        string,
        unknown
      >,
  };
}

/** A page's text as React wrote it, without the comments it puts between adjacent text parts. */
const plain = (html: string) => html.replaceAll('<!-- -->', '');
/** The screen's switch button for `plan`, as "name=…|its text", or null. */
function switchButton(html: string, plan: Plan): string | null {
  const button = new RegExp(`<button([^>]*\\bvalue="${plan}"[^>]*)>(.*?)</button>`, 's').exec(plain(html));
  if (!button) return null;
  return `${/\bname="(\w+)"/.exec(button[1]!)?.[1] ?? ''}|${button[2]!
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}`;
}

/** "$1,458.24" → 145824. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The confirmation's amounts and the moment they were worked out at, as the page shows them. */
function quoteOnPage(html: string) {
  const page = plain(html);
  const part = (name: string) => {
    const found = new RegExp(`data-part="${name}"[^>]*>([^<]*)<`).exec(page)?.[1];
    if (found === undefined) throw new Error(`no ${name} on the page`);
    return found;
  };
  const next = /^(\$[\d,.]+) on (.+)$/.exec(part('quote-next-charge'))!;
  return {
    unusedCreditCents: cents(part('quote-credit')),
    chargedTodayCents: cents(part('quote-charged')),
    creditLeftCents: cents(part('quote-credit-left')),
    nextChargeCents: cents(next[1]!),
    nextChargeDate: next[2]!,
    prorationDate: Number(/name="prorationDate" value="(\d+)"/.exec(page)![1]),
  };
}

/** The oracle: price × unused seconds ÷ period seconds, halves up, in integers (Stripe's proration to the second). */
function unusedShare(priceCents: number, periodStart: string, periodEnd: string, at: number): number {
  const start = Math.floor(Date.parse(periodStart) / 1000);
  const end = Math.floor(Date.parse(periodEnd) / 1000);
  const unused = BigInt(Math.max(0, end - at));
  const total = BigInt(end - start);
  return Number((2n * BigInt(priceCents) * unused + total) / (2n * total));
}
const usd = (c: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The noted-events cookie a response sets ('' when it sets none). */
const notedCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${NOTED_EVENTS_COOKIE}=`))
    ?.split(';')[0] ?? '';

describe(`plan change with the embedded checkout (${inject('database')})`, () => {
  let server: RunningServer;
  const api = client(() => server);

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl');
    server = await startServer({
      ...(databaseUrl ? { databaseUrl: await freshDatabase(databaseUrl, 'perch_plan_change') } : {}),
      env: { ...TEST_SERVER_ENV, ...POSTHOG_ENV },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function subscriber(plan: Plan): Promise<Session & { cookies: string }> {
    const user = await signUp(server.url);
    const res = await fetch(api.url('/api/subscription/checkout'), {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        plan,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Ada Lovelace',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { ...user, cookies: `${user.cookie}; ${ALLOWED}` };
  }

  it('/subscription offers the other two plans with their prices; choosing one (?switch=plan, a GET) asks to confirm and changes nothing', async () => {
    const { cookies } = await subscriber('weekly');
    const before = await api.current(cookies);
    const html = await (await api.get('/subscription', cookies)).text();
    expect(html).toContain('Change plan');
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(switchButton(html, 'weekly')).toBeNull();
    expect(switchButton(html, 'monthly')).toBe('switch|Switch to Monthly $49.99 / month');
    expect(switchButton(html, 'annual')).toBe('switch|Switch to Annual $499.90 / year');

    const chosen = await api.get('/subscription?switch=annual', cookies);
    expect(chosen.status).toBe(200);
    const confirm = plain(await chosen.text());
    expect(confirm).toContain('Switch to Annual for $499.90 / year?');
    expect(confirm).toContain(
      '<input type="hidden" name="action" value="change-plan"/><input type="hidden" name="plan" value="annual"/>',
    );
    expect(confirm).toContain('Confirm switch');
    expect(confirm).toMatch(/<a [^>]*href="\/subscription"[^>]*>Keep Weekly<\/a>/);
    expect(switchButton(confirm, 'monthly')).toBeNull();
    // Choosing the plan it is on, or no plan, just shows the choices.
    for (const query of ['switch=weekly', 'switch=yearly']) {
      const page = plain(await (await api.get(`/subscription?${query}`, cookies)).text());
      expect(page, query).not.toContain('Confirm switch');
      expect(switchButton(page, 'annual'), query).toBe('switch|Switch to Annual $499.90 / year');
    }
    expect(await api.current(cookies)).toEqual(before);
  });

  it('annual → monthly: the confirmation shows the credit for the unused time (to the second), $0.00 today, the credit left and the next charge; confirming applies exactly those and the record keeps the credit', async () => {
    const { cookies } = await subscriber('annual');
    const paid = await api.current(cookies);
    const chosen = await api.get('/subscription?switch=monthly', cookies);
    expect(chosen.status).toBe(200);
    const html = plain(await chosen.text());
    expect(html).toContain('Switch to Monthly for $49.99 / month?');
    expect(html).toContain('A switch applies now and a new billing period starts today.');
    const quote = quoteOnPage(html);
    const credit = unusedShare(
      49990,
      paid.currentPeriodStart as string,
      paid.currentPeriodEnd as string,
      quote.prorationDate,
    );
    // Worked out on the record's own period: all but the seconds since the checkout are unused.
    expect(credit).toBeGreaterThan(49900);
    const nextChargeAt = new Date(quote.prorationDate * 1000);
    nextChargeAt.setUTCMonth(nextChargeAt.getUTCMonth() + 1);
    expect(quote).toEqual({
      unusedCreditCents: credit,
      chargedTodayCents: 0,
      creditLeftCents: credit - 4999,
      nextChargeCents: 0,
      nextChargeDate: longDate(nextChargeAt.toISOString()),
      prorationDate: quote.prorationDate,
    });
    // Looking changed nothing.
    expect(await api.current(cookies)).toEqual(paid);

    const res = await api.post('/subscription', cookies, {
      action: 'change-plan',
      plan: 'monthly',
      prorationDate: String(quote.prorationDate),
    });
    expect(res.status, await res.clone().text()).toBe(303);
    expect(res.headers.get('location')).toBe('/subscription?changed=monthly');
    const after = await api.current(cookies);
    expect(after).toMatchObject({
      status: 'active',
      plan: 'monthly',
      priceCents: 4999,
      creditCents: credit - 4999,
      currentPeriodStart: new Date(quote.prorationDate * 1000).toISOString(),
    });
    expect(longDate(after.currentPeriodEnd as string)).toBe(quote.nextChargeDate);
    // The page shows the credit kept, and that the next charge is paid from it.
    const page = plain(await (await api.get('/subscription?changed=monthly', cookies)).text());
    expect(page).toContain('You are now on the Monthly plan.');
    expect(page).toContain(`data-part="credit">${usd(credit - 4999)}, used on your next charges<`);
    expect(page).toContain(`data-part="next-charge">$0.00 on ${quote.nextChargeDate}<`);
  });

  it('a confirmation kept open too long, or for another period, is refused (409) with nothing charged; an unreadable one is a 400', async () => {
    const { cookies } = await subscriber('weekly');
    const before = await api.current(cookies);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, number, string]> = [
      [String(now - 2 * 3600), 409, 'The amounts shown are out of date: choose the plan again to see them as of now'],
      [String(now + 3600), 409, 'The amounts shown are out of date'],
      ['1000000000', 409, 'The amounts shown are out of date'],
      ['soon', 400, 'The amounts to confirm are not readable: choose the plan again'],
      ['-5', 400, 'The amounts to confirm are not readable'],
      ['99999999999999999999', 400, 'The amounts to confirm are not readable'],
    ];
    for (const [prorationDate, status, message] of cases) {
      const res = await api.post('/subscription', cookies, { action: 'change-plan', plan: 'annual', prorationDate });
      expect(res.status, prorationDate).toBe(status);
      expect(await res.text(), prorationDate).toContain(message);
    }
    expect(await api.current(cookies)).toEqual(before);
  });

  it('weekly → annual: 303 back with ?changed=annual, recorded (price, a new year-long period), and subscription_upgraded noted for the next page only', async () => {
    const { cookies } = await subscriber('weekly');
    const before = Date.now();
    const res = await api.post('/subscription', cookies, { action: 'change-plan', plan: 'annual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/subscription?changed=annual');
    const now = await api.current(cookies);
    expect(now).toMatchObject({
      status: 'active',
      plan: 'annual',
      interval: 'year',
      priceCents: 49990,
      cancelAtPeriodEnd: false,
      provider: 'embedded',
      card: { brand: 'Visa', last4: '4242' },
    });
    const end = new Date(now.currentPeriodEnd as string);
    expect(end.getUTCFullYear()).toBe(new Date(before).getUTCFullYear() + 1);
    expect(end.getTime()).toBeGreaterThanOrEqual(before + 364 * 86_400_000);

    const noted = notedCookie(res);
    expect(decodeNotedEvents(noted.slice(NOTED_EVENTS_COOKIE.length + 1))).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'weekly' } },
    ]);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${NOTED_EVENTS_COOKIE}=`))).toMatch(/HttpOnly/i);

    // The page the redirect leads to confirms it and hands the event to PostHog, then the cookie goes.
    const page = await api.get('/subscription?changed=annual', `${cookies}; ${noted}`);
    expect(page.status).toBe(200);
    const html = plain(await page.text());
    expect(html).toContain('You are now on the Annual plan.');
    expect(html).toContain('Pro · Annual');
    expect(pageEvents(html)).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'weekly' } },
    ]);
    expect(page.headers.getSetCookie().find((c) => c.startsWith(`${NOTED_EVENTS_COOKIE}=`))).toMatch(/Max-Age=0/);
    // A later page has nothing more to send.
    expect(pageEvents(await (await api.get('/subscription', cookies)).text())).toEqual([]);
  });

  it('monthly → annual on /account is an upgrade too; annual → weekly (a downgrade) is recorded and notes no event', async () => {
    const { cookies } = await subscriber('monthly');
    const up = await api.post('/account', cookies, { action: 'change-plan', plan: 'annual' });
    expect(up.status).toBe(303);
    expect(up.headers.get('location')).toBe('/account?changed=annual');
    expect(decodeNotedEvents(notedCookie(up).slice(NOTED_EVENTS_COOKIE.length + 1))).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } },
    ]);

    const down = await api.post('/account', cookies, { action: 'change-plan', plan: 'weekly' });
    expect(down.status).toBe(303);
    expect(notedCookie(down)).toBe('');
    expect(await api.current(cookies)).toMatchObject({
      status: 'active',
      plan: 'weekly',
      interval: 'week',
      priceCents: 1153,
    });
    const html = await (await api.get('/account?changed=weekly', cookies)).text();
    expect(html).toContain('You are now on the Weekly plan.');
    expect(pageEvents(html)).toEqual([]);
  });

  it('without the visitor’s Allow nothing is noted, and the switch still applies', async () => {
    const { cookie } = await subscriber('weekly');
    const res = await api.post('/subscription', cookie, { action: 'change-plan', plan: 'monthly' });
    expect(res.status).toBe(303);
    expect(notedCookie(res)).toBe('');
    expect(await api.current(cookie)).toMatchObject({ plan: 'monthly' });
  });

  it('bad input: an unknown plan, no plan, the same plan, an unknown action, no subscription, one set to end — a 4xx with its message on the screen, nothing changed', async () => {
    const { cookies } = await subscriber('monthly');
    const before = await api.current(cookies);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ action: 'change-plan', plan: 'yearly' }, 400, 'Choose the weekly, monthly or annual plan'],
      [{ action: 'change-plan', plan: 'Annual' }, 400, 'Choose the weekly, monthly or annual plan'],
      [{ action: 'change-plan' }, 400, 'Choose the weekly, monthly or annual plan'],
      [{ action: 'change-plan', plan: 'monthly' }, 400, 'You are already on the Monthly plan'],
      [{ action: 'upgrade', plan: 'annual' }, 400, 'Choose cancel, resume or a plan'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await api.post('/subscription', cookies, fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const html = await res.text();
      expect(html).toContain(`<p role="alert" class="problem"`);
      expect(html, JSON.stringify(fields)).toContain(message);
      expect(notedCookie(res)).toBe('');
    }
    expect(await api.current(cookies)).toEqual(before);

    const none = await signUp(server.url);
    const nothing = await api.post('/subscription', `${none.cookie}; ${ALLOWED}`, {
      action: 'change-plan',
      plan: 'annual',
    });
    expect(nothing.status).toBe(409);
    expect(await nothing.text()).toContain('There is no active subscription to change');
    expect(await api.current(none.cookie)).toEqual({ status: 'none' });

    // Set to end: resume first. (An ended subscription — its period over — is refused the same way as none: site/server/providers/billing/embedded.test.ts.)
    expect((await api.post('/subscription', cookies, { action: 'cancel' })).status).toBe(303);
    const ending = await api.post('/subscription', cookies, { action: 'change-plan', plan: 'annual' });
    expect(ending.status).toBe(409);
    expect(await ending.text()).toContain('Your subscription is set to end: resume it before changing plan');
    expect(await api.current(cookies)).toEqual({ ...before, cancelAtPeriodEnd: true });
    // While it is set to end the screen offers Resume, not the switch.
    const screen = await (await api.get('/subscription', cookies)).text();
    expect(screen).not.toContain('value="change-plan"');
    expect(screen).toContain('Resume subscription');
  });

  it('a wrong Content-Type is a 415 on the screen, never a 5xx', async () => {
    const { cookies } = await subscriber('weekly');
    const res = await fetch(api.url('/subscription'), {
      method: 'POST',
      headers: { cookie: cookies, 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ action: 'change-plan', plan: 'annual' }),
    });
    expect(res.status).toBe(415);
    expect(await api.current(cookies)).toMatchObject({ plan: 'weekly' });
  });

  it('CSRF: a switch sent from another site is refused (403) and changes nothing', async () => {
    const { cookies } = await subscriber('weekly');
    const fromElsewhere = await api.post(
      '/subscription',
      cookies,
      { action: 'change-plan', plan: 'annual' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(fromElsewhere.status).toBe(403);
    expect(notedCookie(fromElsewhere)).toBe('');
    // A browser that sends no Origin but says cross-site is refused too.
    const res = await fetch(api.url('/subscription'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'action=change-plan&plan=annual',
    });
    expect(res.status).toBe(403);
    expect(await api.current(cookies)).toMatchObject({ plan: 'weekly', priceCents: 1153 });
  });

  it('a visitor posting the switch is sent to sign in; nothing is recorded', async () => {
    const res = await api.post('/subscription', '', { action: 'change-plan', plan: 'annual' });
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get('location')).toMatch(/^\/login/);
  });
});

describe(`plan change with Stripe: on the screen, and in the Customer Portal (${inject('database')})`, () => {
  let stripe: StripeStandIn;
  let server: RunningServer;
  const api = client(() => server);

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // Its own database: Stripe's cached prices and the stand-in's event ids (evt_000001 …) must not meet e2e/api/stripe.test.ts's.
    const databaseUrl = inject('databaseUrl');
    server = await startServer({
      ...(databaseUrl ? { databaseUrl: await freshDatabase(databaseUrl, 'perch_plan_change_stripe') } : {}),
      env: {
        ...TEST_SERVER_ENV,
        ...POSTHOG_ENV,
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  const deliver = (event: { body: string; signature: string }) =>
    fetch(api.url('/api/stripe/webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    });

  /** A user with an active Stripe subscription on `plan`, made by the checkout webhook. */
  async function subscribed(plan: Plan) {
    const user = await signUp(server.url);
    const res = await api.get(`/checkout?plan=${plan}`, user.cookie);
    expect(res.status, await res.clone().text()).toBe(303);
    const session = stripe.session(/\/c\/pay\/(cs_test_\w+)$/.exec(res.headers.get('location')!)![1]!)!;
    const sub = stripe.completeSession(session.id);
    const done = await deliver(
      stripe.signedEvent('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: session.customer,
        subscription: sub.id,
        metadata: session.metadata,
      }),
    );
    expect(await done.json()).toMatchObject({ outcome: 'applied' });
    const cookies = `${user.cookie}; ${ALLOWED}`;
    // The subscription went live by its webhook: its first page sends subscription_completed, once.
    expect(pageEvents(await (await api.get('/tools', cookies)).text())).toEqual([
      { event: 'subscription_completed', properties: { plan } },
    ]);
    expect(pageEvents(await (await api.get('/tools', cookies)).text())).toEqual([]);
    return { ...user, cookies, subscriptionId: sub.id as string };
  }

  const cycleOf = (sub: Record<string, unknown>) =>
    (sub.items as { data: Array<{ price: { lookup_key: string } }> }).data[0]!.price.lookup_key;

  /** What the portal does to the subscription when the customer picks `plan`: its one item now has that plan's price. */
  function switchedTo(subscriptionId: string, plan: Plan, cents: number) {
    const sub = stripe.subscription(subscriptionId);
    const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
    const price = item.price as Record<string, unknown>;
    const interval = { weekly: 'week', monthly: 'month', annual: 'year' }[plan];
    const start = Math.floor(Date.now() / 1000);
    const days = { weekly: 7, monthly: 30, annual: 365 }[plan];
    const items = {
      ...(sub.items as object),
      data: [
        {
          ...item,
          current_period_start: start,
          current_period_end: start + days * 86_400,
          price: {
            ...price,
            id: stripe.priceId(plan),
            lookup_key: plan,
            unit_amount: cents,
            recurring: { ...(price.recurring as object), interval },
          },
        },
      ],
    };
    return stripe.subscription(subscriptionId, { items });
  }

  /** Three weeks pass at Stripe (as a test clock would): the stand-in's period moves back, and its webhook tells the server. */
  async function threeWeeksLater(subscriptionId: string) {
    const aged = stripe.age(subscriptionId, 21 * 86_400);
    expect(await (await deliver(stripe.signedEvent('customer.subscription.updated', aged))).json()).toMatchObject({
      outcome: 'applied',
    });
    return (aged.items as { data: Array<{ current_period_start: number; current_period_end: number }> }).data[0]!;
  }

  it('annual → monthly three weeks in: the confirmation shows Stripe’s preview (create_preview with the proration_date), confirming updates the subscription with the same proration_date, and the credit left is Stripe’s customer balance', async () => {
    const { cookies, subscriptionId } = await subscribed('annual');
    const period = await threeWeeksLater(subscriptionId);
    const html = plain(await (await api.get('/subscription?switch=monthly', cookies)).text());
    // Manage billing stays for the card and cancelling; the switch is offered here too.
    expect(html).toContain('Manage billing');
    expect(html).toContain('Switch to Monthly for $49.99 / month?');
    const quote = quoteOnPage(html);
    const previews = stripe.seen.filter((r) => r.path === '/v1/invoices/create_preview');
    expect(previews.at(-1)?.params).toMatchObject({
      subscription: subscriptionId,
      subscription_details: {
        items: [{ price: stripe.priceId('monthly') }],
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'always_invoice',
        proration_date: String(quote.prorationDate),
      },
    });
    // 344 of 365 days unused: about $471.14, exact to Stripe's rounding of its own seconds.
    const credit = Math.round(
      (49990 * (period.current_period_end - quote.prorationDate)) /
        (period.current_period_end - period.current_period_start),
    );
    expect(credit).toBeGreaterThanOrEqual(47110);
    expect(credit).toBeLessThanOrEqual(47114);
    expect(quote).toMatchObject({
      unusedCreditCents: credit,
      chargedTodayCents: 0,
      creditLeftCents: credit - 4999,
      nextChargeCents: 0,
      nextChargeDate: longDate(new Date((quote.prorationDate + 30 * 86_400) * 1000).toISOString()),
    });

    const res = await api.post('/subscription', cookies, {
      action: 'change-plan',
      plan: 'monthly',
      prorationDate: String(quote.prorationDate),
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const update = stripe.seen.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update).toHaveLength(1);
    expect(update[0]!.params).toMatchObject({
      items: [{ price: stripe.priceId('monthly') }],
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'always_invoice',
      proration_date: String(quote.prorationDate),
      payment_behavior: 'error_if_incomplete',
    });
    expect(update[0]!.idempotencyKey).toMatch(/^perch-switch-/);
    const customer = stripe.subscription(subscriptionId).customer as string;
    expect(stripe.balance(customer)).toBe(-(credit - 4999));
    expect(await api.current(cookies)).toMatchObject({
      plan: 'monthly',
      priceCents: 4999,
      creditCents: credit - 4999,
      provider: 'stripe',
    });
    const page = plain(await (await api.get('/subscription?changed=monthly', cookies)).text());
    expect(page).toContain('You are now on the Monthly plan.');
    expect(page).toContain(', used on your next charges<');

    // Stripe's own webhook about the change arrives after: the credit stays; a renewal paid from
    // the balance (invoice.paid with its ending balance) brings it down.
    expect(
      await (
        await deliver(stripe.signedEvent('customer.subscription.updated', stripe.subscription(subscriptionId)))
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(await api.current(cookies)).toMatchObject({ plan: 'monthly', creditCents: credit - 4999 });
    const renewal = {
      ...stripe.addInvoice(customer, subscriptionId, { number: 'PERCH-R1', amount: 0, status: 'paid' }),
      ending_balance: -(credit - 2 * 4999),
    };
    expect(await (await deliver(stripe.signedEvent('invoice.paid', renewal))).json()).toMatchObject({
      outcome: expect.stringMatching(/^applied/),
    });
    expect(await api.current(cookies)).toMatchObject({ creditCents: credit - 2 * 4999 });
  });

  it('a switch Stripe cannot charge (the card declines) is refused with its message; nothing changes here or at Stripe', async () => {
    const { cookies, subscriptionId } = await subscribed('weekly');
    const quote = quoteOnPage(await (await api.get('/subscription?switch=annual', cookies)).text());
    expect(quote.chargedTodayCents).toBeGreaterThan(48000);
    stripe.setDeclining(true);
    try {
      const res = await api.post('/subscription', cookies, {
        action: 'change-plan',
        plan: 'annual',
        prorationDate: String(quote.prorationDate),
      });
      expect(res.status).toBe(402);
      expect(await res.text()).toContain('Your card was declined.');
    } finally {
      stripe.setDeclining(false);
    }
    expect(await api.current(cookies)).toMatchObject({ plan: 'weekly', creditCents: 0 });
    expect(cycleOf(stripe.subscription(subscriptionId))).toBe('weekly');
  });

  it('Stripe unreachable: the confirmation says payments are unavailable and offers no Confirm; nothing changes', async () => {
    const { cookies } = await subscribed('monthly');
    stripe.setDown(true);
    try {
      const res = await api.get('/subscription?switch=annual', cookies);
      expect(res.status).toBe(200);
      const html = plain(await res.text());
      expect(html).toContain('Payments are unavailable right now. Please try again in a few minutes.');
      expect(html).not.toContain('Confirm switch');
    } finally {
      stripe.setDown(false);
    }
    expect(await api.current(cookies)).toMatchObject({ plan: 'monthly' });
  });

  it('customer.subscription.updated to the annual price: the new plan is recorded; subscription_upgraded reaches the user’s next page once', async () => {
    const { cookies, subscriptionId } = await subscribed('weekly');
    const updated = stripe.signedEvent('customer.subscription.updated', switchedTo(subscriptionId, 'annual', 49990));
    expect(await (await deliver(updated)).json()).toEqual({ received: true, replayed: false, outcome: 'applied' });
    expect(await api.current(cookies)).toMatchObject({
      status: 'active',
      plan: 'annual',
      interval: 'year',
      priceCents: 49990,
      provider: 'stripe',
    });
    // Stripe delivers it again: acknowledged, not applied or stored twice.
    expect(await (await deliver(updated)).json()).toEqual({
      received: true,
      replayed: true,
      outcome: 'already applied',
    });

    const first = await api.get('/tools', cookies);
    expect(first.status).toBe(200);
    expect(pageEvents(await first.text())).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'weekly' } },
    ]);
    const second = await api.get('/subscription', cookies);
    expect(pageEvents(await second.text())).toEqual([]);
  });

  it('two pages rendered at once for the user: only one of them sends the stored event', async () => {
    const { cookies, subscriptionId } = await subscribed('monthly');
    expect(
      await (
        await deliver(stripe.signedEvent('customer.subscription.updated', switchedTo(subscriptionId, 'annual', 49990)))
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    const pages = await Promise.all([
      api.get('/tools', cookies),
      api.get('/subscription', cookies),
      api.get('/profile', cookies),
    ]);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    const sent = (await Promise.all(pages.map(async (p) => pageEvents(await p.text())))).flat();
    expect(sent).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } },
    ]);
  });

  it('a downgrade in the portal is recorded and stores no event; a page before the visitor’s choice leaves an upgrade waiting, a Decline drops it', async () => {
    const { cookie, cookies, subscriptionId } = await subscribed('annual');
    expect(
      await (
        await deliver(stripe.signedEvent('customer.subscription.updated', switchedTo(subscriptionId, 'monthly', 4999)))
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(await api.current(cookies)).toMatchObject({ plan: 'monthly', priceCents: 4999 });
    expect(pageEvents(await (await api.get('/tools', cookies)).text())).toEqual([]);

    // Upgraded again; the visitor has not chosen yet: the page sends nothing and the event waits.
    expect(
      await (
        await deliver(stripe.signedEvent('customer.subscription.updated', switchedTo(subscriptionId, 'annual', 49990)))
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(pageEvents(await (await api.get('/tools', cookie)).text())).toEqual([]);
    expect(pageEvents(await (await api.get('/tools', cookies)).text())).toEqual([
      { event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } },
    ]);

    // Declined: the stored event is dropped unsent; a later Allow finds nothing.
    const other = await subscribed('weekly');
    expect(
      await (
        await deliver(
          stripe.signedEvent('customer.subscription.updated', switchedTo(other.subscriptionId, 'monthly', 4999)),
        )
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(pageEvents(await (await api.get('/tools', `${other.cookie}; ${CONSENT_COOKIE}=denied`)).text())).toEqual([]);
    expect(pageEvents(await (await api.get('/tools', other.cookies)).text())).toEqual([]);
  });

  it('an update that keeps the plan (cancel at period end) stores no event', async () => {
    const { cookies, subscriptionId } = await subscribed('weekly');
    expect(
      await (
        await deliver(
          stripe.signedEvent(
            'customer.subscription.updated',
            stripe.subscription(subscriptionId, { cancel_at_period_end: true }),
          ),
        )
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(await api.current(cookies)).toMatchObject({ plan: 'weekly', cancelAtPeriodEnd: true });
    expect(pageEvents(await (await api.get('/tools', cookies)).text())).toEqual([]);
  });
});
