import { safeReturnPath } from '../http/redirect';

/** Spec §2: the routes that need a signed-in user (with their sub-paths where they have any). */
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/tools',
  '/apps',
  '/app-request',
  '/wishlist',
  '/parooty-onboarding',
  '/app',
  '/profile',
  '/subscription',
  '/account',
  '/onboarding',
  '/checkout',
] as const;

/** Public pages under a guarded prefix: the payment result pages. */
const PUBLIC_EXCEPTIONS = new Set(['/subscription/success', '/subscription/cancel', '/checkout/success']);

/** Where a signed-in user lands (spec §2: / and /dashboard go to /tools). */
export const SIGNED_IN_HOME = '/tools';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export interface GuardUser {
  role: string;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function under(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

export function needsSignIn(pathname: string): boolean {
  const path = normalise(pathname);
  if (PUBLIC_EXCEPTIONS.has(path)) return false;
  return SIGNED_IN_ROUTES.some((route) => under(path, route));
}

export function isAdminArea(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== '/admin' && under(path, '/admin');
}

/** /login?next=… for a page a visitor may not see yet. */
export function loginRedirect(pathname: string, search: string): string {
  return `/login?next=${encodeURIComponent(pathname + search)}`;
}

/**
 * What a page request may do, from its path and the signed-in user (spec §2 "Protection
 * behaviour", §6): visitors go to /login (admin pages: /admin); signed-in users skip / and
 * /dashboard, /login and /signup; admin pages are invisible (404) to everyone but admins.
 */
export function guardPage(pathname: string, search: string, method: string, user: GuardUser | null): GuardDecision {
  const path = normalise(pathname);
  const reading = method === 'GET' || method === 'HEAD';
  if (isAdminArea(path)) {
    if (!user) return { kind: 'redirect', location: '/admin' };
    return user.role === 'admin' ? { kind: 'allow' } : { kind: 'not-found' };
  }
  if (!user)
    return needsSignIn(path) ? { kind: 'redirect', location: loginRedirect(pathname, search) } : { kind: 'allow' };
  if (!reading) return { kind: 'allow' };
  if (path === '/' || path === '/dashboard') return { kind: 'redirect', location: SIGNED_IN_HOME };
  if (path === '/login' || path === '/signup') {
    const next = new URLSearchParams(search).get('next');
    return { kind: 'redirect', location: safeReturnPath(next, SIGNED_IN_HOME) };
  }
  if (path === '/admin' && user.role === 'admin') return { kind: 'redirect', location: '/admin/dashboard' };
  return { kind: 'allow' };
}
