import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findSubscription, periodEnd } from '../../services/subscriptions';
import { embeddedBilling, embeddedPlans, payEmbedded } from './embedded';

let opened: OpenedDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'perch-billing-'));
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newUser(): Promise<string> {
  const [row] = await opened.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@perch.test` })
    .returning();
  return row!.id;
}
const permission = async (id: string) =>
  (await opened.db.select().from(users).where(eq(users.id, id)))[0]!.hasPermission;
const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada' };
const t0 = new Date('2026-01-31T10:00:00Z');

describe('periodEnd', () => {
  it('adds a week, a calendar month (clamped to the month’s last day) or a year', () => {
    expect(periodEnd(t0, 'week').toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(periodEnd(t0, 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'month').toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
});

describe('embedded billing', () => {
  const billing = embeddedBilling();

  it('renews an ended period by itself, however many have passed', async () => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'weekly', card }, t0));
    const later = new Date('2026-02-20T00:00:00Z');
    const row = await billing.current(opened.db, userId, later);
    expect(row).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-02-14T10:00:00Z'),
      currentPeriodEnd: new Date('2026-02-21T10:00:00Z'),
    });
    expect(await permission(userId)).toBe(true);
  });

  it('ends a subscription cancelled at period end once the period is over, and takes Pro away', async () => {
    const userId = await newUser();
    const paid = await opened.db.transaction((tx) =>
      payEmbedded(tx, userId, embeddedPlans(), { plan: 'monthly', card }, t0),
    );
    const cancelled = await billing.setCancelAtPeriodEnd(opened.db, paid, true);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(await billing.current(opened.db, userId, new Date('2026-02-27T00:00:00Z'))).toMatchObject({
      status: 'active',
    });
    expect(await permission(userId)).toBe(true);
    const ended = await billing.current(opened.db, userId, new Date('2026-02-28T10:00:00Z'));
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await permission(userId)).toBe(false);
    await expect(billing.setCancelAtPeriodEnd(opened.db, ended!, false)).rejects.toThrow(HttpError);
    // Once ended, the user may subscribe again: the same row starts over.
    const again = await opened.db.transaction((tx) =>
      payEmbedded(tx, userId, embeddedPlans(), { plan: 'annual', card }, new Date('2026-03-01T00:00:00Z')),
    );
    expect(again).toMatchObject({
      id: paid.id,
      status: 'active',
      plan: 'annual',
      cancelAtPeriodEnd: false,
      priceCents: 49990,
    });
    expect(await permission(userId)).toBe(true);
  });

  it('keeps the brand and last four digits, never the card number', async () => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'weekly', card }, t0));
    const row = await findSubscription(opened.db, userId);
    expect(row).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('declines without recording anything', async () => {
    const userId = await newUser();
    const error = await opened.db
      .transaction((tx) =>
        payEmbedded(
          tx,
          userId,
          embeddedPlans(),
          { plan: 'weekly', card: { ...card, cardNumber: '4000000000000002' } },
          t0,
        ),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(402);
    expect(await findSubscription(opened.db, userId)).toBeNull();
  });
});

describe('embedded plan change', () => {
  const billing = embeddedBilling();
  const subscribe = async (plan: 'weekly' | 'monthly' | 'annual', at = t0) => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan, card }, at));
    return userId;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).message };
  };

  it('weekly → annual applies at once: the annual price, a new period of a year from now, the unused 4 days 1 hour of the week credited ($6.66); Pro stays', async () => {
    const userId = await subscribe('weekly');
    const now = new Date('2026-02-03T09:00:00Z');
    const { previous, subscription, quote } = await billing.changePlan(opened.db, userId, 'annual', now);
    expect(previous).toBe('weekly');
    expect(subscription).toMatchObject({
      status: 'active',
      plan: 'annual',
      priceCents: 49990,
      creditCents: 0,
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2027-02-03T09:00:00Z'),
      cancelAtPeriodEnd: false,
    });
    // 1153 × 349,200 / 604,800 s = 665.7 → 666; 49990 − 666 charged.
    expect(quote).toMatchObject({ unusedCreditCents: 666, chargedTodayCents: 49324, creditLeftCents: 0 });
    expect(await findSubscription(opened.db, userId)).toMatchObject({
      plan: 'annual',
      priceCents: 49990,
      cardLast4: '4242',
    });
    expect(await permission(userId)).toBe(true);
  });

  it('annual → weekly (a downgrade) applies at once the same way: $377.21 credited, the week paid from it, $365.68 kept', async () => {
    const userId = await subscribe('annual');
    const now = new Date('2026-05-01T00:00:00Z');
    const { previous, subscription, quote } = await billing.changePlan(opened.db, userId, 'weekly', now);
    expect(previous).toBe('annual');
    expect(subscription).toMatchObject({
      plan: 'weekly',
      priceCents: 1153,
      creditCents: 36568,
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2026-05-08T00:00:00Z'),
    });
    expect(quote).toMatchObject({ unusedCreditCents: 37721, chargedTodayCents: 0, creditLeftCents: 36568 });
  });

  it('refuses the plan it is on (400), no subscription, a subscription set to end, and an ended one (409); nothing changes', async () => {
    const same = await subscribe('monthly');
    expect(await refusal(billing.changePlan(opened.db, same, 'monthly', t0))).toEqual({
      status: 400,
      message: 'You are already on the Monthly plan',
    });
    expect(await findSubscription(opened.db, same)).toMatchObject({ plan: 'monthly', currentPeriodStart: t0 });

    const nobody = await newUser();
    expect(await refusal(billing.changePlan(opened.db, nobody, 'annual', t0))).toEqual({
      status: 409,
      message: 'There is no active subscription to change',
    });
    expect(await findSubscription(opened.db, nobody)).toBeNull();

    const ending = await subscribe('weekly');
    await billing.setCancelAtPeriodEnd(opened.db, (await findSubscription(opened.db, ending))!, true);
    expect(await refusal(billing.changePlan(opened.db, ending, 'annual', t0))).toEqual({
      status: 409,
      message: 'Your subscription is set to end: resume it before changing plan',
    });
    expect(await findSubscription(opened.db, ending)).toMatchObject({
      plan: 'weekly',
      cancelAtPeriodEnd: true,
      status: 'active',
    });

    // Its week has passed: the subscription has ended, and there is nothing to switch.
    const weekLater = new Date('2026-02-08T00:00:00Z');
    expect(await refusal(billing.changePlan(opened.db, ending, 'annual', weekLater))).toEqual({
      status: 409,
      message: 'There is no active subscription to change',
    });
    expect(await billing.current(opened.db, ending, weekLater)).toMatchObject({ status: 'canceled', plan: 'weekly' });
    expect(await refusal(billing.changePlan(opened.db, ending, 'monthly', weekLater))).toEqual({
      status: 409,
      message: 'There is no active subscription to change',
    });
    expect(await permission(ending)).toBe(false);
  });

  it('a period that ended before the switch is renewed first; the switch then starts its own period', async () => {
    const userId = await subscribe('weekly');
    const later = new Date('2026-03-01T12:00:00Z');
    const { subscription, quote } = await billing.changePlan(opened.db, userId, 'monthly', later);
    expect(subscription).toMatchObject({
      plan: 'monthly',
      currentPeriodStart: later,
      currentPeriodEnd: new Date('2026-04-01T12:00:00Z'),
    });
    // Credited from the renewed week (28 February 10:00 → 7 March 10:00), not the first one.
    expect(quote).toMatchObject({ unusedCreditCents: 975, chargedTodayCents: 4024, creditLeftCents: 0 });
  });

  it('two switches sent at once are applied one after the other', async () => {
    const userId = await subscribe('weekly');
    const outcomes = await Promise.allSettled([
      billing.changePlan(opened.db, userId, 'annual', t0),
      billing.changePlan(opened.db, userId, 'annual', t0),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as HttpError).status).toBe(400);
  });
});

describe('proration: the preview and the switch agree, and renewals use the credit', () => {
  const billing = embeddedBilling();
  const yearStart = new Date('2026-01-01T00:00:00Z');
  const subscribeAnnual = async () => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'annual', card }, yearStart));
    return userId;
  };

  it('Annual $499.90 paid 1 January 2026, Monthly chosen 31 January 10:00 UTC: $458.24 credit, $0.00 today, $408.25 left, next charge $0.00 on 28 February', async () => {
    const userId = await subscribeAnnual();
    const quote = await billing.previewPlanChange(opened.db, userId, 'monthly', t0);
    expect(quote).toEqual({
      from: 'annual',
      plan: 'monthly',
      priceCents: 4999,
      prorationDate: t0.getTime() / 1000,
      unusedCreditCents: 45824,
      balanceCents: 0,
      chargedTodayCents: 0,
      creditLeftCents: 40825,
      nextChargeAt: '2026-02-28T10:00:00.000Z',
      nextChargeCents: 0,
    });
    // The preview changed nothing.
    expect(await findSubscription(opened.db, userId)).toMatchObject({ plan: 'annual', creditCents: 0 });

    // Confirmed 20 minutes later: the amounts shown apply, as of the quote's moment.
    const confirmed = new Date(t0.getTime() + 20 * 60_000);
    const { subscription, quote: applied } = await billing.changePlan(opened.db, userId, 'monthly', confirmed, t0);
    expect(applied).toEqual(quote);
    expect(subscription).toMatchObject({
      plan: 'monthly',
      priceCents: 4999,
      creditCents: 40825,
      currentPeriodStart: t0,
      currentPeriodEnd: new Date('2026-02-28T10:00:00Z'),
    });

    // Each renewal is paid from the credit: 40825 → 35826 on 28 February, → 30827 on 28 March.
    expect(await billing.current(opened.db, userId, new Date('2026-03-01T00:00:00Z'))).toMatchObject({
      currentPeriodStart: new Date('2026-02-28T10:00:00Z'),
      creditCents: 35826,
    });
    expect(await billing.current(opened.db, userId, new Date('2026-04-01T00:00:00Z'))).toMatchObject({
      currentPeriodStart: new Date('2026-03-28T10:00:00Z'),
      creditCents: 30827,
    });
    // A later switch uses the credit on the account too: Weekly at once, the whole month unused.
    const later = new Date('2026-03-28T10:00:00Z');
    const again = await billing.previewPlanChange(opened.db, userId, 'weekly', later);
    expect(again).toMatchObject({
      unusedCreditCents: 4999,
      balanceCents: 30827,
      chargedTodayCents: 0,
      creditLeftCents: 30827 + 4999 - 1153,
      nextChargeCents: 0,
    });
  });

  it('the credit runs out: nine renewals of $49.99 use $408.25, the ninth pays $41.66 from the card (833 of credit, 4166 charged); the credit stays at 0', async () => {
    const userId = await subscribeAnnual();
    await billing.changePlan(opened.db, userId, 'monthly', t0, t0);
    // Renewals on 28 Feb, 28 Mar, … 28 Oct: nine of them. 40825 − 8 × 4999 = 833 left before the ninth.
    expect(await billing.current(opened.db, userId, new Date('2026-10-01T00:00:00Z'))).toMatchObject({
      creditCents: 40825 - 8 * 4999,
    });
    expect(await billing.current(opened.db, userId, new Date('2026-11-01T00:00:00Z'))).toMatchObject({
      creditCents: 0,
    });
  });

  it('a quote older than half an hour, from the future, or from before a renewal is refused (409); nothing changes', async () => {
    const userId = await subscribeAnnual();
    const stale = new Date(t0.getTime() + 31 * 60_000);
    const outdated = {
      status: 409,
      message: 'The amounts shown are out of date: choose the plan again to see them as of now',
    };
    const error = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: HttpError) => ({ status: e.status, message: e.message }),
      );
    expect(await error(billing.changePlan(opened.db, userId, 'monthly', stale, t0))).toEqual(outdated);
    expect(
      await error(billing.changePlan(opened.db, userId, 'monthly', t0, new Date(t0.getTime() + 5 * 60_000))),
    ).toEqual(outdated);
    expect(await error(billing.changePlan(opened.db, userId, 'monthly', t0, new Date('2025-12-31T23:59:00Z')))).toEqual(
      outdated,
    );
    expect(await findSubscription(opened.db, userId)).toMatchObject({ plan: 'annual', creditCents: 0 });
    // Within a minute ahead (another instance's clock) is taken.
    const { subscription } = await billing.changePlan(
      opened.db,
      userId,
      'monthly',
      t0,
      new Date(t0.getTime() + 30_000),
    );
    expect(subscription).toMatchObject({ plan: 'monthly' });
  });

  it('a quote made in the period’s first second is in the period (quotes count whole seconds)', async () => {
    const userId = await newUser();
    const paidAt = new Date('2026-01-01T00:00:00.700Z');
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'annual', card }, paidAt));
    const quote = await billing.previewPlanChange(opened.db, userId, 'monthly', paidAt);
    expect(quote).toMatchObject({ prorationDate: 1767225600, unusedCreditCents: 49990, creditLeftCents: 44991 });
    const { subscription } = await billing.changePlan(
      opened.db,
      userId,
      'monthly',
      paidAt,
      new Date(quote.prorationDate * 1000),
    );
    expect(subscription).toMatchObject({ creditCents: 44991, currentPeriodStart: new Date('2026-01-01T00:00:00Z') });
  });

  it('the preview refuses what the switch refuses', async () => {
    const userId = await subscribeAnnual();
    await expect(billing.previewPlanChange(opened.db, userId, 'annual', t0)).rejects.toMatchObject({ status: 400 });
    await expect(billing.previewPlanChange(opened.db, await newUser(), 'annual', t0)).rejects.toMatchObject({
      status: 409,
    });
  });
});
