/** Background sync tags: queued while offline, and registered again on going online (spec §7). */
export const SYNC_TAGS = ['request-sync', 'sync-pending-requests'];
/** Pages kept for offline use; cleared at sign-out. */
export const PAGE_CACHE = 'perch-pages-v1';
/** Shown for a page never opened on this device while offline (precached). */
export const OFFLINE_URL = '/offline';
/** Never cached by the service worker: accounts and admin. */
export const NEVER_CACHED = /^\/(?:api\/auth|api\/admin|admin)(?:\/|$)/;
/** The tool-page shell: kept once, it answers offline for any /app/{id}?… (site/pages/app/offline-shell.astro). */
export const TOOL_SHELL_URL = '/app/offline-shell';
/** The catalogue's rows as data, precached: the shell draws any tool from them. */
export const TOOL_ROWS_URL = '/catalogue/tools.json';
/** postMessage type: a signed-in page, idle after its load, asks the worker to keep what offline use needs. */
export const KEEP_OFFLINE_MESSAGE = 'perch:keep-offline';
/** A tool page's address (the shell itself excepted). */
export const TOOL_PAGE = /^\/app\/(?!offline-shell\/?$)[^/]+\/?$/;
/** The file tools' worker and libraries, kept on first use of each family (not precached: they are large). */
export const FILE_TOOLS_CACHE = 'perch-file-tools-v1';
