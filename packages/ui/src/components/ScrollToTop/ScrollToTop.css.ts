import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Scroll distance after which the button shows (spec §9: after 300 px). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

const reveal = keyframes({
  from: { opacity: 0, visibility: 'hidden', transform: 'translateY(0.5rem)' },
  to: { opacity: 1, visibility: 'visible', transform: 'translateY(0)' },
});

// csstype does not know the scroll-timeline longhands yet, so they are added untyped.
const scrollTimeline = {
  animationTimeline: 'scroll(root block)',
  animationRange: `${SCROLL_TO_TOP_THRESHOLD_PX}px ${SCROLL_TO_TOP_THRESHOLD_PX + 1}px`,
};

export const root = style({
  position: 'fixed',
  left: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.floating,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
  },
  // The button appears once the page has scrolled past the threshold. A scroll-driven animation
  // does this without JavaScript, so even zero-JS pages (the legal pages) get the button;
  // `visibility: hidden` before the threshold also takes it out of the tab order.
  '@supports': {
    '(animation-timeline: scroll())': {
      animationName: reveal,
      animationFillMode: 'both',
      animationTimingFunction: 'linear',
      animationDuration: 'auto',
      ...(scrollTimeline as object),
    },
  },
});
