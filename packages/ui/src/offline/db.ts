import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { env } from './config';
import { DB_NAME, DB_VERSION, type Priority } from './constants';

/** A tool use recorded on this device (spec §3 store 1); `synced` once the server has it. */
export interface ToolUsageRecord {
  id: string;
  userId: string;
  toolId: string;
  timestamp: number;
  synced: boolean;
  [field: string]: unknown;
}

/** A write made offline, waiting to be replayed (spec §3 store 2). */
export interface PendingRequest {
  id: string;
  url: string;
  method: string;
  body: Record<string, unknown> | unknown[] | null;
  timestamp: number;
  priority: Priority;
  maxRetries: number;
  retryCount: number;
}

/** An API read kept for offline use (spec §3 store 3). */
export interface CachedResponse {
  /** "cache:" + url */
  id: string;
  url: string;
  response: unknown;
  method: 'GET';
  timestamp: number;
  /** ms epoch */
  expiration: number;
  priority: 'medium';
}

/** Per-user preferences (spec §3 store 4). */
export interface UserPreferences {
  userId: string;
  [field: string]: unknown;
}

export interface PerchDB extends DBSchema {
  toolUsage: { key: string; value: ToolUsageRecord; indexes: { userId: string; timestamp: number } };
  pendingRequests: { key: string; value: PendingRequest; indexes: { timestamp: number; priority: Priority } };
  cachedResponses: {
    key: string;
    value: CachedResponse;
    indexes: { url: string; expiration: number; timestamp: number; priority: string };
  };
  userPreferences: { key: string; value: UserPreferences };
}

export type PerchDatabase = IDBPDatabase<PerchDB>;

const opened = new WeakMap<IDBFactory, Promise<PerchDatabase>>();

function createStores(database: IDBDatabase): void {
  const usage = database.createObjectStore('toolUsage', { keyPath: 'id' });
  usage.createIndex('userId', 'userId');
  usage.createIndex('timestamp', 'timestamp');
  const pending = database.createObjectStore('pendingRequests', { keyPath: 'id' });
  pending.createIndex('timestamp', 'timestamp');
  pending.createIndex('priority', 'priority');
  const cached = database.createObjectStore('cachedResponses', { keyPath: 'id' });
  cached.createIndex('url', 'url');
  cached.createIndex('expiration', 'expiration');
  cached.createIndex('timestamp', 'timestamp');
  cached.createIndex('priority', 'priority');
  database.createObjectStore('userPreferences', { keyPath: 'userId' });
}

/**
 * Opens the `perch` database, version 1, with its four stores (spec §3):
 * - `toolUsage` — key `id`; indexes `userId`, `timestamp`; records carry a `synced` flag.
 * - `pendingRequests` — key `id`; indexes `timestamp`, `priority`.
 * - `cachedResponses` — key `id` ("cache:" + url); indexes `url`, `expiration`, `timestamp`, `priority`.
 * - `userPreferences` — key `userId`.
 *
 * One connection per IndexedDB factory, shared by every caller. `factory` defaults to the
 * configured one (see configureOffline), so a test can pass a fresh fake-indexeddb per test.
 * (idb's openDB always uses the global factory; this opens on the given one and wraps it.)
 */
export function openPerchDb(factory: IDBFactory = env().indexedDB): Promise<PerchDatabase> {
  let db = opened.get(factory);
  if (!db) {
    db = connect(factory);
    db.catch(() => opened.delete(factory));
    opened.set(factory, db);
  }
  return db;
}

async function connect(factory: IDBFactory): Promise<PerchDatabase> {
  // Inside an async function, so a factory that throws (private mode, no IndexedDB) rejects.
  const request = factory.open(DB_NAME, DB_VERSION);
  request.addEventListener('upgradeneeded', () => createStores(request.result));
  const connection = (await wrap(request)) as unknown as PerchDatabase;
  const forget = () => {
    if (opened.get(factory) === current) opened.delete(factory);
  };
  const current = opened.get(factory);
  // Another tab upgrading (a future version) must not be blocked by this one.
  connection.addEventListener('versionchange', () => {
    connection.close();
    forget();
  });
  // The browser closed it (storage cleared, disk trouble): the next call reopens.
  connection.addEventListener('close', forget);
  return connection;
}
