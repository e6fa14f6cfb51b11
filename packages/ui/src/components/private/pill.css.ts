import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The small rounded chip shared by the network indicator and the chat's quick prompts. */
export const pill = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});
