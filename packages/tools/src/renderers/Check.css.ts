import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see ToolWorkspace.css.ts for why not imported). */
const v = (name: string) => `var(--perch-${name})`;

export const text = style({
  margin: 0,
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  background: v('color-input'),
  border: `1px solid ${v('color-border')}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.8,
  maxHeight: '28rem',
  overflow: 'auto',
});
// Colour is not the only cue: a word to fix is underlined (wavy), a hard sentence dotted.
export const word = style({
  background: 'rgba(216, 122, 63, 0.22)',
  color: 'inherit',
  textDecoration: 'underline wavy',
  textDecorationColor: v('color-accent'),
  textUnderlineOffset: '0.2em',
  borderRadius: '0.2rem',
});
export const sentence = style({
  background: 'rgba(250, 204, 21, 0.10)',
  textDecoration: 'underline dotted',
  textDecorationColor: 'rgba(250, 204, 21, 0.7)',
  textUnderlineOffset: '0.3em',
});
export const number = style({
  fontSize: '0.7em',
  fontWeight: 700,
  color: v('color-accent'),
  marginInline: '0.1em',
  verticalAlign: 'super',
  lineHeight: 0,
});
export const list = style({ display: 'grid', gap: v('space-2'), listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: v('space-3'),
  alignItems: 'start',
  padding: v('space-3'),
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface-raised'),
});
export const itemBody = style({ display: 'grid', gap: v('space-2'), minWidth: 0 });
export const rule = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: v('space-2') });
export const meta = style({ color: v('color-text-muted'), fontSize: v('font-size-sm'), margin: 0 });
export const report = style({ display: 'grid', gap: v('space-2'), color: v('color-text-muted') });
