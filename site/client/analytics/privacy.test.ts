import { describe, expect, it } from 'vitest';
import {
  CAPTURED_TEXT_MAX,
  cutChainText,
  factsOfCaptured,
  isMarkedNoTrack,
  isSensitiveField,
  looksLikeSensitiveValue,
  NO_TRACK_SELECTORS,
  redactSensitiveText,
  scrubEvent,
  type CapturedElement,
} from './privacy';

describe('fields product analytics never records (spec §5)', () => {
  it('password and hidden inputs, whatever their name', () => {
    expect(isSensitiveField({ tag: 'INPUT', type: 'password', name: 'q' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', type: 'hidden', name: 'returnTo' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', type: 'text', name: 'q' })).toBe(false);
    expect(isSensitiveField({ tag: 'input', name: 'search' })).toBe(false);
  });

  it.each([
    'cc-number',
    'ccnum',
    'cardNumber',
    'card_number',
    'credit-card',
    'cvv',
    'cvc',
    'csc',
    'password',
    'new_password',
    'pwd',
    'ssn',
    'social_security',
    'socsec',
    'routing_number',
    'security-code',
    'exp',
    'expiry-date',
    'pin',
    'tax_id',
    'iban',
  ])('a field named %s', (name) => {
    expect(isSensitiveField({ tag: 'input', type: 'text', name })).toBe(true);
    expect(isSensitiveField({ tag: 'input', type: 'text', id: name })).toBe(true);
  });

  it.each(['email', 'first_name', 'q', 'value', 'company', 'expand'])('an ordinary field named %s', (name) => {
    expect(isSensitiveField({ tag: 'input', type: 'text', name })).toBe(false);
  });

  it('fields whose autocomplete names a card or a password', () => {
    expect(isSensitiveField({ tag: 'input', autocomplete: 'cc-number' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', autocomplete: 'cc-csc' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', autocomplete: 'current-password' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', autocomplete: 'one-time-code' })).toBe(true);
    expect(isSensitiveField({ tag: 'input', autocomplete: 'email' })).toBe(false);
  });

  it('elements marked no-track or sensitive (attribute or class), and PostHog’s own markers', () => {
    expect(isMarkedNoTrack({ attributes: ['data-no-track'] })).toBe(true);
    expect(isMarkedNoTrack({ attributes: ['DATA-SENSITIVE'] })).toBe(true);
    expect(isMarkedNoTrack({ classes: ['card', 'no-track'] })).toBe(true);
    expect(isMarkedNoTrack({ classes: ['sensitive'] })).toBe(true);
    expect(isMarkedNoTrack({ classes: ['ph-no-capture'] })).toBe(true);
    expect(isMarkedNoTrack({ classes: ['button'], attributes: ['data-part'] })).toBe(false);
    expect(NO_TRACK_SELECTORS).toEqual(
      expect.arrayContaining(['[data-no-track]', '[data-sensitive]', '.no-track', '.sensitive']),
    );
  });
});

describe('values that look like a card or social security number', () => {
  it.each([
    '4242 4242 4242 4242',
    '4111111111111111',
    '5555-5555-5555-4444',
    '378282246310005',
    'card 4000 0000 0000 0002 declined',
    '123-45-6789',
    'ssn 123 45 6789',
    '123456789',
  ])('%s', (text) => {
    expect(looksLikeSensitiveValue(text)).toBe(true);
  });

  it.each(['4242 4242 4242 4241', 'Order 1234567890123', '2026-11-25', 'Subscribe Monthly', '$49.99', '12-345-6789'])(
    'not %s',
    (text) => {
      expect(looksLikeSensitiveValue(text)).toBe(false);
    },
  );

  it('redacts them inside text and leaves the rest', () => {
    expect(redactSensitiveText('Pay with 4242 4242 4242 4242 now')).toBe('Pay with [redacted] now');
    expect(redactSensitiveText('SSN 123-45-6789.')).toBe('SSN [redacted].');
    expect(redactSensitiveText('Subscribe Annually')).toBe('Subscribe Annually');
  });
});

describe('the last check on an outgoing event (before_send)', () => {
  const el = (over: CapturedElement): CapturedElement => ({ tag_name: 'button', classes: [], $el_text: 'Go', ...over });
  const autocapture = (
    elements: CapturedElement[],
    extra: Record<string, unknown> = {},
  ): { event: string; properties: Record<string, unknown> } => ({
    event: '$autocapture',
    properties: { $elements: elements, $event_type: 'click', ...extra },
  });

  it('reads a captured element’s attributes (attr__*) and classes', () => {
    expect(
      factsOfCaptured({
        tag_name: 'input',
        attr__type: 'password',
        attr__name: 'pw',
        attr__class: 'a b',
        'attr__data-no-track': '',
      }),
    ).toEqual({
      tag: 'input',
      type: 'password',
      name: 'pw',
      id: undefined,
      autocomplete: undefined,
      classes: ['a', 'b'],
      attributes: ['type', 'name', 'class', 'data-no-track'],
    });
  });

  it('drops a click on a password field, on a card field, and on anything inside a no-track or sensitive element', () => {
    expect(
      scrubEvent(autocapture([el({ tag_name: 'input', attr__type: 'password' }), el({ tag_name: 'form' })])),
    ).toBeNull();
    expect(scrubEvent(autocapture([el({ tag_name: 'input', attr__name: 'cardnumber' })]))).toBeNull();
    expect(scrubEvent(autocapture([el({}), el({ tag_name: 'div', 'attr__data-no-track': '' })]))).toBeNull();
    expect(scrubEvent(autocapture([el({}), el({ tag_name: 'section', classes: ['sensitive'] })]))).toBeNull();
    expect(
      scrubEvent({ event: '$rageclick', properties: { $elements: [el({ 'attr__data-sensitive': 'true' })] } }),
    ).toBeNull();
    expect(
      scrubEvent({
        event: '$autocapture',
        properties: { $elements_chain: 'button:text="Go"nth-child="1";div.no-track:attr__class="no-track"' },
      }),
    ).toBeNull();
    expect(
      scrubEvent({
        event: '$autocapture',
        properties: { $elements_chain: 'input:attr__type="password"nth-child="2"' },
      }),
    ).toBeNull();
  });

  it('keeps an ordinary click, without field values, and with card or SSN text redacted', () => {
    const out = scrubEvent(
      autocapture([el({ $el_text: 'Card 4242 4242 4242 4242', attr__value: 'secret' })], {
        $input_value: 'typed',
        $el_text: 'SSN 123-45-6789',
      }),
    );
    expect(out).not.toBeNull();
    const first = (out!.properties.$elements as CapturedElement[])[0]!;
    expect(first.$el_text).toBe('Card [redacted]');
    expect(first.attr__value).toBeUndefined();
    expect(out!.properties.$input_value).toBeUndefined();
    expect(out!.properties.$el_text).toBe('SSN [redacted]');
  });

  it('passes other events through unchanged in substance', () => {
    const pageview = { event: '$pageview', properties: { $current_url: 'https://perch.app/pricing' } };
    expect(scrubEvent(pageview)).toEqual(pageview);
  });
});

describe('captured text is cut at 255 characters (spec §9)', () => {
  it(`cuts an element's text, the event's $el_text and $copied_text at ${CAPTURED_TEXT_MAX}`, () => {
    const long = 'word '.repeat(120);
    const out = scrubEvent({
      event: '$autocapture',
      properties: {
        $el_text: long,
        $elements: [
          { tag_name: 'button', $el_text: long },
          { tag_name: 'div', $el_text: 'short' },
        ],
      },
    })!;
    expect(out.properties.$el_text).toBe(long.slice(0, CAPTURED_TEXT_MAX));
    const elements = out.properties.$elements as CapturedElement[];
    expect(elements.map((e) => e.$el_text!.length)).toEqual([CAPTURED_TEXT_MAX, 5]);
    const copied = scrubEvent({ event: '$copy_autocapture', properties: { $copied_text: long } })!;
    expect((copied.properties.$copied_text as string).length).toBe(CAPTURED_TEXT_MAX);
  });

  it('cuts the text="…" of each element in $elements_chain, whatever attribute precedes it, and keeps its quoting valid', () => {
    const text = 'a'.repeat(300);
    const quoted = `${'b'.repeat(CAPTURED_TEXT_MAX - 1)}\\"rest`;
    const chain = `button:attr__id="go"nth-child="1"text="${text}";div:text="${quoted}";a.nav:href="/x"text="ok"`;
    expect(cutChainText(chain)).toBe(
      `button:attr__id="go"nth-child="1"text="${'a'.repeat(CAPTURED_TEXT_MAX)}";div:text="${'b'.repeat(CAPTURED_TEXT_MAX - 1)}";a.nav:href="/x"text="ok"`,
    );
    const out = scrubEvent({ event: '$autocapture', properties: { $elements_chain: chain, $elements: [] } })!;
    expect(out.properties.$elements_chain).toBe(cutChainText(chain));
  });
});
