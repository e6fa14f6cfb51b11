import { style } from '@vanilla-extract/css';

/**
 * @perch/ui's theme variables by name. Not imported from @perch/ui: vanilla-extract compiles
 * this file on its own, where the package resolves to its build, which a fresh checkout has not.
 */
const v = (name: string) => `var(--perch-${name})`;

export { actions, error, hint, outputTitle } from '../renderers/Renderers.css';

export const root = style({ display: 'grid', gap: v('space-6') });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: v('space-4'),
});
export const listButtons = style({ display: 'flex', flexWrap: 'wrap', gap: v('space-2') });
export const titleBlock = style({ display: 'grid', gap: v('space-2'), maxWidth: '44rem' });
export const category = style({
  justifySelf: 'start',
  padding: `0 ${v('space-2')}`,
  borderRadius: v('radius-full'),
  background: v('color-surface-raised'),
  color: v('color-text-muted'),
  fontSize: v('font-size-xs'),
  fontWeight: 600,
  lineHeight: 1.8,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const serviceMark = style({
  marginLeft: v('space-2'),
  padding: `0 ${v('space-2')}`,
  borderRadius: v('radius-full'),
  border: `1px solid ${v('color-border')}`,
  textTransform: 'none',
  letterSpacing: '0.02em',
});
export const title = style({ fontSize: v('font-size-3xl'), fontWeight: 700, lineHeight: 1.15 });
export const description = style({ color: v('color-text-muted') });

export const body = style({ display: 'grid', gap: v('space-6') });
export const examples = style({ display: 'grid', gap: v('space-3') });
export const exampleList = style({ display: 'grid', gap: v('space-2'), listStyle: 'none', margin: 0, padding: 0 });
export const example = style({
  display: 'grid',
  gap: v('space-1'),
  width: '100%',
  padding: `${v('space-3')} ${v('space-4')}`,
  textAlign: 'left',
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface'),
  color: v('color-text'),
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: v('color-accent') },
    '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' },
  },
});
export const exampleIn = style({
  display: 'grid',
  gap: v('space-1'),
  fontSize: v('font-size-sm'),
  overflowWrap: 'anywhere',
});
export const exampleField = style({ display: 'block' });
/** A value of several lines: under its label, its line breaks kept. */
export const exampleLines = style({
  display: 'block',
  marginTop: v('space-1'),
  paddingLeft: v('space-3'),
  borderLeft: `2px solid ${v('color-border')}`,
  whiteSpace: 'pre-wrap',
});
export const exampleOut = style({
  display: 'flex',
  gap: v('space-2'),
  fontSize: v('font-size-sm'),
  color: v('color-text-muted'),
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});
export const exampleAnswer = style({ whiteSpace: 'pre-wrap', minWidth: 0 });
