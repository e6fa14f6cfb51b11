// Payments with the embedded test-mode checkout (issue #17): plans, checkout, status, cancel and resume.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ANNUAL_SAVING_FEATURE, CARD_MESSAGES, DEFAULT_PLAN_FEATURES } from '../../packages/ui/src/plans';
import { signUp } from '../support/accounts';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;

function send(
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(url(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const card = (overrides: Record<string, string> = {}) => ({
  plan: 'annual',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Lovelace',
  ...overrides,
});

async function current(cookie: string) {
  const res = await send('GET', '/api/subscription/current', cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function hasPermission(cookie: string) {
  const res = await send('GET', '/api/auth/user', cookie);
  return ((await res.json()) as { hasPermission: boolean }).hasPermission;
}

describe(`plans (${inject('database')})`, () => {
  it('answers the embedded table: the spec fallbacks and default features, cached 5 minutes', async () => {
    const res = await send('GET', '/api/stripe/plans', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual([
      { price: 1153, interval: 'week', features: [...DEFAULT_PLAN_FEATURES] },
      { price: 4999, interval: 'month', features: [...DEFAULT_PLAN_FEATURES] },
      { price: 49990, interval: 'year', features: [...DEFAULT_PLAN_FEATURES, ANNUAL_SAVING_FEATURE] },
    ]);
  });
});

describe(`embedded checkout (${inject('database')})`, () => {
  it('refuses visitors with 401 on every subscription endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/subscription/current'],
      ['POST', '/api/subscription/checkout'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/resume'],
    ] as const) {
      const res = await send(method, path, null, method === 'POST' ? card() : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: 'Not signed in' });
    }
  });

  it('subscribes with 4242…: active, the plan, a period of one year; Pro is granted', async () => {
    const { cookie } = await signUp(base);
    expect(await current(cookie)).toEqual({ status: 'none' });
    expect(await hasPermission(cookie)).toBe(false);
    const before = Date.now();
    const res = await send('POST', '/api/subscription/checkout', cookie, card());
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'active',
      plan: 'annual',
      interval: 'year',
      priceCents: 49990,
      creditCents: 0,
      currentPeriodStart: expect.any(String),
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      provider: 'embedded',
      card: { brand: 'Visa', last4: '4242' },
    });
    const end = new Date(body.currentPeriodEnd as string);
    const start = new Date(before);
    expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());
    expect(JSON.stringify(body)).not.toContain('4242 4242');
    expect(await current(cookie)).toEqual(body);
    expect(await hasPermission(cookie)).toBe(true);
    // A second purchase while subscribed is a conflict, not a second subscription.
    const again = await send('POST', '/api/subscription/checkout', cookie, card({ plan: 'weekly' }));
    expect(again.status).toBe(409);
    expect((await current(cookie)).plan).toBe('annual');
  });

  it('weekly and monthly periods follow their interval', async () => {
    for (const [plan, days] of [
      ['weekly', [7, 7]],
      ['monthly', [28, 31]],
    ] as const) {
      const { cookie } = await signUp(base);
      const before = Date.now();
      const res = await send('POST', '/api/subscription/checkout', cookie, card({ plan }));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { currentPeriodEnd: string; priceCents: number };
      const length = (new Date(body.currentPeriodEnd).getTime() - before) / 86_400_000;
      expect(length, plan).toBeGreaterThanOrEqual(days[0] - 0.01);
      expect(length, plan).toBeLessThanOrEqual(days[1] + 0.01);
      expect(body.priceCents).toBe(plan === 'weekly' ? 1153 : 4999);
    }
  });

  it('declines 4000 0000 0000 0002 and 4000 0000 0000 9995 with their messages and records nothing', async () => {
    const { cookie } = await signUp(base);
    for (const [cardNumber, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await send('POST', '/api/subscription/checkout', cookie, card({ cardNumber }), {
        'Idempotency-Key': randomUUID(),
      });
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ error: message, details: { cardNumber: message } });
    }
    expect(await current(cookie)).toEqual({ status: 'none' });
    expect(await hasPermission(cookie)).toBe(false);
  });

  it('names every bad field with a 400 and records nothing', async () => {
    const { cookie } = await signUp(base);
    const res = await send(
      'POST',
      '/api/subscription/checkout',
      cookie,
      card({ cardNumber: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12', name: ' ' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Check the card details',
      details: {
        cardNumber: CARD_MESSAGES.cardNumberInvalid,
        expiry: CARD_MESSAGES.expiryPast,
        cvc: CARD_MESSAGES.cvcInvalid,
        name: CARD_MESSAGES.nameMissing,
      },
    });
    for (const [body, field] of [
      [card({ plan: 'lifetime' }), 'plan'],
      [{ ...card(), cvc: undefined }, 'cvc'],
      [card({ expiry: '13 / 30' }), 'expiry'],
      [{ ...card(), extra: 'x' }, ''],
      [card({ name: 'x'.repeat(201) }), 'name'],
    ] as const) {
      const bad = await send('POST', '/api/subscription/checkout', cookie, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      const answer = (await bad.json()) as { details?: Record<string, string> };
      if (field) expect(Object.keys(answer.details ?? {}), JSON.stringify(body)).toContain(field);
    }
    for (const raw of ['{"plan":', '[]', 'null']) {
      expect((await send('POST', '/api/subscription/checkout', cookie, raw)).status, raw).toBe(400);
    }
    expect(await current(cookie)).toEqual({ status: 'none' });
  });

  it('a double submit with one Idempotency-Key pays once; the copy gets the same answer', async () => {
    const { cookie } = await signUp(base);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send('POST', '/api/subscription/checkout', cookie, card({ plan: 'monthly' }), { 'Idempotency-Key': key }),
      send('POST', '/api/subscription/checkout', cookie, card({ plan: 'monthly' }), { 'Idempotency-Key': key }),
    ]);
    const statuses = [a.status, b.status].sort();
    // The second copy waits for the first and replays its answer (or is told it is still in progress).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const replay = await send('POST', '/api/subscription/checkout', cookie, card({ plan: 'monthly' }), {
      'Idempotency-Key': key,
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await current(cookie));
  });

  it('cancels at period end and resumes; Pro stays on meanwhile; nothing to change without a subscription', async () => {
    const { cookie } = await signUp(base);
    expect((await send('POST', '/api/subscription/cancel', cookie)).status).toBe(409);
    expect((await send('POST', '/api/subscription/checkout', cookie, card({ plan: 'weekly' }))).status).toBe(201);
    const cancelled = await send('POST', '/api/subscription/cancel', cookie);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await hasPermission(cookie)).toBe(true);
    expect(await current(cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const resumed = await send('POST', '/api/subscription/resume', cookie);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await send('GET', '/api/subscription/cancel', cookie)).status).toBe(405);
  });
});
