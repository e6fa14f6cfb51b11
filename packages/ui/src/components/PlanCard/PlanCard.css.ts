import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-highlighted="true"]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.lg}`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const savingTag = style([
  badge,
  // The lighter copper keeps small bold text above 4.5:1 on the tinted background.
  { background: vars.color.accentSoft, color: vars.color.focus, marginLeft: vars.space['1'] },
]);

export const cycles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.input,
});

export const cycleOption = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:has(input:checked)': { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

// The native radio stays in the accessibility tree and takes the keyboard (arrow keys move
// between cycles); only its dot is hidden, the label is the visible control.
export const cycleInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

export const panel = style({
  display: 'none',
  selectors: {
    [`${card}:has(input[value="weekly"]:checked) &[data-cycle="weekly"]`]: { display: 'grid' },
    [`${card}:has(input[value="monthly"]:checked) &[data-cycle="monthly"]`]: { display: 'grid' },
    [`${card}:has(input[value="annual"]:checked) &[data-cycle="annual"]`]: { display: 'grid' },
    // Standalone (the pricing page's columns): fill the column so buttons line up at the bottom.
    '&[data-static="true"]': { display: 'grid', gridTemplateRows: 'auto 1fr auto', height: '100%' },
  },
  gap: vars.space['5'],
});

export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], flexWrap: 'wrap' });
export const price = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});
export const period = style({ color: vars.color.textMuted });

// alignContent start: in a card stretched to its row's height (the pricing page's three plans),
// the list keeps its own spacing and the button takes the bottom, rather than the rows spreading out.
export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
});
export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const check = style({ color: vars.color.success, flexShrink: 0 });
