import { and, eq, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  billingCycles,
  normalizePlans,
  planChange,
  type BillingCycle,
  type PlanChangeQuote,
  type PlanSet,
} from '@perch/ui/plans';
import type { UserRow } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { providerCache, stripeCustomers, stripeEvents, subscriptions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Transaction } from '../../http/idempotency';
import {
  findSubscription,
  permits,
  recordSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '../../services/subscriptions';
import { embeddedPlans, prorationMoment, refuseSwitch } from './embedded';
import { unixSeconds } from './proration';
import {
  changeOf,
  creditOfBalance,
  decide,
  isUnixSeconds,
  snapshotOf,
  afterInvoice,
  type EventChange,
  type SubscriptionSnapshot,
} from './stripeEvents';
import type { StripeConfig } from './stripeConfig';
import type { BillingProvider, InvoiceSummary, NoteForUser } from './types';

/** How long Stripe's prices are trusted before they are read again (spec §7: cached 5 minutes). */
export const PLANS_CACHE_SECONDS = 300;
/** The provider_cache row holding them, shared by every instance. */
export const PLANS_CACHE_KEY = 'stripe:plans';
/** The Stripe product whose prices are for sale, looked up by their lookup keys weekly, monthly and annual. */
export const STRIPE_PRODUCT_NAME = 'Perch Pro';
/** Invoices shown on /subscription. */
export const INVOICES_SHOWN = 12;
/** The refusal of a card sent to this server's own form: Stripe takes cards on its checkout page. */
export const CARDS_AT_PROVIDER = 'Payments are taken on the provider’s checkout page on this server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Db = Database | Transaction;

/** Stripe's prices as Perch sells them: the plans, and the price to put in a checkout for each cycle. */
export interface StripePrices {
  plans: PlanSet;
  priceIds: Partial<Record<BillingCycle, string>>;
}

function unavailable(what: string, error: unknown): HttpError {
  console.error(`[stripe] ${what} failed:`, error instanceof Error ? error.message : error);
  return new HttpError(503, 'Payments are unavailable right now. Please try again in a few minutes.', undefined, {
    'Retry-After': '60',
  });
}

/** Reads the product's prices from Stripe (one call); throws when none is for sale. */
export async function fetchStripePrices(stripe: Stripe): Promise<StripePrices> {
  const list = await stripe.prices.list({
    lookup_keys: [...billingCycles],
    active: true,
    expand: ['data.product'],
    limit: 10,
  });
  const found: Array<{ price: number; interval: string; features?: string[] }> = [];
  const priceIds: StripePrices['priceIds'] = {};
  for (const price of list.data) {
    const product =
      typeof price.product === 'object' &&
      price.product !== null &&
      !('deleted' in price.product && price.product.deleted)
        ? (price.product as Stripe.Product)
        : null;
    if (!product || product.name !== STRIPE_PRODUCT_NAME) continue;
    const cycle = billingCycles.find((c) => c === price.lookup_key);
    if (!cycle || priceIds[cycle] || !price.recurring || typeof price.unit_amount !== 'number') continue;
    priceIds[cycle] = price.id;
    const features = (product.marketing_features ?? [])
      .map((f) => f.name)
      .filter((n): n is string => typeof n === 'string' && n.length > 0);
    found.push({
      price: price.unit_amount,
      interval: price.recurring.interval,
      ...(features.length > 0 ? { features } : {}),
    });
  }
  if (found.length === 0)
    throw new Error(`no active price of "${STRIPE_PRODUCT_NAME}" with lookup key weekly, monthly or annual`);
  return { plans: normalizePlans(found), priceIds };
}

function readCached(value: unknown): StripePrices | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { plans?: unknown; priceIds?: unknown };
  const priceIds: StripePrices['priceIds'] = {};
  if (typeof v.priceIds === 'object' && v.priceIds !== null) {
    for (const cycle of billingCycles) {
      const id = (v.priceIds as Record<string, unknown>)[cycle];
      if (typeof id === 'string') priceIds[cycle] = id;
    }
  }
  return { plans: normalizePlans(v.plans), priceIds };
}

