/** Cookie that remembers whether the footer is collapsed, for every page. */
export const FOOTER_COOKIE = 'perch_footer';
export const FOOTER_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isFooterCollapsed(value: string | undefined): boolean {
  return value === 'collapsed';
}
