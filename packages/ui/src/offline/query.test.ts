import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, cacheResponse, readCached } from './cache';
import { configureOffline } from './config';
import {
  DATA_CACHE,
  DEDUPE_INTERVAL_MS,
  ERROR_RETRY_INTERVAL_MS,
  ERROR_RETRY_INTERVAL_SLOW_MS,
  FOCUS_THROTTLE_MS,
  LOADING_TIMEOUT_MS,
  LOADING_TIMEOUT_SLOW_MS,
  OFFLINE_PLACEHOLDER_MESSAGE,
  QUERY_STALE_MS,
} from './constants';
import { openPerchDb } from './db';
import {
  QUERY_DEFAULTS,
  clearQueryCache,
  createPerchQuery,
  isOfflinePlaceholder,
  offlinePlaceholder,
  queryFetcher,
  retryingSettings,
  swrTuning,
} from './query';
import { BASE, json, networkError, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
beforeEach(async () => {
  t = await setUpOffline();
  t.setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('queryFetcher: the default data query (spec §7)', () => {
  it('GETs the URL with credentials included', async () => {
    t.server.answer(json([{ id: 't1' }]));
    await expect(queryFetcher('/api/tools')).resolves.toEqual([{ id: 't1' }]);
    const [request] = t.server.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url).toBe(`${BASE}/api/tools`);
    expect(request!.credentials).toBe('include');
    expect(request!.headers.has('content-type')).toBe(false);
  });

  it('takes request options as a second argument, but stays a credentialed GET', async () => {
    await queryFetcher('/api/tools', { headers: { 'X-Trace': '1' }, method: 'POST', credentials: 'omit' });
    const [request] = t.server.requests;
    expect(request!.headers.get('x-trace')).toBe('1');
    expect(request!.method).toBe('GET');
    expect(request!.credentials).toBe('include');
  });

  it('keeps a successful answer (Cache Storage, and IndexedDB for kept kinds)', async () => {
    t.server.answer(json([{ id: 't1' }]));
    await queryFetcher('/api/tools');
    expect((await (await openPerchDb()).get('cachedResponses', cacheKey('/api/tools')))!.response).toEqual([
      { id: 't1' },
    ]);
    expect(await (await (await t.caches.open(DATA_CACHE)).match(`${BASE}/api/tools`))!.json()).toEqual([{ id: 't1' }]);
  });

  it("fails a non-ok answer with 'status: text' (spec §8 query helper error)", async () => {
    t.server.answer(new Response('Not allowed', { status: 403 }));
    await expect(queryFetcher('/api/tools')).rejects.toThrow(new Error('403: Not allowed'));
  });

  it('does not mask an answer the server gave with a kept copy', async () => {
    await cacheResponse('/api/tools', ['kept']);
    t.server.answer(new Response('boom', { status: 500 }));
    await expect(queryFetcher('/api/tools')).rejects.toThrow('500: boom');
  });
});

describe('the offline fallback order (spec §7, §8)', () => {
  beforeEach(() => {
    t.setOnline(false);
    t.server.fallback = () => networkError();
  });

  it('1. IndexedDB, before Cache Storage', async () => {
    await cacheResponse('/api/tools', ['indexeddb']);
    await (await t.caches.open(DATA_CACHE)).put(`${BASE}/api/tools`, Response.json(['cache storage']));
    await expect(queryFetcher('/api/tools')).resolves.toEqual(['indexeddb']);
  });

  it('2. Cache Storage, when IndexedDB has nothing unexpired', async () => {
    await cacheResponse('/api/preferences', { v: 'old' });
    t.clock.now += 2 * 60 * 60 * 1000;
    await expect(queryFetcher('/api/preferences')).resolves.toEqual({ v: 'old' });
    await (await t.caches.open(DATA_CACHE)).put(`${BASE}/api/stripe/plans`, Response.json([{ price: 4999 }]));
    await expect(queryFetcher('/api/stripe/plans')).resolves.toEqual([{ price: 4999 }]);
  });

  it('3. the placeholder for an /api/ /tools URL: data []', async () => {
    await expect(queryFetcher('/api/tools')).resolves.toEqual({
      offline: true,
      message: 'You are currently offline and no cached data is available',
      data: [],
    });
    await expect(queryFetcher('/api/tools/count')).resolves.toMatchObject({ data: [] });
  });

  it('3. the placeholder for any other /api/ URL: data null', async () => {
    const answer = await queryFetcher('/api/subscription/current');
    expect(answer).toEqual({ offline: true, message: OFFLINE_PLACEHOLDER_MESSAGE, data: null });
    expect(isOfflinePlaceholder(answer)).toBe(true);
  });

  it('rethrows for a URL outside /api/', async () => {
    await expect(queryFetcher('/tools/json-formatter')).rejects.toThrow('Failed to fetch');
    await expect(queryFetcher('https://cdn.example.com/data.json')).rejects.toThrow('Failed to fetch');
  });

  it('serves a kept copy of a non-API URL all the same', async () => {
    await (await t.caches.open(DATA_CACHE)).put(`${BASE}/data/catalogue.json`, Response.json({ n: 1 }));
    await expect(queryFetcher('/data/catalogue.json')).resolves.toEqual({ n: 1 });
  });

  it('rethrows an abort: the caller cancelled, nothing failed', async () => {
    t.server.fallback = () => new DOMException('The operation was aborted.', 'AbortError');
    await expect(queryFetcher('/api/tools')).rejects.toThrow('aborted');
  });

  it('also falls back when the network fails while the device counts as online', async () => {
    t.setOnline(true);
    await expect(queryFetcher('/api/tools')).resolves.toMatchObject({ offline: true, data: [] });
  });

  it('offlinePlaceholder decides by path', () => {
    expect(offlinePlaceholder('/api/tools?page=2').data).toEqual([]);
    expect(offlinePlaceholder('/api/user/preferences').data).toBeNull();
  });
});

describe('createPerchQuery: nanoquery with the spec §9 defaults', () => {
  it('are: fresh for 5 minutes, no retry, no refetch on focus or interval', () => {
    expect(QUERY_STALE_MS).toBe(5 * 60 * 1000);
    expect(QUERY_DEFAULTS).toEqual({
      dedupeTime: QUERY_STALE_MS,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateInterval: 0,
      onErrorRetry: false,
    });
  });

  it('fetches the first key element, stores the data, and keeps it', async () => {
    const [createFetcherStore] = createPerchQuery();
    t.server.answer(json([{ id: 't1' }]));
    const $tools = createFetcherStore<unknown[]>(['/api/tools', '#page-1']);
    const off = $tools.listen(() => {});
    await vi.waitFor(() => expect($tools.get().data).toEqual([{ id: 't1' }]));
    off();
    expect(t.server.calls).toEqual(['GET /api/tools']);
    expect(t.server.requests[0]!.credentials).toBe('include');
    expect((await readCached('/api/tools'))!.data).toEqual([{ id: 't1' }]);
  });

  it('does not fetch again within 5 minutes, and does after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [createFetcherStore] = createPerchQuery();
    const read = async () => {
      const $store = createFetcherStore(['/api/tools']);
      const off = $store.listen(() => {});
      await vi.waitFor(() => expect($store.get().loading).toBe(false));
      await vi.waitFor(() => expect($store.get().data).toBeDefined());
      off();
    };
    await read();
    vi.setSystemTime(Date.now() + QUERY_STALE_MS - 1000);
    await read();
    expect(t.server.requests).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await read();
    expect(t.server.requests).toHaveLength(2);
  });

  it('does not retry a failed read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [createFetcherStore] = createPerchQuery();
    t.server.answer(new Response('down', { status: 503 }));
    const $store = createFetcherStore(['/api/tools']);
    const off = $store.listen(() => {});
    await vi.waitFor(() => expect($store.get().error).toEqual(new Error('503: down')));
    expect(vi.getTimerCount()).toBe(0);
    off();
  });

  it('a store may opt into the SWR tuning: retry after 5 s (10 s slow), dedupe 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [createFetcherStore] = createPerchQuery();
    t.server.answer(new Response('down', { status: 503 }));
    const $store = createFetcherStore(['/api/live'], retryingSettings(false));
    const off = $store.listen(() => {});
    await vi.waitFor(() => expect($store.get().error).toBeDefined());
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(ERROR_RETRY_INTERVAL_MS);
    await vi.waitFor(() => expect(t.server.requests).toHaveLength(2));
    off();
    expect(retryingSettings(false).dedupeTime).toBe(DEDUPE_INTERVAL_MS);
  });

  it('clearQueryCache empties every context (sign-out)', async () => {
    const cache = new Map();
    const [createFetcherStore] = createPerchQuery({ cache });
    const $store = createFetcherStore(['/api/tools']);
    const off = $store.listen(() => {});
    await vi.waitFor(() => expect(cache.size).toBe(1));
    off();
    clearQueryCache();
    expect(cache.size).toBe(0);
  });

  it('a mutator is not retried', async () => {
    const [, createMutatorStore] = createPerchQuery();
    let calls = 0;
    const $save = createMutatorStore<void, never>(async () => {
      calls += 1;
      throw new Error('refused');
    });
    const off = $save.listen(() => {});
    await $save.mutate();
    expect($save.get().error).toEqual(new Error('refused'));
    expect(calls).toBe(1);
    off();
  });
});

describe('the SWR-style tuning constants (spec §9)', () => {
  it('have the spec values', () => {
    expect([DEDUPE_INTERVAL_MS, FOCUS_THROTTLE_MS]).toEqual([2000, 5000]);
    expect([ERROR_RETRY_INTERVAL_MS, ERROR_RETRY_INTERVAL_SLOW_MS]).toEqual([5000, 10_000]);
    expect([LOADING_TIMEOUT_MS, LOADING_TIMEOUT_SLOW_MS]).toEqual([3000, 5000]);
  });

  it('swrTuning picks the slow-connection values', () => {
    expect(swrTuning(false)).toEqual({
      dedupeInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      loadingTimeout: 3000,
    });
    expect(swrTuning(true)).toEqual({
      dedupeInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 10_000,
      loadingTimeout: 5000,
    });
    const retry = retryingSettings(true).onErrorRetry;
    expect(typeof retry === 'function' && retry({ error: null, key: 'k', retryCount: 1 })).toBe(10_000);
  });
});

describe('configuration', () => {
  it('uses the injected fetch', async () => {
    const fetch = vi.fn(async () => json({ injected: true }));
    configureOffline({ fetch });
    await expect(queryFetcher('/api/x')).resolves.toEqual({ injected: true });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
