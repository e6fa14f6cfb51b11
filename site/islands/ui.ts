import { CrashScreen, Footer, PlanCard, PlanDetails, ScrollToTop, Spinner, SubscriptionPanel, TopNav } from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The @perch/ui components as the site's pages use them. Each is tagged with the renderer that
 * draws it, so Astro skips its "is this React?" probe — a full throw-away render of every
 * component on every request, which otherwise halves the pages' throughput.
 *
 * Server-only components are used from here as they are. Components that hydrate (`client:*`)
 * are used through their `…Island` export, each in its own module (./toaster.ts, ./chat.ts …):
 * each island is its own React root with its own error boundary (a crash shows the crash screen
 * and is posted to /api/error), and its own chunk, so a page loads only what it hydrates.
 */

for (const component of [CrashScreen, Footer, PlanCard, PlanDetails, ScrollToTop, Spinner, SubscriptionPanel, TopNav]) {
  rendersWithReact(component);
}

export { CrashScreen, Footer, PlanCard, PlanDetails, ScrollToTop, Spinner, SubscriptionPanel, TopNav };
