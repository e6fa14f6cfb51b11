import { describe, expect, it } from 'vitest';
import type { ToolSummary } from './catalogue';
import {
  createSearchIndex,
  loadSearchIndex,
  normaliseTerm,
  queryTerms,
  searchTools,
  serialiseSearchIndex,
  TERM_CACHE_LIMIT,
} from './search';

const tool = (
  id: string,
  name: string,
  description: string,
  category: ToolSummary['category'],
  keywords: string[] = [],
  pro = false,
): ToolSummary => ({ id, name, description, category, keywords, family: 'f', pro });

/** A small catalogue with the near-misses that make ranking hard. */
const TOOLS = [
  tool(
    'json-formatter',
    'JSON Formatter',
    'Validate JSON and pretty-print it with two-space indentation.',
    'developer',
    ['json beautifier', 'pretty print json'],
  ),
  tool('json-to-csv', 'JSON to CSV Converter', 'Convert a JSON array of objects to CSV.', 'data', ['json2csv']),
  tool('csv-to-json', 'CSV to JSON Converter', 'Convert CSV rows to a JSON array.', 'data'),
  tool('sha256-hash', 'SHA-256 Hash Generator', 'Compute the SHA-256 hash of text.', 'developer', ['sha 256 checksum']),
  tool('hmac-sha256', 'HMAC-SHA256 Generator', 'Sign a message with a secret key using HMAC-SHA256.', 'developer', [
    'hmac',
  ]),
  tool('md5-hash', 'MD5 Hash Generator', 'Compute the MD5 hash of text.', 'developer', ['md5 checksum']),
  tool('kilometres-to-miles', 'Kilometres to Miles Converter', 'Convert kilometres to miles.', 'units', [
    'km to mi',
    'kilometers to miles',
  ]),
  tool('miles-to-kilometres', 'Miles to Kilometres Converter', 'Convert miles to kilometres.', 'units', ['mi to km']),
  tool(
    'celsius-to-fahrenheit',
    'Celsius to Fahrenheit Converter',
    'Convert a temperature from Celsius to Fahrenheit.',
    'units',
    ['c to f'],
  ),
  tool('contrast-checker', 'Colour Contrast Checker', 'Check the WCAG contrast ratio between two colours.', 'design', [
    'wcag contrast',
  ]),
  tool(
    'summariser',
    'Text Summariser',
    'Summarise a long text into its key sentences.',
    'ai',
    ['tldr', 'summary'],
    true,
  ),
  tool(
    'word-counter',
    'Word Counter',
    'Count words, characters, sentences and paragraphs, with reading time.',
    'writing',
  ),
  tool('uuid-v4', 'UUID v4 Generator', 'Generate random version 4 UUIDs.', 'developer', ['guid generator']),
];
const index = createSearchIndex(TOOLS);
const ids = (q: string, category?: ToolSummary['category']) => searchTools(index, { q, category }).map((h) => h.id);

describe('catalogue search', () => {
  it('puts the tool named by the query first', () => {
    expect(ids('json')[0]).toBe('json-formatter');
    expect(ids('json formatter')[0]).toBe('json-formatter');
    expect(ids('sha256')[0]).toBe('sha256-hash');
    expect(ids('word count')[0]).toBe('word-counter');
    expect(ids('km to miles')[0]).toBe('kilometres-to-miles');
    expect(ids('miles to km')[0]).toBe('miles-to-kilometres');
  });

  it('while a second word is being typed, does not widen to everything its first letters begin', () => {
    // "json co" is on its way to "json converter": the JSON tools, not every "co…" (contrast, colour, counter).
    expect(ids('json co')).toEqual(expect.arrayContaining(['json-formatter', 'json-to-csv']));
    expect(ids('json co')).not.toContain('contrast-checker');
    expect(ids('json co')).not.toContain('word-counter');
    // From three letters on, the second word counts again.
    expect(ids('json conv')[0]).toBe('json-to-csv');
  });

  it('finds as you type: prefixes of the first letters', () => {
    expect(ids('js')[0]).toBe('json-formatter');
    expect(ids('kilom')).toContain('kilometres-to-miles');
    expect(ids('cels')[0]).toBe('celsius-to-fahrenheit');
  });

  it('finds a name and its number however they are written', () => {
    expect(ids('sha256')[0]).toBe('sha256-hash');
    expect(ids('sha 256')[0]).toBe('sha256-hash');
    expect(ids('sha-256')[0]).toBe('sha256-hash');
  });

  it('forgives misspellings and other spellings', () => {
    expect(ids('farenheit')[0]).toBe('celsius-to-fahrenheit');
    expect(ids('celcius')[0]).toBe('celsius-to-fahrenheit');
    expect(ids('color contrast')[0]).toBe('contrast-checker');
    expect(ids('kilometers to miles')[0]).toBe('kilometres-to-miles');
    expect(ids('summarize')[0]).toBe('summariser');
  });

  it('understands synonyms and stems', () => {
    expect(ids('checksum').slice(0, 2).sort()).toEqual(['md5-hash', 'sha256-hash']);
    expect(ids('guid')[0]).toBe('uuid-v4');
    expect(ids('summaries')[0]).toBe('summariser');
    expect(ids('counting words')[0]).toBe('word-counter');
  });

  it('still finds for a chatty query, ignoring numbers and stop-words', () => {
    expect(ids('convert 5 km to miles please')[0]).toBe('kilometres-to-miles');
    expect(ids('how do I turn my csv into json')).toContain('csv-to-json');
  });

  it('filters by category', () => {
    expect(ids('json', 'data').sort()).toEqual(['csv-to-json', 'json-to-csv']);
    expect(ids('json', 'design')).toEqual([]);
  });

  it('answers nothing for nothing', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('the of to')).toEqual([]);
    expect(ids('zzzzqqq')).toEqual([]);
  });

  it('ships prebuilt: the serialised index answers the same', () => {
    const loaded = loadSearchIndex(serialiseSearchIndex(index));
    for (const q of ['json', 'checksum', 'km to miles', 'farenheit'])
      expect(searchTools(loaded, { q }).map((h) => h.id)).toEqual(ids(q));
    expect(searchTools(loaded, { q: 'summary' })[0]).toEqual({
      id: 'summariser',
      score: expect.any(Number),
      whole: true,
    });
  });

  it('normalises words one way for the index and the query', () => {
    expect(normaliseTerm('Colours')).toBe(normaliseTerm('colors'));
    expect(normaliseTerm('the')).toBeNull();
    expect(queryTerms('checksum')).toEqual(expect.arrayContaining([normaliseTerm('hash')]));
  });

  it('remembers words it has worked out, within a bound, with the same answers after the cache fills', () => {
    expect(queryTerms('checksum')).toBe(queryTerms('checksum'));
    expect(Object.isFrozen(queryTerms('checksum'))).toBe(true);
    const before = ['Colours', 'running', 'the', 'summarise', 'JSON'].map((w) => [normaliseTerm(w), queryTerms(w)]);
    // More distinct words than a cache holds: it is emptied and starts again, never growing past its bound.
    for (let i = 0; i < TERM_CACHE_LIMIT + 50; i++) queryTerms(`word${i.toString(36)}ing`);
    expect(['Colours', 'running', 'the', 'summarise', 'JSON'].map((w) => [normaliseTerm(w), queryTerms(w)])).toEqual(
      before,
    );
    expect(normaliseTerm('running')).toBe('run');
    expect(normaliseTerm('wordzzing')).toBe(normaliseTerm('wordzzing'));
  });
});
