import { getDb } from '../../db';
import { permits, type SubscriptionRow } from '../../services/subscriptions';
import { embeddedBilling } from './embedded';
import type { BillingProvider } from './types';

export type { BillingProvider } from './types';

let chosen: BillingProvider | undefined;

/**
 * The billing provider, chosen once per process. Today only the embedded test-mode checkout
 * exists; Stripe (when STRIPE_SECRET_KEY is set) is the next step of issue #17 and plugs in here
 * without any caller changing.
 */
export function billing(): BillingProvider {
  chosen ??= embeddedBilling();
  return chosen;
}

/**
 * The signed-in user's subscription for this request (pages: the journey, /pricing, Pro tools),
 * read once however many parts of the page ask.
 */
export function requestSubscription(locals: App.Locals, userId: string): Promise<SubscriptionRow | null> {
  locals.subscription ??= getDb().then((db) => billing().current(db, userId));
  return locals.subscription;
}

/** Whether the subscription gives Pro now (spec §4: active or trialing). */
export function hasPro(row: SubscriptionRow | null): boolean {
  return row !== null && permits(row.status);
}
