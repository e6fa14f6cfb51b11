import type { PostHogConfig } from './config';
import type { AnalyticsProvider } from './types';

/**
 * PostHog: the browser loads posthog-js (after the visitor allowed analytics) and sends events
 * straight to the configured host, which the page's CSP lets it reach (connect-src only: Perch
 * bundles posthog-js and turns off every script PostHog would load from its host).
 */
export function postHogAnalytics(config: PostHogConfig): AnalyticsProvider {
  const origin = new URL(config.host).origin;
  return {
    name: 'posthog',
    browserConfig: () => ({ key: config.key, apiHost: config.host }),
    allowInCsp(csp) {
      csp?.insertDirective(`connect-src 'self' ${origin}`);
    },
  };
}
