/** The page's analytics settings, a JSON data element written by site/components/Analytics.astro. */
export const ANALYTICS_CONFIG_ELEMENT_ID = 'perch-analytics-config';

export interface PageAnalyticsConfig {
  /** The signed-in user's id, or null on a visitor's page (spec §3: metrics read it from local storage). */
  userId: string | null;
  /** PostHog's public settings, or null when no product analytics runs. */
  posthog: { key: string; apiHost: string } | null;
}

/** Reads the page's settings; anything malformed means "no user, no PostHog". */
export function parsePageConfig(text: string | null | undefined): PageAnalyticsConfig {
  try {
    const value = JSON.parse(text ?? '') as Partial<PageAnalyticsConfig>;
    const posthog = value.posthog && typeof value.posthog.key === 'string' && typeof value.posthog.apiHost === 'string' ? { key: value.posthog.key, apiHost: value.posthog.apiHost } : null;
    return { userId: typeof value.userId === 'string' && value.userId ? value.userId : null, posthog };
  } catch {
    return { userId: null, posthog: null };
  }
}
