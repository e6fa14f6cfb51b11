/**
 * Everything the offline client takes from its surroundings, in one place. The defaults read
 * `globalThis`, never `window`, so the same code runs in a page and in the service worker;
 * tests (and unusual hosts) replace parts with {@link configureOffline}.
 */
export interface OfflineEnvironment {
  /** Sends requests. Default: the platform's fetch. */
  fetch: typeof fetch;
  /** Opens databases. Default: the platform's IndexedDB. */
  indexedDB: IDBFactory;
  /** The clock, ms epoch. Default: Date.now. */
  now: () => number;
  /** A number in [0, 1) — decides the cleanup chance. Default: Math.random. */
  random: () => number;
  /** A bearer token for the signed-in user, or null (cookies are always sent too). Default: null. */
  getAuthToken: () => Promise<string | null>;
  /** Whether the platform believes it is online. Default: navigator.onLine (true when unknown). */
  isOnline: () => boolean;
  /** Cache Storage, when the platform has it. */
  caches: CacheStorage | undefined;
  /** The Web Locks API, when the platform has it. */
  locks: LockManager | undefined;
  /** Registers a background sync; silently skipped where unsupported. Never rejects. */
  registerSync: (tag: string) => Promise<void>;
  /** Where relative paths resolve (the page's or the worker's location). */
  baseUrl: string | undefined;
}

/** The Background Sync API's part of a registration (not in TypeScript's DOM lib). */
interface SyncCapable {
  active?: unknown;
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Inside a service worker: its own registration. In a page: the registration that controls the
 * page. `getRegistration()` is used rather than `ready` because `ready` never settles when no
 * worker was registered (development builds), and a caller must never wait forever on an extra.
 */
async function defaultRegisterSync(tag: string): Promise<void> {
  try {
    const scope = globalThis as { registration?: SyncCapable; navigator?: Navigator };
    let registration: SyncCapable | undefined = scope.registration;
    const container = scope.navigator?.serviceWorker;
    if (!registration && container) {
      registration = (await container.getRegistration()) as SyncCapable | undefined;
      // Installed but not yet active: `ready` settles once it is.
      if (registration && !registration.active) registration = (await container.ready) as SyncCapable;
    }
    await registration?.sync?.register(tag);
  } catch {
    // Background sync is an extra: the page replays on `online` anyway.
  }
}

function defaults(): OfflineEnvironment {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  return {
    // A wrapper, so a later polyfill or test double of globalThis.fetch is honoured and the
    // platform's fetch is never called with a foreign `this` ("Illegal invocation").
    fetch: (input, init) => globalThis.fetch(input, init),
    indexedDB: (globalThis as { indexedDB?: IDBFactory }).indexedDB as IDBFactory,
    now: () => Date.now(),
    random: () => Math.random(),
    getAuthToken: async () => null,
    isOnline: () => (typeof nav?.onLine === 'boolean' ? nav.onLine : true),
    caches: (globalThis as { caches?: CacheStorage }).caches,
    locks: nav?.locks,
    registerSync: defaultRegisterSync,
    baseUrl: (globalThis as { location?: Location }).location?.href,
  };
}

let configured: Partial<OfflineEnvironment> = {};
let current: OfflineEnvironment | undefined;

/**
 * Replaces parts of the environment; the rest keeps its default. Calls accumulate, e.g. the site
 * sets `getAuthToken` once at start-up; tests inject fetch, indexedDB, clocks and randomness.
 */
export function configureOffline(options: Partial<OfflineEnvironment>): void {
  configured = { ...configured, ...options };
  current = undefined;
}

/** Back to the platform defaults (tests). */
export function resetOfflineConfig(): void {
  configured = {};
  current = undefined;
}

/** The environment in force: the platform's defaults overridden by what was configured. */
export function env(): OfflineEnvironment {
  current ??= Object.assign(defaults(), configured);
  return current;
}
