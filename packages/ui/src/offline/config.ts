/**
 * Everything the offline client takes from its surroundings, in one place, with browser defaults
 * that also hold inside a service worker (no `window` is assumed).
 */
export interface OfflineEnvironment {
  fetch: typeof fetch;
  indexedDB: IDBFactory;
  now: () => number;
  random: () => number;
  /** A bearer token for the signed-in user, or null (cookies are always sent too). */
  getAuthToken: () => Promise<string | null>;
  isOnline: () => boolean;
  /** Cache Storage, when the platform has it. */
  caches: CacheStorage | undefined;
  /** The Web Locks API, when the platform has it. */
  locks: LockManager | undefined;
  /** Registers a background sync; silently skipped where unsupported. */
  registerSync: (tag: string) => Promise<void>;
  /** Where relative paths resolve (the page's or the worker's origin). */
  baseUrl: string | undefined;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function defaultRegisterSync(tag: string): Promise<void> {
  try {
    const nav = globalThis.navigator as Navigator | undefined;
    const scope = globalThis as unknown as { registration?: SyncRegistration };
    const registration = (scope.registration ?? (nav?.serviceWorker ? await nav.serviceWorker.ready : undefined)) as SyncRegistration | undefined;
    await registration?.sync?.register(tag);
  } catch {
    // Background sync is an extra: the page replays on `online` anyway.
  }
}

function defaults(): OfflineEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    fetch: (...args) => globalThis.fetch(...args),
    indexedDB: globalThis.indexedDB,
    now: () => Date.now(),
    random: () => Math.random(),
    getAuthToken: async () => null,
    isOnline: () => (nav && typeof nav.onLine === 'boolean' ? nav.onLine : true),
    caches: (globalThis as { caches?: CacheStorage }).caches,
    locks: nav?.locks,
    registerSync: defaultRegisterSync,
    baseUrl: (globalThis as { location?: Location }).location?.href,
  };
}

let configured: Partial<OfflineEnvironment> = {};
let current: OfflineEnvironment | undefined;

/** Replaces parts of the environment (tests inject fetch, indexedDB, clocks and randomness). */
export function configureOffline(options: Partial<OfflineEnvironment>): void {
  configured = { ...configured, ...options };
  current = undefined;
}

/** Back to the platform defaults. */
export function resetOfflineConfig(): void {
  configured = {};
  current = undefined;
}

/** The environment in force: the platform's defaults overridden by what was configured. */
export function env(): OfflineEnvironment {
  current ??= Object.assign(defaults(), configured);
  return current;
}
