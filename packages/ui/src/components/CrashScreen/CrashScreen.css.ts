import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space['8'],
});

export const panel = style({
  maxWidth: '28rem',
  width: '100%',
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const message = style({ color: vars.color.textMuted });
