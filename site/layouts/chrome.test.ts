import { describe, expect, it } from 'vitest';
import { HIDDEN_CHROME_ROUTES, OFFLINE_ROUTE, showsChat, showsChrome, showsConversation } from './chrome';

describe('showsChrome', () => {
  it('hides the chrome on exactly the four spec routes, with or without a trailing slash', () => {
    for (const route of HIDDEN_CHROME_ROUTES) {
      expect(showsChrome(route)).toBe(false);
      expect(showsChrome(`${route}/`)).toBe(false);
      expect(showsChrome(`${route}?next=/tools`)).toBe(false);
    }
    expect(HIDDEN_CHROME_ROUTES).toEqual(['/login', '/signup', '/onboarding', '/parooty-onboarding']);
  });

  it("hides it on the service worker's offline page, which is cached for everyone", () => {
    expect(showsChrome(OFFLINE_ROUTE)).toBe(false);
    expect(showsChrome('/offline/')).toBe(false);
    expect(showsChat(OFFLINE_ROUTE)).toBe(false);
  });

  it('shows it everywhere else', () => {
    for (const route of [
      '/',
      '/pricing',
      '/terms',
      '/parooty',
      '/tools',
      '/login-help',
      '/signups',
      '/offline-tools',
    ]) {
      expect(showsChrome(route)).toBe(true);
    }
  });
});

describe('showsChat', () => {
  it('mounts the chat wherever the chrome shows, the legal pages included (spec §2)', () => {
    for (const route of ['/', '/pricing', '/tools', '/dashboard', '/nope', '/terms', '/privacy', '/refund-policy/'])
      expect(showsChat(route)).toBe(true);
    for (const route of [...HIDDEN_CHROME_ROUTES, OFFLINE_ROUTE]) expect(showsChat(route)).toBe(false);
  });
});

describe('showsConversation', () => {
  it('is /parooty alone (with or without a trailing slash or a query), where the chat still shows', () => {
    for (const route of ['/parooty', '/parooty/', '/parooty?q=hi']) {
      expect(showsConversation(route)).toBe(true);
      expect(showsChat(route)).toBe(true);
    }
    for (const route of ['/', '/parooty-onboarding', '/tools', '/parooty/x', '/parootys'])
      expect(showsConversation(route)).toBe(false);
  });
});
