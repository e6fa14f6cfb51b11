/**
 * Every page's analytics loader, kept tiny: it runs before any interaction on public pages, so it
 * only reads the page's settings, keeps `user_id` in local storage in step with who is signed in,
 * wires the analytics choice, and — once the page has loaded and the browser is idle — imports
 * the performance collector (its own chunk) and, only with a PostHog key and the visitor's
 * "Allow", the PostHog chunk. Without a key or without consent no analytics code is fetched.
 */
import { allowsProductAnalytics, CONSENT_CHANGED_EVENT, consentCookie, readConsent, type ConsentChoice, type ConsentState } from './consent';
import { CONSENT_STATUS_TEXT, USER_ID_KEY } from './boot.constants';
import { ANALYTICS_CONFIG_ELEMENT_ID, parsePageConfig } from './pageConfig';


const config = parsePageConfig(document.getElementById(ANALYTICS_CONFIG_ELEMENT_ID)?.textContent);

try {
  if (config.userId) localStorage.setItem(USER_ID_KEY, config.userId);
  else localStorage.removeItem(USER_ID_KEY);
} catch {
  // Storage blocked (privacy settings): metrics stay anonymous.
}

const showChoice = (state: ConsentState) => {
  for (const group of document.querySelectorAll<HTMLElement>('[data-part="analytics-consent"]')) {
    group.dataset['consentState'] = state;
    for (const button of group.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
      button.setAttribute('aria-pressed', String(button.dataset['consentChoice'] === state));
    }
    const status = group.querySelector('[data-part="consent-status"]');
    if (status) status.textContent = CONSENT_STATUS_TEXT[state];
  }
};

let productAnalytics: Promise<typeof import('./posthog')> | undefined;
const startProductAnalytics = () => {
  if (!config.posthog || !allowsProductAnalytics(readConsent(document.cookie))) return;
  productAnalytics ??= import('./posthog');
  void productAnalytics.then((m) => m.startProductAnalytics(config.posthog!));
};

const whenIdle = (task: () => void) => {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5_000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};

showChoice(readConsent(document.cookie));
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-consent-choice]') : null;
  const choice = button?.dataset['consentChoice'] as ConsentChoice | undefined;
  if (choice !== 'granted' && choice !== 'denied') return;
  document.cookie = consentCookie(choice, location.protocol === 'https:');
  showChoice(choice);
  dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
  if (choice === 'granted') startProductAnalytics();
  else void productAnalytics?.then((m) => m.stopProductAnalytics());
});

whenIdle(() => {
  void import('@perch/ui/metrics').then((m) => m.collectPerformanceMetrics());
  startProductAnalytics();
});
