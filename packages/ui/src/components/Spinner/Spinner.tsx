import type { HTMLAttributes } from 'react';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** Read by screen readers; shown under the ring when `showLabel` is set. */
  label?: string;
  /** Show the label under the ring. */
  showLabel?: boolean;
  /** Fill the content area and centre the ring (used while a screen or auth state loads). */
  centered?: boolean;
  size?: SpinnerSize;
}

/** A loading indicator. Pure CSS, so it costs no JavaScript on a server-rendered page. */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  centered = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <div
      role="status"
      data-part="spinner"
      className={[styles.root({ centered }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span data-part="ring" className={styles.ring({ size })} aria-hidden="true" />
      <span className={showLabel ? undefined : styles.visuallyHidden}>{label}</span>
    </div>
  );
}
