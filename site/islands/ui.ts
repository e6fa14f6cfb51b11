import {
  CrashScreen,
  Footer,
  JourneyTracker,
  PlanCard,
  PlanDetails,
  ProfilePanel,
  ScrollToTop,
  Spinner,
  Toaster,
  TopNav,
} from '@perch/ui';

/**
 * The @perch/ui components as the site's pages use them. Each is tagged with the renderer that
 * draws it, so Astro skips its "is this React?" probe — a full throw-away render of every
 * component on every request, which otherwise halves the pages' throughput.
 */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

function rendersWithReact<T extends object>(component: T): T {
  (component as Record<symbol, unknown>)[ASTRO_RENDERER] = '@astrojs/react';
  return component;
}

for (const component of [CrashScreen, Footer, JourneyTracker, PlanCard, PlanDetails, ProfilePanel, ScrollToTop, Spinner, Toaster, TopNav]) {
  rendersWithReact(component);
}

export { CrashScreen, Footer, JourneyTracker, PlanCard, PlanDetails, ProfilePanel, ScrollToTop, Spinner, Toaster, TopNav };
