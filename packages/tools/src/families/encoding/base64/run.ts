/** encoding, Base64, Base64URL, Base32, Base58 and Ascii85: the code of the rows in rows.ts beside it. */
import { base32, base58 } from '@scure/base';
import { base64Decode, base64Encode, parseHex, toHex } from '../bytes';
import { bytesIn, bytesOut, encodingEngine, fail, ok, withBytes } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

function base32Decode(input: string): Uint8Array | string {
  const cleaned = input.replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
  if (cleaned === '') return 'Enter Base32 text, such as MZXW6YTBOI======.';
  const bad = cleaned.match(/[^A-Z2-7]/);
  if (bad) return `“${bad[0]}” is not a Base32 character. Base32 uses A–Z and 2–7, with = at the end.`;
  if (![0, 2, 4, 5, 7].includes(cleaned.length % 8))
    return 'This Base32 has a length no encoder produces: check that it was copied whole.';
  // Read the bits directly (like Base64 above), so non-zero trailing bits are tolerated as decoders do.
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const out = new Uint8Array(Math.floor((cleaned.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const ch of cleaned) {
    value = ((value << 5) | ALPHABET.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

function base58Decode(input: string): Uint8Array | string {
  const cleaned = input.replace(/\s+/g, '');
  if (cleaned === '') return 'Enter Base58 text, such as 2NEpo7TZRRrLZSi2U.';
  const bad = cleaned.match(/[^1-9A-HJ-NP-Za-km-z]/);
  if (bad) return `“${bad[0]}” is not a Base58 character. Base58 leaves out 0, O, I and l so they cannot be confused.`;
  if (cleaned.length > 10_000) return 'That Base58 is too long: up to 10,000 characters.';
  try {
    return base58.decode(cleaned);
  } catch {
    return 'This is not valid Base58. Check that it was copied whole.';
  }
}

export function ascii85Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = bytes.subarray(i, i + 4);
    const n = chunk.length;
    let value = 0;
    for (let j = 0; j < 4; j++) value = value * 256 + (chunk[j] ?? 0);
    if (n === 4 && value === 0) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let j = 0; j < 5; j++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return out;
}

export function ascii85Decode(input: string): Uint8Array | string {
  let s = input.replace(/\s+/g, '');
  if (s.startsWith('<~')) s = s.slice(2);
  if (s.endsWith('~>')) s = s.slice(0, -2);
  if (s === '') return 'Enter Ascii85 text, such as 87cURD]i,"Ebo80.';
  const out: number[] = [];
  let group: number[] = [];
  for (const ch of s) {
    if (ch === 'z') {
      if (group.length > 0) return 'A “z” can only stand between groups of five characters: check the Ascii85.';
      out.push(0, 0, 0, 0);
      continue;
    }
    const code = ch.charCodeAt(0);
    if (code < 33 || code > 117)
      return `“${ch}” is not an Ascii85 character. Ascii85 uses the characters from ! to u, and z.`;
    group.push(code - 33);
    if (group.length === 5) {
      const value = group.reduce((acc, d) => acc * 85 + d, 0);
      if (value > 0xffffffff) return 'A group of five characters is too large for Ascii85: check the text.';
      out.push((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
      group = [];
    }
  }
  if (group.length === 1)
    return 'The Ascii85 ends with a single character, which no encoder produces: check that it was copied whole.';
  if (group.length > 1) {
    const n = group.length;
    while (group.length < 5) group.push(84);
    const value = group.reduce((acc, d) => acc * 85 + d, 0);
    if (value > 0xffffffff) return 'The last group is too large for Ascii85: check the text.';
    out.push(...[(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].slice(0, n - 1));
  }
  return Uint8Array.from(out);
}

/**
 * The Base64 of a data URL (`data:image/png;base64,iVBOR…`): what follows the comma. Other text
 * is given back as it is.
 */
function dataUrlBody(input: string): string {
  const match = /^\s*data:[^,]{0,200};base64,/i.exec(input);
  return match ? input.slice(match[0].length) : input;
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'base64-encode': (input, values) => withBytes(bytesIn(input, values, 'Hello'), (b) => ok(base64Encode(b))),
  'base64-decode': (input, values) => withBytes(base64Decode(dataUrlBody(input)), (b) => bytesOut(b, values)),
  'base64url-encode': (input, values) => withBytes(bytesIn(input, values, 'Hello'), (b) => ok(base64Encode(b, true))),
  'base64url-decode': (input, values) => withBytes(base64Decode(dataUrlBody(input)), (b) => bytesOut(b, values)),
  'hex-to-base64': (input) => withBytes(parseHex(input), (b) => ok(base64Encode(b))),
  'base64-to-hex': (input) => withBytes(base64Decode(dataUrlBody(input)), (b) => ok(toHex(b))),
  'base32-encode': (input, values) => withBytes(bytesIn(input, values, 'foobar'), (b) => ok(base32.encode(b))),
  'base32-decode': (input, values) => withBytes(base32Decode(input), (b) => bytesOut(b, values)),
  'base58-encode': (input, values) =>
    withBytes(bytesIn(input, values, 'Hello World!'), (b) =>
      b.length > 5000
        ? fail('Base58 is slow for long input: encode up to 5,000 bytes at a time.')
        : ok(base58.encode(b)),
    ),
  'base58-decode': (input, values) => withBytes(base58Decode(input), (b) => bytesOut(b, values)),
  'ascii85-encode': (input, values) =>
    withBytes(bytesIn(input, values, 'Hello'), (b) => {
      const body = ascii85Encode(b);
      return ok(values.delimiters === 'true' ? `<~${body}~>` : body);
    }),
  'ascii85-decode': (input, values) => withBytes(ascii85Decode(input), (b) => bytesOut(b, values)),
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
