import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see Renderers.css.ts for why not imported). */
const v = (name: string) => `var(--perch-${name})`;

export const text = style({
  margin: 0,
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  background: v('color-input'),
  border: `1px solid ${v('color-border')}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  minHeight: '4rem',
  maxHeight: '28rem',
  overflow: 'auto',
});
export const notice = style({
  margin: 0,
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface-raised'),
  display: 'grid',
  gap: v('space-2'),
});
export const meta = style({ color: v('color-text-muted'), fontSize: v('font-size-sm'), margin: 0 });
export const buttons = style({ display: 'flex', gap: v('space-2'), flexWrap: 'wrap' });
// Colour is not the only cue: added words are underlined and removed ones struck through.
export const added = style({
  background: 'rgba(34, 197, 94, 0.18)',
  color: '#bbf7d0',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(34, 197, 94, 0.6)',
});
export const removed = style({
  background: 'rgba(239, 68, 68, 0.16)',
  color: '#fecaca',
  textDecoration: 'line-through',
});
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });
export const diff = style({ display: 'grid', gap: v('space-2') });
export const offline = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: v('space-1') });
