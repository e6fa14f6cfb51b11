/**
 * PostHog in the browser (its own chunk: loaded only with a key and the visitor's "Allow").
 * Perch's rules on top of posthog-js: the spec §3 base properties on every event, the guest and
 * user identities of spec §4 (reset when a signed-in user is gone), the masking rules of spec §5
 * (site/client/analytics/privacy.ts) and the 5-second flush of spec §9 (site/client/analytics/eventQueue.ts).
 */
import posthog, { type CaptureResult, type PostHogConfig } from 'posthog-js';
import {
  closeProductAnalyticsHub,
  connectProductAnalytics,
  openProductAnalyticsHub,
  personUpdateFor,
  productEventProblem,
  type ProductAnalyticsCommand,
} from '@perch/ui/analytics';
import { createEventQueue, type EventQueue, type QueuedEvent } from '../../../../client/analytics/eventQueue';
import type { NotedEvent } from '../../../../shared/analytics/notedEvents';
import { NO_TRACK_SELECTORS, scrubEvent } from '../../../../client/analytics/privacy';
import {
  baseProperties,
  GUEST_ID_PROPERTY,
  identifyStep,
  type AnalyticsIdentity,
  type RememberedIdentity,
} from '../../../../shared/analytics/properties';
import { SCROLL_DEPTH_EVENT, watchScrollCheckpoints } from '../../../../client/analytics/scrollCheckpoints';

/** Where the page asks who it belongs to. */
export const IDENTITY_ENDPOINT = '/api/analytics/identity';
/** Local-storage key of the last identity given to PostHog (to notice sign-in and sign-out). */
export const IDENTIFIED_KEY = 'perch_analytics_identified';

interface Remembered extends RememberedIdentity {
  properties: string | null;
}

function remembered(): Remembered {
  try {
    const value = JSON.parse(localStorage.getItem(IDENTIFIED_KEY) ?? 'null') as Partial<Remembered> | null;
    if (value && (value.kind === 'user' || value.kind === 'guest') && typeof value.distinctId === 'string') {
      return {
        distinctId: value.distinctId,
        kind: value.kind,
        anonymous: value.anonymous === true,
        properties: typeof value.properties === 'string' ? value.properties : null,
      };
    }
  } catch {
    // Nothing usable remembered.
  }
  return { distinctId: null, kind: null, properties: null };
}

function remember(value: Remembered | null) {
  try {
    if (value) localStorage.setItem(IDENTIFIED_KEY, JSON.stringify(value));
    else localStorage.removeItem(IDENTIFIED_KEY);
  } catch {
    // Storage blocked: the next page identifies again, which PostHog treats as the same person.
  }
}

/**
 * Spec §9 "Analytics library defaults", set explicitly wherever posthog-js (1.449) has an option, so
 * a change of the library's default cannot change them. The ones it has no option for are fixed in
 * the library (file and constant named in each comment); where its value differs from the spec's it
 * cannot be met short of patching posthog-js.
 *
 * - batch 50 events: no option. posthog-js sends everything queued at each flush as one request
 *   (posthog-js/lib/src/request-queue.js, RequestQueue._formatQueue groups by batch key, no cap).
 * - request time-out 90 s: no option for event requests; fixed at 60 s
 *   (posthog-js/lib/src/request.js, `options.timeout = options.timeout || 60000`).
 * - link tracking time-out 300 ms: posthog-js has no link tracking that holds a navigation back
 *   (autocapture records the click; the queue goes by sendBeacon on unload), so nothing to time out.
 * - session recording batch 1000 events, flushed every 10 s: no option; the recorder flushes its
 *   buffer every 2 s or at ~0.9 MB (posthog-js/lib/src/extensions/replay/external/
 *   lazy-loaded-session-recorder.js, RECORDING_BUFFER_TIMEOUT = 2000, RECORDING_MAX_EVENT_SIZE).
 *   Perch records no sessions (disable_session_recording below); the recording options are set
 *   anyway so the spec's values hold if that ever changes.
 * - retry back-off: doubles (fixed: posthog-js/lib/src/retry-queue.js, pickNextRetryDelay,
 *   3000 · 2^n ± 50 % jitter) but is capped at 30 minutes there (`thirtyMinutes`), not 10; no option.
 * - a duplicate item sent at most 5 times: no option; a failed batch is retried up to 10 times
 *   (DEFAULT_MAX_RETRIES = 10), 3 when no HTTP response came (STATUS_CODE_ZERO_MAX_RETRIES), same file.
 * - scroll checkpoints 25/50/75/100 %: posthog-js only records the deepest scroll of a page
 *   ($prev_pageview_max_scroll_percentage, posthog-js/lib/src/scroll-manager.js), so Perch sends
 *   them itself: one `scroll_depth` event per checkpoint a page's scroll passes (./scrollCheckpoints.ts).
 * - captured text cut at 255 characters: the library's own rule, per text node
 *   (@posthog/browser-common/dist/utils/autocapture-utils.mjs, makeSafeText: `.substring(0, 255)`);
 *   an element's text may join several nodes (up to 1024), so ./privacy.ts cuts it to 255 again.
 */
