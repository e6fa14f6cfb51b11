import { cachedUrls, cleanupCache, clearCachedResponses } from './cache';
import { env } from './config';
import { CLEANUP_INTERVAL_MS, PENDING_SYNC_TAG } from './constants';
import { openPerchDb } from './db';
import { emitter } from './events';
import { queryCache, queryFetcher } from './query';
import { listPendingRequests, replayPendingRequests } from './queue';
import { syncToolUsage } from './usage';

const connectivity = emitter<boolean>();
/** Listens for the connection going and coming (true = online). */
export const onConnectivityChange = connectivity.on;

const log = (what: string) => (error: unknown) => console.warn(`Perch offline client: ${what} failed`, error);

/** Going online: replay the queue, sync usage, refresh kept reads, register background sync. */
export async function handleOnline(): Promise<void> {
  connectivity.emit(true);
  await replayPendingRequests().catch(log('replay'));
  await syncToolUsage().catch(log('usage sync'));
  for (const url of await cachedUrls().catch(() => [])) await queryFetcher(url).catch(log(`refreshing ${url}`));
  await env().registerSync(PENDING_SYNC_TAG);
}

let stop: (() => void) | null = null;

/**
 * Starts the client in a page (idempotent; returns stop): online → handleOnline; offline →
 * listeners are told, nothing else; expired reads are swept now and every 4 hours; anything
 * queued earlier is replayed now when online.
 */
export function startOfflineSync(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis): () => void {
  if (stop) return stop;
  const online = () => void handleOnline();
  const offline = () => connectivity.emit(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  void cleanupCache().catch(log('cache cleanup'));
  const timer = setInterval(() => void cleanupCache().catch(log('cache cleanup')), CLEANUP_INTERVAL_MS);
  if (env().isOnline()) {
    void listPendingRequests()
      .then((pending) => (pending.length > 0 ? replayPendingRequests() : undefined))
      .catch(log('replay'));
    void syncToolUsage().catch(log('usage sync'));
  }
  stop = () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    clearInterval(timer);
    stop = null;
  };
  return stop;
}

/**
 * Sign-out (spec §7): forgets the query cache and every kept read, and the user's usage records
 * the server already has. Queued writes stay: they replay when the same person signs in again.
 */
export async function clearUserData(userId?: string): Promise<void> {
  queryCache.invalidateKeys(() => true);
  await clearCachedResponses();
  const db = await openPerchDb();
  const tx = db.transaction('toolUsage', 'readwrite');
  for (const record of await tx.store.getAll()) {
    if (record.synced && (userId === undefined || record.userId === userId)) await tx.store.delete(record.id);
  }
  await tx.done;
}
