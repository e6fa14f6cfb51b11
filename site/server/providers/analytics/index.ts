import { PUBLIC_POSTHOG_HOST, PUBLIC_POSTHOG_KEY } from 'astro:env/server';
import { analyticsProviderConfig } from './config';
import { embeddedAnalytics } from './embedded';
import { postHogAnalytics } from './posthog';
import type { AnalyticsProvider } from './types';

export { AnalyticsConfigError } from './config';
export type { AnalyticsProvider, PostHogBrowserConfig } from './types';

let chosen: AnalyticsProvider | undefined;

/**
 * The analytics provider, chosen once per process from the environment: PostHog when
 * PUBLIC_POSTHOG_KEY is set (PUBLIC_POSTHOG_HOST for another host), else none beyond the
 * first-party performance collector. Throws AnalyticsConfigError for a wrong setting.
 */
export function analytics(): AnalyticsProvider {
  if (chosen) return chosen;
  const config = analyticsProviderConfig({ PUBLIC_POSTHOG_KEY, PUBLIC_POSTHOG_HOST });
  chosen = config.provider === 'posthog' ? postHogAnalytics(config) : embeddedAnalytics();
  return chosen;
}