export type PricesSource = 'cache' | 'stripe' | 'last-good-copy' | 'table';

/**
 * The prices, from the database copy while it is fresh (every instance shares it), else from
 * Stripe (then stored); when Stripe fails, the last good copy however old; with none, null
 * (the caller uses the embedded table).
 */
export async function cachedPrices(
  db: Db,
  fetchFresh: () => Promise<StripePrices>,
  now = new Date(),
): Promise<{ prices: StripePrices | null; source: PricesSource }> {
  const [row] = await db.select().from(providerCache).where(eq(providerCache.key, PLANS_CACHE_KEY));
  if (row && now.getTime() - row.fetchedAt.getTime() < PLANS_CACHE_SECONDS * 1000 && now >= row.fetchedAt) {
    const prices = readCached(row.value);
    if (prices) return { prices, source: 'cache' };
  }
  try {
    const prices = await fetchFresh();
    await db
      .insert(providerCache)
      .values({ key: PLANS_CACHE_KEY, value: prices, fetchedAt: now })
      .onConflictDoUpdate({ target: providerCache.key, set: { value: prices, fetchedAt: now } });
    return { prices, source: 'stripe' };
  } catch (error) {
    console.error(
      '[stripe] reading prices failed; using',
      row ? 'the last good copy' : 'the embedded table',
      '-',
      error instanceof Error ? error.message : error,
    );
    const prices = row ? readCached(row.value) : null;
    return prices ? { prices, source: 'last-good-copy' } : { prices: null, source: 'table' };
  }
}

/** Prices changed at Stripe (a webhook said so): the copy is read again next time, and stays the last good copy until then. */
async function markPricesStale(tx: Db): Promise<void> {
  await tx
    .update(providerCache)
    .set({ fetchedAt: new Date(0) })
    .where(eq(providerCache.key, PLANS_CACHE_KEY));
}

async function storedCustomer(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return row?.customerId ?? null;
}

/**
 * The user's one Stripe customer, made on first need. The idempotency key makes two instances
 * (or a double click) that both find none get the same customer back from Stripe.
 */
async function customerFor(db: Database, stripe: Stripe, user: UserRow): Promise<string> {
  const known = await storedCustomer(db, user.id);
  if (known) return known;
  let customer: Stripe.Customer;
  try {
    const name = `${user.firstName} ${user.lastName}`.trim();
    customer = await stripe.customers.create(
      { email: user.email, ...(name ? { name } : {}), metadata: { userId: user.id } },
      { idempotencyKey: `perch-customer-${user.id}` },
    );
  } catch (error) {
    throw unavailable('creating a customer', error);
  }
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  return (await storedCustomer(db, user.id)) ?? customer.id;
}

/** Which Perch user a Stripe subscription is for: its metadata, else its customer, else the row that already has it. */
async function userOf(
  tx: Transaction,
  snapshot: { userId: string | null; customerId: string | null; subscriptionId: string },
): Promise<string | null> {
  if (snapshot.userId && UUID.test(snapshot.userId)) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, snapshot.userId));
    if (user) return user.id;
  }
  if (snapshot.customerId) {
    const [row] = await tx.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, snapshot.customerId));
    if (row) return row.userId;
  }
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.externalId, snapshot.subscriptionId));
  return row?.userId ?? null;
}

async function lockedSubscription(tx: Transaction, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ?? null;
}

