import {
  CheckoutForm,
  CrashScreen,
  Footer,
  JourneyTracker,
  NetworkStatus,
  PlanCard,
  PlanDetails,
  ProfilePanel,
  ScrollToTop,
  Spinner,
  SubscriptionPanel,
  Toaster,
  TopNav,
  withErrorBoundary,
} from '@perch/ui';
import { rendersWithReact } from './rendersWithReact';

/**
 * The @perch/ui components as the site's pages use them. Each is tagged with the renderer that
 * draws it, so Astro skips its "is this React?" probe — a full throw-away render of every
 * component on every request, which otherwise halves the pages' throughput.
 *
 * Server-only components are used as they are. Components that hydrate (`client:*`) are used
 * through their `…Island` export: each island is its own React root, so each gets its own error
 * boundary (a crash shows the crash screen and is posted to /api/error). The chat island has
 * its own module (./chat.ts) so that its code is all a public page loads on interaction.
 */

export const CheckoutFormIsland = rendersWithReact(withErrorBoundary(CheckoutForm));
export const JourneyTrackerIsland = rendersWithReact(withErrorBoundary(JourneyTracker));
export const NetworkStatusIsland = rendersWithReact(withErrorBoundary(NetworkStatus));
export const ProfilePanelIsland = rendersWithReact(withErrorBoundary(ProfilePanel));
export const ToasterIsland = rendersWithReact(withErrorBoundary(Toaster));

for (const component of [CrashScreen, Footer, JourneyTracker, PlanCard, PlanDetails, ProfilePanel, ScrollToTop, Spinner, SubscriptionPanel, Toaster, TopNav]) {
  rendersWithReact(component);
}

export { CrashScreen, Footer, PlanCard, PlanDetails, ScrollToTop, Spinner, SubscriptionPanel, TopNav };