/** "flush every 5 s" (posthog-js allows 250–5000 ms; its default is 3000). */
export const POSTHOG_FLUSH_INTERVAL_MS = 5_000;
/** "cookie lifetime 365 days". */
export const POSTHOG_COOKIE_DAYS = 365;
/** "idle time-out 30 minutes": the session (and a recording in it) ends after this long idle. */
export const POSTHOG_SESSION_IDLE_TIMEOUT_S = 30 * 60;
/**
 * "rage click is 4 clicks within 1 second and 30 px" (posthog-js' defaults: 3, 1000 ms, 30 px). How
 * posthog-js applies them is fixed (@posthog/browser-common/dist/rageclick.mjs, isRageClick): each
 * click within 1 s and under 30 px (|dx| + |dy|) of the click before it, not of the first.
 */
export const POSTHOG_RAGE_CLICK = { click_count: 4, timeout_ms: 1_000, threshold_px: 30 } as const;
/** Session recording "throttle 250 ms" (rrweb's mouse-move sampling; its default is 50 ms). */
export const POSTHOG_RECORDING_THROTTLE_MS = 250;
/** Session recording "image quality 0.6" (canvas frames; posthog-js' default is 0.4, as a string). */
export const POSTHOG_RECORDING_IMAGE_QUALITY = '0.6';

/** posthog-js settings: Perch's privacy rules, no scripts from PostHog's host, readable payloads. */
export function postHogOptions(
  apiHost: string,
  beforeSend: (event: CaptureResult | null) => CaptureResult | null,
): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    // Autocapture listens from posthog.init on: its click listener is attached synchronously
    // (@posthog/browser-common/dist/autocapture.mjs, setup → startIfEnabled; with
    // advanced_disable_flags it does not wait for a remote config). A click before that — the
    // loader starts PostHog once the page is idle after load, about 0.3–0.5 s after load on the
    // test machine (#18) — is not captured.
    autocapture: {
      css_selector_ignorelist: [...NO_TRACK_SELECTORS],
      // Field values are never collected, whatever an element's markup says.
      capture_value_css_selector_allowlist: [],
      element_attribute_ignorelist: ['value', 'data-sensitive'],
    },
    capture_pageview: true,
    capture_pageleave: true,
    // Perch measures performance itself (@perch/ui/metrics); no recordings, surveys, or scripts
    // loaded from the host (the page's CSP allows only connect-src there).
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_external_dependency_loading: true,
    advanced_disable_flags: true,
    // Plain JSON bodies: nothing in them is hidden from a reviewer (or the tests' stand-in).
    disable_compression: true,
    request_batching: true,
    request_queue_config: { flush_interval_ms: POSTHOG_FLUSH_INTERVAL_MS },
    cookie_expiration: POSTHOG_COOKIE_DAYS,
    session_idle_timeout_seconds: POSTHOG_SESSION_IDLE_TIMEOUT_S,
    rageclick: { ...POSTHOG_RAGE_CLICK },
    session_recording: {
      session_idle_threshold_ms: POSTHOG_SESSION_IDLE_TIMEOUT_S * 1000,
      sampling: { mousemove: POSTHOG_RECORDING_THROTTLE_MS },
      captureCanvas: { canvasQuality: POSTHOG_RECORDING_IMAGE_QUALITY },
    },
    persistence: 'localStorage+cookie',
    respect_dnt: true,
    person_profiles: 'identified_only',
    before_send: beforeSend,
  };
}

