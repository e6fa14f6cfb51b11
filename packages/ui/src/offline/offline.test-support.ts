/**
 * Test doubles for the offline client's unit tests (not part of the package's surface): an
 * in-memory Cache Storage (Node has none), a scripted server standing in for fetch, a Web Locks
 * stand-in, and `setUpOffline()` which gives each test a fresh IndexedDB and environment.
 */
// The IDB* globals idb's wrapper checks with instanceof; each test still gets its own factory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { configureOffline, resetOfflineConfig } from './config';
import { whenQueueSettled } from './queue';

export const BASE = 'https://perch.test';

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), BASE).href;

/** One cache of {@link MemoryCacheStorage}: responses by absolute URL, GET only. */
export class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }
}

/** The parts of CacheStorage the client uses, in memory. */
export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}

/** What a scripted route answers: a Response, or an Error to throw as a network failure. */
export type Answer = Response | Error | ((request: Request) => Response | Error | Promise<Response | Error>);

/**
 * A fetch double: records every request as a real `Request` (so tests read its method, headers,
 * credentials and body exactly as the platform would send them) and answers from a script.
 */
export class FakeServer {
  readonly requests: Request[] = [];
  private readonly queued: Answer[] = [];
  /** The answer when nothing is queued. */
  fallback: Answer = () => json({ ok: true });

  /** Answers the next requests, in order, with these. */
  answer(...answers: Answer[]): this {
    this.queued.push(...answers);
    return this;
  }

  /** The POST /api/batch requests received, as sent. */
  readonly batches: Request[] = [];
  /**
   * Whether POST /api/batch is served. When it is, each item is answered from the script as if
   * it had come alone — recorded in `requests` as that request, with its Idempotency-Key — the
   * way the real endpoint applies each item as its own endpoint would. A scripted network
   * failure for any item fails the whole batch, as one request. Off: the batch gets a 404.
   */
  servesBatch = true;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/batch') return this.batch(request);
    this.requests.push(request.clone());
    return this.respond(request);
  };

  private async respond(request: Request): Promise<Response> {
    let answer = this.queued.shift() ?? this.fallback;
    if (typeof answer === 'function') answer = await answer(request);
    if (answer instanceof Error) throw answer;
    return answer;
  }

  private async batch(request: Request): Promise<Response> {
    this.batches.push(request.clone());
    if (!this.servesBatch) return json({ error: 'Not found' }, { status: 404 });
    const { requests } = (await request.json()) as {
      requests: Array<{ id: string; method: string; url: string; body?: unknown }>;
    };
    const responses = [];
    for (const item of requests) {
      const headers = new Headers(request.headers);
      headers.set('Idempotency-Key', item.id);
      const one = new Request(new URL(item.url, request.url), {
        method: item.method,
        headers,
        ...(item.body === undefined ? {} : { body: JSON.stringify(item.body) }),
      });
      this.requests.push(one.clone());
      const answer = await this.respond(one);
      const text = await answer.text();
      responses.push({ id: item.id, status: answer.status, ...(text ? { body: JSON.parse(text) as unknown } : {}) });
    }
    return json({ responses });
  }

  /** The paths requested, in order ("PATCH /api/x"). */
  get calls(): string[] {
    return this.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
  }
}

/** A JSON answer. */
export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** A network failure, as fetch raises it. */
export const networkError = (): TypeError => new TypeError('Failed to fetch');

/** A Web Locks stand-in: `held` simulates another tab holding every lock. */
export function fakeLocks(held = false) {
  const request = vi.fn(async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
    callback(held ? null : ({ name: _name, mode: 'exclusive' } as Lock)),
  );
  return { request, asLockManager: () => ({ request }) as unknown as LockManager };
}

export interface OfflineTestbed {
  server: FakeServer;
  caches: MemoryCacheStorage;
  indexedDB: IDBFactory;
  registerSync: ReturnType<typeof vi.fn<(tag: string) => Promise<void>>>;
  /** The injected clock (ms epoch). */
  clock: { now: number };
  /** Switches what isOnline() reports. */
  setOnline(online: boolean): void;
  /** Sets what random() returns. */
  setRandom(value: number): void;
  /** Sets what getAuthToken() gives. */
  setToken(token: string | null): void;
}

/**
 * A fresh environment: new IndexedDB, empty Cache Storage, a fake server, offline by default.
 * First waits for the previous test's replay and count announcements to finish, so none of them
 * runs on into this test's environment (a replay left running would also make this test's
 * replay return `ran: false`).
 */
export async function setUpOffline(): Promise<OfflineTestbed> {
  await whenQueueSettled();
  resetOfflineConfig();
  const server = new FakeServer();
  const caches = new MemoryCacheStorage();
  const indexedDB = new IDBFactory();
  const registerSync = vi.fn(async (_tag: string) => {});
  const clock = { now: Date.UTC(2025, 0, 1) };
  let online = false;
  let random = 0.5;
  let token: string | null = null;
  configureOffline({
    fetch: server.fetch,
    indexedDB,
    caches: caches.asCacheStorage(),
    locks: undefined,
    registerSync,
    now: () => clock.now,
    random: () => random,
    isOnline: () => online,
    getAuthToken: async () => token,
    baseUrl: `${BASE}/`,
  });
  return {
    server,
    caches,
    indexedDB,
    registerSync,
    clock,
    setOnline: (value) => void (online = value),
    setRandom: (value) => void (random = value),
    setToken: (value) => void (token = value),
  };
}

/** The headers of a request as a plain object (lower-case names). */
export const headersOf = (request: Request): Record<string, string> => Object.fromEntries(request.headers.entries());
