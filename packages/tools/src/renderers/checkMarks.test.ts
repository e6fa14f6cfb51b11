import { describe, expect, it } from 'vitest';
import type { TextFinding } from '../types';
import { accept, pieces } from './checkMarks';

const f = (start: number, end: number, rule: string, suggestions: string[] = []): TextFinding => ({
  start,
  end,
  rule,
  message: rule,
  suggestions,
});

describe('a checked text with its findings', () => {
  const source = 'I recieve teh post. It was sent.';
  const items = [
    f(2, 9, 'spelling', ['receive']),
    f(10, 13, 'spelling', ['the']),
    f(20, 32, 'readability'),
    f(27, 31, 'passive'),
  ];

  it('takes a suggestion: the text changes, that finding goes, later ones move with the words', () => {
    const next = accept({ source, items }, items[0]!, 'receive');
    expect(next.source).toBe('I receive teh post. It was sent.');
    expect(next.items.map((i) => next.source.slice(i.start, i.end))).toEqual(['teh', 'It was sent.', 'sent']);
    const after = accept(next, next.items[0]!, 'the');
    expect(after.source).toBe('I receive the post. It was sent.');
    expect(after.items.map((i) => after.source.slice(i.start, i.end))).toEqual(['It was sent.', 'sent']);
  });

  it('a sentence finding grows or shrinks with a replacement inside it, and a word inside a replaced span goes', () => {
    const text = 'We will utilize it. in order to go';
    const checked = {
      source: text,
      items: [f(0, 19, 'readability'), f(8, 15, 'simpler', ['use']), f(20, 31, 'simpler', ['to'])],
    };
    const next = accept(checked, checked.items[1]!, 'use');
    expect(next.items.map((i) => next.source.slice(i.start, i.end))).toEqual(['We will use it.', 'in order to']);
  });

  it('cuts the text where findings start and end, each piece knowing what is over it and which numbers end there', () => {
    const cut = pieces({ source, items });
    expect(cut.map((p) => p.text).join('')).toBe(source);
    expect(cut.filter((p) => p.over.length > 0).map((p) => [p.text, p.over.map((o) => o.rule), p.ends])).toEqual([
      ['recieve', ['spelling'], [1]],
      ['teh', ['spelling'], [2]],
      ['It was ', ['readability'], []],
      ['sent', ['readability', 'passive'], [4]],
      ['.', ['readability'], [3]],
    ]);
  });
});
