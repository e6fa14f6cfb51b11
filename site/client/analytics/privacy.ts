/**
 * What product analytics may never record (spec §5): password or hidden inputs, fields whose
 * name looks like a card number, CVV, password, SSN and similar, values that look like a card or
 * social security number, and elements marked no-track or sensitive. posthog-js applies its own
 * version of these rules; Perch states them here as pure functions, gives PostHog the selectors
 * (autocapture ignore list) and checks every outgoing event again in `before_send` — so a rule
 * holds even where the library's differs.
 */

/** Mark an element (and everything in it) with one of these and it is never autocaptured. */
export const NO_TRACK_SELECTORS = [
  '[data-no-track]',
  '[data-sensitive]',
  '.no-track',
  '.sensitive',
  // PostHog's own markers keep working.
  '.ph-no-capture',
  '.ph-no-autocapture',
  '.ph-sensitive',
  '[data-ph-no-autocapture]',
] as const;

/** Names and ids of fields that hold secrets or payment and identity numbers. */
export const SENSITIVE_FIELD_NAME =
  /^cc|card.?num|cc.?num|credit.?card|csc|cvc|cvv|exp(iry|iration)?([-_ ]?date)?$|pass|pwd|pin$|routing|sec.?code|security.?code|security.?num|social.?sec|soc.?sec|ssn|tax.?id|iban|account.?num/i;

/** Input types never recorded at all. */
const SENSITIVE_INPUT_TYPES = new Set(['password', 'hidden']);

/** The parts of an element the rules look at (from the DOM, or from an event's $elements). */
export interface ElementFacts {
  tag?: string | null | undefined;
  type?: string | null | undefined;
  name?: string | null | undefined;
  id?: string | null | undefined;
  autocomplete?: string | null | undefined;
  classes?: readonly string[] | null | undefined;
  /** Attribute names present on the element. */
  attributes?: readonly string[] | null | undefined;
}

const NO_TRACK_CLASSES = new Set(['no-track', 'sensitive', 'ph-no-capture', 'ph-no-autocapture', 'ph-sensitive']);
const NO_TRACK_ATTRIBUTES = new Set(['data-no-track', 'data-sensitive', 'data-ph-no-autocapture']);

/** Marked no-track or sensitive by a class or attribute (see NO_TRACK_SELECTORS). */
export function isMarkedNoTrack(el: ElementFacts): boolean {
  return (
    (el.classes ?? []).some((c) => NO_TRACK_CLASSES.has(c)) ||
    (el.attributes ?? []).some((a) => NO_TRACK_ATTRIBUTES.has(a.toLowerCase()))
  );
}

/** A password or hidden input, or a field whose name, id or autocomplete names a secret. */
export function isSensitiveField(el: ElementFacts): boolean {
  const tag = el.tag?.toLowerCase();
  if (tag === 'input' && SENSITIVE_INPUT_TYPES.has((el.type ?? 'text').toLowerCase())) return true;
  const autocomplete = el.autocomplete?.toLowerCase() ?? '';
  if (autocomplete.startsWith('cc-') || autocomplete.includes('password') || autocomplete === 'one-time-code')
    return true;
  return [el.name, el.id].some((v) => typeof v === 'string' && v !== '' && SENSITIVE_FIELD_NAME.test(v));
}

