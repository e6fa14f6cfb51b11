import { describe, expect, it } from 'vitest';
import { findTool } from './catalogue';
import { exampleParts, LINK_RESULT_MAX_INPUT, linkResult } from './linkResult';
import { writeParts } from './money/format';

const tool = (id: string) => {
  const found = findTool(id);
  if (!found) throw new Error(`no tool ${id}`);
  return found;
};

describe('a link’s result drawn where the page is drawn', () => {
  it('a money tool: the schedule and the answer with its sums marked, as the browser would work them out', async () => {
    const result = await linkResult(tool('mortgage-calculator'), {
      price: '400000',
      down: '80000',
      rate: '6.5',
      years: '30',
    });
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    expect(result.text).toBe('Monthly payment: 2022.62');
    expect(writeParts(result.parts!, (n) => `$${n.toFixed(2)}`)).toBe('Monthly payment: $2022.62');
    expect(result.schedule?.views[0]?.rows).toHaveLength(30);
  });

  it('bad input is drawn too: the engine’s sentence', async () => {
    const result = await linkResult(tool('kilometres-to-miles'), { value: 'twelve' });
    expect(result).toMatchObject({ ok: false });
  });

  it('is left to the browser for generators, text tools, long inputs, and any run that reads randomness, the clock or the zone', async () => {
    expect(await linkResult(tool('uuid-generator'), { count: '1' })).toBeNull();
    expect(await linkResult(tool('word-counter'), { text: 'two words' })).toBeNull();
    expect(await linkResult(tool('kilometres-to-miles'), { value: '1'.repeat(LINK_RESULT_MAX_INPUT + 1) })).toBeNull();
    const aboutNow = tool('days-from-today');
    expect(await linkResult(aboutNow, { days: '30' })).toBeNull();
  });
});

describe('examples written as results are', () => {
  it('a money tool’s examples carry their sums; each reads as the catalogue’s answer', async () => {
    const mortgage = tool('mortgage-calculator');
    const parts = await exampleParts(mortgage);
    expect(parts).toHaveLength(mortgage.examples.length);
    parts.forEach((p, i) => {
      expect(p).not.toBeNull();
      expect(writeParts(p!, (n) => n.toFixed(2))).toBe(mortgage.examples[i]!.output);
    });
  });

  it('a tool with no money has none', async () => {
    const km = tool('kilometres-to-miles');
    expect(await exampleParts(km)).toEqual(km.examples.map(() => null));
  });
});
