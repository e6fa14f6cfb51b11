import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 1rem))' }, to: { transform: 'translateX(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'min(24rem, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
});

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"title close" "description close" "action close"',
    columnGap: vars.space['3'],
    rowGap: vars.space['1'],
    alignItems: 'start',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 160ms cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out forwards` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: {
      default: {},
      destructive: { borderColor: vars.color.danger, background: '#3a1d1d' },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const title = style({ gridArea: 'title', fontWeight: 600, fontSize: vars.fontSize.sm });
export const description = style({ gridArea: 'description', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const action = style({ gridArea: 'action', justifySelf: 'start', marginTop: vars.space['2'] });
export const close = style({
  gridArea: 'close',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surface } },
});
