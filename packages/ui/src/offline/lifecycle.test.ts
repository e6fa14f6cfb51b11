import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheResponse, cachedUrls, readCached } from './cache';
import { CLEANUP_INTERVAL_MS, DATA_CACHE, PENDING_SYNC_TAG } from './constants';
import { openPerchDb } from './db';
import { clearUserData, onConnectivityChange, startOfflineSync } from './lifecycle';
import { createPerchQuery } from './query';
import { enqueueRequest, listPendingRequests } from './queue';
import { recordToolUsage, syncToolUsage } from './usage';
import { json, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
let target: EventTarget;
const cleanups: Array<() => void> = [];
beforeEach(async () => {
  t = await setUpOffline();
  target = new EventTarget();
});
afterEach(async () => {
  cleanups.splice(0).forEach((off) => off());
  vi.useRealTimers();
  // Work an event started (usage sync, refreshes) must not spill into the next test's database.
  await settle();
  vi.restoreAllMocks();
});

const HOUR = 60 * 60 * 1000;
/** Lets pending IndexedDB work finish (setTimeout stays real in these tests). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
function start() {
  const stop = startOfflineSync(target);
  cleanups.push(stop);
  return stop;
}
function hearConnectivity(): boolean[] {
  const heard: boolean[] = [];
  cleanups.push(onConnectivityChange((online) => heard.push(online)));
  return heard;
}

describe('startOfflineSync', () => {
  it('is idempotent: a second call returns the same stop and adds no listeners', async () => {
    const stop = start();
    expect(startOfflineSync(target)).toBe(stop);
    await enqueueRequest({ url: '/api/a', method: 'POST' });
    t.setOnline(true);
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listPendingRequests()).toEqual([]));
    expect(t.server.calls.filter((c) => c === 'POST /api/a')).toHaveLength(1);
  });

  it('going online: replays the queue, syncs usage, refreshes kept reads, registers sync-pending-requests, notifies', async () => {
    const heard = hearConnectivity();
    start();
    await enqueueRequest({ url: '/api/wishlist', method: 'POST', body: { toolId: 't1' } });
    await recordToolUsage({ userId: 'u1', toolId: 't1' });
    await cacheResponse('/api/tools', ['old']);
    t.server.fallback = (request) =>
      new URL(request.url).pathname === '/api/tools' ? json(['fresh']) : json({ ok: true });

    t.setOnline(true);
    target.dispatchEvent(new Event('online'));

    await vi.waitFor(async () => expect((await readCached('/api/tools'))!.data).toEqual(['fresh']));
    expect(t.server.calls).toEqual(['POST /api/wishlist', 'POST /api/tool-usage', 'GET /api/tools']);
    expect(await listPendingRequests()).toEqual([]);
    expect((await (await openPerchDb()).getAll('toolUsage'))[0]!.synced).toBe(true);
    expect(t.registerSync).toHaveBeenCalledWith(PENDING_SYNC_TAG);
    expect(t.registerSync).toHaveBeenCalledWith('sync-pending-requests');
    expect(heard).toEqual([true]);
  });

  it('going offline only notifies', async () => {
    const heard = hearConnectivity();
    start();
    await enqueueRequest({ url: '/api/a', method: 'POST' });
    target.dispatchEvent(new Event('offline'));
    await settle();
    expect(heard).toEqual([false]);
    expect(t.server.requests).toEqual([]);
    expect(t.registerSync).not.toHaveBeenCalled();
  });

  it('replays at start when online and requests are pending', async () => {
    await enqueueRequest({ url: '/api/a', method: 'POST' });
    t.setOnline(true);
    start();
    await vi.waitFor(async () => expect(await listPendingRequests()).toEqual([]));
    expect(t.server.calls).toContain('POST /api/a');
  });

  it('sends nothing at start when offline', async () => {
    await enqueueRequest({ url: '/api/a', method: 'POST' });
    await recordToolUsage({ userId: 'u1', toolId: 't' });
    start();
    await settle();
    expect(t.server.requests).toEqual([]);
  });

  it('sweeps expired cached reads at start and every 4 hours', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await cacheResponse('/api/preferences', {});
    await cacheResponse('/api/tools', []);
    t.clock.now += 2 * HOUR;
    start();
    // Not vi.waitFor: with fake timers it advances them itself, which would move the 4-hour mark.
    await settle();
    expect(await cachedUrls()).toEqual(['/api/tools']);

    t.clock.now += 24 * HOUR;
    expect(CLEANUP_INTERVAL_MS).toBe(4 * HOUR);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS - 1);
    await settle();
    expect(await cachedUrls()).toEqual(['/api/tools']);
    vi.advanceTimersByTime(1);
    await settle();
    expect(await cachedUrls()).toEqual([]);
  });

  it('stop removes the listeners and the timer', async () => {
    const heard = hearConnectivity();
    const stop = start();
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(heard).toEqual([]);
    expect(startOfflineSync(target)).not.toBe(stop);
    cleanups.push(startOfflineSync(target));
  });
});

describe('clearUserData (sign-out)', () => {
  async function seed() {
    await cacheResponse('/api/tools', ['t']);
    await cacheResponse('/api/auth/user', { id: 'u1' });
    const syncedMine = await recordToolUsage({ userId: 'u1', toolId: 'a' });
    t.setOnline(true);
    await syncToolUsage();
    t.setOnline(false);
    const unsyncedMine = await recordToolUsage({ userId: 'u1', toolId: 'b' });
    const syncedOther = await recordToolUsage({ userId: 'u2', toolId: 'c' });
    const db = await openPerchDb();
    await db.put('toolUsage', { ...syncedOther, synced: true });
    await enqueueRequest({ url: '/api/wishlist', method: 'POST', body: {} });
    return { syncedMine, unsyncedMine, syncedOther };
  }

  it("clears kept reads (IndexedDB and Cache Storage), the user's synced usage and the query cache", async () => {
    const cache = new Map();
    const [createFetcherStore] = createPerchQuery({ cache });
    const $store = createFetcherStore(['/api/recommendations']);
    const off = $store.listen(() => {});
    await vi.waitFor(() => expect(cache.size).toBe(1));
    off();
    const { unsyncedMine, syncedOther } = await seed();

    await clearUserData('u1');

    expect(await cachedUrls()).toEqual([]);
    expect(await t.caches.has(DATA_CACHE)).toBe(false);
    expect(await readCached('/api/auth/user')).toBeUndefined();
    expect((await (await openPerchDb()).getAll('toolUsage')).map((r) => r.id).sort()).toEqual(
      [unsyncedMine.id, syncedOther.id].sort(),
    );
    expect(cache.size).toBe(0);
    // Queued writes stay: they are the server's, and replay when the connection returns.
    expect(await listPendingRequests()).toHaveLength(1);
  });

  it("without a user id, removes every user's synced usage and keeps unsynced usage", async () => {
    const { unsyncedMine } = await seed();
    await clearUserData();
    expect((await (await openPerchDb()).getAll('toolUsage')).map((r) => r.id)).toEqual([unsyncedMine.id]);
  });

  it('clears what it can when Cache Storage fails, then reports the failure', async () => {
    await seed();
    t.caches.delete = () => Promise.reject(new Error('SecurityError'));
    await expect(clearUserData('u1')).rejects.toThrow('SecurityError');
    expect(await cachedUrls()).toEqual([]);
  });
});
