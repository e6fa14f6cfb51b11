/**
 * The analytics wrapper's event queue (spec §9): events Perch tracks are batched and handed to
 * the provider 5 seconds after the last one was queued (a burst goes out together), or at once
 * when the page is hiding.
 */

/** The queue is flushed this long after the last batched event. */
export const ANALYTICS_FLUSH_DELAY_MS = 5_000;

export interface QueuedEvent {
  event: string;
  properties: Record<string, unknown>;
}

export interface EventQueue {
  push(event: string, properties?: Record<string, unknown>): void;
  /** Hands everything queued to `send` now. */
  flush(): void;
  pending(): QueuedEvent[];
  stop(): void;
}

export function createEventQueue(
  send: (events: QueuedEvent[]) => void,
  delayMs = ANALYTICS_FLUSH_DELAY_MS,
): EventQueue {
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch);
  };
  return {
    push(event, properties = {}) {
      queue.push({ event, properties });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    pending: () => [...queue],
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}
