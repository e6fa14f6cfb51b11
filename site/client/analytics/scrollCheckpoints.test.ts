import { describe, expect, it } from 'vitest';
import { newCheckpoints, SCROLL_CHECKPOINTS, scrollDepthPercent, watchScrollCheckpoints } from './scrollCheckpoints';

/** A window with a page of `pageHeight` px seen through `innerHeight` px, whose frames run when `frame()` is called. */
function fakeWindow(pageHeight: number, innerHeight = 800, scrollY = 0) {
  const listeners = new Set<() => void>();
  const frames: Array<() => void> = [];
  const win = {
    scrollY,
    innerHeight,
    document: { documentElement: { scrollHeight: pageHeight } },
    addEventListener: (type: string, listener: () => void) => type === 'scroll' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'scroll' && listeners.delete(listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  return {
    win: win as unknown as Parameters<typeof watchScrollCheckpoints>[0],
    scrollTo(y: number) {
      win.scrollY = y;
      for (const listener of [...listeners]) listener();
    },
    frame() {
      for (const callback of frames.splice(0)) callback();
    },
    listening: () => listeners.size,
    pendingFrames: () => frames.length,
  };
}

describe('scroll checkpoints (spec §9: 25, 50, 75 and 100 percent)', () => {
  it('measures how much of the page has been in view', () => {
    expect(SCROLL_CHECKPOINTS).toEqual([25, 50, 75, 100]);
    expect(scrollDepthPercent(0, 800, 3200)).toBeCloseTo(25.03, 2);
    expect(scrollDepthPercent(800, 800, 3200)).toBeCloseTo(50.03, 2);
    // The end of the page, even a fraction of a pixel short of it, is 100 %.
    expect(scrollDepthPercent(2399.5, 800, 3200)).toBe(100);
    expect(scrollDepthPercent(0, 800, 0)).toBe(0);
  });

  it('names each checkpoint not yet reached', () => {
    expect(newCheckpoints(24.9, new Set())).toEqual([]);
    expect(newCheckpoints(60, new Set())).toEqual([25, 50]);
    expect(newCheckpoints(100, new Set([25, 50]))).toEqual([75, 100]);
  });

  it('sends each checkpoint once, in order, the first time a scroll passes it, measured once a frame', () => {
    const page = fakeWindow(8000);
    const sent: number[] = [];
    watchScrollCheckpoints(page.win, (p) => sent.push(p));
    // 1,200 px of 8,000 in view: 15 %, nothing yet.
    page.scrollTo(400);
    page.frame();
    expect(sent).toEqual([]);
    // Three scroll events before a frame: measured once, at the last position (4,800 of 8,000 = 60 %).
    page.scrollTo(1500);
    page.scrollTo(3000);
    page.scrollTo(4000);
    expect(page.pendingFrames()).toBe(1);
    page.frame();
    expect(sent).toEqual([25, 50]);
    // Back up and down again past 50 %: nothing new.
    page.scrollTo(0);
    page.frame();
    page.scrollTo(4100);
    page.frame();
    expect(sent).toEqual([25, 50]);
    page.scrollTo(7200);
    page.frame();
    expect(sent).toEqual([25, 50, 75, 100]);
    // All four sent: the watch stops listening.
    expect(page.listening()).toBe(0);
  });

  it('counts a scroll made before the watch began, and sends nothing for a page that fits its window', () => {
    const scrolled = fakeWindow(4000, 800, 2200);
    const sent: number[] = [];
    watchScrollCheckpoints(scrolled.win, (p) => sent.push(p));
    scrolled.frame();
    expect(sent).toEqual([25, 50, 75]);

    const short = fakeWindow(700);
    const none: number[] = [];
    watchScrollCheckpoints(short.win, (p) => none.push(p));
    short.scrollTo(0);
    short.frame();
    expect(none).toEqual([]);
  });

  it('stops when asked', () => {
    const page = fakeWindow(8000);
    const sent: number[] = [];
    const stop = watchScrollCheckpoints(page.win, (p) => sent.push(p));
    stop();
    page.scrollTo(7200);
    page.frame();
    expect(sent).toEqual([]);
  });
});
