import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['3']} ${vars.space['5']}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: 'rgba(31, 31, 35, 0.92)',
    backdropFilter: 'blur(8px)',
    boxShadow: vars.shadow.lg,
    width: 'max-content',
    maxWidth: 'calc(100vw - 2rem)',
  },
  variants: {
    fixed: {
      // Fixed near the top centre, under the navigation bar.
      true: {
        position: 'fixed',
        top: `calc(${vars.layout.navHeight} + ${vars.space['3']})`,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: vars.zIndex.floating,
      },
      false: { position: 'relative' },
    },
  },
  defaultVariants: { fixed: true },
});

// Items centre on one line so connectors run through the middle of the circles; the top
// padding leaves room for the badges above them.
export const list = style({
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['3']} 0 0`,
});
export const item = style({ display: 'flex', alignItems: 'center' });

export const circle = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  textDecoration: 'none',
  outlineOffset: '3px',
  selectors: {
    '&[data-state="completed"]': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.background,
    },
    '&[data-state="current"]': {
      borderColor: vars.color.accent,
      color: vars.color.accent,
      boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
    },
    '&[data-state="locked"]': { borderStyle: 'dashed', color: vars.color.neutral, background: vars.color.surface },
  },
});

export const badge = style({
  position: 'absolute',
  top: '-0.95rem',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.625rem',
  fontWeight: 700,
  lineHeight: '1rem',
  whiteSpace: 'nowrap',
});

export const connector = style({
  width: '3rem',
  height: '2px',
  margin: `0 ${vars.space['2']}`,
  background: vars.color.borderStrong,
  selectors: {
    '&[data-state="completed"]': { background: vars.color.success },
    '&[data-state="unlocking"]': {
      background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.borderStrong})`,
    },
  },
  '@media': { 'screen and (max-width: 480px)': { width: '1.25rem' } },
});

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
export const captionDetail = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  marginTop: `calc(-1 * ${vars.space['1']})`,
});
export const unlock = style({ color: vars.color.focus, fontWeight: 600, marginLeft: vars.space['1'] });

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});
export const tooltipTitle = style({ fontWeight: 700, marginBottom: '2px' });
export const tooltipBody = style({ color: vars.color.textMuted });
export const tooltipArrow = style({ fill: vars.color.surfaceRaised });
