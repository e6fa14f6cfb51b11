import { describe, expect, it } from 'vitest';
import { TOOL_CATEGORY_IDS } from './categories';
import { countWords, findTool, readingMinutes, sentenceCase, slugify, TEXT_TOOLS, titleCase, toolPath } from './textTools';

const run = (id: string, input: string) => findTool(id)!.run(input);

describe('text tools', () => {
  it('have unique URL-safe ids, a known category and a working example', () => {
    expect(new Set(TEXT_TOOLS.map((t) => t.id)).size).toBe(TEXT_TOOLS.length);
    for (const tool of TEXT_TOOLS) {
      expect(tool.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(TOOL_CATEGORY_IDS).toContain(tool.category);
      expect(tool.run(tool.example).kind, tool.id).not.toBe('error');
    }
  });

  it('count words the way people do', () => {
    expect(countWords('')).toBe(0);
    expect(countWords("It's a well-known fact — isn't it?")).toBe(6);
    expect(countWords('naïve café 42')).toBe(3);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(690)).toBe(3);
  });

  it('word counter reports words, characters, sentences, paragraphs and reading time', () => {
    expect(run('word-counter', 'One two. Three!\n\nFour')).toEqual({
      kind: 'figures',
      figures: [
        { label: 'Words', value: '4' },
        { label: 'Characters', value: '21' },
        { label: 'Characters without spaces', value: '17' },
        { label: 'Sentences', value: '3' },
        { label: 'Paragraphs', value: '2' },
        { label: 'Reading time', value: '1 min' },
      ],
    });
  });

  it('convert case', () => {
    expect(titleCase('the LAST subscription (you’ll) ever-need')).toBe('The Last Subscription (You’ll) Ever-Need');
    expect(sentenceCase('HELLO THERE. HOW ARE YOU? fine!')).toBe('Hello there. How are you? Fine!');
    expect(run('uppercase-text', 'abc')).toEqual({ kind: 'text', text: 'ABC' });
    expect(run('lowercase-text', 'ÀBC')).toEqual({ kind: 'text', text: 'àbc' });
  });

  it('clean whitespace and make slugs', () => {
    expect(run('whitespace-cleaner', '  a   b \n\n\n\n c  ')).toEqual({ kind: 'text', text: 'a b\n\nc' });
    expect(slugify('  Crème Brûlée: 10 Tips!  ')).toBe('creme-brulee-10-tips');
  });

  it('format JSON and say why invalid JSON is not', () => {
    expect(run('json-formatter', '{"a":[1,2]}')).toEqual({ kind: 'text', text: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
    const bad = run('json-formatter', '{a:1}');
    expect(bad.kind).toBe('error');
    expect(bad.kind === 'error' && bad.message).toMatch(/^Not valid JSON: /);
  });

  it('round-trip Base64 and URL encoding, UTF-8 included, and refuse bad input', () => {
    const encoded = run('base64-encode', 'Grüße 🐦');
    expect(encoded).toEqual({ kind: 'text', text: 'R3LDvMOfZSDwn5Cm' });
    expect(run('base64-decode', 'R3LDvMOfZSDwn5Cm')).toEqual({ kind: 'text', text: 'Grüße 🐦' });
    expect(run('base64-decode', '%%%')).toEqual({ kind: 'error', message: 'Not valid Base64 text.' });
    expect(run('url-encode', 'a b&c')).toEqual({ kind: 'text', text: 'a%20b%26c' });
    expect(run('url-decode', 'a+b%26c')).toEqual({ kind: 'text', text: 'a b&c' });
    expect(run('url-decode', '%E0%A4%A')).toEqual({ kind: 'error', message: 'Not valid percent-encoded text.' });
  });

  it('find tools by id and give their page', () => {
    expect(findTool('word-counter')?.name).toBe('Word Counter');
    expect(findTool('nope')).toBeUndefined();
    expect(toolPath('word-counter')).toBe('/app/word-counter');
  });
});
