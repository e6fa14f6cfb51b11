import type { APIContext } from 'astro';
import type { ProductEventName, ProductEventProperties, TOOL_OPENED_FROM } from '@perch/ui/analytics';
import { allowsProductAnalytics, readConsent } from '../../shared/analytics/consent';
import {
  decodeNotedEvents,
  encodeNotedEvents,
  NOTED_EVENTS_COOKIE,
  NOTED_EVENTS_MAX_AGE_S,
  notedEventsCookieValue,
  type NotedEvent,
} from '../../shared/analytics/notedEvents';
import type { Database } from '../db/client';
import { isHttps } from '../http/forwarded';
import type { Transaction } from '../http/idempotency';
import { analytics } from '../providers/analytics';
import { storeEvent, takeEvents } from './storedEvents';

type NoteContext = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals'>;

function mayNote(context: NoteContext): boolean {
  return (
    analytics().browserConfig() !== null && allowsProductAnalytics(readConsent(context.request.headers.get('cookie')))
  );
}

/**
 * Notes a product event this page sends (a tool page, the checkout): it goes into the page's
 * analytics settings (site/components/Analytics.astro). Nothing is noted unless this visitor's
 * pages send product analytics (a PostHog key and their "Allow").
 */
export function noteOnThisPage<E extends ProductEventName>(
  context: NoteContext,
  event: E,
  properties: ProductEventProperties[E],
): void {
  if (!mayNote(context)) return;
  (context.locals.productEvents ??= []).push({ event, properties } as NotedEvent);
}

/**
 * Notes a product event for the page this response redirects to (a form post: sign-up, sign-in,
 * sign-out, a payment): kept in an HttpOnly cookie that the middleware hands to the next page
 * rendered (site/middleware.ts), never to a page already open — so another tab, or the page the
 * form was sent from, cannot take it. Events noted earlier and not yet handed on are kept beside it.
 */
export function noteForNextPage<E extends ProductEventName>(
  context: NoteContext,
  event: E,
  properties: ProductEventProperties[E],
): void {
  if (!mayNote(context)) return;
  const earlier =
    context.cookies.get(NOTED_EVENTS_COOKIE, { decode: (v) => v })?.value ??
    notedEventsCookieValue(context.request.headers.get('cookie'));
  const events: NotedEvent[] = [
    ...(context.locals.productEvents ?? []),
    ...decodeNotedEvents(earlier),
    { event, properties } as NotedEvent,
  ];
  context.locals.productEvents = [];
  context.cookies.set(NOTED_EVENTS_COOKIE, encodeNotedEvents(events), {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isHttps(context.request, context.url),
    maxAge: NOTED_EVENTS_MAX_AGE_S,
    encode: (v) => v,
  });
}

/**
 * Notes a product event for the user's next rendered page when no browser is there to carry it:
 * a Stripe webhook, server to server. It is stored in the database in the caller's transaction
 * (so it is kept only if the change it reports is) and taken by the next page (takeStoredEvents)
 * on whichever server instance renders it. Nothing is stored without a PostHog key; the visitor's
 * choice is asked when a page takes it.
 */
export async function noteForUser<E extends ProductEventName>(
  tx: Database | Transaction,
  userId: string,
  event: E,
  properties: ProductEventProperties[E],
): Promise<void> {
  if (analytics().browserConfig() === null) return;
  await storeEvent(tx, userId, event, properties);
}

/**
 * The page being rendered takes the events stored for its user (noteForUser) into its analytics
 * settings, beside the ones the cookie brought: one DELETE … RETURNING, so two pages rendered at
 * once on two instances cannot both send them. Before the visitor has chosen (no Allow or Decline
 * yet) they stay for a later page; after a Decline they are removed unsent; events older than
 * STORED_EVENTS_MAX_AGE_MS (storedEvents.ts) are removed unsent.
 */
export async function takeStoredEvents(
  context: Pick<APIContext, 'request' | 'locals'>,
  db: Database,
  now = new Date(),
): Promise<void> {
  const user = context.locals.user;
  if (!user || analytics().browserConfig() === null) return;
  const consent = readConsent(context.request.headers.get('cookie'));
  if (consent === 'unset') return;
  const fresh = await takeEvents(db, user.id, now);
  if (!allowsProductAnalytics(consent)) return;
  if (fresh.length > 0) (context.locals.productEvents ??= []).push(...fresh);
}

/** The Set-Cookie value that removes the noted events once a page has them. */
export function clearNotedEventsCookie(request: Request): string {
  return `${NOTED_EVENTS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

/** The events noted for this request's page by an earlier response (the cookie), or null without any. */
export function notedEventsOf(request: Request): NotedEvent[] | null {
  const value = notedEventsCookieValue(request.headers.get('cookie'));
  return value === null ? null : decodeNotedEvents(value);
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