/** The Luhn check every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;
const SSN = /\b\d{3}([- ]?)\d{2}\1\d{4}\b/;

/** Text that holds something looking like a card number (13–19 digits passing Luhn) or a US SSN. */
export function looksLikeSensitiveValue(text: string): boolean {
  for (const match of text.matchAll(CARD_CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return true;
  }
  return SSN.test(text);
}

/** Replaces card- and SSN-like values in captured text. */
export function redactSensitiveText(text: string): string {
  const withoutCards = text.replace(CARD_CANDIDATE, (m) => {
    const digits = m.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhn(digits) ? '[redacted]' : m;
  });
  return withoutCards.replace(new RegExp(SSN.source, 'g'), '[redacted]');
}

/**
 * Spec §9: captured text is cut at 255 characters. posthog-js cuts each text node there
 * (@posthog/browser-common/dist/utils/autocapture-utils.mjs, makeSafeText), but an element's
 * `$el_text` joins its nodes (up to 1024) and `$elements_chain` carries up to 400: cut again here.
 */
export const CAPTURED_TEXT_MAX = 255;

/** Redacted, then cut at CAPTURED_TEXT_MAX. */
const safeText = (text: string) => redactSensitiveText(text).slice(0, CAPTURED_TEXT_MAX);

/**
 * The `text="…"` of each element in an `$elements_chain` cut at CAPTURED_TEXT_MAX. In the chain an
 * element's attributes follow its `:` back to back (`…:attr__id="a"text="Sign in"`), quotes escaped
 * as \"; a cut that splits one drops the lone backslash.
 */
export function cutChainText(chain: string): string {
  return chain.replace(
    /(^|[;:"])text="((?:[^"\\]|\\.)*)"/g,
    (_m, before: string, text: string) => `${before}text="${text.slice(0, CAPTURED_TEXT_MAX).replace(/\\+$/, '')}"`,
  );
}

/** One entry of an autocapture event's `$elements`, as posthog-js builds it. */
export type CapturedElement = Record<string, unknown> & { tag_name?: string; classes?: string[]; $el_text?: string };

/** The facts of a captured element (its attributes arrive as `attr__<name>`). */
export function factsOfCaptured(el: CapturedElement): ElementFacts {
  const attr = (name: string) =>
    typeof el[`attr__${name}`] === 'string' ? (el[`attr__${name}`] as string) : undefined;
  const attributes = Object.keys(el)
    .filter((k) => k.startsWith('attr__'))
    .map((k) => k.slice('attr__'.length));
  const classes = Array.isArray(el.classes)
    ? el.classes.filter((c): c is string => typeof c === 'string')
    : (attr('class')?.split(/\s+/).filter(Boolean) ?? []);
  return {
    tag: el.tag_name ?? null,
    type: attr('type'),
    name: attr('name'),
    id: attr('id'),
    autocomplete: attr('autocomplete'),
    classes,
    attributes,
  };
}

/** A captured event as before_send sees it. */
export interface OutgoingEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** Events that describe elements (autocapture, rage and dead clicks, copies). */
const ELEMENT_EVENTS = new Set(['$autocapture', '$rageclick', '$dead_click', '$copy_autocapture']);

/**
 * The last check before an event leaves the page: an element event on (or inside) something
 * marked no-track or sensitive, or on a sensitive field, is dropped (null); captured text and
 * values that look like a card or SSN are redacted, and captured text is cut at CAPTURED_TEXT_MAX;
 * field values are never sent.
 */
export function scrubEvent<E extends OutgoingEvent>(event: E): E | null {
  const props = { ...event.properties };
  if (ELEMENT_EVENTS.has(event.event)) {
    const elements = Array.isArray(props.$elements) ? (props.$elements as CapturedElement[]) : [];
    if (elements.some((el) => isMarkedNoTrack(factsOfCaptured(el)))) return null;
    if (elements[0] && isSensitiveField(factsOfCaptured(elements[0]))) return null;
    const chain = typeof props.$elements_chain === 'string' ? props.$elements_chain : '';
    if (
      /attr__data-(no-track|sensitive)=|(^|[.:;])(no-track|sensitive|ph-no-capture|ph-sensitive)([.:;]|$)|attr__type="(password|hidden)"/.test(
        chain,
      )
    )
      return null;
    delete props.$input_value;
    props.$elements = elements.map((el) => {
      const copy: CapturedElement = { ...el };
      delete copy.attr__value;
      if (typeof copy.$el_text === 'string') copy.$el_text = safeText(copy.$el_text);
      return copy;
    });
    if (chain) props.$elements_chain = cutChainText(chain);
  }
  for (const key of ['$el_text', '$copied_text']) {
    if (typeof props[key] === 'string') props[key] = safeText(props[key] as string);
  }
  return { ...event, properties: props };
}

/** For posthog-js's autocapture: a DOM element (or an ancestor) the rules exclude. */
export function isExcludedElement(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (NO_TRACK_SELECTORS.some((s) => node!.matches(s))) return true;
  }
  const input = el as HTMLInputElement;
  return isSensitiveField({
    tag: el.tagName,
    type: input.type,
    name: el.getAttribute('name'),
    id: el.id,
    autocomplete: el.getAttribute('autocomplete'),
  });
}
