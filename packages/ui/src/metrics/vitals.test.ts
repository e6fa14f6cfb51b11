// ./vitals against a stand-in browser: PerformanceObserver, performance, document and window
// events are stubbed, entries are handed to the observers as the browser would, and each metric is
// checked against what web-vitals 5 reports for the same entries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLS_SESSION_GAP_MS, CLS_SESSION_MAX_MS, INP_CANDIDATES, INP_INTERACTIONS_PER_SKIP } from './vitals';

interface FakeEntry {
  name?: string;
  entryType?: string;
  startTime: number;
  duration?: number;
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
}

const SUPPORTED = new Set(['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input', 'resource']);

class FakeObserver {
  static all: FakeObserver[] = [];
  types: Array<{ type: string; durationThreshold?: number }> = [];
  queued: FakeEntry[] = [];
  disconnected = false;
  constructor(readonly cb: (list: { getEntries(): FakeEntry[] }) => void) {
    FakeObserver.all.push(this);
  }
  observe(init: { type: string; durationThreshold?: number }) {
    if (!SUPPORTED.has(init.type)) throw new TypeError('unsupported');
    this.types.push(init);
  }
  takeRecords() {
    return this.queued.splice(0);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let listeners: Array<{ type: string; fn: (e: Event) => void }>;
let visibilityState: DocumentVisibilityState;
let navigation: { activationStart?: number };
let visibilityEntries: FakeEntry[];
let fcpEntries: FakeEntry[];

/** Delivers entries to every observer of the type (durationThreshold applied), as a callback. */
function emit(type: string, entries: FakeEntry[]) {
  for (const o of FakeObserver.all) {
    const t = o.types.find((x) => x.type === type);
    if (!t || o.disconnected) continue;
    const seen = entries.filter((e) => e.duration === undefined || e.duration >= (t.durationThreshold ?? 0));
    if (seen.length) o.cb({ getEntries: () => seen });
  }
}
/** Queues entries the browser has but has not delivered yet (what takeRecords() returns). */
function queue(type: string, entries: FakeEntry[]) {
  for (const o of FakeObserver.all)
    if (o.types.some((x) => x.type === type) && !o.disconnected) o.queued.push(...entries);
}
function dispatch(type: string, init: { isTrusted?: boolean; timeStamp?: number } = {}) {
  const event = { type, isTrusted: init.isTrusted ?? true, timeStamp: init.timeStamp ?? 0 } as unknown as Event;
  for (const l of listeners.filter((x) => x.type === type)) l.fn(event);
}
function hide(timeStamp = 5_000) {
  visibilityState = 'hidden';
  dispatch('visibilitychange', { timeStamp });
}
function show() {
  visibilityState = 'visible';
  dispatch('visibilitychange');
}

async function loadVitals() {
  vi.resetModules();
  return import('./vitals');
}

function collect(subscribe: (cb: (m: { name: string; value: number }) => void) => void) {
  const reports: Array<{ name: string; value: number }> = [];
  subscribe((m) => reports.push({ name: m.name, value: m.value }));
  return reports;
}

beforeEach(() => {
  FakeObserver.all = [];
  listeners = [];
  visibilityState = 'visible';
  navigation = {};
  visibilityEntries = [];
  fcpEntries = [{ name: 'first-contentful-paint', startTime: 100 }];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // Browsers with INP support have interactionId on PerformanceEventTiming's prototype.
  vi.stubGlobal(
    'PerformanceEventTiming',
    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in for the browser's PerformanceEventTiming class, not a component
    Object.assign(function PerformanceEventTiming() {}, { prototype: { interactionId: 0 } }),
  );
  vi.stubGlobal('addEventListener', (type: string, fn: (e: Event) => void) => listeners.push({ type, fn }));
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibilityState;
    },
  });
  vi.stubGlobal('performance', {
    now: () => 10_000,
    getEntriesByType: (type: string) =>
      type === 'navigation' ? [navigation] : type === 'visibility-state' ? visibilityEntries : [],
    getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? fcpEntries : []),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FCP', () => {
  it('is the first-contentful-paint time (from activation for a prerendered page), reported once', async () => {
    navigation = { activationStart: 40 };
    const { onFCP } = await loadVitals();
    const reports = collect(onFCP);
    emit('paint', [{ name: 'first-paint', startTime: 90 }]);
    expect(reports).toEqual([]);
    emit('paint', [{ name: 'first-contentful-paint', startTime: 240 }]);
    emit('paint', [{ name: 'first-contentful-paint', startTime: 300 }]);
    expect(reports).toEqual([{ name: 'FCP', value: 200 }]);
  });

  it('is not reported when the page was hidden before it painted (read from visibility-state entries)', async () => {
    visibilityEntries = [{ name: 'hidden', startTime: 150 }];
    const { onFCP } = await loadVitals();
    const reports = collect(onFCP);
    emit('paint', [{ name: 'first-contentful-paint', startTime: 240 }]);
    expect(reports).toEqual([]);
  });
});

describe('LCP', () => {
  it('is the last candidate before the first trusted click or key press, reported then and only once', async () => {
    const { onLCP } = await loadVitals();
    const reports = collect(onLCP);
    emit('largest-contentful-paint', [{ startTime: 300 }, { startTime: 800 }]);
    dispatch('click', { isTrusted: false });
    expect(reports).toEqual([]);
    queue('largest-contentful-paint', [{ startTime: 1_200 }]);
    dispatch('keydown');
    expect(reports).toEqual([{ name: 'LCP', value: 1_200 }]);
    emit('largest-contentful-paint', [{ startTime: 2_000 }]);
    dispatch('click');
    hide();
    expect(reports).toHaveLength(1);
  });

  it('is reported when the page hides, and paints after the first hide do not count', async () => {
    const { onLCP } = await loadVitals();
    const reports = collect(onLCP);
    emit('largest-contentful-paint', [{ startTime: 700 }]);
    hide(5_000);
    expect(reports).toEqual([{ name: 'LCP', value: 700 }]);

    const again = await loadVitals();
    visibilityState = 'visible';
    const later = collect(again.onLCP);
    hide(500);
    emit('largest-contentful-paint', [{ startTime: 900 }]);
    expect(later).toEqual([]);
  });
});

