import { style } from '@vanilla-extract/css';
import { vars } from '@perch/ui';

export const root = style({ display: 'grid', gap: vars.space['6'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const titleBlock = style({ display: 'grid', gap: vars.space['2'], maxWidth: '44rem' });
export const category = style({
  justifySelf: 'start',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.8,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 700, lineHeight: 1.15 });
export const description = style({ color: vars.color.textMuted });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const label = style({ fontWeight: 600 });
export const input = style({
  width: '100%',
  minHeight: '9rem',
  resize: 'vertical',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.input,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.5,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '1px' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const output = style({ display: 'grid', gap: vars.space['3'] });
export const outputHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const outputTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const result = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.input,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  maxHeight: '24rem',
  overflow: 'auto',
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const error = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: '1px solid rgba(239, 68, 68, 0.5)',
  background: 'rgba(239, 68, 68, 0.1)',
  color: '#fca5a5',
});
