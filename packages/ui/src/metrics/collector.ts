/**
 * The performance collector: Core Web Vitals (LCP, INP, CLS, FCP, TTFB, measured by the browser
 * team's `web-vitals` package, which the page hands in) plus navigation and resource timing,
 * queued and sent to the product's own API. No React, no analytics provider — first-party only.
 * Its chunk loads on every public page once it is idle (`node scripts/bench-metrics.mjs` prints
 * its size), hence the terse code below.
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

// Metric names besides the web-vitals ones (LCP, INP, CLS, FCP, TTFB), one constant each so the
// bundle carries each name once (METRIC_NAMES is for the tests and the server, not the chunk).
const SESSION_DURATION = 'page-session-duration';
const SLOW_RESOURCE = 'slow-resource';
const TIME_TO_INTERACTIVE = 'time-to-interactive';
const DOM_CONTENT_LOADED = 'dom-content-loaded';
const LOAD_EVENT_END = 'load-event-end';
const DNS_LOOKUP = 'dns-lookup';
const TCP_CONNECT = 'tcp-connect';
const RESPONSE_TIME = 'response-time';

/** Metric names besides the web-vitals ones (LCP, INP, CLS, FCP, TTFB). */
export const METRIC_NAMES = {
  sessionDuration: SESSION_DURATION,
  slowResource: SLOW_RESOURCE,
  timeToInteractive: TIME_TO_INTERACTIVE,
  domContentLoaded: DOM_CONTENT_LOADED,
  loadEventEnd: LOAD_EVENT_END,
  dnsLookup: DNS_LOOKUP,
  connect: TCP_CONNECT,
  response: RESPONSE_TIME,
} as const;

/**
 * The navigation-timing metrics queued 1 s after load: [metric, end mark, start mark]; the value
 * is end − start (or the end mark itself). A table, not a statement per metric: this chunk loads
 * on every public page, so its own code is kept small.
 */
const NAVIGATION_METRICS: ReadonlyArray<
  readonly [string, keyof PerformanceNavigationTiming, (keyof PerformanceNavigationTiming)?]
> = [
  [LOAD_EVENT_END, 'loadEventEnd'],
  [DOM_CONTENT_LOADED, 'domContentLoadedEventEnd'],
  [DNS_LOOKUP, 'domainLookupEnd', 'domainLookupStart'],
  [TCP_CONNECT, 'connectEnd', 'connectStart'],
  [RESPONSE_TIME, 'responseEnd', 'requestStart'],
];

/** One queued metric, as the API takes it. */
export interface PerformanceMetric {
  metric: string;
  /** The measured value (ms, or unitless for CLS). */
  value: number;
  /** When it was measured, ms since the epoch. */
  timestamp: number;
  userId: string;
}

/**
 * One subscription to a Core Web Vital: the callback gets each value once it is final, as
 * web-vitals reports it (`{name, value}`; again after a back/forward-cache restore).
 */
export type Subscribe = (cb: (m: { name: string; value: number }) => void) => void;

