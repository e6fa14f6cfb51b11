import type { AnalyticsProvider } from './types';

/**
 * No third-party analytics: only the first-party performance collector runs (it posts to this
 * server). Pages load no analytics code beyond it.
 */
export function embeddedAnalytics(): AnalyticsProvider {
  return { name: 'embedded', browserConfig: () => null, allowInCsp: () => {} };
}
