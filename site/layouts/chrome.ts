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
