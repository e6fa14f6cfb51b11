import type { AuthNotice } from './notices';

/**
 * What /sso-callback does (spec §2 "SSO callback", §8): pure, driven by a Clerk-like object so
 * every branch is tested without a browser. The page performs the returned navigation.
 */

/** The part of Clerk's browser API the callback uses. */
export interface ClerkCallbackApi {
  /** The active session, when the visitor is signed in. */
  session?: { getToken(): Promise<string | null> } | null | undefined;
  handleRedirectCallback(
    params: Record<string, unknown>,
    customNavigate?: (to: string) => Promise<unknown>,
  ): Promise<unknown>;
}

export type AuthFlow = 'sign-in' | 'sign-up';

export interface SsoOutcome {
  /** Same-site path to go to. */
  location: string;
  /** The toast to show there. */
  notice?: AuthNotice;
}

/** Where each flow starts and where it ends when it succeeds (spec §2). */
export const FLOW_PAGES = {
  'sign-in': { start: '/login', success: '/dashboard' },
  'sign-up': { start: '/signup', success: '/onboarding' },
} as const satisfies Record<AuthFlow, { start: string; success: string }>;

/** Spec §2: the sign-up flow is detected by signup=true in the URL. */
export function callbackFlow(search: string): AuthFlow {
  return new URLSearchParams(search).get('signup') === 'true' ? 'sign-up' : 'sign-in';
}

/**
 * A step Clerk asks for inside our own sign-in or sign-up page (second factor, missing fields,
 * e-mail verification: `/login#/factor-two`, `/signup#/continue`). The flow goes on there, so it
 * is followed without a "not completed" notice.
 */
export function isContinuation(to: string): boolean {
  const base = 'https://perch.invalid';
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return false;
  }
  const pages: string[] = [FLOW_PAGES['sign-in'].start, FLOW_PAGES['sign-up'].start];
  return url.origin === base && pages.includes(url.pathname) && url.hash.startsWith('#/') && url.hash.length > 2;
}

/**
 * Completes an external login. `load` starts Clerk; its failure (the script did not load) is an
 * authentication error of its own. A visitor who is already signed in goes to /dashboard.
 * Clerk's own navigation is captured rather than followed, so the outcome decides where to go.
 */
export async function completeSsoCallback(
  load: () => Promise<ClerkCallbackApi>,
  search: string,
  log: (message: string, error: unknown) => void = console.error,
): Promise<SsoOutcome> {
  const flow = callbackFlow(search);
  let clerk: ClerkCallbackApi;
  try {
    clerk = await load();
  } catch (error) {
    log('Authentication could not start', error);
    return { location: FLOW_PAGES['sign-in'].start, notice: 'auth-error' };
  }
  if (clerk.session) return signedIn(clerk, FLOW_PAGES['sign-in'].success);

  let requested: string | null = null;
  try {
    await clerk.handleRedirectCallback(
      {
        signInUrl: FLOW_PAGES['sign-in'].start,
        signUpUrl: FLOW_PAGES['sign-up'].start,
        signInForceRedirectUrl: FLOW_PAGES['sign-in'].success,
        signUpForceRedirectUrl: FLOW_PAGES['sign-up'].success,
        reloadResource: flow === 'sign-up' ? 'signUp' : 'signIn',
      },
      async (to) => {
        requested = to;
      },
    );
  } catch (error) {
    log('The external login could not be completed', error);
    return { location: FLOW_PAGES[flow].start, notice: flow === 'sign-up' ? 'sign-up-error' : 'sign-in-error' };
  }
  if (clerk.session) return signedIn(clerk, FLOW_PAGES[flow].success);
  if (requested !== null && isContinuation(requested)) return { location: requested };
  return {
    location: FLOW_PAGES[flow].start,
    notice: flow === 'sign-up' ? 'sign-up-not-completed' : 'sign-in-not-completed',
  };
}

/** Refreshes the session token first: Clerk writes it to the `__session` cookie our server reads. */
async function signedIn(clerk: ClerkCallbackApi, location: string): Promise<SsoOutcome> {
  await clerk.session?.getToken().catch(() => null);
  return { location };
}
