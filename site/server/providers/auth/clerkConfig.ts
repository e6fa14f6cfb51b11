/**
 * Which account provider runs, from the environment (spec §5 "Clerk key rules"). Pure: the
 * server calls it at start-up (the health check) so a wrong key stops `npm start` with a
 * message instead of failing on the first sign-in.
 */
export class AuthConfigError extends Error {
  override name = 'AuthConfigError';
}

export const CLERK_MESSAGES = {
  missingPublishableKey:
    'Missing publishable key: CLERK_SECRET_KEY is set but PUBLIC_CLERK_PUBLISHABLE_KEY is not. Set both to use Clerk, or neither for the built-in accounts.',
  invalidPublishableKey:
    'Invalid publishable key: PUBLIC_CLERK_PUBLISHABLE_KEY must start with pk_live_ or pk_test_ followed by the base64 of your Clerk frontend host ending in "$". Copy it again from the Clerk dashboard (API keys).',
  missingSecretKey:
    'Missing secret key: PUBLIC_CLERK_PUBLISHABLE_KEY is set but CLERK_SECRET_KEY is not. Set both to use Clerk, or neither for the built-in accounts.',
  invalidProxyUrl:
    'Invalid proxy URL: PUBLIC_CLERK_PROXY_URL must be an absolute http(s) URL or a path of its own starting with "/" (such as /__clerk: letters, digits and . _ ~ - only, no query).',
  invalidFapiUrl:
    'Invalid Frontend API URL: CLERK_FAPI_URL must be an absolute http(s) URL without credentials, query or hash.',
  invalidUserRefresh: 'Invalid CLERK_USER_REFRESH_SECONDS: it must be a whole number of seconds (0 or more).',
} as const;

export interface ClerkConfig {
  provider: 'clerk';
  publishableKey: string;
  secretKey: string;
  /** The Clerk frontend API host encoded in the publishable key. */
  frontendApi: string;
  instanceType: 'production' | 'development';
  /** PEM public key: session tokens are verified locally, with no network call. */
  jwtKey?: string | undefined;
  proxyUrl?: string | undefined;
  /** Backend API base (default https://api.clerk.com); a local stand-in in tests. */
  apiUrl?: string | undefined;
  /**
   * Where a relative proxy forwards Clerk's Frontend API traffic. Unset: @clerk/backend's default
   * for the key (https://frontend-api.clerk.dev, as Clerk's proxy guide says); a local stand-in in tests.
   */
  fapiUrl?: string | undefined;
  /**
   * How long a mirrored Clerk user is trusted before it is read from Clerk again, so a role,
   * name or e-mail changed at Clerk reaches Perch (default 10 minutes).
   */
  userRefreshMs: number;
}

/** Default for CLERK_USER_REFRESH_SECONDS. */
export const CLERK_USER_REFRESH_DEFAULT_SECONDS = 600;

export type AuthProviderConfig = { provider: 'embedded' } | ClerkConfig;

export interface AuthEnv {
  PUBLIC_CLERK_PUBLISHABLE_KEY?: string | undefined;
  CLERK_SECRET_KEY?: string | undefined;
  CLERK_JWT_KEY?: string | undefined;
  PUBLIC_CLERK_PROXY_URL?: string | undefined;
  CLERK_API_URL?: string | undefined;
  CLERK_FAPI_URL?: string | undefined;
  CLERK_USER_REFRESH_SECONDS?: string | undefined;
}

/** The frontend host inside a publishable key, or null when the key is malformed. */
export function decodePublishableKey(
  key: string,
): { frontendApi: string; instanceType: 'production' | 'development' } | null {
  const match = /^pk_(live|test)_([A-Za-z0-9+/=_-]+)$/.exec(key);
  if (!match) return null;
  let decoded: string;
  try {
    decoded = Buffer.from(match[2]!, 'base64').toString('utf8');
  } catch {
    return null;
  }
  if (!decoded.endsWith('$') || decoded.length < 2) return null;
  return { frontendApi: decoded.slice(0, -1), instanceType: match[1] === 'live' ? 'production' : 'development' };
}

/**
 * A relative proxy URL names the path this site forwards to Clerk, so it must be a path of its
 * own: not the root, no query or fragment, no dot segments (it is matched against request paths).
 */
const RELATIVE_PROXY_PATH = /^(\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+\/?$/;

export function isValidProxyUrl(value: string): boolean {
  if (value.startsWith('/')) return RELATIVE_PROXY_PATH.test(value);
  return isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isValidFapiUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return !url.username && !url.password && !url.search && !url.hash;
}

/** The path this site forwards to Clerk's Frontend API (no trailing slash), when the proxy URL is relative. */
export function relativeProxyPath(config: AuthProviderConfig): string | null {
  if (config.provider !== 'clerk' || !config.proxyUrl?.startsWith('/')) return null;
  return config.proxyUrl.replace(/\/+$/, '');
}

export function authProviderConfig(env: AuthEnv): AuthProviderConfig {
  const publishableKey = env.PUBLIC_CLERK_PUBLISHABLE_KEY?.trim() || undefined;
  const secretKey = env.CLERK_SECRET_KEY?.trim() || undefined;
  if (!publishableKey && !secretKey) return { provider: 'embedded' };
  if (!publishableKey) throw new AuthConfigError(CLERK_MESSAGES.missingPublishableKey);
  const decoded = decodePublishableKey(publishableKey);
  if (!decoded) throw new AuthConfigError(CLERK_MESSAGES.invalidPublishableKey);
  if (!secretKey) throw new AuthConfigError(CLERK_MESSAGES.missingSecretKey);
  const proxyUrl = env.PUBLIC_CLERK_PROXY_URL?.trim() || undefined;
  if (proxyUrl && !isValidProxyUrl(proxyUrl)) throw new AuthConfigError(CLERK_MESSAGES.invalidProxyUrl);
  const fapiUrl = env.CLERK_FAPI_URL?.trim() || undefined;
  if (fapiUrl && !isValidFapiUrl(fapiUrl)) throw new AuthConfigError(CLERK_MESSAGES.invalidFapiUrl);
  const refresh = env.CLERK_USER_REFRESH_SECONDS?.trim() || String(CLERK_USER_REFRESH_DEFAULT_SECONDS);
  if (!/^\d{1,9}$/.test(refresh)) throw new AuthConfigError(CLERK_MESSAGES.invalidUserRefresh);
  return {
    provider: 'clerk',
    publishableKey,
    secretKey,
    ...decoded,
    // Keys pasted into env files often carry literal "\n"; @clerk/backend needs real newlines.
    jwtKey: env.CLERK_JWT_KEY?.trim().replace(/\\n/g, '\n') || undefined,
    proxyUrl,
    apiUrl: env.CLERK_API_URL?.trim() || undefined,
    fapiUrl,
    userRefreshMs: Number(refresh) * 1000,
  };
}
