import { billingCycles, type BillingCycle } from '@perch/ui/plans';
import { subscriptionStatuses, type SubscriptionStatus } from '../../db/schema';

/**
 * The pure part of Stripe's webhooks: what an event says (read from its raw JSON, whatever the
 * API version's shape) and whether it may change the stored subscription. No database, no network.
 */

/** The webhook events Perch acts on; others are acknowledged and recorded as ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'price.created',
  'price.updated',
  'price.deleted',
  'product.updated',
] as const;

/** A Stripe subscription's state as Perch keeps it. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string | null;
  /** metadata.userId, set at checkout. */
  userId: string | null;
  status: SubscriptionStatus;
  plan: BillingCycle | null;
  priceCents: number | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

export type EventChange =
  /** The subscription's whole state, from a customer.subscription.* event or a retrieved subscription. */
  | { kind: 'subscription'; snapshot: SubscriptionSnapshot }
  /** An invoice of a subscription was paid, or its payment failed. */
  | {
      kind: 'invoice';
      subscriptionId: string;
      customerId: string | null;
      paid: boolean;
      /** Credit on the customer's account after the invoice, in cents ≥ 0 (its ending_balance negated), when it says. */
      creditCents: number | null;
    }
  /** A checkout finished: the subscription it made must be read from Stripe. */
  | { kind: 'checkout'; subscriptionId: string; customerId: string | null; userId: string | null }
  /** Prices or the product changed: the cached plans are stale. */
  | { kind: 'prices' }
  | { kind: 'ignored'; reason: string };

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
/** An id that may be expanded into an object. */
const idOf = (v: unknown): string | null => str(v) ?? str(record(v).id);
/** Unix seconds up to the year 5138: anything beyond is not a Stripe timestamp (and would not fit a timestamptz). */
export const MAX_UNIX_SECONDS = 1e11;
export const isUnixSeconds = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v < MAX_UNIX_SECONDS;
const seconds = (v: unknown): Date | null => (isUnixSeconds(v) ? new Date(v * 1000) : null);

const CYCLE_OF_INTERVAL: Record<string, BillingCycle> = { week: 'weekly', month: 'monthly', year: 'annual' };

/** A price's billing cycle: its lookup key (weekly, monthly, annual), else its recurring interval. */
export function cycleOfPrice(price: unknown): BillingCycle | null {
  const p = record(price);
  const key = str(p.lookup_key);
  if (key && (billingCycles as readonly string[]).includes(key)) return key as BillingCycle;
  const interval = str(record(p.recurring).interval);
  return (interval && CYCLE_OF_INTERVAL[interval]) || null;
}

/** Reads a Stripe subscription object (periods on the item since API 2025-03-31, on the subscription before). */
export function snapshotOf(subscription: unknown): SubscriptionSnapshot | null {
  const s = record(subscription);
  const id = str(s.id);
  const status = str(s.status);
  if (!id || !status || !(subscriptionStatuses as readonly string[]).includes(status)) return null;
  const item = record((record(s.items).data as unknown[] | undefined)?.[0]);
  const price = record(item.price ?? record(s.plan));
  const amount = price.unit_amount ?? price.amount;
  return {
    subscriptionId: id,
    customerId: idOf(s.customer),
    userId: str(record(s.metadata).userId),
    status: status as SubscriptionStatus,
    plan: cycleOfPrice(price),
    priceCents: typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? amount : null,
    currentPeriodStart: seconds(item.current_period_start ?? s.current_period_start),
    currentPeriodEnd: seconds(item.current_period_end ?? s.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end === true,
    canceledAt: seconds(s.canceled_at),
  };
}

/** The subscription an invoice belongs to (`parent.subscription_details` since API 2025-03-31, `subscription` before). */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  return idOf(record(record(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription);
}

/**
 * Stripe's customer balance (negative: credit the customer has, positive: owed) as Perch keeps
 * it: the credit in cents, 0 when the customer owes; null when it is not a whole number.
 */
export function creditOfBalance(balance: unknown): number | null {
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance)) return null;
  return balance < 0 ? -balance : 0;
}

