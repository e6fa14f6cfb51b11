import { style } from '@vanilla-extract/css';

/**
 * The renderers' styles (fields, results, figures, colour, currency): the workspace lays a tool
 * page out around them and imports the few it shares (actions, hints, the output title, errors).
 * @perch/ui's theme variables by name. Not imported from @perch/ui: vanilla-extract compiles
 * this file on its own, where the package resolves to its build, which a fresh checkout has not.
 */
const v = (name: string) => `var(--perch-${name})`;

export const panel = style({
  display: 'grid',
  gap: v('space-4'),
  padding: v('space-6'),
  borderRadius: v('radius-lg'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface'),
});
export const label = style({ fontWeight: 600 });
export const input = style({
  width: '100%',
  minHeight: '9rem',
  resize: 'vertical',
  padding: v('space-3'),
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-input'),
  color: v('color-text'),
  font: 'inherit',
  lineHeight: 1.5,
  selectors: { '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: v('space-3') });
export const hint = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });

export const output = style({ display: 'grid', gap: v('space-3') });
export const outputHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: v('space-3'),
});
export const outputTitle = style({ fontSize: v('font-size-lg'), fontWeight: 700 });
export const result = style({
  margin: 0,
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  background: v('color-input'),
  border: `1px solid ${v('color-border')}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: v('font-size-sm'),
  maxHeight: '24rem',
  overflow: 'auto',
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: v('space-3'),
  margin: 0,
});
export const figure = style({
  display: 'grid',
  gap: v('space-1'),
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  background: v('color-surface-raised'),
});
export const figureLabel = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const figureValue = style({
  margin: 0,
  fontSize: v('font-size-2xl'),
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const error = style({
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  border: '1px solid rgba(239, 68, 68, 0.5)',
  background: 'rgba(239, 68, 68, 0.1)',
  color: '#fca5a5',
});

export const convert = style({ display: 'grid', gap: v('space-6') });
export const fieldStack = style({ display: 'grid', gap: v('space-4') });
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: v('space-4'),
  // Top: every label on one line across the row; 'end' pushed a field with a hint up out of line.
  alignItems: 'start',
});
export const field = style({ display: 'grid', gap: v('space-2'), alignContent: 'start' });
export const fieldWide = style({ display: 'grid', gap: v('space-2'), gridColumn: '1 / -1' });
export const control = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${v('space-2')} ${v('space-3')}`,
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-input'),
  color: v('color-text'),
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' } },
});
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: v('space-2'), minHeight: '2.5rem' });
export const colourControl = style({ display: 'flex', gap: v('space-2'), alignItems: 'center' });
export const colourPicker = style({
  width: '2.75rem',
  height: '2.5rem',
  padding: 2,
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-md'),
  background: v('color-input'),
  flex: 'none',
});
export const headline = style({
  margin: 0,
  fontSize: v('font-size-3xl'),
  fontWeight: 700,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: v('space-3'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const swatch = style({
  width: '6rem',
  height: '4.5rem',
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  display: 'flex',
  alignItems: 'flex-end',
});
export const swatchLabel = style({
  width: '100%',
  padding: `2px ${v('space-2')}`,
  background: 'rgba(24, 24, 27, 0.85)',
  color: v('color-text'),
  fontSize: v('font-size-xs'),
  borderRadius: `0 0 ${v('radius-md')} ${v('radius-md')}`,
  overflowWrap: 'anywhere',
});
export const image = style({
  width: '16rem',
  maxWidth: '100%',
  background: '#fff',
  padding: v('space-3'),
  borderRadius: v('radius-md'),
});
export const figureList = style({ display: 'grid', margin: 0, borderTop: `1px solid ${v('color-border')}` });
export const figureRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: v('space-4'),
  padding: `${v('space-2')} 0`,
  borderBottom: `1px solid ${v('color-border')}`,
});
export const figureRowValue = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const currency = style({ display: 'inline-flex', alignItems: 'center', gap: v('space-2'), marginLeft: 'auto' });
export const currencySelect = style([
  control,
  { width: 'auto', maxWidth: '14rem', minHeight: '2.25rem', paddingTop: v('space-1'), paddingBottom: v('space-1') },
]);
