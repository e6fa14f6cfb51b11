import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS_USER_ID,
  METRIC_NAMES,
  METRICS_ENDPOINT,
  METRICS_FLUSH_AFTER_LOAD_MS,
  METRICS_FLUSH_AT,
  METRICS_FLUSH_INTERVAL_MS,
  SESSION_DURATION_INTERVAL_MS,
  SLOW_RESOURCE_MS,
  TIME_TO_INTERACTIVE_AFTER_LOAD_MS,
  USER_ID_STORAGE_KEY,
  startMetricsCollector,
  type CollectorEnvironment,
  type MetricsCollector,
  type PerformanceMetric,
  type VitalsSource,
} from './collector';

type Listener = () => void;

function fakeEnvironment(
  opts: { readyState?: DocumentReadyState; fetchFails?: boolean; userId?: string | null; beacon?: boolean } = {},
) {
  const windowListeners = new Map<string, Listener[]>();
  const documentListeners = new Map<string, Listener[]>();
  const add = (map: Map<string, Listener[]>) => (type: string, fn: EventListenerOrEventListenerObject) =>
    map.set(type, [...(map.get(type) ?? []), fn as Listener]);
  const remove = (map: Map<string, Listener[]>) => (type: string, fn: EventListenerOrEventListenerObject) =>
    map.set(
      type,
      (map.get(type) ?? []).filter((f) => f !== fn),
    );
  const fire = (map: Map<string, Listener[]>, type: string) => [...(map.get(type) ?? [])].forEach((fn) => fn());
  const beacons: Array<{ url: string; batch: PerformanceMetric[] }> = [];
  const fetches: Array<{ url: string; init: RequestInit; batch: PerformanceMetric[] }> = [];
  const logs: string[] = [];
  let resourceCallback: ((entries: Array<{ name: string; duration: number }>) => void) | undefined;
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    readyState: opts.readyState ?? ('loading' as DocumentReadyState),
  };
  const env: CollectorEnvironment = {
    window: {
      addEventListener: add(windowListeners),
      removeEventListener: remove(windowListeners),
    } as CollectorEnvironment['window'],
    document: Object.assign(doc, {
      addEventListener: add(documentListeners),
      removeEventListener: remove(documentListeners),
    }) as unknown as CollectorEnvironment['document'],
    sendBeacon:
      opts.beacon === false
        ? undefined
        : (url, data) => {
            // Blob bodies are read back synchronously through the text we gave it.
            beacons.push({ url, batch: JSON.parse(blobTexts.get(data as Blob)!).metrics });
            return true;
          },
    fetch: (url, init) => {
      fetches.push({ url, init, batch: JSON.parse(String(init.body)).metrics });
      return opts.fetchFails ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true, status: 204 });
    },
    storage: { getItem: (key) => (key === USER_ID_STORAGE_KEY ? (opts.userId ?? null) : null) },
    performance: {
      now: () => Date.now() - start,
      timeOrigin: 0,
      getEntriesByType: (type) =>
        type === 'navigation'
          ? [
              {
                loadEventEnd: 800,
                domContentLoadedEventEnd: 500,
                domainLookupStart: 1,
                domainLookupEnd: 3,
                connectStart: 3,
                connectEnd: 10,
                requestStart: 10,
                responseEnd: 60,
              },
            ]
          : [],
    },
    observeResources: (cb) => {
      resourceCallback = cb;
      return () => (resourceCallback = undefined);
    },
    log: (message) => logs.push(message),
  };
  const start = Date.now();
  // timeOrigin + now() is the wall clock, as in a browser.
  env.performance.timeOrigin = start;
  return {
    env,
    beacons,
    fetches,
    logs,
    doc,
    load: () => fire(windowListeners, 'load'),
    hide: () => {
      doc.visibilityState = 'hidden';
      fire(documentListeners, 'visibilitychange');
    },
    pagehide: () => fire(windowListeners, 'pagehide'),
    resources: (entries: Array<{ name: string; duration: number }>) => resourceCallback?.(entries),
  };
}

const blobTexts = new WeakMap<Blob, string>();
const RealBlob = globalThis.Blob;

