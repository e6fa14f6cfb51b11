/**
 * "More like this" over the real catalogue: a tool's neighbours do what it does. Golden examples
 * from issue #36 (the mortgage calculator showed three percentage calculators), and properties
 * every tool's list keeps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findTool } from './catalogue';
import { featuresOf, RELATED_COUNT, relatedTools, vectorise } from './related';
import { relatedAmong } from './relatedness';
import type { ToolRow } from './types';

const ids = (id: string, count = RELATED_COUNT) => relatedTools(id, count).map((r) => r.tool.id);

describe('relatedTools: golden neighbours', () => {
  it('the mortgage calculator: loan, amortisation and mortgage tools, no percentage calculator', () => {
    const near = ids('mortgage-calculator');
    expect(near).toHaveLength(RELATED_COUNT);
    expect(near).toEqual(
      expect.arrayContaining([
        'loan-calculator',
        'amortization-schedule-calculator',
        'mortgage-overpayment-calculator',
      ]),
    );
    expect(near.some((id) => id.includes('percent'))).toBe(false);
    // Every one of them takes an interest rate, as the mortgage calculator does.
    for (const id of near) expect(findTool(id)!.fields.map((f) => f.name)).toContain('rate');
  });

  it('the loan calculator: other loans and the mortgage tools', () => {
    expect(ids('loan-calculator', 6)).toEqual(
      expect.arrayContaining(['car-loan-calculator', 'mortgage-calculator', 'amortization-schedule-calculator']),
    );
  });

  it('kilometres to miles: its reverse first, then only other length conversions', () => {
    const near = ids('kilometres-to-miles', 8);
    expect(near[0]).toBe('miles-to-kilometres');
    for (const id of near) expect(findTool(id)!.params.quantity).toBe('length');
  });

  it('celsius to fahrenheit: temperature conversions; EST to PST: its reverse and PST pairs', () => {
    expect(ids('celsius-to-fahrenheit')[0]).toBe('fahrenheit-to-celsius');
    for (const id of ids('celsius-to-fahrenheit')) expect(findTool(id)!.params.quantity).toBe('temperature');
    expect(ids('est-to-pst')[0]).toBe('pst-to-est');
  });

  it('the JSON formatter: other JSON tools; the percentage calculator: other percentage tools', () => {
    for (const id of ids('json-formatter')) expect(id).toMatch(/json/);
    for (const id of ids('percentage-calculator')) expect(id).toMatch(/percent/);
  });

  it('an unknown id or a count of 0 has no neighbours', () => {
    expect(relatedTools('no-such-tool')).toEqual([]);
    expect(relatedTools('mortgage-calculator', 0)).toEqual([]);
  });
});

describe('relatedTools: properties', () => {
  const anyTool = fc.constantFrom(...CATALOGUE.map((t) => t.id));

  it('a tool is never its own neighbour; no tool twice; most alike first; at most the count', () => {
    fc.assert(
      fc.property(anyTool, fc.integer({ min: 1, max: 12 }), (id, count) => {
        const near = relatedTools(id, count);
        const nearIds = near.map((r) => r.tool.id);
        expect(nearIds).not.toContain(id);
        expect(new Set(nearIds).size).toBe(nearIds.length);
        expect(near.length).toBeLessThanOrEqual(count);
        for (let i = 1; i < near.length; i++) expect(near[i]!.score).toBeLessThanOrEqual(near[i - 1]!.score);
        for (const r of near) expect(r.score).toBeGreaterThan(0);
      }),
      { seed: 36, numRuns: 200 },
    );
  });

  it('stable: the same list every time, and a shorter list is the start of a longer one', () => {
    fc.assert(
      fc.property(anyTool, (id) => {
        expect(ids(id)).toEqual(ids(id));
        expect(ids(id, 8).slice(0, RELATED_COUNT)).toEqual(ids(id));
      }),
      { seed: 36, numRuns: 100 },
    );
  });

  it('alike both ways: the similarity of a and b is that of b and a', () => {
    fc.assert(
      fc.property(anyTool, (id) => {
        const [first] = relatedTools(id, 1);
        if (!first) return;
        const back = relatedTools(first.tool.id, CATALOGUE.length).find((r) => r.tool.id === id);
        expect(back?.score).toBeCloseTo(first.score, 12);
      }),
      { seed: 36, numRuns: 50 },
    );
  });
});

describe('features and weights', () => {
  const tool = {
    family: 'finance',
    category: 'finance' as const,
    params: { operation: 'loan' },
    fields: [{ name: 'rate', label: 'Rate', type: 'number' as const }],
    name: 'Loan Calculator',
    keywords: ['emi'],
    description: 'Work out a loan payment.',
  };

  it('a tool is its family, category, preset values, field names and words (stemmed, no stop-words)', () => {
    const keys = [...featuresOf(tool).keys()];
    expect(keys).toEqual(
      expect.arrayContaining(['family:finance', 'category:finance', 'param:loan', 'field:rate', 'w:loan', 'w:emi']),
    );
    // "Calculator" finds nothing (a stop-word of search), so it relates nothing either.
    expect(keys.some((k) => k.startsWith('w:calcul'))).toBe(false);
  });

  it('a feature every tool shares weighs less than a rare one', () => {
    const [a] = vectorise([
      tool,
      { ...tool, name: 'Other', params: { operation: 'other' }, keywords: [], description: '' },
      { ...tool, name: 'Third', params: { operation: 'third' }, keywords: [], description: '' },
    ]);
    expect(a!.get('param:loan')! / 3).toBeGreaterThan(a!.get('family:finance')!);
  });
});

describe('on the device: the same rule over /catalogue/tools.json', () => {
  it('every tool’s neighbours over the rows as the device reads them (JSON) are the server’s, in order', () => {
    // What site/pages/catalogue/tools.json.ts writes and the tool-page shell parses.
    const rows = (JSON.parse(JSON.stringify({ tools: CATALOGUE })) as { tools: ToolRow[] }).tools;
    const differ = CATALOGUE.filter(
      (tool) =>
        relatedAmong(rows, tool.id)
          .map((r) => r.tool.id)
          .join() !== ids(tool.id).join(),
    ).map((tool) => tool.id);
    expect(differ).toEqual([]);
    expect(relatedAmong(rows, 'no-such-tool')).toEqual([]);
  });
});
