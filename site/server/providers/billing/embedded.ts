import { eq } from 'drizzle-orm';
import {
  cycleLabel,
  normalizePlans,
  planChange,
  type BillingCycle,
  type PlanSet,
  intervalForCycle,
  testCardOutcome,
  validateCard,
  type CardForm,
} from '@perch/ui/plans';
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
import type { BillingProvider, PlanChangeOutcome } from './types';

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
    async current(db, userId, now = new Date()) {
      const row = await findSubscription(db, userId);
      if (!row || !permits(row.status) || row.currentPeriodEnd > now) return row;
      return db.transaction((tx) => settlePeriods(tx, row, now));
    },
    async setCancelAtPeriodEnd(db, row, cancel) {
      if (!permits(row.status)) throw new HttpError(409, 'There is no active subscription to change');
      if (row.cancelAtPeriodEnd === cancel) return row;
      return db.transaction((tx) =>
        updateSubscription(tx, row, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null }),
      );
    },
    async changePlan(db, userId, plan, now = new Date()) {
      const plans = embeddedPlans();
      return db.transaction(async (tx) => {
        // Locked: two switches sent at once are applied one after the other, the second seeing the first.
        const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
        const settled =
          locked && permits(locked.status) && locked.currentPeriodEnd <= now
            ? await settlePeriods(tx, locked, now)
            : (locked ?? null);
        return switchPlan(tx, settled, plan, plans, now);
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

/**
 * The embedded plan change: applies at once; the new plan's period starts now at its price (no
 * money moves in test mode, so nothing is prorated). Nothing changes on a refusal.
 */
export async function switchPlan(
  tx: Transaction,
  row: SubscriptionRow | null,
  plan: BillingCycle,
  plans: PlanSet,
  now: Date,
): Promise<PlanChangeOutcome> {
  if (!row || !permits(row.status)) throw new HttpError(409, 'There is no active subscription to change');
  if (row.cancelAtPeriodEnd)
    throw new HttpError(409, 'Your subscription is set to end: resume it before changing plan');
  if (planChange(row.plan, plan) === 'same')
    throw new HttpError(400, `You are already on the ${cycleLabel(plan)} plan`, { plan: 'is the current plan' });
  const subscription = await updateSubscription(tx, row, {
    plan,
    priceCents: plans[plan].price,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, intervalForCycle(plan)),
  });
  return { previous: row.plan, subscription };
}

/** Renews each ended period, or ends the subscription at the end of the period it was cancelled in. */
async function settlePeriods(tx: Transaction, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (row.cancelAtPeriodEnd) return updateSubscription(tx, row, { status: 'canceled' });
  const interval = intervalForCycle(row.plan);
  let start = row.currentPeriodStart;
  let end = row.currentPeriodEnd;
  while (end <= now) {
    start = end;
    end = periodEnd(start, interval);
  }
  return updateSubscription(tx, row, { currentPeriodStart: start, currentPeriodEnd: end });
}

export interface EmbeddedPayment {
  plan: BillingCycle;
  card: CardForm;
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
  { plan, card }: EmbeddedPayment,
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