/** Records a Stripe subscription's state for its user, unless the event is stale or would revive an ended one. */
async function applySnapshot(
  tx: Transaction,
  snapshot: SubscriptionSnapshot,
  eventAt: Date,
  noteForUser: NoteForUser,
): Promise<string> {
  const userId = await userOf(tx, snapshot);
  if (!userId) return 'ignored: no Perch user for this subscription';
  const [elsewhere] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.externalId, snapshot.subscriptionId), ne(subscriptions.userId, userId)));
  if (elsewhere) return 'ignored: the subscription belongs to another user';
  const stored = await lockedSubscription(tx, userId);
  const decision = decide(stored, snapshot.subscriptionId, snapshot.status, eventAt);
  if (!decision.apply) return `ignored: ${decision.reason}`;
  const same = stored?.externalId === snapshot.subscriptionId ? stored : null;
  const plan = snapshot.plan ?? same?.plan ?? 'monthly';
  await recordSubscription(tx, {
    userId,
    provider: 'stripe',
    status: decision.status,
    plan,
    priceCents: snapshot.priceCents ?? same?.priceCents ?? embeddedPlans()[plan].price,
    currentPeriodStart: snapshot.currentPeriodStart ?? same?.currentPeriodStart ?? eventAt,
    currentPeriodEnd: snapshot.currentPeriodEnd ?? same?.currentPeriodEnd ?? eventAt,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    canceledAt: snapshot.canceledAt,
    cardBrand: null,
    cardLast4: null,
    externalId: snapshot.subscriptionId,
    customerId: snapshot.customerId ?? same?.customerId ?? null,
    providerEventAt: eventAt,
  });
  if (snapshot.customerId)
    await tx.insert(stripeCustomers).values({ userId, customerId: snapshot.customerId }).onConflictDoNothing();
  // A subscription that goes live (a hosted checkout paid: its webhook or the browser's return,
  // whichever is first) is sent from the user's next page, once: a later event about it, or the
  // success page loaded again, finds it live already.
  if (!(same && permits(same.status)) && permits(decision.status)) {
    await noteForUser(tx, userId, 'subscription_completed', { plan });
  }
  // A plan changed in the Customer Portal: an upgrade (a longer cycle) of a live subscription is
  // sent from the user's next page, since no browser is here to carry it.
  if (
    same &&
    permits(same.status) &&
    permits(decision.status) &&
    snapshot.plan &&
    planChange(same.plan, snapshot.plan) === 'upgrade'
  ) {
    await noteForUser(tx, userId, 'subscription_upgraded', { plan: snapshot.plan, previous_plan: same.plan });
  }
  return 'applied';
}

async function applyInvoice(
  tx: Transaction,
  change: Extract<EventChange, { kind: 'invoice' }>,
  eventAt: Date,
): Promise<string> {
  const [found] = await tx.select().from(subscriptions).where(eq(subscriptions.externalId, change.subscriptionId));
  if (!found) return 'ignored: no subscription here with that id';
  const stored = (await lockedSubscription(tx, found.userId))!;
  const outcome = afterInvoice(stored, change.subscriptionId, change.paid, eventAt);
  if (!outcome.apply) return `ignored: ${outcome.reason}`;
  await updateSubscription(tx, stored, {
    status: outcome.status,
    providerEventAt: outcome.providerEventAt,
    // A renewal paid from the balance (or a plan change's invoice) leaves the credit it says.
    ...(change.creditCents === null ? {} : { creditCents: change.creditCents }),
  });
  return outcome.status === stored.status ? `applied: still ${stored.status}, as of this event` : 'applied';
}

function isEventShape(
  value: unknown,
): value is { id: string; type: string; created: number; data: { object: unknown } } {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    v.id.length > 0 &&
    v.id.length <= 255 &&
    typeof v.type === 'string' &&
    isUnixSeconds(v.created) &&
    typeof v.data === 'object' &&
    v.data !== null &&
    'object' in (v.data as object)
  );
}

interface SwitchTarget {
  subscriptionId: string;
  customer: string;
  itemId: string;
  priceId: string;
}

/**
 * The one rule, in Stripe's words, for the preview and the update alike (so they agree): the
 * item moves to the new price, the billing cycle restarts now, the unused time is prorated as of
 * `prorationDate` and invoiced at once (a negative total goes to the customer's balance, which
 * pays the next invoices).
 */
