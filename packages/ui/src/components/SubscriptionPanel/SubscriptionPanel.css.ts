import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '36rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const status = style({
  display: 'inline-flex',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  background: vars.color.input,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"], &[data-state="trialing"]': {
      background: 'rgba(34, 197, 94, 0.16)',
      color: vars.color.success,
    },
    '&[data-state="ending"]': { background: vars.color.accentSoft, color: vars.color.focus },
    '&[data-state="past_due"], &[data-state="unpaid"]': {
      background: vars.color.dangerSoft,
      color: vars.color.dangerText,
    },
  },
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontWeight: 600 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
export const planSwitch = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['3'],
  marginTop: vars.space['1'],
});
/** A plan to switch to: name and price on two lines, the whole card one button. */
export const choice = style({
  display: 'grid',
  gap: vars.space['1'],
  justifyItems: 'start',
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  minHeight: '44px',
  background: vars.color.input,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const choiceName = style({ fontWeight: 700 });
export const choicePrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const confirm = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
});
export const question = style({ margin: 0, fontWeight: 700 });
/** The confirmation's amounts: one row per label and figure, the figure right-aligned (under its label when narrow). */
export const amounts = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const amountRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `0 ${vars.space['4']}`,
});
globalStyle(`${amountRow} > dd`, { marginLeft: 'auto', textAlign: 'right' });
