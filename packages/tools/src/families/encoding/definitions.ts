/**
 * Encodings, escapes and classic ciphers: text in, text out. Base32 and Base58 come from
 * @scure/base (audited, RFC 4648 and Bitcoin alphabets), HTML entities from he (the full HTML
 * named-reference table, decoded as browsers do), Punycode from punycode (RFC 3492); Base64, hex,
 * quoted-printable, Ascii85, escapes, Morse and the ciphers are short hand-written functions.
 */
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** The input's label and placeholder. */
  label: string;
  placeholder: string;
  /** More fields after the input. */
  extra?: readonly Field[];
  examples: readonly ToolExample[];
  pro?: boolean;
  /** A one-line input rather than a text area. */
  line?: boolean;
}

const TEXT_OR_HEX: Field = {
  name: 'inputType',
  label: 'Input is',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

const DECODED_AS: Field = {
  name: 'output',
  label: 'Show the result as',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

const MODE: Field = {
  name: 'mode',
  label: 'Direction',
  type: 'select',
  default: 'encode',
  options: [
    { value: 'encode', label: 'Encode' },
    { value: 'decode', label: 'Decode' },
  ],
};

const JWT_IO_EXAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const SPECS: readonly Spec[] = [
  // Base64 and friends
  {
    id: 'base64-encode',
    name: 'Base64 Encoder',
    description: 'Encode text (UTF-8) or hex bytes as Base64.',
    keywords: ['base64 encode', 'text to base64', 'btoa', 'string to base64', 'base 64 encoder'],
    label: 'Text to encode',
    placeholder: 'Hello, Perch!',
    extra: [TEXT_OR_HEX],
    examples: [
      { input: { input: 'Hello, Perch!' }, output: 'SGVsbG8sIFBlcmNoIQ==' },
      { input: { input: 'Grüße 🐦' }, output: 'R3LDvMOfZSDwn5Cm' },
    ],
  },
  {
    id: 'base64-decode',
    name: 'Base64 Decoder',
    description: 'Decode Base64 back into text (UTF-8), or into hex bytes; a data: URL is read after its comma.',
    keywords: ['base64 decode', 'base64 to text', 'atob', 'decode base64 string', 'base 64 decoder'],
    label: 'Base64 to decode',
    placeholder: 'SGVsbG8sIFBlcmNoIQ==',
    extra: [DECODED_AS],
    examples: [
      { input: { input: 'SGVsbG8sIFBlcmNoIQ==' }, output: 'Hello, Perch!' },
      { input: { input: 'R3LDvMOfZSDwn5Cm' }, output: 'Grüße 🐦' },
      { input: { input: 'data:text/plain;charset=utf-8;base64,SGVsbG8sIFBlcmNoIQ==' }, output: 'Hello, Perch!' },
    ],
  },
  {
    id: 'base64url-encode',
    name: 'Base64URL Encoder',
    description: 'Encode text as URL-safe Base64 (- and _ instead of + and /, no padding), as used in JWTs.',
    keywords: ['base64url', 'url safe base64', 'base64 url encode', 'web safe base64', 'rfc 4648 base64url'],
    label: 'Text to encode',
    placeholder: '<<???>>',
    extra: [TEXT_OR_HEX],
    examples: [
      { input: { input: '<<???>>' }, output: 'PDw_Pz8-Pg' },
      { input: { input: 'fb ff', inputType: 'hex' }, output: '-_8' },
    ],
  },
  {
    id: 'base64url-decode',
    name: 'Base64URL Decoder',
    description: 'Decode URL-safe Base64 (with or without padding) back into text or hex bytes.',
    keywords: ['base64url decode', 'url safe base64 decode', 'decode base64url', 'jwt base64 decode'],
    label: 'Base64URL to decode',
    placeholder: 'PDw_Pz8-Pg',
    extra: [DECODED_AS],
    examples: [
      { input: { input: 'PDw_Pz8-Pg' }, output: '<<???>>' },
      { input: { input: '-_8', output: 'hex' }, output: 'fbff' },
    ],
  },
  {
    id: 'hex-to-base64',
    name: 'Hex to Base64 Converter',
    description: 'Convert hexadecimal bytes to Base64.',
    keywords: ['hex to base64', 'hexadecimal to base64', 'hex2base64', 'convert hex to b64'],
    label: 'Hex bytes',
    placeholder: '48 65 6c 6c 6f',
    examples: [
      { input: { input: '48656c6c6f' }, output: 'SGVsbG8=' },
      { input: { input: '0x00 0xff 0x10' }, output: 'AP8Q' },
    ],
  },
  {
    id: 'base64-to-hex',
    name: 'Base64 to Hex Converter',
    description: 'Convert Base64 to hexadecimal bytes, to see exactly what it holds.',
    keywords: ['base64 to hex', 'base64 to hexadecimal', 'b64 to hex', 'base64 hex dump'],
    label: 'Base64',
    placeholder: 'SGVsbG8=',
    examples: [
      { input: { input: 'SGVsbG8=' }, output: '48656c6c6f' },
      { input: { input: 'AP8Q' }, output: '00ff10' },
    ],
  },
  {
    id: 'base32-encode',
    name: 'Base32 Encoder',
    description: 'Encode text or hex bytes as RFC 4648 Base32 (A–Z and 2–7, padded with =).',
    keywords: ['base32 encode', 'text to base32', 'rfc 4648 base32', 'base 32 encoder', 'totp secret base32'],
    label: 'Text to encode',
    placeholder: 'foobar',
    extra: [TEXT_OR_HEX],
    examples: [
      { input: { input: 'foobar' }, output: 'MZXW6YTBOI======' },
      { input: { input: 'f' }, output: 'MY======' },
    ],
  },
  {
    id: 'base32-decode',
    name: 'Base32 Decoder',
    description: 'Decode RFC 4648 Base32 (any case, padding optional) into text or hex bytes.',
    keywords: ['base32 decode', 'base32 to text', 'decode base32', 'base 32 decoder'],
    label: 'Base32 to decode',
    placeholder: 'MZXW6YTBOI======',
    extra: [DECODED_AS],
    examples: [
      { input: { input: 'MZXW6YTBOI======' }, output: 'foobar' },
      { input: { input: 'mzxw6' }, output: 'foo' },
    ],
  },
  {
    id: 'base58-encode',
    name: 'Base58 Encoder',
    description: 'Encode text or hex bytes in Base58 with the Bitcoin alphabet (no 0, O, I or l).',
    keywords: ['base58 encode', 'bitcoin base58', 'text to base58', 'base 58 encoder', 'b58'],
    label: 'Text to encode',
    placeholder: 'Hello World!',
    extra: [TEXT_OR_HEX],
    examples: [
      { input: { input: 'Hello World!' }, output: '2NEpo7TZRRrLZSi2U' },
      { input: { input: '0000287fb4cd', inputType: 'hex' }, output: '11233QC4' },
    ],
  },
  {
    id: 'base58-decode',
    name: 'Base58 Decoder',
    description: 'Decode Bitcoin-alphabet Base58 into text or hex bytes.',
    keywords: ['base58 decode', 'base58 to hex', 'decode base58', 'base 58 decoder', 'bitcoin address decode'],
    label: 'Base58 to decode',
    placeholder: '2NEpo7TZRRrLZSi2U',
    extra: [DECODED_AS],
    examples: [
      { input: { input: '2NEpo7TZRRrLZSi2U' }, output: 'Hello World!' },
      { input: { input: '11233QC4', output: 'hex' }, output: '0000287fb4cd' },
    ],
  },
  {
    id: 'ascii85-encode',
    name: 'Ascii85 Encoder',
    description: 'Encode text or hex bytes as Ascii85 (Base85, as in PDF and PostScript), with z for zero groups.',
    keywords: ['ascii85 encode', 'base85 encode', 'btoa ascii85', 'adobe ascii85', 'a85'],
    label: 'Text to encode',
    placeholder: 'Man ',
    extra: [TEXT_OR_HEX, { name: 'delimiters', label: 'Wrap in <~ ~> (Adobe)', type: 'checkbox', default: 'false' }],
    examples: [
      { input: { input: 'Man ' }, output: '9jqo^' },
      { input: { input: 'Hello, World!', delimiters: 'true' }, output: '<~87cURD_*#4DfTZ)+T~>' },
    ],
    pro: true,
  },
  {
    id: 'ascii85-decode',
    name: 'Ascii85 Decoder',
    description: 'Decode Ascii85 (Base85, with or without <~ ~>) into text or hex bytes.',
    keywords: ['ascii85 decode', 'base85 decode', 'decode ascii85', 'pdf ascii85 decode'],
    label: 'Ascii85 to decode',
    placeholder: '87cURD_*#4DfTZ)+T',
    extra: [DECODED_AS],
    examples: [
      { input: { input: '9jqo^' }, output: 'Man ' },
      { input: { input: '<~87cURD_*#4DfTZ)+T~>' }, output: 'Hello, World!' },
    ],
    pro: true,
  },

  // The web's escapes
  {
    id: 'url-encode',
    name: 'URL Encoder',
    description: 'Percent-encode text for use in a URL, as encodeURIComponent does.',
    keywords: ['url encode', 'percent encoding', 'encodeuricomponent', 'urlencode online', 'uri encode'],
    label: 'Text to encode',
    placeholder: 'name=Perch & Co',
    examples: [
      { input: { input: 'name=Perch & Co' }, output: 'name%3DPerch%20%26%20Co' },
      { input: { input: 'café?' }, output: 'caf%C3%A9%3F' },
    ],
  },
  {
    id: 'url-decode',
    name: 'URL Decoder',
    description: 'Turn percent-encoded text back into plain text (a + is read as a space, and %uXXXX escapes too).',
    keywords: ['url decode', 'percent decoding', 'decodeuricomponent', 'urldecode online', 'uri decode'],
    label: 'Text to decode',
    placeholder: 'name%3DPerch%20%26%20Co',
    examples: [
      { input: { input: 'name%3DPerch%20%26%20Co' }, output: 'name=Perch & Co' },
      { input: { input: 'a+b%26c' }, output: 'a b&c' },
      { input: { input: 'caf%u00E9%20%uD83D%uDC26' }, output: 'café 🐦' },
    ],
  },
  {
    id: 'html-entity-encoder',
    name: 'HTML Entity Encoder',
    description: 'Escape text for HTML: & < > " \' and ` always, and optionally every non-ASCII character.',
    keywords: ['html encode', 'html escape', 'html entities', 'escape html characters', 'htmlspecialchars'],
    label: 'Text to encode',
    placeholder: '<a href="x">Fish & Chips</a>',
    extra: [
      {
        name: 'mode',
        label: 'Encode',
        type: 'select',
        default: 'special',
        options: [
          { value: 'special', label: 'Only & < > " \' `' },
          { value: 'named', label: 'Also non-ASCII, by name (&eacute;)' },
          { value: 'numeric', label: 'Also non-ASCII, by number (&#233;)' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '<a href="x">Fish & Chips</a>' },
        output: '&lt;a href=&quot;x&quot;&gt;Fish &amp; Chips&lt;/a&gt;',
      },
      { input: { input: 'Café © 2025', mode: 'named' }, output: 'Caf&eacute; &copy; 2025' },
      { input: { input: 'Café 🐦', mode: 'numeric' }, output: 'Caf&#233; &#128038;' },
    ],
  },
  {
    id: 'html-entity-decoder',
    name: 'HTML Entity Decoder',
    description: 'Turn HTML entities such as &amp;, &eacute; and &#x1F426; back into characters, as a browser does.',
    keywords: ['html decode', 'html unescape', 'decode html entities', 'html entities to text', 'unescape html'],
    label: 'HTML to decode',
    placeholder: '&lt;p&gt;Caf&eacute; &amp; co&lt;/p&gt;',
    examples: [
      { input: { input: '&lt;p&gt;Caf&eacute; &amp; &#x1F426;&lt;/p&gt;' }, output: '<p>Café & 🐦</p>' },
      { input: { input: '5 &times; 3 &ne; 16&hellip;' }, output: '5 × 3 ≠ 16…' },
    ],
  },
  {
    id: 'xml-escape',
    name: 'XML Escape',
    description: 'Escape the five XML special characters & < > " \' as &amp; &lt; &gt; &quot; &apos;.',
    keywords: ['xml encode', 'escape xml', 'xml special characters', 'xml entities'],
    label: 'Text to escape',
    placeholder: 'Tom & "Jerry\'s" <show>',
    examples: [
      { input: { input: 'Tom & "Jerry\'s" <show>' }, output: 'Tom &amp; &quot;Jerry&apos;s&quot; &lt;show&gt;' },
    ],
  },
  {
    id: 'xml-unescape',
    name: 'XML Unescape',
    description: "Turn XML's predefined entities and character references (&#233;, &#xE9;) back into characters.",
    keywords: ['xml decode', 'unescape xml', 'xml entities to text', 'decode xml'],
    label: 'XML text to unescape',
    placeholder: 'Tom &amp; &quot;Jerry&apos;s&quot;',
    examples: [
      { input: { input: 'Tom &amp; &quot;Jerry&apos;s&quot; &lt;show&gt;' }, output: 'Tom & "Jerry\'s" <show>' },
      { input: { input: 'caf&#233; &#x2603;' }, output: 'café ☃' },
    ],
  },

  // Characters as numbers
  {
    id: 'text-to-hex',
    name: 'Text to Hex Converter',
    description: 'Write text as the hexadecimal values of its UTF-8 bytes.',
    keywords: ['text to hex', 'string to hex', 'ascii to hex', 'text to hexadecimal', 'hex encode'],
    label: 'Text',
    placeholder: 'Hello',
    extra: [
      {
        name: 'separator',
        label: 'Format',
        type: 'select',
        default: 'space',
        options: [
          { value: 'space', label: 'Spaced: 48 65' },
          { value: 'none', label: 'Plain: 4865' },
          { value: '0x', label: 'Prefixed: 0x48 0x65' },
          { value: '\\x', label: 'Escaped: \\x48\\x65' },
        ],
      },
    ],
    examples: [
      { input: { input: 'Hello' }, output: '48 65 6c 6c 6f' },
      { input: { input: 'é', separator: 'none' }, output: 'c3a9' },
    ],
  },
  {
    id: 'hex-to-text',
    name: 'Hex to Text Converter',
    description: 'Read hexadecimal bytes as UTF-8 text (spaces, colons and 0x prefixes are fine).',
    keywords: ['hex to text', 'hex to ascii', 'hex to string', 'hexadecimal to text', 'hex decode'],
    label: 'Hex bytes',
    placeholder: '48 65 6c 6c 6f',
    examples: [
      { input: { input: '48 65 6c 6c 6f' }, output: 'Hello' },
      { input: { input: '0xc3 0xa9' }, output: 'é' },
    ],
  },
  {
    id: 'text-to-binary',
    name: 'Text to Binary Converter',
    description: 'Write text as the 8-bit binary of its UTF-8 bytes.',
    keywords: ['text to binary', 'string to binary', 'ascii to binary', 'words to binary', 'binary translator'],
    label: 'Text',
    placeholder: 'Hi',
    examples: [
      { input: { input: 'Hi' }, output: '01001000 01101001' },
      { input: { input: 'é' }, output: '11000011 10101001' },
    ],
  },
  {
    id: 'binary-to-text',
    name: 'Binary to Text Converter',
    description: 'Read 8-bit binary bytes as UTF-8 text.',
    keywords: ['binary to text', 'binary to ascii', 'binary to string', 'binary code translator', 'binary decoder'],
    label: 'Binary',
    placeholder: '01001000 01101001',
    examples: [
      { input: { input: '01001000 01101001' }, output: 'Hi' },
      { input: { input: '0100100001101001' }, output: 'Hi' },
    ],
  },
  {
    id: 'text-to-ascii-codes',
    name: 'Text to ASCII Codes',
    description: 'Write each character as its decimal code: ASCII for plain English, Unicode code points beyond.',
    keywords: ['text to ascii', 'ascii code converter', 'char to ascii', 'string to ascii codes', 'text to decimal'],
    label: 'Text',
    placeholder: 'Hi!',
    examples: [
      { input: { input: 'Hi!' }, output: '72 105 33' },
      { input: { input: 'é€' }, output: '233 8364' },
    ],
  },
  {
    id: 'ascii-codes-to-text',
    name: 'ASCII Codes to Text',
    description:
      'Turn decimal character codes (ASCII or Unicode) separated by spaces, commas or colons back into text.',
    keywords: ['ascii to text', 'ascii codes to string', 'decimal to text', 'ascii decoder', 'char codes to text'],
    label: 'Decimal codes',
    placeholder: '72 105 33',
    examples: [
      { input: { input: '72 105 33' }, output: 'Hi!' },
      { input: { input: '80,101,114,99,104' }, output: 'Perch' },
      { input: { input: '72, 101 : 108' }, output: 'Hel' },
    ],
  },
  {
    id: 'text-to-unicode',
    name: 'Text to Unicode Code Points',
    description: "List each character's Unicode code point in U+ notation.",
    keywords: ['text to unicode', 'unicode code point', 'character to unicode', 'u+ code', 'unicode converter'],
    label: 'Text',
    placeholder: 'Hi 🐦',
    examples: [{ input: { input: 'Hi 🐦' }, output: 'U+0048 U+0069 U+0020 U+1F426' }],
  },
  {
    id: 'unicode-to-text',
    name: 'Unicode Code Points to Text',
    description: 'Turn code points such as U+0048 or 1F426 back into characters.',
    keywords: ['unicode to text', 'code point to character', 'u+ to text', 'unicode decoder', 'hex code point to char'],
    label: 'Code points',
    placeholder: 'U+0048 U+0069',
    examples: [
      { input: { input: 'U+0048 U+0069 U+1F426' }, output: 'Hi🐦' },
      { input: { input: '263A 2764' }, output: '☺❤' },
    ],
  },
  {
    id: 'unicode-escape',
    name: 'Unicode Escape Converter',
    description: "Escape non-ASCII characters as \\uXXXX (JavaScript, JSON, Java), \\u{…} or Python's \\U.",
    keywords: ['unicode escape', 'text to \\u', 'escape unicode', 'native2ascii', 'string to unicode escape'],
    label: 'Text',
    placeholder: 'café 🐦',
    extra: [
      {
        name: 'style',
        label: 'Style',
        type: 'select',
        default: 'js',
        options: [
          { value: 'js', label: '\\uXXXX (JavaScript, JSON, Java, C#)' },
          { value: 'es6', label: '\\u{XXXX} (modern JavaScript, Rust, Swift)' },
          { value: 'python', label: '\\uXXXX and \\UXXXXXXXX (Python, C)' },
        ],
      },
      { name: 'all', label: 'Escape ASCII characters too', type: 'checkbox', default: 'false' },
    ],
    examples: [
      { input: { input: 'café 🐦' }, output: 'caf\\u00e9 \\ud83d\\udc26' },
      { input: { input: 'café 🐦', style: 'es6' }, output: 'caf\\u{e9} \\u{1f426}' },
      { input: { input: 'café 🐦', style: 'python' }, output: 'caf\\u00e9 \\U0001f426' },
    ],
  },
  {
    id: 'unicode-unescape',
    name: 'Unicode Unescape Converter',
    description: 'Turn \\uXXXX, \\u{…} and \\UXXXXXXXX escapes back into characters.',
    keywords: ['unicode unescape', '\\u to text', 'decode unicode escape', 'unescape \\u', 'ascii2native'],
    label: 'Escaped text',
    placeholder: 'caf\\u00e9',
    examples: [
      { input: { input: 'caf\\u00e9 \\ud83d\\udc26' }, output: 'café 🐦' },
      { input: { input: '\\u{1F426} \\U0001F600' }, output: '🐦 😀' },
    ],
  },
  {
    id: 'utf8-byte-viewer',
    name: 'UTF-8 Byte Viewer',
    description: 'See every character with its code point and the UTF-8 bytes that encode it.',
    keywords: ['utf-8 bytes', 'utf8 encoder', 'text to utf-8', 'utf-8 hex', 'character encoding viewer'],
    label: 'Text',
    placeholder: 'é€',
    examples: [
      {
        input: { input: 'aé€🐦' },
        output: 'a  U+0061  61\né  U+00E9  C3 A9\n€  U+20AC  E2 82 AC\n🐦  U+1F426  F0 9F 90 A6',
      },
    ],
  },
  {
    id: 'byte-counter',
    name: 'Byte Counter (UTF-8 String Size)',
    description: 'Count how many bytes text takes in UTF-8, with UTF-16 size, code points and characters.',
    keywords: ['byte counter', 'string size in bytes', 'utf-8 length', 'how many bytes', 'text size calculator'],
    label: 'Text',
    placeholder: 'café 🐦',
    examples: [
      { input: { input: 'café 🐦' }, output: '10 bytes' },
      { input: { input: 'Hello' }, output: '5 bytes' },
    ],
  },

  // Domains, mail and tokens
  {
    id: 'punycode-encode',
    name: 'Punycode Converter (IDN to ASCII)',
    description: 'Convert an international domain name such as münchen.de to its Punycode xn-- form.',
    keywords: ['punycode', 'idn to punycode', 'unicode domain to ascii', 'xn-- converter', 'idna encode'],
    label: 'Domain name',
    placeholder: 'münchen.de',
    line: true,
    examples: [
      { input: { input: 'münchen.de' }, output: 'xn--mnchen-3ya.de' },
      { input: { input: 'Bücher.example' }, output: 'xn--bcher-kva.example' },
    ],
  },
  {
    id: 'punycode-decode',
    name: 'Punycode Decoder (ASCII to IDN)',
    description: 'Read a Punycode xn-- domain as the international name it stands for.',
    keywords: ['punycode decode', 'punycode to unicode', 'xn-- decoder', 'idn decode', 'punycode to text'],
    label: 'Punycode domain',
    placeholder: 'xn--mnchen-3ya.de',
    line: true,
    examples: [
      { input: { input: 'xn--mnchen-3ya.de' }, output: 'münchen.de' },
      { input: { input: 'xn--bcher-kva.example' }, output: 'bücher.example' },
    ],
  },
  {
    id: 'quoted-printable-encode',
    name: 'Quoted-Printable Encoder',
    description:
      'Encode text as quoted-printable (RFC 2045) for e-mail: UTF-8 bytes as =XX, lines kept to 76 characters.',
    keywords: ['quoted printable encode', 'qp encode', 'email encoding', 'rfc 2045', 'mime quoted-printable'],
    label: 'Text to encode',
    placeholder: 'Café = 5€',
    examples: [{ input: { input: 'Café = 5€' }, output: 'Caf=C3=A9 =3D 5=E2=82=AC' }],
    pro: true,
  },
  {
    id: 'quoted-printable-decode',
    name: 'Quoted-Printable Decoder',
    description: 'Decode quoted-printable e-mail text (=XX bytes and = soft line breaks) in UTF-8 or Windows-1252.',
    keywords: ['quoted printable decode', 'qp decode', 'decode =c3=a9', 'email decoder', 'mime decode'],
    label: 'Quoted-printable text',
    placeholder: 'Caf=C3=A9',
    extra: [
      {
        name: 'charset',
        label: 'Character set',
        type: 'select',
        default: 'utf-8',
        options: [
          { value: 'utf-8', label: 'UTF-8' },
          { value: 'windows-1252', label: 'Latin-1 (Windows-1252)' },
        ],
      },
    ],
    examples: [
      { input: { input: 'Caf=C3=A9 =3D 5=E2=82=AC' }, output: 'Café = 5€' },
      { input: { input: 'Caf=E9 cr=\n=E8me', charset: 'windows-1252' }, output: 'Café crème' },
    ],
    pro: true,
  },
  {
    id: 'jwt-decoder',
    name: 'JWT Decoder',
    description:
      "Read a JSON Web Token's header and payload as formatted JSON, with its dates; the signature is not verified.",
    keywords: ['jwt decode', 'json web token decoder', 'decode jwt token', 'jwt parser', 'jwt.io'],
    label: 'JSON Web Token',
    placeholder: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…',
    examples: [
      {
        input: { input: JWT_IO_EXAMPLE },
        output:
          'Header\n{\n  "alg": "HS256",\n  "typ": "JWT"\n}\n\nPayload\n{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}',
      },
    ],
  },

  // Programmers' escapes
  {
    id: 'json-escape',
    name: 'JSON String Escape',
    description: 'Escape text for use inside a JSON string: quotes, backslashes and control characters.',
    keywords: ['json escape', 'escape json string', 'stringify text', 'json encode string', 'escape quotes json'],
    label: 'Text to escape',
    placeholder: 'He said "hi"',
    examples: [{ input: { input: 'He said "hi"\n\tC:\\temp' }, output: 'He said \\"hi\\"\\n\\tC:\\\\temp' }],
  },
  {
    id: 'json-unescape',
    name: 'JSON String Unescape',
    description: 'Turn an escaped JSON string (\\", \\n, \\uXXXX) back into plain text.',
    keywords: ['json unescape', 'unescape json string', 'json decode string', 'unstringify', 'remove json escapes'],
    label: 'Escaped JSON string',
    placeholder: 'He said \\"hi\\"',
    examples: [
      { input: { input: 'He said \\"hi\\"\\n\\tC:\\\\temp' }, output: 'He said "hi"\n\tC:\\temp' },
      { input: { input: '"caf\\u00e9"' }, output: 'café' },
    ],
  },
  {
    id: 'backslash-escape',
    name: 'Backslash Escape',
    description: 'Escape quotes, backslashes and control characters with backslashes (\\n, \\t, \\", \\\\), C style.',
    keywords: ['backslash escape', 'escape string', 'add slashes', 'addslashes', 'escape special characters'],
    label: 'Text to escape',
    placeholder: 'It\'s a "test"',
    examples: [{ input: { input: 'It\'s a "test"\nC:\\new' }, output: 'It\\\'s a \\"test\\"\\nC:\\\\new' }],
  },
  {
    id: 'backslash-unescape',
    name: 'Backslash Unescape',
    description:
      'Turn backslash escapes (\\n, \\t, \\a, \\", \\\\, \\xHH, \\uXXXX, octal \\0 to \\377) back into the characters they stand for.',
    keywords: ['backslash unescape', 'unescape string', 'strip slashes', 'stripslashes', 'remove escape characters'],
    label: 'Escaped text',
    placeholder: 'Line 1\\nLine 2',
    examples: [
      { input: { input: 'Line 1\\nLine 2\\t\\x41\\u00e9\\\\' }, output: 'Line 1\nLine 2\tAé\\' },
      // Octal escapes of one to three digits, and \a (the bell).
      { input: { input: '\\0\\01\\012\\1\\12\\101\\a' }, output: '\x00\x01\n\x01\nA\x07' },
    ],
  },

  // Codes and ciphers
  {
    id: 'morse-code-translator',
    name: 'Morse Code Translator',
    description: 'Translate text into international Morse code, a space between letters and / between words.',
    keywords: ['text to morse', 'morse code', 'english to morse', 'morse encoder', 'morse code generator'],
    label: 'Text',
    placeholder: 'SOS',
    examples: [
      { input: { input: 'SOS' }, output: '... --- ...' },
      { input: { input: 'Hello world' }, output: '.... . .-.. .-.. --- / .-- --- .-. .-.. -..' },
    ],
  },
  {
    id: 'morse-code-to-text',
    name: 'Morse Code to Text',
    description: 'Decode Morse code (dots and dashes, / or three spaces between words) into text.',
    keywords: ['morse to text', 'morse decoder', 'morse to english', 'decode morse code', 'morse code reader'],
    label: 'Morse code',
    placeholder: '... --- ...',
    examples: [
      { input: { input: '... --- ...' }, output: 'SOS' },
      { input: { input: '.... . .-.. .-.. --- / .-- --- .-. .-.. -..' }, output: 'HELLO WORLD' },
    ],
  },
  {
    id: 'rot13',
    name: 'ROT13 Encoder and Decoder',
    description: 'Rotate every letter 13 places: the same step encodes and decodes.',
    keywords: ['rot13', 'rot 13', 'rot13 decoder', 'rotate 13', 'rot-13 cipher'],
    label: 'Text',
    placeholder: 'Hello, World!',
    examples: [
      { input: { input: 'Hello, World!' }, output: 'Uryyb, Jbeyq!' },
      { input: { input: 'Uryyb, Jbeyq!' }, output: 'Hello, World!' },
    ],
  },
  {
    id: 'rot47',
    name: 'ROT47 Encoder and Decoder',
    description: 'Rotate every printable ASCII character 47 places, digits and punctuation included.',
    keywords: ['rot47', 'rot 47', 'rot47 decoder', 'rot-47 cipher'],
    label: 'Text',
    placeholder: 'Hello, World!',
    examples: [
      { input: { input: 'Hello, World!' }, output: 'w6==@[ (@C=5P' },
      { input: { input: 'w6==@[ (@C=5P' }, output: 'Hello, World!' },
    ],
  },
  {
    id: 'caesar-cipher',
    name: 'Caesar Cipher',
    description: 'Encode or decode a Caesar cipher by shifting letters a number of places.',
    keywords: ['caesar cipher', 'caesar shift', 'shift cipher', 'caesar cipher encoder', 'caesar code'],
    label: 'Text',
    placeholder: 'Hello, World!',
    extra: [{ name: 'shift', label: 'Shift', type: 'number', default: '3', min: -25, max: 25, step: 1 }, MODE],
    examples: [
      { input: { input: 'Hello, World!' }, output: 'Khoor, Zruog!' },
      { input: { input: 'Khoor, Zruog!', mode: 'decode' }, output: 'Hello, World!' },
      { input: { input: 'xyz', shift: '29' }, output: 'abc' },
    ],
  },
  {
    id: 'caesar-cipher-decoder',
    name: 'Caesar Cipher Decoder (All Shifts)',
    description: 'Crack a Caesar cipher without the key: see the text shifted back by each of the 25 shifts.',
    keywords: [
      'caesar cipher solver',
      'caesar brute force',
      'decode caesar without key',
      'caesar cracker',
      'shift cipher solver',
    ],
    label: 'Encoded text',
    placeholder: 'Khoor',
    examples: [
      {
        input: { input: 'Khoor' },
        output: [
          'Jgnnq',
          'Ifmmp',
          'Hello',
          'Gdkkn',
          'Fcjjm',
          'Ebiil',
          'Dahhk',
          'Czggj',
          'Byffi',
          'Axeeh',
          'Zwddg',
          'Yvccf',
          'Xubbe',
          'Wtaad',
          'Vszzc',
          'Uryyb',
          'Tqxxa',
          'Spwwz',
          'Rovvy',
          'Qnuux',
          'Pmttw',
          'Olssv',
          'Nkrru',
          'Mjqqt',
          'Lipps',
        ]
          .map((text, i) => `Shift ${i + 1}: ${text}`)
          .join('\n'),
      },
    ],
  },
  {
    id: 'atbash-cipher',
    name: 'Atbash Cipher',
    description: 'Swap each letter for its mirror in the alphabet (A↔Z, B↔Y); the same step encodes and decodes.',
    keywords: ['atbash', 'atbash decoder', 'reverse alphabet cipher', 'mirror cipher'],
    label: 'Text',
    placeholder: 'Hello',
    examples: [
      { input: { input: 'Hello' }, output: 'Svool' },
      { input: { input: 'wizard' }, output: 'draziw' },
    ],
  },
  {
    id: 'vigenere-cipher',
    name: 'Vigenère Cipher',
    description: 'Encode or decode a Vigenère cipher with a key word; letters keep their case, the rest stays as is.',
    keywords: ['vigenere cipher', 'vigenere decoder', 'vigenere encoder', 'vigenère', 'keyword cipher'],
    label: 'Text',
    placeholder: 'ATTACKATDAWN',
    extra: [
      {
        name: 'key',
        label: 'Key word',
        type: 'text',
        default: 'LEMON',
        placeholder: 'LEMON',
        help: 'Letters A–Z only; spaces are skipped, digits are refused.',
      },
      MODE,
    ],
    examples: [
      { input: { input: 'ATTACKATDAWN' }, output: 'LXFOPVEFRNHR' },
      { input: { input: 'LXFOPVEFRNHR', mode: 'decode' }, output: 'ATTACKATDAWN' },
      { input: { input: 'Attack at dawn!' }, output: 'Lxfopv ef rnhr!' },
    ],
    pro: true,
  },
  {
    id: 'nato-phonetic-alphabet',
    name: 'NATO Phonetic Alphabet Translator',
    description: 'Spell text with the NATO/ICAO alphabet (Alfa, Bravo, Charlie…) for reading over the phone.',
    keywords: ['nato alphabet', 'phonetic alphabet', 'spelling alphabet', 'alpha bravo charlie', 'icao alphabet'],
    label: 'Text to spell',
    placeholder: 'Perch 42',
    line: true,
    examples: [{ input: { input: 'Perch 42' }, output: 'Papa Echo Romeo Charlie Hotel / Four Two' }],
  },
  {
    id: 'letters-to-numbers',
    name: 'Letters to Numbers Converter (A1Z26)',
    description: 'Replace each letter with its place in the alphabet (A = 1 … Z = 26), / between words.',
    keywords: ['letters to numbers', 'a1z26', 'alphabet position', 'letter number cipher', 'abc to 123'],
    label: 'Text',
    placeholder: 'Hello world',
    examples: [{ input: { input: 'Hello world' }, output: '8 5 12 12 15 / 23 15 18 12 4' }],
  },
  {
    id: 'numbers-to-letters',
    name: 'Numbers to Letters Converter (A1Z26)',
    description: 'Turn alphabet positions (1 = A … 26 = Z) back into letters, / between words.',
    keywords: ['numbers to letters', 'a1z26 decoder', 'number to alphabet', '123 to abc', 'number letter cipher'],
    label: 'Numbers',
    placeholder: '8 5 12 12 15',
    examples: [
      { input: { input: '8 5 12 12 15 / 23 15 18 12 4' }, output: 'HELLO WORLD' },
      { input: { input: '16-5-18-3-8' }, output: 'PERCH' },
    ],
  },
];

export const encodingTools: ToolRow[] = SPECS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'developer',
    keywords: spec.keywords,
    family: 'encoding',
    kind: 'text',
    params: { operation: spec.id },
    fields: [
      { name: 'input', label: spec.label, type: spec.line ? 'text' : 'textarea', placeholder: spec.placeholder },
      ...(spec.extra ?? []),
    ],
    pro: spec.pro ?? false,
    examples: spec.examples,
  }),
);

export const encoding: FamilyDefinition = {
  order: 50,
  id: 'encoding',
  summary:
    'Base64/Base64URL, Base32, Base58, Ascii85, URL, HTML and XML entities, hex, binary, code points, Unicode and backslash escapes, Punycode, quoted-printable, JWT decoding, Morse and classic ciphers (@scure/base for Base32/Base58, he for the HTML entity table, punycode for RFC 3492; the rest is short hand-written code).',
  tools: encodingTools,
};
