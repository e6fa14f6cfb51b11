/** Background sync tags: queued while offline, and registered again on going online (spec §7). */
export const SYNC_TAGS = ['request-sync', 'sync-pending-requests'];
/** Pages kept for offline use; cleared at sign-out. */
export const PAGE_CACHE = 'perch-pages-v1';
/** Shown for a page never opened on this device while offline (precached). */
export const OFFLINE_URL = '/offline';
/** Never cached by the service worker: accounts and admin. */
export const NEVER_CACHED = /^\/(?:api\/auth|api\/admin|admin)(?:\/|$)/;
/** postMessage type: a queued change the worker replayed was refused for good. */
export const REPLAY_FAILURE_MESSAGE = 'perch:replay-failure';
