import type { AnchorHTMLAttributes } from 'react';
import { ArrowUpIcon } from '../private/icons';
import * as styles from './ScrollToTop.css';

export { SCROLL_TO_TOP_THRESHOLD_PX } from './ScrollToTop.css';
export const SCROLL_TO_TOP_LABEL = 'Scroll to top';

export interface ScrollToTopProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Id of the element at the top of the page that the button scrolls back to. */
  targetId?: string;
}

/**
 * "Scroll to top": a floating link at the bottom left that appears after more than 300 px of
 * scroll and glides back to the top (the reset turns on smooth scrolling unless the person
 * asked for reduced motion). No JavaScript: a link to the top anchor plus a scroll-driven
 * reveal, so it works on static pages too.
 */
export function ScrollToTop({ targetId = 'top', className, ...rest }: ScrollToTopProps) {
  return (
    <a
      href={`#${targetId}`}
      aria-label={SCROLL_TO_TOP_LABEL}
      title={SCROLL_TO_TOP_LABEL}
      data-part="scroll-to-top"
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <ArrowUpIcon />
    </a>
  );
}
