// The cookies' names, named once for the server (site/server/auth/cookies.ts), the browser
// (site/shared/analytics/consent.ts) and the node server's fast path (site/server/runtime/fast-path.mjs),
// which runs before Astro and cannot import TypeScript. Imports nothing.

/** The built-in session (a random token; the database keeps only its hash). */
export const SESSION_COOKIE = 'perch_session';
/** Clerk's short-lived session token, kept fresh by clerk-js, when Clerk runs the accounts. */
export const CLERK_SESSION_COOKIE = '__session';
/** A visitor's synthetic guest id (tracking, role guest). */
export const GUEST_COOKIE = 'perch_guest';
/** How long a guest id is kept: a year. */
export const GUEST_MAX_AGE_S = 60 * 60 * 24 * 365;
/** The visitor's product analytics choice (granted or denied); the pages are the same either way. */
export const CONSENT_COOKIE = 'perch_analytics_consent';

/**
 * The Set-Cookie value giving a visitor a new guest id: only the server reads it (HttpOnly),
 * SameSite=Lax, Secure over https (also behind a TLS-terminating proxy). Written by the page
 * cache (site/server/publicPageCache.ts) and the fast path in front of it alike.
 * @param {boolean} secure
 * @returns {string}
 */
export function newGuestCookie(secure) {
  return `${GUEST_COOKIE}=guest-${crypto.randomUUID()}; Path=/; Max-Age=${GUEST_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
