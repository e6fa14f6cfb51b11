/**
 * The Core Web Vitals the collector reports (LCP, INP, CLS, FCP), measured the way web-vitals 5
 * measures them — its algorithms and thresholds, read from node_modules/web-vitals/dist/modules —
 * without what Perch does not use: ratings, deltas, attribution, reportAllChanges and the
 * re-measurement after a back/forward-cache restore. Why not web-vitals itself: the collector's
 * chunk loads on every public page and #18 caps it at 3 KB gzip; web-vitals' onINP alone is 1.6 KB
 * gzip there (all four 2.2 KB), these four together well under 1 KB. TTFB is read by the collector
 * from navigation timing (collector.ts).
 *
 * Each value is reported once it is final: LCP at the first key press or click (or when the page
 * hides), CLS and INP each time the page hides (again only if it changed), FCP when it is painted.
 */

/** One subscription: the callback gets each final value, `{name, value}` as web-vitals gives it. */
export type Subscribe = (cb: (m: { name: string; value: number }) => void) => void;

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number };

/** CLS session windows (web-vitals' LayoutShiftManager): shifts less than 1 s apart, at most 5 s long. */
export const CLS_SESSION_GAP_MS = 1_000;
export const CLS_SESSION_MAX_MS = 5_000;
/** INP: event entries at least this long are observed (web-vitals' DEFAULT_DURATION_THRESHOLD). */
export const INP_DURATION_THRESHOLD_MS = 40;
/** INP is the longest interaction, one ignored per this many (≈ the 98th percentile)… */
export const INP_INTERACTIONS_PER_SKIP = 50;
/** …out of the longest this many (web-vitals' MAX_INTERACTIONS_TO_CONSIDER). */
export const INP_CANDIDATES = 10;

const observe = (type: string, cb: (entries: Entry[]) => void, options?: { durationThreshold?: number }) => {
  try {
    const observer = new PerformanceObserver((list) => cb(list.getEntries()));
    observer.observe({ type, buffered: true, ...options });
    return observer;
  } catch {
    // This entry type is not supported here: the metric is not reported (as with web-vitals).
    return undefined;
  }
};

/** Prerendered pages count from their activation (web-vitals' getActivationStart). */
const activationStart = () =>
  (performance.getEntriesByType('navigation')[0] as { activationStart?: number } | undefined)?.activationStart || 0;

const onHidden = (cb: () => void) =>
  // On window, capturing: it runs before the collector's own visibilitychange listener (on the
  // document), which sends the queue by beacon.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && cb(), true);

let hiddenAt: number | undefined;
/**
 * When the page was first hidden (web-vitals' getVisibilityWatcher): paints after that do not
 * count. The collector starts once the page is idle, so an earlier hide is read from the
 * browser's visibility-state entries.
 */
const firstHidden = () => {
  if (hiddenAt === undefined) {
    hiddenAt =
      performance
        .getEntriesByType('visibility-state')
        .find((e) => e.name === 'hidden' && e.startTime >= activationStart())?.startTime ??
      (document.visibilityState === 'hidden' ? 0 : Infinity);
    addEventListener(
      'visibilitychange',
      (e) => document.visibilityState === 'hidden' && hiddenAt === Infinity && (hiddenAt = e.timeStamp),
      true,
    );
  }
  return hiddenAt;
};

/** The time of a paint entry, from the navigation (or activation), if the page was visible then. */
const paintTime = (e: Entry | undefined) =>
  e && e.startTime < firstHidden() ? Math.max(e.startTime - activationStart(), 0) : -1;

export const onFCP: Subscribe = (cb) => {
  firstHidden();
  const observer = observe('paint', (entries) => {
    const value = paintTime(entries.find((e) => e.name === 'first-contentful-paint'));
    if (value >= 0) {
      observer!.disconnect();
      cb({ name: 'FCP', value });
    }
  });
};

export const onLCP: Subscribe = (cb) => {
  firstHidden();
  let value = -1;
  let done = false;
  const handle = (entries: Entry[]) => {
    const time = paintTime(entries.at(-1));
    if (time >= 0) value = time;
  };
  const observer = observe('largest-contentful-paint', handle);
  if (!observer) return;
  // The browser stops reporting candidates at the first input; so does web-vitals.
  const finish = (e: Event) => {
    if (!e.isTrusted || done) return;
    done = true;
    handle(observer.takeRecords());
    observer.disconnect();
    if (value >= 0) cb({ name: 'LCP', value });
  };
  for (const type of ['keydown', 'click', 'visibilitychange']) addEventListener(type, finish, true);
};

export const onCLS: Subscribe = (cb) => {
  let value = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  let reported: number | undefined;
  const handle = (entries: Entry[]) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      if (session && e.startTime - last < CLS_SESSION_GAP_MS && e.startTime - first < CLS_SESSION_MAX_MS)
        session += e.value!;
      else [session, first] = [e.value!, e.startTime];
      last = e.startTime;
      value = Math.max(value, session);
    }
  };
  const observer = observe('layout-shift', handle);
  onHidden(() => {
    handle(observer?.takeRecords() ?? []);
    // Only a page that painted has a layout to shift (web-vitals starts CLS after FCP).
    if (observer && value !== reported && performance.getEntriesByName('first-contentful-paint').length)
      cb({ name: 'CLS', value: (reported = value) });
  });
};

export const onINP: Subscribe = (cb) => {
  if (!('interactionId' in (globalThis.PerformanceEventTiming?.prototype ?? {}))) return;
  // The longest duration of each interaction at least INP_DURATION_THRESHOLD_MS long (few).
  const interactions = new Map<number, number>();
  const handle = (entries: Entry[]) => {
    for (const e of entries)
      if (e.interactionId)
        interactions.set(e.interactionId, Math.max(interactions.get(e.interactionId) ?? 0, e.duration));
  };
  const observer = observe('event', handle, { durationThreshold: INP_DURATION_THRESHOLD_MS });
  if (!observer) return;
  observer.observe({ type: 'first-input', buffered: true });
  // How many interactions there were, short ones too: the browser's count, or web-vitals'
  // estimate from the interaction ids it saw (they grow by 7).
  let minId = Infinity;
  let maxId = 0;
  if (!('interactionCount' in performance)) {
    observe(
      'event',
      (entries) => {
        for (const e of entries)
          if (e.interactionId) [minId, maxId] = [Math.min(minId, e.interactionId), Math.max(maxId, e.interactionId)];
      },
      { durationThreshold: 0 },
    );
  }
  let reported: number | undefined;
  onHidden(() => {
    handle(observer.takeRecords());
    const count =
      (performance as { interactionCount?: number }).interactionCount ?? (maxId ? (maxId - minId) / 7 + 1 : 0);
    const longest = [...interactions.values()].sort((a, b) => b - a).slice(0, INP_CANDIDATES);
    const value = longest[Math.min(longest.length - 1, Math.floor(count / INP_INTERACTIONS_PER_SKIP))];
    if (value !== undefined && value !== reported) cb({ name: 'INP', value: (reported = value) });
  });
};
