import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import { normaliseTerm, queryTerms, tokenize } from '../search';
import type { ToolRow } from '../types';
import queries from './eval/queries.json';
import { candidatesFor, recommend } from './index';
import { correctSpelling, coverageOf, editDistance, isCommonWord, oneSlip, planQuery, retrieve } from './retrieval';

const top = (query: string, n = 1) => retrieve(query, n).map((r) => r.tool.id);

describe('ranked retrieval', () => {
  it('drops the conversation around a request', () => {
    expect(planQuery('is there something that can help me count the words in my essay?').terms).toEqual([
      'count',
      'words',
      'essay',
    ]);
    expect(top('is there something that can help me count the words in my essay?')).toEqual(['word-counter']);
    expect(top('could you please find me a tool that makes a QR code for my website')).toEqual(['qr-code-generator']);
  });

  it('finds a tool by other words for the same need', () => {
    // The AI summariser may stand first; the extractive one (no model needed) is always beside it.
    expect(top('summarise this article for me', 2)).toContain('text-summarizer');
    expect(top('can you give me a tl;dr of a long email', 2)).toContain('text-summarizer');
    expect(top('make this text all caps', 2)).toContain('uppercase-text');
    expect(top('checksum of some text', 3).some((id) => /hash|crc|checksum|adler/.test(id))).toBe(true);
    expect(top('convert between weight units')).toEqual(['weight-converter']);
    expect(top('how much will my home loan cost per month')).toEqual(['mortgage-calculator']);
    expect(top('pretty print some ugly json')).toEqual(['json-formatter']);
    // "Case" here is an estimate's best and worst, not letter case.
    expect(top('best case 2 days worst case 10 days how long will it take')).toEqual(['pert-estimate-calculator']);
    expect(top('convert to upper case')).toEqual(['uppercase-text']);
  });

  it('searches a word most of the catalogue uses only when nothing else is asked', () => {
    // "convert" is in more than half the catalogue, "unit" in over a third: 20 % or more is common.
    for (const word of ['convert', 'converter', 'Converting', 'units']) expect(isCommonWord(word), word).toBe(true);
    for (const word of ['miles', 'json', 'text', 'time', 'mortgage', '10'])
      expect(isCommonWord(word), word).toBe(false);
    // Left out of the search, it still counts in how well a tool fits; alone, it is searched.
    expect(top('convert 10 km to miles')).toEqual(['kilometres-to-miles']);
    expect(top('convert between weight units')).toEqual(['weight-converter']);
    expect(retrieve('unit converter', 5).length).toBe(5);
    expect(retrieve('convert', 5).every((r) => /convert/i.test(r.tool.name))).toBe(true);
  });

  it('understands category words', () => {
    expect(planQuery('AI tools').categories).toEqual(['ai']);
    expect(retrieve('AI tools', 5).every((r) => r.tool.category === 'ai')).toBe(true);
    expect(retrieve('tools for developers', 5).every((r) => r.tool.category === 'developer')).toBe(true);
    expect(retrieve('something for my finances', 5).every((r) => r.tool.category === 'finance')).toBe(true);
    expect(retrieve('money', 3).every((r) => r.tool.category === 'finance')).toBe(true);
  });

  it('forgives misspellings, against the catalogue’s own words', () => {
    expect(correctSpelling('pasword')).toBe('password');
    expect(correctSpelling('genrator')).toBe('generator');
    expect(correctSpelling('temprature')).toBe('temperature');
    expect(correctSpelling('password')).toBe('password');
    expect(correctSpelling('qwrtzx')).toBe('qwrtzx');
    expect(editDistance('mortage', 'mortgage', 2)).toBe(1);
    expect(editDistance('teh', 'the', 1)).toBe(1);
    expect(top('pasword genrator')).toEqual(['password-generator']);
    expect(top('calculater for mortage')).toEqual(['mortgage-calculator']);
  });

  it('ranks a conversion the way the request goes', () => {
    expect(top('convert json into yaml')).toEqual(['json-to-yaml']);
    expect(top('yaml to json')).toEqual(['yaml-to-json']);
    expect(top('square feet to square metres for my flat')).toEqual(['square-feet-to-square-metres']);
    expect(top('miles to km')).toEqual(['miles-to-kilometres']);
  });

  it('gives a model provider up to ten catalogue candidates, best first', () => {
    const candidates = candidatesFor('format json');
    expect(candidates).toHaveLength(10);
    expect(candidates[0]!.id).toBe('json-formatter');
    expect(new Set(candidates.map((c) => c.id)).size).toBe(10);
    expect(candidatesFor('format json', 3)).toHaveLength(3);
    expect(recommend('format json').candidates).toEqual(candidates.map((c) => c.id));
    expect(candidatesFor('   ')).toEqual([]);
  });
});

