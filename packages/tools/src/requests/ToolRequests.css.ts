import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../renderers/Renderers.css';

/** @perch/ui's theme variables by name (see Renderers.css.ts for why not imported). */
const v = (name: string) => `var(--perch-${name})`;

export const root = style({ display: 'grid', gap: v('space-10') });
/** The form reads like a tool's panel: the same panel, labels, controls and hints (Renderers.css). */
export { actions, control, field, hint, input as textarea, label } from '../renderers/Renderers.css';

export const form = style([panel, { maxWidth: '44rem' }]);
// A field with a mistake is outlined in the error text's colour (its message says what is wrong).
globalStyle(`${form} [aria-invalid="true"]`, { borderColor: v('color-danger-text') });
export const fieldError = style({ color: v('color-danger-text'), fontSize: v('font-size-sm') });
export const list = style({
  display: 'grid',
  gap: v('space-3'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: '44rem',
});
export const item = style({
  display: 'grid',
  gap: v('space-2'),
  padding: v('space-4'),
  borderRadius: v('radius-md'),
  border: `1px solid ${v('color-border')}`,
  background: v('color-surface'),
});
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: v('space-2'),
});
export const itemName = style({ fontWeight: 700 });
export const itemMeta = style({ color: v('color-text-muted'), fontSize: v('font-size-sm') });
export const itemDescription = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const status = style({
  padding: `0 ${v('space-2')}`,
  borderRadius: v('radius-full'),
  fontSize: v('font-size-xs'),
  fontWeight: 600,
  background: v('color-surface-raised'),
  color: v('color-text'),
  selectors: {
    '&[data-status="added"]': { background: v('color-accent-soft'), color: v('color-focus') },
    '&[data-status="queued"]': { border: `1px dashed ${v('color-border')}`, background: 'transparent' },
  },
});
export const sectionTitle = style({ fontSize: v('font-size-xl'), fontWeight: 700, marginBottom: v('space-4') });
export const empty = style({ color: v('color-text-muted') });
