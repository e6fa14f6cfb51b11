/** Routes that hide the top navigation, signed-in sub-navigation, footer and chat (spec §2, §9). */
export const HIDDEN_CHROME_ROUTES = ['/login', '/signup', '/onboarding', '/parooty-onboarding'] as const;

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The service worker's offline page: cached once for everyone, so it carries no navigation
 * (which would show a signed-in user the visitor's Login / Sign Up) and no chat (offline).
 */
export const OFFLINE_ROUTE = '/offline';

/** Whether a page shows the site chrome (top navigation, footer, floating widgets). */
export function showsChrome(pathname: string): boolean {
  const path = normalize(pathname);
  return path !== OFFLINE_ROUTE && !(HIDDEN_CHROME_ROUTES as readonly string[]).includes(path);
}

/**
 * Whether a page mounts Parooty's floating chat: wherever the chrome shows (spec §2: "on all other
 * routes the top navigation, footer and floating chat widget show" — the legal pages included).
 * It hydrates on interaction, so a page still loads no script file before one.
 */
export function showsChat(pathname: string): boolean {
  return showsChrome(pathname);
}

/** The page that shows Parooty's conversation itself (the floating chat's panel is not reopened over it). */
export const CONVERSATION_ROUTE = '/parooty';

/** Whether a page shows Parooty's conversation itself. */
export function showsConversation(pathname: string): boolean {
  return normalize(pathname) === CONVERSATION_ROUTE;
}
