/** Spec §9 and §7 constants of the offline client. */

export const DB_NAME = 'perch';
export const DB_VERSION = 1;

export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Queued requests are tried this many times by default, then dropped and reported. */
export const DEFAULT_MAX_RETRIES = 3;

/** Cache lifetimes of API reads kept in IndexedDB. */
export const TOOLS_CACHE_MS = 24 * 60 * 60 * 1000;
export const OTHER_CACHE_MS = 60 * 60 * 1000;
/** Lifetime when none is given: 3600 s. */
export const DEFAULT_CACHE_SECONDS = 3600;
/** Each cache write sweeps expired entries with this probability. */
export const CLEANUP_PROBABILITY = 0.1;
/** Expired entries are also swept at start-up and this often. */
export const CLEANUP_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** The Cache Storage cache holding successful data reads. */
export const DATA_CACHE = 'perch-data-v1';

/** Background sync tags: queued while offline; registered again on going online. */
export const REQUEST_SYNC_TAG = 'request-sync';
export const PENDING_SYNC_TAG = 'sync-pending-requests';

/** Web Locks name: one tab (or the service worker) replays at a time. */
export const REPLAY_LOCK = 'perch-replay';

export const TOOL_USAGE_ENDPOINT = '/api/tool-usage';

/** Data query defaults (spec §9): stale after 5 minutes, no retries, no refetch on focus or interval. */
export const QUERY_STALE_MS = 5 * 60 * 1000;

/**
 * The SWR-style tuning of spec §9. Where each applies:
 * - DEDUPE_INTERVAL_MS: identical reads within this window share one request (nanoquery's `dedupeTime`
 *   for reads that are not kept stale-for-5-minutes, e.g. polling stores).
 * - FOCUS_THROTTLE_MS: the least time between two revalidations triggered by focus, for stores
 *   that opt into refetch on focus (the defaults do not).
 * - ERROR_RETRY_INTERVAL_MS / _SLOW_MS: wait before retrying a failed read, for stores that opt
 *   into retries (the defaults do not); doubled on slow connections.
 * - LOADING_TIMEOUT_MS / _SLOW_MS: after this long a read counts as slow (a spinner may say so).
 */
export const DEDUPE_INTERVAL_MS = 2000;
export const FOCUS_THROTTLE_MS = 5000;
export const ERROR_RETRY_INTERVAL_MS = 5000;
export const ERROR_RETRY_INTERVAL_SLOW_MS = 10_000;
export const LOADING_TIMEOUT_MS = 3000;
export const LOADING_TIMEOUT_SLOW_MS = 5000;

/** Spec §8 texts. */
export const QUEUED_MESSAGE = 'Request saved for processing when back online.';
export const QUEUE_FAILED_MESSAGE = 'Failed to save request for offline processing.';
export const OFFLINE_PLACEHOLDER_MESSAGE = 'You are currently offline and no cached data is available';
