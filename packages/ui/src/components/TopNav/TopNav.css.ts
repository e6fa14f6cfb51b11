import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The nav adapts to its own width (a container query), not the window's, so it behaves the
// same in a page, an embed, or a narrow story frame.
const mobile = 'perch-nav (max-width: 767px)';
const desktop = 'perch-nav (min-width: 768px)';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  background: 'rgba(24, 24, 27, 0.86)',
  backdropFilter: 'saturate(140%) blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
  containerType: 'inline-size',
  containerName: 'perch-nav',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  maxWidth: vars.layout.maxWidth,
  height: vars.layout.navHeight,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
});

export { brand } from '../private/brand.css';

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
  '@container': { [mobile]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  '@container': { [mobile]: { display: 'none' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const mobileMenu = style({
  marginLeft: 'auto',
  '@container': { [desktop]: { display: 'none' } },
});

export const mobileToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceRaised },
  },
});

export const iconOpen = style({ selectors: { [`${mobileMenu}[open] &`]: { display: 'none' } } });
export const iconClose = style({
  display: 'none',
  selectors: { [`${mobileMenu}[open] &`]: { display: 'block' } },
});

export const mobilePanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: vars.layout.navHeight,
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const mobileLink = style([
  link,
  {
    // A column: the label, then the line saying what the page is (navLinks' hint).
    flexDirection: 'column',
    alignItems: 'flex-start',
    fontSize: vars.fontSize.md,
    padding: `${vars.space['3']} ${vars.space['3']}`,
    // Copper on its soft fill is 4.33:1 at this size (axe, with the menu open); the light copper passes.
    selectors: { '&[aria-current="page"]': { color: vars.color.focus } },
  },
]);

/** The line under a phone menu link saying what the page is. */
export const mobileHint = style({
  display: 'block',
  marginTop: '0.125rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  selectors: { '[aria-current="page"] > &': { color: 'inherit' } },
});

/** "Sign out" in the phone menu: a form button that looks like the menu's links. */
export const mobileButton = style([
  mobileLink,
  {
    width: '100%',
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.fontSize.md,
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

export const mobileActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  // Light copper: the accent on its own tint is under 4.5:1 at this size.
  color: vars.color.focus,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  objectFit: 'cover',
});

export const userName = style({ marginLeft: vars.space['2'] });

export const userMenu = style({ position: 'relative' });

export const userToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceRaised },
    [`${userMenu}[open] > &`]: { background: vars.color.surfaceRaised, borderColor: vars.color.borderStrong },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: 'transform 120ms ease',
  selectors: { [`${userMenu}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const userPanel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space['2']})`,
  minWidth: '12rem',
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const menuForm = style({
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['1'],
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});
