/**
 * Search over the real catalogue: what people type finds the tool they mean, first. A change to
 * the index, the synonyms or the ranking that loses one of these fails here.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, summaryOf } from './catalogue';
import { createSearchIndex, searchHonestly, searchTools } from './search';

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

describe('the honest search (issue 38): nothing that only shares a fragment or a mention stands first', () => {
  const rows = CATALOGUE.map(({ id, name }) => ({ id, name, keywords: [] as string[] }));
  const honest = (q: string) => searchHonestly(index, { q, limit: 50 }, rows);

  it('finds no tool for an operation Perch lacks, and names it', () => {
    // Each once answered with a tool that shared a fragment or a mention: Current Unix Timestamp,
    // Ascii85 Decoder, Recipe Scaler.
    expect(honest('currency')).toEqual({
      hits: [],
      close: [],
      gap: expect.objectContaining({ tool: 'a currency converter with exchange rates' }),
    });
    expect(honest('tiff').gap?.tool).toBe('tools for TIFF images');
    for (const q of ['currency', 'tiff']) expect(honest(q).hits, q).toEqual([]);
    // HEIC → JPG and PNG are tools now (issue 39).
    expect([honest('heic').hits[0]?.id, honest('heic').gap]).toEqual(['heic-to-jpg', null]);
    // The Images family (issue 39) resizes images now: found, with no gap.
    expect([honest('image resize').hits[0]?.id, honest('image resize').gap]).toEqual(['resize-image', null]);
  });

  it('finds the PDF tools once they exist (issue 39), with no gap', () => {
    const pdf = honest('pdf');
    expect(pdf.gap).toBeNull();
    expect(pdf.hits.slice(0, 5).map((hit) => CATALOGUE.find((t) => t.id === hit.id)?.family)).toEqual(
      Array(5).fill('pdf'),
    );
    expect(honest('merge pdf').hits[0]?.id).toBe('merge-pdfs');
  });

  it('keeps a heart-rate zone out of the time zones', () => {
    const ids = honest('timezone')
      .hits.slice(0, 10)
      .map((h) => h.id);
    expect(ids[0]).toBe('time-zone-converter');
    expect(ids).not.toContain('heart-rate-zone-calculator');
    expect(honest('heart rate zone').hits[0]!.id).toBe('heart-rate-zone-calculator');
  });

  it('puts whole matches before fragments, and offers near misses only as "close" when nothing fits', () => {
    const json = honest('json');
    const firstLoose = json.hits.findIndex((h) => !h.whole);
    expect(json.hits.slice(0, firstLoose < 0 ? undefined : firstLoose).every((h) => h.whole)).toBe(true);
    if (firstLoose >= 0) expect(json.hits.slice(firstLoose).every((h) => !h.whole)).toBe(true);
    // A word still being typed is found by its start; once finished (a space after it), it must be whole.
    expect(honest('mortg').hits[0]!.id).toBe('mortgage-calculator');
    const near = honest('unix time stamp');
    expect(near.hits).toEqual([]);
    expect(near.close.map((h) => h.id)).toContain('unix-timestamp-to-date');
  });

  it('leaves the searches people make alone', () => {
    for (const [q, id] of FIRST) expect(honest(q).hits[0]?.id, q).toBe(id);
  });
});
