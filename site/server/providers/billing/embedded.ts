import { normalizePlans, type BillingCycle, type PlanSet, intervalForCycle, testCardOutcome, validateCard, type CardForm } from '@perch/ui/plans';
import { HttpError } from '../../http/errors';
import type { Transaction } from '../../http/idempotency';
import { findSubscription, periodEnd, permits, recordSubscription, updateSubscription, type SubscriptionRow } from '../../services/subscriptions';
import type { BillingProvider } from './types';

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
      return db.transaction((tx) => updateSubscription(tx, row, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null }));
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
export async function payEmbedded(tx: Transaction, userId: string, plans: PlanSet, { plan, card }: EmbeddedPayment, now = new Date()): Promise<SubscriptionRow> {
  const errors = validateCard(card, now);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Check the card details', errors as Record<string, string>);
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
