import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pill } from '../private/pill.css';
import * as marks from '../private/recommendationMarks.css';

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

const rootBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  zIndex: vars.zIndex.floating,
});
/** By placement. Variants are plain class strings (styleVariants), so no recipe runtime ships. */
export const root = styleVariants({
  fixed: [rootBase, { position: 'fixed', right: vars.space['4'], bottom: vars.space['4'] }],
  inline: [rootBase, { position: 'relative' }],
});

export const launcher = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

export const dot = style({
  position: 'absolute',
  top: '0.2rem',
  right: '0.2rem',
  width: '0.8rem',
  height: '0.8rem',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  border: `2px solid ${vars.color.background}`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(24rem, calc(100vw - 2rem))',
  // Spec: the panel is at most 70% of the viewport's height.
  maxHeight: '70vh',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700, flex: 1 });
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
});

export const log = style({
  flex: 1,
  minHeight: '8rem',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
});

const messageBase = style({
  maxWidth: '85%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
/** By sender. */
export const message = styleVariants({
  user: [
    messageBase,
    {
      alignSelf: 'flex-end',
      background: vars.color.accent,
      color: vars.color.onAccent,
      borderBottomRightRadius: vars.radius.sm,
    },
  ],
  assistant: [
    messageBase,
    {
      alignSelf: 'flex-start',
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
});

export const recs = style({
  listStyle: 'none',
  margin: `${vars.space['2']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});
export const rec = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const recName = style({
  fontWeight: 600,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const recCategory = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
/** "Request this tool" under a "not yet" answer, sized for the widget. */
export const requestLink = style([
  marks.requestLink,
  { display: 'inline-flex', marginTop: vars.space['2'], padding: `${vars.space['1']} ${vars.space['3']}` },
]);
export const proMark = marks.proMark;
export const serviceMark = marks.serviceMark;

export const thinking = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const thinkingDot = style({
  width: '0.35rem',
  height: '0.35rem',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
});

export const prompts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} ${vars.space['3']}`,
});
export const prompt = style([
  pill,
  { cursor: 'pointer', selectors: { '&:hover': { borderColor: vars.color.accent } } },
]);

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});
export const input = style({
  flex: 1,
  resize: 'none',
  minHeight: '2.5rem',
  maxHeight: '8rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.input,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&::placeholder': { color: vars.color.textMuted }, '&:disabled': { opacity: 0.6 } },
});

export { visuallyHidden } from '../private/visuallyHidden.css';
