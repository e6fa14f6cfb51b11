/**
 * Product events the server notes for the browser to send (issue #18): sign-up, sign-in and
 * sign-out are plain form posts answered by a redirect, and a tool page or the checkout is opened
 * by a page load, so no script sees them happen. Only when the visitor's pages send product
 * analytics (a PostHog key and their "Allow"), the server puts them in the page's analytics
 * settings — a form post's in a short-lived HttpOnly cookie first, handed to the next page
 * rendered (site/server/analytics/notedEvents.ts, site/middleware.ts) — and the page's PostHog
 * chunk sends them. They carry only the properties of the event map (no free text, no personal
 * data), checked again when read. This is the cookie's format.
 */
import { productEventProblem, type ProductEventName, type ProductEventProperties } from '@perch/ui/analytics';

export const NOTED_EVENTS_COOKIE = 'perch_analytics_events';
/** A noted event older than this is not sent (the visitor never reached a page with PostHog). */
export const NOTED_EVENTS_MAX_AGE_S = 10 * 60;
/** At most this many are kept (a page noting more keeps the newest). */
export const NOTED_EVENTS_MAX = 5;

export interface NotedEvent<E extends ProductEventName = ProductEventName> {
  event: E;
  properties: ProductEventProperties[E];
}

/** The cookie's value for `events` (URI-encoded JSON). */
export function encodeNotedEvents(events: readonly NotedEvent[]): string {
  return encodeURIComponent(JSON.stringify(events.slice(-NOTED_EVENTS_MAX).map((e) => [e.event, e.properties])));
}

/** The events in a cookie value; anything malformed, unknown or breaking the event map is left out. */
export function decodeNotedEvents(value: string | null | undefined): NotedEvent[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const events: NotedEvent[] = [];
  for (const item of parsed.slice(-NOTED_EVENTS_MAX)) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [event, properties] = item as [unknown, unknown];
    if (productEventProblem(event, properties) === null) events.push({ event, properties } as NotedEvent);
  }
  return events;
}

/** The cookie's value in a `document.cookie` or Cookie header string. */
export function notedEventsCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === NOTED_EVENTS_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}
