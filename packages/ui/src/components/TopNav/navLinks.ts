export interface NavLink {
  href: string;
  label: string;
  /** Label used in the mobile menu when it differs ("Sign In" for Login). */
  mobileLabel?: string;
  /** Label used inside menus when it differs ("Admin Panel" for Admin). */
  menuLabel?: string;
  /** One line saying what the page is: the link's tooltip and, in the phone menu, a line under it. */
  hint?: string;
  /** Call-to-action links render as buttons at the end of the bar. */
  kind: 'page' | 'action' | 'primary-action';
}

export interface NavUser {
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
  isAdmin?: boolean;
}

/** What Dashboard and Apps are: the two ways into /tools (spec §2). */
export const DASHBOARD_HINT = 'Your home: your lists and tools for your interests';
export const APPS_HINT = 'Every tool: search, filter by category and sort';

/** The top navigation's links for a visitor, a signed-in user, or an admin (spec §2). */
export function navLinks(user: NavUser | null | undefined): NavLink[] {
  if (!user) {
    return [
      { href: '/', label: 'Home', kind: 'page' },
      { href: '/pricing', label: 'Pricing', kind: 'page' },
      { href: '/login', label: 'Login', mobileLabel: 'Sign In', kind: 'action' },
      { href: '/signup', label: 'Sign Up', kind: 'primary-action' },
    ];
  }
  const links: NavLink[] = [
    // /dashboard leads to /tools, and /apps is the same screen (spec §2): one page, two ways in,
    // so each says which part of it it is for.
    { href: '/dashboard', label: 'Dashboard', hint: DASHBOARD_HINT, kind: 'page' },
    { href: '/apps', label: 'Apps', hint: APPS_HINT, kind: 'page' },
    { href: '/parooty', label: 'Parooty', hint: 'Ask the assistant which tool fits', kind: 'page' },
  ];
  if (user.isAdmin) links.push({ href: '/admin/dashboard', label: 'Admin', menuLabel: 'Admin Panel', kind: 'page' });
  return links;
}

/** Whether `href` is the page being shown: "/" only on the home page, sections by prefix. */
export function isActiveLink(href: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** First name, or "User" when the account has none. */
export function displayName(user: NavUser): string {
  return user.firstName?.trim() || 'User';
}

export function initials(user: NavUser): string {
  const letters = [user.firstName, user.lastName].map((n) => n?.trim()?.[0] ?? '').join('');
  return (letters || 'U').toUpperCase();
}
