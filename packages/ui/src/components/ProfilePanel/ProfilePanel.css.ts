import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '40rem',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const list = style({ display: 'grid', gap: vars.space['4'], margin: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 10rem) 1fr',
  gap: vars.space['3'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: '1fr', gap: vars.space['1'] } },
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-empty]': { color: vars.color.textMuted, fontStyle: 'italic' } },
});

export const status = style({
  display: 'inline-flex',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  fontStyle: 'normal',
  lineHeight: 1.8,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: {
    '&[data-verified="true"]': { background: 'rgba(34, 197, 94, 0.14)', color: '#86efac' },
    // The light copper keeps 4.5:1 on the tinted pill (the accent itself is 4.3:1 there).
    '&[data-verified="false"]': { background: vars.color.accentSoft, color: vars.color.focus },
  },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: '1fr' } },
});
export const field = style({ display: 'grid', gap: vars.space['1'] });
export const input = style({
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.input,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.accent,
    },
    '&:disabled': { opacity: 0.6 },
  },
});
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space['2'] });
