import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The Perch mark and name, as the nav and the footer show them. */
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  letterSpacing: '-0.01em',
});