describe('words that name what every object inherits', () => {
  // The word tables are objects: "constructor" once found Object's constructor there, so it was
  // taken for a category and dropped, and "__proto__" for a spelling.
  const inherited = ['constructor', '__proto__', 'valueOf', 'toString', 'hasOwnProperty'];

  it('are words of the question like any other, never a category', () => {
    for (const word of inherited) {
      const plan = planQuery(`${word} json formatter`);
      expect(plan.categories, word).toEqual([]);
      // The word stays a search term ("__proto__" as "proto": underscores part words).
      expect(plan.terms, word).toEqual([word.toLowerCase().replace(/_/g, ''), 'json', 'formatter']);
      expect(typeof normaliseTerm(word), word).toBe('string');
      expect(queryTerms(word), word).toEqual([normaliseTerm(word)]);
    }
  });

  it('do not change which tool answers a question', () => {
    const plain = recommend('format json').tools[0]?.id;
    expect(plain).toBeDefined();
    for (const word of inherited) expect(recommend(`format json ${word}`).tools[0]?.id, word).toBe(plain);
  });
});

describe('why a retrieved tool fits', () => {
  const whyOf = (query: string, id: string) => candidatesFor(query).find((t) => t.id === id)?.why;

  it('names the words of the question that led to the tool when its card does not show them', () => {
    expect(
      retrieve('how much is this weekly standup costing us').find((r) => r.tool.id === 'meeting-cost-calculator')?.via,
    ).toEqual(['standup']);
    expect(whyOf('how much is this weekly standup costing us', 'meeting-cost-calculator')).toMatch(
      /^works out what a meeting costs.* — you mentioned “standup”$/,
    );
  });

  it('says only what the tool does when the question used the card’s own words', () => {
    expect(retrieve('convert kilometres to miles', 1)[0]?.via).toEqual([]);
    expect(whyOf('word counter', 'word-counter')).not.toContain('you mentioned');
  });
});

describe('the quick comparisons (issue 42) answer as the plain ones', () => {
  /** Words to compare: the eval questions' words, and each with a slip in its first, middle or last letter. */
  const words = (() => {
    const found = new Set<string>();
    for (const { query } of queries)
      for (const w of query.toLowerCase().split(/[^a-z]+/)) {
        if (w.length < 3) continue;
        found.add(w);
        const mid = w.length >> 1;
        for (const slip of [
          `x${w.slice(1)}`,
          w.slice(1),
          `e${w}`,
          `${w.slice(0, mid)}${w[mid + 1] ?? ''}${w[mid]}${w.slice(mid + 2)}`,
          `${w.slice(0, mid)}${w.slice(mid + 1)}`,
          `${w}s`,
          w.slice(0, -1),
        ])
          found.add(slip);
      }
    return [...found];
  })();

  it('oneSlip is editDistance within one, on every pair of words of nearly the same length', () => {
    let pairs = 0;
    let near = 0;
    const wrong: string[] = [];
    for (const a of words)
      for (const b of words) {
        if (a === b || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) continue;
        pairs++;
        const one = editDistance(a, b, 1) <= 1;
        if (one) near++;
        if (oneSlip(a, b) !== one) wrong.push(`${a} ${b}`);
      }
    expect(wrong).toEqual([]);
    expect(pairs).toBeGreaterThan(10_000);
    expect(near).toBeGreaterThan(500);
  });

  it('coverageOf counts a near word as the scan of every tool word did', () => {
    // The scan retrieval used before its per-tool tables: every word of the tool, compared in full.
    const oneEditApart = (a: string, b: string) =>
      Math.abs(a.length - b.length) <= 1 && a.length >= 5 && b.length >= 5 && (a === b || oneSlipNoSwap(a, b));
    const oneSlipNoSwap = (a: string, b: string) => {
      let i = 0;
      while (i < a.length && i < b.length && a[i] === b[i]) i++;
      return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
    };
    const termsOf = (tool: ToolRow) =>
      new Set(
        tokenize([tool.name, tool.keywords.join(' '), tool.description, tool.category].join(' '))
          .map((t) => normaliseTerm(t))
          .filter((t): t is string => t !== null),
      );
    const reference = (own: ReadonlySet<string>, terms: readonly string[]) => {
      const groups = terms
        .flatMap((t) => t.split(/[-/]+/))
        .filter((t) => t !== '' && !/^\d+([.,]\d+)?$/.test(t))
        .map((t) => queryTerms(t))
        .filter((g): g is readonly string[] => g !== null);
      if (groups.length === 0) return 0;
      let found = 0;
      for (const forms of groups) {
        if (forms.some((f) => own.has(f))) found++;
        else if (
          forms.some(
            (w) =>
              w.length >= 3 &&
              [...own].some(
                (t) => t.startsWith(w) || (w.length >= 5 && t.length >= 4 && w.startsWith(t)) || oneEditApart(t, w),
              ),
          )
        )
          found += 0.8;
      }
      return found / groups.length;
    };
    let nearly = 0;
    const wrong: string[] = [];
    for (let i = 0; i < CATALOGUE.length; i += 7) {
      const tool = CATALOGUE[i]!;
      const own = termsOf(tool);
      for (let j = 0; j < words.length; j += 3) {
        const terms = [words[j]!];
        const want = reference(own, terms);
        if (want === 0.8) nearly++;
        if (coverageOf(tool, terms) !== want) wrong.push(`${tool.id} ${terms[0]}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(nearly).toBeGreaterThan(200);
  });
});
