import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see ToolWorkspace.css.ts for why they are not imported). */
const v = (name: string) => `var(--perch-${name})`;

// One column that never grows past the page: a list that scrolls sideways (a shelf) must not widen it.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: v('space-5') });
export const searchRow = style({ display: 'flex', gap: v('space-3') });
export const search = style({
  flex: 1,
  minWidth: 0,
  minHeight: '3rem',
  padding: `0 ${v('space-4')}`,
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-input'),
  color: v('color-text'),
  font: 'inherit',
  fontSize: v('font-size-lg'),
  selectors: { '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' } },
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: v('space-2'),
  // On a phone the categories scroll sideways instead of pushing the results down the page.
  '@media': { '(max-width: 40rem)': { flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: v('space-1') } },
});
export const chip = style({
  flex: 'none',
  padding: `${v('space-1')} ${v('space-3')}`,
  borderRadius: v('radius-full'),
  border: `1px solid ${v('color-border')}`,
  color: v('color-text'),
  fontSize: v('font-size-sm'),
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: v('color-accent') },
    '&[aria-current="page"]': {
      background: v('color-accent'),
      borderColor: v('color-accent'),
      color: '#18181b',
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '2px' },
  },
});
export const count = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const empty = style({
  display: 'grid',
  gap: v('space-3'),
  justifyItems: 'start',
  padding: v('space-8'),
  borderRadius: v('radius-lg'),
  border: `1px dashed ${v('color-border')}`,
});
export const pager = style({
  display: 'flex',
  gap: v('space-4'),
  alignItems: 'center',
  color: v('color-text-muted'),
  selectors: {},
});

export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', gap: v('space-3') });

/** The person's lists between the search and the catalogue; `hidden` while searching. */
export const lists = style({
  display: 'grid',
  gap: v('space-8'),
  paddingBlock: v('space-2'),
  selectors: { '&[hidden]': { display: 'none' } },
});
export const heading = style({ fontSize: v('font-size-xl'), marginTop: v('space-2') });
export const sortRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${v('space-2')} ${v('space-4')}`,
});
/** A segmented control of links: works without script, and each order has its own URL. */
export const sorts = style({
  display: 'inline-flex',
  padding: '2px',
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface'),
});
export const sort = style({
  padding: `${v('space-1')} ${v('space-3')}`,
  borderRadius: v('radius-sm'),
  color: v('color-text-muted'),
  fontSize: v('font-size-sm'),
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: v('color-text') },
    '&[aria-current="true"]': { background: v('color-surface-raised'), color: v('color-text'), fontWeight: 600 },
    '&:focus-visible': { outline: `2px solid ${v('color-accent')}`, outlineOffset: '1px' },
  },
});
export const sortRule = style({ color: v('color-text-muted'), fontSize: v('font-size-xs') });

/** Near misses under an empty result ("unix time stamp" → Unix Timestamp to Date). */
export const close = style({ display: 'grid', gap: v('space-2'), marginTop: v('space-2') });
export const closeTitle = style({ fontSize: v('font-size-sm'), color: v('color-text-muted'), fontWeight: 600 });
export const closeList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${v('space-2')} ${v('space-4')}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const closeLink = style({ color: v('color-accent') });
