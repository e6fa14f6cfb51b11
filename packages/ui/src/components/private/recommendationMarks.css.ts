import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A recommended tool that needs Pro: the catalogue's own mark (accent on soft accent), in the widget and on /parooty. */
export const proMark = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.focus,
  fontWeight: 600,
  letterSpacing: '0.02em',
});

/** A recommended AI writing tool on a server with no AI service: outlined, quieter than Pro. */
export const serviceMark = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  letterSpacing: '0.02em',
});

/** "Request this tool" under a "not yet" answer: a quiet, button-like link. */
export const requestLink = style({
  justifySelf: 'start',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.accentSoft } },
});
