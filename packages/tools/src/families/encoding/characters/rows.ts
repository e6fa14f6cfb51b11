/** encoding, characters as numbers: hex, binary, character codes, code points, Unicode escapes, UTF-8 bytes: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows } from '../spec';

export const rows = [
  {
    id: 'text-to-hex',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|translate\s+)?(?:the\s+)?(?:text\s+)?["'“]([\s\S]+?)["'”]\s+(?:in|to|into)\s+hex$`,
          fill: { input: 'text:$1' },
          why: 'writes your text as hex bytes, already filled in',
          cased: true,
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`^(?:convert\s+|translate\s+)?(?:the\s+)?(?:text\s+)?["'“]([\s\S]+?)["'”]\s+(?:in|to|into)\s+binary$`,
          fill: { input: 'text:$1' },
          why: 'writes your text as binary, already filled in',
          cased: true,
        },
      ],
    },
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
    ask: { for: { binary: 1 } },
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
] as const satisfies readonly Spec[];

export const topic = topicRows(30, rows);
