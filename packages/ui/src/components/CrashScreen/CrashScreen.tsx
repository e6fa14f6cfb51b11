import type { HTMLAttributes } from 'react';
import { AlertIcon } from '../private/icons';
import { button } from '../private/button.css';
import * as styles from './CrashScreen.css';

export const CRASH_TITLE = 'Something went wrong';
export const CRASH_MESSAGE = "We're sorry, but an error occurred. Please try refreshing the page.";
export const CRASH_REFRESH_LABEL = 'Refresh Page';

export interface CrashScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** Called by "Refresh Page"; reloads the page when not given. */
  onRefresh?: () => void;
  /** Render "Refresh Page" as a link to this URL (for server-rendered pages with no JavaScript). */
  refreshHref?: string;
  /** The heading; the spec's "Something went wrong" unless the page knows better (a brief outage). */
  title?: string;
  /** The sentence under it; the spec's apology unless the page knows better. */
  message?: string;
}

/** The screen shown when part of the app crashed. */
export function CrashScreen({
  onRefresh,
  refreshHref,
  title = CRASH_TITLE,
  message = CRASH_MESSAGE,
  className,
  ...rest
}: CrashScreenProps) {
  return (
    <div role="alert" data-part="crash-screen" className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.panel}>
        <span className={styles.icon}>
          <AlertIcon />
        </span>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.message}>{message}</p>
        {refreshHref ? (
          <a href={refreshHref} data-part="refresh" className={button({ tone: 'primary' })}>
            {CRASH_REFRESH_LABEL}
          </a>
        ) : (
          <button
            type="button"
            data-part="refresh"
            className={button({ tone: 'primary' })}
            onClick={() => (onRefresh ? onRefresh() : window.location.reload())}
          >
            {CRASH_REFRESH_LABEL}
          </button>
        )}
      </div>
    </div>
  );
}
