/// <reference lib="webworker" />
// Perch's service worker, served at /service-worker.js (built by site/integrations/service-worker.mjs).
// - Precaches the app shell: every hashed build asset plus the offline page, versioned by the
//   build; a new deploy installs, takes over at once and drops the old precache.
// - Pages: network first; a page that answered 200 is kept, so visited pages open offline; a
//   tool page (/app/{id}?…) not kept as such is answered with the kept tool-page shell, which
//   draws the tool from the precached catalogue rows; any other page never visited gets the
//   offline page.
// - Keeps the tool-page shell when a signed-in page asks (KEEP_OFFLINE_MESSAGE, sent when idle).
// - The file tools' worker (pdf-lib) is not precached: kept on first use (FILE_TOOLS_CACHE).
// - Never caches /api/auth, /api/admin or /admin; API reads are cached by the offline client.
// - A tool's form sent offline before its page was live comes back to that page.
// - Replays the offline queue and syncs tool usage on background sync.
// - Sign-out (POST /api/auth/logout) clears the kept pages and the user's cached data.
import { clearUserData, onReplayFailure, replayPendingRequests, syncToolUsage } from '@perch/ui/offline';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  FILE_TOOLS_CACHE,
  KEEP_OFFLINE_MESSAGE,
  NEVER_CACHED,
  OFFLINE_URL,
  PAGE_CACHE,
  SYNC_TAGS,
  TOOL_PAGE,
  TOOL_SHELL_URL,
} from './rules';
import { REPLAY_FAILURE_MESSAGE } from './replayFailureMessage';

declare const self: ServiceWorkerGlobalScope;
/** Injected at build time: [{url, revision}] of everything to precache. */
declare const __PERCH_PRECACHE__: Array<{ url: string; revision: string | null }>;

self.skipWaiting();
clientsClaim();
precacheAndRoute(__PERCH_PRECACHE__);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !NEVER_CACHED.test(url.pathname),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      {
        // Only real pages: no redirects (a signed-out visitor's /tools → /login), no errors.
        cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
        // Offline, a tool page not kept at its own address is drawn by the kept shell.
        handlerDidError: async ({ request }) =>
          TOOL_PAGE.test(new URL(request.url).pathname)
            ? await caches.match(TOOL_SHELL_URL, { cacheName: PAGE_CACHE })
            : undefined,
      },
    ],
  }),
);

// Build files left out of the precache (the file tools' worker with pdf-lib: site/integrations/
// service-worker.mjs) are kept the first time a page uses them. Their names carry their hash.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({
    cacheName: FILE_TOOLS_CACHE,
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);

// A tool's form sent before its page was live (site/pages/app/[id].astro) cannot reach the server
// offline: the answer is that page again, kept for offline use and live by then, rather than the
// browser's own error page. What was typed is not in it; the tool runs as soon as it is entered again.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith('/app/'),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return Response.redirect(url.href, 303);
    }
  },
  'POST',
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    await Promise.allSettled([caches.delete(PAGE_CACHE), clearUserData()]);
    return fetch(request);
  },
  'POST',
);

/** Fetches and keeps the tool-page shell for the signed-in user; true once it is kept. */
async function keepToolShell(): Promise<boolean> {
  const response = await fetch(TOOL_SHELL_URL, { credentials: 'same-origin' });
  // Signed out meanwhile (a redirect to /login) or a server error: nothing is kept.
  if (response.status !== 200 || response.redirected) return false;
  await (await caches.open(PAGE_CACHE)).put(TOOL_SHELL_URL, response);
  return true;
}

// The kept shell names this build's assets: a new worker drops it, and the next signed-in page keeps it again.
self.addEventListener('activate', (event) => {
  // The file tools kept on first use are this build's too: a new build names new files.
  event.waitUntil(
    Promise.all([
      caches.open(PAGE_CACHE).then((cache) => cache.delete(TOOL_SHELL_URL)),
      caches.delete(FILE_TOOLS_CACHE),
    ]),
  );
});

// A signed-in page, idle after its load, asks for what offline use needs; the answer goes back
// on the message's port: {ok} once everything is kept (the precache is, since this worker is active).
self.addEventListener('message', (event) => {
  if (event.data?.type !== KEEP_OFFLINE_MESSAGE) return;
  const port = event.ports[0];
  event.waitUntil(
    keepToolShell().then(
      (ok) => port?.postMessage({ ok }),
      () => port?.postMessage({ ok: false }),
    ),
  );
});

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  return Response.error();
});

/** Background Sync's event (not in TypeScript's lib yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// A queued change replayed here and refused for good is told to every open page (which toasts it).
onReplayFailure((failure) => {
  void self.clients.matchAll({ type: 'window' }).then((clients) => {
    for (const client of clients) client.postMessage({ type: REPLAY_FAILURE_MESSAGE, failure });
  });
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (SYNC_TAGS.includes(sync.tag)) sync.waitUntil(Promise.all([replayPendingRequests(), syncToolUsage()]));
});
