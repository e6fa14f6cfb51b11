import { formatNumber } from '../../../format';
import type { Figure } from '../../../types';
import { isWellFormed, parseHex, uPlus, utf8Bytes } from '../bytes';
import { bytesOut, encodingEngine, fail, LONE_SURROGATE, ok, quote, withBytes } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

function codePoints(text: string): number[] {
  return Array.from(text, (ch) => ch.codePointAt(0)!);
}

/** Reads numbers separated by spaces or commas in the given radix, each a valid Unicode scalar. */
function readCodePoints(input: string, radix: 10 | 16): number[] | string {
  // Any mix of spaces, commas, semicolons, colons, bars and slashes separates codes (72, 101 : 108).
  const tokens = input.split(/[\s,;:|/]+/).filter((t) => t !== '');
  if (tokens.length === 0)
    return radix === 10
      ? 'Enter character codes separated by spaces, such as 72 105.'
      : 'Enter code points separated by spaces, such as U+0048 U+0069.';
  const out: number[] = [];
  for (const token of tokens) {
    const digits = radix === 16 ? token.replace(/^(?:U\+|0x|\\u|\\x|&#x)/i, '').replace(/;$/, '') : token;
    const valid = radix === 16 ? /^[0-9a-f]{1,6}$/i.test(digits) : /^\d{1,7}$/.test(digits);
    if (!valid)
      return radix === 10
        ? `${quote(token)} is not a character code. Enter whole numbers, such as 72 105.`
        : `${quote(token)} is not a code point. Write each one in hex, such as U+0048 or 48.`;
    const n = parseInt(digits, radix);
    if (n > 0x10ffff) return `${quote(token)} is beyond the last Unicode code point (U+10FFFF).`;
    if (n >= 0xd800 && n <= 0xdfff)
      return `${quote(token)} is a surrogate, half of a UTF-16 pair, not a character on its own.`;
    out.push(n);
  }
  return out;
}

function unicodeEscape(text: string, style: string, all: boolean): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const keep = !all && ((cp >= 0x20 && cp <= 0x7e) || ch === '\n' || ch === '\r' || ch === '\t');
    if (keep) out += ch;
    else if (style === 'es6') out += `\\u{${cp.toString(16)}}`;
    else if (style === 'python' && cp > 0xffff) out += `\\U${cp.toString(16).padStart(8, '0')}`;
    else for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return out;
}

function unicodeUnescape(text: string): string | null {
  // \\ is an escaped backslash (as in Java, JSON and Python's unicode_escape): \\u0041 is a
  // backslash followed by u0041, never A.
  const out = text.replace(
    /\\\\|\\u\{([0-9a-fA-F]{1,6})\}|\\U([0-9a-fA-F]{8})|\\u([0-9a-fA-F]{4})/g,
    (match, braces?: string, long?: string, short?: string) => {
      if (match === '\\\\') return '\\';
      if (short !== undefined) return String.fromCharCode(parseInt(short, 16));
      const cp = parseInt((braces ?? long)!, 16);
      return cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? match : String.fromCodePoint(cp);
    },
  );
  return isWellFormed(out) ? out : null;
}

function textHex(input: string, separator: string): string {
  const hex = Array.from(utf8Bytes(input), (b) => b.toString(16).padStart(2, '0'));
  if (separator === 'none') return hex.join('');
  if (separator === '0x') return hex.map((h) => `0x${h}`).join(' ');
  if (separator === '\\x') return hex.map((h) => `\\x${h}`).join('');
  return hex.join(' ');
}

function binaryToBytes(input: string): Uint8Array | string {
  const trimmed = input.trim();
  if (trimmed === '') return 'Enter binary, such as 01001000 01101001.';
  const bad = trimmed.match(/[^01\s,]/);
  if (bad) return `“${bad[0]}” is not a binary digit. Use 0 and 1, in groups of 8.`;
  const groups = trimmed.split(/[\s,]+/);
  if (groups.length > 1) {
    const long = groups.find((g) => g.length > 8);
    if (long) return `${quote(long)} has more than 8 bits: write one byte per group.`;
    return Uint8Array.from(groups, (g) => parseInt(g, 2));
  }
  const bits = groups[0]!;
  if (bits.length % 8 !== 0)
    return `The binary has ${bits.length} digits, which is not a whole number of bytes: use groups of 8 bits.`;
  return Uint8Array.from({ length: bits.length / 8 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2));
}

function shownChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x20 || cp === 0x7f) return JSON.stringify(ch).slice(1, -1);
  if (cp === 0x20) return '(space)';
  return ch;
}

