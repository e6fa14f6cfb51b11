/**
 * What Perch sends to the analytics provider besides the provider's own fields: the base
 * properties of every event and the people properties of a signed-in user (spec §3), and the
 * rule for distinct ids (spec §5). Pure: the browser values come in as arguments.
 */

export const ANALYTICS_PLATFORM = 'web';
export const ANALYTICS_APP_VERSION = '1.0.0';
/** user_id of events when nobody is identified. */
export const ANONYMOUS_ANALYTICS_USER = 'anonymous';
/**
 * posthog-js marks the anonymous ids it makes for a device with this prefix; an id we identify
 * with may not start with it (spec §5), or PostHog would treat a person as a device.
 */
export const DEVICE_ID_PREFIX = '$device:';

/** Spec §3, "Tracking event base properties". */
export interface BaseProperties {
  user_id: string;
  session_id: string | null;
  platform: typeof ANALYTICS_PLATFORM;
  app_version: typeof ANALYTICS_APP_VERSION;
  page_url: string;
  user_agent: string;
  referrer: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface BaseContext {
  userId: string | null | undefined;
  sessionId: string | null | undefined;
  pageUrl: string;
  userAgent: string;
  referrer: string;
  now: Date;
}

export function baseProperties(context: BaseContext): BaseProperties {
  return {
    user_id: context.userId || ANONYMOUS_ANALYTICS_USER,
    session_id: context.sessionId || null,
    platform: ANALYTICS_PLATFORM,
    app_version: ANALYTICS_APP_VERSION,
    page_url: context.pageUrl,
    user_agent: context.userAgent,
    referrer: context.referrer,
    timestamp: context.now.toISOString(),
  };
}

/** A distinct id Perch may identify with: non-empty, trimmed, not the device-id prefix. */
export function isAllowedDistinctId(id: unknown): id is string {
  return (
    typeof id === 'string' && id.trim() === id && id.length > 0 && id.length <= 200 && !id.startsWith(DEVICE_ID_PREFIX)
  );
}

/** Who the page belongs to, as GET /api/analytics/identity answers. */
export type AnalyticsIdentity =
  | { kind: 'user'; distinctId: string; properties: PeopleProperties }
  | { kind: 'guest'; distinctId: string; properties: { role: 'guest' } }
  | { kind: 'none' };

/** Spec §3, "User properties sent to analytics". */
export interface PeopleProperties {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  has_permission: boolean;
  last_login: string | null;
  subscription_status: string;
  subscription_plan: string | null;
  subscription_start_date: string | null;
}

/** The super property a guest's events carry (the guest stays anonymous to the provider). */
export const GUEST_ID_PROPERTY = 'guest_id';

/**
 * Who posthog-js was last told this browser belongs to (kept in local storage between pages). A
 * guest is remembered with `anonymous: true`; an entry without it is from a Perch that identified
 * guests by their guest id, which must be reset once so the guest is anonymous again.
 */
export interface RememberedIdentity {
  distinctId: string | null;
  kind: 'user' | 'guest' | null;
  anonymous?: boolean;
}

/** What to tell the provider, given who it last was told this browser is and who it is now. */
export type IdentifyStep =
  | { action: 'identify'; distinctId: string; properties: Record<string, unknown> }
  | { action: 'reset-then-identify'; distinctId: string; properties: Record<string, unknown> }
  | { action: 'guest'; guestId: string; reset: boolean }
  | { action: 'reset' }
  | { action: 'none' };

/**
 * The transitions of spec §4, with the rule that a guest keeps their history when they sign up or
 * sign in:
 * - a guest is anonymous to the provider (its own anonymous id), with the guest id as the super
 *   property `guest_id`; the guest id is never made an identified distinct id;
 * - signing in identifies the user: the provider joins the anonymous id, and so the guest's
 *   earlier events, to the person (posthog-js sends `$anon_distinct_id` with `$identify`);
 * - a signed-in user leaving (to a guest or to nobody) resets first, so the next person on this
 *   browser starts from a new anonymous id and is never joined to the one who left; another user
 *   signing in over them resets too.
 */
export function identifyStep(previous: RememberedIdentity, now: AnalyticsIdentity): IdentifyStep {
  const userWasHere = previous.kind === 'user';
  if (now.kind === 'none' || !isAllowedDistinctId(now.distinctId))
    return userWasHere ? { action: 'reset' } : { action: 'none' };
  if (now.kind === 'guest') {
    const identifiedGuest = previous.kind === 'guest' && previous.anonymous !== true;
    return { action: 'guest', guestId: now.distinctId, reset: userWasHere || identifiedGuest };
  }
  const properties: Record<string, unknown> = { ...now.properties };
  if (userWasHere && previous.distinctId !== now.distinctId)
    return { action: 'reset-then-identify', distinctId: now.distinctId, properties };
  return { action: 'identify', distinctId: now.distinctId, properties };
}
