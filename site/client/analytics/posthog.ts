/**
 * PostHog in the browser (its own chunk: loaded only with a key and the visitor's "Allow").
 * Perch's rules on top of posthog-js: the spec §3 base properties on every event, the guest and
 * user identities of spec §4 (reset when a signed-in user is gone), the masking rules of spec §5
 * (./privacy.ts) and the 5-second flush of spec §9 (./eventQueue.ts).
 */
import posthog, { type CaptureResult, type PostHogConfig } from 'posthog-js';
import { ANALYTICS_FLUSH_DELAY_MS, createEventQueue, type EventQueue } from './eventQueue';
import { NO_TRACK_SELECTORS, scrubEvent } from './privacy';
import { baseProperties, identifyStep, type AnalyticsIdentity } from './properties';

/** Where the page asks who it belongs to. */
export const IDENTITY_ENDPOINT = '/api/analytics/identity';
/** Local-storage key of the last identity given to PostHog (to notice sign-in and sign-out). */
export const IDENTIFIED_KEY = 'perch_analytics_identified';

interface Remembered {
  distinctId: string | null;
  kind: 'user' | 'guest' | null;
  properties: string | null;
}

function remembered(): Remembered {
  try {
    const value = JSON.parse(localStorage.getItem(IDENTIFIED_KEY) ?? 'null') as Partial<Remembered> | null;
    if (value && (value.kind === 'user' || value.kind === 'guest') && typeof value.distinctId === 'string') {
      return { distinctId: value.distinctId, kind: value.kind, properties: typeof value.properties === 'string' ? value.properties : null };
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

/** posthog-js settings: Perch's privacy rules, no scripts from PostHog's host, readable payloads. */
export function postHogOptions(apiHost: string, beforeSend: (event: CaptureResult | null) => CaptureResult | null): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
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
    request_queue_config: { flush_interval_ms: ANALYTICS_FLUSH_DELAY_MS },
    persistence: 'localStorage+cookie',
    respect_dnt: true,
    person_profiles: 'identified_only',
    before_send: beforeSend,
  };
}

let started = false;
let identity: AnalyticsIdentity = { kind: 'none' };
let queue: EventQueue | undefined;

const scrubAndStamp = (event: CaptureResult | null): CaptureResult | null => {
  if (!event) return null;
  const scrubbed = scrubEvent(event);
  if (!scrubbed) return null;
  const base = baseProperties({
    userId: identity.kind === 'none' ? null : identity.distinctId,
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
  if (now.kind !== 'none' && before.distinctId === now.distinctId && before.properties === props) return;
  const step = identifyStep(before, now);
  if (step.action === 'reset' || step.action === 'reset-then-identify') posthog.reset();
  if (step.action === 'identify' || step.action === 'reset-then-identify') {
    posthog.identify(step.distinctId, step.properties);
    remember({ distinctId: step.distinctId, kind: now.kind === 'none' ? null : now.kind, properties: props });
  } else if (step.action === 'reset') {
    remember(null);
  }
}

/** Starts PostHog on this page once (after "Allow"). */
export async function startProductAnalytics(config: { key: string; apiHost: string }): Promise<void> {
  if (started) {
    posthog.opt_in_capturing();
    return;
  }
  started = true;
  identity = await fetchIdentity();
  posthog.init(config.key, {
    ...postHogOptions(config.apiHost, scrubAndStamp),
    loaded: () => applyIdentity(identity),
  });
  queue = createEventQueue((events) => {
    for (const e of events) posthog.capture(e.event, e.properties);
  });
  addEventListener('pagehide', () => queue?.flush());
}

/** Perch's own events: batched and handed to PostHog 5 s after the last one (spec §9). */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  queue?.push(event, properties);
}

/** "Decline" after "Allow": nothing more is sent, and what PostHog kept in this browser is cleared. */
export function stopProductAnalytics(): void {
  if (!started) return;
  queue?.stop();
  posthog.opt_out_capturing();
  posthog.reset();
  remember(null);
}