let started = false;
let identity: AnalyticsIdentity = { kind: 'none' };
/** While set, events are stamped as this person (a signed_out sent before the reset that follows it). */
let stampAs: string | null | undefined;
let queue: EventQueue | undefined;
let sink: ((command: ProductAnalyticsCommand) => void) | undefined;

/** Local-storage key of the person counts kept for the people-increment call. */
export const PERSON_COUNTS_KEY = 'perch_analytics_counts';

/** What the product-event sink needs of posthog-js (a stand-in in the unit tests). */
export interface ProductAnalyticsClient {
  capture(event: string, properties: Record<string, unknown>, options?: { transport: 'sendBeacon' }): unknown;
  setPersonProperties(set: Record<string, unknown>): unknown;
  get_distinct_id(): string;
}

/**
 * Where @perch/ui/analytics' calls end up once PostHog has loaded. Events wait in `queue` (spec §9:
 * flushed 5 s after the last one); a subscription event also marks the person's
 * subscription_status 'active' (spec §4). PostHog has no increment for people properties, so a
 * count is kept per person in this browser (`storage`) and the new total is set: a count made on
 * another device is not added in.
 */
export function productAnalyticsSink(
  client: ProductAnalyticsClient,
  queue: Pick<EventQueue, 'push'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
) {
  return (command: ProductAnalyticsCommand): void => {
    if (command.kind === 'event') {
      queue.push(command.event, command.properties);
      return;
    }
    const person = client.get_distinct_id();
    let counts: Record<string, Record<string, number>> = {};
    try {
      const parsed = JSON.parse(storage?.getItem(PERSON_COUNTS_KEY) ?? '{}') as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) counts = parsed as typeof counts;
    } catch {
      // A broken entry starts the counts again.
    }
    const mine = typeof counts[person] === 'object' && counts[person] !== null ? counts[person] : {};
    const before = Number.isFinite(mine[command.property]) ? mine[command.property]! : 0;
    const total = before + command.by;
    // One person's counts only: a shared browser does not keep everyone's.
    counts = { [person]: { ...mine, [command.property]: total } };
    try {
      storage?.setItem(PERSON_COUNTS_KEY, JSON.stringify(counts));
    } catch {
      // Storage blocked: the total is still sent.
    }
    client.setPersonProperties({ [command.property]: total });
  };
}

/** Hands a batch from the queue to posthog-js: each event, then the person update it implies. */
export function sendBatch(client: ProductAnalyticsClient, events: readonly QueuedEvent[], unloading: boolean): void {
  for (const e of events) {
    // On pagehide posthog-js has already sent its queue: what comes later must go by beacon itself.
    client.capture(e.event, e.properties, ...(unloading ? [{ transport: 'sendBeacon' as const }] : []));
    const update = personUpdateFor(e.event as never, e.properties as never);
    if (update) client.setPersonProperties(update);
  }
}

/** The server's noted events for this page that still fit the event map (checked again: they came through the page). */
export function sendableNotedEvents(events: unknown): NotedEvent[] {
  if (!Array.isArray(events)) return [];
  return events.filter(
    (e): e is NotedEvent =>
      typeof e === 'object' &&
      e !== null &&
      productEventProblem((e as NotedEvent).event, (e as NotedEvent).properties) === null,
  );
}

