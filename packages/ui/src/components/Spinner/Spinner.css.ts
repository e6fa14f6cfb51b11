import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    centered: {
      true: { display: 'flex', justifyContent: 'center', minHeight: '60vh', width: '100%' },
    },
  },
});

export const ring = recipe({
  base: {
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.border}`,
    borderTopColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '2rem', height: '2rem' },
      lg: { width: '3rem', height: '3rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export { visuallyHidden } from '../private/visuallyHidden.css';
