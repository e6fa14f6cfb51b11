/**
 * The performance collector: Core Web Vitals (web-vitals) plus navigation and resource timing,
 * queued and sent to the product's own API. No React, no analytics provider — first-party only.
 * Spec §3 (performance metric), §7 (POST /api/analytics/performance/batch), §9 (timings).
 */

/** Where the queued metrics go. */
export const METRICS_ENDPOINT = '/api/analytics/performance/batch';
/** The queue is sent as soon as it holds this many metrics. */
export const METRICS_FLUSH_AT = 20;
/** …and every this many ms whatever it holds. */
export const METRICS_FLUSH_INTERVAL_MS = 5_000;
/** One flush this long after the load event (navigation timing is complete by then). */
export const METRICS_FLUSH_AFTER_LOAD_MS = 1_000;
/** A page-session-duration metric is queued this often. */
export const SESSION_DURATION_INTERVAL_MS = 30_000;
/** Resources that took longer than this are flagged as slow-resource metrics. */
export const SLOW_RESOURCE_MS = 1_000;
/** Time to interactive is estimated as the load event's end plus this. */
export const TIME_TO_INTERACTIVE_AFTER_LOAD_MS = 5_000;
/** The local-storage key that holds the signed-in user's id. */
export const USER_ID_STORAGE_KEY = 'user_id';
/** The userId of metrics when no user id is stored. */
export const ANONYMOUS_USER_ID = 'anonymous';
/** The API refuses batches larger than this; a longer queue is sent in several batches. */
export const METRICS_BATCH_MAX = 100;

/** Metric names besides the web-vitals ones (LCP, INP, CLS, FCP, TTFB). */
export const METRIC_NAMES = {
  sessionDuration: 'page-session-duration',
  slowResource: 'slow-resource',
  timeToInteractive: 'time-to-interactive',
  domContentLoaded: 'dom-content-loaded',
  loadEventEnd: 'load-event-end',
  dnsLookup: 'dns-lookup',
  connect: 'tcp-connect',
  response: 'response-time',
} as const;

/** One queued metric, as the API takes it. */
export interface PerformanceMetric {
  metric: string;
  /** The measured value (ms, or unitless for CLS). */
  value: number;
  /** When it was measured, ms since the epoch. */
  timestamp: number;
  userId: string;
}

/** The web-vitals entry points the collector subscribes to (injectable for tests). */
export interface VitalsSource {
  onLCP(cb: (m: { name: string; value: number }) => void): void;
  onINP(cb: (m: { name: string; value: number }) => void): void;
  onCLS(cb: (m: { name: string; value: number }) => void): void;
  onFCP(cb: (m: { name: string; value: number }) => void): void;
  onTTFB(cb: (m: { name: string; value: number }) => void): void;
}

interface TimingEntry {
  name: string;
  duration: number;
  initiatorType?: string;
}

/** What the collector uses from the browser; defaults to the real globals. */
export interface CollectorEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState' | 'readyState'>;
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;
  storage?: Pick<Storage, 'getItem'> | undefined;
  performance: {
    now(): number;
    timeOrigin: number;
    getEntriesByType(type: string): readonly unknown[];
  };
  /** Whether the browser is online now; while offline nothing is sent (it could only fail). */
  online?: (() => boolean) | undefined;
  /** Observes resource timing entries as they arrive (with the buffered ones first). */
  observeResources?: ((cb: (entries: readonly TimingEntry[]) => void) => () => void) | undefined;
  log: (message: string, error?: unknown) => void;
}

export interface CollectorOptions {
  env?: CollectorEnvironment;
  vitals?: VitalsSource;
  endpoint?: string;
}

export interface MetricsCollector {
  /** Queues one metric (flushed at METRICS_FLUSH_AT). */
  record(metric: string, value: number): void;
  /** Sends everything queued; `beacon` when the page is hiding. */
  flush(beacon?: boolean): void;
  /** The metrics waiting to be sent (a copy). */
  pending(): PerformanceMetric[];
  stop(): void;
}

function browserEnvironment(): CollectorEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked (privacy settings): metrics stay anonymous.
  }
  return {
    window,
    document,
    sendBeacon: nav && typeof nav.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
    fetch: (url, init) => fetch(url, init),
    online: () => nav?.onLine !== false,
    storage,
    performance,
    observeResources:
      typeof PerformanceObserver === 'function'
        ? (cb) => {
            const observer = new PerformanceObserver((list) => cb(list.getEntries() as unknown as TimingEntry[]));
            try {
              observer.observe({ type: 'resource', buffered: true });
            } catch {
              return () => {};
            }
            return () => observer.disconnect();
          }
        : undefined,
    log: (message, error) => console.warn(message, error),
  };
}

