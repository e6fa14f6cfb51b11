import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The sentence that states a tool's result: on a line of its own, bolder, and a hash or code wraps anywhere. */
export const result = style({
  display: 'block',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  marginBottom: vars.space['1'],
});
