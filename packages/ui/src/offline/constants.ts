/**
 * The offline client's constants (spec §3, §7, §8, §9). Tests import these rather than repeat
 * the numbers and texts.
 */

// ── Local database (spec §3) ────────────────────────────────────────────────────────────────

/** The IndexedDB database, named after the product. */
export const DB_NAME = 'perch';
/** Local database version 1 (spec §9). */
export const DB_VERSION = 1;

// ── Queued requests (spec §4, §9) ───────────────────────────────────────────────────────────

/** Replay order: critical first, low last. */
export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Priority of a queued request when none is given. */
export const DEFAULT_PRIORITY: Priority = 'medium';
/** Queued requests are tried this many times by default, then dropped and reported. */
export const DEFAULT_MAX_RETRIES = 3;
/** Replay sends up to this many queued writes per POST /api/batch (the most the server takes). */
export const REPLAY_BATCH_SIZE = 100;
/** Web Locks name: one tab (or the service worker) replays at a time. */
export const REPLAY_LOCK = 'perch-replay';

// ── Cached responses (spec §4, §9) ──────────────────────────────────────────────────────────

/** Kept reads of /tools URLs live 24 hours. */
export const TOOLS_CACHE_MS = 24 * 60 * 60 * 1000;
/** Other kept API reads (/preferences, /recommendations) live 1 hour. */
export const OTHER_CACHE_MS = 60 * 60 * 1000;
/** Lifetime when none is given: 3600 s. */
export const DEFAULT_CACHE_SECONDS = 3600;
/** Each cache write sweeps expired entries with this probability. */
export const CLEANUP_PROBABILITY = 0.1;
/** Expired entries are also swept at start-up and this often. */
export const CLEANUP_INTERVAL_MS = 4 * 60 * 60 * 1000;
/** The Cache Storage cache holding successful data reads; the version drops old formats. */
export const DATA_CACHE = 'perch-data-v1';
/** Prefix of a cached response's key: "cache:" + url. */
export const CACHE_KEY_PREFIX = 'cache:';

// ── Background sync (spec §4) ───────────────────────────────────────────────────────────────

/** Registered when a write is queued offline. */
export const REQUEST_SYNC_TAG = 'request-sync';
/** Registered when the connection returns. */
export const PENDING_SYNC_TAG = 'sync-pending-requests';

// ── Endpoints (spec §7) ─────────────────────────────────────────────────────────────────────

/** Where recorded tool usage is posted. */
export const TOOL_USAGE_ENDPOINT = '/api/tool-usage';
/** Where replay sends many queued writes at once; each is applied as its own endpoint would. */
export const BATCH_ENDPOINT = '/api/batch';

// ── Data query defaults (spec §9) ───────────────────────────────────────────────────────────

/** Data is fresh for 5 minutes (nanoquery's `dedupeTime` plays TanStack's `staleTime`). */
export const QUERY_STALE_MS = 5 * 60 * 1000;
/** Failed reads are not retried. */
export const QUERY_RETRY = false;
/** Reads are not refetched when the window regains focus. */
export const QUERY_REFETCH_ON_FOCUS = false;
/** Reads are not refetched on an interval. */
export const QUERY_REFETCH_INTERVAL = false;
/** Failed mutations are not retried. */
export const MUTATION_RETRY = false;

/*
 * The data-cache tuning of spec §9 (SWR's names). The defaults above switch retries and focus
 * refetches off, so these apply only to the stores that opt back in (see `swrTuning` and
 * `retryingSettings` in query.ts):
 * - DEDUPE_INTERVAL_MS: identical reads within 2 s share one request — the `dedupeTime` of a
 *   store that wants live data instead of the 5-minute freshness.
 * - FOCUS_THROTTLE_MS: at most one focus-triggered revalidation per 5 s, for a store that sets
 *   `revalidateOnFocus`.
 * - ERROR_RETRY_INTERVAL_MS / ERROR_RETRY_INTERVAL_SLOW_MS: wait before retrying a failed read
 *   (nanoquery's `onErrorRetry`), 10 s on a slow connection (spec §2: slow-2g, 2g, < 0.5 Mbps).
 * - LOADING_TIMEOUT_MS / LOADING_TIMEOUT_SLOW_MS: after this long a read counts as slow, so the
 *   page may say "still loading" (SWR's `onLoadingSlow`); 5 s on a slow connection.
 */
export const DEDUPE_INTERVAL_MS = 2000;
export const FOCUS_THROTTLE_MS = 5000;
export const ERROR_RETRY_INTERVAL_MS = 5000;
export const ERROR_RETRY_INTERVAL_SLOW_MS = 10_000;
export const LOADING_TIMEOUT_MS = 3000;
export const LOADING_TIMEOUT_SLOW_MS = 5000;

// ── Texts (spec §8) ─────────────────────────────────────────────────────────────────────────

/** The message of a write queued offline. */
export const QUEUED_MESSAGE = 'Request saved for processing when back online.';
/** Thrown when a write made offline cannot be stored. */
export const QUEUE_FAILED_MESSAGE = 'Failed to save request for offline processing.';
/** The message of the placeholder an /api/ read answers offline with nothing kept. */
export const OFFLINE_PLACEHOLDER_MESSAGE = 'You are currently offline and no cached data is available';
/** The last fallback of an API error's message. */
export const UNKNOWN_ERROR = 'Unknown error';
