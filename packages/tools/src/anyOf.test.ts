import { describe, expect, it } from 'vitest';
import { anyOf } from './anyOf';

describe('anyOf', () => {
  const patterns = [
    /^encode\s+(.+)$/iu,
    /^a|b$/iu,
    /(?<!zone\s*)heart rate/iu,
    /\bsha-?256\b/iu,
    /^morse(?: code)? for/iu,
  ];
  const texts = [
    'encode hello',
    'please encode hello',
    'a',
    'xa',
    'xb',
    'bx',
    'heart rate for 40',
    'zone heart rate',
    'zone  max heart rate',
    'sha256 of abc',
    'SHA-256',
    'morse code for sos',
    'what is morse code for',
    '',
  ];

  it('matches a text exactly when one of its patterns does', () => {
    const joined = anyOf(patterns)!;
    for (const text of texts) expect(joined.test(text), text).toBe(patterns.some((p) => p.test(text)));
  });

  it('does not join patterns whose groups would be renumbered, or whose flags differ: it then matches everything', () => {
    expect(anyOf([/(a)\1/iu, /b/iu])!.test('zzz')).toBe(true);
    expect(anyOf([/a/iu, /b/i])!.test('zzz')).toBe(true);
    expect(anyOf([/a/iu, /b/iu])!.test('zzz')).toBe(false);
  });

  it('has nothing to match for no patterns', () => {
    expect(anyOf([])).toBeNull();
  });
});
