import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { startMetricsCollector, type MetricsCollector } from './collector';

export * from './collector';

let started: MetricsCollector | undefined;

/** Starts the collector on this page once (later calls return the same one), fed by web-vitals. */
export function collectPerformanceMetrics(): MetricsCollector {
  started ??= startMetricsCollector({ vitals: { onCLS, onFCP, onINP, onLCP, onTTFB } });
  return started;
}
