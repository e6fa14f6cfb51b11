import { describe, expect, it } from 'vitest';
import { APPS_HINT, DASHBOARD_HINT, displayName, initials, isActiveLink, navLinks } from './navLinks';

describe('navLinks', () => {
  it('gives visitors home, pricing, Login (Sign In on mobile) and Sign Up', () => {
    expect(navLinks(null).map((l) => [l.href, l.label, l.mobileLabel ?? l.label])).toEqual([
      ['/', 'Home', 'Home'],
      ['/pricing', 'Pricing', 'Pricing'],
      ['/login', 'Login', 'Sign In'],
      ['/signup', 'Sign Up', 'Sign Up'],
    ]);
  });

  it('gives signed-in users dashboard, apps and parooty; admins also Admin / Admin Panel', () => {
    expect(navLinks({ firstName: 'Ada' }).map((l) => l.href)).toEqual(['/dashboard', '/apps', '/parooty']);
    const admin = navLinks({ firstName: 'Ada', isAdmin: true }).at(-1);
    expect(admin).toMatchObject({ href: '/admin/dashboard', label: 'Admin', menuLabel: 'Admin Panel' });
  });

  it('says what Dashboard and Apps are: two ways into one screen (issue #36)', () => {
    const [dashboard, apps] = navLinks({ firstName: 'Ada' });
    expect(dashboard).toMatchObject({ label: 'Dashboard', hint: DASHBOARD_HINT });
    expect(apps).toMatchObject({ label: 'Apps', hint: APPS_HINT });
    expect(DASHBOARD_HINT).not.toBe(APPS_HINT);
  });
});

describe('isActiveLink', () => {
  it('matches home only exactly and sections by prefix', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/pricing')).toBe(false);
    expect(isActiveLink('/pricing', '/pricing?cycle=annual')).toBe(true);
    expect(isActiveLink('/apps', '/apps/42')).toBe(true);
    expect(isActiveLink('/app', '/apps')).toBe(false);
  });
});

describe('user display', () => {
  it('falls back to "User" and "U"', () => {
    expect(displayName({ firstName: '  ' })).toBe('User');
    expect(displayName({ firstName: 'Ada' })).toBe('Ada');
    expect(initials({})).toBe('U');
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
});
