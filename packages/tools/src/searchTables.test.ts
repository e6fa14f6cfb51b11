import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, summaryOf } from './catalogue';
import holdout from './parooty/eval/holdout.json';
import queries from './parooty/eval/queries.json';
import {
  createSearchIndex,
  INDEX_OPTIONS_FOR_TABLES,
  loadSearchIndex,
  queryTree,
  SEARCH_OPTIONS,
  serialiseSearchIndex,
  tokenize,
} from './search';
import { searchTables, type TableHits } from './searchTables';

const index = createSearchIndex(CATALOGUE.map(summaryOf));
const options = { ...SEARCH_OPTIONS, processTerm: (term: string) => term } as Parameters<typeof searchTables>[3];

/** What MiniSearch's own search answers, in the form searchTables records it (ties in id order: MiniSearch keeps its own). */
function expected(results: SearchResult[], words: readonly string[], probe: string | undefined) {
  return results
    .map((hit) => ({
      id: hit.id as string,
      score: hit.score,
      query: words.filter((w) => hit.queryTerms.includes(w)),
      whole: words.filter((w) => hit.terms.includes(w)),
      starts: probe !== undefined && hit.terms.some((t) => t.startsWith(probe)),
    }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

function actual(hits: TableHits, words: readonly string[]) {
  const bit = (bits: Int32Array, h: number, i: number) => (bits[h * hits.stride + (i >>> 5)]! & (1 << (i & 31))) !== 0;
  return Array.from({ length: hits.count }, (_, h) => ({
    id: hits.ids[h]!,
    score: hits.score[h]!,
    query: words.filter((_, i) => bit(hits.query, h, i)),
    whole: words.filter((_, i) => bit(hits.whole, h, i)),
    starts: hits.starts[h] === 1,
  })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

/**
 * Every tree searchTools sends for a query without misspellings forgiven, checked against MiniSearch
 * (a count of trees checked). A tree searchTables declines (null) is one with a term the index's
 * tokenizer splits again: searchTools asks MiniSearch for those.
 */
function compare(search: typeof index, q: string, category?: string): number {
  let checked = 0;
  for (const combineWith of ['AND', 'OR'] as const) {
    const tree = queryTree(q, combineWith, false);
    if (tree.groups.length === 0) continue;
    const words = [...new Set(tree.groups.flat())];
    const probe = tree.groups.at(-1)![0];
    const filter = category ? (stored: Record<string, unknown>) => stored.category === category : undefined;
    const hits = searchTables(search, INDEX_OPTIONS_FOR_TABLES, tree, options, words, probe, filter);
    if (hits === null) {
      expect(
        words.some((w) => tokenize(w).join(' ') !== w),
        q,
      ).toBe(true);
      continue;
    }
    const mine = actual(hits!, words);
    const theirs = expected(
      search.search(tree, {
        ...options,
        ...(category ? { filter: (r: SearchResult) => r.category === category } : {}),
      }),
      words,
      probe,
    );
    // The same documents with the same doubles, bit for bit, and the same words matched.
    expect(mine, `${combineWith} ${q}`).toEqual(theirs);
    // Best first, as MiniSearch lists them.
    for (let i = 1; i < hits!.count; i++) expect(hits!.score[i]!).toBeLessThanOrEqual(hits!.score[i - 1]!);
    checked++;
  }
  return checked;
}

describe('searchTables: MiniSearch’s scoring over flat tables', () => {
  it('scores the evaluation questions exactly as MiniSearch does', () => {
    let checked = 0;
    const all = [...queries, ...holdout];
    for (const { query } of all) checked += compare(index, query.toLowerCase());
    expect(checked).toBeGreaterThan(1.8 * all.length);
  });

  it('scores every word of the catalogue, whole and as the prefixes being typed, exactly as MiniSearch does', () => {
    // Each word, and the starts of it that are typed on the way (a set: many words share them).
    const asked = new Set<string>();
    for (const tool of CATALOGUE)
      for (const w of tokenize(`${tool.name} ${tool.keywords.join(' ')}`)) {
        const word = w.toLowerCase();
        asked.add(word);
        for (let n = 2; n < Math.min(word.length, 5); n++) asked.add(word.slice(0, n));
      }
    let checked = 0;
    let declined = 0;
    for (const q of asked) {
      const trees = queryTree(q, 'AND', false).groups.length === 0 ? 0 : 2;
      const n = compare(index, q);
      checked += n;
      declined += trees - n;
    }
    expect(checked).toBeGreaterThan(5000);
    // A few words such as "=c3=a9" are tokenized again and left to MiniSearch.
    expect(declined).toBeLessThan(0.01 * checked);
  });

  it('keeps a category filter, a prebuilt index and long queries (more than 32 words) exact', () => {
    const loaded = loadSearchIndex(serialiseSearchIndex(index));
    for (const q of ['json to csv', 'mortgage calculator', 'co', 'convert colour hex']) {
      compare(loaded, q);
      compare(index, q, 'developer');
    }
    const long = CATALOGUE.slice(0, 40)
      .map((t) => t.name.split(' ')[0])
      .join(' ');
    expect(queryTree(long, 'OR', false).groups.length).toBeGreaterThan(32);
    expect(compare(index, long)).toBe(2);
  });

  it('leaves what it does not reproduce to MiniSearch: fuzzy terms', () => {
    const tree = queryTree('pasword generator', 'AND', true);
    const words = [...new Set(tree.groups.flat())];
    expect(searchTables(index, INDEX_OPTIONS_FOR_TABLES, tree, options, words)).toBeNull();
  });
});
