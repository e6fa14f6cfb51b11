/** The cookies the server reads and sets, named once (the page cache, the middleware and auth use them). */
export { CLERK_SESSION_COOKIE, GUEST_COOKIE, GUEST_MAX_AGE_S, SESSION_COOKIE } from '../../shared/cookieNames.mjs';
