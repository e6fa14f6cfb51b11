import { collectPerformanceMetrics } from '@perch/ui/metrics';

/**
 * The analytics island (Base layout, `client:analytics`): it draws nothing and is never hydrated —
 * its directive (site/integrations/analyticsDirective.ts) imports this module once the page is
 * idle and starts the performance collector; this module is that chunk. PostHog is one more
 * chunk, imported only with a key and the visitor's "Allow".
 */
export function AnalyticsIsland() {
  return null;
}
// Tagged for Astro's React renderer as ./rendersWithReact does, without importing it: one chunk
// fewer to fetch on every page.
(AnalyticsIsland as unknown as Record<symbol, unknown>)[Symbol.for('astro:renderer')] = '@astrojs/react';

export function startCollector(): void {
  collectPerformanceMetrics();
}

export function loadProductAnalytics() {
  return import('../server/providers/analytics/browser/posthog');
}
