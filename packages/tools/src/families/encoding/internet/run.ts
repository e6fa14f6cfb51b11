import punycode from 'punycode/punycode.js';
import type { Figure, ToolContext, ToolResult } from '../../../types';
import { base64Decode, isWellFormed, unsafeIntegers, utf8Bytes, utf8Text } from '../bytes';
import { encodingEngine, fail, LONE_SURROGATE, ok, quote } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
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
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
