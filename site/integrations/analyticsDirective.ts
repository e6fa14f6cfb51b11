// `client:analytics` — every page's analytics loader, inlined in the page by Astro (a client
// directive, hashed in the CSP like `client:interaction`), so public pages still fetch no script
// file before the browser is idle. It keeps `user_id` in local storage in step with who is signed
// in, shows and remembers the analytics choice, and — once the page has loaded and the browser is
// idle — imports the island's module (site/islands/analytics.ts: the performance collector, its
// own chunk) without React, and only with a PostHog key and the visitor's "Allow", the PostHog
// chunk. Without a key or without consent no analytics code is fetched, and product events
// (@perch/ui/analytics) are no-ops.
import type { ClientDirective } from 'astro';
// By path, not '@perch/ui/analytics': Astro bundles directives with esbuild, which does not know the
// workspace's source condition; the hub module imports nothing.
import { closeProductAnalyticsHub, openProductAnalyticsHub } from '../../packages/ui/src/analytics/hub';
import { CONSENT_STATUS_TEXT, USER_ID_KEY } from '../client/analytics/boot.constants';
import {
  allowsProductAnalytics,
  CONSENT_CHANGED_EVENT,
  consentCookie,
  readConsent,
  type ConsentChoice,
  type ConsentState,
} from '../shared/analytics/consent';
import type { PageAnalyticsConfig } from '../client/analytics/pageConfig';

type AnalyticsModule = typeof import('../islands/analytics');

const analyticsDirective: ClientDirective = (_load, options, el) => {
  const value = (
    typeof options.value === 'object' && options.value ? options.value : {}
  ) as Partial<PageAnalyticsConfig>;
  const userId = typeof value.userId === 'string' && value.userId ? value.userId : null;
  const posthog =
    value.posthog && typeof value.posthog.key === 'string' && typeof value.posthog.apiHost === 'string'
      ? value.posthog
      : null;
  const events = Array.isArray(value.events) ? value.events : [];

  try {
    if (userId) localStorage.setItem(USER_ID_KEY, userId);
    else localStorage.removeItem(USER_ID_KEY);
  } catch {
    // Storage blocked (privacy settings): metrics stay anonymous.
  }

  const showChoice = (state: ConsentState) => {
    for (const group of document.querySelectorAll<HTMLElement>('[data-part="analytics-consent"]')) {
      group.dataset.consentState = state;
      for (const button of group.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
        button.setAttribute('aria-pressed', String(button.dataset.consentChoice === state));
      }
      const status = group.querySelector('[data-part="consent-status"]');
      if (status) status.textContent = CONSENT_STATUS_TEXT[state];
    }
  };

  // The island's module, imported directly: it draws nothing, so React is never loaded.
  let module: Promise<AnalyticsModule> | undefined;
  // Offline before the service worker has the file, the import fails: warned, and tried again
  // the next time it is needed (never an uncaught error on the page).
  const analytics = () =>
    (module ??= (import(/* @vite-ignore */ el.getAttribute('component-url')!) as Promise<AnalyticsModule>).catch(
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  const warn = (error: unknown) => console.warn('Perch: analytics did not load', error);
  let productAnalytics: Promise<typeof import('../server/providers/analytics/browser/posthog')> | undefined;
  const startProductAnalytics = () => {
    if (!posthog || !allowsProductAnalytics(readConsent(document.cookie))) return;
    openProductAnalyticsHub();
    productAnalytics ??= analytics().then((m) => m.loadProductAnalytics());
    productAnalytics.then(
      (m) => m.startProductAnalytics(posthog, events),
      (error: unknown) => {
        productAnalytics = undefined;
        warn(error);
      },
    );
  };

  showChoice(readConsent(document.cookie));
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-consent-choice]') : null;
    const choice = button?.dataset.consentChoice as ConsentChoice | undefined;
    if (choice !== 'granted' && choice !== 'denied') return;
    // biome-ignore lint/suspicious/noDocumentCookie: this inline script runs in every browser; the Cookie Store API does not yet
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    showChoice(choice);
    dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
    if (choice === 'granted') startProductAnalytics();
    else {
      closeProductAnalyticsHub();
      productAnalytics?.then((m) => m.stopProductAnalytics(), warn);
    }
  });

  // Product events (@perch/ui/analytics) made before PostHog has loaded wait in the page's hub;
  // without a key or an "Allow" there is no hub and they are no-ops.
  if (posthog && allowsProductAnalytics(readConsent(document.cookie))) openProductAnalyticsHub();

  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 1);
  const start = () => {
    analytics().then((m) => m.startCollector(), warn);
    startProductAnalytics();
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default analyticsDirective;
