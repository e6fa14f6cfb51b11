import { eq } from 'drizzle-orm';
import {
  cycleLabel,
  normalizePlans,
  planChange,
  type BillingCycle,
  type PlanChangeQuote,
  type PlanSet,
  intervalForCycle,
  testCardOutcome,
  validateCard,
} from '@perch/ui/plans';
import type { Database } from '../../db/client';
import { lockScope } from '../../db/locks';
import { subscriptions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Transaction } from '../../http/idempotency';
import {
  findSubscription,
  periodEnd,
  permits,
  recordSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '../../services/subscriptions';
import { payFromCredit, prorate, unixSeconds } from './proration';
import {
  QUOTE_CLOCK_SKEW_SECONDS,
  QUOTE_VALID_SECONDS,
  type BillingProvider,
  type CardPayment,
  type PlanChangeOutcome,
} from './types';

/** The embedded plan table: the spec's fallback prices and default features (§3, §9). */
export function embeddedPlans(): PlanSet {
  return normalizePlans(undefined);
}

/**
 * The built-in test-mode processor: the card form on /checkout, Stripe's documented test
 * numbers, subscriptions kept here. No money moves and no card number is kept — only the brand
 * and last four digits, as on a receipt. Periods renew by themselves until cancelled.
 */
export function embeddedBilling(): BillingProvider {
  return {
    name: 'embedded',
    cardFormHere: true,
    async plans() {
      return embeddedPlans();
    },
    async startCheckout() {
      return { kind: 'form' };
    },
    payHere: payEmbedded,
    current: currentSubscription,
    async setCancelAtPeriodEnd(db, row, cancel) {
      if (!permits(row.status)) throw new HttpError(409, 'There is no active subscription to change');
      if (row.cancelAtPeriodEnd === cancel) return row;
      return db.transaction((tx) =>
        updateSubscription(tx, row, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null }),
      );
    },
    async previewPlanChange(db, userId, plan, now = new Date()) {
      const row = await currentSubscription(db, userId, now);
      refuseSwitch(row, plan);
      return quoteSwitch(row, plan, embeddedPlans()[plan].price, now);
    },
    async changePlan(db, userId, plan, now = new Date(), quotedAt) {
      const plans = embeddedPlans();
      return db.transaction(async (tx) => {
        // Locked: two switches sent at once are applied one after the other, the second seeing the first.
        const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
        const settled =
          locked && permits(locked.status) && locked.currentPeriodEnd <= now
            ? await settlePeriods(tx, locked, now)
            : (locked ?? null);
        return switchPlan(tx, settled, plan, plans, prorationMoment(settled, now, quotedAt));
      });
    },
    hasBillingPortal: false,
    async billingPortalUrl() {
      throw new HttpError(404, 'There is no billing portal: manage the subscription on /subscription');
    },
    async invoices() {
      return null;
    },
    async confirmCheckout() {
      return false;
    },
    async webhook() {
      throw new HttpError(404, 'Stripe is not configured on this server');
    },
  };
}

/** The subscription as it stands at `now`: ended periods renewed (or the subscription ended). */
async function currentSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  const row = await findSubscription(db, userId);
  if (!row || !permits(row.status) || row.currentPeriodEnd > now) return row;
  return db.transaction((tx) => settlePeriods(tx, row, now));
}

/** A switch's refusals, before anything is worked out: nothing live, set to end, or the plan it is on. */
export function refuseSwitch(row: SubscriptionRow | null, plan: BillingCycle): asserts row is SubscriptionRow {
  if (!row || !permits(row.status)) throw new HttpError(409, 'There is no active subscription to change');
  if (row.cancelAtPeriodEnd)
    throw new HttpError(409, 'Your subscription is set to end: resume it before changing plan');
  if (planChange(row.plan, plan) === 'same')
    throw new HttpError(400, `You are already on the ${cycleLabel(plan)} plan`, { plan: 'is the current plan' });
}

/**
 * The moment a confirmed switch is prorated at: the quote's (so the amounts are those shown), or
 * now without one. A quote too old, from the future or from before the current period (a renewal
 * came between) was worked out on another state: 409, look again.
 */
export function prorationMoment(row: SubscriptionRow | null, now: Date, quotedAt: Date | undefined): Date {
  if (!quotedAt) return now;
  const age = (now.getTime() - quotedAt.getTime()) / 1000;
  if (
    Number.isNaN(age) ||
    age > QUOTE_VALID_SECONDS ||
    age < -QUOTE_CLOCK_SKEW_SECONDS ||
    // Whole seconds, as the quote counts: a quote made in the period's first second is in it.
    (row && unixSeconds(quotedAt) < unixSeconds(row.currentPeriodStart))
  )
    throw new HttpError(409, 'The amounts shown are out of date: choose the plan again to see them as of now', {
      prorationDate: 'is too old or not in the current period',
    });
  return quotedAt;
}

