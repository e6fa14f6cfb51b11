import { describe, expect, it } from 'vitest';
import {
  authProviderConfig,
  CLERK_MESSAGES,
  CLERK_USER_REFRESH_DEFAULT_SECONDS,
  decodePublishableKey,
  isValidProxyUrl,
  relativeProxyPath,
} from './clerkConfig';

const key = (host: string, kind = 'test') => `pk_${kind}_${Buffer.from(`${host}$`).toString('base64')}`;

describe('Clerk configuration (spec §5)', () => {
  it('uses the built-in accounts when no Clerk key is set', () => {
    expect(authProviderConfig({})).toEqual({ provider: 'embedded' });
    expect(authProviderConfig({ PUBLIC_CLERK_PUBLISHABLE_KEY: '  ', CLERK_SECRET_KEY: '' })).toEqual({
      provider: 'embedded',
    });
  });

  it('accepts live and test keys that decode to a host ending in "$"', () => {
    expect(decodePublishableKey(key('clerk.perch.app', 'live'))).toEqual({
      frontendApi: 'clerk.perch.app',
      instanceType: 'production',
    });
    expect(decodePublishableKey(key('happy-owl-1.clerk.accounts.dev'))).toEqual({
      frontendApi: 'happy-owl-1.clerk.accounts.dev',
      instanceType: 'development',
    });
    const config = authProviderConfig({
      PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app'),
      CLERK_SECRET_KEY: 'sk_test_x',
      CLERK_JWT_KEY: 'PEM',
    });
    expect(config).toMatchObject({ provider: 'clerk', frontendApi: 'clerk.perch.app', jwtKey: 'PEM' });
  });

  it('refuses a key with another prefix or one that does not decode to text ending in "$"', () => {
    for (const bad of [
      'sk_test_abc',
      `pk_prod_${Buffer.from('x$').toString('base64')}`,
      `pk_test_${Buffer.from('clerk.perch.app').toString('base64')}`,
      'pk_test_',
      'pk_test_!!!',
    ]) {
      expect(decodePublishableKey(bad), bad).toBeNull();
      expect(() => authProviderConfig({ PUBLIC_CLERK_PUBLISHABLE_KEY: bad, CLERK_SECRET_KEY: 'sk_test_x' })).toThrow(
        CLERK_MESSAGES.invalidPublishableKey,
      );
    }
  });

  it('turns literal \\n in CLERK_JWT_KEY into newlines', () => {
    const config = authProviderConfig({
      PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app'),
      CLERK_SECRET_KEY: 'sk_test_x',
      CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----\\nABC\\n-----END PUBLIC KEY-----',
    });
    expect(config).toMatchObject({ jwtKey: '-----BEGIN PUBLIC KEY-----\nABC\n-----END PUBLIC KEY-----' });
  });

  it('names the missing half when only one key is set', () => {
    expect(() => authProviderConfig({ CLERK_SECRET_KEY: 'sk_test_x' })).toThrow(CLERK_MESSAGES.missingPublishableKey);
    expect(() => authProviderConfig({ PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app') })).toThrow(
      CLERK_MESSAGES.missingSecretKey,
    );
  });

  it('accepts a proxy URL that is absolute http(s) or a path from the root', () => {
    for (const ok of ['https://perch.app/__clerk', 'http://localhost:4321/clerk', '/__clerk'])
      expect(isValidProxyUrl(ok), ok).toBe(true);
    for (const bad of ['ftp://perch.app/x', '__clerk', '//evil.example', 'javascript:alert(1)'])
      expect(isValidProxyUrl(bad), bad).toBe(false);
    // A relative one is a path this site forwards: a path of its own, matched against requests.
    for (const ok of ['/__clerk/', '/auth/clerk-proxy', '/a.b~c']) expect(isValidProxyUrl(ok), ok).toBe(true);
    for (const bad of ['/', '/__clerk?x=1', '/__clerk#x', '/../api', '/__clerk/./x', '/a b', '/%2e%2e'])
      expect(isValidProxyUrl(bad), bad).toBe(false);
    expect(() =>
      authProviderConfig({
        PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app'),
        CLERK_SECRET_KEY: 'sk_test_x',
        PUBLIC_CLERK_PROXY_URL: 'clerk-proxy',
      }),
    ).toThrow(CLERK_MESSAGES.invalidProxyUrl);
  });

  it('forwards a relative proxy path only in Clerk mode, without its trailing slash', () => {
    const clerk = (proxy?: string) =>
      authProviderConfig({
        PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app', 'live'),
        CLERK_SECRET_KEY: 'sk_live_x',
        ...(proxy ? { PUBLIC_CLERK_PROXY_URL: proxy } : {}),
      });
    expect(relativeProxyPath(clerk('/__clerk/'))).toBe('/__clerk');
    expect(relativeProxyPath(clerk('https://perch.app/__clerk'))).toBeNull();
    expect(relativeProxyPath(clerk())).toBeNull();
    expect(relativeProxyPath({ provider: 'embedded' })).toBeNull();
  });

  it('takes CLERK_FAPI_URL (where the relative proxy forwards) only as a plain http(s) URL', () => {
    const env = {
      PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app', 'live'),
      CLERK_SECRET_KEY: 'sk_live_x',
      PUBLIC_CLERK_PROXY_URL: '/__clerk',
    };
    expect(authProviderConfig({ ...env, CLERK_FAPI_URL: ' https://127.0.0.1:8443 ' })).toMatchObject({
      fapiUrl: 'https://127.0.0.1:8443',
    });
    expect(authProviderConfig(env)).toMatchObject({ fapiUrl: undefined });
    for (const bad of ['frontend-api.clerk.dev', 'ftp://x', 'https://u:p@x', 'https://x/?a=1', 'https://x/#a']) {
      expect(() => authProviderConfig({ ...env, CLERK_FAPI_URL: bad }), bad).toThrow(CLERK_MESSAGES.invalidFapiUrl);
    }
  });

  it('reads mirrored users from Clerk again every 10 minutes, or every CLERK_USER_REFRESH_SECONDS', () => {
    const env = { PUBLIC_CLERK_PUBLISHABLE_KEY: key('clerk.perch.app'), CLERK_SECRET_KEY: 'sk_test_x' };
    expect(authProviderConfig(env)).toMatchObject({ userRefreshMs: CLERK_USER_REFRESH_DEFAULT_SECONDS * 1000 });
    expect(CLERK_USER_REFRESH_DEFAULT_SECONDS).toBe(600);
    expect(authProviderConfig({ ...env, CLERK_USER_REFRESH_SECONDS: ' 30 ' })).toMatchObject({ userRefreshMs: 30_000 });
    expect(authProviderConfig({ ...env, CLERK_USER_REFRESH_SECONDS: '0' })).toMatchObject({ userRefreshMs: 0 });
    for (const bad of ['-1', '1.5', 'ten', '1e3']) {
      expect(() => authProviderConfig({ ...env, CLERK_USER_REFRESH_SECONDS: bad }), bad).toThrow(
        CLERK_MESSAGES.invalidUserRefresh,
      );
    }
  });
});
