// An entry of its own: a signed-in page loads it by URL after its load, when the browser is idle
// (site/components/OfflineClient.astro), and it starts on evaluation.
import { keepToolLists } from '@perch/ui/offline';
import { KEEP_OFFLINE_MESSAGE, PAGE_CACHE, TOOL_SHELL_URL } from '../sw/rules';
import { registerServiceWorker } from './serviceWorker';

/** Told on window once the page has asked the worker to keep what offline use needs: detail {ok}. */
export const OFFLINE_READY_EVENT = 'perch:offline-ready';

/**
 * Whether this device has everything the tools need offline: a service worker in control (so its
 * precache — engines, catalogue rows, search index — is complete) and the tool-page shell kept.
 */
export async function isKeptForOffline(): Promise<boolean> {
  if (!('caches' in window) || !navigator.serviceWorker?.controller) return false;
  return Boolean(await caches.match(TOOL_SHELL_URL, { cacheName: PAGE_CACHE }));
}

/** Asks the active worker to keep the tool-page shell; resolves with whether it is kept. */
async function askToKeep(): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent) => resolve(Boolean(event.data?.ok));
    worker.postMessage({ type: KEEP_OFFLINE_MESSAGE }, [channel.port2]);
  });
}

async function keep(): Promise<void> {
  const ok = (await isKeptForOffline()) || (await askToKeep().catch(() => false));
  window.dispatchEvent(new CustomEvent(OFFLINE_READY_EVENT, { detail: { ok } }));
}

/**
 * Loaded by a signed-in page after its load, when the browser is idle (never during the first
 * paint): registers the service worker — whose install fetches and keeps the build: every family
 * engine, the libraries they import, the catalogue rows and the search index (not the file tools'
 * worker, kept on first use) — makes sure the tool-page shell is kept, keeps the user's wishlist
 * and favourites, and fills in /tools' line.
 */
function startKeepingForOffline(): void {
  showOfflineReadiness();
  registerServiceWorker();
  void keep();
  // The user's wishlist and favourites, so a tool page drawn offline shows them as they are.
  void keepToolLists();
}

/**
 * The quiet line on /tools (`[data-part="offline-ready"]`, its words in data-*): "Getting … ready
 * for offline…" while they are being kept, "… done" once they are; nothing when they cannot be.
 * It claims offline use only once the device has what it takes (checked on load).
 */
function showOfflineReadiness(): void {
  const line = document.querySelector<HTMLElement>('[data-part="offline-ready"]');
  if (!line) return;
  const { getting = '', ready = '' } = line.dataset;
  let done = false;
  window.addEventListener(
    OFFLINE_READY_EVENT,
    (event) => {
      done = true;
      const ok = (event as CustomEvent<{ ok: boolean }>).detail.ok;
      if (!ok) line.textContent = '';
      else if (line.textContent === getting) line.textContent = `${getting} done`;
      else line.textContent = ready;
      line.dataset.state = ok ? 'ready' : 'unavailable';
    },
    { once: true },
  );
  void isKeptForOffline().then((kept) => {
    if (done) return;
    line.textContent = kept ? ready : getting;
    line.dataset.state = kept ? 'ready' : 'getting';
  });
}

startKeepingForOffline();
