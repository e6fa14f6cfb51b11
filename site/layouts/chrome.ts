/** Routes that hide the top navigation, signed-in sub-navigation, footer and chat (spec §2, §9). */
export const HIDDEN_CHROME_ROUTES = ['/login', '/signup', '/onboarding', '/parooty-onboarding'] as const;

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a page shows the site chrome (top navigation, footer, floating widgets). */
export function showsChrome(pathname: string): boolean {
  return !(HIDDEN_CHROME_ROUTES as readonly string[]).includes(normalize(pathname));
}

/**
 * Pages that ship no JavaScript at all, not even an island's inline bootstrap: the legal
 * pages. Parooty's chat is not mounted there.
 */
export const SCRIPT_FREE_ROUTES = ['/terms', '/privacy', '/refund-policy'] as const;

/** Whether a page mounts Parooty's floating chat: wherever the chrome shows, but the script-free pages. */
export function showsChat(pathname: string): boolean {
  return showsChrome(pathname) && !(SCRIPT_FREE_ROUTES as readonly string[]).includes(normalize(pathname));
}
