import type { ProductEventName, ProductEventProperties } from '@perch/ui/analytics';
import type { BillingCycle, CardForm, PlanChangeQuote, PlanSet } from '@perch/ui/plans';
import type { Transaction } from '../../http/idempotency';
import type { Database } from '../../db/client';
import type { UserRow } from '../../auth/sessions';
import type { SubscriptionRow } from '../../services/subscriptions';

/** A webhook delivery larger than this is refused, whichever provider takes it (Stripe's events are a few kilobytes). */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Billing (CONVENTIONS.md "The server"): what the rest of the server may ask of whoever takes
 * payments. The embedded test-mode implementation (embedded.ts) needs no network; the real one
 * is Stripe. One of them is chosen once from configuration (index.ts); callers never ask which.
 */
export interface BillingProvider {
  /** For /api/health and logs only. */
  readonly name: 'embedded' | 'stripe';
  /** Cards are taken on this server's own form (/checkout, POST /api/subscription/checkout); else at the provider's page. */
  readonly cardFormHere: boolean;
  /** The plans for sale, never failing: a provider outage falls back to its last good copy, then to the table. */
  plans(db: Database): Promise<PlanSet>;
  /**
   * How a signed-in user pays for a plan: on this server's own card form (`form`), or at the
   * provider's hosted page (`redirect`).
   */
  startCheckout(
    db: Database,
    user: UserRow,
    plan: BillingCycle,
    origin: string,
  ): Promise<{ kind: 'form' } | { kind: 'redirect'; url: string }>;
  /**
   * Pays for a plan with a card taken on this server's own form (`cardFormHere`), in the caller's
   * transaction, and records the subscription. Field errors → 400 naming the fields, a declined
   * card → 402, an active subscription already → 409; a provider whose cards are taken on its own
   * page refuses (404). The card number is neither stored nor logged.
   */
  payHere(tx: Transaction, userId: string, plans: PlanSet, payment: CardPayment, now?: Date): Promise<SubscriptionRow>;
  /**
   * The user's subscription as it stands now: a period that has ended is renewed, or the
   * subscription ends when it was set to cancel at period end.
   */
  current(db: Database, userId: string, now?: Date): Promise<SubscriptionRow | null>;
  /** Sets or clears cancel-at-period-end; a provider with a billing portal refuses (409) and the portal does it. */
  setCancelAtPeriodEnd(db: Database, row: SubscriptionRow, cancel: boolean): Promise<SubscriptionRow>;
  /**
   * What switching to `plan` now would cost and leave (Stripe's default proration: the unused
   * time credited to the second, the new period starting at once and paid from the credit first,
   * the rest kept as credit), worked out at `now`. The same refusals as changePlan; nothing changes.
   */
  previewPlanChange(db: Database, userId: string, plan: BillingCycle, now?: Date): Promise<PlanChangeQuote>;
  /**
   * Moves a live subscription to another plan at once, prorated as previewPlanChange said: with
   * `quotedAt` (the preview's prorationDate) the amounts are those shown; a quote older than
   * QUOTE_VALID_SECONDS, from the future or from before the current period is refused (409), so
   * nothing is charged that was not shown. The credit left is kept on the subscription record.
   * 400 for the plan it is on already; 409 when there is nothing live to change, or the
   * subscription is set to end (resume it first).
   */
  changePlan(db: Database, userId: string, plan: BillingCycle, now?: Date, quotedAt?: Date): Promise<PlanChangeOutcome>;
  /** The provider has a hosted billing portal ("Manage billing" on /subscription replaces cancel and resume). */
  readonly hasBillingPortal: boolean;
  /** A billing portal session's URL for the user, returning to `returnUrl`; 409 when they have never been a customer. */
  billingPortalUrl(db: Database, user: UserRow, returnUrl: string): Promise<string>;
  /** The user's invoices, newest first; null when the provider keeps none or could not be asked. */
  invoices(db: Database, userId: string): Promise<InvoiceSummary[] | null>;
  /**
   * The browser is back from the hosted checkout (`/subscription/success?session_id=…`): record
   * what it did now rather than wait for the webhook. Never throws; the webhook still arrives.
   * True when the provider says the session is this user's and paid; false otherwise (another
   * user's or an unpaid session, an unknown id, the provider unreachable, no hosted checkout).
   */
  confirmCheckout(db: Database, userId: string, sessionId: string): Promise<boolean>;
  /** A webhook delivery: verified against its signature over the raw body, applied once. 400 when not genuine. */
  webhook(db: Database, rawBody: string, signature: string | null): Promise<WebhookOutcome>;
}

/** A plan and the card the form on /checkout took for it. */
export interface CardPayment {
  plan: BillingCycle;
  card: CardForm;
}

export interface PlanChangeOutcome {
  /** The plan the subscription was on. */
  previous: BillingCycle;
  subscription: SubscriptionRow;
  /** The amounts applied (the credit left is the record's creditCents). */
  quote: PlanChangeQuote;
}

/** How long the amounts a confirmation showed may be applied ("Confirm switch" after that asks to look again). */
export const QUOTE_VALID_SECONDS = 30 * 60;
/** A quote this far ahead of the server's clock is still taken (two instances' clocks differ a little). */
export const QUOTE_CLOCK_SKEW_SECONDS = 60;

export interface InvoiceSummary {
  id: string;
  number: string | null;
  /** ISO date-time it was made. */
  created: string;
  amountCents: number;
  currency: string;
  status: string;
  /** The provider's page for it (view, download), when there is one. */
  url: string | null;
}

export interface WebhookOutcome {
  /** The event id was applied before: nothing changed this time. */
  replayed: boolean;
  /** What applying it did, for logs and tests ('applied', or why it was ignored). */
  outcome: string;
}

/** Stores a product event for the user's next rendered page, in the caller's transaction (server/analytics/notedEvents.ts noteForUser). */
export type NoteForUser = <E extends ProductEventName>(
  tx: Transaction,
  userId: string,
  event: E,
  properties: ProductEventProperties[E],
) => Promise<void>;
