// /login and /signup in Clerk mode: shows any authentication notice carried in the URL, loads
// Clerk and mounts its SignIn or SignUp in place of the spinner, or shows the error state.
import { toast } from '@perch/ui/toasts';
import { loadClerk, onClerkScriptFailure } from './load';
import { takeNotice } from './notices';
import { returnExternalLoginsToCallbackPage } from './ssoReturn';

type State = 'loading' | 'ready' | 'error';

function showNotice(): void {
  const taken = takeNotice(new URL(window.location.href));
  if (!taken) return;
  window.history.replaceState(window.history.state, '', taken.cleanUrl);
  if (taken.toast) toast(taken.toast);
}

/** Resolves once Clerk has drawn into the node (its component loads lazily after mount). */
function drawn(node: HTMLElement): Promise<void> {
  if (node.childElementCount > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (node.childElementCount === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(node, { childList: true });
  });
}

async function start(root: HTMLElement): Promise<void> {
  const setState = (state: State) => {
    root.dataset.state = state;
    root.querySelector<HTMLElement>('[data-part="error"]')!.hidden = state !== 'error';
  };
  const fail = (error: unknown) => {
    if (root.dataset.state === 'error') return;
    console.error('Clerk could not load:', error);
    setState('error');
  };
  onClerkScriptFailure(fail);
  try {
    const clerk = await loadClerk();
    const mount = root.querySelector<HTMLDivElement>('[data-part="mount"]')!;
    const redirect = root.dataset.redirect!;
    const switchUrl = root.dataset.switch!;
    const flow = root.dataset.clerkWidget === 'sign-up' ? 'sign-up' : 'sign-in';
    // External logins come back to /sso-callback, by a full-page redirect (a popup would return
    // to Clerk's own popup callback instead).
    returnExternalLoginsToCallbackPage(clerk, flow);
    if (flow === 'sign-up') {
      clerk.mountSignUp(mount, {
        routing: 'hash',
        oauthFlow: 'redirect',
        signInUrl: switchUrl,
        forceRedirectUrl: redirect,
        signInForceRedirectUrl: '/dashboard',
      });
    } else {
      clerk.mountSignIn(mount, {
        routing: 'hash',
        oauthFlow: 'redirect',
        signUpUrl: switchUrl,
        forceRedirectUrl: redirect,
        signUpForceRedirectUrl: '/onboarding',
      });
    }
    await drawn(mount);
    setState('ready');
  } catch (error) {
    fail(error);
  }
}

showNotice();
const root = document.querySelector<HTMLElement>('[data-clerk-widget]');
if (root) void start(root);
