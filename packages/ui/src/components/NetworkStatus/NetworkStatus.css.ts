import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { pill } from '../private/pill.css';

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(216, 122, 63, 0.55)' },
  '100%': { boxShadow: '0 0 0 12px rgba(216, 122, 63, 0)' },
});

export const root = recipe({
  base: [
    pill,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['2'],
      fontWeight: 600,
      boxShadow: vars.shadow.md,
      transition: 'opacity 200ms ease, transform 200ms ease',
      selectors: {
        '&[data-visible="false"]': {
          opacity: 0,
          transform: 'translateY(-0.25rem)',
          pointerEvents: 'none',
          visibility: 'hidden',
        },
        '&[data-pulse="true"]': { animation: `${pulse} 1s ease-out` },
        '&[data-state="offline"]': { borderColor: vars.color.danger },
        '&[data-state="slow"]': { borderColor: vars.color.warning },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' } },
    },
  ],
  variants: {
    position: {
      'top-right': { position: 'fixed', top: vars.space['4'], right: vars.space['4'], zIndex: vars.zIndex.floating },
      'top-left': { position: 'fixed', top: vars.space['4'], left: vars.space['4'], zIndex: vars.zIndex.floating },
      'bottom-right': {
        position: 'fixed',
        bottom: vars.space['4'],
        right: vars.space['4'],
        zIndex: vars.zIndex.floating,
      },
      'bottom-left': {
        position: 'fixed',
        bottom: vars.space['4'],
        left: vars.space['4'],
        zIndex: vars.zIndex.floating,
      },
      inline: { position: 'relative' },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  selectors: {
    '[data-state="offline"] &': { background: vars.color.danger },
    '[data-state="slow"] &': { background: vars.color.warning },
  },
});

export const detail = style({ color: vars.color.textMuted, fontWeight: 500 });
