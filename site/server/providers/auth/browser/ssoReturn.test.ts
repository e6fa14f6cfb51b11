import { describe, expect, it } from 'vitest';
import { returnExternalLoginsToCallbackPage, ssoCallbackUrl, widgetCallbackToRoute } from './ssoReturn';

const login = new URL('https://perch.app/login?next=%2Fwishlist');
const signup = new URL('https://perch.app/signup');

describe("external logins return to /sso-callback (spec §2), not to the widget's /login#/sso-callback", () => {
  it('replaces the hash callback of SignIn with /sso-callback, and of SignUp with /sso-callback?signup=true', () => {
    expect(widgetCallbackToRoute('#/sso-callback?sign_in_force_redirect_url=%2Fdashboard', 'sign-in', login)).toBe(
      'https://perch.app/sso-callback',
    );
    expect(widgetCallbackToRoute('https://perch.app/login#/sso-callback', 'sign-in', login)).toBe(
      'https://perch.app/sso-callback',
    );
    expect(widgetCallbackToRoute('/signup#/sso-callback?redirect_url=x', 'sign-up', signup)).toBe(
      'https://perch.app/sso-callback?signup=true',
    );
    // A combined flow's sign-up inside SignIn is a sign-up.
    expect(widgetCallbackToRoute('#/create/sso-callback', 'sign-in', login)).toBe(
      'https://perch.app/sso-callback?signup=true',
    );
    // The admin sign-in page mounts SignIn too.
    expect(widgetCallbackToRoute('#/sso-callback', 'sign-in', new URL('https://perch.app/admin'))).toBe(
      'https://perch.app/sso-callback',
    );
  });

  it('leaves every other address alone', () => {
    for (const other of [
      '/dashboard',
      '#/factor-one',
      '#/sso-callbackx',
      '/signup#/sso-callback',
      'https://evil.example/login#/sso-callback',
      '/onboarding',
      'http://[bad',
    ]) {
      expect(widgetCallbackToRoute(other, 'sign-in', login), other).toBeNull();
    }
  });

  it("wraps the page's Clerk so the widget's redirect_url is ours, keeping Clerk's own decoration", () => {
    const clerk = { buildUrlWithAuth: (to: string) => `decorated(${to})` };
    returnExternalLoginsToCallbackPage(clerk, 'sign-up', () => signup);
    expect(clerk.buildUrlWithAuth('#/sso-callback?a=1')).toBe(
      `decorated(${ssoCallbackUrl('sign-up', 'https://perch.app')})`,
    );
    expect(clerk.buildUrlWithAuth('/onboarding')).toBe('decorated(/onboarding)');
  });
});
