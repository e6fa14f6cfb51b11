import type { AuthFlow } from './ssoCallback';

/**
 * Spec §2: an external login (OAuth, enterprise SSO) comes back to /sso-callback, with
 * signup=true for the sign-up flow (see ssoCallback.ts). Clerk's prebuilt SignIn and SignUp build
 * that return address from their own routing instead: with hash routing it is the page itself,
 * `/login#/sso-callback?…`, and @clerk/ui 1.34 has no prop to change it for SignIn (its context
 * always builds it; SignUp's undocumented `ssoCallbackUrl` would cover only half). Both widgets
 * pass it through `clerk.buildUrlWithAuth()` before sending it to Clerk as `redirect_url`, so
 * that one public method is where the address is replaced.
 */

/** The hash routes Clerk's widgets give their SSO callback (`/create/…`: a combined sign-up). */
const WIDGET_CALLBACK = /^#\/(create\/)?sso-callback(?:[?/]|$)/;

/** Our callback page for a flow, on the given origin. */
export function ssoCallbackUrl(flow: AuthFlow, origin: string): string {
  return new URL(flow === 'sign-up' ? '/sso-callback?signup=true' : '/sso-callback', origin).href;
}

/**
 * The /sso-callback address that stands for a widget's own callback URL, or null when `to` is
 * anything else. `page` is the page the widget is mounted on (where its hash routes live).
 */
export function widgetCallbackToRoute(to: string, flow: AuthFlow, page: URL): string | null {
  let url: URL;
  try {
    url = new URL(to, page);
  } catch {
    return null;
  }
  const match = WIDGET_CALLBACK.exec(url.hash);
  if (url.origin !== page.origin || url.pathname !== page.pathname || !match) return null;
  return ssoCallbackUrl(match[1] ? 'sign-up' : flow, page.origin);
}

/** The part of Clerk's browser API this uses. */
export interface UrlBuildingClerk {
  buildUrlWithAuth(to: string): string;
}

/** Makes the widget mounted on this page send external logins back to /sso-callback. */
export function returnExternalLoginsToCallbackPage(
  clerk: UrlBuildingClerk,
  flow: AuthFlow,
  page: () => URL = () => new URL(window.location.href),
): void {
  const build = clerk.buildUrlWithAuth.bind(clerk);
  clerk.buildUrlWithAuth = (to) => build(widgetCallbackToRoute(to, flow, page()) ?? to);
}
