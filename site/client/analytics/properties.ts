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

/** What identify() should do, given who the provider thinks it is talking to and who it is. */
export type IdentifyStep =
  | { action: 'identify'; distinctId: string; properties: Record<string, unknown> }
  | { action: 'reset-then-identify'; distinctId: string; properties: Record<string, unknown> }
  | { action: 'reset' }
  | { action: 'none' };

/**
 * The provider remembers the last identified id across pages. A different person now (a guest
 * who signed in, or a user who signed out) is handled as the spec's transitions say: a guest
 * becoming a user is identified as the user; a signed-in user leaving — to a guest or to nobody —
 * resets first (spec §4: on logout the session is reset). The guest's earlier events stay with
 * the guest id: the guest was identified (spec §3), and posthog-js joins only an anonymous id to
 * the person it identifies next.
 */
export function identifyStep(
  previous: { distinctId: string | null; kind: 'user' | 'guest' | null },
  now: AnalyticsIdentity,
): IdentifyStep {
  if (now.kind === 'none') return previous.kind === 'user' ? { action: 'reset' } : { action: 'none' };
  if (!isAllowedDistinctId(now.distinctId)) return previous.kind === 'user' ? { action: 'reset' } : { action: 'none' };
  const properties: Record<string, unknown> = { ...now.properties };
  if (previous.kind === 'user' && previous.distinctId !== now.distinctId)
    return { action: 'reset-then-identify', distinctId: now.distinctId, properties };
  return { action: 'identify', distinctId: now.distinctId, properties };
}
