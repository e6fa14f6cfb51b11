import { base32, base58 } from '@scure/base';
import he from 'he';
import punycode from 'punycode/punycode.js';
import { formatNumber } from '../../format';
import type { Engine, Figure, ToolContext, ToolResult } from '../../types';
import {
  base64Decode,
  base64Encode,
  isWellFormed,
  parseHex,
  toHex,
  unsafeIntegers,
  uPlus,
  utf8Bytes,
  utf8Text,
} from './bytes';

/** Longest input the encoders take: far beyond anything pasted by hand, short enough to stay instant. */
const MAX_INPUT = 1_000_000;

type Values = Readonly<Record<string, string>>;
type Operation = (input: string, values: Values, context: ToolContext) => ToolResult;

/** A piece of the person's input, quoted in an error and cut short if long. */
const quote = (text: string): string => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

const ok = (text: string, figures?: readonly Figure[]): ToolResult =>
  figures ? { ok: true, text, figures } : { ok: true, text };
const fail = (error: string): ToolResult => ({ ok: false, error });

const NOT_UTF8 = 'The decoded bytes are not UTF-8 text. Choose the hex output to see them as bytes.';
const LONE_SURROGATE =
  'The text has a broken emoji or character (a lone surrogate), so it has no UTF-8 form. Check the text and try again.';

/** Decoded bytes as the person chose to see them: UTF-8 text (the default) or hex. */
function bytesOut(bytes: Uint8Array, values: Values): ToolResult {
  if (values.output === 'hex') return ok(toHex(bytes));
  const text = utf8Text(bytes);
  return text === null ? fail(NOT_UTF8) : ok(text);
}

/** The bytes an encoder reads: the text as UTF-8 (default), or hex when the person chose it. */
function bytesIn(input: string, values: Values, example: string): Uint8Array | string {
  if (values.inputType === 'hex') return parseHex(input);
  if (input === '') return `Enter some text, such as ${example}.`;
  if (!isWellFormed(input)) return LONE_SURROGATE;
  return utf8Bytes(input);
}

// ---------------------------------------------------------------------------------------------
// Base32 (RFC 4648 §6), Base58 (Bitcoin alphabet) and Ascii85 (Adobe/btoa)

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

// ---------------------------------------------------------------------------------------------
// Code points, escapes and entities

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

