import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export const buttonTones = ['primary', 'secondary', 'ghost'] as const;

/** One button look for buttons and button-like links across the package. */
export const button = recipe({
  base: {
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
    selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
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
    },
    size: {
      sm: { padding: `${vars.space['1']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, minHeight: '2rem' },
      md: { padding: `${vars.space['2']} ${vars.space['4']}`, fontSize: vars.fontSize.sm, minHeight: '2.5rem' },
      lg: { padding: `${vars.space['3']} ${vars.space['6']}`, fontSize: vars.fontSize.md, minHeight: '3rem' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
