import { startMetricsCollector, type MetricsCollector } from './collector';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

export * from './collector';

let started: MetricsCollector | undefined;

/**
 * Starts the collector on this page once (later calls return the same one), fed by web-vitals
 * (its standard build): each metric once it is final, again after a back/forward-cache restore,
 * prerendered pages counted from activation, hidden pages and INP's interaction grouping handled
 * as the browser's own team measures them.
 */
export function collectPerformanceMetrics(): MetricsCollector {
  started ??= startMetricsCollector({ vitals: { onCLS, onFCP, onINP, onLCP, onTTFB } });
  return started;
}
