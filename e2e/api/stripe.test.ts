// Payments with Stripe (issue #17), without the network: the built server runs the real `stripe`
// SDK against a local stand-in of Stripe's REST API (e2e/support/stripeStandIn.ts) and receives
// webhooks signed with the SDK's generateTestHeaderString. The tests in this file run in order
// on one server: the plans tests rely on the cache state the earlier ones leave.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANNUAL_SAVING_FEATURE, DEFAULT_PLAN_FEATURES } from '../../packages/ui/src/plans';
import { signUp } from '../support/accounts';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';
import {
  PRODUCT_FEATURES,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stripeStandIn';

let stripe: StripeStandIn;
let server: RunningServer;
const url = (p: string) => new URL(p, server.url).href;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const databaseUrl = inject('databaseUrl');
  server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      ...TEST_SERVER_ENV,
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

const get = (path: string, cookie?: string) =>
  fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} });
const plans = async () => {
  const res = await get('/api/stripe/plans');
  expect(res.status).toBe(200);
  return res.json();
};
const current = async (cookie: string) =>
  (await (await get('/api/subscription/current', cookie)).json()) as Record<string, unknown>;
const hasPermission = async (cookie: string) =>
  ((await (await get('/api/auth/user', cookie)).json()) as { hasPermission: boolean }).hasPermission;

function deliver(event: { body: string; signature: string } | { body: string; signature?: undefined }) {
  return fetch(url('/api/stripe/webhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    body: event.body,
  });
}

/** Signs up, starts a checkout of `plan`, and answers the session Stripe made for it. */
async function checkout(plan: 'weekly' | 'monthly' | 'annual', session?: Awaited<ReturnType<typeof signUp>>) {
  const user = session ?? (await signUp(server.url));
  const res = await get(`/checkout?plan=${plan}`, user.cookie);
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get('location')!;
  const id = /\/c\/pay\/(cs_test_\w+)$/.exec(location)?.[1];
  expect(id, location).toBeTruthy();
  return { user, location, session: stripe.session(id!)! };
}

/** A user with an active Stripe subscription, made by the checkout.session.completed webhook. */
async function subscribed(plan: 'weekly' | 'monthly' | 'annual' = 'monthly') {
  const { user, session } = await checkout(plan);
  const sub = stripe.completeSession(session.id);
  const res = await deliver(
    stripe.signedEvent('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      customer: session.customer,
      subscription: sub.id,
      metadata: session.metadata,
    }),
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ received: true, replayed: false, outcome: 'applied' });
  return { user, session, subscriptionId: sub.id as string, customer: session.customer };
}

// SubscriptionPanel's SUBSCRIPTION_TEXT (its module brings styles a Node test cannot load).
const SUBSCRIPTION_TEXT = {
  pastDueManage: 'Payment failed — update your card in Manage billing to keep Pro.',
  manage: 'Manage billing',
  cancel: 'Cancel at period end',
};

const invoiceOf = (subscriptionId: string, customer: string) => ({
  id: `in_${subscriptionId}`,
  object: 'invoice',
  customer,
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
});

