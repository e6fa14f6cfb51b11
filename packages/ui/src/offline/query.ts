/**
 * The data-query layer (spec §7 "Default data query", §9): @nanostores/query with the spec's
 * defaults and a fetcher that keeps successful reads and falls back to them offline.
 */
import {
  nanoquery,
  type CommonSettings,
  type KeySelector,
  type NanoqueryArgs,
  type OnErrorRetry,
} from '@nanostores/query';
import { cacheResponse, isApiUrl, pathOf, readCached } from './cache';
import { env } from './config';
import {
  DEDUPE_INTERVAL_MS,
  ERROR_RETRY_INTERVAL_MS,
  ERROR_RETRY_INTERVAL_SLOW_MS,
  FOCUS_THROTTLE_MS,
  LOADING_TIMEOUT_MS,
  LOADING_TIMEOUT_SLOW_MS,
  OFFLINE_PLACEHOLDER_MESSAGE,
  QUERY_STALE_MS,
} from './constants';
import { resolveUrl } from './http';

/** What an /api/ read answers offline when nothing is kept (spec §8). */
export interface OfflinePlaceholder {
  offline: true;
  message: typeof OFFLINE_PLACEHOLDER_MESSAGE;
  /** An empty list for /tools URLs, else null. */
  data: [] | null;
}

/** The offline placeholder of an /api/ URL: `data` is [] for /tools URLs, else null. */
export function offlinePlaceholder(url: string): OfflinePlaceholder {
  return { offline: true, message: OFFLINE_PLACEHOLDER_MESSAGE, data: pathOf(url).includes('/tools') ? [] : null };
}

/** Whether the placeholder answered a read, rather than the server or a kept copy. */
export function isOfflinePlaceholder(value: unknown): value is OfflinePlaceholder {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as OfflinePlaceholder).offline === true &&
    (value as OfflinePlaceholder).message === OFFLINE_PLACEHOLDER_MESSAGE
  );
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The default data query (spec §7): GET `url` with credentials included (`init`, the optional
 * request options, may add headers or a signal). A success is kept (see cacheResponse) and
 * returned; a non-ok answer fails with `${status}: ${text}` (spec §8 "Query helper error").
 *
 * When no answer came at all (offline, or the network failed), the read falls back, in order, to
 * IndexedDB, then Cache Storage, then — for /api/ URLs — the {@link offlinePlaceholder}; any
 * other read rethrows. An answer the server did give (404, 500) is never masked by a kept copy.
 */
export async function queryFetcher<T = unknown>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await env().fetch(resolveUrl(url), { ...init, method: 'GET', credentials: 'include' });
  } catch (error) {
    if (isAbort(error)) throw error;
    const kept = await readCached(url);
    if (kept) return kept.data as T;
    if (isApiUrl(url)) return offlinePlaceholder(url) as T;
    throw error;
  }
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const data = (await response.json()) as T;
  await cacheResponse(url, data);
  return data;
}

/** The query-cache controls of a context, kept so sign-out and reconnect reach every one. */
interface QueryControls {
  invalidateKeys: (selector: KeySelector) => void;
  revalidateKeys: (selector: KeySelector) => void;
}
const contexts = new Set<QueryControls>();

/** Settings every Perch store gets (spec §9): fresh 5 min, no retry, no refetch on focus/interval. */
export const QUERY_DEFAULTS = {
  dedupeTime: QUERY_STALE_MS,
  revalidateOnFocus: false,
  // The lifecycle revalidates every key when the connection returns (see refreshQueries).
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  onErrorRetry: false,
} as const satisfies CommonSettings;

/**
 * A nanoquery context with the spec's defaults and {@link queryFetcher} as its fetcher. The
 * first key element is the URL fetched; later elements only tell cache entries apart (for a URL
 * that changes, pass one computed store: `createFetcherStore([computed($id, (id) => \`/api/tools/${id}\`)])`).
 * Mutations are never retried (nanoquery does not retry them).
 *
 * `settings` override the defaults (and may pass nanoquery's `cache` map). Returns nanoquery's
 * tuple: `[createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }]`.
 */
export function createPerchQuery(settings: Omit<NanoqueryArgs, 'fetcher'> = {}) {
  const context = nanoquery({
    fetcher: (url) => queryFetcher(String(url)),
    ...QUERY_DEFAULTS,
    ...settings,
  });
  contexts.add(context[2]);
  return context;
}

/** Drops every query context's cache; mounted stores fetch again (sign-out). */
export function clearQueryCache(): void {
  for (const context of contexts) context.invalidateKeys(() => true);
}

/** Marks every query context's data stale, so mounted stores fetch again (connection back). */
export function refreshQueries(): void {
  for (const context of contexts) context.revalidateKeys(() => true);
}

/** The SWR-style tuning of spec §9 for the current connection (see constants.ts for where each applies). */
export function swrTuning(slow: boolean) {
  return {
    dedupeInterval: DEDUPE_INTERVAL_MS,
    focusThrottleInterval: FOCUS_THROTTLE_MS,
    errorRetryInterval: slow ? ERROR_RETRY_INTERVAL_SLOW_MS : ERROR_RETRY_INTERVAL_MS,
    loadingTimeout: slow ? LOADING_TIMEOUT_SLOW_MS : LOADING_TIMEOUT_MS,
  };
}

/**
 * Settings for a store that opts out of the defaults to keep live data: reads deduplicated for
 * 2 s and a failed read retried after 5 s (10 s on a slow connection).
 */
export function retryingSettings(slow: boolean): CommonSettings {
  const { dedupeInterval, errorRetryInterval } = swrTuning(slow);
  const onErrorRetry: OnErrorRetry = () => errorRetryInterval;
  return { dedupeTime: dedupeInterval, onErrorRetry };
}

const [createFetcherStore, createMutatorStore, queryCache] = createPerchQuery();

/**
 * The shared query layer: stores created here share one cache, cleared at sign-out.
 * `createFetcherStore(['/api/tools'])` is a store of `{ data, error, loading }`.
 */
export { createFetcherStore, createMutatorStore, queryCache };
