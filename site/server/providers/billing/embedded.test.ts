import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findSubscription, periodEnd } from '../../services/subscriptions';
import { embeddedBilling, embeddedPlans, payEmbedded } from './embedded';

let opened: OpenedDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'perch-billing-'));
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newUser(): Promise<string> {
  const [row] = await opened.db.insert(users).values({ email: `${crypto.randomUUID()}@perch.test` }).returning();
  return row!.id;
}
const permission = async (id: string) => (await opened.db.select().from(users).where(eq(users.id, id)))[0]!.hasPermission;
const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada' };
const t0 = new Date('2026-01-31T10:00:00Z');

describe('periodEnd', () => {
  it('adds a week, a calendar month (clamped to the month’s last day) or a year', () => {
    expect(periodEnd(t0, 'week').toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(periodEnd(t0, 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'month').toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
});

describe('embedded billing', () => {
  const billing = embeddedBilling();

  it('renews an ended period by itself, however many have passed', async () => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'weekly', card }, t0));
    const later = new Date('2026-02-20T00:00:00Z');
    const row = await billing.current(opened.db, userId, later);
    expect(row).toMatchObject({ status: 'active', currentPeriodStart: new Date('2026-02-14T10:00:00Z'), currentPeriodEnd: new Date('2026-02-21T10:00:00Z') });
    expect(await permission(userId)).toBe(true);
  });

  it('ends a subscription cancelled at period end once the period is over, and takes Pro away', async () => {
    const userId = await newUser();
    const paid = await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'monthly', card }, t0));
    const cancelled = await billing.setCancelAtPeriodEnd(opened.db, paid, true);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(await billing.current(opened.db, userId, new Date('2026-02-27T00:00:00Z'))).toMatchObject({ status: 'active' });
    expect(await permission(userId)).toBe(true);
    const ended = await billing.current(opened.db, userId, new Date('2026-02-28T10:00:00Z'));
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await permission(userId)).toBe(false);
    await expect(billing.setCancelAtPeriodEnd(opened.db, ended!, false)).rejects.toThrow(HttpError);
    // Once ended, the user may subscribe again: the same row starts over.
    const again = await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'annual', card }, new Date('2026-03-01T00:00:00Z')));
    expect(again).toMatchObject({ id: paid.id, status: 'active', plan: 'annual', cancelAtPeriodEnd: false, priceCents: 49990 });
    expect(await permission(userId)).toBe(true);
  });

  it('keeps the brand and last four digits, never the card number', async () => {
    const userId = await newUser();
    await opened.db.transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'weekly', card }, t0));
    const row = await findSubscription(opened.db, userId);
    expect(row).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('declines without recording anything', async () => {
    const userId = await newUser();
    const error = await opened.db
      .transaction((tx) => payEmbedded(tx, userId, embeddedPlans(), { plan: 'weekly', card: { ...card, cardNumber: '4000000000000002' } }, t0))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(402);
    expect(await findSubscription(opened.db, userId)).toBeNull();
  });
});
