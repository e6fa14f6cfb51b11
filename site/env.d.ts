/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Random id of this request, logged with errors and sent back as X-Request-Id. */
    requestId: string;
    /** The session of this request, resolved at most once (see server/auth/request.ts). */
    auth?: Promise<import('./server/auth/request').Authenticated | null>;
    /** The signed-in user on page requests (set by the middleware), or null for a visitor. */
    user?: import('./server/auth/sessions').UserRow | null;
    /** The signed-in user's subscription, read at most once per request (server/providers/billing). */
    subscription?: Promise<import('./server/services/subscriptions').SubscriptionRow | null>;
    /** Product events this page sends (server/analytics/notedEvents.ts), given to its analytics loader. */
    productEvents?: import('./shared/analytics/notedEvents').NotedEvent[];
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the first interaction with the page (site/integrations/interactionDirective.ts). */
    'client:interaction'?: boolean | import('./integrations/interactionDirective').InteractionDirectiveOptions;
    /** Every page's analytics loader (site/integrations/analyticsDirective.ts): the page's analytics settings. */
    'client:analytics'?: import('./client/analytics/pageConfig').PageAnalyticsConfig;
  }
}

/** A module built as an entry of its own; the import is its URL (site/integrations/entryUrl.mjs). */
declare module '*?entry-url' {
  const url: string;
  export default url;
}
