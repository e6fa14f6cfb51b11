import { describe, expect, it } from 'vitest';
import { cameBack, clickNeedsReplay } from './interactionDirective';

/** An element as clickNeedsReplay reads it (the unit project has no DOM). */
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName: tagName.toUpperCase(), ...extra }) as unknown as Element;

describe('clickNeedsReplay (a click that landed before the island hydrated)', () => {
  it('is replayed when the browser did nothing with it: a plain button, a button outside a form, a custom control', () => {
    expect(clickNeedsReplay(element('button', { type: 'button', form: null }))).toBe(true);
    expect(clickNeedsReplay(element('button', { type: 'submit', form: null }))).toBe(true);
    expect(clickNeedsReplay(element('div', { tabIndex: 0 }))).toBe(true);
  });

  it('is not replayed when the browser acted on it: a submit or reset button in a form, a link, a checkbox, a field, a summary', () => {
    const form = {};
    expect(clickNeedsReplay(element('button', { type: 'submit', form }))).toBe(false);
    expect(clickNeedsReplay(element('button', { type: 'reset', form }))).toBe(false);
    for (const tag of ['a', 'input', 'textarea', 'select', 'summary'])
      expect(clickNeedsReplay(element(tag)), tag).toBe(false);
  });
});

describe('cameBack (the browser put back what was typed: the island hydrates at once)', () => {
  it('is true for Back, Forward and a reload, false for a page opened by a link or typed address, or without the entry', () => {
    expect(cameBack({ type: 'back_forward' })).toBe(true);
    expect(cameBack({ type: 'reload' })).toBe(true);
    expect(cameBack({ type: 'navigate' })).toBe(false);
    expect(cameBack({ type: 'prerender' })).toBe(false);
    expect(cameBack(undefined)).toBe(false);
  });
});
