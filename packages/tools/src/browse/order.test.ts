import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findTool } from '../catalogue';
import { TOOL_CATEGORY_IDS } from '../categories';
import { DEFAULT_TOOL_SORT, orderTools, POPULAR_PICKS, popularityRank, TOOL_SORTS, toolSortOf } from './order';

const ids = (tools: ReadonlyArray<{ id: string }>) => tools.map((t) => t.id);

describe('orderTools on the catalogue', () => {
  it('"For you": the chosen interests fill page 1, not Writing case converters (issue #36)', () => {
    const interests = ['productivity', 'developer', 'finance'] as const;
    const ordered = orderTools(CATALOGUE, { sort: 'for-you', interests, popular: [] });
    const inInterests = CATALOGUE.filter((t) => (interests as readonly string[]).includes(t.category)).length;
    // Every tool of the three categories comes before any other…
    expect(ordered.slice(0, inInterests).every((t) => (interests as readonly string[]).includes(t.category))).toBe(
      true,
    );
    expect(ordered.slice(inInterests).some((t) => (interests as readonly string[]).includes(t.category))).toBe(false);
    // …and within them, the everyday picks first: the JSON formatter, not a case converter.
    expect(ordered[0]!.id).toBe('json-formatter');
    expect(ordered.slice(0, 24).some((t) => t.category === 'writing')).toBe(false);
  });

  it('"For you" with usage: the most used tool of the interests first; use outside them does not jump in', () => {
    const ordered = orderTools(CATALOGUE, {
      sort: 'for-you',
      interests: ['finance'],
      popular: ['word-counter', 'tip-calculator'],
    });
    expect(ordered[0]!.id).toBe('tip-calculator');
    expect(ordered[1]!.id).toBe('mortgage-calculator');
    expect(ordered[0]!.category).toBe('finance');
  });

  it('no interests (someone who picked none): the default order is the popular one', () => {
    expect(ids(orderTools(CATALOGUE, { sort: 'for-you', interests: [], popular: [] }))).toEqual(
      ids(orderTools(CATALOGUE, { sort: 'popular', interests: [], popular: [] })),
    );
  });

  it('"Popular" before any usage: the picks, in their order, then the catalogue in its order', () => {
    const ordered = ids(orderTools(CATALOGUE, { sort: 'popular', interests: ['finance'], popular: [] }));
    expect(ordered.slice(0, POPULAR_PICKS.length)).toEqual(POPULAR_PICKS);
    const rest = ids(CATALOGUE).filter((id) => !POPULAR_PICKS.includes(id));
    expect(ordered.slice(POPULAR_PICKS.length)).toEqual(rest);
  });

  it('"Popular" with usage: used tools by use, then the picks not used, interests ignored', () => {
    const ordered = ids(
      orderTools(CATALOGUE, {
        sort: 'popular',
        interests: ['finance'],
        popular: ['sha512-hash-generator', 'word-counter'],
      }),
    );
    expect(ordered.slice(0, 3)).toEqual(['sha512-hash-generator', 'word-counter', 'json-formatter']);
  });

  it('"A–Z": by name, case and accents aside, numbers in number order', () => {
    const ordered = orderTools(CATALOGUE, { sort: 'name', interests: ['finance'], popular: ['word-counter'] });
    const names = ordered.map((t) => t.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
  });

  it('searching: "For you" keeps the best-match order; "Popular" and "A–Z" reorder the matches', () => {
    const matches = ['loan-calculator', 'mortgage-calculator', 'car-loan-calculator'].map((id) => findTool(id)!);
    expect(ids(orderTools(matches, { sort: 'for-you', interests: ['health'], popular: [], searching: true }))).toEqual(
      ids(matches),
    );
    expect(
      ids(orderTools(matches, { sort: 'popular', interests: [], popular: ['car-loan-calculator'], searching: true })),
    ).toEqual(['car-loan-calculator', 'mortgage-calculator', 'loan-calculator']);
    expect(ids(orderTools(matches, { sort: 'name', interests: [], popular: [], searching: true }))).toEqual([
      'car-loan-calculator',
      'loan-calculator',
      'mortgage-calculator',
    ]);
  });
});

describe('properties', () => {
  const someTools = fc.subarray(CATALOGUE.slice(0, 200), { maxLength: 60 });
  const ordering = fc.record({
    sort: fc.constantFrom(...TOOL_SORTS),
    interests: fc.subarray([...TOOL_CATEGORY_IDS]),
    popular: fc.subarray(ids(CATALOGUE.slice(0, 200)), { maxLength: 30 }),
    searching: fc.boolean(),
  });

  it('a reordering: the same tools, each once; the same input gives the same list; the input is untouched', () => {
    fc.assert(
      fc.property(someTools, ordering, (tools, how) => {
        const before = ids(tools);
        const ordered = orderTools(tools, how);
        expect([...ids(ordered)].sort()).toEqual([...before].sort());
        expect(ids(orderTools(tools, how))).toEqual(ids(ordered));
        expect(ids(tools)).toEqual(before);
      }),
      { seed: 36, numRuns: 200 },
    );
  });

  it('a tool used more never comes after one used less under "Popular"', () => {
    fc.assert(
      fc.property(someTools, ordering, (tools, how) => {
        const rank = popularityRank(how.popular);
        const ranks = orderTools(tools, { ...how, sort: 'popular' }).map((t) => rank(t.id));
        for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
      }),
      { seed: 36, numRuns: 200 },
    );
  });
});

describe('sorts and picks', () => {
  it('every pick is a catalogue tool, each once', () => {
    for (const id of POPULAR_PICKS) expect(findTool(id), id).toBeDefined();
    expect(new Set(POPULAR_PICKS).size).toBe(POPULAR_PICKS.length);
  });

  it('a sort from the URL: known ones kept, anything else is the default', () => {
    for (const sort of TOOL_SORTS) expect(toolSortOf(sort)).toBe(sort);
    for (const junk of [null, undefined, '', 'POPULAR', 'price', '__proto__'])
      expect(toolSortOf(junk)).toBe(DEFAULT_TOOL_SORT);
  });
});
