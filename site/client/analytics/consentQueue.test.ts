import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allowsProductAnalytics,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  consentCookie,
  readConsent,
} from '../../shared/analytics/consent';
import { ANALYTICS_FLUSH_DELAY_MS, createEventQueue, type QueuedEvent } from './eventQueue';

describe('the analytics choice cookie', () => {
  it('reads granted, denied, or unset from document.cookie', () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=granted; b=2`)).toBe('granted');
    expect(readConsent(`${CONSENT_COOKIE}=denied`)).toBe('denied');
    expect(readConsent(`${CONSENT_COOKIE}=yes`)).toBe('unset');
    expect(readConsent(`x${CONSENT_COOKIE}=granted`)).toBe('unset');
    expect(readConsent('')).toBe('unset');
    expect(readConsent(null)).toBe('unset');
  });

  it('is written for a year, site-wide, SameSite=Lax, Secure over https', () => {
    expect(consentCookie('granted', false)).toBe(
      `${CONSENT_COOKIE}=granted; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`,
    );
    expect(consentCookie('denied', true)).toMatch(/; Secure$/);
    expect(CONSENT_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });

  it('only an explicit Allow loads product analytics (opt-in)', () => {
    expect(allowsProductAnalytics('granted')).toBe(true);
    expect(allowsProductAnalytics('denied')).toBe(false);
    expect(allowsProductAnalytics('unset')).toBe(false);
  });
});

describe(`the event queue: flushed ${ANALYTICS_FLUSH_DELAY_MS} ms after the last batched event (spec §9)`, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a quiet 5 s, counted from the last event, then sends the batch in order', () => {
    const sent: QueuedEvent[][] = [];
    const queue = createEventQueue((batch) => sent.push(batch));
    queue.push('a', { n: 1 });
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS - 1);
    queue.push('b');
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    expect(queue.pending().map((e) => e.event)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        { event: 'a', properties: { n: 1 } },
        { event: 'b', properties: {} },
      ],
    ]);
    expect(queue.pending()).toEqual([]);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('flush() sends at once (the page is hiding); stop() drops what is queued (Decline)', () => {
    const sent: QueuedEvent[][] = [];
    const queue = createEventQueue((batch) => sent.push(batch));
    queue.push('a');
    queue.flush();
    expect(sent).toHaveLength(1);
    queue.flush();
    expect(sent).toHaveLength(1);
    queue.push('b');
    queue.stop();
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
  });
});
