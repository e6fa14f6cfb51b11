import { loadClerkJSScript } from '@clerk/shared/loadClerkJsScript';
import type { ClerkOptions } from '@clerk/shared/types';
import { readClerkConfig } from './load';

/**
 * Signed-in pages in Clerk mode: Clerk's session token (the `__session` cookie our server
 * verifies) lives about a minute, and clerk-js is what renews it before it expires. Loads
 * clerk-js alone (no UI) and starts it; a failure is logged and the page goes on — the server
 * then sees an expired token at the next request and sends the user through /login.
 */
export async function keepClerkSessionFresh(): Promise<void> {
  try {
    const config = readClerkConfig();
    await loadClerkJSScript({
      publishableKey: config.publishableKey,
      ...(config.proxyUrl ? { proxyUrl: config.proxyUrl } : {}),
    });
    await window.Clerk?.load({ signInUrl: '/login', signUpUrl: '/signup', telemetry: false } as ClerkOptions);
  } catch (error) {
    console.warn('Clerk could not start on this page; the session will not be renewed here.', error);
  }
}
