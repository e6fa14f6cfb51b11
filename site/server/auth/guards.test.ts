import { describe, expect, it } from 'vitest';
import { guardPage, needsSignIn, SIGNED_IN_ROUTES } from './guards';

const user = { role: 'user' };
const admin = { role: 'admin' };

describe('guardPage', () => {
  it('sends visitors of every signed-in route to /login with the page to return to', () => {
    for (const route of SIGNED_IN_ROUTES) {
      expect(guardPage(route, '', 'GET', null)).toEqual({
        kind: 'redirect',
        location: `/login?next=${encodeURIComponent(route)}`,
      });
    }
    expect(guardPage('/app/json-formatter', '?tab=2', 'GET', null)).toEqual({
      kind: 'redirect',
      location: '/login?next=%2Fapp%2Fjson-formatter%3Ftab%3D2',
    });
  });

  it('leaves public pages, look-alike paths and the payment result pages open', () => {
    for (const path of [
      '/',
      '/pricing',
      '/terms',
      '/login',
      '/signup',
      '/parooty',
      '/sso-callback',
      '/subscription/success',
      '/subscription/cancel',
      '/checkout/success',
      '/admin',
      '/applications',
      '/toolsmith',
    ]) {
      expect(guardPage(path, '', 'GET', null), path).toEqual({ kind: 'allow' });
    }
    expect(needsSignIn('/tools/')).toBe(true);
    expect(needsSignIn('/subscription')).toBe(true);
  });

  it('sends a signed-in user from /, /dashboard, /login and /signup to /tools', () => {
    for (const path of ['/', '/dashboard', '/dashboard/', '/login', '/signup']) {
      expect(guardPage(path, '', 'GET', user), path).toEqual({ kind: 'redirect', location: '/tools' });
    }
    expect(guardPage('/login', '?next=%2Fprofile', 'GET', user)).toEqual({ kind: 'redirect', location: '/profile' });
    expect(guardPage('/login', '?next=https%3A%2F%2Fevil.example', 'GET', user)).toEqual({
      kind: 'redirect',
      location: '/tools',
    });
    // A form post to /login while signed in (switching accounts) is let through.
    expect(guardPage('/login', '', 'POST', user)).toEqual({ kind: 'allow' });
    expect(guardPage('/profile', '', 'GET', user)).toEqual({ kind: 'allow' });
  });

  it('hides the admin area: visitors to /admin, users get a 404, admins pass', () => {
    expect(guardPage('/admin/dashboard', '', 'GET', null)).toEqual({ kind: 'redirect', location: '/admin' });
    expect(guardPage('/admin/dashboard', '', 'GET', user)).toEqual({ kind: 'not-found' });
    expect(guardPage('/admin/dashboard', '', 'GET', admin)).toEqual({ kind: 'allow' });
    expect(guardPage('/admin', '', 'GET', admin)).toEqual({ kind: 'redirect', location: '/admin/dashboard' });
    expect(guardPage('/admin', '', 'GET', user)).toEqual({ kind: 'allow' });
  });
});
