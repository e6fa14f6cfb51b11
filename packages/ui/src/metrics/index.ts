import { startMetricsCollector, type MetricsCollector } from './collector';
import { onCLS, onFCP, onINP, onLCP } from './vitals';

export * from './collector';

let started: MetricsCollector | undefined;

/**
 * Starts the collector on this page once (later calls return the same one), fed by ./vitals (the
 * web-vitals algorithms in a fraction of its size; TTFB comes from navigation timing).
 */
export function collectPerformanceMetrics(): MetricsCollector {
  started ??= startMetricsCollector({ vitals: { onCLS, onFCP, onINP, onLCP } });
  return started;
}
