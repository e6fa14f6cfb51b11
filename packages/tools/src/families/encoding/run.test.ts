import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext } from '../../run';
import type { ToolResult } from '../../types';
import { loadEngine } from '../engines';
import { ascii85Decode, ascii85Encode } from './base64/run';
import { base64Decode, base64Encode, toHex, utf8Bytes, utf8Text } from './bytes';
import { quotedPrintableEncode } from './internet/run';

const use = async (id: string, values: Record<string, string>): Promise<ToolResult> => {
  const tool = findTool(id)!;
  const defaults = Object.fromEntries(tool.fields.map((f) => [f.name, f.default ?? '']));
  return (await loadEngine(tool))(tool, { ...defaults, ...values, ...tool.params }, fixedContext());
};
const text = async (id: string, input: string, more: Record<string, string> = {}) => {
  const result = await use(id, { input, ...more });
  if (!result.ok) throw new Error(`${id}: ${result.error}`);
  return result.text;
};
const error = async (id: string, input: string, more: Record<string, string> = {}) => {
  const result = await use(id, { input, ...more });
  return result.ok ? `(no error: ${result.text})` : result.error;
};

describe('Base64 and Base32 (RFC 4648 §10 test vectors)', () => {
  const vectors: [string, string, string][] = [
    ['', '', ''],
    ['f', 'Zg==', 'MY======'],
    ['fo', 'Zm8=', 'MZXQ===='],
    ['foo', 'Zm9v', 'MZXW6==='],
    ['foob', 'Zm9vYg==', 'MZXW6YQ='],
    ['fooba', 'Zm9vYmE=', 'MZXW6YTB'],
    ['foobar', 'Zm9vYmFy', 'MZXW6YTBOI======'],
  ];
  it.each(vectors)('%j', async (plain, b64, b32) => {
    expect(base64Encode(utf8Bytes(plain))).toBe(b64);
    if (plain === '') return;
    expect(await text('base64-encode', plain)).toBe(b64);
    expect(await text('base64-decode', b64)).toBe(plain);
    expect(await text('base32-encode', plain)).toBe(b32);
    expect(await text('base32-decode', b32)).toBe(plain);
    expect(await text('base32-decode', b32.toLowerCase().replace(/=/g, ''))).toBe(plain);
  });

  it('reads Base64 forgivingly: whitespace, missing padding, the URL-safe alphabet', async () => {
    expect(await text('base64-decode', 'Zm9v\nYmE')).toBe('fooba');
    expect(await text('base64-decode', '-_8', { output: 'hex' })).toBe('fbff');
    expect(await text('base64url-encode', 'fb ff', { inputType: 'hex' })).toBe('-_8');
    // Non-zero trailing bits, as atob accepts them.
    expect(base64Decode('QR==')).toEqual(Uint8Array.of(0x41));
  });

  it('refuses broken Base64 with a sentence', async () => {
    expect(await error('base64-decode', 'abc$')).toBe(
      '“$” is not a Base64 character. Base64 uses A–Z, a–z, 0–9, + and / (or - and _), with = at the end.',
    );
    expect(await error('base64-decode', 'abcde')).toMatch(/one character too long or too short/);
    expect(await error('base64-decode', '/w==')).toBe(
      'The decoded bytes are not UTF-8 text. Choose the hex output to see them as bytes.',
    );
    expect(await text('base64-decode', '/w==', { output: 'hex' })).toBe('ff');
    expect(await error('base32-decode', 'MZXW1')).toMatch(/“1” is not a Base32 character/);
    expect(await error('base32-decode', 'MZXW6Y')).toMatch(/length no encoder produces/);
  });

  it('round-trips every byte value through Base64 and hex', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64Decode(base64Encode(all))).toEqual(all);
    expect(base64Decode(base64Encode(all, true))).toEqual(all);
    expect(toHex(all).length).toBe(512);
  });
});

