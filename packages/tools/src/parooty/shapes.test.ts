import { describe, expect, it } from 'vitest';
import { findTool } from '../catalogue';
import { loadEngine } from '../families';
import { fixedContext, runTool } from '../run';
import { recommend } from './index';
import { shapeMatches } from './shapes';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** Pasted data → the first tool it should open. */
const SHAPES: ReadonlyArray<readonly [label: string, text: string, id: string]> = [
  ['a JWT', JWT, 'jwt-decoder'],
  ['a JWT in a sentence', `decode this ${JWT} please`, 'jwt-decoder'],
  ['JSON', '{"name":"Ada","age":36,"langs":["en","fr"]}', 'json-formatter'],
  ['a JSON array', '[{"id":1},{"id":2}]', 'json-formatter'],
  ['broken JSON', '{"name": "Ada", "age": }', 'json-validator'],
  ['CSV', 'name,age,city\nAda,36,London\nAlan,41,Wilmslow', 'csv-to-json'],
  ['TSV', 'name\tage\nAda\t36\nAlan\t41', 'tsv-to-csv'],
  ['YAML', 'name: Ada\nage: 36\nlangs:\n  - en\n  - fr', 'yaml-to-json'],
  ['XML', '<note><to>Tove</to><from>Jani</from></note>', 'xml-formatter'],
  ['HTML', '<div><p>Hello <b>there</b></p></div>', 'html-to-text'],
  ['a UUID', '123e4567-e89b-12d3-a456-426614174000', 'uuid-validator'],
  ['a hex colour', '#3366ff', 'hex-to-rgb'],
  ['a short hex colour', '#f80', 'hex-to-rgb'],
  ['an RGB colour', 'rgb(51, 102, 255)', 'rgb-to-hex'],
  ['a Unix timestamp', '1700000000', 'unix-timestamp-to-date'],
  ['a URL', 'https://shop.example.com/cart?item=42&qty=3', 'url-parser'],
  ['a URL-encoded string', 'hello%20world%3F%26foo%3Dbar', 'url-decode'],
  ['Base64', 'SGVsbG8gd29ybGQ=', 'base64-decode'],
  ['Base64 in a question', 'what does aGVsbG8gdGhlcmUgZnJpZW5k mean', 'base64-decode'],
  ['an IPv4 address', '192.168.0.1', 'ip-address-validator'],
  ['a CIDR block', '10.0.0.0/16', 'subnet-calculator'],
  ['an IPv6 address', '2001:db8::ff00:42:8329', 'ipv6-expand'],
  ['an MD5 digest', '5d41402abc4b2a76b9719d911017c592', 'hash-identifier'],
  ['a cron schedule', '*/5 * * * *', 'cron-expression-explainer'],
  ['binary bytes', '01101000 01101001', 'binary-to-text'],
  ['HTML entities', '&lt;div class=&quot;x&quot;&gt;', 'html-entity-decoder'],
];

describe('pasted data by shape', () => {
  it.each(SHAPES)('%s → %s', (_label, text, id) => {
    const answer = recommend(text);
    expect(answer.kind).toBe('tools');
    expect(answer.tools[0]?.id).toBe(id);
  });

  it('pastes the data into the tool, and the tool works on it', async () => {
    const run = async (text: string, expectedId: string) => {
      const top = recommend(text).tools[0]!;
      expect(top.id).toBe(expectedId);
      const tool = findTool(top.id)!;
      const given = Object.fromEntries(new URL(top.url, 'https://perch.test').searchParams);
      const result = await runTool(await loadEngine(tool), tool, given, fixedContext());
      if (!result.ok) throw new Error(result.error);
      return result.text;
    };
    expect(await run('{"b":1,"a":[1,2]}', 'json-formatter')).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(await run('SGVsbG8gd29ybGQ=', 'base64-decode')).toBe('Hello world');
    expect(await run('what does aGVsbG8gdGhlcmUgZnJpZW5k mean', 'base64-decode')).toBe('hello there friend');
    expect(await run(JWT, 'jwt-decoder')).toContain('"name": "John Doe"');
    expect(await run('#3366ff', 'hex-to-rgb')).toBe('rgb(51, 102, 255)');
    expect(await run('1700000000000', 'unix-timestamp-to-date')).toBe('2023-11-14 22:13:20 UTC (UTC+00:00)');
    expect(await run('hello%20world%3F', 'url-decode')).toBe('hello world?');
    expect(await run('01101000 01101001', 'binary-to-text')).toBe('hi');
  });

  it('does not take ordinary sentences, words or numbers for data', () => {
    for (const text of [
      'hello world',
      'convert 5 km to miles',
      'the quick brown fox jumps over the lazy dog',
      'Password',
      'Thanksgiving',
      '2024',
      '42',
      'I need a word counter, please',
      'a, b',
      'hash: sha256',
    ]) {
      expect(shapeMatches(text), text).toEqual([]);
    }
  });

  it('still names the tools for data too long to put in a URL, without pasting it', () => {
    const rows = Array.from({ length: 200 }, (_, i) => `row${i},${i},${i * 2}`).join('\n');
    const matches = shapeMatches(`name,a,b\n${rows}`);
    expect(matches[0]?.id).toBe('csv-to-json');
    expect(matches[0]?.values).toBeUndefined();
  });
});
