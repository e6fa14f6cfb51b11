import { describe, expect, it } from 'vitest';
import { givenValues, SHARED_LINK_MAX_LENGTH, sharedLink, sharedValues } from './sharedLink';
import type { Field } from './types';

const fields: Field[] = [
  { name: 'value', label: 'Value', type: 'number' },
  {
    name: 'to',
    label: 'To',
    type: 'select',
    default: 'mi',
    options: [
      { value: 'mi', label: 'Miles' },
      { value: 'km', label: 'Kilometres' },
    ],
  },
  { name: 'notes', label: 'Notes', type: 'textarea' },
  { name: 'upper', label: 'Upper case', type: 'checkbox' },
];
const tool = { fields };
const page = new URL('https://perch.test/app/length-converter');
/** A form's values: every field, as the workspace holds them. */
const form = (changed: Record<string, string>) => ({ value: '', to: 'mi', notes: '', upper: 'false', ...changed });

describe('sharedValues', () => {
  it('keeps only the inputs that differ from the defaults', () => {
    expect(sharedValues(tool, { value: '5', to: 'mi', notes: '', upper: 'false' })).toEqual({ value: '5' });
    expect(sharedValues(tool, { value: '', to: 'km', notes: 'a', upper: 'true' })).toEqual({
      to: 'km',
      notes: 'a',
      upper: 'true',
    });
  });
});

describe('sharedLink', () => {
  it("puts the inputs in the page's query, replacing earlier ones and keeping other parameters", () => {
    const link = sharedLink(tool, form({ value: '10', to: 'km' }), new URL('?value=3&to=km&from=parooty', page));
    expect(link?.pathname).toBe('/app/length-converter');
    expect(Object.fromEntries(link!.searchParams)).toEqual({ from: 'parooty', value: '10', to: 'km' });
  });

  it('drops an input set back to its default', () => {
    expect(sharedLink(tool, form({}), new URL('?value=3&to=km', page))?.search).toBe('');
  });

  it('is null when the link would be longer than browsers and servers take', () => {
    const fits = SHARED_LINK_MAX_LENGTH - `${page.href}?notes=`.length;
    expect(sharedLink(tool, form({ notes: 'a'.repeat(fits) }), page)?.href.length).toBe(SHARED_LINK_MAX_LENGTH);
    expect(sharedLink(tool, form({ notes: 'a'.repeat(fits + 1) }), page)).toBeNull();
  });
});

describe('givenValues (a link’s query or a sent form)', () => {
  it("takes the tool's own fields and ignores anything else", () => {
    expect(givenValues(tool, new URLSearchParams('value=5&to=km&admin=1'))).toEqual({ value: '5', to: 'km' });
  });

  it('reads a ticked box as "true" and an unticked one (only its hidden field sent) as "false"', () => {
    expect(givenValues(tool, new URLSearchParams('upper=true&upper=false'))).toEqual({ upper: 'true' });
    expect(givenValues(tool, new URLSearchParams('upper=false'))).toEqual({ upper: 'false' });
  });

  it("turns a sent textarea's CRLF line breaks back into LF", () => {
    expect(givenValues(tool, new URLSearchParams({ notes: 'a\r\nb\rc\nd' }))).toEqual({ notes: 'a\nb\nc\nd' });
  });

  it('ignores a value with a NUL character, or longer than the limit given', () => {
    expect(givenValues(tool, new URLSearchParams({ value: '1\u00002', notes: 'abcd' }), 3)).toEqual({});
    expect(givenValues(tool, new URLSearchParams({ notes: 'abc' }), 3)).toEqual({ notes: 'abc' });
    expect(givenValues(tool, new URLSearchParams({ notes: 'x'.repeat(50_000) }))).toEqual({
      notes: 'x'.repeat(50_000),
    });
  });
});
