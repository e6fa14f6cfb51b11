/**
 * The page's analytics hub: where @perch/ui/analytics' calls go. No imports, so the analytics
 * loader (site/integrations/analyticsDirective.ts, bundled by Astro outside Vite) can inline it.
 * Commands reach it already checked against the event map (./productEvents.ts).
 */

/** What the hub hands to PostHog (site/server/providers/analytics/browser/posthog.ts). */
export type ProductAnalyticsCommand =
  | { kind: 'event'; event: string; properties: Record<string, unknown> }
  | { kind: 'increment'; property: string; by: number };

/** The page's hub: present only where product analytics may run. */
export interface ProductAnalyticsHub {
  pending: ProductAnalyticsCommand[];
  send?: (command: ProductAnalyticsCommand) => void;
}

/** Calls waiting for PostHog to load are kept up to this many (the oldest are dropped). */
export const HUB_PENDING_MAX = 100;
/** A global, so every bundle on the page (the inlined loader, islands, the PostHog chunk) finds the same hub. */
const HUB_KEY = Symbol.for('perch.productAnalytics');

type WithHub = { [HUB_KEY]?: ProductAnalyticsHub };
const host = () => globalThis as WithHub;

/** The analytics loader: this page may send product analytics (a key and "Allow"). */
export function openProductAnalyticsHub(): ProductAnalyticsHub {
  return (host()[HUB_KEY] ??= { pending: [] });
}

/** The analytics loader, on "Decline": every later call is a no-op and nothing waiting is sent. */
export function closeProductAnalyticsHub(): void {
  delete host()[HUB_KEY];
}

/** PostHog has loaded: what waited is sent now, and every later call at once. Returns the hub, or null when the page has none (declined meanwhile). */
export function connectProductAnalytics(send: (command: ProductAnalyticsCommand) => void): ProductAnalyticsHub | null {
  const hub = host()[HUB_KEY];
  if (!hub) return null;
  hub.send = send;
  for (const command of hub.pending.splice(0)) send(command);
  return hub;
}

/** The page's hub, or undefined when product analytics may not run on it. */
export function hubOfPage(): ProductAnalyticsHub | undefined {
  return host()[HUB_KEY];
}
