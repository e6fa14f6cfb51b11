// Where @perch/ui/analytics' calls end up once PostHog has loaded (posthog.ts): events through the
// 5-second queue, the subscription rule of spec §4 as a person update, the people increment as a
// per-person total; and the events the server notes for the browser (notedEvents.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue } from '../../../../client/analytics/eventQueue';
import {
  decodeNotedEvents,
  encodeNotedEvents,
  NOTED_EVENTS_MAX,
  notedEventsCookieValue,
  NOTED_EVENTS_COOKIE,
} from '../../../../shared/analytics/notedEvents';
import {
  PERSON_COUNTS_KEY,
  productAnalyticsSink,
  sendableNotedEvents,
  sendBatch,
  type ProductAnalyticsClient,
} from './posthog';

function fakeClient(distinctId = 'user-1') {
  const calls: unknown[][] = [];
  const client: ProductAnalyticsClient & { id: string } = {
    id: distinctId,
    capture: (...args) => calls.push(['capture', ...args]),
    setPersonProperties: (set) => calls.push(['set', set]),
    get_distinct_id() {
      return this.id;
    },
  };
  return { client, calls };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the product-event sink', () => {
  it('sends events through the queue, 5 s after the last one, and marks a completed subscription active', () => {
    vi.useFakeTimers();
    const { client, calls } = fakeClient();
    const queue = createEventQueue((events) => sendBatch(client, events, false));
    const sink = productAnalyticsSink(client, queue, memoryStorage());
    sink({ kind: 'event', event: 'checkout_started', properties: { plan: 'monthly' } });
    sink({ kind: 'event', event: 'subscription_completed', properties: { plan: 'monthly' } });
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual([
      ['capture', 'checkout_started', { plan: 'monthly' }],
      ['capture', 'subscription_completed', { plan: 'monthly' }],
      ['set', { subscription_status: 'active', subscription_plan: 'monthly' }],
    ]);
  });

  it('marks an upgraded subscription active too', () => {
    const { client, calls } = fakeClient();
    sendBatch(
      client,
      [{ event: 'subscription_upgraded', properties: { plan: 'annual', previous_plan: 'monthly' } }],
      false,
    );
    expect(calls).toEqual([
      ['capture', 'subscription_upgraded', { plan: 'annual', previous_plan: 'monthly' }],
      ['set', { subscription_status: 'active', subscription_plan: 'annual' }],
    ]);
  });

  it('sends by beacon what is flushed while the page is hiding', () => {
    const { client, calls } = fakeClient();
    sendBatch(
      client,
      [{ event: 'parooty_recommendation_followed', properties: { tool_id: 'x', position: 1, surface: 'page' } }],
      true,
    );
    expect(calls).toEqual([
      [
        'capture',
        'parooty_recommendation_followed',
        { tool_id: 'x', position: 1, surface: 'page' },
        { transport: 'sendBeacon' },
      ],
    ]);
  });

  it('adds an increment to the person’s total in this browser and sets the total', () => {
    const { client, calls } = fakeClient('user-1');
    const storage = memoryStorage();
    const sink = productAnalyticsSink(client, { push: () => {} }, storage);
    sink({ kind: 'increment', property: 'tools_used', by: 1 });
    sink({ kind: 'increment', property: 'tools_used', by: 2 });
    sink({ kind: 'increment', property: 'parooty_questions_asked', by: 1 });
    expect(calls).toEqual([
      ['set', { tools_used: 1 }],
      ['set', { tools_used: 3 }],
      ['set', { parooty_questions_asked: 1 }],
    ]);
    // Another person in this browser starts at 0, and only their counts are kept.
    client.id = 'user-2';
    sink({ kind: 'increment', property: 'tools_used', by: 1 });
    expect(calls.at(-1)).toEqual(['set', { tools_used: 1 }]);
    expect(JSON.parse(storage.map.get(PERSON_COUNTS_KEY)!)).toEqual({ 'user-2': { tools_used: 1 } });
  });

  it('starts again from a broken stored entry, and still sends without storage', () => {
    const { client, calls } = fakeClient();
    const storage = memoryStorage();
    storage.setItem(PERSON_COUNTS_KEY, '{not json');
    productAnalyticsSink(client, { push: () => {} }, storage)({ kind: 'increment', property: 'tools_used', by: 4 });
    productAnalyticsSink(client, { push: () => {} }, null)({ kind: 'increment', property: 'tools_used', by: 1 });
    expect(calls).toEqual([
      ['set', { tools_used: 4 }],
      ['set', { tools_used: 1 }],
    ]);
  });
});

describe('events noted by the server (cookie)', () => {
  it('round-trips events of the map', () => {
    const events = [
      { event: 'signed_in' as const, properties: {} },
      {
        event: 'tool_opened' as const,
        properties: { tool_id: 'kg-to-lb', category: 'conversion', pro: false, from: 'catalogue' },
      },
    ];
    const value = encodeNotedEvents(events);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(decodeNotedEvents(value)).toEqual(events);
    expect(notedEventsCookieValue(`a=1; ${NOTED_EVENTS_COOKIE}=${value}; b=2`)).toBe(value);
    expect(notedEventsCookieValue('a=1')).toBeNull();
  });

  it(`keeps the newest ${NOTED_EVENTS_MAX}`, () => {
    const many = Array.from({ length: NOTED_EVENTS_MAX + 2 }, (_, i) => ({
      event: 'checkout_started' as const,
      properties: { plan: `p${i}` },
    }));
    expect(decodeNotedEvents(encodeNotedEvents(many)).map((e) => (e.properties as { plan: string }).plan)).toEqual([
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
    ]);
  });

  it('leaves out what is malformed, unknown or breaks the map', () => {
    expect(decodeNotedEvents('%E0%A4%A')).toEqual([]);
    expect(decodeNotedEvents(encodeURIComponent('{"a":1}'))).toEqual([]);
    const mixed = encodeURIComponent(
      JSON.stringify([
        ['signed_in', {}],
        ['made_up', {}],
        ['signed_up', { email: 'a@b.c' }],
        'x',
        ['checkout_started', { plan: 'annual' }],
      ]),
    );
    expect(decodeNotedEvents(mixed)).toEqual([
      { event: 'signed_in', properties: {} },
      { event: 'checkout_started', properties: { plan: 'annual' } },
    ]);
    expect(decodeNotedEvents(null)).toEqual([]);
  });
});

describe("the page's noted events, as the PostHog chunk gets them", () => {
  it('sends those that fit the event map, nothing else', () => {
    expect(
      sendableNotedEvents([
        { event: 'tool_opened', properties: { tool_id: 't', category: 'c', pro: true, from: 'direct' } },
        { event: 'signed_in', properties: { password: 'x' } },
        'junk',
        null,
      ]),
    ).toEqual([{ event: 'tool_opened', properties: { tool_id: 't', category: 'c', pro: true, from: 'direct' } }]);
    expect(sendableNotedEvents(undefined)).toEqual([]);
    expect(sendableNotedEvents({ event: 'signed_in', properties: {} })).toEqual([]);
  });
});
