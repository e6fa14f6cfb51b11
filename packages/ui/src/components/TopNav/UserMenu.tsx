import type { DetailsHTMLAttributes } from 'react';
import { ChevronIcon } from '../private/icons';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { displayName, initials, type NavUser } from './navLinks';
import * as styles from './TopNav.css';

/** Where the Sign out form posts by default: the server ends the session and sends the browser to /. */
export const SIGN_OUT_ACTION = '/api/auth/logout';

export interface UserMenuProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'children'> {
  user: NavUser;
  /** Path of the page being shown, to mark "Your Profile" as current. */
  currentPath?: string;
  /** The Sign out form's action (POST). */
  signOutAction?: string;
  /** Client-rendered hosts may sign out themselves instead of posting the form. */
  onSignOut?: () => void;
}

export function Avatar({ user, size = 32 }: { user: NavUser; size?: number }) {
  return user.imageUrl ? (
    <img className={styles.avatar} src={user.imageUrl} alt="" width={size} height={size} data-part="avatar" />
  ) : (
    <span className={styles.avatar} aria-hidden="true" data-part="avatar">
      {initials(user)}
    </span>
  );
}

/**
 * The signed-in user's menu (spec §2): first name (or "User") and picture, "Your Profile",
 * "Admin Panel" for admins, and "Sign out". A native disclosure, so it works before any
 * script; `dismissMenus()` adds closing on outside click and Escape.
 */
export function UserMenu({
  user,
  currentPath,
  signOutAction = SIGN_OUT_ACTION,
  onSignOut,
  className,
  ...rest
}: UserMenuProps) {
  const name = displayName(user);
  return (
    <details
      data-part="user-menu"
      data-dismissable=""
      className={[styles.userMenu, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <summary className={styles.userToggle} data-part="user-toggle">
        <Avatar user={user} />
        <span className={styles.userName}>{name}</span>
        <span className={visuallyHidden}>, account menu</span>
        <ChevronIcon width={14} height={14} aria-hidden="true" className={styles.chevron} />
      </summary>
      <div className={styles.userPanel} data-part="user-panel">
        <a href="/profile" className={styles.menuItem} aria-current={currentPath === '/profile' ? 'page' : undefined}>
          Your Profile
        </a>
        {user.isAdmin ? (
          <a href="/admin/dashboard" className={styles.menuItem}>
            Admin Panel
          </a>
        ) : null}
        <form
          method="post"
          action={signOutAction}
          className={styles.menuForm}
          onSubmit={
            onSignOut
              ? (e) => {
                  e.preventDefault();
                  onSignOut();
                }
              : undefined
          }
        >
          <button type="submit" className={styles.menuItem} data-part="sign-out">
            Sign out
          </button>
        </form>
      </div>
    </details>
  );
}
