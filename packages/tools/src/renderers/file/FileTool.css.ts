import { style } from '@vanilla-extract/css';

/** @perch/ui's theme variables by name (see Renderers.css.ts for why not imported). */
const v = (name: string) => `var(--perch-${name})`;

export const root = style({ display: 'grid', gap: v('space-4'), minWidth: 0 });
export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: v('space-2'),
  padding: `${v('space-6')} ${v('space-4')}`,
  border: `2px dashed ${v('color-border')}`,
  borderRadius: v('radius-md'),
  background: v('color-input'),
  textAlign: 'center',
  selectors: {
    '&[data-state="over"]': { borderColor: v('color-accent'), background: v('color-surface-raised') },
  },
});
export const zoneTitle = style({ fontWeight: 600 });
export const muted = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});
export const list = style({ display: 'grid', gap: v('space-2'), listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: v('space-3'),
  padding: v('space-2'),
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-md'),
  background: v('color-surface'),
  selectors: { '&[data-state="dragging"]': { opacity: 0.5 }, '&[draggable="true"]': { cursor: 'grab' } },
});
export const thumb = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '3rem',
  borderRadius: v('radius-sm'),
  background: v('color-surface-raised'),
  color: v('color-accent'),
  fontSize: v('font-size-sm'),
  fontWeight: 700,
});
/**
 * An image (a chosen file or a result, PDF → JPG's pages too) shows itself at the badge's size, the
 * whole picture on a checkerboard so transparency shows.
 */
export const thumbImage = style({
  width: '2.5rem',
  height: '3rem',
  objectFit: 'contain',
  borderRadius: v('radius-sm'),
  background: 'repeating-conic-gradient(#3f3f46 0% 25%, #27272a 0% 50%) 50% / 10px 10px',
});
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 });
export const itemText = style({ display: 'grid', minWidth: 0 });
export const itemButtons = style({ display: 'flex', gap: v('space-1') });
export const progress = style({ display: 'grid', gap: v('space-2') });
export const bar = style({ width: '100%', height: '0.5rem', accentColor: v('color-accent') });
export const problems = style({
  margin: 0,
  paddingLeft: v('space-5'),
  color: v('color-danger-text'),
  display: 'grid',
  gap: v('space-1'),
});
export const privacy = style({ color: v('color-text-muted'), fontSize: v('font-size-sm'), margin: 0 });