describe('CLS', () => {
  it(`is the largest session window (shifts < ${CLS_SESSION_GAP_MS} ms apart, window < ${CLS_SESSION_MAX_MS} ms), without shifts after input`, async () => {
    const { onCLS } = await loadVitals();
    const reports = collect(onCLS);
    emit('layout-shift', [
      { startTime: 1_000, value: 0.1 },
      { startTime: 1_500, value: 0.1 },
      { startTime: 1_600, value: 0.5, hadRecentInput: true },
      // More than a second later: a new window.
      { startTime: 3_000, value: 0.15 },
      { startTime: 3_900, value: 0.01 },
    ]);
    expect(reports).toEqual([]);
    hide();
    expect(reports).toEqual([{ name: 'CLS', value: 0.2 }]);
  });

  it('closes a window after 5 s even if shifts keep coming', async () => {
    const { onCLS } = await loadVitals();
    const reports = collect(onCLS);
    emit(
      'layout-shift',
      Array.from({ length: 8 }, (_, i) => ({ startTime: 1_000 + i * 900, value: 0.1 })),
    );
    hide();
    // 1000…5500 is one window (6 shifts, the next at 6400 is past 5 s), 6400…7300 another.
    expect(reports[0]!.name).toBe('CLS');
    expect(reports[0]!.value).toBeCloseTo(0.6);
  });

  it('is reported at every hide where it changed (0 included), and not before the page painted', async () => {
    const { onCLS } = await loadVitals();
    const reports = collect(onCLS);
    hide();
    show();
    hide();
    expect(reports).toEqual([{ name: 'CLS', value: 0 }]);
    show();
    queue('layout-shift', [{ startTime: 9_000, value: 0.05 }]);
    hide();
    expect(reports).toEqual([
      { name: 'CLS', value: 0 },
      { name: 'CLS', value: 0.05 },
    ]);

    fcpEntries = [];
    const unpainted = await loadVitals();
    const none = collect(unpainted.onCLS);
    show();
    hide();
    expect(none).toEqual([]);
  });
});

describe('INP', () => {
  it('is the longest interaction (each interaction counted by its longest event), reported at hide', async () => {
    vi.stubGlobal('performance', { ...performance, interactionCount: 3 });
    const { onINP } = await loadVitals();
    const reports = collect(onINP);
    emit('event', [
      { interactionId: 7, startTime: 100, duration: 48 },
      { interactionId: 7, startTime: 100, duration: 120 },
      { interactionId: 14, startTime: 900, duration: 64 },
      { startTime: 950, duration: 400 }, // not an interaction (e.g. a mousemove)
    ]);
    queue('event', [{ interactionId: 21, startTime: 1_500, duration: 88 }]);
    hide();
    expect(reports).toEqual([{ name: 'INP', value: 120 }]);
    show();
    hide();
    expect(reports).toHaveLength(1);
  });

  it(`ignores one longest interaction per ${INP_INTERACTIONS_PER_SKIP} (the browser's interaction count), among the ${INP_CANDIDATES} longest`, async () => {
    vi.stubGlobal('performance', { ...performance, interactionCount: 2 * INP_INTERACTIONS_PER_SKIP + 5 });
    const { onINP } = await loadVitals();
    const reports = collect(onINP);
    emit(
      'event',
      [500, 400, 300, 200].map((duration, i) => ({ interactionId: (i + 1) * 7, startTime: i * 1000, duration })),
    );
    hide();
    expect(reports).toEqual([{ name: 'INP', value: 300 }]);

    vi.stubGlobal('performance', { ...performance, interactionCount: 100 * INP_INTERACTIONS_PER_SKIP });
    const many = await loadVitals();
    const capped = collect(many.onINP);
    show();
    emit(
      'event',
      Array.from({ length: 15 }, (_, i) => ({
        interactionId: (i + 1) * 7,
        startTime: i * 100,
        duration: 1_000 - i * 40,
      })),
    );
    hide();
    expect(capped).toEqual([{ name: 'INP', value: 1_000 - (INP_CANDIDATES - 1) * 40 }]);
  });

  it('estimates the interaction count from the interaction ids when the browser has no count', async () => {
    const { onINP } = await loadVitals();
    const reports = collect(onINP);
    // Ids 7…7·60: 60 interactions, of which three were long.
    emit(
      'event',
      Array.from({ length: 60 }, (_, i) => ({
        interactionId: (i + 1) * 7,
        startTime: i * 100,
        duration: i < 3 ? 300 - i * 100 : 16,
      })),
    );
    hide();
    expect(reports).toEqual([{ name: 'INP', value: 200 }]);
  });

  it('reports nothing without an interaction, or where the browser has no interaction ids', async () => {
    const { onINP } = await loadVitals();
    const reports = collect(onINP);
    hide();
    expect(reports).toEqual([]);

    vi.stubGlobal('PerformanceEventTiming', undefined);
    const old = await loadVitals();
    const none = collect(old.onINP);
    expect(FakeObserver.all.filter((o) => o.types.some((t) => t.type === 'event'))).toHaveLength(2);
    expect(none).toEqual([]);
  });
});