/** C-style escapes: backslash, quotes, the named control characters, \xHH for other controls. */
function backslashEscape(text: string): string {
  const named: Record<string, string> = {
    '\\': '\\\\',
    '"': '\\"',
    "'": "\\'",
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f',
    '\v': '\\v',
    '\0': '\\0',
  };
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the escaper's job
    /[\\"'\u0000-\u001f\u007f]/g,
    (ch) => named[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

function backslashUnescape(text: string): string | null {
  const simple: Record<string, string> = {
    n: '\n',
    r: '\r',
    t: '\t',
    b: '\b',
    f: '\f',
    v: '\v',
    a: '\x07',
    '\\': '\\',
    '"': '"',
    "'": "'",
    '/': '/',
  };
  const out = text.replace(
    // An octal escape is one to three octal digits, as in C, Python and JavaScript's legacy
    // strings: \0, \01, \012 and \12 are all octal; three digits stop at \377 (one byte).
    /\\(?:u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([0-3][0-7]{0,2}|[4-7][0-7]?)|([\s\S]))/g,
    (match, braces?: string, u4?: string, x2?: string, octal?: string, other?: string) => {
      if (braces !== undefined) {
        const cp = parseInt(braces, 16);
        return cp > 0x10ffff ? match : String.fromCodePoint(cp);
      }
      if (u4 !== undefined) return String.fromCharCode(parseInt(u4, 16));
      if (x2 !== undefined) return String.fromCharCode(parseInt(x2, 16));
      if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8));
      return simple[other!] ?? other!;
    },
  );
  return isWellFormed(out) ? out : null;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlUnescape(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (match, dec?: string, hex?: string, name?: string) => {
      if (name) return XML_ENTITIES[name]!;
      const cp = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16);
      return cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0 ? match : String.fromCodePoint(cp);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Internationalised domain names

/**
 * A domain name in its ASCII (xn--) form by UTS 46 processing, as browsers do it: the WHATWG URL
 * parser maps fullwidth letters, case, ideographic full stops and so on before Punycode, so
 * ｅｘａｍｐｌｅ.com becomes example.com. Null when the name cannot be a domain (UTS 46 or the URL
 * parser refuses it). A name the URL parser would read as an IPv4 address (one ending in a
 * number, such as 1.2) is not rewritten as one: it is only lower-cased and Punycode-encoded.
 */
function idnaToAscii(host: string): string | null {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  if (!/^[\d.]+$/.test(hostname)) return hostname;
  try {
    return punycode.toASCII(host.normalize('NFC').toLowerCase());
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Quoted-printable (RFC 2045 §6.7)

export function quotedPrintableEncode(text: string): string {
  const lines = text.split(/\r?\n/);
  return lines
    .map((line) => {
      const bytes = utf8Bytes(line);
      const tokens: string[] = [];
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1;
        if ((byte === 0x20 || byte === 0x09) && last)
          tokens.push(`=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
        else if ((byte >= 33 && byte <= 126 && byte !== 61) || byte === 0x20 || byte === 0x09)
          tokens.push(String.fromCharCode(byte));
        else tokens.push(`=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
      });
      // Soft line breaks keep every encoded line to 76 characters, the "=" included, and never split an =XX.
      const out: string[] = [];
      let current = '';
      tokens.forEach((token, i) => {
        const isLast = i === tokens.length - 1;
        const limit = isLast ? 76 : 75;
        if (current.length + token.length > limit) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      });
      out.push(current);
      return out.join('\n');
    })
    .join('\n');
}

function quotedPrintableDecode(text: string, charset: string): string | null {
  const joined = text.replace(/\r\n/g, '\n').replace(/=[ \t]*\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = ch.charCodeAt(0);
      if (code < 0x80) bytes.push(code);
      else bytes.push(...utf8Bytes(ch));
    }
  }
  try {
    return new TextDecoder(charset, { fatal: true, ignoreBOM: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// JWT (RFC 7519): decoded, never verified

function utcStamp(seconds: number): string {
  const date = new Date(seconds * 1000);
  return Number.isFinite(date.getTime())
    ? `${date
        .toISOString()
        .replace('T', ' ')
        .replace(/\.000Z$|Z$/, '')} UTC`
    : String(seconds);
}

function decodeJwt(input: string, context: ToolContext): ToolResult {
  const token = input.trim().replace(/^Bearer\s+/i, '');
  if (token === '') return fail('Paste a JSON Web Token: three parts separated by dots, starting with eyJ.');
  const parts = token.split('.');
  if (parts.length === 5)
    return fail('This is an encrypted token (JWE, five parts): its payload cannot be read without the key.');
  if (parts.length !== 3)
    return fail(
      'A JSON Web Token has three parts separated by dots (header.payload.signature). Check that it was copied whole.',
    );
  const decodePart = (part: string, name: string): { value: Record<string, unknown>; text: string } | string => {
    if (!/^[A-Za-z0-9_-]+$/.test(part)) return `The ${name} is not Base64URL: check that the token was copied whole.`;
    const bytes = base64Decode(part);
    if (typeof bytes === 'string') return `The ${name} is not valid Base64URL: check that the token was copied whole.`;
    const text = utf8Text(bytes);
    if (text === null) return `The ${name} is not UTF-8 text, so this is not a JSON Web Token.`;
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return `The ${name} is not a JSON object, so this is not a JSON Web Token.`;
      return { value: value as Record<string, unknown>, text };
    } catch {
      return `The ${name} is not JSON, so this is not a JSON Web Token.`;
    }
  };
  const headerPart = decodePart(parts[0]!, 'header');
  if (typeof headerPart === 'string') return fail(headerPart);
  const payloadPart = decodePart(parts[1]!, 'payload');
  if (typeof payloadPart === 'string') return fail(payloadPart);
  const header = headerPart.value;
  const payload = payloadPart.value;
  const figures: Figure[] = [];
  if (typeof header.alg === 'string') figures.push({ label: 'Algorithm', value: header.alg });
  if (typeof header.typ === 'string') figures.push({ label: 'Type', value: header.typ });
  for (const [claim, label] of [
    ['iss', 'Issuer'],
    ['sub', 'Subject'],
    ['aud', 'Audience'],
  ] as const) {
    const value = payload[claim];
    if (typeof value === 'string') figures.push({ label, value });
    else if (Array.isArray(value)) figures.push({ label, value: value.map(String).join(', ') });
  }
  const now = context.now() / 1000;
  for (const [claim, label] of [
    ['iat', 'Issued at'],
    ['nbf', 'Not before'],
    ['exp', 'Expires'],
  ] as const) {
    const value = payload[claim];
    if (typeof value === 'number') figures.push({ label, value: utcStamp(value) });
  }
  const exp = payload.exp;
  if (typeof exp === 'number') figures.push({ label: 'Expiry', value: exp <= now ? 'Expired' : 'Not expired yet' });
  else figures.push({ label: 'Expiry', value: 'No expiry (exp) claim' });
  // RFC 7519 §4.1.5: before its nbf time the token must not be accepted, expired or not.
  const nbf = payload.nbf;
  if (typeof nbf === 'number' && nbf > now)
    figures.push({ label: 'Validity', value: 'Not valid yet: its nbf (not before) time is in the future' });
  figures.push({
    label: 'Signature',
    value: parts[2] === '' ? 'None (unsecured token)' : 'Not verified: decoding does not check it',
  });
  // Re-serialising would round integers past 2^53 (12345678901234567890 would read
  // 12345678901234567000), so a part holding one is shown exactly as the token has it.
  const shown = (part: { value: Record<string, unknown>; text: string }, name: string) => {
    const unsafe = unsafeIntegers(part.text);
    if (unsafe.length === 0) return JSON.stringify(part.value, null, 2);
    figures.push({
      label: 'Note',
      value: `The ${name} has numbers too large for JavaScript to hold exactly (${unsafe.slice(0, 3).join(', ')}), so it is shown as written in the token`,
    });
    return part.text;
  };
  return ok(`Header\n${shown(headerPart, 'header')}\n\nPayload\n${shown(payloadPart, 'payload')}`, figures);
}

// ---------------------------------------------------------------------------------------------
// Morse code (ITU-R M.1677-1, plus the common non-ITU signs ! ; _ $ &)

export const MORSE: Readonly<Record<string, string>> = {
  A: '.-',
  B: '-...',
  C: '-.-.',
  D: '-..',
  E: '.',
  F: '..-.',
  G: '--.',
  H: '....',
  I: '..',
  J: '.---',
  K: '-.-',
  L: '.-..',
  M: '--',
  N: '-.',
  O: '---',
  P: '.--.',
  Q: '--.-',
  R: '.-.',
  S: '...',
  T: '-',
  U: '..-',
  V: '...-',
  W: '.--',
  X: '-..-',
  Y: '-.--',
  Z: '--..',
  '0': '-----',
  '1': '.----',
  '2': '..---',
  '3': '...--',
  '4': '....-',
  '5': '.....',
  '6': '-....',
  '7': '--...',
  '8': '---..',
  '9': '----.',
  '.': '.-.-.-',
  ',': '--..--',
  '?': '..--..',
  "'": '.----.',
  '!': '-.-.--',
  '/': '-..-.',
  '(': '-.--.',
  ')': '-.--.-',
  '&': '.-...',
  ':': '---...',
  ';': '-.-.-.',
  '=': '-...-',
  '+': '.-.-.',
  '-': '-....-',
  _: '..--.-',
  '"': '.-..-.',
  $: '...-..-',
  '@': '.--.-.',
};
const FROM_MORSE = new Map(Object.entries(MORSE).map(([ch, code]) => [code, ch]));

function toMorse(text: string): ToolResult {
  const words = text
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return fail('Enter some text to translate, such as SOS.');
  const unknown = new Set<string>();
  const out = words.map((word) =>
    Array.from(word, (ch) => {
      const code = MORSE[ch];
      if (code === undefined) unknown.add(ch);
      return code;
    }).join(' '),
  );
  if (unknown.size > 0)
    return fail(
      `Morse code has no sign for ${[...unknown]
        .slice(0, 5)
        .map((c) => `“${c}”`)
        .join(', ')}. Use letters, digits and common punctuation.`,
    );
  return ok(out.join(' / '));
}

function fromMorse(text: string): ToolResult {
  const normalised = text
    .replace(/[·•∙]/g, '.')
    .replace(/[_−–—]/g, '-')
    .trim();
  if (normalised === '') return fail('Enter Morse code with dots and dashes, such as ... --- ...');
  const bad = normalised.match(/[^.\-\s/|]/);
  if (bad)
    return fail(`“${bad[0]}” is not Morse code. Use dots and dashes, a space between letters and / between words.`);
  const words = normalised.split(/\s*[/|]\s*|\s{3,}/).filter((w) => w.trim() !== '');
  const unknown: string[] = [];
  const out = words.map((word) =>
    word
      .trim()
      .split(/\s+/)
      .map((code) => {
        const ch = FROM_MORSE.get(code);
        if (ch === undefined) unknown.push(code);
        return ch ?? '';
      })
      .join(''),
  );
  if (unknown.length > 0)
    return fail(`${quote(unknown[0]!)} is not a Morse letter. Put a space between letters and / between words.`);
  return ok(out.join(' '));
}

// ---------------------------------------------------------------------------------------------
// Classical ciphers and spelling alphabets

function shiftLetters(text: string, shift: number): string {
  const k = ((shift % 26) + 26) % 26;
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + k) % 26) + base);
  });
}

function rot47(text: string): string {
  return text.replace(/[!-~]/g, (ch) => String.fromCharCode(33 + ((ch.charCodeAt(0) - 33 + 47) % 94)));
}

function atbash(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + 25 - (ch.charCodeAt(0) - base));
  });
}

