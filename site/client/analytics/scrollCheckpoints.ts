/**
 * Spec §9's "scroll checkpoints at 25, 50, 75 and 100 percent", which posthog-js does not have (it
 * records only a page's deepest scroll, on the next page view): the first time a visitor's scroll
 * passes a checkpoint on a page, one `scroll_depth` event names it. A page that fits its window
 * cannot be scrolled and sends none. Part of the PostHog chunk: nothing runs without "Allow".
 */

export const SCROLL_CHECKPOINTS = [25, 50, 75, 100] as const;
export const SCROLL_DEPTH_EVENT = 'scroll_depth';

/** How much of the page has been in view, in percent: the bottom of the window against the page's height. */
export function scrollDepthPercent(scrollTop: number, windowHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  // A page scrolled to its end can come out a fraction of a pixel short (zoom, fractional heights).
  const seen = Math.min(pageHeight, scrollTop + windowHeight + 1);
  return Math.max(0, (seen / pageHeight) * 100);
}

/** The checkpoints reached at `depth` that were not reached before. */
export function newCheckpoints(depth: number, reached: ReadonlySet<number>): number[] {
  return SCROLL_CHECKPOINTS.filter((checkpoint) => depth >= checkpoint && !reached.has(checkpoint));
}

type ScrollWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'scrollY' | 'innerHeight'
> & {
  document: { documentElement: { scrollHeight: number } };
};

/**
 * Watches this page's scroll and calls `send` once per checkpoint passed, in order. Measured at most
 * once a frame. A scroll made before the watch began (PostHog starts when the page is idle) counts.
 * Returns a function that stops the watch.
 */
export function watchScrollCheckpoints(win: ScrollWindow, send: (percent: number) => void): () => void {
  const reached = new Set<number>();
  let pending = false;
  const measure = () => {
    pending = false;
    const pageHeight = win.document.documentElement.scrollHeight;
    // A page that fits its window has nothing to scroll.
    if (pageHeight <= win.innerHeight) return;
    for (const checkpoint of newCheckpoints(scrollDepthPercent(win.scrollY, win.innerHeight, pageHeight), reached)) {
      reached.add(checkpoint);
      send(checkpoint);
    }
    if (reached.size === SCROLL_CHECKPOINTS.length) stop();
  };
  const onScroll = () => {
    if (pending) return;
    pending = true;
    win.requestAnimationFrame(measure);
  };
  const stop = () => win.removeEventListener('scroll', onScroll);
  win.addEventListener('scroll', onScroll, { passive: true });
  if (win.scrollY > 0) onScroll();
  return stop;
}
