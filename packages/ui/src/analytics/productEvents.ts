/**
 * Perch's own product events (issue #18): the one list of what the app tells the analytics
 * provider, each event with the properties it may carry. Islands, the @perch/tools workspace and
 * the server's page events (site/server/analytics/pageEvents.ts) all name events from here.
 *
 * Nothing a person typed goes into a property: a Parooty question is sent as its length, a tool
 * request as whether it has a description, never their text. No secrets, passwords, e-mails or
 * names either (those are people properties, set from the server's identity, spec §3). Each
 * property is a string id, a number or a boolean, checked at run time as well as by the types:
 * an event with an unknown name, an unknown property or a value of the wrong type is refused with
 * a console warning and nothing is sent.
 *
 * This module never loads the provider. It hands each call to the page's analytics hub, which the
 * analytics loader (site/integrations/analyticsDirective.ts) opens only when the page has a
 * PostHog key and the visitor chose "Allow"; without a hub every call is a no-op. Calls made
 * before PostHog has loaded wait in the hub (at most HUB_PENDING_MAX) and are sent when it has.
 */

import { hubOfPage, HUB_PENDING_MAX, type ProductAnalyticsCommand } from './hub';

export {
  closeProductAnalyticsHub,
  connectProductAnalytics,
  HUB_PENDING_MAX,
  openProductAnalyticsHub,
  type ProductAnalyticsCommand,
  type ProductAnalyticsHub,
} from './hub';

type PropertyType = 'string' | 'number' | 'boolean';
type TypeOf<T extends PropertyType> = T extends 'string' ? string : T extends 'number' ? number : boolean;

/** Where a tool page was opened from (its Referer's path). */
export const TOOL_OPENED_FROM = ['catalogue', 'parooty', 'wishlist', 'home', 'other', 'direct'] as const;
/** Where a Parooty question was asked: the floating widget or the /parooty page. */
export const PAROOTY_SURFACES = ['widget', 'page'] as const;

/**
 * Event → its properties and their types. Optional properties end with `?`.
 * - signed_up / signed_in / signed_out: the built-in account forms (noted by the server, sent by the next page).
 * - tool_opened: a tool's page was opened (noted by the server); `from` is one of TOOL_OPENED_FROM.
 * - tool_used: a tool ran because the person asked (not a shared link's replay); also adds 1 to the person's `tools_used`.
 * - parooty_question_asked: a question sent to Parooty, as its length in characters.
 * - parooty_recommendation_followed: a recommended tool's link was followed (`position` from 1).
 * - checkout_started: the checkout page for a plan was opened (noted by the server).
 * - subscription_completed / subscription_upgraded: a subscription became active (spec §4: marks
 *   the person's subscription_status 'active').
 * - tool_request_filed: a request for a missing tool was accepted (`offline`: queued to send when back online).
 */
export const PRODUCT_EVENTS = {
  signed_up: {},
  signed_in: {},
  signed_out: {},
  tool_opened: { tool_id: 'string', category: 'string', pro: 'boolean', from: 'string' },
  tool_used: { tool_id: 'string', category: 'string', duration_ms: 'number', ok: 'boolean' },
  parooty_question_asked: { question_length: 'number', surface: 'string' },
  parooty_recommendation_followed: { tool_id: 'string', position: 'number', surface: 'string' },
  checkout_started: { plan: 'string' },
  subscription_completed: { plan: 'string' },
  subscription_upgraded: { plan: 'string', 'previous_plan?': 'string' },
  tool_request_filed: { category: 'string', has_description: 'boolean', offline: 'boolean' },
} as const satisfies Record<string, Record<string, PropertyType>>;

type Schema = typeof PRODUCT_EVENTS;
export type ProductEventName = keyof Schema;
type Required_<S> = {
  [K in keyof S as K extends `${string}?` ? never : K]: S[K] extends PropertyType ? TypeOf<S[K]> : never;
};
type Optional_<S> = {
  [K in keyof S as K extends `${infer N}?` ? N : never]?: S[K] extends PropertyType ? TypeOf<S[K]> : never;
};
/** The properties of each product event. */
export type ProductEventProperties = { [E in ProductEventName]: Required_<Schema[E]> & Optional_<Schema[E]> };

/** People properties a count is kept in (spec §5: the increment takes numbers only). */
export const COUNTED_PERSON_PROPERTIES = ['tools_used', 'parooty_questions_asked'] as const;
export type CountedPersonProperty = (typeof COUNTED_PERSON_PROPERTIES)[number];

