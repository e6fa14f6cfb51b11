// @perch/ui/offline — the offline client: writes queued in IndexedDB and replayed exactly once,
// reads kept and served offline, tool usage recorded locally and synced. No React; works in a
// page and in the service worker.
export { configureOffline, resetOfflineConfig, type OfflineEnvironment } from './config';
export * from './constants';
export {
  openPerchDb,
  type CachedResponse,
  type PendingRequest,
  type PerchDB,
  type PerchDatabase,
  type ToolUsageRecord,
  type UserPreferences,
} from './db';
export { ApiError, apiRequest, isJsonBody, isQueuedResult, type QueuedResult } from './api';
export {
  enqueueRequest,
  isFinalStatus,
  listPendingRequests,
  onQueueChange,
  onReplayFailure,
  replayOrder,
  replayPendingRequests,
  type EnqueueInput,
  type ReplayFailure,
  type ReplaySummary,
} from './queue';
export {
  cacheKey,
  cacheLifetimeMs,
  cacheResponse,
  cachedUrls,
  cleanupCache,
  clearCachedResponses,
  isApiUrl,
  keepsInDatabase,
  readCached,
  type CacheSource,
} from './cache';
export {
  QUERY_DEFAULTS,
  clearQueryCache,
  createFetcherStore,
  createMutatorStore,
  createPerchQuery,
  isOfflinePlaceholder,
  offlinePlaceholder,
  queryCache,
  queryFetcher,
  refreshQueries,
  retryingSettings,
  swrTuning,
  type OfflinePlaceholder,
} from './query';
export { recordToolUsage, syncToolUsage, type ToolUsageInput, type UsageSyncSummary } from './usage';
export {
  keepToolLists,
  listedAfterQueue,
  noteToolListChange,
  TOOL_LIST_URLS,
  toolListOnDevice,
  type ToolListAnswer,
  type ToolListName,
} from './lists';
export { clearUserData, handleOnline, onConnectivityChange, startOfflineSync } from './lifecycle';
