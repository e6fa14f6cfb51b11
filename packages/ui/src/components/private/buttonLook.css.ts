import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The package's one button look, as plain classes. `button()` (./button.css.ts) composes them as a
// recipe for components that choose a look at run time; a component with one fixed look imports
// its class string from here and ships no recipe runtime (the chat embed does this).

export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  whiteSpace: 'nowrap',
  // aria-disabled: a button that is busy (Run while a file tool works) keeps its focus, where
  // `disabled` would drop it to the page for a keyboard user.
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const buttonTone = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: { '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceRaised } },
  },
});

export const buttonSize = styleVariants({
  sm: { padding: `${vars.space['1']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, minHeight: '2rem' },
  md: { padding: `${vars.space['2']} ${vars.space['4']}`, fontSize: vars.fontSize.sm, minHeight: '2.5rem' },
  lg: { padding: `${vars.space['3']} ${vars.space['6']}`, fontSize: vars.fontSize.md, minHeight: '3rem' },
});

export const buttonBlock = style({ width: '100%' });

/** `button({ tone: 'primary' })` (size md), as one class string. */
export const primaryButton = `${buttonBase} ${buttonTone.primary} ${buttonSize.md}`;