/** The tool id of a recommendation's link (`/app/{id}`), or null for any other link. */
export function toolIdOfUrl(url: string): string | null {
  const match = /^\/app\/([^/?#]+)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Tracks a followed Parooty recommendation (a click on its link), when it links to a tool. */
export function trackRecommendationFollowed(
  url: string,
  position: number,
  surface: (typeof PAROOTY_SURFACES)[number],
): void {
  const toolId = toolIdOfUrl(url);
  if (toolId) trackProductEvent('parooty_recommendation_followed', { tool_id: toolId, position, surface });
}

/** The longest string property value sent (ids and enum words are far shorter). */
export const PROPERTY_STRING_MAX = 200;

export function isProductEventName(name: unknown): name is ProductEventName {
  return typeof name === 'string' && Object.hasOwn(PRODUCT_EVENTS, name);
}

/**
 * Why `properties` cannot be sent with `event`, or null when they can. Every required property
 * must be there, none unknown, each of its type (finite numbers; strings not empty, at most
 * PROPERTY_STRING_MAX).
 */
export function productEventProblem(event: unknown, properties: unknown): string | null {
  if (!isProductEventName(event))
    return `unknown event ${JSON.stringify(event)} (known: ${Object.keys(PRODUCT_EVENTS).join(', ')})`;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
    return `${event}: properties must be an object`;
  const schema: Record<string, PropertyType> = PRODUCT_EVENTS[event];
  const declared = new Map(
    Object.entries(schema).map(([key, type]) => [key.replace(/\?$/, ''), { type, optional: key.endsWith('?') }]),
  );
  for (const [key, value] of Object.entries(properties)) {
    const spec = declared.get(key);
    if (!spec) return `${event}: unknown property "${key}" (allowed: ${[...declared.keys()].join(', ') || 'none'})`;
    if (value === undefined && spec.optional) continue;
    if (typeof value !== spec.type)
      return `${event}: "${key}" must be a ${spec.type}, got ${value === null ? 'null' : typeof value}`;
    if (typeof value === 'number' && !Number.isFinite(value))
      return `${event}: "${key}" must be a finite number, got ${value}`;
    if (typeof value === 'string' && (value.length === 0 || value.length > PROPERTY_STRING_MAX))
      return `${event}: "${key}" must be 1 to ${PROPERTY_STRING_MAX} characters`;
  }
  for (const [key, spec] of declared) {
    if (!spec.optional && (properties as Record<string, unknown>)[key] === undefined)
      return `${event}: missing property "${key}"`;
  }
  return null;
}

/** Why `by` cannot be added to a counted people property, or null when it can. */
export function incrementProblem(property: unknown, by: unknown): string | null {
  if (!COUNTED_PERSON_PROPERTIES.includes(property as CountedPersonProperty))
    return `unknown counted property ${JSON.stringify(property)} (known: ${COUNTED_PERSON_PROPERTIES.join(', ')})`;
  if (typeof by !== 'number' || !Number.isFinite(by))
    return `${String(property)}: the increment must be a finite number, got ${typeof by === 'number' ? String(by) : `${typeof by} ${JSON.stringify(by)}`}`;
  return null;
}

/** Spec §4: "Events 'completed' or 'upgraded' for a subscription mark its status active." */
export function personUpdateFor<E extends ProductEventName>(
  event: E,
  properties: ProductEventProperties[E],
): Record<string, string> | null {
  if (event === 'subscription_completed' || event === 'subscription_upgraded') {
    const { plan } = properties as ProductEventProperties['subscription_completed'];
    return { subscription_status: 'active', subscription_plan: plan };
  }
  return null;
}

function dispatch(command: ProductAnalyticsCommand): void {
  const hub = hubOfPage();
  if (!hub) return;
  if (hub.send) {
    hub.send(command);
    return;
  }
  hub.pending.push(command);
  if (hub.pending.length > HUB_PENDING_MAX) hub.pending.shift();
}

/**
 * Tracks one product event. A no-op without product analytics on the page (no key, no consent);
 * refused with a console warning when the event or its properties break the map above.
 */
export function trackProductEvent<E extends ProductEventName>(event: E, properties: ProductEventProperties[E]): void {
  const problem = productEventProblem(event, properties);
  if (problem) {
    console.warn(`Perch analytics: event not sent — ${problem}`);
    return;
  }
  const clean = Object.fromEntries(
    Object.entries(properties as Record<string, unknown>).filter(([, v]) => v !== undefined),
  );
  dispatch({ kind: 'event', event, properties: clean });
}

/**
 * Adds `by` to one of the person's counts (spec §5: the people-increment call rejects non-numeric
 * values). NaN, ±Infinity, strings or anything else: a console warning and nothing is sent.
 */
export function incrementPersonProperty(property: CountedPersonProperty, by = 1): void {
  const problem = incrementProblem(property, by);
  if (problem) {
    console.warn(`Perch analytics: increment not sent — ${problem}`);
    return;
  }
  dispatch({ kind: 'increment', property, by });
}
