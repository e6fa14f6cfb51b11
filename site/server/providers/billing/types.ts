import type { BillingCycle, PlanSet } from '@perch/ui/plans';
import type { Database } from '../../db/client';
import type { UserRow } from '../../auth/sessions';
import type { SubscriptionRow } from '../../services/subscriptions';

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
  startCheckout(db: Database, user: UserRow, plan: BillingCycle, origin: string): Promise<{ kind: 'form' } | { kind: 'redirect'; url: string }>;
  /**
   * The user's subscription as it stands now: a period that has ended is renewed, or the
   * subscription ends when it was set to cancel at period end.
   */
  current(db: Database, userId: string, now?: Date): Promise<SubscriptionRow | null>;
  /** Sets or clears cancel-at-period-end; the provider's portal instead when it has one (then null). */
  setCancelAtPeriodEnd(db: Database, row: SubscriptionRow, cancel: boolean): Promise<SubscriptionRow>;
}
