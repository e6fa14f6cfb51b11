import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pill } from '../private/pill.css';
import * as marks from '../private/recommendationMarks.css';

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minHeight: '16rem',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

const turnBase = style({ display: 'grid', gap: vars.space['3'], maxWidth: '88%' });
export const turn = styleVariants({
  user: [turnBase, { alignSelf: 'flex-end', justifyItems: 'end' }],
  assistant: [turnBase, { alignSelf: 'flex-start' }],
});

const bubbleBase = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
/** By sender. */
export const bubble = styleVariants({
  user: [
    bubbleBase,
    { background: vars.color.accent, color: vars.color.onAccent, borderBottomRightRadius: vars.radius.sm },
  ],
  assistant: [
    bubbleBase,
    { background: vars.color.surfaceRaised, color: vars.color.text, borderBottomLeftRadius: vars.radius.sm },
  ],
});
export const speaker = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['3'],
});
export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  transition: 'border-color 120ms ease',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.accent } },
});
export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const cardCategory = style([pill, { justifySelf: 'start', fontSize: vars.fontSize.xs }]);
/** "Request this tool" under a "not yet" answer, sized for the page. */
export const requestLink = style([marks.requestLink, { padding: `${vars.space['2']} ${vars.space['4']}` }]);
/** A tool that needs Pro, on its card. */
export const proMark = style([marks.proMark, { fontSize: vars.fontSize.xs }]);
export const serviceMark = style([marks.serviceMark, { fontSize: vars.fontSize.xs }]);
export const cardName = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  // The whole card is the link's target area; the name stays the link's accessible text.
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.accent },
  },
});
export const cardDescription = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const cardWhy = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  borderLeft: `2px solid ${vars.color.accent}`,
  paddingLeft: vars.space['2'],
});

export const thinking = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const thinkingDot = style({
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
});

export const prompts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const promptsLabel = style({ width: '100%', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const prompt = style([
  pill,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&:disabled': { opacity: 0.6, cursor: 'default' },
    },
  },
]);

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] });
export const input = style({
  flex: 1,
  resize: 'vertical',
  minHeight: '3rem',
  maxHeight: '12rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.input,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textMuted }, '&:disabled': { opacity: 0.6 } },
});

export { visuallyHidden } from '../private/visuallyHidden.css';
