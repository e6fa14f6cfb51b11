import { toast } from '@perch/ui';

/**
 * Registers /service-worker.js for the whole site. Only production builds have one (`astro dev`
 * serves no worker). When a new deploy's worker takes over an open page, the user is told to
 * reload rather than having the page swapped under them. Offline, it waits for the connection.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) toast({ title: 'Perch was updated', description: 'Reload the page to use the new version.' });
  });
  const register = () =>
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Perch could not register its service worker; offline pages are unavailable.', error);
    });
  // Offline, the worker's script cannot be fetched (Chromium logs an error and the registration
  // fails): register when the connection returns, and the tools are kept then, on this page.
  if (navigator.onLine) void register();
  else window.addEventListener('online', () => void register(), { once: true });
}
