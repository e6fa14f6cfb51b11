/**
 * Which analytics provider runs, from the environment. Pure: the start-up health check calls it
 * (through analytics()) so a wrong setting stops `npm start` with a message.
 *
 * PUBLIC_POSTHOG_KEY and PUBLIC_POSTHOG_HOST are public values (the browser sends them to
 * PostHog), but they are read at run time on the server, like Clerk's publishable key, so one
 * build serves every environment and no key is baked into a bundle.
 */
export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

/** PostHog's US cloud, the host when only the key is set. */
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

export const ANALYTICS_MESSAGES = {
  invalidKey:
    'Invalid PUBLIC_POSTHOG_KEY: it must be a project API key (phc_…) of letters, digits, "_" and "-". Copy it from PostHog (Project settings → Project API key).',
  invalidHost:
    'Invalid PUBLIC_POSTHOG_HOST: it must be an absolute http(s) URL without a query, fragment or credentials, such as https://eu.i.posthog.com.',
  hostWithoutKey:
    'PUBLIC_POSTHOG_HOST is set but PUBLIC_POSTHOG_KEY is not: set the project key too, or neither for no product analytics.',
} as const;

export interface PostHogConfig {
  provider: 'posthog';
  key: string;
  /** The API host, without a trailing slash. */
  host: string;
}

export type AnalyticsProviderConfig = { provider: 'embedded' } | PostHogConfig;

export interface AnalyticsEnv {
  PUBLIC_POSTHOG_KEY?: string | undefined;
  PUBLIC_POSTHOG_HOST?: string | undefined;
}

const KEY = /^[A-Za-z0-9_-]{8,200}$/;

export function analyticsProviderConfig(env: AnalyticsEnv): AnalyticsProviderConfig {
  const key = env.PUBLIC_POSTHOG_KEY?.trim() ?? '';
  const hostValue = env.PUBLIC_POSTHOG_HOST?.trim() ?? '';
  if (!key) {
    if (hostValue) throw new AnalyticsConfigError(ANALYTICS_MESSAGES.hostWithoutKey);
    return { provider: 'embedded' };
  }
  if (!KEY.test(key)) throw new AnalyticsConfigError(ANALYTICS_MESSAGES.invalidKey);
  let url: URL;
  try {
    url = new URL(hostValue || DEFAULT_POSTHOG_HOST);
  } catch {
    throw new AnalyticsConfigError(ANALYTICS_MESSAGES.invalidHost);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new AnalyticsConfigError(ANALYTICS_MESSAGES.invalidHost);
  }
  return { provider: 'posthog', key, host: url.href.replace(/\/+$/, '') };
}
