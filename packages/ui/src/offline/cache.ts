/**
 * Kept reads (spec §3 store 3, §4 "Cached responses", §7): every successful data read goes to
 * Cache Storage, and API reads the app needs offline also go to IndexedDB with an expiry.
 * Caching is best effort: its failures are only logged (spec §8).
 */
import { env } from './config';
import {
  CACHE_KEY_PREFIX,
  CLEANUP_PROBABILITY,
  DATA_CACHE,
  DEFAULT_CACHE_SECONDS,
  OTHER_CACHE_MS,
  TOOLS_CACHE_MS,
} from './constants';
import { openPerchDb, type CachedResponse } from './db';
import { resolveUrl } from './http';

/** The path of a URL, absolute or relative (the origin does not matter here). */
export const pathOf = (url: string): string => new URL(url, 'http://perch.invalid').pathname;

/** Whether a URL is one of the product's own API's. */
export const isApiUrl = (url: string): boolean => pathOf(url).startsWith('/api/');

/** Whether a read also goes to IndexedDB: /api/ URLs containing /tools, /preferences or /recommendations. */
export function keepsInDatabase(url: string): boolean {
  const path = pathOf(url);
  return isApiUrl(url) && ['/tools', '/preferences', '/recommendations'].some((part) => path.includes(part));
}

/** How long a kept read lives: 24 h for /tools URLs, 1 h for other kept API reads, else 3600 s. */
export function cacheLifetimeMs(url: string): number {
  if (keepsInDatabase(url)) return pathOf(url).includes('/tools') ? TOOLS_CACHE_MS : OTHER_CACHE_MS;
  return DEFAULT_CACHE_SECONDS * 1000;
}

/** The IndexedDB key of a kept read: "cache:" + url. */
export const cacheKey = (url: string): string => `${CACHE_KEY_PREFIX}${url}`;

const warn = (what: string) => (error: unknown) => console.warn(`Perch offline client: ${what}`, error);

/**
 * Keeps a successful read: in Cache Storage (`perch-data-v1`) always, and in IndexedDB for the
 * URLs of {@link keepsInDatabase}, expiring after {@link cacheLifetimeMs}. On each write, with a
 * 0.1 chance (`random() < 0.1`), expired entries are swept by {@link cleanupCache}. Never throws.
 */
export async function cacheResponse(url: string, data: unknown): Promise<void> {
  const { caches, now, random } = env();
  if (caches) {
    try {
      const body = JSON.stringify(data);
      const cache = await caches.open(DATA_CACHE);
      await cache.put(resolveUrl(url), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    } catch (error) {
      warn('could not keep a response in Cache Storage')(error);
    }
  }
  if (keepsInDatabase(url)) {
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
      await (await openPerchDb()).put('cachedResponses', entry);
    } catch (error) {
      warn('could not keep a response in IndexedDB')(error);
    }
  }
  if (random() < CLEANUP_PROBABILITY) await cleanupCache().catch(warn('cache cleanup failed'));
}

/** Where a kept read came from. */
export type CacheSource = 'indexeddb' | 'cache-storage';

/**
 * A kept read, in the spec's fallback order: IndexedDB (unexpired) first, then Cache Storage;
 * undefined when neither has it. Wrapped, so a kept `null` is told apart from nothing kept.
 */
export async function readCached(url: string): Promise<{ data: unknown; from: CacheSource } | undefined> {
  const { caches, now } = env();
  try {
    const entry = await (await openPerchDb()).get('cachedResponses', cacheKey(url));
    if (entry && entry.expiration > now()) return { data: entry.response, from: 'indexeddb' };
  } catch (error) {
    warn('could not read IndexedDB')(error);
  }
  if (caches) {
    try {
      const match = await (await caches.open(DATA_CACHE)).match(resolveUrl(url));
      if (match) return { data: await match.json(), from: 'cache-storage' };
    } catch (error) {
      warn('could not read Cache Storage')(error);
    }
  }
  return undefined;
}

/**
 * Deletes the kept reads whose expiration has passed (walking the `expiration` index from the
 * oldest, so it stops at the first live one); returns how many went.
 */
export async function cleanupCache(): Promise<number> {
  const now = env().now();
  const tx = (await openPerchDb()).transaction('cachedResponses', 'readwrite');
  let removed = 0;
  // No IDBKeyRange: the global may belong to another IndexedDB implementation than the factory's.
  let cursor = await tx.store.index('expiration').openCursor();
  while (cursor && cursor.value.expiration <= now) {
    await cursor.delete();
    removed += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return removed;
}

/** The URLs kept in IndexedDB (refreshed when the connection returns). */
export async function cachedUrls(): Promise<string[]> {
  return (await (await openPerchDb()).getAll('cachedResponses')).map((entry) => entry.url);
}

/** Forgets every kept read, in IndexedDB and in Cache Storage (sign-out). */
export async function clearCachedResponses(): Promise<void> {
  const { caches } = env();
  const results = await Promise.allSettled([
    openPerchDb().then((db) => db.clear('cachedResponses')),
    caches?.delete(DATA_CACHE),
  ]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
