/** The page's analytics settings, given to the `client:analytics` directive by site/components/Analytics.astro. */
export interface PageAnalyticsConfig {
  /** The signed-in user's id, or null on a visitor's page (spec §3: metrics read it from local storage). */
  userId: string | null;
  /** PostHog's public settings, or null when no product analytics runs. */
  posthog: { key: string; apiHost: string } | null;
  /** Product events this page sends once PostHog has started (noted by the server: ./notedEvents.ts). */
  events?: import('../../shared/analytics/notedEvents').NotedEvent[];
}
