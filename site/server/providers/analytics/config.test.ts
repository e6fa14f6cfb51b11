import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, AnalyticsConfigError, analyticsProviderConfig, DEFAULT_POSTHOG_HOST } from './config';
import { postHogAnalytics } from './posthog';
import { identityOfGuest, identityOfUser } from '../../services/analyticsIdentity';

describe('the analytics provider from the environment', () => {
  it('no key: no third-party analytics', () => {
    expect(analyticsProviderConfig({})).toEqual({ provider: 'embedded' });
    expect(analyticsProviderConfig({ PUBLIC_POSTHOG_KEY: '  ' })).toEqual({ provider: 'embedded' });
  });

  it('a key: PostHog, on its US cloud unless PUBLIC_POSTHOG_HOST names another', () => {
    expect(analyticsProviderConfig({ PUBLIC_POSTHOG_KEY: 'phc_abcdef123' })).toEqual({
      provider: 'posthog',
      key: 'phc_abcdef123',
      host: DEFAULT_POSTHOG_HOST,
    });
    expect(
      analyticsProviderConfig({
        PUBLIC_POSTHOG_KEY: 'phc_abcdef123',
        PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com/',
      }),
    ).toMatchObject({ host: 'https://eu.i.posthog.com' });
    expect(
      analyticsProviderConfig({ PUBLIC_POSTHOG_KEY: 'phc_abcdef123', PUBLIC_POSTHOG_HOST: 'http://127.0.0.1:9000' }),
    ).toMatchObject({ host: 'http://127.0.0.1:9000' });
  });

  it('a wrong setting stops the start with a message naming it', () => {
    const fails = (env: Parameters<typeof analyticsProviderConfig>[0], message: string) => {
      expect(() => analyticsProviderConfig(env)).toThrow(AnalyticsConfigError);
      expect(() => analyticsProviderConfig(env)).toThrow(message);
    };
    fails({ PUBLIC_POSTHOG_KEY: 'phc key with spaces' }, ANALYTICS_MESSAGES.invalidKey);
    fails({ PUBLIC_POSTHOG_KEY: '<script>' }, ANALYTICS_MESSAGES.invalidKey);
    fails(
      { PUBLIC_POSTHOG_KEY: 'phc_abcdef123', PUBLIC_POSTHOG_HOST: 'eu.i.posthog.com' },
      ANALYTICS_MESSAGES.invalidHost,
    );
    fails(
      { PUBLIC_POSTHOG_KEY: 'phc_abcdef123', PUBLIC_POSTHOG_HOST: 'javascript:alert(1)' },
      ANALYTICS_MESSAGES.invalidHost,
    );
    fails(
      { PUBLIC_POSTHOG_KEY: 'phc_abcdef123', PUBLIC_POSTHOG_HOST: 'https://user:pw@eu.i.posthog.com' },
      ANALYTICS_MESSAGES.invalidHost,
    );
    fails({ PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com' }, ANALYTICS_MESSAGES.hostWithoutKey);
  });

  it('PostHog opens connect-src to its host only, and gives the page the key and host', () => {
    const directives: string[] = [];
    const provider = postHogAnalytics({
      provider: 'posthog',
      key: 'phc_abcdef123',
      host: 'https://eu.i.posthog.com/base',
    });
    provider.allowInCsp({
      insertDirective: (d) => directives.push(d),
      insertScriptResource: () => {},
      insertStyleResource: () => {},
    });
    expect(directives).toEqual(["connect-src 'self' https://eu.i.posthog.com"]);
    expect(provider.browserConfig()).toEqual({ key: 'phc_abcdef123', apiHost: 'https://eu.i.posthog.com/base' });
  });
});

describe('who a page belongs to, for analytics', () => {
  it('a user: the spec §3 people properties', () => {
    const lastLoginAt = new Date('2026-11-25T09:00:00Z');
    const createdAt = new Date('2026-11-01T00:00:00Z');
    expect(
      identityOfUser(
        { id: 'u-1', email: 'a@b.c', firstName: 'Ada', lastName: 'L', role: 'user', hasPermission: true, lastLoginAt },
        { status: 'active', plan: 'monthly', createdAt },
      ),
    ).toEqual({
      kind: 'user',
      distinctId: 'u-1',
      properties: {
        email: 'a@b.c',
        first_name: 'Ada',
        last_name: 'L',
        role: 'user',
        has_permission: true,
        last_login: '2026-11-25T09:00:00.000Z',
        subscription_status: 'active',
        subscription_plan: 'monthly',
        subscription_start_date: '2026-11-01T00:00:00.000Z',
      },
    });
    expect(
      identityOfUser(
        {
          id: 'u-2',
          email: 'x@y.z',
          firstName: '',
          lastName: '',
          role: 'admin',
          hasPermission: false,
          lastLoginAt: null,
        },
        null,
      ).kind,
    ).toBe('user');
  });

  it('a visitor: the guest id with role guest', () => {
    expect(identityOfGuest('guest-1')).toEqual({ kind: 'guest', distinctId: 'guest-1', properties: { role: 'guest' } });
  });
});
