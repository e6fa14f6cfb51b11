// A local stand-in for Stripe's REST API, so the real `stripe` SDK in the built server runs
// without the network (STRIPE_API_BASE points it here). It speaks the parts Perch calls the way
// Stripe does: form-encoded parameters with bracketed keys (in the query for GET, the body for
// POST), Bearer secret-key auth, Idempotency-Key on POST, JSON objects and lists shaped like
// Stripe's (API 2026-10-28: a subscription's period is on its item, an invoice names its
// subscription under parent.subscription_details):
//   GET  /v1/prices (lookup_keys[], active, expand[]=data.product)
//   POST /v1/customers
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (expand[]=subscription)
//   POST /v1/billing_portal/sessions
//   GET  /v1/subscriptions/:id
//   POST /v1/subscriptions/:id (a plan change: items[0][id|price], billing_cycle_anchor[type]=now,
//        proration_behavior=always_invoice, proration_date, payment_behavior, expand[]=latest_invoice)
//   POST /v1/invoices/create_preview (the same change under subscription_details[…])
//   GET  /v1/invoices (customer, limit)
// Prorations follow Stripe's documented semantics, computed here on their own: the old price's
// unused share, by the second from proration_date to the period's end, rounded to the cent, is a
// negative proration line; the new price for a full period starting then is a line; the
// customer's balance (negative: credit) is applied, a negative total is added to it, and a
// positive remainder is charged to the card (`setDeclining(true)`: refused, 402 card_declined,
// nothing changed, as with payment_behavior=error_if_incomplete).
// and the hosted Checkout page a browser is sent to (the session's `url`), unauthenticated as
// Stripe's is: GET /c/pay/:id shows the plan and a Pay button; its POST pays the session (as
// `completeSession`) and sends the browser to the session's success_url with
// {CHECKOUT_SESSION_ID} filled in, as Stripe does; "Back" goes to its cancel_url. No webhook is
// sent from there: a test delivers one with `signedEvent` when it wants one.
// Every API request is counted; `setDown(true)` makes every answer a 500 (an outage). Webhook events
// are signed with the SDK's own generateTestHeaderString.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_perch_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_perch_stand_in';
export const PRODUCT_NAME = 'Perch Pro';
export const PRODUCT_FEATURES = ['Every Pro tool', 'Parooty, unlimited', 'Priority support'];

type Cycle = 'weekly' | 'monthly' | 'annual';
const INTERVAL: Record<Cycle, 'week' | 'month' | 'year'> = { weekly: 'week', monthly: 'month', annual: 'year' };
const DAYS: Record<Cycle, number> = { weekly: 7, monthly: 30, annual: 365 };

type Params = Record<string, unknown>;

/** Parses Stripe's form encoding (`a[b][0]=x`, `a[]=y`) into nested objects and arrays. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((p, i) => (i === 0 ? p : p.replace(/]$/, '')));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const key: string | number = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      if (last) {
        (node as Record<string | number, unknown>)[key] = value;
        return;
      }
      const container = node as Record<string | number, unknown>;
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

export interface SeenRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  /** STRIPE_API_BASE. */
  url: string;
  seen: SeenRequest[];
  /** How many requests matched "METHOD /path" (ids in the path as written). */
  count(route: string): number;
  /** Every answer a 500 api_error while on. */
  setDown(down: boolean): void;
  setPrice(cycle: Cycle, cents: number): void;
  /** The card declines every charge a plan change makes while on. */
  setDeclining(declining: boolean): void;
  /** Moves a subscription's current period `seconds` into the past (as time passing would; a test clock). */
  age(id: string, seconds: number): Record<string, unknown>;
  /** A customer's balance in cents (negative: credit the customer has). */
  balance(customer: string): number;
  priceId(cycle: Cycle): string;
  /** The checkout session as created (its parameters included). */
  session(
    id: string,
  ): (Params & { id: string; url: string; customer: string; metadata: Record<string, string> }) | undefined;
  /** Pays a checkout session: makes its active subscription (returned as Stripe's JSON). */
  completeSession(id: string): Record<string, unknown>;
  /** A subscription as Stripe would send it now (for webhook payloads); changes are kept. */
  subscription(id: string, changes?: Record<string, unknown>): Record<string, unknown>;
  addInvoice(
    customer: string,
    subscription: string,
    invoice: { number: string; amount: number; status: 'paid' | 'open' },
  ): Record<string, unknown>;
  /** A webhook delivery: the JSON body and its Stripe-Signature header (or one made with another secret). */
  signedEvent(
    type: string,
    object: unknown,
    options?: { id?: string; created?: number; secret?: string },
  ): { body: string; signature: string; id: string };
  close(): Promise<void>;
}

