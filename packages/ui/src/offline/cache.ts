import { resolveUrl } from './api';
import { env } from './config';
import { CLEANUP_PROBABILITY, DATA_CACHE, DEFAULT_CACHE_SECONDS, OTHER_CACHE_MS, TOOLS_CACHE_MS } from './constants';
import { openPerchDb, type CachedResponse } from './db';

const pathOf = (url: string) => new URL(url, 'http://perch.invalid').pathname;

/** Whether a read also goes to IndexedDB: /api/ URLs containing /tools, /preferences or /recommendations. */
export function keepsInDatabase(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith('/api/') && /\/(tools|preferences|recommendations)/.test(path);
}

/** How long a kept read lives: 24 h for /tools URLs, 1 h for the rest (default 3600 s). */
export function cacheLifetimeMs(url: string): number {
  const path = pathOf(url);
  if (path.includes('/tools')) return TOOLS_CACHE_MS;
  if (keepsInDatabase(url)) return OTHER_CACHE_MS;
  return DEFAULT_CACHE_SECONDS * 1000;
}

export const cacheKey = (url: string) => `cache:${url}`;

/**
 * Keeps a successful read: in Cache Storage always, and in IndexedDB for the URLs above. Each
 * write sweeps expired entries with a 0.1 chance. Failures are only logged (spec §8).
 */
export async function cacheResponse(url: string, data: unknown): Promise<void> {
  const { caches, now, random } = env();
  try {
    if (caches) {
      const cache = await caches.open(DATA_CACHE);
      await cache.put(resolveUrl(url), new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json', 'X-Perch-Cached-At': String(now()) } }));
    }
  } catch (error) {
    console.warn('Perch could not keep a response in Cache Storage', error);
  }
  if (!keepsInDatabase(url)) return;
  try {
    const timestamp = now();
    const entry: CachedResponse = {
      id: cacheKey(url),
      url,
      response: data,
      method: 'GET',
      timestamp,
      expiration: timestamp + cacheLifetimeMs(url),
      priority: 'medium',
    };
    const db = await openPerchDb();
    await db.put('cachedResponses', entry);
    if (random() < CLEANUP_PROBABILITY) await cleanupCache();
  } catch (error) {
    console.warn('Perch could not keep a response in IndexedDB', error);
  }
}

/** A kept read: IndexedDB first (unexpired), then Cache Storage; undefined when neither has it. */
export async function readCached(url: string): Promise<{ data: unknown; from: 'indexeddb' | 'cache-storage' } | undefined> {
  const { caches, now } = env();
  try {
    const db = await openPerchDb();
    const entry = await db.get('cachedResponses', cacheKey(url));
    if (entry && entry.expiration > now()) return { data: entry.response, from: 'indexeddb' };
  } catch (error) {
    console.warn('Perch could not read IndexedDB', error);
  }
  try {
    const match = await (await caches?.open(DATA_CACHE))?.match(resolveUrl(url));
    if (match) return { data: await match.json(), from: 'cache-storage' };
  } catch (error) {
    console.warn('Perch could not read Cache Storage', error);
  }
  return undefined;
}

/** Deletes expired IndexedDB entries; returns how many went. */
export async function cleanupCache(): Promise<number> {
  const db = await openPerchDb();
  const tx = db.transaction('cachedResponses', 'readwrite');
  let removed = 0;
  let cursor = await tx.store.index('expiration').openCursor(IDBKeyRange.upperBound(env().now()));
  while (cursor) {
    await cursor.delete();
    removed += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return removed;
}

/** The URLs kept in IndexedDB (refreshed when the connection returns). */
export async function cachedUrls(): Promise<string[]> {
  const db = await openPerchDb();
  return (await db.getAll('cachedResponses')).map((entry) => entry.url);
}

/** Forgets every kept read (sign-out). */
export async function clearCachedResponses(): Promise<void> {
  const { caches } = env();
  const db = await openPerchDb();
  await db.clear('cachedResponses');
  await caches?.delete(DATA_CACHE);
}
