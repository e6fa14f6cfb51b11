/**
 * The client's life in a page (spec §4 "Online/offline", "Cached responses"; §7 "Sign-out"):
 * what happens when the connection comes and goes, the periodic cache sweep, and sign-out.
 */
import { cachedUrls, cleanupCache, clearCachedResponses } from './cache';
import { env } from './config';
import { CLEANUP_INTERVAL_MS, PENDING_SYNC_TAG } from './constants';
import { openPerchDb } from './db';
import { emitter } from './events';
import { clearQueryCache, queryFetcher, refreshQueries } from './query';
import { listPendingRequests, replayPendingRequests } from './queue';
import { syncToolUsage } from './usage';

const connectivity = emitter<boolean>();
/** Listens for the connection going (false) and coming back (true). Returns unsubscribe. */
export const onConnectivityChange = connectivity.on;

const log = (what: string) => (error: unknown) => console.warn(`Perch offline client: ${what} failed`, error);

/**
 * Going online: tell the listeners, replay the queue, sync tool usage, refresh every read kept
 * in IndexedDB and every mounted query, and register background sync `sync-pending-requests`.
 */
export async function handleOnline(): Promise<void> {
  connectivity.emit(true);
  // Not awaited: registration may wait on the service worker.
  void env().registerSync(PENDING_SYNC_TAG);
  await replayPendingRequests().catch(log('replay'));
  await syncToolUsage().catch(log('usage sync'));
  // Refreshing stores the new answers (queryFetcher keeps them), so a refresh is a re-fetch.
  const urls = await cachedUrls().catch(() => [] as string[]);
  await Promise.all(urls.map((url) => queryFetcher(url).catch(log(`refreshing ${url}`))));
  refreshQueries();
}

/** Going offline only notifies (spec §4). */
function handleOffline(): void {
  connectivity.emit(false);
}

let stop: (() => void) | null = null;

/**
 * Starts the client (idempotent: a second call returns the same stop function):
 * - `online` → {@link handleOnline}; `offline` → only {@link onConnectivityChange} listeners hear it;
 * - expired cached reads are swept now and every 4 hours;
 * - when online, writes queued earlier are replayed now and unsynced tool usage is synced.
 *
 * `target` receives the online/offline events: the window by default (globalThis).
 */
export function startOfflineSync(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis,
): () => void {
  if (stop) return stop;
  const online = () => void handleOnline().catch(log('going online'));
  target.addEventListener('online', online);
  target.addEventListener('offline', handleOffline);
  const sweep = () => void cleanupCache().catch(log('cache cleanup'));
  sweep();
  const timer = setInterval(sweep, CLEANUP_INTERVAL_MS);
  if (env().isOnline()) {
    void listPendingRequests()
      .then((pending) => (pending.length > 0 ? replayPendingRequests() : undefined))
      .catch(log('replay'));
    void syncToolUsage().catch(log('usage sync'));
  }
  stop = () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', handleOffline);
    clearInterval(timer);
    stop = null;
  };
  return stop;
}

/**
 * Sign-out (spec §7): clears the query cache (every key invalidated), every kept read (IndexedDB
 * and the Cache Storage data cache), and the tool usage of `userId` the server already has (all
 * users' when no id is given). Unsynced usage and queued writes stay: they belong to the server
 * and are sent, under the session that made them, when the connection returns. Every step runs
 * even if another fails; the first failure is rethrown at the end.
 */
export async function clearUserData(userId?: string): Promise<void> {
  clearQueryCache();
  const results = await Promise.allSettled([
    clearCachedResponses(),
    (async () => {
      const tx = (await openPerchDb()).transaction('toolUsage', 'readwrite');
      const records = userId === undefined ? await tx.store.getAll() : await tx.store.index('userId').getAll(userId);
      await Promise.all(records.filter((record) => record.synced).map((record) => tx.store.delete(record.id)));
      await tx.done;
    })(),
  ]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
