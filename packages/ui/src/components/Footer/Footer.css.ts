import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['4']} ${vars.space['6']}`,
  selectors: { [`${root}[data-state="collapsed"] &`]: { paddingTop: vars.space['3'], paddingBottom: vars.space['3'] } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr 1fr',
  gap: vars.space['8'],
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});

export const brandColumn = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  '@media': { 'screen and (max-width: 767px)': { gridColumn: '1 / -1' } },
});

export { brand } from '../private/brand.css';

export const tagline = style({ maxWidth: '22rem' });

export const heading = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  marginBottom: vars.space['3'],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { [`${root}[data-state="collapsed"] &`]: { marginTop: 0, paddingTop: 0, borderTop: 'none' } },
});

export const form = style({ margin: 0 });
