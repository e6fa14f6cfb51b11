import { style } from '@vanilla-extract/css';

// As site/components/tools/ToolCard.astro and ToolGrid.astro draw "More like this" on the server's page.
const v = (name: string) => `var(--perch-${name})`;

export const heading = style({ fontSize: v('font-size-lg'), marginBottom: v('space-3') });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: v('space-3'),
});
export const card = style({
  display: 'grid',
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-lg'),
  background: v('color-surface'),
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
    '&:focus-visible': {
      outline: `2px solid ${v('color-accent')}`,
      outlineOffset: '2px',
      borderRadius: v('radius-lg'),
    },
  },
});
export const category = style({
  color: v('color-text-muted'),
  fontSize: v('font-size-xs'),
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
const mark = {
  marginLeft: v('space-2'),
  padding: `0 ${v('space-2')}`,
  borderRadius: v('radius-full'),
} as const;
export const pro = style({ ...mark, background: v('color-accent-soft'), color: v('color-focus') });
export const service = style({
  ...mark,
  border: `1px solid ${v('color-border')}`,
  textTransform: 'none',
  letterSpacing: '0.02em',
});
export const name = style({ fontSize: v('font-size-lg') });
export const description = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