describe('Base58 (draft-msporny-base58 test vectors) and Ascii85', () => {
  it('encodes and decodes the draft vectors', async () => {
    expect(await text('base58-encode', 'Hello World!')).toBe('2NEpo7TZRRrLZSi2U');
    expect(await text('base58-encode', 'The quick brown fox jumps over the lazy dog.')).toBe(
      'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z',
    );
    expect(await text('base58-encode', '0000287fb4cd', { inputType: 'hex' })).toBe('11233QC4');
    expect(await text('base58-decode', 'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z')).toBe(
      'The quick brown fox jumps over the lazy dog.',
    );
    expect(await error('base58-decode', '0OIl')).toMatch(/“0” is not a Base58 character/);
  });

  it('matches the Ascii85 example on Wikipedia (Hobbes), with z for zero groups', () => {
    const hobbes =
      'Man is distinguished, not only by his reason, but by this singular passion from other animals, which is a lust of the mind, that by a perseverance of delight in the continued and indefatigable generation of knowledge, exceeds the short vehemence of any carnal pleasure.';
    const encoded = ascii85Encode(utf8Bytes(hobbes));
    expect(encoded.startsWith('9jqo^BlbD-BleB1DJ+*+F(f,q/0JhKF<GL>Cj@.4Gp$d7F!,L7@<6@)/0JDEF<G%<+EV:2F!,')).toBe(true);
    expect(encoded.endsWith('+Cei#DII?(E,9)oF*2M7/c')).toBe(true);
    expect(utf8Text(ascii85Decode(`<~${encoded}~>`) as Uint8Array)).toBe(hobbes);
    expect(ascii85Encode(Uint8Array.of(0, 0, 0, 0, 97, 98, 99, 0, 0, 0, 0))).toBe('z@:E^H!!!!');
    expect(ascii85Decode('z@:E^H!!!!')).toEqual(Uint8Array.of(0, 0, 0, 0, 97, 98, 99, 0, 0, 0, 0));
    expect(ascii85Decode('9jqo^v')).toBe(
      '“v” is not an Ascii85 character. Ascii85 uses the characters from ! to u, and z.',
    );
    expect(ascii85Decode('s8W-!')).toEqual(Uint8Array.of(0xff, 0xff, 0xff, 0xff));
    expect(ascii85Decode('uuuuu')).toMatch(/too large/);
  });
});

