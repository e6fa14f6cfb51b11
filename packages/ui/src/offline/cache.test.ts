import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKey,
  cacheLifetimeMs,
  cacheResponse,
  cachedUrls,
  cleanupCache,
  keepsInDatabase,
  readCached,
} from './cache';
import { configureOffline } from './config';
import { CLEANUP_PROBABILITY, DATA_CACHE, DEFAULT_CACHE_SECONDS, OTHER_CACHE_MS, TOOLS_CACHE_MS } from './constants';
import { openPerchDb } from './db';
import { BASE, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
beforeEach(async () => {
  t = await setUpOffline();
});
afterEach(() => vi.restoreAllMocks());

const HOUR = 60 * 60 * 1000;
const stored = async (url: string) => (await openPerchDb()).get('cachedResponses', cacheKey(url));
const inCacheStorage = async (url: string) => (await t.caches.open(DATA_CACHE)).match(`${BASE}${url}`);

describe('which reads IndexedDB keeps (spec §7)', () => {
  it.each([
    ['/api/tools', true],
    ['/api/tools/count', true],
    ['/api/user/preferences', true],
    ['/api/preferences?x=1', true],
    ['/api/parooty/recommendations', true],
    ['https://perch.test/api/tools/42', true],
    ['/api/auth/user', false],
    ['/api/stripe/plans', false],
    ['/tools', false],
    ['/tools/json-formatter', false],
    ['/api/search?from=/tools', false],
  ])('%s → %s', (url, expected) => {
    expect(keepsInDatabase(url)).toBe(expected);
  });
});

describe('lifetimes (spec §9)', () => {
  it('are 24 h for /tools URLs, 1 h for other kept API reads, 3600 s by default', () => {
    expect(TOOLS_CACHE_MS).toBe(24 * HOUR);
    expect(OTHER_CACHE_MS).toBe(HOUR);
    expect(DEFAULT_CACHE_SECONDS).toBe(3600);
    expect(cacheLifetimeMs('/api/tools')).toBe(24 * HOUR);
    expect(cacheLifetimeMs('/api/tools/count')).toBe(24 * HOUR);
    expect(cacheLifetimeMs('/api/preferences')).toBe(HOUR);
    expect(cacheLifetimeMs('/api/recommendations')).toBe(HOUR);
    expect(cacheLifetimeMs('/api/anything-else')).toBe(DEFAULT_CACHE_SECONDS * 1000);
  });
});

describe('cacheResponse', () => {
  it('stores the spec §3 record for a /tools URL, expiring in 24 h', async () => {
    await cacheResponse('/api/tools', [{ id: 't1' }]);
    expect(await stored('/api/tools')).toEqual({
      id: 'cache:/api/tools',
      url: '/api/tools',
      response: [{ id: 't1' }],
      method: 'GET',
      timestamp: t.clock.now,
      expiration: t.clock.now + 24 * HOUR,
      priority: 'medium',
    });
  });

  it('expires /preferences and /recommendations reads in 1 h', async () => {
    await cacheResponse('/api/preferences', { theme: 'dark' });
    await cacheResponse('/api/parooty/recommendations', []);
    expect((await stored('/api/preferences'))!.expiration).toBe(t.clock.now + HOUR);
    expect((await stored('/api/parooty/recommendations'))!.expiration).toBe(t.clock.now + HOUR);
  });

  it('puts every read in Cache Storage, and only the kept kinds in IndexedDB', async () => {
    await cacheResponse('/api/auth/user', { id: 'u1' });
    await cacheResponse('/api/tools', []);
    expect(await (await inCacheStorage('/api/auth/user'))!.json()).toEqual({ id: 'u1' });
    expect(await (await inCacheStorage('/api/tools'))!.json()).toEqual([]);
    expect(await stored('/api/auth/user')).toBeUndefined();
    expect(await cachedUrls()).toEqual(['/api/tools']);
  });

  it('replaces an earlier copy of the same URL', async () => {
    await cacheResponse('/api/tools', [1]);
    t.clock.now += 1000;
    await cacheResponse('/api/tools', [2]);
    expect(await stored('/api/tools')).toMatchObject({ response: [2], timestamp: t.clock.now });
    expect(await cachedUrls()).toEqual(['/api/tools']);
  });

  it('only logs when Cache Storage fails, and still keeps the IndexedDB copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureOffline({ caches: { open: () => Promise.reject(new Error('SecurityError')) } as unknown as CacheStorage });
    await expect(cacheResponse('/api/tools', [1])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect((await stored('/api/tools'))!.response).toEqual([1]);
  });

  it('only logs when IndexedDB fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureOffline({
      indexedDB: {
        open: () => {
          throw new Error('InvalidStateError');
        },
      } as unknown as IDBFactory,
    });
    await expect(cacheResponse('/api/tools', [1])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('only logs when the data cannot be serialised', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(cacheResponse('/api/auth/user', cyclic)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('works without Cache Storage at all', async () => {
    configureOffline({ caches: undefined });
    await cacheResponse('/api/tools', [1]);
    expect(await readCached('/api/tools')).toEqual({ data: [1], from: 'indexeddb' });
  });
});

describe('cleanup', () => {
  async function seedExpired() {
    await cacheResponse('/api/preferences', { a: 1 }); // expires in 1 h
    await cacheResponse('/api/tools', [1]); // expires in 24 h
    t.clock.now += 2 * HOUR;
  }

  it('cleanupCache deletes expired entries only, and says how many', async () => {
    await seedExpired();
    expect(await cleanupCache()).toBe(1);
    expect(await cachedUrls()).toEqual(['/api/tools']);
    expect(await cleanupCache()).toBe(0);
  });

  it('an entry expiring exactly now counts as expired', async () => {
    await cacheResponse('/api/preferences', {});
    t.clock.now += HOUR;
    expect(await cleanupCache()).toBe(1);
  });

  it(`runs on a cache write when random() < ${CLEANUP_PROBABILITY} (0.05 → cleans)`, async () => {
    await seedExpired();
    t.setRandom(0.05);
    await cacheResponse('/api/tools/count', 3);
    expect((await cachedUrls()).sort()).toEqual(['/api/tools', '/api/tools/count']);
  });

  it('does not run otherwise (0.5 → not)', async () => {
    await seedExpired();
    t.setRandom(0.5);
    await cacheResponse('/api/tools/count', 3);
    expect((await cachedUrls()).sort()).toEqual(['/api/preferences', '/api/tools', '/api/tools/count']);
  });

  it('the boundary: 0.1 does not clean, 0.0999 does', async () => {
    expect(CLEANUP_PROBABILITY).toBe(0.1);
    await seedExpired();
    t.setRandom(0.1);
    await cacheResponse('/api/auth/user', {});
    expect(await cachedUrls()).toContain('/api/preferences');
    t.setRandom(0.0999);
    await cacheResponse('/api/auth/user', {});
    expect(await cachedUrls()).not.toContain('/api/preferences');
  });
});

describe('readCached: IndexedDB, then Cache Storage', () => {
  it('prefers an unexpired IndexedDB copy', async () => {
    await cacheResponse('/api/tools', ['from both']);
    await (await t.caches.open(DATA_CACHE)).put(`${BASE}/api/tools`, Response.json(['cache storage only']));
    expect(await readCached('/api/tools')).toEqual({ data: ['from both'], from: 'indexeddb' });
  });

  it('skips an expired IndexedDB copy for Cache Storage', async () => {
    await cacheResponse('/api/preferences', { v: 1 });
    t.clock.now += 2 * HOUR;
    expect(await readCached('/api/preferences')).toEqual({ data: { v: 1 }, from: 'cache-storage' });
  });

  it('reads Cache Storage for URLs IndexedDB does not keep', async () => {
    await cacheResponse('/api/auth/user', { id: 'u1' });
    expect(await readCached('/api/auth/user')).toEqual({ data: { id: 'u1' }, from: 'cache-storage' });
  });

  it('tells a kept null from nothing kept', async () => {
    await cacheResponse('/api/preferences', null);
    expect(await readCached('/api/preferences')).toEqual({ data: null, from: 'indexeddb' });
    expect(await readCached('/api/never')).toBeUndefined();
  });
});
