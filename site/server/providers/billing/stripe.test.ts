import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizePlans } from '@perch/ui/plans';
import { openDatabase, type OpenedDatabase } from '../../db/client';
import { providerCache } from '../../db/schema';
import { cachedPrices, PLANS_CACHE_SECONDS, type StripePrices } from './stripe';

let opened: OpenedDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'perch-stripe-'));
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await opened.db.delete(providerCache);
});

const pricesAt = (monthly: number): StripePrices => ({
  plans: normalizePlans([{ price: monthly, interval: 'month' }]),
  priceIds: { monthly: `price_${monthly}` },
});
const t0 = new Date('2026-11-25T12:00:00Z');
const secondsAfterStart = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** A fetcher that counts its calls and answers `next` (or throws while it is an Error). */
function stripeFetcher() {
  const fetcher = {
    calls: 0,
    next: pricesAt(5000) as StripePrices | Error,
    fetch: async () => {
      fetcher.calls += 1;
      if (fetcher.next instanceof Error) throw fetcher.next;
      return fetcher.next;
    },
  };
  return fetcher;
}

describe('cachedPrices (the database copy of Stripe’s prices)', () => {
  it('asks Stripe once, then answers the copy until it is PLANS_CACHE_SECONDS old', async () => {
    const stripe = stripeFetcher();
    expect(await cachedPrices(opened.db, stripe.fetch, t0)).toEqual({ prices: pricesAt(5000), source: 'stripe' });
    stripe.next = pricesAt(6000);
    expect(await cachedPrices(opened.db, stripe.fetch, secondsAfterStart(PLANS_CACHE_SECONDS - 1))).toEqual({
      prices: pricesAt(5000),
      source: 'cache',
    });
    expect(stripe.calls).toBe(1);
    expect(await cachedPrices(opened.db, stripe.fetch, secondsAfterStart(PLANS_CACHE_SECONDS))).toEqual({
      prices: pricesAt(6000),
      source: 'stripe',
    });
    expect(stripe.calls).toBe(2);
  });

  it('when Stripe fails: the last good copy however old, and with no copy null (the embedded table)', async () => {
    const stripe = stripeFetcher();
    stripe.next = new Error('Stripe is down');
    expect(await cachedPrices(opened.db, stripe.fetch, t0)).toEqual({ prices: null, source: 'table' });
    stripe.next = pricesAt(5000);
    await cachedPrices(opened.db, stripe.fetch, t0);
    stripe.next = new Error('Stripe is down');
    expect(await cachedPrices(opened.db, stripe.fetch, secondsAfterStart(86_400))).toEqual({
      prices: pricesAt(5000),
      source: 'last-good-copy',
    });
    // The failure did not refresh the copy: the next call asks Stripe again.
    stripe.next = pricesAt(7000);
    expect(await cachedPrices(opened.db, stripe.fetch, secondsAfterStart(86_401))).toEqual({
      prices: pricesAt(7000),
      source: 'stripe',
    });
  });

  it('reads a damaged copy as the plan table’s fallbacks rather than failing', async () => {
    await opened.db
      .insert(providerCache)
      .values({ key: 'stripe:plans', value: { plans: 'nonsense', priceIds: { monthly: 7 } }, fetchedAt: t0 });
    const stripe = stripeFetcher();
    expect(await cachedPrices(opened.db, stripe.fetch, secondsAfterStart(1))).toEqual({
      prices: { plans: normalizePlans(undefined), priceIds: {} },
      source: 'cache',
    });
  });
});
