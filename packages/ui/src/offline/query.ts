import { nanoquery } from '@nanostores/query';
import { env } from './config';
import { cacheResponse, readCached } from './cache';
import { OFFLINE_PLACEHOLDER_MESSAGE, QUERY_STALE_MS } from './constants';
import { resolveUrl } from './api';

/** What an /api/ read answers offline when nothing is kept (spec §8). */
export interface OfflinePlaceholder {
  offline: true;
  message: typeof OFFLINE_PLACEHOLDER_MESSAGE;
  data: [] | null;
}

export function offlinePlaceholder(url: string): OfflinePlaceholder {
  const path = new URL(url, 'http://perch.invalid').pathname;
  return { offline: true, message: OFFLINE_PLACEHOLDER_MESSAGE, data: path.includes('/tools') ? [] : null };
}

const isApi = (url: string) => new URL(url, 'http://perch.invalid').pathname.startsWith('/api/');

/**
 * The default data query (spec §7): GET on the URL with credentials; a success is kept (see
 * cacheResponse); a non-ok answer fails with "status: text" (spec §8 "Query helper error"). When
 * the read fails, the fallback order is IndexedDB → Cache Storage → the placeholder for /api/
 * URLs; any other failing read rethrows.
 */
export async function queryFetcher<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  try {
    const response = await env().fetch(resolveUrl(url), { ...init, method: 'GET', credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const data = (await response.json()) as T;
    await cacheResponse(url, data);
    return data;
  } catch (error) {
    const kept = await readCached(url);
    if (kept) return kept.data as T;
    if (isApi(url) && !env().isOnline()) return offlinePlaceholder(url) as T;
    throw error;
  }
}

/**
 * nanoquery with the spec's defaults: data is fresh for 5 minutes, no retry on error, no
 * refetch on focus, reconnect or interval. Returns [createFetcherStore, createMutatorStore, {invalidateKeys,
 * revalidateKeys, mutateCache}]; mutations are never retried (nanoquery does not retry them).
 */
export function createPerchQuery() {
  return nanoquery({
    fetcher: (...keys) => queryFetcher(keys.join('')),
    dedupeTime: QUERY_STALE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onErrorRetry: null,
  });
}

const [createFetcherStore, createMutatorStore, queryCache] = createPerchQuery();

/** The shared query layer: stores created here share one cache, cleared at sign-out. */
export { createFetcherStore, createMutatorStore, queryCache };
