import { type HTMLAttributes, useId } from 'react';
import { button } from '../private/button.css';
import { CloseIcon, MenuIcon, PerchMark } from '../private/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { isActiveLink, navLinks, type NavLink, type NavUser } from './navLinks';
import * as styles from './TopNav.css';
import { SIGN_OUT_ACTION, UserMenu } from './UserMenu';

export interface TopNavProps extends HTMLAttributes<HTMLElement> {
  /** Path of the page being shown; its link is highlighted (aria-current="page"). */
  currentPath: string;
  /** The signed-in user, or null for a visitor. */
  user?: NavUser | null;
  /** Accessible name of the navigation landmark; change it only when a page has two navs. */
  navLabel?: string;
  /** Where "Sign out" posts (see UserMenu). */
  signOutAction?: string;
}

function actionClass(link: NavLink) {
  return button({ tone: link.kind === 'primary-action' ? 'primary' : 'ghost', size: 'sm' });
}

/**
 * The top navigation. The mobile menu is a native disclosure (`<details>`): it opens and
 * closes without JavaScript, exposes its expanded state to assistive tech, and — keyed by
 * the path — starts closed on every route change.
 */
export function TopNav({
  currentPath,
  user = null,
  navLabel = 'Main',
  signOutAction = SIGN_OUT_ACTION,
  className,
  ...rest
}: TopNavProps) {
  const all = navLinks(user);
  const pages = all.filter((l) => l.kind === 'page');
  const actions = all.filter((l) => l.kind !== 'page');
  const current = (href: string) => (isActiveLink(href, currentPath) ? ('page' as const) : undefined);
  const hintId = `${useId()}-hint-`;

  return (
    <header data-part="top-nav" className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <nav aria-label={navLabel} className={styles.bar}>
        <a href={user ? '/tools' : '/'} className={styles.brand} data-part="brand">
          <PerchMark />
          <span>Perch</span>
        </a>
        <ul className={styles.links} data-part="links">
          {pages.map((l) => (
            <li key={l.href}>
              <a href={l.href} className={styles.link} aria-current={current(l.href)} title={l.hint}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.actions} data-part="actions">
          {actions.map((l) => (
            <a key={l.href} href={l.href} className={actionClass(l)} aria-current={current(l.href)}>
              {l.label}
            </a>
          ))}
          {user ? <UserMenu user={user} currentPath={currentPath} signOutAction={signOutAction} /> : null}
        </div>
        <details key={currentPath} className={styles.mobileMenu} data-part="mobile-menu">
          <summary className={styles.mobileToggle} data-part="mobile-toggle">
            <MenuIcon className={styles.iconOpen} />
            <CloseIcon className={styles.iconClose} />
            <span className={visuallyHidden}>Menu</span>
          </summary>
          <div className={styles.mobilePanel} data-part="mobile-panel">
            {pages.map((l, i) => (
              <a
                key={l.href}
                href={l.href}
                className={styles.mobileLink}
                aria-current={current(l.href)}
                aria-describedby={l.hint ? `${hintId}${i}` : undefined}
              >
                {l.menuLabel ?? l.mobileLabel ?? l.label}
                {l.hint && (
                  // Out of the link's name (it is "Dashboard"), read as its description instead.
                  <span id={`${hintId}${i}`} className={styles.mobileHint} data-part="hint" aria-hidden="true">
                    {l.hint}
                  </span>
                )}
              </a>
            ))}
            {user ? (
              <>
                <a href="/profile" className={styles.mobileLink} aria-current={current('/profile')}>
                  Your Profile
                </a>
                <form method="post" action={signOutAction} className={styles.menuForm}>
                  <button type="submit" className={styles.mobileButton} data-part="sign-out">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
            {actions.length > 0 ? (
              <div className={styles.mobileActions}>
                {actions.map((l) => (
                  <a
                    key={l.href}
                    href={l.href}
                    className={button({ tone: l.kind === 'primary-action' ? 'primary' : 'secondary', block: true })}
                  >
                    {l.mobileLabel ?? l.label}
                  </a>
                ))}
              </div>
            ) : null}
          </div>
        </details>
      </nav>
    </header>
  );
}