/** What a verified event asks for. */
export function changeOf(event: { type: string; data: { object: unknown } }): EventChange {
  const object = record(event.data.object);
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return { kind: 'ignored', reason: 'not a subscription checkout' };
      const subscriptionId = idOf(object.subscription);
      if (!subscriptionId) return { kind: 'ignored', reason: 'no subscription on the session' };
      return {
        kind: 'checkout',
        subscriptionId,
        customerId: idOf(object.customer),
        userId: str(record(object.metadata).userId) ?? str(object.client_reference_id),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const snapshot = snapshotOf(object);
      if (!snapshot) return { kind: 'ignored', reason: 'unreadable subscription' };
      // Stripe's deleted event carries the final state; make sure it reads as ended.
      if (event.type === 'customer.subscription.deleted' && !ENDED.has(snapshot.status)) snapshot.status = 'canceled';
      return { kind: 'subscription', snapshot };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(object);
      if (!subscriptionId) return { kind: 'ignored', reason: 'invoice of no subscription' };
      return {
        kind: 'invoice',
        subscriptionId,
        customerId: idOf(object.customer),
        paid: event.type === 'invoice.paid',
        creditCents: creditOfBalance(object.ending_balance),
      };
    }
    case 'price.created':
    case 'price.updated':
    case 'price.deleted':
    case 'product.updated':
      return { kind: 'prices' };
    default:
      return { kind: 'ignored', reason: `unhandled event type ${event.type}` };
  }
}

/** A Stripe subscription in one of these states is over for good: Stripe never revives it. */
const ENDED: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

export function isEnded(status: SubscriptionStatus): boolean {
  return ENDED.has(status);
}

/** What is stored of the user's subscription, as far as ordering events goes. */
export interface StoredState {
  externalId: string | null;
  status: SubscriptionStatus;
  /** The `created` of the event that set it (null: set by the embedded checkout or before this was kept). */
  providerEventAt: Date | null;
}

export type Decision = { apply: true; status: SubscriptionStatus } | { apply: false; reason: string };

/**
 * Whether an event made at `eventAt` that says the subscription `subscriptionId` is now `status`
 * may change what is stored. Webhooks arrive late, twice and out of order, so:
 *   - an ended subscription stays ended (an older `updated` after `deleted` does not revive it);
 *   - an event older than the one that set the stored state is stale;
 *   - another subscription replaces the stored one only if it is newer, and only if it is live
 *     or the stored one has ended (a late `deleted` of an old subscription leaves the new one).
 */
export function decide(
  stored: StoredState | null,
  subscriptionId: string,
  status: SubscriptionStatus,
  eventAt: Date,
): Decision {
  if (!stored) return { apply: true, status };
  const newer = stored.providerEventAt === null || eventAt.getTime() >= stored.providerEventAt.getTime();
  if (stored.externalId !== subscriptionId) {
    if (!newer) return { apply: false, reason: 'stale event of another subscription' };
    if (isEnded(status) && !isEnded(stored.status))
      return { apply: false, reason: 'another subscription ended; the current one stays' };
    return { apply: true, status };
  }
  if (isEnded(stored.status) && !isEnded(status)) return { apply: false, reason: 'the subscription has ended' };
  if (!newer) return { apply: false, reason: 'stale event' };
  return { apply: true, status };
}

/**
 * The status an invoice event leads to from the stored one, or null when it changes nothing:
 * a failed payment makes a live subscription past_due; a paid invoice makes it active again.
 */
export function statusAfterInvoice(stored: SubscriptionStatus, paid: boolean): SubscriptionStatus | null {
  if (isEnded(stored)) return null;
  if (paid) return stored === 'active' || stored === 'trialing' ? null : 'active';
  return stored === 'active' || stored === 'trialing' || stored === 'incomplete' ? 'past_due' : null;
}

/**
 * What an invoice event makes of the stored subscription: its status after the invoice
 * ({@link statusAfterInvoice}; unchanged when the invoice changes nothing) and the event's time, or
 * a reason to ignore it. The time is recorded even when the status stays: a paid invoice (made at
 * T+50) that finds the subscription active must still make an older failure (made at T+10, arriving
 * after it) stale, or the failure would be taken as newer and cost a paying user Pro.
 */
export function afterInvoice(
  stored: StoredState,
  subscriptionId: string,
  paid: boolean,
  eventAt: Date,
): { apply: true; status: SubscriptionStatus; providerEventAt: Date } | { apply: false; reason: string } {
  if (stored.externalId !== subscriptionId) return { apply: false, reason: 'an invoice of another subscription' };
  if (stored.providerEventAt !== null && eventAt.getTime() < stored.providerEventAt.getTime())
    return { apply: false, reason: 'stale event' };
  return { apply: true, status: statusAfterInvoice(stored.status, paid) ?? stored.status, providerEventAt: eventAt };
}