const stripeError = (status: number, type: string, message: string, param?: string) => ({
  status,
  body: { error: { type, message, ...(param ? { param } : {}) } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const seen: SeenRequest[] = [];
  let down = false;
  let declining = false;
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_${(++sequence).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const product = {
    id: 'prod_perch_pro',
    object: 'product',
    active: true,
    name: PRODUCT_NAME,
    marketing_features: PRODUCT_FEATURES.map((name) => ({ name })),
  };
  const otherProduct = {
    id: 'prod_other',
    object: 'product',
    active: true,
    name: 'Something else',
    marketing_features: [],
  };
  const prices: Record<Cycle, number> = { weekly: 1153, monthly: 4999, annual: 49990 };
  const priceJson = (cycle: Cycle, expandProduct: boolean) => ({
    id: `price_${cycle}`,
    object: 'price',
    active: true,
    currency: 'usd',
    lookup_key: cycle,
    product: expandProduct ? product : product.id,
    recurring: { interval: INTERVAL[cycle], interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: prices[cycle],
  });
  const customers = new Map<string, Params>();
  const sessions = new Map<
    string,
    Params & { id: string; url: string; customer: string; metadata: Record<string, string> }
  >();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices: Array<Record<string, unknown>> = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** This stand-in's own address (the hosted page's), known once it listens. */
  let base = '';

  function newSubscription(customer: string, cycle: Cycle, metadata: Record<string, string>): Record<string, unknown> {
    const id = nextId('sub');
    const start = now();
    const sub = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + DAYS[cycle] * 86400,
            price: priceJson(cycle, false),
            quantity: 1,
          },
        ],
      },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  function handle(method: string, path: string, params: Params): { status: number; body: unknown } {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const expand = ((params.expand as string[] | undefined) ?? []).includes('data.product');
      const data = (Object.keys(prices) as Cycle[])
        .filter((c) => keys.length === 0 || keys.includes(c))
        .map((c) => priceJson(c, expand));
      // A price of another product with the same lookup key would be a mistake; it is never chosen.
      if (expand)
        data.push({ ...priceJson('monthly', true), id: 'price_other', product: otherProduct as typeof product });
      return { status: 200, body: { object: 'list', url: '/v1/prices', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        balance: 0,
        created: now(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = params.customer;
      if (typeof customer !== 'string' || !customers.has(customer))
        return stripeError(400, 'invalid_request_error', `No such customer: '${String(customer)}'`, 'customer');
      if (params.mode !== 'subscription')
        return stripeError(400, 'invalid_request_error', 'mode must be subscription here', 'mode');
      const line = (params.line_items as Array<Record<string, string>> | undefined)?.[0];
      if (!line?.price?.startsWith('price_'))
        return stripeError(400, 'invalid_request_error', 'line_items[0][price] is required', 'line_items');
      const id = `cs_test_${(++sequence).toString().padStart(6, '0')}`;
      const session = {
        ...params,
        id,
        object: 'checkout.session',
        url: `${base}/c/pay/${id}`,
        customer,
        status: 'open',
        subscription: null,
        created: now(),
        metadata: (params.metadata as Record<string, string>) ?? {},
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      if (!session) return stripeError(404, 'invalid_request_error', 'No such checkout.session', 'id');
      const expand = ((params.expand as string[] | undefined) ?? []).includes('subscription');
      const subId = session.subscription as string | null;
      return { status: 200, body: { ...session, subscription: subId && expand ? subscriptions.get(subId) : subId } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.customer;
      if (typeof customer !== 'string' || !customers.has(customer))
        return stripeError(400, 'invalid_request_error', `No such customer: '${String(customer)}'`, 'customer');
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: params.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          created: now(),
        },
      };
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
      return sub ? { status: 200, body: sub } : stripeError(404, 'invalid_request_error', 'No such subscription', 'id');
    }
    if (method === 'POST' && subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
      if (!sub) return stripeError(404, 'invalid_request_error', 'No such subscription', 'id');
      const change = planChange(sub, params, now(), false);
      if ('status' in change) return change;
      const customer = customers.get(sub.customer as string)!;
      const invoice = invoiceOf(sub, change, customer.balance as number, false);
      if ((invoice.amount_due as number) > 0 && declining)
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      customer.balance = invoice.ending_balance;
      invoices.unshift(invoice);
      const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
      Object.assign(item, {
        price: priceJson(change.cycle, false),
        current_period_start: change.start,
        current_period_end: change.end,
      });
      Object.assign(sub, {
        latest_invoice: invoice.id,
        metadata: { ...(sub.metadata as object), ...((params.metadata as object) ?? {}) },
      });
      const expand = ((params.expand as string[] | undefined) ?? []).includes('latest_invoice');
      return { status: 200, body: { ...structuredClone(sub), latest_invoice: expand ? invoice : invoice.id } };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const sub = subscriptions.get(String(params.subscription));
      if (!sub) return stripeError(404, 'invalid_request_error', 'No such subscription', 'subscription');
      if (params.customer !== undefined && params.customer !== sub.customer)
        return stripeError(400, 'invalid_request_error', 'The subscription is not this customer’s', 'customer');
      const change = planChange(sub, (params.subscription_details as Params | undefined) ?? {}, now(), true);
      if ('status' in change) return change;
      const customer = customers.get(sub.customer as string)!;
      return { status: 200, body: invoiceOf(sub, change, customer.balance as number, true) };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const limit = Number(params.limit ?? 10);
      const data = invoices.filter((i) => !params.customer || i.customer === params.customer).slice(0, limit);
      return { status: 200, body: { object: 'list', url: '/v1/invoices', has_more: false, data } };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  interface Change {
    cycle: Cycle;
    prorationDate: number;
    /** The new period (the billing cycle anchor reset). */
    start: number;
    end: number;
    credit: number;
    oldCycle: Cycle;
  }

  /** Reads a plan change's parameters the way Stripe checks them; an error answer when they are wrong. */
  function planChange(
    sub: Record<string, unknown>,
    p: Params,
    at: number,
    preview: boolean,
  ): Change | { status: number; body: unknown } {
    const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
    const wanted = (p.items as Array<Record<string, string>> | undefined)?.[0];
    if (!wanted || wanted.id !== item.id)
      return stripeError(400, 'invalid_request_error', 'items[0][id] must name the subscription item', 'items');
    const cycle = (wanted.price ?? '').replace(/^price_/, '') as Cycle;
    if (!(cycle in prices))
      return stripeError(400, 'invalid_request_error', `No such price: '${wanted.price}'`, 'items');
    if ((p.billing_cycle_anchor as Params | undefined)?.type !== 'now')
      return stripeError(400, 'invalid_request_error', 'this stand-in resets the anchor only', 'billing_cycle_anchor');
    if (p.proration_behavior !== 'always_invoice' && p.proration_behavior !== 'create_prorations')
      return stripeError(400, 'invalid_request_error', 'proration_behavior must prorate here', 'proration_behavior');
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const prorationDate = p.proration_date === undefined ? at : Number(p.proration_date);
    if (!Number.isInteger(prorationDate) || prorationDate < start || prorationDate > end)
      return stripeError(
        400,
        'invalid_request_error',
        'proration_date must be within the current subscription period',
        'proration_date',
      );
    const oldPrice = (item.price as { unit_amount: number }).unit_amount;
    // Stripe: the unused share of the period's price, by the second, rounded to the nearest cent.
    const credit = Math.round((oldPrice * (end - prorationDate)) / (end - start));
    const oldCycle = ((item.price as { lookup_key: Cycle }).lookup_key ?? 'monthly') as Cycle;
    // A preview shows the cycle from the proration date; the update anchors it at the request's time.
    const newStart = preview ? prorationDate : at;
    return { cycle, prorationDate, start: newStart, end: newStart + DAYS[cycle] * 86400, credit, oldCycle };
  }

  /** The invoice a plan change makes (or would make: `preview`, no id and no ending balance yet). */
  function invoiceOf(
    sub: Record<string, unknown>,
    change: Change,
    startingBalance: number,
    preview: boolean,
  ): Record<string, unknown> {
    const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
    const details = (proration: boolean) => ({
      type: 'subscription_item_details',
      subscription_item_details: {
        invoice_item: null,
        proration,
        proration_details: null,
        subscription: sub.id,
        subscription_item: item.id,
      },
    });
    const lines = [
      {
        id: nextId('il'),
        object: 'line_item',
        amount: -change.credit,
        currency: 'usd',
        description: `Unused time on ${PRODUCT_NAME} (${change.oldCycle}) after ${new Date(change.prorationDate * 1000).toUTCString()}`,
        period: { start: change.prorationDate, end: item.current_period_end },
        parent: details(true),
      },
      {
        id: nextId('il'),
        object: 'line_item',
        amount: prices[change.cycle],
        currency: 'usd',
        description: `1 × ${PRODUCT_NAME} (${change.cycle})`,
        period: { start: change.start, end: change.end },
        parent: details(false),
      },
    ];
    const total = prices[change.cycle] - change.credit;
    const combined = total + startingBalance;
    return {
      id: preview ? `upcoming_in_${sequence}` : nextId('in'),
      object: 'invoice',
      customer: sub.customer,
      number: preview ? null : `PERCH-${sequence}`,
      currency: 'usd',
      status: preview ? 'draft' : 'paid',
      lines: { object: 'list', has_more: false, url: '/v1/invoices/lines', data: lines },
      subtotal: total,
      total,
      starting_balance: startingBalance,
      ending_balance: preview ? null : Math.min(0, combined),
      amount_due: Math.max(0, combined),
      amount_paid: preview ? 0 : Math.max(0, combined),
      created: now(),
      period_start: change.start,
      period_end: change.start,
      hosted_invoice_url: preview ? null : `https://invoice.stripe.test/i/PERCH-${sequence}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
    };
  }

  /** Pays a checkout session: its subscription is made and the session is complete, as after Stripe's hosted page. */
  function completeSession(id: string): Record<string, unknown> {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const price = (session.line_items as Array<Record<string, string>>)[0]!.price!;
    const cycle = price.replace(/^price_/, '') as Cycle;
    const sub = newSubscription(
      session.customer,
      cycle,
      ((session.subscription_data as Params | undefined)?.metadata as Record<string, string>) ?? {},
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    return sub;
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  /** The hosted Checkout page (GET) and its Pay button (POST): a browser's, so no API key. */
  function hostedPage(method: string, id: string): { status: number; headers: Record<string, string>; body: string } {
    const session = sessions.get(id);
    if (!session)
      return {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: '<!doctype html><title>Not found</title><p>This checkout session does not exist.</p>',
      };
    if (method === 'POST') {
      if (session.status === 'open') completeSession(id);
      // Stripe fills the template variable in the success URL with the session's id.
      const to = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', id);
      return { status: 303, headers: { location: to }, body: '' };
    }
    const cycle = ((session.line_items as Array<Record<string, string>>)[0]!.price ?? '').replace(
      /^price_/,
      '',
    ) as Cycle;
    const amount = `$${(prices[cycle] / 100).toFixed(2)}`;
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pay ${escapeHtml(PRODUCT_NAME)}</title></head><body>
<main><h1>${escapeHtml(PRODUCT_NAME)}</h1><p>Subscribe: ${amount} / ${INTERVAL[cycle]}</p>
<form method="post" action="/c/pay/${encodeURIComponent(id)}"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p></main></body></html>`;
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
  }

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const hosted = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (hosted && (req.method === 'GET' || req.method === 'POST')) {
      const page = hostedPage(req.method, decodeURIComponent(hosted[1]!));
      res.writeHead(page.status, page.headers);
      res.end(page.body);
      return;
    }
    const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : text);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({ method: req.method!, path: url.pathname, params, idempotencyKey });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      res.end(JSON.stringify(body));
    };
    if (down) return answer(500, { error: { type: 'api_error', message: 'The stand-in is down (an outage).' } });
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
    const stored = replayKey ? idempotent.get(replayKey) : undefined;
    if (stored) return answer(stored.status, stored.body);
    const result = handle(req.method!, url.pathname, params);
    if (replayKey) idempotent.set(replayKey, result);
    return answer(result.status, result.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  return {
    url: base,
    seen,
    count: (route) => seen.filter((s) => `${s.method} ${s.path}` === route).length,
    setDown: (value) => {
      down = value;
    },
    setPrice: (cycle, cents) => {
      prices[cycle] = cents;
    },
    priceId: (cycle) => `price_${cycle}`,
    setDeclining: (value) => {
      declining = value;
    },
    age(id, seconds) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      const item = (sub.items as { data: Array<Record<string, number>> }).data[0]!;
      item.current_period_start! -= seconds;
      item.current_period_end! -= seconds;
      sub.created = (sub.created as number) - seconds;
      return structuredClone(sub);
    },
    balance: (customer) => (customers.get(customer)?.balance as number | undefined) ?? 0,
    session: (id) => sessions.get(id),
    completeSession,
    subscription(id, changes = {}) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, changes);
      return structuredClone(sub);
    },
    addInvoice(customer, subscription, { number, amount, status }) {
      const invoice = {
        id: nextId('in'),
        object: 'invoice',
        customer,
        number,
        currency: 'usd',
        status,
        amount_due: amount,
        amount_paid: status === 'paid' ? amount : 0,
        created: now(),
        hosted_invoice_url: `https://invoice.stripe.test/i/${number}`,
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
      };
      invoices.unshift(invoice);
      return invoice;
    },
    signedEvent(type, object, { id = nextId('evt'), created = now(), secret = STAND_IN_WEBHOOK_SECRET } = {}) {
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      });
      return { body, id, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