/** The amounts of switching `row` to `plan` (at `priceCents`) at `at`, the new period starting then. */
export function quoteSwitch(row: SubscriptionRow, plan: BillingCycle, priceCents: number, at: Date): PlanChangeQuote {
  const moment = new Date(unixSeconds(at) * 1000);
  const amounts = prorate({
    oldPriceCents: row.priceCents,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    newPriceCents: priceCents,
    balanceCents: row.creditCents,
    at: moment,
  });
  return {
    from: row.plan,
    plan,
    priceCents,
    prorationDate: unixSeconds(moment),
    balanceCents: row.creditCents,
    ...amounts,
    nextChargeAt: periodEnd(moment, intervalForCycle(plan)).toISOString(),
    nextChargeCents: payFromCredit(priceCents, amounts.creditLeftCents).chargedCents,
  };
}

/**
 * The embedded plan change, Stripe's default: applies at `at`, the new plan's period starting
 * then; the unused time of the old one is credited (to the second), the new price is paid from
 * the credit first (the rest from the card on file — test mode: no money moves), and the credit
 * left is kept on the record for the renewals. Nothing changes on a refusal.
 */
export async function switchPlan(
  tx: Transaction,
  row: SubscriptionRow | null,
  plan: BillingCycle,
  plans: PlanSet,
  at: Date,
): Promise<PlanChangeOutcome> {
  refuseSwitch(row, plan);
  const quote = quoteSwitch(row, plan, plans[plan].price, at);
  const start = new Date(quote.prorationDate * 1000);
  const subscription = await updateSubscription(tx, row, {
    plan,
    priceCents: quote.priceCents,
    creditCents: quote.creditLeftCents,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(quote.nextChargeAt),
  });
  return { previous: row.plan, subscription, quote };
}

/**
 * Renews each ended period, each paid from the credit on the account first (the rest from the
 * card), or ends the subscription at the end of the period it was cancelled in (credit left
 * stays on the record, as Stripe keeps a customer's balance).
 */
async function settlePeriods(tx: Transaction, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (row.cancelAtPeriodEnd) return updateSubscription(tx, row, { status: 'canceled' });
  const interval = intervalForCycle(row.plan);
  let start = row.currentPeriodStart;
  let end = row.currentPeriodEnd;
  let credit = row.creditCents;
  while (end <= now) {
    start = end;
    end = periodEnd(start, interval);
    credit = payFromCredit(row.priceCents, credit).creditLeftCents;
  }
  return updateSubscription(tx, row, { currentPeriodStart: start, currentPeriodEnd: end, creditCents: credit });
}

/**
 * Pays for a plan with the test-mode processor and records the subscription (active, the plan's
 * price, the first period by its interval). Field errors → 400 naming the fields; a declining
 * test card → 402 with the card's message; an active subscription already → 409. Thrown errors
 * roll back the caller's idempotency key, so a corrected retry may reuse it.
 */
export async function payEmbedded(
  tx: Transaction,
  userId: string,
  plans: PlanSet,
  { plan, card }: CardPayment,
  now = new Date(),
): Promise<SubscriptionRow> {
  const errors = validateCard(card, now);
  if (Object.keys(errors).length > 0)
    throw new HttpError(400, 'Check the card details', errors as Record<string, string>);
  // One live subscription per user: simultaneous checkouts (on any instance) take turns here, so
  // the second one reads the first one's subscription and is refused.
  await lockScope(tx, `subscription:${userId}`);
  const existing = await findSubscription(tx, userId);
  if (existing && permits(existing.status) && existing.currentPeriodEnd > now) {
    throw new HttpError(409, 'You already have an active subscription', { plan: 'manage it on /subscription' });
  }
  const outcome = testCardOutcome(card.cardNumber);
  if (!outcome.ok) throw new HttpError(402, outcome.message, { cardNumber: outcome.message });
  return recordSubscription(tx, {
    userId,
    provider: 'embedded',
    status: 'active',
    plan,
    priceCents: plans[plan].price,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, intervalForCycle(plan)),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    cardBrand: outcome.brand,
    cardLast4: outcome.last4,
    externalId: null,
    customerId: null,
    providerEventAt: null,
  });
}
