import { describe, expect, it } from 'vitest';
import { BillingConfigError, billingProviderConfig, STRIPE_MESSAGES } from './stripeConfig';
import {
  afterInvoice,
  changeOf,
  cycleOfPrice,
  decide,
  snapshotOf,
  statusAfterInvoice,
  type StoredState,
} from './stripeEvents';
import type { SubscriptionStatus } from '../../db/schema';

const t = (s: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, s));
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

/** A subscription as Stripe's API (2026-10-28) sends it: the period on the item. */
function stripeSubscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    metadata: { userId: '6f1c2a7e-8d1b-4c4e-9a55-2b3c4d5e6f70' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: sec(t(0)),
          current_period_end: sec(t(0)) + 30 * 86400,
          price: { id: 'price_m', lookup_key: 'monthly', unit_amount: 4999, recurring: { interval: 'month' } },
        },
      ],
    },
    ...overrides,
  };
}

describe('reading Stripe objects', () => {
  it('reads a subscription: status, plan from the lookup key, price, period from the item, metadata userId', () => {
    expect(snapshotOf(stripeSubscription())).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: '6f1c2a7e-8d1b-4c4e-9a55-2b3c4d5e6f70',
      status: 'active',
      plan: 'monthly',
      priceCents: 4999,
      currentPeriodStart: t(0),
      currentPeriodEnd: new Date(t(0).getTime() + 30 * 86400_000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it('reads older shapes too (period on the subscription, expanded customer), and refuses what is not a subscription', () => {
    const old = snapshotOf({
      id: 'sub_2',
      status: 'past_due',
      customer: { id: 'cus_2' },
      current_period_start: 100,
      current_period_end: 200,
      items: { data: [{ price: { unit_amount: 1153, recurring: { interval: 'week' } } }] },
    });
    expect(old).toMatchObject({
      customerId: 'cus_2',
      status: 'past_due',
      plan: 'weekly',
      priceCents: 1153,
      currentPeriodStart: new Date(100_000),
      currentPeriodEnd: new Date(200_000),
      userId: null,
    });
    expect(snapshotOf({ id: 'sub_3', status: 'exploded' })).toBeNull();
    // Timestamps no Stripe object has are read as missing, not as dates the database refuses.
    expect(snapshotOf({ id: 'sub_4', status: 'active', current_period_end: 1e15, canceled_at: 1.5 })).toMatchObject({
      currentPeriodEnd: null,
      canceledAt: null,
    });
    expect(snapshotOf(null)).toBeNull();
    expect(snapshotOf('sub_1')).toBeNull();
  });

  it('names the cycle by lookup key, else by interval', () => {
    expect(cycleOfPrice({ lookup_key: 'annual', recurring: { interval: 'month' } })).toBe('annual');
    expect(cycleOfPrice({ lookup_key: 'other', recurring: { interval: 'year' } })).toBe('annual');
    expect(cycleOfPrice({ recurring: { interval: 'day' } })).toBeNull();
  });

  it('turns each handled event into its change', () => {
    expect(
      changeOf({
        type: 'checkout.session.completed',
        data: { object: { mode: 'subscription', subscription: 'sub_1', customer: 'cus_1', metadata: { userId: 'u' } } },
      }),
    ).toEqual({
      kind: 'checkout',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: 'u',
    });
    expect(changeOf({ type: 'checkout.session.completed', data: { object: { mode: 'payment' } } })).toMatchObject({
      kind: 'ignored',
    });
    expect(
      changeOf({ type: 'customer.subscription.updated', data: { object: stripeSubscription({ status: 'past_due' }) } }),
    ).toMatchObject({ kind: 'subscription', snapshot: { status: 'past_due' } });
    // A deleted subscription reads as ended whatever status it carries.
    expect(
      changeOf({ type: 'customer.subscription.deleted', data: { object: stripeSubscription({ status: 'active' }) } }),
    ).toMatchObject({ kind: 'subscription', snapshot: { status: 'canceled' } });
    expect(
      changeOf({
        type: 'invoice.payment_failed',
        data: { object: { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } } },
      }),
    ).toEqual({ kind: 'invoice', subscriptionId: 'sub_1', customerId: 'cus_1', paid: false, creditCents: null });
    expect(changeOf({ type: 'invoice.paid', data: { object: { customer: 'cus_1', subscription: 'sub_1' } } })).toEqual({
      kind: 'invoice',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      paid: true,
      creditCents: null,
    });
    // The customer's balance after the invoice (negative: credit) becomes the record's credit.
    const paidWith = (ending_balance: unknown) =>
      changeOf({ type: 'invoice.paid', data: { object: { subscription: 'sub_1', ending_balance } } });
    expect(paidWith(-35826)).toMatchObject({ kind: 'invoice', creditCents: 35826 });
    expect(paidWith(0)).toMatchObject({ creditCents: 0 });
    expect(paidWith(1200)).toMatchObject({ creditCents: 0 });
    expect(paidWith(null)).toMatchObject({ creditCents: null });
    expect(paidWith(-0.5)).toMatchObject({ creditCents: null });
    expect(changeOf({ type: 'invoice.paid', data: { object: { customer: 'cus_1' } } })).toMatchObject({
      kind: 'ignored',
    });
    expect(changeOf({ type: 'price.updated', data: { object: {} } })).toEqual({ kind: 'prices' });
    expect(changeOf({ type: 'charge.refunded', data: { object: {} } })).toEqual({
      kind: 'ignored',
      reason: 'unhandled event type charge.refunded',
    });
  });
});

describe('ordering events (decide)', () => {
  const stored = (status: StoredState['status'], at: number | null, externalId = 'sub_1'): StoredState => ({
    externalId,
    status,
    providerEventAt: at === null ? null : t(at),
  });

  it('applies the first event, and newer ones (same second included)', () => {
    expect(decide(null, 'sub_1', 'active', t(0))).toEqual({ apply: true, status: 'active' });
    expect(decide(stored('active', 0), 'sub_1', 'past_due', t(5))).toEqual({ apply: true, status: 'past_due' });
    expect(decide(stored('active', 5), 'sub_1', 'past_due', t(5))).toEqual({ apply: true, status: 'past_due' });
  });

  it('ignores an event older than the one that set the state', () => {
    expect(decide(stored('active', 10), 'sub_1', 'past_due', t(5))).toEqual({ apply: false, reason: 'stale event' });
  });

  it('never revives an ended subscription, even with a newer-looking event', () => {
    expect(decide(stored('canceled', 10), 'sub_1', 'active', t(5))).toMatchObject({ apply: false });
    expect(decide(stored('canceled', 10), 'sub_1', 'active', t(20))).toMatchObject({
      apply: false,
      reason: 'the subscription has ended',
    });
    expect(decide(stored('canceled', 10), 'sub_1', 'canceled', t(20))).toMatchObject({ apply: true });
  });

  it('lets a newer subscription replace an ended or embedded one, but not a late end of an old one replace a live one', () => {
    expect(decide(stored('canceled', 10, 'sub_old'), 'sub_new', 'active', t(20))).toEqual({
      apply: true,
      status: 'active',
    });
    expect(decide(stored('active', null, null as unknown as string), 'sub_new', 'active', t(20))).toEqual({
      apply: true,
      status: 'active',
    });
    expect(decide(stored('active', 10, 'sub_new'), 'sub_old', 'canceled', t(20))).toMatchObject({ apply: false });
    expect(decide(stored('active', 10, 'sub_new'), 'sub_old', 'active', t(5))).toMatchObject({
      apply: false,
      reason: 'stale event of another subscription',
    });
  });

  it('invoice events: failed → past_due from a live subscription, paid → active again; nothing for an ended one', () => {
    expect(statusAfterInvoice('active', false)).toBe('past_due');
    expect(statusAfterInvoice('past_due', true)).toBe('active');
    expect(statusAfterInvoice('unpaid', true)).toBe('active');
    expect(statusAfterInvoice('active', true)).toBeNull();
    expect(statusAfterInvoice('past_due', false)).toBeNull();
    expect(statusAfterInvoice('canceled', true)).toBeNull();
    expect(statusAfterInvoice('canceled', false)).toBeNull();
  });
});

describe('#35.4 invoice and subscription events for one period, in every order of arrival', () => {
  type Event =
    | { name: string; kind: 'invoice'; paid: boolean; at: Date }
    | { name: string; kind: 'subscription'; status: SubscriptionStatus; at: Date };
  /** What the webhook stores for each event: decide() for a subscription's state, afterInvoice() for an invoice. */
  const apply = (state: StoredState, e: Event): StoredState => {
    if (e.kind === 'invoice') {
      const outcome = afterInvoice(state, 'sub_1', e.paid, e.at);
      return outcome.apply ? { ...state, status: outcome.status, providerEventAt: outcome.providerEventAt } : state;
    }
    const decision = decide(state, 'sub_1', e.status, e.at);
    return decision.apply ? { ...state, status: decision.status, providerEventAt: e.at } : state;
  };
  const permutations = <T>(items: T[]): T[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
  const start: StoredState = { externalId: 'sub_1', status: 'active', providerEventAt: t(0) };
  const finalStatus = (events: Event[]) => events.reduce(apply, start).status;
  const inCreatedOrder = (events: Event[]) => [...events].sort((a, b) => a.at.getTime() - b.at.getTime());

  const failed = { name: 'invoice.payment_failed', kind: 'invoice', paid: false, at: t(10) } as const;
  const updated = {
    name: 'customer.subscription.updated',
    kind: 'subscription',
    status: 'past_due',
    at: t(20),
  } as const;
  const paid = { name: 'invoice.paid', kind: 'invoice', paid: true, at: t(50) } as const;
  const deleted = {
    name: 'customer.subscription.deleted',
    kind: 'subscription',
    status: 'canceled',
    at: t(60),
  } as const;

  it('a payment failure made before the last payment is ignored: paid (T+50) then failed (T+10) leaves it active', () => {
    expect(finalStatus([paid, failed])).toBe('active');
    expect(finalStatus([failed, paid])).toBe('active');
  });

  it('ends as the events say in the order Stripe made them, whatever order they arrive in (all 24 orders of 4 events, and every order of each 3)', () => {
    for (const set of [
      [failed, updated, paid, deleted],
      [failed, updated, paid],
      [failed, paid, deleted],
      [updated, paid, deleted],
      [failed, updated, deleted],
    ] as Event[][]) {
      const expected = finalStatus(inCreatedOrder(set));
      for (const order of permutations(set)) {
        expect(finalStatus(order), order.map((e) => `${e.name}@${e.at.getUTCSeconds()}`).join(' → ')).toBe(expected);
      }
    }
    expect(finalStatus(inCreatedOrder([failed, updated, paid]))).toBe('active');
    expect(finalStatus(inCreatedOrder([failed, updated, paid, deleted]))).toBe('canceled');
  });

  it('a failure made after the last payment counts: paid (T+50) then failed (T+70) is past_due', () => {
    expect(finalStatus([paid, { ...failed, at: t(70) }])).toBe('past_due');
  });
});

describe('billingProviderConfig', () => {
  it('is embedded without a key, Stripe with a key and a webhook secret', () => {
    expect(billingProviderConfig({})).toEqual({ provider: 'embedded' });
    expect(billingProviderConfig({ STRIPE_SECRET_KEY: ' ' })).toEqual({ provider: 'embedded' });
    expect(billingProviderConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: null,
    });
    expect(
      billingProviderConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toMatchObject({
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(
      billingProviderConfig({
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'https://stripe.internal',
      }),
    ).toMatchObject({ api: { host: 'stripe.internal', port: 443, protocol: 'https' } });
  });

  it('refuses a wrong configuration with a message naming the variable', () => {
    expect(() => billingProviderConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new BillingConfigError(STRIPE_MESSAGES.missingWebhookSecret),
    );
    expect(() => billingProviderConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      STRIPE_MESSAGES.invalidSecretKey,
    );
    for (const base of ['127.0.0.1:80', 'ftp://x', 'http://u:p@x', 'http://x/v1', 'http://x?y']) {
      expect(
        () =>
          billingProviderConfig({
            STRIPE_SECRET_KEY: 'sk_test_1',
            STRIPE_WEBHOOK_SECRET: 'whsec_1',
            STRIPE_API_BASE: base,
          }),
        base,
      ).toThrow(STRIPE_MESSAGES.invalidApiBase);
    }
  });
});
