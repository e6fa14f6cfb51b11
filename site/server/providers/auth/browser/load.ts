import { loadClerkJSScript, loadClerkUIScript } from '@clerk/shared/loadClerkJsScript';
import type { BrowserClerk, ClerkOptions } from '@clerk/shared/types';
import { clerkAppearance } from './appearance';

/** Mirrors ../clerkBrowser.ts, the server half (this browser half must not import server code). */
interface ClerkBrowserConfig {
  publishableKey: string;
  proxyUrl?: string;
}
const CONFIG_ELEMENT_ID = 'perch-clerk-config';

declare global {
  interface Window {
    Clerk?: BrowserClerk;
    __internal_ClerkUICtor?: NonNullable<ClerkOptions['ui']>['ClerkUI'];
  }
}

/** The run-time Clerk configuration the server put on the page (a JSON data element). */
export function readClerkConfig(doc: Document = document): ClerkBrowserConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  const config = text ? (JSON.parse(text) as ClerkBrowserConfig) : null;
  if (!config?.publishableKey) throw new Error('Clerk is not configured on this page');
  return config;
}

/**
 * Loads clerk-js and Clerk's UI from the frontend host (or proxy) and starts Clerk in the site's
 * dark theme. Clerk's loader retries each script (spec §9: 125 ms, doubling, 5 retries) and then
 * raises "Failed to load Clerk JS" / "Failed to load Clerk UI" (spec §8).
 */
export async function loadClerk(options: Partial<ClerkOptions> = {}): Promise<BrowserClerk> {
  const config = readClerkConfig();
  const scripts = { publishableKey: config.publishableKey, ...(config.proxyUrl ? { proxyUrl: config.proxyUrl } : {}) };
  await Promise.all([loadClerkJSScript(scripts), loadClerkUIScript(scripts)]);
  const clerk = window.Clerk;
  const ClerkUI = window.__internal_ClerkUICtor;
  if (!clerk || !ClerkUI) throw new Error('Failed to load Clerk');
  await clerk.load({
    ...options,
    ui: { ClerkUI },
    appearance: clerkAppearance,
    signInUrl: '/login',
    signUpUrl: '/signup',
    // Clerk's telemetry host is not in the page's CSP, and Perch has its own analytics.
    telemetry: false,
  } as ClerkOptions);
  return clerk;
}

/**
 * Clerk's loader gives up on a script by rejecting a promise nobody holds (after its retries),
 * so the failure surfaces as an unhandled rejection long before its own time-out. This turns
 * that into a callback, and keeps it out of the console as an uncaught error.
 */
export function onClerkScriptFailure(callback: (error: Error) => void): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { code?: string } | undefined;
    if (reason?.code === 'failed_to_load_clerk_js' || reason?.code === 'failed_to_load_clerk_ui') {
      event.preventDefault();
      callback(event.reason as Error);
    }
  });
}