function vigenere(text: string, key: string, decode: boolean): string {
  const shifts = Array.from(key.toUpperCase().replace(/[^A-Z]/g, ''), (ch) => ch.charCodeAt(0) - 65);
  let i = 0;
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    const shift = shifts[i++ % shifts.length]!;
    return String.fromCharCode(((ch.charCodeAt(0) - base + (decode ? 26 - shift : shift)) % 26) + base);
  });
}

/** The ICAO/NATO spelling alphabet, with its official spellings Alfa and Juliett. */
export const NATO: Readonly<Record<string, string>> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliett',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
  '0': 'Zero',
  '1': 'One',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '-': 'Dash',
  '.': 'Stop',
};

function spellWords(text: string, spell: (ch: string) => string | undefined): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word, (ch) => spell(ch) ?? ch).join(' '))
    .join(' / ');
}

function numbersToLetters(input: string): ToolResult {
  const words = input
    .trim()
    .split(/\s*\/\s*|\s{2,}|\n+/)
    .filter((w) => w !== '');
  if (words.length === 0) return fail('Enter numbers from 1 to 26, such as 8 5 12 12 15.');
  const out: string[] = [];
  for (const word of words) {
    let letters = '';
    for (const token of word.split(/[\s,.-]+/).filter((t) => t !== '')) {
      if (!/^\d{1,2}$/.test(token) || Number(token) < 1 || Number(token) > 26)
        return fail(`${quote(token)} is not a letter number. Use 1 to 26 (A = 1, Z = 26).`);
      letters += String.fromCharCode(64 + Number(token));
    }
    out.push(letters);
  }
  return ok(out.join(' '));
}

