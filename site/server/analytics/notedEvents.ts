import type { APIContext } from 'astro';
import type { ProductEventName, ProductEventProperties, TOOL_OPENED_FROM } from '@perch/ui/analytics';
import { allowsProductAnalytics, readConsent } from '../../client/analytics/consent';
import { decodeNotedEvents, encodeNotedEvents, NOTED_EVENTS_COOKIE, NOTED_EVENTS_MAX_AGE_S, notedEventsCookieValue, type NotedEvent } from '../../client/analytics/notedEvents';
import { isHttps } from '../http/forwarded';
import { analytics } from '../providers/analytics';

type NoteContext = Pick<APIContext, 'request' | 'url' | 'cookies'>;

/**
 * Notes a product event for the browser to send (site/client/analytics/notedEvents.ts): a form
 * post answered by a redirect, or a page load, that no script sees. Nothing is written unless this
 * visitor's pages send product analytics (a PostHog key and their "Allow"). Events noted earlier
 * in this response, or by an earlier response not yet read by a page, are kept beside it.
 */
export function noteProductEvent<E extends ProductEventName>(context: NoteContext, event: E, properties: ProductEventProperties[E]): void {
  const cookieHeader = context.request.headers.get('cookie');
  if (!analytics().browserConfig() || !allowsProductAnalytics(readConsent(cookieHeader))) return;
  const earlier = context.cookies.get(NOTED_EVENTS_COOKIE, { decode: (v) => v })?.value ?? notedEventsCookieValue(cookieHeader);
  const events: NotedEvent[] = [...decodeNotedEvents(earlier), { event, properties } as NotedEvent];
  context.cookies.set(NOTED_EVENTS_COOKIE, encodeNotedEvents(events), {
    path: '/',
    sameSite: 'lax',
    // Read by the page's PostHog chunk: not httpOnly. It holds event names and ids only.
    httpOnly: false,
    secure: isHttps(context.request, context.url),
    maxAge: NOTED_EVENTS_MAX_AGE_S,
    encode: (v) => v,
  });
}

/** Where a tool page was opened from, by its Referer (same site only). */
export function toolOpenedFrom(request: Request, url: URL): (typeof TOOL_OPENED_FROM)[number] {
  const referer = request.headers.get('referer');
  if (!referer) return 'direct';
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return 'other';
  }
  if (from.origin !== url.origin) return 'other';
  if (from.pathname === '/tools' || from.pathname === '/apps') return 'catalogue';
  if (from.pathname === '/parooty' || from.pathname === '/parooty-onboarding') return 'parooty';
  if (from.pathname === '/wishlist') return 'wishlist';
  if (from.pathname === '/') return 'home';
  return 'other';
}
