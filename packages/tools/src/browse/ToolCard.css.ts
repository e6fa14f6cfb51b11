import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see ToolWorkspace.css.ts for why they are not imported). */
const v = (name: string) => `var(--perch-${name})`;

/** The list of cards; `data-layout="shelf"`: on a phone one row that scrolls sideways. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: v('space-3'),
  '@media': {
    '(max-width: 40rem)': {
      selectors: {
        '&[data-layout="shelf"]': {
          gridTemplateColumns: 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: 'min(16rem, 80%)',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x proximity',
          paddingBottom: v('space-2'),
        },
      },
    },
  },
});

/** A card: the link fills it; its actions sit under the link, or in its top corner (`data-actions="corner"`). */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-lg'),
  background: v('color-surface'),
  scrollSnapAlign: 'start',
  selectors: { '&:hover, &:focus-within': { borderColor: v('color-accent') } },
});
export const link = style({
  display: 'grid',
  alignContent: 'start',
  gap: v('space-1'),
  padding: `${v('space-4')} ${v('space-5')}`,
  color: v('color-text'),
  textDecoration: 'none',
  selectors: {
    // Room for the corner's button, so a long name never runs under it.
    [`${card}[data-actions="corner"] > &`]: { paddingRight: v('space-12') },
    '&:focus-visible': {
      outline: `2px solid ${v('color-accent')}`,
      outlineOffset: '2px',
      borderRadius: v('radius-lg'),
    },
  },
});
export const category = style({
  display: 'flex',
  gap: v('space-2'),
  alignItems: 'center',
  color: v('color-text-muted'),
  fontSize: v('font-size-xs'),
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
const mark = { padding: `0 ${v('space-2')}`, borderRadius: v('radius-full'), letterSpacing: '0.02em' } as const;
export const pro = style({ ...mark, background: v('color-accent-soft'), color: v('color-focus') });
export const service = style({ ...mark, border: `1px solid ${v('color-border')}`, textTransform: 'none' });
export const name = style({ fontSize: v('font-size-lg') });
export const description = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const actions = style({
  padding: `0 ${v('space-5')} ${v('space-4')}`,
  selectors: {
    [`${card}[data-actions="corner"] > &`]: {
      position: 'absolute',
      top: v('space-2'),
      right: v('space-2'),
      padding: 0,
    },
  },
});
