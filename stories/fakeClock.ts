// A fake clock for the stories whose rules are timed (the chat's 30 s dot, the network
// indicator's 1 s pulse and 5 s hide, a toast's 5 s auto-close): install it in the story's
// beforeEach, before the component renders and starts its timers, then move time on in play()
// with `await clock.tickAsync(ms)` — the story takes milliseconds, not the rule's seconds, and
// shows the exact edge (nothing at 29,999 ms, the dot at 30,000). play() ends by uninstalling it.
//
// Only setTimeout/clearTimeout and Date are faked: React schedules its work on a MessageChannel
// and animations on the real frame clock, so rendering goes on as usual. testing-library's
// waitFor and user-event's delays wait on setTimeout, so stories with this clock use fireEvent,
// and `settle` (below) to wait for a render before they assert.
import FakeTimers, { type Clock } from '@sinonjs/fake-timers';

export type InstalledClock = Clock;

let installed: InstalledClock | undefined;

/** Fakes the page's timers (and, when asked, performance.now()) until uninstallFakeClock(). */
export function installFakeClock({ performance = false }: { performance?: boolean } = {}): InstalledClock {
  uninstallFakeClock();
  // With `performance`, performance.now() restarts at 0: the story plays a page that has just loaded.
  installed = FakeTimers.withGlobal(globalThis).install({
    toFake: ['setTimeout', 'clearTimeout', 'Date', ...(performance ? (['performance'] as const) : [])],
    now: Date.now(),
  });
  return installed;
}

/**
 * Gives the page its real timers back. Call it at the end of play() (in `finally`), not only in
 * the beforeEach cleanup: the accessibility check runs after play and before the cleanup, and
 * axe waits on setTimeout.
 */
export function uninstallFakeClock(): void {
  installed?.uninstall();
  installed = undefined;
}

/** A play() on the fake clock: whatever happens, the real timers are back when it ends. */
export function onFakeClock<Context>(play: (context: Context) => Promise<void>): (context: Context) => Promise<void> {
  return async (context) => {
    try {
      await play(context);
    } finally {
      uninstallFakeClock();
    }
  };
}

/** The real setTimeout, whatever is installed over the global one. */
const realSetTimeout = FakeTimers.timers.setTimeout as (callback: () => void, ms: number) => unknown;

/**
 * Waits on the real clock (renders and transitions are real) until `ready()` is true, for at most
 * `timeoutMs`. A plain predicate, not an assertion: Storybook's instrumented expect waits on
 * setTimeout when it fails, which this clock has stopped. Assert with expect once it is ready.
 */
export async function settle(ready: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise<void>((resolve) => realSetTimeout(resolve, 16));
  }
}
