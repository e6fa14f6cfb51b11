import { describe, expect, it, vi } from 'vitest';
import { AUTH_NOTICES, takeNotice, withNotice } from './notices';
import { callbackFlow, completeSsoCallback, isContinuation, type ClerkCallbackApi } from './ssoCallback';

const session = () => ({ getToken: vi.fn(async () => 'jwt') });

/** A Clerk-like object whose handleRedirectCallback does what `effect` says. */
function fakeClerk(
  // biome-ignore lint/suspicious/noConfusingVoidType: an effect may return nothing, as Clerk's callbacks do
  effect: (clerk: ClerkCallbackApi, navigate: (to: string) => Promise<unknown>) => Promise<unknown> | void,
  signedIn = false,
) {
  const clerk: ClerkCallbackApi = {
    session: signedIn ? session() : null,
    handleRedirectCallback: vi.fn(async (_params, navigate) => effect(clerk, navigate!)),
  };
  return clerk;
}
const quiet = () => {};
const run = (clerk: ClerkCallbackApi | Error, search = '') =>
  completeSsoCallback(() => (clerk instanceof Error ? Promise.reject(clerk) : Promise.resolve(clerk)), search, quiet);

describe('/sso-callback decision (spec §2 "SSO callback", §8)', () => {
  it('detects the sign-up flow by signup=true only', () => {
    expect(callbackFlow('?signup=true')).toBe('sign-up');
    expect(callbackFlow('?signup=1')).toBe('sign-in');
    expect(callbackFlow('')).toBe('sign-in');
  });

  it('goes to /dashboard when the visitor is already signed in, without completing anything, refreshing the session cookie first', async () => {
    const clerk = fakeClerk(() => {}, true);
    expect(await run(clerk, '?signup=true')).toEqual({ location: '/dashboard' });
    expect(clerk.handleRedirectCallback).not.toHaveBeenCalled();
    expect(clerk.session!.getToken).toHaveBeenCalled();
  });

  it("completes the callback with our pages as Clerk's sign-in, sign-up and success URLs", async () => {
    const clerk = fakeClerk(() => {});
    await run(clerk, '?signup=true');
    expect(clerk.handleRedirectCallback).toHaveBeenCalledWith(
      {
        signInUrl: '/login',
        signUpUrl: '/signup',
        signInForceRedirectUrl: '/dashboard',
        signUpForceRedirectUrl: '/onboarding',
        reloadResource: 'signUp',
      },
      expect.any(Function),
    );
  });

  it('on success a sign-in goes to /dashboard and a sign-up to /onboarding', async () => {
    const activate = (c: ClerkCallbackApi) => {
      c.session = session();
    };
    expect(await run(fakeClerk(activate))).toEqual({ location: '/dashboard' });
    expect(await run(fakeClerk(activate), '?signup=true')).toEqual({ location: '/onboarding' });
  });

  it('not completed: "Sign-in not completed" then /login, "Sign-up not completed" then /signup', async () => {
    const sendsToSignIn = (_c: ClerkCallbackApi, navigate: (to: string) => Promise<unknown>) => navigate('/login');
    expect(await run(fakeClerk(sendsToSignIn))).toEqual({ location: '/login', notice: 'sign-in-not-completed' });
    expect(await run(fakeClerk(sendsToSignIn), '?signup=true')).toEqual({
      location: '/signup',
      notice: 'sign-up-not-completed',
    });
    expect(await run(fakeClerk(() => {}))).toEqual({ location: '/login', notice: 'sign-in-not-completed' });
  });

  it('follows a step Clerk asks for on our own sign-in or sign-up page (second factor, missing fields) without a notice', async () => {
    expect(await run(fakeClerk((_c, navigate) => navigate('/login#/factor-two')))).toEqual({
      location: '/login#/factor-two',
    });
    expect(
      await run(
        fakeClerk((_c, navigate) => navigate('/signup#/continue')),
        '?signup=true',
      ),
    ).toEqual({ location: '/signup#/continue' });
  });

  it('callback error: "Authentication error" for the sign-in or the sign-up, back to the matching page, logged', async () => {
    const failing = () => Promise.reject(new Error('transfer refused'));
    expect(await run(fakeClerk(failing))).toEqual({ location: '/login', notice: 'sign-in-error' });
    expect(await run(fakeClerk(failing), '?signup=true')).toEqual({ location: '/signup', notice: 'sign-up-error' });
    const log = vi.fn();
    await completeSsoCallback(async () => fakeClerk(failing), '', log);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'transfer refused' }));
  });

  it('any other authentication error (Clerk did not load) is the general error, then /login, even for a sign-up', async () => {
    expect(await run(new Error('Failed to load Clerk JS'), '?signup=true')).toEqual({
      location: '/login',
      notice: 'auth-error',
    });
  });
});

describe('continuations', () => {
  it('are hash steps on /login or /signup only', () => {
    expect(isContinuation('/login#/factor-one')).toBe(true);
    expect(isContinuation('/signup#/verify-email-address')).toBe(true);
    expect(isContinuation('/login')).toBe(false);
    expect(isContinuation('/login#/')).toBe(false);
    expect(isContinuation('/dashboard#/x')).toBe(false);
    expect(isContinuation('https://evil.example/login#/factor-one')).toBe(false);
    expect(isContinuation('//evil.example/login#/factor-one')).toBe(false);
  });
});

describe('authentication notices (spec §8, word for word)', () => {
  it('have the texts of the error catalogue', () => {
    expect(AUTH_NOTICES).toEqual({
      'sign-in-not-completed': {
        title: 'Sign-in not completed',
        description: 'There was an issue completing your sign-in. Please try again.',
      },
      'sign-up-not-completed': {
        title: 'Sign-up not completed',
        description: 'There was an issue completing your sign-up. Please try again.',
      },
      'sign-in-error': {
        title: 'Authentication error',
        description: 'There was an error completing your sign-in. Please try again.',
      },
      'sign-up-error': {
        title: 'Authentication error',
        description: 'There was an error completing your sign-up. Please try again.',
      },
      'auth-error': {
        title: 'Authentication error',
        description: 'There was an error with the authentication process. Please try again.',
      },
    });
  });

  it('travel as a code in the URL and come back as a destructive toast, the code removed from the address', () => {
    expect(withNotice('/login', 'sign-in-not-completed')).toBe('/login?notice=sign-in-not-completed');
    expect(withNotice('/login?next=%2Ftools', 'auth-error')).toBe('/login?next=%2Ftools&notice=auth-error');
    expect(withNotice('/dashboard', undefined)).toBe('/dashboard');
    const taken = takeNotice(new URL('https://perch.test/signup?next=%2Ftools&notice=sign-up-error#/continue'));
    expect(taken).toEqual({
      toast: {
        title: 'Authentication error',
        description: 'There was an error completing your sign-up. Please try again.',
        variant: 'destructive',
      },
      cleanUrl: '/signup?next=%2Ftools#/continue',
    });
  });

  it('ignore unknown codes (no toast, code still removed) and addresses without one', () => {
    expect(takeNotice(new URL('https://perch.test/login?notice=<b>hi</b>'))).toEqual({
      toast: null,
      cleanUrl: '/login',
    });
    expect(takeNotice(new URL('https://perch.test/login?notice=toString'))).toEqual({
      toast: null,
      cleanUrl: '/login',
    });
    expect(takeNotice(new URL('https://perch.test/login'))).toBeNull();
  });
});
