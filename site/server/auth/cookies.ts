/** The cookies the server reads and sets, named once (the page cache, the middleware and auth use them). */
/** The built-in session (a random token; the database keeps only its hash). */
export const SESSION_COOKIE = 'perch_session';
/** Clerk's short-lived session token, kept fresh by clerk-js, when Clerk runs the accounts. */
export const CLERK_SESSION_COOKIE = '__session';
/** A visitor's synthetic guest id (tracking, role guest). */
export const GUEST_COOKIE = 'perch_guest';
