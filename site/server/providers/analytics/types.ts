import type { PageCsp } from '../auth/clerkBrowser';

/** What a page gives the browser so it can start PostHog (null: no product analytics). */
export interface PostHogBrowserConfig {
  key: string;
  apiHost: string;
}

/** The analytics provider: what the rest of the server may ask of it. */
export interface AnalyticsProvider {
  readonly name: 'embedded' | 'posthog';
  /** The public settings the page's analytics loader needs, or null when nothing third-party runs. */
  browserConfig(): PostHogBrowserConfig | null;
  /** Opens the page's Content-Security-Policy to the provider's API host (no-op without one). */
  allowInCsp(csp: PageCsp | undefined): void;
}
