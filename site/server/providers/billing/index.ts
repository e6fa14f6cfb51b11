import { STRIPE_API_BASE, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from 'astro:env/server';
import { noteForUser } from '../../analytics/notedEvents';
import { getDb } from '../../db';
import { permits, type SubscriptionRow } from '../../services/subscriptions';
import { embeddedBilling } from './embedded';
import { stripeBilling } from './stripe';
import { billingProviderConfig } from './stripeConfig';
import type { BillingProvider } from './types';

export { BillingConfigError } from './stripeConfig';
export type { BillingProvider, InvoiceSummary } from './types';
export { WEBHOOK_BODY_LIMIT_BYTES } from './types';

let chosen: BillingProvider | undefined;

/**
 * The billing provider, chosen once per process from the environment: Stripe when
 * STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET, and STRIPE_API_BASE for another API
 * host), else the embedded test-mode checkout. Throws BillingConfigError for a wrong
 * configuration (the start-up health check reports it and `npm start` stops).
 */
export function billing(): BillingProvider {
  if (chosen) return chosen;
  const config = billingProviderConfig({ STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE });
  chosen = config.provider === 'stripe' ? stripeBilling(config, undefined, noteForUser) : embeddedBilling();
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
