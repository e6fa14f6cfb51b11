/**
 * The visitor's analytics choice, kept in a first-party cookie that page scripts can read (it
 * carries no identity: only "granted" or "denied"). No choice yet means no product analytics:
 * PostHog loads only after "Allow" (opt-in). The performance collector does not ask: it is
 * first-party performance telemetry (see README, Analytics).
 */

import { CONSENT_COOKIE } from '../cookieNames.mjs';

export { CONSENT_COOKIE };
/** How long the choice is remembered (a year, then asked again). */
export const CONSENT_MAX_AGE_S = 60 * 60 * 24 * 365;
/** Dispatched on window when the choice changes on this page (detail: the new choice). */
export const CONSENT_CHANGED_EVENT = 'perch:analytics-consent';

export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'unset';

/** The choice in a `document.cookie` string; anything but the two known values is "unset". */
export function readConsent(cookieHeader: string | null | undefined): ConsentState {
  if (!cookieHeader) return 'unset';
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value === 'granted' || value === 'denied' ? value : 'unset';
    }
  }
  return 'unset';
}

/** The `document.cookie` assignment that remembers a choice (Secure over https). */
export function consentCookie(choice: ConsentChoice, https: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Only an explicit "Allow" loads the analytics provider. */
export function allowsProductAnalytics(state: ConsentState): boolean {
  return state === 'granted';
}
