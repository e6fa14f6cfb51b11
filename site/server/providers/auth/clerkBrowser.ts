import type { ClerkConfig } from './clerkConfig';

/**
 * What the browser needs to start Clerk on /login, /signup and /sso-callback. The keys are read
 * at run time (server env), so the page carries them as a JSON data element rather than a
 * build-time constant. Only public values: the secret key never leaves the server.
 */
export interface ClerkBrowserConfig {
  publishableKey: string;
  proxyUrl?: string;
}

export function clerkBrowserConfig(config: ClerkConfig): ClerkBrowserConfig {
  return { publishableKey: config.publishableKey, ...(config.proxyUrl ? { proxyUrl: config.proxyUrl } : {}) };
}

/** The id of the `<script type="application/json">` element that carries ClerkBrowserConfig. */
export const CLERK_CONFIG_ELEMENT_ID = 'perch-clerk-config';

/** Cloudflare's bot protection, which Clerk's sign-in and sign-up may show (script and frame). */
export const CLERK_CHALLENGES_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The origin the browser loads Clerk's scripts from and calls: the frontend API host in the
 * publishable key, or an absolute proxy. A relative proxy is our own origin ('self').
 * Clerk's loader always uses https for a host (only a relative proxy keeps the page's scheme).
 */
export function clerkFrontendOrigin(config: ClerkConfig): string | null {
  if (config.proxyUrl?.startsWith('/')) return null;
  if (config.proxyUrl) return `https://${config.proxyUrl.replace(/^https?:\/\//, '').split('/')[0]}`;
  return `https://${config.frontendApi}`;
}

/** The subset of Astro's per-page CSP API used here (Astro.csp). */
export interface PageCsp {
  insertDirective(directive: string): void;
  insertScriptResource(resource: string): void;
  insertStyleResource(resource: string): void;
}

/**
 * Opens the page's Content-Security-Policy to Clerk, as Clerk documents it: its scripts and API
 * calls on the frontend origin, avatars from img.clerk.com (img-src already allows https:),
 * Cloudflare's challenge, workers from blob:, and 'unsafe-inline' styles because Clerk's
 * components inject their CSS at run time. Only the pages that mount Clerk call this; every
 * other page keeps the strict, hash-only policy.
 */
export function allowClerkInCsp(csp: PageCsp | undefined, config: ClerkConfig): void {
  if (!csp) return;
  const origin = clerkFrontendOrigin(config);
  const hosts = origin ? [origin] : [];
  // A resource replaces Astro's default 'self', so it is named again.
  for (const resource of ["'self'", ...hosts, CLERK_CHALLENGES_ORIGIN]) csp.insertScriptResource(resource);
  for (const resource of ["'self'", "'unsafe-inline'"]) csp.insertStyleResource(resource);
  csp.insertDirective(["connect-src 'self'", ...hosts].join(' '));
  csp.insertDirective(["img-src 'self' data: https:", ...hosts].join(' '));
  csp.insertDirective(`frame-src 'self' ${CLERK_CHALLENGES_ORIGIN}`);
  csp.insertDirective("worker-src 'self' blob:");
}