/**
 * Starts collecting on this page and returns the collector. Sends are never retried: a failed
 * batch is logged and dropped (spec §8, "Metric send failure: logged only, not retried").
 */
export function startMetricsCollector(options: CollectorOptions & { vitals: VitalsSource }): MetricsCollector {
  const env = options.env ?? browserEnvironment();
  const endpoint = options.endpoint ?? METRICS_ENDPOINT;
  let queue: PerformanceMetric[] = [];
  const cleanups: Array<() => void> = [];

  const userId = () => {
    try {
      return env.storage?.getItem(USER_ID_STORAGE_KEY) || ANONYMOUS_USER_ID;
    } catch {
      return ANONYMOUS_USER_ID;
    }
  };

  const send = (batch: PerformanceMetric[], beacon: boolean) => {
    const body = JSON.stringify({ metrics: batch });
    if (beacon && env.sendBeacon) {
      try {
        if (env.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
      } catch (error) {
        env.log('Performance metrics beacon failed', error);
      }
    }
    env
      .fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
      .then((res) => {
        if (!res.ok) env.log(`Performance metrics were not accepted (${res.status})`);
      })
      .catch((error: unknown) => env.log('Performance metrics could not be sent', error));
  };

  const flush = (beacon = false) => {
    if (queue.length === 0) return;
    // Offline, the metrics wait for the next flush once online (a send would only fail); the
    // newest METRICS_BATCH_MAX are kept meanwhile.
    if (env.online && !env.online()) {
      queue = queue.slice(-METRICS_BATCH_MAX);
      return;
    }
    const all = queue;
    queue = [];
    for (let i = 0; i < all.length; i += METRICS_BATCH_MAX) send(all.slice(i, i + METRICS_BATCH_MAX), beacon);
  };

  const record = (metric: string, value: number) => {
    if (!Number.isFinite(value)) return;
    queue.push({ metric, value, timestamp: Math.round(env.performance.timeOrigin + env.performance.now()), userId: userId() });
    if (queue.length >= METRICS_FLUSH_AT) flush();
  };

  const interval = setInterval(() => flush(), METRICS_FLUSH_INTERVAL_MS);
  cleanups.push(() => clearInterval(interval));
  const sessionTimer = setInterval(() => record(METRIC_NAMES.sessionDuration, Math.round(env.performance.now())), SESSION_DURATION_INTERVAL_MS);
  cleanups.push(() => clearInterval(sessionTimer));

  for (const subscribe of [options.vitals.onLCP, options.vitals.onINP, options.vitals.onCLS, options.vitals.onFCP, options.vitals.onTTFB]) {
    subscribe((m) => record(m.name, m.value));
  }

  if (env.observeResources) {
    cleanups.push(
      env.observeResources((entries) => {
        for (const entry of entries) if (entry.duration > SLOW_RESOURCE_MS) record(METRIC_NAMES.slowResource, Math.round(entry.duration));
      }),
    );
  }

  const recordNavigation = () => {
    const [nav] = env.performance.getEntriesByType('navigation') as Array<Partial<PerformanceNavigationTiming> | undefined>;
    if (!nav) return;
    const end = nav.loadEventEnd ?? 0;
    if (end > 0) {
      record(METRIC_NAMES.loadEventEnd, Math.round(end));
      record(METRIC_NAMES.timeToInteractive, Math.round(end + TIME_TO_INTERACTIVE_AFTER_LOAD_MS));
    }
    if (nav.domContentLoadedEventEnd) record(METRIC_NAMES.domContentLoaded, Math.round(nav.domContentLoadedEventEnd));
    if (nav.domainLookupEnd !== undefined && nav.domainLookupStart !== undefined) record(METRIC_NAMES.dnsLookup, Math.round(nav.domainLookupEnd - nav.domainLookupStart));
    if (nav.connectEnd !== undefined && nav.connectStart !== undefined) record(METRIC_NAMES.connect, Math.round(nav.connectEnd - nav.connectStart));
    if (nav.responseEnd !== undefined && nav.requestStart !== undefined) record(METRIC_NAMES.response, Math.round(nav.responseEnd - nav.requestStart));
  };

  let afterLoad: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    afterLoad = setTimeout(() => {
      recordNavigation();
      flush();
    }, METRICS_FLUSH_AFTER_LOAD_MS);
  };
  if (env.document.readyState === 'complete') onLoad();
  else env.window.addEventListener('load', onLoad, { once: true });
  cleanups.push(() => {
    env.window.removeEventListener('load', onLoad);
    if (afterLoad !== undefined) clearTimeout(afterLoad);
  });

  const onVisibility = () => {
    if (env.document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('pagehide', onPageHide);
  cleanups.push(() => {
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('pagehide', onPageHide);
  });

  return {
    record,
    flush,
    pending: () => [...queue],
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
