import { globalStyle, style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see Renderers.css.ts for why not imported). */
const v = (name: string) => `var(--perch-${name})`;
/** Narrow screens: tighter cells, so four columns fit a 390 px phone. */
const narrow = 'screen and (max-width: 30rem)';

export const schedule = style({ display: 'grid', gap: v('space-4'), minWidth: 0 });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: v('space-3'),
});
export const toggle = style({
  display: 'inline-flex',
  padding: 2,
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-input'),
});
export const toggleButton = style({
  minHeight: '2.25rem',
  padding: `0 ${v('space-3')}`,
  border: 0,
  borderRadius: v('radius-sm'),
  background: 'transparent',
  color: v('color-text-muted'),
  font: 'inherit',
  fontSize: v('font-size-sm'),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: v('color-accent-soft'), color: v('color-text') },
    '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' },
  },
});

/** Two charts side by side where there is room, one above the other on a phone. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
  gap: v('space-4'),
});
export const chart = style({
  display: 'grid',
  gap: v('space-2'),
  margin: 0,
  padding: v('space-3'),
  borderRadius: v('radius-md'),
  background: v('color-surface-raised'),
  minWidth: 0,
});
export const chartTitle = style({ fontSize: v('font-size-sm'), fontWeight: 600 });
/** Its height is kept while the chart's code loads, so nothing below jumps (CHART_HEIGHT_PX + legend). */
export const chartCanvas = style({ minHeight: '15.5rem', minWidth: 0, overflow: 'hidden' });
globalStyle(`${chartCanvas} .u-legend`, { fontSize: v('font-size-xs'), color: v('color-text-muted') });
globalStyle(`${chartCanvas} .u-legend .u-series th`, { fontWeight: 500 });

/** The table scrolls inside its box (both ways on a phone), its header row kept in view. */
export const tableScroll = style({
  maxHeight: '26rem',
  overflow: 'auto',
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' } },
});
export const table = style({
  width: '100%',
  '@media': { [narrow]: { fontSize: v('font-size-xs') } },
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: v('font-size-sm'),
  fontVariantNumeric: 'tabular-nums',
});
/** The caption is read with the table; the same words show above the box, where a phone can see them whole. */
export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const tableTitle = style({ margin: 0, color: v('color-text-muted'), fontSize: v('font-size-xs') });
export const tableBlock = style({ display: 'grid', gap: v('space-2'), minWidth: 0 });
export const headCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${v('space-2')} ${v('space-3')}`,
  '@media': { [narrow]: { paddingLeft: v('space-2'), paddingRight: v('space-2') } },
  background: v('color-surface-raised'),
  borderBottom: `1px solid ${v('color-border-strong')}`,
  textAlign: 'right',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const cell = style({
  padding: `${v('space-1')} ${v('space-3')}`,
  '@media': { [narrow]: { paddingLeft: v('space-2'), paddingRight: v('space-2') } },
  borderBottom: `1px solid ${v('color-border')}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
/** The period stays in view when a wide table scrolls sideways. */
export const rowHead = style([
  cell,
  { position: 'sticky', left: 0, background: v('color-surface'), fontWeight: 600, color: v('color-text-muted') },
]);
export const cornerCell = style([headCell, { left: 0, zIndex: 2 }]);