describe(`Stripe billing (${inject('database')})`, () => {
  it('starts with Stripe as the billing provider', async () => {
    expect(await (await fetch(url('/api/health'))).json()).toMatchObject({ ok: true, billing: 'stripe' });
  });

  it('plans: Stripe down and no copy yet → the embedded table, 200', async () => {
    stripe.setDown(true);
    try {
      expect(await plans()).toEqual([
        { price: 1153, interval: 'week', features: [...DEFAULT_PLAN_FEATURES] },
        { price: 4999, interval: 'month', features: [...DEFAULT_PLAN_FEATURES] },
        { price: 49990, interval: 'year', features: [...DEFAULT_PLAN_FEATURES, ANNUAL_SAVING_FEATURE] },
      ]);
      expect(stripe.count('GET /v1/prices')).toBeGreaterThan(0);
    } finally {
      stripe.setDown(false);
    }
  });

  it('plans come from Stripe: the Perch Pro prices by lookup key (expand product), its features; then from the database copy', async () => {
    stripe.setPrice('weekly', 1500);
    stripe.setPrice('monthly', 5500);
    stripe.setPrice('annual', 55000);
    const before = stripe.count('GET /v1/prices');
    const expected = [
      { price: 1500, interval: 'week', features: PRODUCT_FEATURES },
      { price: 5500, interval: 'month', features: PRODUCT_FEATURES },
      { price: 55000, interval: 'year', features: PRODUCT_FEATURES },
    ];
    expect(await plans()).toEqual(expected);
    expect(stripe.count('GET /v1/prices')).toBe(before + 1);
    const call = stripe.seen.filter((s) => s.path === '/v1/prices').at(-1)!;
    expect(call.params).toMatchObject({
      lookup_keys: ['weekly', 'monthly', 'annual'],
      active: 'true',
      expand: ['data.product'],
    });
    // Cached: the next calls (and /pricing) do not ask Stripe.
    expect(await plans()).toEqual(expected);
    const pricing = await (await get('/pricing')).text();
    expect(pricing).toContain('$55.00');
    expect(pricing).toContain('href="/checkout?plan=monthly"');
    expect(stripe.count('GET /v1/prices')).toBe(before + 1);
  });

  it('a Stripe outage after that → the last good copy; prices read again once Stripe is back', async () => {
    // A price change at Stripe (its webhook) makes the copy stale, so the next call asks Stripe.
    expect((await deliver(stripe.signedEvent('price.updated', { id: 'price_monthly', object: 'price' }))).status).toBe(
      200,
    );
    stripe.setPrice('monthly', 6000);
    stripe.setDown(true);
    const before = stripe.count('GET /v1/prices');
    try {
      expect(await plans()).toEqual([
        { price: 1500, interval: 'week', features: PRODUCT_FEATURES },
        { price: 5500, interval: 'month', features: PRODUCT_FEATURES },
        { price: 55000, interval: 'year', features: PRODUCT_FEATURES },
      ]);
      expect(stripe.count('GET /v1/prices')).toBeGreaterThan(before);
    } finally {
      stripe.setDown(false);
    }
    expect(((await plans()) as Array<{ price: number }>)[1]!.price).toBe(6000);
  });

  it('checkout: /checkout sends the browser to a Stripe Checkout Session (subscription mode, the plan’s price, metadata userId, success and cancel URLs)', async () => {
    const { user, location, session } = await checkout('annual');
    expect(location).toBe(`${stripe.url}/c/pay/${session.id}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: stripe.priceId('annual'), quantity: '1' }],
      success_url: `${server.url}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/subscription/cancel`,
      metadata: { userId: user.user.id, plan: 'annual' },
      subscription_data: { metadata: { userId: user.user.id, plan: 'annual' } },
    });
    // The card form is not offered: POST /api/subscription/checkout says where payments are taken.
    const form = await fetch(url('/api/subscription/checkout'), {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(form.status).toBe(404);
  });

  it('one Stripe customer per user, reused by every later checkout', async () => {
    const createdBefore = stripe.count('POST /v1/customers');
    const first = await checkout('monthly');
    const second = await checkout('weekly', first.user);
    expect(second.session.customer).toBe(first.session.customer);
    expect(stripe.count('POST /v1/customers')).toBe(createdBefore + 1);
    const created = stripe.seen.filter((s) => s.method === 'POST' && s.path === '/v1/customers').at(-1)!;
    expect(created.params).toMatchObject({
      email: first.user.account.email,
      metadata: { userId: first.user.user.id },
    });
    expect(created.idempotencyKey).toBe(`perch-customer-${first.user.user.id}`);
    const other = await checkout('monthly');
    expect(other.session.customer).not.toBe(first.session.customer);
  });

  it('two checkouts at once for a new user still make one Stripe customer', async () => {
    const user = await signUp(server.url);
    const [a, b] = await Promise.all([
      get('/checkout?plan=monthly', user.cookie),
      get('/checkout?plan=annual', user.cookie),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const ids = [a, b].map((r) => /\/c\/pay\/(cs_test_\w+)$/.exec(r.headers.get('location')!)![1]!);
    expect(stripe.session(ids[0]!)!.customer).toBe(stripe.session(ids[1]!)!.customer);
    // Each instance or request that found no customer asked with the same idempotency key, so Stripe made one.
    const asks = stripe.seen.filter(
      (s) => s.path === '/v1/customers' && (s.params.metadata as Record<string, string>).userId === user.user.id,
    );
    expect(asks.length).toBeGreaterThan(0);
    expect(new Set(asks.map((s) => s.idempotencyKey))).toEqual(new Set([`perch-customer-${user.user.id}`]));
  });

  it('the same event delivered twice at once is applied once', async () => {
    const { user, subscriptionId, customer } = await subscribed('monthly');
    const failed = stripe.signedEvent('invoice.payment_failed', invoiceOf(subscriptionId, customer));
    const answers = await Promise.all([deliver(failed), deliver(failed)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ replayed: boolean }>;
    expect(bodies.map((b) => b.replayed).sort()).toEqual([false, true]);
    expect(await current(user.cookie)).toMatchObject({ status: 'past_due' });
  });

  it('webhook: a bad or missing signature is a 400 with a clear error, and changes nothing', async () => {
    const forged = stripe.signedEvent(
      'customer.subscription.deleted',
      { id: 'sub_x', status: 'canceled' },
      { secret: 'whsec_someone_else' },
    );
    const bad = await deliver(forged);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Invalid Stripe-Signature: the signature does not match the body',
      details: { 'stripe-signature': 'does not match' },
    });
    const missing = await deliver({ body: forged.body });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Missing Stripe-Signature header',
      details: { 'stripe-signature': 'is required' },
    });
    // A genuine signature over another body, and rubbish, are refused too.
    const genuine = stripe.signedEvent('invoice.paid', {});
    expect((await deliver({ body: `${genuine.body} `, signature: genuine.signature })).status).toBe(400);
    expect((await deliver({ body: 'not json', signature: 't=1,v1=abc' })).status).toBe(400);
    // Genuinely signed but not an event Stripe would send (a timestamp beyond any date): 400, not a 5xx.
    const odd = stripe.signedEvent('invoice.paid', {}, { created: 1e15 });
    expect((await deliver(odd)).status).toBe(400);
    // The forged event's id was not recorded: delivered genuinely later, it applies.
    const real = await deliver(stripe.signedEvent('charge.refunded', {}, { id: forged.id }));
    expect(await real.json()).toMatchObject({ replayed: false });
  });

  it('checkout.session.completed → the subscription is active with the plan and period from Stripe; Pro is granted', async () => {
    const { user, subscriptionId } = await subscribed('monthly');
    const sub = stripe.subscription(subscriptionId);
    const item = (sub.items as { data: Array<{ current_period_start: number; current_period_end: number }> }).data[0]!;
    expect(await current(user.cookie)).toEqual({
      status: 'active',
      plan: 'monthly',
      interval: 'month',
      priceCents: 6000,
      creditCents: 0,
      currentPeriodStart: new Date(item.current_period_start * 1000).toISOString(),
      currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      provider: 'stripe',
      card: null,
    });
    expect(await hasPermission(user.cookie)).toBe(true);
    expect(stripe.count(`GET /v1/subscriptions/${subscriptionId}`)).toBe(1);
  });

  it('status: active → past_due (invoice.payment_failed, shown on /subscription) → active (invoice.paid); a replayed event changes nothing', async () => {
    const { user, subscriptionId, customer } = await subscribed('weekly');
    const failed = stripe.signedEvent('invoice.payment_failed', invoiceOf(subscriptionId, customer));
    expect(await (await deliver(failed)).json()).toEqual({ received: true, replayed: false, outcome: 'applied' });
    expect(await current(user.cookie)).toMatchObject({ status: 'past_due' });
    expect(await hasPermission(user.cookie)).toBe(false);
    const page = await (await get('/subscription', user.cookie)).text();
    expect(page).toContain(SUBSCRIPTION_TEXT.pastDueManage);
    expect(page).toContain('href="/subscription/portal"');

    const paid = stripe.signedEvent('invoice.paid', invoiceOf(subscriptionId, customer));
    expect(await (await deliver(paid)).json()).toMatchObject({ replayed: false, outcome: 'applied' });
    expect(await current(user.cookie)).toMatchObject({ status: 'active' });
    expect(await hasPermission(user.cookie)).toBe(true);

    // The failed payment's event delivered again (Stripe retries): 200, and it is not applied twice.
    const replay = await deliver(failed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, replayed: true, outcome: 'already applied' });
    expect(await current(user.cookie)).toMatchObject({ status: 'active' });
  });

  it('deleted → canceled and Pro taken away; an older updated arriving after it does not revive it', async () => {
    const { user, subscriptionId } = await subscribed('annual');
    const t0 = Math.floor(Date.now() / 1000) + 60;
    const olderUpdate = stripe.signedEvent(
      'customer.subscription.updated',
      stripe.subscription(subscriptionId, { cancel_at_period_end: true }),
      { created: t0 },
    );
    const deleted = stripe.signedEvent(
      'customer.subscription.deleted',
      stripe.subscription(subscriptionId, { status: 'canceled', canceled_at: t0 + 5, cancel_at_period_end: false }),
      { created: t0 + 5 },
    );
    expect(await (await deliver(deleted)).json()).toMatchObject({ outcome: 'applied' });
    expect(await current(user.cookie)).toMatchObject({ status: 'canceled' });
    expect(await hasPermission(user.cookie)).toBe(false);
    const late = await deliver(olderUpdate);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({
      received: true,
      replayed: false,
      outcome: 'ignored: the subscription has ended',
    });
    expect(await current(user.cookie)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await hasPermission(user.cookie)).toBe(false);
  });

  it('out of order: an older updated arriving after a newer one is ignored', async () => {
    const { user, subscriptionId } = await subscribed('monthly');
    const t0 = Math.floor(Date.now() / 1000) + 60;
    const newer = stripe.signedEvent(
      'customer.subscription.updated',
      stripe.subscription(subscriptionId, { cancel_at_period_end: true }),
      { created: t0 + 10 },
    );
    const older = stripe.signedEvent(
      'customer.subscription.updated',
      stripe.subscription(subscriptionId, { cancel_at_period_end: false, status: 'past_due' }),
      { created: t0 },
    );
    expect(await (await deliver(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(older)).json()).toMatchObject({ outcome: 'ignored: stale event' });
    expect(await current(user.cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('back from Checkout (/subscription/success?session_id=…), the subscription is recorded before any webhook', async () => {
    const { user, session } = await checkout('weekly');
    stripe.completeSession(session.id);
    const page = await (await get(`/subscription/success?session_id=${session.id}`, user.cookie)).text();
    expect(page).toContain('Pro · Weekly');
    expect(await current(user.cookie)).toMatchObject({ status: 'active', plan: 'weekly', provider: 'stripe' });
    // Another user's session id does nothing for this one.
    const stranger = await signUp(server.url);
    await get(`/subscription/success?session_id=${session.id}`, stranger.cookie);
    expect(await current(stranger.cookie)).toEqual({ status: 'none' });
  });

  it('Manage billing: /subscription links to /subscription/portal, which redirects to a Customer Portal session returning to /subscription', async () => {
    const { user, customer } = await subscribed('monthly');
    const page = await (await get('/subscription', user.cookie)).text();
    expect(page).toContain(SUBSCRIPTION_TEXT.manage);
    expect(page).not.toContain(SUBSCRIPTION_TEXT.cancel);
    const res = await get('/subscription/portal', user.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\w+$/);
    const created = stripe.seen.filter((s) => s.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(created.params).toEqual({ customer, return_url: `${server.url}/subscription` });
    const api = await fetch(url('/api/stripe/portal'), { method: 'POST', headers: { cookie: user.cookie } });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) });
    // Stripe unreachable: the portal page says so (503, to retry), /subscription still renders without the invoices.
    stripe.setDown(true);
    try {
      const down = await get('/subscription/portal', user.cookie);
      expect(down.status).toBe(503);
      expect(await down.text()).toContain('The billing portal could not be opened right now.');
      const screen = await get('/subscription', user.cookie);
      expect(screen.status).toBe(200);
      expect(await screen.text()).toContain('Invoices could not be loaded right now');
    } finally {
      stripe.setDown(false);
    }
    // Cancel and resume are the portal's now.
    expect(
      (await fetch(url('/api/subscription/cancel'), { method: 'POST', headers: { cookie: user.cookie } })).status,
    ).toBe(409);
  });

  it('invoices from Stripe are listed on /subscription', async () => {
    const { user, subscriptionId, customer } = await subscribed('monthly');
    stripe.addInvoice(customer, subscriptionId, { number: 'PERCH-0001', amount: 6000, status: 'paid' });
    const page = await (await get('/subscription', user.cookie)).text();
    expect(page).toContain('PERCH-0001');
    expect(page).toContain('href="https://invoice.stripe.test/i/PERCH-0001"');
    expect(page).toContain('$60.00');
    expect(stripe.seen.filter((s) => s.path === '/v1/invoices').at(-1)!.params).toMatchObject({
      customer,
      limit: '12',
    });
  });

  it('a visitor gets 401 from the portal and subscription endpoints; a user who never checked out gets 409 from the portal', async () => {
    for (const [method, path] of [
      ['POST', '/api/stripe/portal'],
      ['GET', '/api/subscription/current'],
      ['POST', '/api/subscription/checkout'],
    ] as const) {
      const res = await fetch(url(path), {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: 'Not signed in' });
    }
    const fresh = await signUp(server.url);
    const res = await fetch(url('/api/stripe/portal'), { method: 'POST', headers: { cookie: fresh.cookie } });
    expect(res.status).toBe(409);
  });

  it('a genuine event about nobody here is acknowledged and ignored', async () => {
    const res = await deliver(
      stripe.signedEvent('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        customer: 'cus_unknown',
        status: 'active',
        metadata: {},
        items: { data: [] },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      received: true,
      replayed: false,
      outcome: 'ignored: no Perch user for this subscription',
    });
  });
});
