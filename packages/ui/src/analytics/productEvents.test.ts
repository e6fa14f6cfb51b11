// Perch's product events (issue #18): the event map, the checks every call goes through, the
// people-increment rule (spec §5), the subscription rule (spec §4), and the hub that makes every
// call a no-op on a page without product analytics.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeProductAnalyticsHub,
  connectProductAnalytics,
  type COUNTED_PERSON_PROPERTIES,
  HUB_PENDING_MAX,
  incrementPersonProperty,
  incrementProblem,
  openProductAnalyticsHub,
  personUpdateFor,
  PRODUCT_EVENTS,
  productEventProblem,
  toolIdOfUrl,
  trackProductEvent,
  trackRecommendationFollowed,
  type ProductAnalyticsCommand,
} from './index';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  closeProductAnalyticsHub();
  warn.mockRestore();
});

/** Opens the hub and connects a recorder, as the PostHog chunk does. */
function connected(): ProductAnalyticsCommand[] {
  const sent: ProductAnalyticsCommand[] = [];
  openProductAnalyticsHub();
  connectProductAnalytics((c) => sent.push(c));
  return sent;
}

describe('the event map', () => {
  it('names every event and property in snake_case', () => {
    for (const [event, properties] of Object.entries(PRODUCT_EVENTS)) {
      expect(event).toMatch(/^[a-z]+(_[a-z]+)*$/);
      for (const key of Object.keys(properties)) expect(key, event).toMatch(/^[a-z]+(_[a-z]+)*\??$/);
    }
  });

  it('has the events a product team asks for', () => {
    expect(Object.keys(PRODUCT_EVENTS).sort()).toEqual(
      [
        'checkout_started',
        'parooty_question_asked',
        'parooty_recommendation_followed',
        'signed_in',
        'signed_out',
        'signed_up',
        'subscription_completed',
        'subscription_upgraded',
        'tool_opened',
        'tool_request_filed',
        'tool_used',
      ].sort(),
    );
  });

  it('has no property that would carry typed text, secrets or personal data', () => {
    // Only ids and words from fixed lists are strings; what a person typed is at most a number or a flag.
    const strings = Object.values(PRODUCT_EVENTS).flatMap((p) =>
      Object.entries(p)
        .filter(([, type]) => type === 'string')
        .map(([key]) => key),
    );
    expect(strings.length).toBeGreaterThan(0);
    for (const key of strings)
      expect(key, key).not.toMatch(/text|query|question|email|name|password|token|secret|card|description|message/);
    // A question is sent as its length.
    expect(PRODUCT_EVENTS.parooty_question_asked).toEqual({ question_length: 'number', surface: 'string' });
  });
});

