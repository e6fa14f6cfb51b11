// /sso-callback in Clerk mode: completes the external login (see ssoCallback.ts for the rules)
// and goes where the outcome says, carrying any notice to the page it lands on.
import { loadClerk, onClerkScriptFailure } from './load';
import { withNotice } from './notices';
import { completeSsoCallback } from './ssoCallback';

// Clerk's own navigation is switched off on this page: the outcome decides where to go.
const stay = async () => {};
const scriptFailure = new Promise<never>((_, reject) => onClerkScriptFailure(reject));
const outcome = await completeSsoCallback(
  () => Promise.race([loadClerk({ routerPush: stay, routerReplace: stay }), scriptFailure]),
  window.location.search,
);
window.location.replace(withNotice(outcome.location, outcome.notice));