function fakeVitals() {
  const callbacks: Record<string, (m: { name: string; value: number }) => void> = {};
  const vitals: VitalsSource = {
    onLCP: (cb) => (callbacks.LCP = cb),
    onINP: (cb) => (callbacks.INP = cb),
    onCLS: (cb) => (callbacks.CLS = cb),
    onFCP: (cb) => (callbacks.FCP = cb),
    onTTFB: (cb) => (callbacks.TTFB = cb),
  };
  return { vitals, report: (name: string, value: number) => callbacks[name]!({ name, value }) };
}

let collector: MetricsCollector | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  globalThis.Blob = class extends RealBlob {
    constructor(parts: BlobPart[], options?: BlobPropertyBag) {
      super(parts, options);
      blobTexts.set(this, parts.map(String).join(''));
    }
  } as typeof Blob;
});

afterEach(() => {
  collector?.stop();
  collector = undefined;
  globalThis.Blob = RealBlob;
  vi.useRealTimers();
});

describe('the performance collector', () => {
  it('queues web vitals as {metric, value, timestamp in ms, userId} with the anonymous default', () => {
    const fake = fakeEnvironment();
    const { vitals, report } = fakeVitals();
    collector = startMetricsCollector({ env: fake.env, vitals });
    vi.advanceTimersByTime(250);
    for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) report(name, 0.5);
    expect(collector.pending()).toEqual(
      ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((metric) => ({
        metric,
        value: 0.5,
        timestamp: Date.now(),
        userId: ANONYMOUS_USER_ID,
      })),
    );
  });

  it('reads the user id from local storage', () => {
    const fake = fakeEnvironment({ userId: 'user-42' });
    const { vitals, report } = fakeVitals();
    collector = startMetricsCollector({ env: fake.env, vitals });
    report('LCP', 1200);
    expect(collector.pending()[0]!.userId).toBe('user-42');
  });

  it(`sends the queue with fetch (keepalive) as soon as it holds ${METRICS_FLUSH_AT}`, () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    for (let i = 1; i < METRICS_FLUSH_AT; i++) collector.record('custom', i);
    expect(fake.fetches).toHaveLength(0);
    collector.record('custom', METRICS_FLUSH_AT);
    expect(fake.fetches).toHaveLength(1);
    expect(fake.fetches[0]!.url).toBe(METRICS_ENDPOINT);
    expect(fake.fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(fake.fetches[0]!.batch.map((m) => m.value)).toEqual(
      Array.from({ length: METRICS_FLUSH_AT }, (_, i) => i + 1),
    );
    expect(collector.pending()).toEqual([]);
  });

  it(`sends whatever is queued every ${METRICS_FLUSH_INTERVAL_MS} ms, and nothing when the queue is empty`, () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    vi.advanceTimersByTime(METRICS_FLUSH_INTERVAL_MS);
    expect(fake.fetches).toHaveLength(0);
    collector.record('custom', 1);
    vi.advanceTimersByTime(METRICS_FLUSH_INTERVAL_MS - 1);
    expect(fake.fetches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fake.fetches).toHaveLength(1);
    expect(fake.fetches[0]!.batch).toHaveLength(1);
  });

  it('sends by beacon when the page is hiding, and on pagehide', () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    collector.record('custom', 1);
    fake.hide();
    expect(fake.beacons).toHaveLength(1);
    expect(fake.beacons[0]!.url).toBe(METRICS_ENDPOINT);
    expect(fake.beacons[0]!.batch[0]).toMatchObject({ metric: 'custom', value: 1 });
    expect(fake.fetches).toHaveLength(0);
    collector.record('custom', 2);
    fake.pagehide();
    expect(fake.beacons).toHaveLength(2);
    expect(fake.fetches).toHaveLength(0);
  });

  it('falls back to fetch with keepalive when hiding without sendBeacon', () => {
    const fake = fakeEnvironment({ beacon: false });
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    collector.record('custom', 1);
    fake.hide();
    expect(fake.fetches).toHaveLength(1);
    expect(fake.fetches[0]!.init.keepalive).toBe(true);
  });

  it(`queues ${METRIC_NAMES.sessionDuration} every ${SESSION_DURATION_INTERVAL_MS} ms`, () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    vi.advanceTimersByTime(SESSION_DURATION_INTERVAL_MS - 1);
    const before = fake.fetches.flatMap((f) => f.batch).filter((m) => m.metric === METRIC_NAMES.sessionDuration);
    expect(before).toHaveLength(0);
    vi.advanceTimersByTime(1);
    collector.flush();
    vi.advanceTimersByTime(SESSION_DURATION_INTERVAL_MS);
    collector.flush();
    const durations = fake.fetches.flatMap((f) => f.batch).filter((m) => m.metric === METRIC_NAMES.sessionDuration);
    expect(durations.map((m) => m.value)).toEqual([SESSION_DURATION_INTERVAL_MS, 2 * SESSION_DURATION_INTERVAL_MS]);
  });

  it(`flushes ${METRICS_FLUSH_AFTER_LOAD_MS} ms after load with navigation timing and TTI = load end + ${TIME_TO_INTERACTIVE_AFTER_LOAD_MS} ms`, () => {
    const fake = fakeEnvironment();
    const { vitals, report } = fakeVitals();
    collector = startMetricsCollector({ env: fake.env, vitals });
    report('FCP', 300);
    fake.load();
    vi.advanceTimersByTime(METRICS_FLUSH_AFTER_LOAD_MS - 1);
    expect(fake.fetches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fake.fetches).toHaveLength(1);
    const sent = Object.fromEntries(fake.fetches[0]!.batch.map((m) => [m.metric, m.value]));
    expect(sent).toEqual({
      FCP: 300,
      [METRIC_NAMES.loadEventEnd]: 800,
      [METRIC_NAMES.timeToInteractive]: 800 + TIME_TO_INTERACTIVE_AFTER_LOAD_MS,
      [METRIC_NAMES.domContentLoaded]: 500,
      [METRIC_NAMES.dnsLookup]: 2,
      [METRIC_NAMES.connect]: 7,
      [METRIC_NAMES.response]: 50,
    });
  });

  it('still collects where resource timing cannot be observed', () => {
    const fake = fakeEnvironment();
    fake.env.observeResources = () => {
      throw new TypeError('PerformanceObserver is not defined');
    };
    const { vitals, report } = fakeVitals();
    collector = startMetricsCollector({ env: fake.env, vitals });
    report('LCP', 900);
    expect(collector.pending().map((m) => m.metric)).toEqual(['LCP']);
  });

  it('counts the after-load second from start when the page had already loaded', () => {
    const fake = fakeEnvironment({ readyState: 'complete' });
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    vi.advanceTimersByTime(METRICS_FLUSH_AFTER_LOAD_MS);
    expect(fake.fetches).toHaveLength(1);
    expect(fake.fetches[0]!.batch.some((m) => m.metric === METRIC_NAMES.timeToInteractive)).toBe(true);
  });

  it(`flags resources slower than ${SLOW_RESOURCE_MS} ms`, () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    fake.resources([
      { name: '/fast.js', duration: SLOW_RESOURCE_MS },
      { name: '/slow.js', duration: SLOW_RESOURCE_MS + 234.4 },
    ]);
    expect(collector.pending().map((m) => [m.metric, m.value])).toEqual([
      [METRIC_NAMES.slowResource, SLOW_RESOURCE_MS + 234],
    ]);
  });

  it('logs a failed send and never retries it', async () => {
    const fake = fakeEnvironment({ fetchFails: true });
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    collector.record('custom', 1);
    collector.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.logs).toEqual(['Performance metrics could not be sent']);
    expect(collector.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(METRICS_FLUSH_INTERVAL_MS * 3);
    expect(fake.fetches).toHaveLength(1);
  });

  it('sends nothing while offline: the metrics wait (the newest 100) and go with the next flush once online', () => {
    const fake = fakeEnvironment();
    let online = false;
    fake.env.online = () => online;
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    for (let i = 0; i < 150; i += 1) collector.record('custom', i);
    collector.flush();
    fake.hide();
    expect(fake.fetches).toEqual([]);
    expect(fake.beacons).toEqual([]);
    expect(collector.pending().map((m) => m.value)).toEqual(Array.from({ length: 100 }, (_, i) => i + 50));
    online = true;
    collector.flush();
    expect(fake.fetches.flatMap((f) => f.batch.map((m) => m.value))).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 50),
    );
  });

  it('stops every timer and listener', () => {
    const fake = fakeEnvironment();
    collector = startMetricsCollector({ env: fake.env, vitals: fakeVitals().vitals });
    collector.record('custom', 1);
    collector.stop();
    vi.advanceTimersByTime(SESSION_DURATION_INTERVAL_MS * 2);
    fake.hide();
    expect(fake.fetches).toHaveLength(0);
    expect(fake.beacons).toHaveLength(0);
  });
});