const scrubAndStamp = (event: CaptureResult | null): CaptureResult | null => {
  if (!event) return null;
  const scrubbed = scrubEvent(event);
  if (!scrubbed) return null;
  const base = baseProperties({
    userId: stampAs !== undefined ? stampAs : identity.kind === 'none' ? null : identity.distinctId,
    sessionId: posthog.get_session_id?.() ?? null,
    pageUrl: location.href,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    now: new Date(),
  });
  return { ...scrubbed, properties: { ...scrubbed.properties, ...base } };
};

async function fetchIdentity(): Promise<AnalyticsIdentity> {
  try {
    const res = await fetch(IDENTITY_ENDPOINT, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return { kind: 'none' };
    return (await res.json()) as AnalyticsIdentity;
  } catch {
    return { kind: 'none' };
  }
}

function applyIdentity(now: AnalyticsIdentity) {
  const before = remembered();
  const props = now.kind === 'none' ? null : JSON.stringify(now.properties);
  const step = identifyStep(before, now);
  if (step.action === 'guest') {
    if (step.reset) posthog.reset();
    // A super property: every event of this browser carries it until a reset (sign-in keeps it,
    // which is how the guest's and the user's events can be told apart and still be one person).
    posthog.register({ [GUEST_ID_PROPERTY]: step.guestId });
    remember({ distinctId: step.guestId, kind: 'guest', anonymous: true, properties: props });
    return;
  }
  if (
    step.action === 'identify' &&
    before.kind === 'user' &&
    before.distinctId === step.distinctId &&
    before.properties === props
  )
    return;
  if (step.action === 'reset' || step.action === 'reset-then-identify') posthog.reset();
  if (step.action === 'identify' || step.action === 'reset-then-identify') {
    posthog.identify(step.distinctId, step.properties);
    remember({ distinctId: step.distinctId, kind: 'user', properties: props });
  } else if (step.action === 'reset') {
    remember(null);
  }
}

/** Starts PostHog on this page once (after "Allow"). */
export async function startProductAnalytics(
  config: { key: string; apiHost: string },
  notedEvents: unknown = [],
): Promise<void> {
  if (started) {
    posthog.opt_in_capturing();
    openProductAnalyticsHub();
    if (sink) connectProductAnalytics(sink);
    return;
  }
  started = true;
  // The loader opened the hub already; opened here too so a direct caller behaves the same.
  openProductAnalyticsHub();
  identity = await fetchIdentity();
  let unloading = false;
  queue = createEventQueue((events) => sendBatch(posthog, events, unloading));
  const noted = sendableNotedEvents(notedEvents);
  posthog.init(config.key, {
    ...postHogOptions(config.apiHost, scrubAndStamp),
    loaded: () => {
      // A sign-out belongs to the person who left: sent as them, before the reset applyIdentity makes.
      const leaving = remembered();
      stampAs = leaving.distinctId;
      for (const e of noted) if (e.event === 'signed_out') posthog.capture(e.event, e.properties);
      stampAs = undefined;
      applyIdentity(identity);
    },
  });
  // Captured as autocapture's events are: PostHog's own queue, flushed every 5 s and by beacon on
  // pagehide; nothing is sent after "Decline" (opt_out_capturing).
  watchScrollCheckpoints(window, (percent) => posthog.capture(SCROLL_DEPTH_EVENT, { percent }));
  sink = productAnalyticsSink(posthog, queue, safeLocalStorage());
  connectProductAnalytics(sink);
  for (const e of noted) if (e.event !== 'signed_out') queue.push(e.event, e.properties);
  addEventListener('pagehide', () => {
    unloading = true;
    queue?.flush();
    unloading = false;
  });
}

function safeLocalStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** An event batched and handed to PostHog 5 s after the last one (spec §9); product code calls @perch/ui/analytics' typed trackProductEvent instead. */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  queue?.push(event, properties);
}

/** "Decline" after "Allow": nothing more is sent, and what PostHog kept in this browser is cleared. */
export function stopProductAnalytics(): void {
  closeProductAnalyticsHub();
  if (!started) return;
  queue?.stop();
  posthog.opt_out_capturing();
  posthog.reset();
  remember(null);
}
