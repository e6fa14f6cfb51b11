import type { HTMLAttributes, ReactNode } from 'react';
import { button } from '../private/button.css';
import { PerchMark } from '../private/icons';
import * as styles from './Footer.css';

export const TAGLINE = "The last subscription you'll ever need";
export const HIDE_FOOTER_LABEL = 'Hide footer';
export const EXPAND_FOOTER_LABEL = 'Expand footer';

export const footerProductLinks = [
  { href: '/', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/parooty', label: 'Parooty Assistant' },
  { href: '/tools', label: 'Available Tools' },
] as const;

export const footerLegalLinks = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/refund-policy', label: 'Refund Policy' },
] as const;

export const footerSocialLinks = [
  { href: 'https://x.com/perchapp', label: 'X (Twitter)' },
  { href: 'https://github.com/perchapp', label: 'GitHub' },
  { href: 'https://www.linkedin.com/company/perchapp', label: 'LinkedIn' },
] as const;

const footerColumns = [
  { label: 'Product', heading: 'Product', links: footerProductLinks, external: false },
  { label: 'Legal', heading: 'Legal', links: footerLegalLinks, external: false },
  // Social links open in a new tab without giving the other site a handle on this one.
  { label: 'Social', heading: 'Follow', links: footerSocialLinks, external: true },
] as const;

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Collapsed shows only the slim bar with "Expand footer". */
  collapsed?: boolean;
  /** The year shown in the copyright line. */
  year?: number;
  /**
   * Controlled use: called when the person hides or expands the footer. Without it the
   * toggle is a form posted to `toggleAction`, which remembers the choice for every page.
   */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Where the toggle form posts (with `collapsed` and `returnTo`). */
  toggleAction?: string;
  /** Path to come back to after the toggle form is posted. */
  returnTo?: string;
  /** Extra controls in the bottom bar of the expanded footer (the site's analytics choice). */
  children?: ReactNode;
}

/** The site footer: links, tagline, current year, and a collapse toggle. */
export function Footer({
  collapsed = false,
  year = new Date().getFullYear(),
  onCollapsedChange,
  toggleAction = '/api/preferences/footer',
  returnTo = '/',
  className,
  children,
  ...rest
}: FooterProps) {
  const label = collapsed ? EXPAND_FOOTER_LABEL : HIDE_FOOTER_LABEL;
  const toggle = onCollapsedChange ? (
    <button
      type="button"
      className={button({ tone: 'ghost', size: 'sm' })}
      aria-expanded={!collapsed}
      aria-controls="perch-footer-content"
      onClick={() => onCollapsedChange(!collapsed)}
    >
      {label}
    </button>
  ) : (
    <form method="post" action={toggleAction} className={styles.form}>
      <input type="hidden" name="collapsed" value={collapsed ? 'false' : 'true'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={button({ tone: 'ghost', size: 'sm' })} aria-expanded={!collapsed}>
        {label}
      </button>
    </form>
  );

  return (
    <footer
      data-part="footer"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.inner}>
        {collapsed ? null : (
          <div id="perch-footer-content" className={styles.grid} data-part="footer-content">
            <div className={styles.brandColumn}>
              <a href="/" className={styles.brand}>
                <PerchMark />
                <span>Perch</span>
              </a>
              <p className={styles.tagline}>{TAGLINE}</p>
            </div>
            {footerColumns.map((column) => (
              <nav key={column.label} aria-label={column.label}>
                <h2 className={styles.heading}>{column.heading}</h2>
                <ul className={styles.list}>
                  {column.links.map((l) => (
                    <li key={l.label}>
                      <a
                        href={l.href}
                        className={styles.link}
                        {...(column.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        <div className={styles.bottom}>
          <p>
            © {year} Perch. {collapsed ? TAGLINE : 'All rights reserved.'}
          </p>
          {collapsed || !children ? null : <div data-part="footer-extra">{children}</div>}
          {toggle}
        </div>
      </div>
    </footer>
  );
}
