/**
 * Search over the real catalogue: what people type finds the tool they mean, first. A change to
 * the index, the synonyms or the ranking that loses one of these fails here.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, summaryOf } from './catalogue';
import { createSearchIndex, searchTools } from './search';

const index = createSearchIndex(CATALOGUE.map(summaryOf));
const top = (q: string, n = 1) => searchTools(index, { q, limit: n }).map((h) => h.id);

/** [what people type, the tool that must come first]. */
const FIRST: ReadonlyArray<readonly [string, string]> = [
  ['sha256', 'sha256-hash-generator'],
  ['sha-256', 'sha256-hash-generator'],
  ['md5', 'md5-hash-generator'],
  ['km to miles', 'kilometres-to-miles'],
  ['kilometers to miles', 'kilometres-to-miles'],
  ['miles to km', 'miles-to-kilometres'],
  ['celsius to fahrenheit', 'celsius-to-fahrenheit'],
  ['c to f', 'celsius-to-fahrenheit'],
  ['base64 decode', 'base64-decode'],
  ['loan calculator', 'loan-calculator'],
  ['mortgage', 'mortgage-calculator'],
  ['bmi', 'bmi-calculator'],
  ['est to pst', 'est-to-pst'],
  ['utc to ist', 'utc-to-ist'],
  ['hex to rgb', 'hex-to-rgb'],
  ['contrast checker', 'colour-contrast-checker'],
  ['color contrast', 'colour-contrast-checker'],
  ['cups to grams flour', 'cups-of-flour-to-grams'],
  ['days between dates', 'days-between-dates'],
  ['age calculator', 'age-calculator'],
  ['percentage', 'percentage-calculator'],
  ['vat', 'vat-calculator'],
  ['binary to decimal', 'binary-to-decimal'],
  ['cron', 'cron-expression-explainer'],
  ['regex', 'regex-tester'],
  ['jwt', 'jwt-decoder'],
  ['url decode', 'url-decode'],
  ['kg to lbs', 'kilograms-to-pounds'],
  ['inches to cm', 'inches-to-centimetres'],
  ['compound interest', 'compound-interest-calculator'],
  ['tip', 'tip-calculator'],
  ['standard deviation', 'standard-deviation-calculator'],
  ['area of circle', 'circle-area-calculator'],
  ['quadratic', 'quadratic-equation-solver'],
  ['prime', 'prime-number-checker'],
  ['time zone converter', 'time-zone-converter'],
  ['json', 'json-formatter'],
  ['json beautifier', 'json-formatter'],
  ['word count', 'word-counter'],
  ['uuid', 'uuid-generator'],
  ['guid', 'uuid-generator'],
  ['password', 'password-generator'],
  ['qr code', 'qr-code-generator'],
  ['lorem ipsum', 'lorem-ipsum-generator'],
];

describe('catalogue search ranking', () => {
  it.each(FIRST)('“%s” → %s first', (q, id) => {
    expect(top(q)).toEqual([id]);
  });

  it('finds every tool by its own name, among the first three', () => {
    const missed = CATALOGUE.filter((tool) => !top(tool.name, 3).includes(tool.id)).map((t) => t.name);
    expect(missed).toEqual([]);
  });

  it('finds a misspelt tool name', () => {
    expect(top('farenheit to celsius')).toEqual(['fahrenheit-to-celsius']);
    expect(top('standart deviation')).toEqual(['standard-deviation-calculator']);
  });

  it('lists tools found by every word first, then those found by some, each best first and equal scores by id', () => {
    for (const q of [
      'cups',
      'count words in text',
      'random number',
      'convert units of volume',
      'json yaml',
      'hash text sha',
    ]) {
      const hits = searchTools(index, { q, limit: 50 });
      expect(hits.length, q).toBeGreaterThan(0);
      // Within a pass scores never rise; a tie is broken by id, so the same query lists the same order.
      let pass = 0;
      for (let i = 1; i < hits.length; i++) {
        const [a, b] = [hits[i - 1]!, hits[i]!];
        if (b.score > a.score) pass++;
        else if (b.score === a.score) expect(a.id < b.id, `${q}: ${a.id} before ${b.id}`).toBe(true);
      }
      expect(pass, `${q}: at most the every-word, forgiving and any-word passes`).toBeLessThanOrEqual(2);
      expect(searchTools(index, { q, limit: 50 })).toEqual(hits);
    }
  });
});