// ---------------------------------------------------------------------------------------------

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

/**
 * The Base64 of a data URL (`data:image/png;base64,iVBOR…`): what follows the comma. Other text
 * is given back as it is.
 */
function dataUrlBody(input: string): string {
  const match = /^\s*data:[^,]{0,200};base64,/i.exec(input);
  return match ? input.slice(match[0].length) : input;
}

/**
 * JavaScript's old escape() wrote UTF-16 code units as %uXXXX (%u00E9, %uD83D%uDE00): each run of
 * them is turned into the UTF-8 percent-encoding decodeURIComponent reads. Half a surrogate pair
 * cannot be encoded, so encodeURIComponent throws and the caller says what is wrong.
 */
function percentU(input: string): string {
  return input.replace(/(?:%u[0-9A-Fa-f]{4})+/g, (run) =>
    encodeURIComponent(
      String.fromCharCode(
        ...run
          .split('%u')
          .slice(1)
          .map((hex) => parseInt(hex, 16)),
      ),
    ),
  );
}

function withBytes(result: Uint8Array | string, then: (bytes: Uint8Array) => ToolResult): ToolResult {
  return typeof result === 'string' ? fail(result) : then(result);
}

const OPERATIONS: Record<string, Operation> = {
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

  'url-encode': (input) => (isWellFormed(input) ? ok(encodeURIComponent(input)) : fail(LONE_SURROGATE)),
  'url-decode': (input) => {
    try {
      return ok(decodeURIComponent(percentU(input.replace(/\+/g, ' '))));
    } catch {
      return fail(
        'This is not valid percent-encoding: every % must be followed by two hex digits that spell UTF-8, such as %20 or %C3%A9, or by u and four hex digits, such as %u00E9.',
      );
    }
  },
  'html-entity-encoder': (input, values) => {
    const mode = values.mode;
    if (mode === 'named') return ok(he.encode(input, { useNamedReferences: true }));
    if (mode === 'numeric') return ok(he.encode(input, { decimal: true }));
    return ok(he.escape(input));
  },
  'html-entity-decoder': (input) => ok(he.decode(input)),
  'xml-escape': (input) =>
    ok(
      input.replace(
        /[&<>"']/g,
        (ch) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as Record<string, string>)[ch]!};`,
      ),
    ),
  'xml-unescape': (input) => ok(xmlUnescape(input)),

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

  'punycode-encode': (input) => {
    const domain = input.trim();
    if (domain === '') return fail('Enter a domain name, such as münchen.de.');
    if (/[\s/\\:?#%]/.test(domain))
      return fail('Enter a domain name only, such as münchen.de, without spaces, https:// or a path.');
    if (!isWellFormed(domain)) return fail(LONE_SURROGATE);
    // An e-mail address keeps its local part; only the domain is converted.
    const at = domain.lastIndexOf('@');
    const local = domain
      .slice(0, at + 1)
      .normalize('NFC')
      .toLowerCase();
    const ascii = idnaToAscii(domain.slice(at + 1));
    if (ascii === null)
      return fail(
        'This domain name has a character that domain names cannot use (IDNA, UTS 46), such as a symbol, or an xn-- label that is not valid Punycode. Check it and try again.',
      );
    const long = ascii.split('.').find((label) => label.length > 63);
    if (long) return fail(`The label ${quote(long)} is longer than the 63 characters a domain name allows.`);
    return ok(local + ascii);
  },
  'punycode-decode': (input) => {
    const domain = input.trim();
    if (domain === '') return fail('Enter a Punycode domain, such as xn--mnchen-3ya.de.');
    try {
      return ok(punycode.toUnicode(domain.toLowerCase()));
    } catch {
      return fail('This is not valid Punycode: check the part after xn-- and try again.');
    }
  },
  'quoted-printable-encode': (input) =>
    input === ''
      ? fail('Enter some text, such as Café.')
      : isWellFormed(input)
        ? ok(quotedPrintableEncode(input))
        : fail(LONE_SURROGATE),
  'quoted-printable-decode': (input, values) => {
    if (input.trim() === '') return fail('Enter quoted-printable text, such as Caf=C3=A9.');
    const charset = values.charset ?? 'utf-8';
    if (charset !== 'utf-8' && charset !== 'windows-1252')
      return fail('Choose the character set: UTF-8 or Latin-1 (Windows-1252).');
    const out = quotedPrintableDecode(input, charset);
    return out === null
      ? fail(`The decoded bytes are not valid ${charset === 'utf-8' ? 'UTF-8' : charset}. Try another character set.`)
      : ok(out);
  },
  'jwt-decoder': (input, _values, context) => decodeJwt(input, context),

  'json-escape': (input) => ok(JSON.stringify(input).slice(1, -1)),
  'json-unescape': (input) => {
    const body = /^".*"$/s.test(input) && input.length >= 2 ? input.slice(1, -1) : input;
    const literal = `"${body.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
    try {
      const out = JSON.parse(literal) as string;
      // JSON.parse accepts a lone \ud83d; like the other unescapers, refuse half a pair.
      return isWellFormed(out)
        ? ok(out)
        : fail(
            'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
          );
    } catch {
      if (/(^|[^\\])(\\\\)*"/.test(body))
        return fail('The text has a " that is not escaped: inside a JSON string every quote is written \\".');
      return fail('The text has an escape JSON does not know. JSON uses \\n, \\t, \\", \\\\, \\/ and \\uXXXX.');
    }
  },
  'backslash-escape': (input) => ok(backslashEscape(input)),
  'backslash-unescape': (input) => {
    const out = backslashUnescape(input);
    return out === null
      ? fail(
          'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
        )
      : ok(out);
  },

  'morse-code-translator': (input) => toMorse(input),
  'morse-code-to-text': (input) => fromMorse(input),
  rot13: (input) => ok(shiftLetters(input, 13)),
  rot47: (input) => ok(rot47(input)),
  'caesar-cipher': (input, values) => {
    const raw = (values.shift ?? '').trim();
    if (!/^[+-]?\d{1,6}$/.test(raw)) return fail('Enter the shift as a whole number, such as 3.');
    const shift = Number(raw);
    return ok(shiftLetters(input, values.mode === 'decode' ? -shift : shift));
  },
  'caesar-cipher-decoder': (input) => {
    if (!/[A-Za-z]/.test(input)) return fail('Enter text with letters, such as Khoor, Zruog!');
    if (input.length > 20_000) return fail('That is long for a Caesar cipher: try up to 20,000 characters.');
    return ok(Array.from({ length: 25 }, (_, i) => `Shift ${i + 1}: ${shiftLetters(input, -(i + 1))}`).join('\n'));
  },
  'atbash-cipher': (input) => ok(atbash(input)),
  'vigenere-cipher': (input, values) => {
    const key = values.key ?? '';
    if (!/[A-Za-z]/.test(key)) return fail('Enter a key word made of letters, such as LEMON.');
    // A digit or accent has no place in the alphabet: refused rather than silently skipped.
    const stray = [...new Set(key.replace(/[A-Za-z ]/g, ''))];
    if (stray.length > 0)
      return fail(
        `A Vigenère key is letters A–Z only (spaces are skipped); take out ${stray.map((ch) => `“${ch}”`).join(' ')}, or spell numbers as words.`,
      );
    return ok(vigenere(input, key, values.mode === 'decode'));
  },
  'nato-phonetic-alphabet': (input) =>
    input.trim() === ''
      ? fail('Enter a word or a code to spell, such as Perch.')
      : ok(spellWords(input, (ch) => NATO[ch.toUpperCase()])),
  'letters-to-numbers': (input) => {
    if (!/[A-Za-z]/.test(input)) return fail('Enter text with letters, such as Hello.');
    const words = input
      .split(/\s+/)
      .map((word) =>
        Array.from(word.toUpperCase().replace(/[^A-Z]/g, ''), (ch) => String(ch.charCodeAt(0) - 64)).join(' '),
      )
      .filter((w) => w !== '');
    return ok(words.join(' / '));
  },
  'numbers-to-letters': (input) => numbersToLetters(input),
};

export const run: Engine = (tool, values, context): ToolResult => {
  const operation = OPERATIONS[tool.params.operation ?? ''];
  if (!operation) return fail('This tool is not set up correctly.');
  const input = values.input ?? '';
  if (input.length > MAX_INPUT) return fail('That input is too long: up to 1,000,000 characters at a time.');
  return operation(input, values, context);
};

/** The operations this engine handles, by the name its rows give in `params.operation` (checked by families/registry.test.ts). */
export const operations: Readonly<Record<string, unknown>> = OPERATIONS;