function switchParams(target: SwitchTarget, prorationDate: number) {
  return {
    items: [{ id: target.itemId, price: target.priceId }],
    billing_cycle_anchor: { type: 'now' as const },
    proration_behavior: 'always_invoice' as const,
    proration_date: prorationDate,
  };
}

const lineProration = (line: Stripe.InvoiceLineItem): boolean =>
  line.parent?.subscription_item_details?.proration === true || line.parent?.invoice_item_details?.proration === true;

/**
 * The amounts of a plan change's invoice (a preview, or the one the update made): the credit
 * lines are the unused time; the balance before it is credit already held; what the total leaves
 * after the balance is charged (≥ 0) or kept as credit (< 0), as Stripe applies a balance.
 */
export function quoteOfInvoice(
  invoice: Stripe.Invoice,
  from: BillingCycle,
  plan: BillingCycle,
  prorationDate: number,
): PlanChangeQuote {
  const lines = invoice.lines.data;
  const unusedCreditCents = -lines
    .filter((l) => lineProration(l) && l.amount < 0)
    .reduce((sum, l) => sum + l.amount, 0);
  const newPlan = lines.find((l) => !lineProration(l) && l.amount >= 0);
  const priceCents = newPlan?.amount ?? Math.max(0, invoice.total + unusedCreditCents);
  const balanceCents = creditOfBalance(invoice.starting_balance) ?? 0;
  const combined = invoice.total + invoice.starting_balance;
  const creditLeftCents = combined < 0 ? -combined : 0;
  const nextChargeAt = new Date((newPlan?.period.end ?? invoice.period_end) * 1000).toISOString();
  return {
    from,
    plan,
    priceCents,
    prorationDate,
    unusedCreditCents,
    balanceCents,
    chargedTodayCents: invoice.amount_due,
    creditLeftCents,
    nextChargeAt,
    nextChargeCents: Math.max(0, priceCents - creditLeftCents),
  };
}

/** Stripe refused the change for a reason the user can act on (a declined card: 402), or could not be reached (503). */
function refusedOrUnavailable(what: string, error: unknown): HttpError {
  if (error instanceof Stripe.errors.StripeCardError)
    return new HttpError(402, error.message || 'Your card was declined.', { card: error.message });
  return unavailable(what, error);
}

/** Stripe: Checkout for payments, the Customer Portal for changes, webhooks for what happened. */
/**
 * `noteForUser` stores a product event for a user's next page (server/analytics/notedEvents.ts,
 * given by index.ts; it reads the analytics configuration, which a unit test has none of).
 */