describe('URL, HTML and XML escapes', () => {
  it('percent-encodes like encodeURIComponent and decodes + as a space', async () => {
    expect(await text('url-encode', "a b&c/d?e=f#g!'()*~")).toBe("a%20b%26c%2Fd%3Fe%3Df%23g!'()*~");
    expect(await text('url-encode', '🐦')).toBe('%F0%9F%90%A6');
    expect(await text('url-decode', '%F0%9F%90%A6+ok')).toBe('🐦 ok');
    expect(await error('url-decode', '%E0%A4%A')).toMatch(/^This is not valid percent-encoding/);
    expect(await error('url-encode', '\uD800')).toMatch(/lone surrogate/);
  });

  it('escapes and decodes HTML entities as browsers do', async () => {
    expect(await text('html-entity-encoder', `<p class="x">Tom's & Jerry's</p>`)).toBe(
      '&lt;p class=&quot;x&quot;&gt;Tom&#x27;s &amp; Jerry&#x27;s&lt;/p&gt;',
    );
    expect(await text('html-entity-decoder', '&copy; 2025 &mdash; &#169; &#xa9; &amp;amp;')).toBe('© 2025 — © © &amp;');
    // Legacy references without a semicolon decode as in a browser's text content.
    expect(await text('html-entity-decoder', 'AT&T &copy')).toBe('AT&T ©');
    expect(await text('xml-unescape', '&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});

describe('characters as numbers', () => {
  it('writes UTF-8 bytes in hex and binary, and reads them back', async () => {
    expect(await text('text-to-hex', 'Hi', { separator: '0x' })).toBe('0x48 0x69');
    expect(await text('text-to-hex', 'Hi', { separator: '\\x' })).toBe('\\x48\\x69');
    expect(await text('hex-to-text', '48:65:6C:6C:6F')).toBe('Hello');
    expect(await error('hex-to-text', '486')).toMatch(/odd number of digits/);
    expect(await error('hex-to-text', 'ff fe')).toMatch(/not UTF-8 text/);
    expect(await text('text-to-binary', '€')).toBe('11100010 10000010 10101100');
    expect(await text('binary-to-text', '1001000 1101001')).toBe('Hi');
    expect(await error('binary-to-text', '0100100')).toMatch(/not a whole number of bytes/);
    expect(await error('binary-to-text', '0102')).toMatch(/“2” is not a binary digit/);
  });

  it('lists code points and refuses surrogates and values past U+10FFFF', async () => {
    expect(await text('text-to-ascii-codes', '🐦')).toBe('128038');
    expect(await text('ascii-codes-to-text', '128038')).toBe('🐦');
    expect(await text('unicode-to-text', '\\u00e9 0x41 &#x42;')).toBe('éAB');
    expect(await error('unicode-to-text', 'D800')).toMatch(/surrogate/);
    expect(await error('unicode-to-text', '110000')).toMatch(/beyond the last Unicode code point/);
    expect(await error('ascii-codes-to-text', '72 x')).toBe(
      '“x” is not a character code. Enter whole numbers, such as 72 105.',
    );
  });

  it('escapes and unescapes Unicode', async () => {
    expect(await text('unicode-escape', 'Hi', { all: 'true' })).toBe('\\u0048\\u0069');
    expect(await text('unicode-escape', 'a\nb')).toBe('a\nb');
    expect(await error('unicode-unescape', '\\ud83d alone')).toMatch(/half of a surrogate pair/);
  });

  it('reads \\\\ as an escaped backslash, so \\\\u0041 stays a backslash and u0041', async () => {
    // Python: b'\\\\u0041 \\u0041'.decode('unicode_escape') == '\\u0041 A'
    expect(await text('unicode-unescape', '\\\\u0041 \\u0041')).toBe('\\u0041 A');
    expect(await text('unicode-unescape', '\\\\\\u0041')).toBe('\\A');
  });

  it('counts bytes as UTF-8 and UTF-16 do', async () => {
    const result = await use('byte-counter', { input: 'é🐦' });
    expect(result).toMatchObject({ ok: true, text: '6 bytes' });
    if (!result.ok) return;
    const figures = Object.fromEntries(result.figures!.map((f) => [f.label, f.value]));
    expect(figures['UTF-16 bytes']).toBe('6');
    expect(figures['Code points']).toBe('2');
    expect(figures['UTF-16 code units (JavaScript length)']).toBe('3');
    expect(await text('byte-counter', '')).toBe('0 bytes');
  });
});

describe('Punycode (RFC 3492 §7.1 samples) and quoted-printable (RFC 2045)', () => {
  it('decodes and encodes the RFC samples', async () => {
    expect(await text('punycode-decode', 'xn--d9juau41awczczp')).toBe('そのスピードで');
    expect(await text('punycode-encode', 'そのスピードで')).toBe('xn--d9juau41awczczp');
    expect(await text('punycode-decode', 'xn--egbpdaj6bu4bxfgehfvwxn')).toBe('ليهمابتكلموشعربي؟');
    expect(await text('punycode-encode', 'example.com')).toBe('example.com');
    // UTS 46 mapping first (Python: 'ｅｘａｍｐｌｅ.com'.encode('idna') == b'example.com'; the WHATWG URL parser agrees).
    expect(await text('punycode-encode', 'ｅｘａｍｐｌｅ.com')).toBe('example.com');
    expect(await text('punycode-encode', '例え。テスト')).toBe('xn--r8jz45g.xn--zckzah');
    expect(await text('punycode-encode', 'user@München.de')).toBe('user@xn--mnchen-3ya.de');
    expect(await error('punycode-encode', 'a<b.com')).toMatch(
      /^This domain name has a character that domain names cannot use/,
    );
    expect(await error('punycode-encode', 'https://münchen.de/')).toMatch(/domain name only/);
    expect(await error('punycode-decode', 'xn--99999999999')).toMatch(/not valid Punycode/);
  });

  it('wraps at 76 characters with soft breaks and encodes trailing space, as Python quopri does', () => {
    expect(quotedPrintableEncode('a'.repeat(80))).toBe(`${'a'.repeat(75)}=\naaaaa`);
    expect(quotedPrintableEncode('='.repeat(30))).toBe(`${'=3D'.repeat(25)}=\n${'=3D'.repeat(5)}`);
    expect(quotedPrintableEncode('trailing space \nand tab\t\nend')).toBe('trailing space=20\nand tab=09\nend');
    expect(
      quotedPrintableEncode(
        'Perch makes every tool you need available offline, in your browser — quickly, privately and reliably, forever.',
      ),
    ).toBe(
      'Perch makes every tool you need available offline, in your browser =E2=80=\n=94 quickly, privately and reliably, forever.',
    );
  });

  it('decodes soft line breaks and refuses bytes that are not in the character set', async () => {
    expect(
      await text(
        'quoted-printable-decode',
        'Perch makes every tool you need available offline, in your browser =E2=80=\r\n=94 quickly',
      ),
    ).toBe('Perch makes every tool you need available offline, in your browser — quickly');
    expect(await error('quoted-printable-decode', 'Caf=E9')).toBe(
      'The decoded bytes are not valid UTF-8. Try another character set.',
    );
  });
});

describe('JWT decoder', () => {
  it('shows the jwt.io example with its issue date, and never claims to verify', async () => {
    const token = findTool('jwt-decoder')!.examples[0]!.input.input!;
    const result = await use('jwt-decoder', { input: `Bearer ${token}` });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.figures).toEqual([
      { label: 'Algorithm', value: 'HS256' },
      { label: 'Type', value: 'JWT' },
      { label: 'Subject', value: '1234567890' },
      { label: 'Issued at', value: '2018-01-18 01:30:22 UTC' },
      { label: 'Expiry', value: 'No expiry (exp) claim' },
      { label: 'Signature', value: 'Not verified: decoding does not check it' },
    ]);
  });

  it('says whether the token has expired, against the clock it is given', async () => {
    // {"alg":"none"} . {"exp":1736942400} (2025-01-15 12:00 UTC, fixedContext's now) and one an hour later.
    const header = base64Encode(utf8Bytes('{"alg":"none"}'), true);
    const at = (exp: number) => `${header}.${base64Encode(utf8Bytes(`{"exp":${exp}}`), true)}.`;
    const expired = await use('jwt-decoder', { input: at(1736942400) });
    const fresh = await use('jwt-decoder', { input: at(1736946000) });
    expect(expired.ok && expired.figures).toContainEqual({ label: 'Expiry', value: 'Expired' });
    expect(expired.ok && expired.figures).toContainEqual({ label: 'Expires', value: '2025-01-15 12:00:00 UTC' });
    expect(fresh.ok && fresh.figures).toContainEqual({ label: 'Expiry', value: 'Not expired yet' });
    expect(fresh.ok && fresh.figures).toContainEqual({ label: 'Signature', value: 'None (unsecured token)' });
  });

  it('shows a payload with integers past 2^53 as written, not rounded', async () => {
    // Python: json.loads keeps 12345678901234567890 exactly; JSON.parse would show 12345678901234567000.
    const payload = '{"sub":"1","big":12345678901234567890}';
    const token = `${base64Encode(utf8Bytes('{"alg":"none"}'), true)}.${base64Encode(utf8Bytes(payload), true)}.`;
    const result = await use('jwt-decoder', { input: token });
    expect(result.ok && result.text).toBe(`Header\n{\n  "alg": "none"\n}\n\nPayload\n${payload}`);
    expect(result.ok && result.figures).toContainEqual({
      label: 'Note',
      value:
        'The payload has numbers too large for JavaScript to hold exactly (12345678901234567890), so it is shown as written in the token',
    });
  });

  it('flags a token whose nbf is still in the future', async () => {
    // RFC 7519 §4.1.5; fixedContext's now is 2025-01-15 12:00 UTC (1736942400), nbf an hour later.
    const token = `${base64Encode(utf8Bytes('{"alg":"none"}'), true)}.${base64Encode(utf8Bytes('{"nbf":1736946000,"exp":1736949600}'), true)}.`;
    const result = await use('jwt-decoder', { input: token });
    expect(result.ok && result.figures).toContainEqual({
      label: 'Validity',
      value: 'Not valid yet: its nbf (not before) time is in the future',
    });
    expect(result.ok && result.figures).toContainEqual({ label: 'Expiry', value: 'Not expired yet' });
  });

  it('explains what is wrong with a broken token', async () => {
    expect(await error('jwt-decoder', 'abc')).toMatch(/three parts separated by dots/);
    expect(await error('jwt-decoder', 'a.b.c.d.e')).toMatch(/encrypted token/);
    expect(await error('jwt-decoder', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.x')).toBe(
      'The payload is not JSON, so this is not a JSON Web Token.',
    );
  });
});

describe('programmers’ escapes', () => {
  it('escapes and unescapes JSON strings', async () => {
    expect(await text('json-escape', '\u0001\u2028')).toBe('\\u0001\u2028');
    expect(await error('json-unescape', 'say "hi"')).toMatch(/not escaped/);
    expect(await error('json-unescape', 'bad \\q')).toMatch(/escape JSON does not know/);
    // A lone high surrogate has no UTF-8 form (Python: json.loads('"\\ud83d"').encode() raises); refuse, as unicode-unescape does.
    expect(await error('json-unescape', '\\ud83d')).toBe(
      'The escapes leave half of a surrogate pair on its own: check that each \\uD8xx is followed by its \\uDCxx partner.',
    );
    expect(await text('json-unescape', '\\ud83d\\udc26')).toBe('🐦');
  });

  it('escapes controls C-style and leaves unknown escapes as their character', async () => {
    expect(await text('backslash-escape', '\u0000\u0007\u007f')).toBe('\\0\\x07\\x7f');
    expect(await text('backslash-unescape', '\\q\\u{1F426}')).toBe('q🐦');
  });
});

describe('Morse code and ciphers', () => {
  it('uses the ITU Morse signs and reads them back', async () => {
    expect(await text('morse-code-translator', 'a@b.c 1/2')).toBe('.- .--.-. -... .-.-.- -.-. / .---- -..-. ..---');
    expect(await text('morse-code-to-text', '.- .--.-. -... .-.-.- -.-.   .---- -..-. ..---')).toBe('A@B.C 1/2');
    expect(await text('morse-code-to-text', '·· _·')).toBe('IN');
    expect(await error('morse-code-translator', 'hi #')).toMatch(/no sign for “#”/);
    expect(await error('morse-code-to-text', '........')).toMatch(/is not a Morse letter/);
  });

  it('keeps the classical ciphers exact', async () => {
    expect(await text('rot13', 'The Quick Brown Fox')).toBe('Gur Dhvpx Oebja Sbk');
    expect(await text('caesar-cipher', 'abc', { shift: '-1' })).toBe('zab');
    expect(await error('caesar-cipher', 'abc', { shift: '1.5' })).toBe('Enter the shift as a whole number, such as 3.');
    expect(await text('atbash-cipher', 'ABCXYZ abcxyz 123')).toBe('ZYXCBA zyxcba 123');
    expect(await error('vigenere-cipher', 'abc', { key: '123' })).toMatch(/key word made of letters/);
    expect(await text('nato-phonetic-alphabet', 'J-9x')).toBe('Juliett Dash Nine X-ray');
    expect(await error('numbers-to-letters', '27')).toBe('“27” is not a letter number. Use 1 to 26 (A = 1, Z = 26).');
  });
});

describe('answers other decoders give (#37)', () => {
  it('reads octal escapes of one to three digits and \\a in backslash escapes', async () => {
    expect(await text('backslash-unescape', '\\0\\01\\012\\1\\12')).toBe('\x00\x01\n\x01\n');
    expect(await text('backslash-unescape', '\\a\\101\\400\\8')).toBe('\x07A\x200' + '8');
  });

  it('decodes %uXXXX escapes, and refuses half a surrogate pair', async () => {
    expect(await text('url-decode', '%u0041%u00e9%uD83D%uDE00')).toBe('Aé😀');
    expect(await error('url-decode', '%uD83D')).toMatch(/^This is not valid percent-encoding/);
  });

  it('reads the Base64 after a data: URL’s comma', async () => {
    expect(await text('base64-to-hex', 'data:application/octet-stream;base64,AP8Q')).toBe('00ff10');
    expect(await text('base64url-decode', 'data:text/plain;base64,PDw_Pz8-Pg')).toBe('<<???>>');
  });

  it('reads character codes split by any mix of delimiters', async () => {
    expect(await text('ascii-codes-to-text', '72, 101 : 108|108 / 111')).toBe('Hello');
    expect(await text('unicode-to-text', 'U+0048:U+0069')).toBe('Hi');
  });

  it('refuses a Vigenère key with digits, naming them, rather than skipping them silently', async () => {
    expect(await error('vigenere-cipher', 'ATTACK', { key: 'LEM0N' })).toBe(
      'A Vigenère key is letters A–Z only (spaces are skipped); take out “0”, or spell numbers as words.',
    );
    expect(await text('vigenere-cipher', 'ATTACKATDAWN', { key: 'LE MON' })).toBe('LXFOPVEFRNHR');
  });
});
