/**
 * Bytes and text, shared by the encoding, hashing and web-developer engines: UTF-8 both ways
 * (strict, so broken bytes are reported rather than turned into �), hex and a forgiving Base64
 * reader. Pure functions; none of them throws.
 */

const encoder = new TextEncoder();

export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The text the bytes spell in UTF-8, or null when they are not valid UTF-8. A BOM is kept. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/**
 * Reads hex bytes as people paste them: spaces, colons, commas, dashes, `0x` and `\x` prefixes
 * are allowed between bytes. Returns the bytes or a sentence saying what is wrong.
 */
export function parseHex(text: string): Uint8Array | string {
  const cleaned = text.replace(/0x|\\x/gi, '').replace(/[\s:,-]/g, '');
  if (cleaned === '') return 'Enter hexadecimal bytes, such as 48 65 6c 6c 6f.';
  const bad = cleaned.match(/[^0-9a-f]/i);
  if (bad) return `“${bad[0]}” is not a hexadecimal digit. Use 0–9 and a–f.`;
  if (cleaned.length % 2 !== 0)
    return 'Hexadecimal bytes come in pairs of digits: the input has an odd number of digits.';
  const bytes = new Uint8Array(cleaned.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(cleaned.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** RFC 4648 Base64 (`+/`, padded), or Base64URL (`-_`, unpadded) when `url` is set. */
export function base64Encode(bytes: Uint8Array, url = false): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : B64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : B64[n & 63]!;
  }
  return url ? out.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : out;
}

/**
 * Reads Base64 the way browsers' atob does, and a little more: whitespace is ignored, padding is
 * optional, and the URL-safe alphabet (`-_`) is accepted as well as `+/`.
 */
export function base64Decode(text: string): Uint8Array | string {
  const cleaned = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (cleaned === '') return 'Enter Base64 text, such as SGVsbG8=.';
  const body = cleaned.replace(/={1,2}$/, '');
  const bad = body.match(/[^A-Za-z0-9+/]/);
  if (bad)
    return `“${bad[0]}” is not a Base64 character. Base64 uses A–Z, a–z, 0–9, + and / (or - and _), with = at the end.`;
  if (body.length % 4 === 1)
    return 'This Base64 is one character too long or too short: check that it was copied whole.';
  if (cleaned.length !== body.length && cleaned.length % 4 !== 0)
    return 'The = padding at the end does not fit the length: check that the Base64 was copied whole.';
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const ch of body) {
    value = (value << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** A code point written the Unicode way: U+ and at least four upper-case hex digits. */
export function uPlus(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Whether a string has no lone surrogates (so it can be encoded as UTF-8 without loss). */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * The integers in JSON text that JavaScript numbers cannot hold exactly (beyond ±2^53 − 1), as
 * written. JSON.parse would silently round them (12345678901234567890 becomes
 * 12345678901234567000), so tools that re-serialise JSON check for them first. Strings are
 * skipped; a single linear pass, and nothing is thrown for text that is not JSON.
 */
export function unsafeIntegers(json: string): string[] {
  const found: string[] = [];
  const number = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  let i = 0;
  while (i < json.length) {
    const ch = json[i]!;
    if (ch === '"') {
      i++;
      while (i < json.length && json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      number.lastIndex = i;
      const m = number.exec(json);
      if (!m) {
        i++;
        continue;
      }
      const token = m[0];
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) found.push(token);
      i += token.length;
    } else i++;
  }
  return found;
}