describe('productEventProblem', () => {
  it('accepts an event with its properties', () => {
    expect(
      productEventProblem('tool_used', { tool_id: 'kg-to-lb', category: 'conversion', duration_ms: 12, ok: true }),
    ).toBeNull();
    expect(productEventProblem('signed_in', {})).toBeNull();
    expect(productEventProblem('subscription_upgraded', { plan: 'annual' })).toBeNull();
    expect(productEventProblem('subscription_upgraded', { plan: 'annual', previous_plan: 'monthly' })).toBeNull();
  });

  it('names what is wrong: unknown event, unknown or missing property, wrong type', () => {
    expect(productEventProblem('toolUsed', {})).toMatch(/^unknown event "toolUsed" \(known: signed_up, /);
    expect(productEventProblem('signed_in', { email: 'a@b.c' })).toBe(
      'signed_in: unknown property "email" (allowed: none)',
    );
    expect(
      productEventProblem('parooty_question_asked', {
        question_length: 5,
        surface: 'page',
        question: 'my tax id is 123',
      }),
    ).toMatch(/unknown property "question"/);
    expect(productEventProblem('checkout_started', {})).toBe('checkout_started: missing property "plan"');
    expect(productEventProblem('tool_used', { tool_id: 'x', category: 'c', duration_ms: '12', ok: true })).toBe(
      'tool_used: "duration_ms" must be a number, got string',
    );
    expect(productEventProblem('tool_used', { tool_id: 'x', category: 'c', duration_ms: Number.NaN, ok: true })).toBe(
      'tool_used: "duration_ms" must be a finite number, got NaN',
    );
    expect(productEventProblem('checkout_started', { plan: '' })).toMatch(/"plan" must be 1 to 200 characters/);
    expect(productEventProblem('checkout_started', { plan: 'x'.repeat(201) })).toMatch(
      /"plan" must be 1 to 200 characters/,
    );
    expect(productEventProblem('checkout_started', null)).toBe('checkout_started: properties must be an object');
    expect(productEventProblem('checkout_started', { plan: null })).toBe(
      'checkout_started: "plan" must be a string, got null',
    );
  });
});

describe('trackProductEvent', () => {
  it('is a no-op on a page without product analytics (no hub: no key or no consent)', () => {
    trackProductEvent('checkout_started', { plan: 'monthly' });
    // A hub opened later does not receive what was called before.
    openProductAnalyticsHub();
    const sent: ProductAnalyticsCommand[] = [];
    connectProductAnalytics((c) => sent.push(c));
    expect(sent).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps calls made before PostHog loaded and sends them, in order, when it has', () => {
    openProductAnalyticsHub();
    trackProductEvent('checkout_started', { plan: 'monthly' });
    incrementPersonProperty('tools_used', 2);
    const sent: ProductAnalyticsCommand[] = [];
    connectProductAnalytics((c) => sent.push(c));
    trackProductEvent('signed_in', {});
    expect(sent).toEqual([
      { kind: 'event', event: 'checkout_started', properties: { plan: 'monthly' } },
      { kind: 'increment', property: 'tools_used', by: 2 },
      { kind: 'event', event: 'signed_in', properties: {} },
    ]);
  });

  it(`keeps at most ${HUB_PENDING_MAX} waiting calls, the newest`, () => {
    openProductAnalyticsHub();
    for (let i = 0; i < HUB_PENDING_MAX + 5; i++)
      trackProductEvent('parooty_question_asked', { question_length: i + 1, surface: 'page' });
    const sent: ProductAnalyticsCommand[] = [];
    connectProductAnalytics((c) => sent.push(c));
    expect(sent).toHaveLength(HUB_PENDING_MAX);
    expect(sent[0]).toMatchObject({ properties: { question_length: 6 } });
  });

  it('sends nothing waiting after Decline (the hub is closed)', () => {
    openProductAnalyticsHub();
    trackProductEvent('signed_in', {});
    closeProductAnalyticsHub();
    expect(connectProductAnalytics(() => {})).toBeNull();
  });

  it('refuses an event that breaks the map with a console warning, and sends nothing', () => {
    const sent = connected();
    // @ts-expect-error — free text is not a property of this event
    trackProductEvent('parooty_question_asked', { question_length: 3, surface: 'page', text: 'hi!' });
    // @ts-expect-error — not an event of the map
    trackProductEvent('clicked_stuff', {});
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toBe(
      'Perch analytics: event not sent — parooty_question_asked: unknown property "text" (allowed: question_length, surface)',
    );
    expect(String(warn.mock.calls[1]![0])).toMatch(/^Perch analytics: event not sent — unknown event "clicked_stuff"/);
  });

  it('leaves out optional properties given as undefined', () => {
    const sent = connected();
    trackProductEvent('subscription_upgraded', { plan: 'annual', previous_plan: undefined });
    expect(sent).toEqual([{ kind: 'event', event: 'subscription_upgraded', properties: { plan: 'annual' } }]);
  });
});

describe('incrementPersonProperty (spec §5: rejects non-numeric values)', () => {
  it('sends a finite number', () => {
    const sent = connected();
    incrementPersonProperty('tools_used');
    incrementPersonProperty('parooty_questions_asked', 3);
    incrementPersonProperty('tools_used', -1);
    expect(sent).toEqual([
      { kind: 'increment', property: 'tools_used', by: 1 },
      { kind: 'increment', property: 'parooty_questions_asked', by: 3 },
      { kind: 'increment', property: 'tools_used', by: -1 },
    ]);
  });

  it.each([
    [Number.NaN, 'the increment must be a finite number, got NaN'],
    [Number.POSITIVE_INFINITY, 'the increment must be a finite number, got Infinity'],
    [Number.NEGATIVE_INFINITY, 'the increment must be a finite number, got -Infinity'],
    ['1', 'the increment must be a finite number, got string "1"'],
    [null, 'the increment must be a finite number, got object null'],
    [{}, 'the increment must be a finite number, got object {}'],
  ])('rejects %s with a clear warning and sends nothing', (by, message) => {
    const sent = connected();
    incrementPersonProperty('tools_used', by as number);
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(`Perch analytics: increment not sent — tools_used: ${message}`);
  });

  it('rejects a property that is not a count', () => {
    const sent = connected();
    incrementPersonProperty('email' as (typeof COUNTED_PERSON_PROPERTIES)[number], 1);
    expect(sent).toEqual([]);
    expect(incrementProblem('email', 1)).toBe(
      'unknown counted property "email" (known: tools_used, parooty_questions_asked)',
    );
  });
});

describe('personUpdateFor (spec §4: a completed or upgraded subscription is active)', () => {
  it('marks subscription_status active, with the plan', () => {
    expect(personUpdateFor('subscription_completed', { plan: 'monthly' })).toEqual({
      subscription_status: 'active',
      subscription_plan: 'monthly',
    });
    expect(personUpdateFor('subscription_upgraded', { plan: 'annual', previous_plan: 'monthly' })).toEqual({
      subscription_status: 'active',
      subscription_plan: 'annual',
    });
  });

  it('changes no person property for other events', () => {
    expect(personUpdateFor('checkout_started', { plan: 'monthly' })).toBeNull();
    expect(personUpdateFor('signed_in', {})).toBeNull();
  });
});

describe('recommendations followed', () => {
  it('reads the tool id of a tool link, nothing else', () => {
    expect(toolIdOfUrl('/app/kg-to-lb')).toBe('kg-to-lb');
    expect(toolIdOfUrl('/app/json%20format?value=1')).toBe('json format');
    expect(toolIdOfUrl('https://example.com/app/x')).toBeNull();
    expect(toolIdOfUrl('/tools')).toBeNull();
  });

  it('tracks the tool and its position; other links are not tracked', () => {
    const sent = connected();
    trackRecommendationFollowed('/app/pert-estimate?best=2', 2, 'widget');
    trackRecommendationFollowed('https://example.com/', 1, 'page');
    expect(sent).toEqual([
      {
        kind: 'event',
        event: 'parooty_recommendation_followed',
        properties: { tool_id: 'pert-estimate', position: 2, surface: 'widget' },
      },
    ]);
  });
});