export function stripeBilling(
  config: StripeConfig,
  client?: Stripe,
  noteForUser: NoteForUser = async () => {},
): BillingProvider {
  const stripe =
    client ??
    new Stripe(config.secretKey, {
      ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
      // One quick retry, then the caller's fallback (plans) or a 503: a page must not hang on Stripe.
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'Perch' },
    });

  async function prices(db: Db): Promise<StripePrices | null> {
    return (await cachedPrices(db, () => fetchStripePrices(stripe))).prices;
  }

  /** What a switch of `row` to `plan` changes at Stripe: its subscription's one item, to the plan's price. */
  async function switchTarget(db: Database, row: SubscriptionRow, plan: BillingCycle): Promise<SwitchTarget> {
    if (!row.externalId || !row.customerId) throw new HttpError(409, 'There is no active subscription to change');
    const priceId = (await prices(db))?.priceIds[plan];
    if (!priceId)
      throw unavailable(
        `finding the ${plan} price`,
        new Error('no price id (Stripe unreachable and no copy, or no such price)'),
      );
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(row.externalId);
    } catch (error) {
      throw unavailable(`reading subscription ${row.externalId}`, error);
    }
    const item = subscription.items.data[0];
    if (!item) throw unavailable('changing plan', new Error(`subscription ${row.externalId} has no item`));
    return { subscriptionId: row.externalId, customer: row.customerId, itemId: item.id, priceId };
  }

  return {
    name: 'stripe',
    cardFormHere: false,
    hasBillingPortal: true,
    async payHere() {
      throw new HttpError(404, CARDS_AT_PROVIDER);
    },
    async plans(db) {
      return (await prices(db))?.plans ?? embeddedPlans();
    },
    async startCheckout(db, user, plan, origin) {
      const priceId = (await prices(db))?.priceIds[plan];
      if (!priceId)
        throw unavailable(
          `finding the ${plan} price`,
          new Error('no price id (Stripe unreachable and no copy, or no such price)'),
        );
      const customer = await customerFor(db, stripe, user);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: `${origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/subscription/cancel`,
          client_reference_id: user.id,
          metadata: { userId: user.id, plan },
          subscription_data: { metadata: { userId: user.id, plan } },
        });
      } catch (error) {
        throw unavailable('creating a checkout session', error);
      }
      if (!session.url) throw unavailable('creating a checkout session', new Error('the session has no url'));
      return { kind: 'redirect', url: session.url };
    },
    async current(db, userId) {
      // Stripe renews and ends subscriptions itself and says so by webhook.
      return findSubscription(db, userId);
    },
    async setCancelAtPeriodEnd() {
      throw new HttpError(409, 'Cancel or resume in the billing portal: Manage billing on /subscription');
    },
    async previewPlanChange(db, userId, plan, now = new Date()) {
      const row = await findSubscription(db, userId);
      refuseSwitch(row, plan);
      const target = await switchTarget(db, row, plan);
      const prorationDate = unixSeconds(now);
      let preview: Stripe.Invoice;
      try {
        preview = await stripe.invoices.createPreview({
          customer: target.customer,
          subscription: target.subscriptionId,
          subscription_details: switchParams(target, prorationDate),
        });
      } catch (error) {
        throw refusedOrUnavailable('previewing the plan change', error);
      }
      return quoteOfInvoice(preview, row.plan, plan, prorationDate);
    },
    async changePlan(db, userId, plan, now = new Date(), quotedAt) {
      const row = await findSubscription(db, userId);
      refuseSwitch(row, plan);
      const at = unixSeconds(prorationMoment(row, now, quotedAt));
      const target = await switchTarget(db, row, plan);
      let updated: Stripe.Subscription;
      try {
        updated = await stripe.subscriptions.update(
          target.subscriptionId,
          {
            ...switchParams(target, at),
            // A declined card leaves the subscription as it was (402), as the embedded checkout does.
            payment_behavior: 'error_if_incomplete',
            metadata: { plan },
            expand: ['latest_invoice'],
          },
          // The same confirmation sent twice (a double click, a retry) is one update at Stripe.
          { idempotencyKey: `perch-switch-${target.subscriptionId}-${row.plan}-${plan}-${at}` },
        );
      } catch (error) {
        throw refusedOrUnavailable('changing plan', error);
      }
      const snapshot = snapshotOf(updated);
      const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
      if (!snapshot || !invoice)
        throw unavailable('changing plan', new Error('the update answered no subscription or invoice'));
      const quote = quoteOfInvoice(invoice, row.plan, plan, at);
      const credit = creditOfBalance(invoice.ending_balance) ?? quote.creditLeftCents;
      const subscription = await db.transaction(async (tx) => {
        const locked = (await lockedSubscription(tx, userId)) ?? row;
        return updateSubscription(tx, locked, {
          plan: snapshot.plan ?? plan,
          priceCents: snapshot.priceCents ?? quote.priceCents,
          currentPeriodStart: snapshot.currentPeriodStart ?? new Date(at * 1000),
          currentPeriodEnd: snapshot.currentPeriodEnd ?? new Date(quote.nextChargeAt),
          creditCents: credit,
          // Stripe's clock: its customer.subscription.updated about this change is not older than this.
          providerEventAt: new Date(invoice.created * 1000),
        });
      });
      return { previous: row.plan, subscription, quote: { ...quote, creditLeftCents: credit } };
    },
    async billingPortalUrl(db, user, returnUrl) {
      const customer = await storedCustomer(db, user.id);
      if (!customer) throw new HttpError(409, 'There is no billing account yet: subscribe first');
      try {
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
        return session.url;
      } catch (error) {
        throw unavailable('opening the billing portal', error);
      }
    },
    async invoices(db, userId) {
      const customer = await storedCustomer(db, userId);
      if (!customer) return [];
      try {
        const list = await stripe.invoices.list({ customer, limit: INVOICES_SHOWN });
        return list.data.map(
          (invoice): InvoiceSummary => ({
            id: invoice.id ?? '',
            number: invoice.number,
            created: new Date(invoice.created * 1000).toISOString(),
            amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
            currency: invoice.currency,
            status: invoice.status ?? 'draft',
            url: invoice.hosted_invoice_url ?? null,
          }),
        );
      } catch (error) {
        console.error('[stripe] listing invoices failed:', error instanceof Error ? error.message : error);
        return null;
      }
    },
    async confirmCheckout(db, userId, sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
        const owner = session.metadata?.userId ?? session.client_reference_id;
        if (owner !== userId || session.status !== 'complete') return false;
        const snapshot = snapshotOf(session.subscription);
        if (!snapshot) return false;
        snapshot.userId ??= userId;
        // Stripe's clock: the session's creation, so every event about the subscription counts as newer.
        await db.transaction((tx) => applySnapshot(tx, snapshot, new Date(session.created * 1000), noteForUser));
        return true;
      } catch (error) {
        console.error(
          '[stripe] confirming checkout',
          sessionId,
          'failed (the webhook will tell):',
          error instanceof Error ? error.message : error,
        );
        return false;
      }
    },
    async webhook(db, rawBody, signature) {
      if (!signature)
        throw new HttpError(400, 'Missing Stripe-Signature header', { 'stripe-signature': 'is required' });
      let event: unknown;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        const bad = error instanceof Stripe.errors.StripeSignatureVerificationError;
        throw new HttpError(
          400,
          bad ? 'Invalid Stripe-Signature: the signature does not match the body' : 'The body is not a Stripe event',
          bad ? { 'stripe-signature': 'does not match' } : undefined,
        );
      }
      if (!isEventShape(event)) throw new HttpError(400, 'The body is not a Stripe event');
      const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
      if (seen) return { replayed: true, outcome: 'already applied' };
      const eventAt = new Date(event.created * 1000);
      const change = changeOf(event);
      // A checkout names its subscription; its state is read from Stripe before the transaction.
      let retrieved: SubscriptionSnapshot | null = null;
      if (change.kind === 'checkout') {
        try {
          retrieved = snapshotOf(await stripe.subscriptions.retrieve(change.subscriptionId));
        } catch (error) {
          // 503: Stripe retries the delivery later.
          throw unavailable(`reading subscription ${change.subscriptionId}`, error);
        }
        if (retrieved) {
          retrieved.userId ??= change.userId;
          retrieved.customerId ??= change.customerId;
        }
      }
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, createdAt: eventAt, outcome: 'pending' })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return { replayed: true, outcome: 'already applied' };
        let outcome: string;
        switch (change.kind) {
          case 'subscription':
            outcome = await applySnapshot(tx, change.snapshot, eventAt, noteForUser);
            break;
          case 'checkout':
            outcome = retrieved
              ? await applySnapshot(tx, retrieved, eventAt, noteForUser)
              : 'ignored: unreadable subscription';
            break;
          case 'invoice':
            outcome = await applyInvoice(tx, change, eventAt);
            break;
          case 'prices':
            await markPricesStale(tx);
            outcome = 'applied: prices will be read again';
            break;
          case 'ignored':
            outcome = `ignored: ${change.reason}`;
            break;
        }
        await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
        return { replayed: false, outcome };
      });
    },
  };
}
