import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
});
export const summaryTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const summaryPrice = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const summaryPeriod = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });

export const testNote = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.focus,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const input = style({
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.input,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const fieldError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.sm });

export const formError = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'grid', gap: vars.space['2'] });
export const cancel = style({ justifySelf: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
