/** text, Unicode styles: the code of the rows in rows.ts beside it. */
import { fail, ok, textEngine, textOperations, type Op } from '../shared/result';
import { graphemes } from '../shared/words';

/** Offsets into the Mathematical Alphanumeric Symbols block (U+1D400…), with the holes the Letterlike Symbols block fills. */
const MATH_STYLES: Record<string, { upper: number; lower: number; digit?: number; holes?: Record<string, number> }> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digit: 0x1d7ce },
  italic: { upper: 0x1d434, lower: 0x1d44e, holes: { h: 0x210e } },
  boldItalic: { upper: 0x1d468, lower: 0x1d482 },
  script: {
    upper: 0x1d49c,
    lower: 0x1d4b6,
    holes: {
      B: 0x212c,
      E: 0x2130,
      F: 0x2131,
      H: 0x210b,
      I: 0x2110,
      L: 0x2112,
      M: 0x2133,
      R: 0x211b,
      e: 0x212f,
      g: 0x210a,
      o: 0x2134,
    },
  },
  doubleStruck: {
    upper: 0x1d538,
    lower: 0x1d552,
    digit: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6 },
};

export function styleText(input: string, style: string): string | null {
  if (style === 'strike' || style === 'underline') {
    const mark = style === 'strike' ? '\u0336' : '\u0332';
    return graphemes(input)
      .map((g) => (g === '\n' || g === '\r\n' ? g : g + mark))
      .join('');
  }
  if (style === 'fullwidth') {
    return input.replace(/[!-~ ]/g, (ch) => (ch === ' ' ? '\u3000' : String.fromCodePoint(ch.charCodeAt(0) + 0xfee0)));
  }
  const table = MATH_STYLES[style];
  if (!table) return null;
  return input.replace(/[A-Za-z0-9]/g, (ch) => {
    const hole = table.holes?.[ch];
    if (hole) return String.fromCodePoint(hole);
    const code = ch.charCodeAt(0);
    if (code >= 65 && code <= 90) return String.fromCodePoint(table.upper + code - 65);
    if (code >= 97 && code <= 122) return String.fromCodePoint(table.lower + code - 97);
    return table.digit ? String.fromCodePoint(table.digit + code - 48) : ch;
  });
}

/** Turned look-alikes: Unicode's "turned" letters where they exist (ɐ ɔ ǝ ɟ ɥ ɯ ɹ ʇ ʌ ʍ ʎ ꞁ ∀ Ⅎ ⅁ ⅂ …), else the usual mirror pairs (b/q, d/p, n/u, M/W). */
const UPSIDE_DOWN: Record<string, string> = {
  a: 'ɐ',
  b: 'q',
  c: 'ɔ',
  d: 'p',
  e: 'ǝ',
  f: 'ɟ',
  g: 'ƃ',
  h: 'ɥ',
  i: 'ᴉ',
  j: 'ɾ',
  k: 'ʞ',
  l: 'ꞁ',
  m: 'ɯ',
  n: 'u',
  o: 'o',
  p: 'd',
  q: 'b',
  r: 'ɹ',
  s: 's',
  t: 'ʇ',
  u: 'n',
  v: 'ʌ',
  w: 'ʍ',
  x: 'x',
  y: 'ʎ',
  z: 'z',
  A: '∀',
  B: 'ꓭ',
  C: 'Ɔ',
  D: 'ꓷ',
  E: 'Ǝ',
  F: 'Ⅎ',
  G: '⅁',
  H: 'H',
  I: 'I',
  J: 'ꓩ',
  K: 'ꓘ',
  L: '⅂',
  M: 'W',
  N: 'N',
  O: 'O',
  P: 'Ԁ',
  Q: 'Ό',
  R: 'ꓤ',
  S: 'S',
  T: 'ꓕ',
  U: '∩',
  V: 'Λ',
  W: 'M',
  X: 'X',
  Y: '⅄',
  Z: 'Z',
  '0': '0',
  '1': 'Ɩ',
  '2': 'ᄅ',
  '3': 'Ɛ',
  '4': 'ㄣ',
  '5': 'ϛ',
  '6': '9',
  '7': 'ㄥ',
  '8': '8',
  '9': '6',
  '.': '˙',
  ',': "'",
  "'": ',',
  '"': '„',
  '!': '¡',
  '?': '¿',
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '&': '⅋',
  _: '‾',
  ';': '؛',
};

/** Every styled-letters row differs only in its `style`. */
const byStyle: Op = ({ input = '' }, _c, params) => {
  const out = styleText(input, params.style ?? '');
  return out === null ? fail('This tool is not set up correctly.') : ok(out);
};

/** Each tool's code, by its row's id (rows.ts). */
export const operations = textOperations({
  'bold-text-generator': byStyle,
  'italic-text-generator': byStyle,
  'bold-italic-text-generator': byStyle,
  'monospace-text-generator': byStyle,
  'cursive-text-generator': byStyle,
  'double-struck-text-generator': byStyle,
  'strikethrough-text-generator': byStyle,
  'underline-text-generator': byStyle,
  'wide-text-generator': byStyle,
  'upside-down-text': ({ input = '' }) =>
    ok(
      graphemes(input.replace(/\r\n?/g, '\n'))
        .reverse()
        .map((g) => UPSIDE_DOWN[g] ?? UPSIDE_DOWN[g.toLowerCase()] ?? g)
        .join(''),
    ),
});

export const run = textEngine(operations);