function graphemeCount(text: string): number | null {
  const Segmenter = (
    Intl as unknown as {
      Segmenter?: new (
        locale?: string,
        options?: { granularity: string },
      ) => { segment(text: string): Iterable<unknown> };
    }
  ).Segmenter;
  if (!Segmenter) return null;
  let n = 0;
  for (const _ of new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) n++;
  return n;
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'text-to-hex': (input, values) =>
    input === ''
      ? fail('Enter some text, such as Hello.')
      : isWellFormed(input)
        ? ok(textHex(input, values.separator ?? 'space'))
        : fail(LONE_SURROGATE),
  'hex-to-text': (input, values) => withBytes(parseHex(input), (b) => bytesOut(b, values)),
  'text-to-binary': (input) =>
    input === ''
      ? fail('Enter some text, such as Hi.')
      : isWellFormed(input)
        ? ok(Array.from(utf8Bytes(input), (b) => b.toString(2).padStart(8, '0')).join(' '))
        : fail(LONE_SURROGATE),
  'binary-to-text': (input, values) => withBytes(binaryToBytes(input), (b) => bytesOut(b, values)),
  'text-to-ascii-codes': (input) =>
    input === '' ? fail('Enter some text, such as Hi.') : ok(codePoints(input).join(' ')),
  'ascii-codes-to-text': (input) => {
    const cps = readCodePoints(input, 10);
    return typeof cps === 'string' ? fail(cps) : ok(String.fromCodePoint(...cps));
  },
  'text-to-unicode': (input) =>
    input === '' ? fail('Enter some text, such as Hi.') : ok(codePoints(input).map(uPlus).join(' ')),
  'unicode-to-text': (input) => {
    const cps = readCodePoints(input, 16);
    return typeof cps === 'string' ? fail(cps) : ok(String.fromCodePoint(...cps));
  },
  'unicode-escape': (input, values) => ok(unicodeEscape(input, values.style ?? 'js', values.all === 'true')),
  'unicode-unescape': (input) => {
    const out = unicodeUnescape(input);
    return out === null
      ? fail(
          'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
        )
      : ok(out);
  },
  'utf8-byte-viewer': (input) => {
    if (input === '') return fail('Enter some text, such as café.');
    if (!isWellFormed(input)) return fail(LONE_SURROGATE);
    const chars = Array.from(input);
    if (chars.length > 10_000)
      return fail('That is a lot of text to list character by character: view up to 10,000 characters at a time.');
    const lines = chars.map(
      (ch) =>
        `${shownChar(ch)}  ${uPlus(ch.codePointAt(0)!)}  ${Array.from(utf8Bytes(ch), (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')}`,
    );
    return ok(lines.join('\n'), [
      { label: 'Characters', value: String(chars.length) },
      { label: 'UTF-8 bytes', value: String(utf8Bytes(input).length) },
    ]);
  },
  'byte-counter': (input) => {
    if (!isWellFormed(input)) return fail(LONE_SURROGATE);
    const bytes = utf8Bytes(input).length;
    const figures: Figure[] = [
      { label: 'UTF-8 bytes', value: String(bytes) },
      { label: 'UTF-16 bytes', value: String(input.length * 2) },
      { label: 'Code points', value: String(Array.from(input).length) },
      { label: 'UTF-16 code units (JavaScript length)', value: String(input.length) },
    ];
    const graphemes = graphemeCount(input);
    if (graphemes !== null) figures.push({ label: 'Characters as seen (graphemes)', value: String(graphemes) });
    figures.push({ label: 'Kilobytes (1000 bytes)', value: formatNumber(bytes / 1000) });
    return ok(`${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`, figures);
  },
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
