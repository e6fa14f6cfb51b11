import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { defaultValues } from '../run';
import { valuesInDom } from './typedValues';

type Control = { type: string; value: string; checked: boolean };

/** A page holding these controls by id, as Fields renders them. */
function page(controls: Record<string, Partial<Control>>) {
  return {
    getElementById: (id: string) =>
      id in controls ? ({ type: 'text', value: '', checked: false, ...controls[id] } as unknown as HTMLElement) : null,
  };
}

describe('valuesInDom (what was typed before the tool form hydrated)', () => {
  const tool = findTool('length-converter')!;
  const values = defaultValues(tool.fields);

  it('finds nothing when the controls hold what the server rendered', () => {
    const controls = Object.fromEntries(
      tool.fields.map((f) => [
        `p-${f.name}`,
        { type: f.type === 'select' ? 'select-one' : 'text', value: values[f.name] },
      ]),
    );
    expect(valuesInDom(tool, 'p', values, page(controls))).toEqual({});
  });

  it('returns each field whose control was changed, and only those', () => {
    const [first] = tool.fields;
    const controls = Object.fromEntries(tool.fields.map((f) => [`p-${f.name}`, { value: values[f.name] }]));
    controls[`p-${first!.name}`] = { value: '42' };
    expect(valuesInDom(tool, 'p', values, page(controls))).toEqual({ [first!.name]: '42' });
  });

  it('reads a checkbox by whether it is ticked', () => {
    const withBox = {
      ...tool,
      fields: [{ name: 'upper', label: 'Upper case', type: 'checkbox' as const, default: 'false' }],
    };
    expect(
      valuesInDom(
        withBox,
        'p',
        { upper: 'false' },
        page({ 'p-upper': { type: 'checkbox', value: 'true', checked: true } }),
      ),
    ).toEqual({ upper: 'true' });
    expect(
      valuesInDom(
        withBox,
        'p',
        { upper: 'false' },
        page({ 'p-upper': { type: 'checkbox', value: 'true', checked: false } }),
      ),
    ).toEqual({});
  });

  it('skips fields that have no control on the page', () => {
    expect(valuesInDom(tool, 'p', values, page({}))).toEqual({});
  });
});
