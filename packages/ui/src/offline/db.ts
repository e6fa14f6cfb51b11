import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
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
  cachedResponses: { key: string; value: CachedResponse; indexes: { url: string; expiration: number; timestamp: number; priority: string } };
  userPreferences: { key: string; value: UserPreferences };
}

export type PerchDatabase = IDBPDatabase<PerchDB>;

const opened = new WeakMap<IDBFactory, Promise<PerchDatabase>>();

/** The `perch` database, version 1, with its four stores; one connection per IndexedDB factory. */
export function openPerchDb(factory: IDBFactory = env().indexedDB): Promise<PerchDatabase> {
  let db = opened.get(factory);
  if (!db) {
    db = openDB<PerchDB>(DB_NAME, DB_VERSION, {
      upgrade(database) {
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
      },
      // Another tab upgrading (a future version) must not be blocked by this one.
      blocking() {
        void db?.then((d) => d.close());
        opened.delete(factory);
      },
    });
    db.catch(() => opened.delete(factory));
    opened.set(factory, db);
  }
  return db;
}