/** The Core Web Vitals the collector subscribes to: web-vitals' on* functions (stand-ins in tests). */
export interface VitalsSource {
  onLCP: Subscribe;
  onINP: Subscribe;
  onCLS: Subscribe;
  onFCP: Subscribe;
  onTTFB: Subscribe;
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
  /** Observes resource timing entries as they arrive (with the buffered ones first); may throw. */
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

// The browser's side, kept small: this chunk loads on every public page (once it is idle).
// Anything missing or blocked throws where it is used, inside a try (storage blocked by privacy
// settings: metrics stay anonymous; no PerformanceObserver: no slow-resource metrics).
const browserEnvironment = (): CollectorEnvironment => ({
  window,
  document,
  sendBeacon: navigator.sendBeacon && ((url, data) => navigator.sendBeacon(url, data)),
  fetch: (url, init) => fetch(url, init),
  online: () => navigator.onLine,
  storage: { getItem: (key) => localStorage.getItem(key) },
  performance,
  observeResources: (cb) => {
    const observer = new PerformanceObserver((list) => cb(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  },
  log: (message, error) => console.warn(message, error),
});

/**
 * Starts collecting on this page and returns the collector. Sends are never retried: a failed
 * batch is logged and dropped (spec §8, "Metric send failure: logged only, not retried").
 */
export function startMetricsCollector({
  env = browserEnvironment(),
  vitals,
  endpoint = METRICS_ENDPOINT,
}: CollectorOptions & { vitals: VitalsSource }): MetricsCollector {
  let queue: PerformanceMetric[] = [];
  const cleanups: Array<() => void> = [];
  const listen = (target: CollectorEnvironment['window'], type: string, fn: () => void) => {
    target.addEventListener(type, fn);
    cleanups.push(() => target.removeEventListener(type, fn));
  };
  const every = (ms: number, fn: () => void) => {
    const timer = setInterval(fn, ms);
    cleanups.push(() => clearInterval(timer));
  };

  const userId = () => {
    try {
      return env.storage?.getItem(USER_ID_STORAGE_KEY) || ANONYMOUS_USER_ID;
    } catch {
      return ANONYMOUS_USER_ID;
    }
  };

  const send = (body: string, beacon: boolean) => {
    try {
      if (beacon && env.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch (error) {
      env.log('Performance metrics beacon failed', error);
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
    // newest METRICS_BATCH_MAX are kept meanwhile. Every record() flushes at METRICS_FLUSH_AT, so
    // the queue never holds more than METRICS_BATCH_MAX when it is sent: one batch.
    if (env.online && !env.online()) {
      queue = queue.slice(-METRICS_BATCH_MAX);
      return;
    }
    send(JSON.stringify({ metrics: queue }), beacon);
    queue = [];
  };

  const record = (metric: string, value: number) => {
    if (!Number.isFinite(value)) return;
    queue.push({
      metric,
      value,
      timestamp: Math.round(env.performance.timeOrigin + env.performance.now()),
      userId: userId(),
    });
    if (queue.length >= METRICS_FLUSH_AT) flush();
  };
  const recordMs = (metric: string, value: number) => record(metric, Math.round(value));

  every(METRICS_FLUSH_INTERVAL_MS, flush);
  every(SESSION_DURATION_INTERVAL_MS, () => recordMs(SESSION_DURATION, env.performance.now()));

  for (const subscribe of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) {
    subscribe?.((m) => record(m.name, m.value));
  }

  try {
    cleanups.push(
      env.observeResources!((entries) => {
        for (const entry of entries) if (entry.duration > SLOW_RESOURCE_MS) recordMs(SLOW_RESOURCE, entry.duration);
      }),
    );
  } catch {
    // No resource timing here: no slow-resource metrics.
  }

  const recordNavigation = () => {
    const [nav] = env.performance.getEntriesByType('navigation') as Array<PerformanceNavigationTiming | undefined>;
    if (!nav) return;
    for (const [metric, end, start] of NAVIGATION_METRICS)
      if (nav[end]) recordMs(metric, (nav[end] as number) - ((start && (nav[start] as number)) || 0));
    if (nav.loadEventEnd) recordMs(TIME_TO_INTERACTIVE, nav.loadEventEnd + TIME_TO_INTERACTIVE_AFTER_LOAD_MS);
  };

  let afterLoad: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    afterLoad = setTimeout(() => {
      recordNavigation();
      flush();
    }, METRICS_FLUSH_AFTER_LOAD_MS);
  };
  if (env.document.readyState === 'complete') onLoad();
  else listen(env.window, 'load', onLoad);
  cleanups.push(() => clearTimeout(afterLoad));

  listen(env.document, 'visibilitychange', () => env.document.visibilityState === 'hidden' && flush(true));
  listen(env.window, 'pagehide', () => flush(true));

  return {
    record,
    flush,
    pending: () => [...queue],
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
