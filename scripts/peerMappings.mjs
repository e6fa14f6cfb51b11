/**
 * How other projects' operations map onto Perch's tools (read by import-peer-vectors.mjs). A
 * mapper takes a case's input, arguments and expected output and returns the Perch tool id and its
 * field values, or nothing when Perch does not offer that variant of the operation. NOTES record,
 * by `file name`, where Perch deliberately differs (`differs` with `perch`, Perch's own answer) or
 * is known to be wrong (`knownWrong`: what is wrong, to be fixed in that family).
 */
const text =
  (tool, extra = {}) =>
  (input) => ({ tool, input, ...extra });
const when = (test, mapper) => (input, args, expected) => (test(args) ? mapper(input, args, expected) : undefined);
const hashOf = (tool) => text(tool);
const BASE_NAMES = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };
/** The CRC models Perch offers, by tool (the catalogue's variant options). */
const CRC_TOOLS = {
  'crc8-calculator': [
    'CRC-8/SMBUS',
    'CRC-8/MAXIM-DOW',
    'CRC-8/AUTOSAR',
    'CRC-8/I-432-1',
    'CRC-8/SAE-J1850',
    'CRC-8/ROHC',
    'CRC-8/BLUETOOTH',
  ],
  'crc16-calculator': [
    'CRC-16/ARC',
    'CRC-16/MODBUS',
    'CRC-16/IBM-3740',
    'CRC-16/XMODEM',
    'CRC-16/KERMIT',
    'CRC-16/IBM-SDLC',
    'CRC-16/USB',
    'CRC-16/GENIBUS',
    'CRC-16/MAXIM-DOW',
    'CRC-16/UMTS',
  ],
  'crc32-calculator': ['CRC-32', 'CRC-32/BZIP2', 'CRC-32/MPEG-2', 'CRC-32/CKSUM', 'CRC-32/JAMCRC'],
  'crc64-calculator': ['CRC-64/XZ', 'CRC-64/ECMA-182', 'CRC-64/GO-ISO', 'CRC-64/WE', 'CRC-64/REDIS'],
};
/** CyberChef's other names for the same CRC models (the CRC catalogue's aliases). */
const CRC_ALIASES = { 'CRC-16': 'CRC-16/ARC', 'CRC-32/ISO-HDLC': 'CRC-32', 'CRC-64/ECMA': 'CRC-64/ECMA-182' };
const crc = (input, args) => {
  const model = CRC_ALIASES[args[0]] ?? args[0];
  if (model === 'CRC-32C' || model === 'CRC-32/ISCSI') return { tool: 'crc32c-calculator', input };
  for (const [tool, models] of Object.entries(CRC_TOOLS))
    if (models.includes(model)) return { tool, input, variant: model };
  return undefined;
};

export const CYBERCHEF = {
  'To Base64': [
    when((a) => a[0] === 'A-Za-z0-9+/=', text('base64-encode')),
    when((a) => a[0] === 'A-Za-z0-9-_', text('base64url-encode')),
  ],
  'From Base64': [
    when((a) => a[0] === 'A-Za-z0-9+/=', text('base64-decode')),
    when((a) => a[0] === 'A-Za-z0-9-_', text('base64url-decode')),
  ],
  'To Base32': [when((a) => (a[0] ?? 'A-Z2-7=') === 'A-Z2-7=', text('base32-encode'))],
  'From Base32': [when((a) => (a[0] ?? 'A-Z2-7=') === 'A-Z2-7=', text('base32-decode'))],
  'To Base58': [
    when((a) => a[0] === '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', text('base58-encode')),
  ],
  'From Base58': [
    when((a) => a[0] === '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', text('base58-decode')),
  ],
  'To Base85': [when((a) => a[0] === '!-u' && a[1] === false, text('ascii85-encode'))],
  'From Base85': [when((a) => a[0] === '!-u', text('ascii85-decode'))],
  'To Hex': [
    when((a) => a[0] === 'Space' && !a[1], text('text-to-hex', { separator: 'space' })),
    when((a) => a[0] === 'None' && !a[1], text('text-to-hex', { separator: 'none' })),
    when((a) => a[0] === '0x' && !a[1], text('text-to-hex', { separator: '0x' })),
    when((a) => a[0] === '\\x' && !a[1], text('text-to-hex', { separator: '\\x' })),
  ],
  'From Hex': [when((a) => ['Auto', 'Space', 'None'].includes(a[0] ?? 'Auto'), text('hex-to-text'))],
  'To Binary': [when((a) => (a[0] ?? 'Space') === 'Space' && (a[1] ?? 8) === 8, text('text-to-binary'))],
  'From Binary': [
    when((a) => ['Space', 'Auto'].includes(a[0] ?? 'Space') && (a[1] ?? 8) === 8, text('binary-to-text')),
  ],
  'From Decimal': [when((a) => ['Space', 'Comma', 'Auto'].includes(a[0] ?? 'Space'), text('ascii-codes-to-text'))],
  'To Charcode': [when((a) => a[0] === 'Space' && a[1] === 10, text('text-to-ascii-codes'))],
  'From Charcode': [when((a) => ['Space', 'Comma'].includes(a[0]) && a[1] === 10, text('ascii-codes-to-text'))],
  'From Base': [
    (input, a) => (a[0] !== 10 && BASE_NAMES[a[0]] ? { tool: `${BASE_NAMES[a[0]]}-to-decimal`, input } : undefined),
  ],
  'To Base': [
    (input, a) => (a[0] !== 10 && BASE_NAMES[a[0]] ? { tool: `decimal-to-${BASE_NAMES[a[0]]}`, input } : undefined),
  ],
  MD5: [hashOf('md5-hash-generator')],
  SHA1: [when((a) => (a[0] ?? 80) === 80, hashOf('sha1-hash-generator'))],
  SHA2: [
    (input, a) =>
      ['224', '256', '384', '512', '512/224', '512/256'].includes(a[0]) &&
      (a[1] === undefined || a[1] === (a[0].startsWith('512') || a[0] === '384' ? 160 : 64))
        ? { tool: `sha${a[0].replace('/', '-')}-hash-generator`, input }
        : undefined,
  ],
  SHA3: [
    (input, a) =>
      ['224', '256', '384', '512'].includes(a[0]) ? { tool: `sha3-${a[0]}-hash-generator`, input } : undefined,
  ],
  Keccak: [(input, a) => (a[0] === '256' ? { tool: 'keccak-256-hash-generator', input } : undefined)],
  Shake: [
    (input, a) =>
      ['128', '256'].includes(a[0]) ? { tool: `shake${a[0]}-hash-generator`, input, bits: String(a[1]) } : undefined,
  ],
  RIPEMD: [when((a) => a[0] === '160', hashOf('ripemd160-hash-generator'))],
  BLAKE2b: [
    when(
      (a) => ['160', '256', '384', '512'].includes(a[0]) && a[1] === 'Hex' && !a[2]?.string,
      (input, a) => ({ tool: 'blake2b-hash-generator', input, bits: a[0] }),
    ),
  ],
  BLAKE2s: [
    when(
      (a) => ['128', '160', '224', '256'].includes(a[0]) && a[1] === 'Hex' && !a[2]?.string,
      (input, a) => ({ tool: 'blake2s-hash-generator', input, bits: a[0] }),
    ),
  ],
  BLAKE3: [when((a) => a[0] === 32 && !a[1], hashOf('blake3-hash-generator'))],
  HMAC: [
    (input, a) => {
      const tool = {
        MD5: 'hmac-md5-generator',
        SHA1: 'hmac-sha1-generator',
        SHA256: 'hmac-sha256-generator',
        SHA384: 'hmac-sha384-generator',
        SHA512: 'hmac-sha512-generator',
      }[a[1]];
      const key = a[0];
      if (!tool || typeof key !== 'object') return undefined;
      const keyType = { UTF8: 'text', Latin1: 'text', Hex: 'hex' }[key.option];
      return keyType ? { tool, input, key: key.string, keyType } : undefined;
    },
  ],
  'CRC Checksum': [crc],
  ROT13: [when((a) => a[0] === true && a[1] === true && a[2] === false && a[3] === 13, text('rot13'))],
  ROT47: [when((a) => a[0] === 47, text('rot47'))],
  'Atbash Cipher': [text('atbash-cipher')],
  'Vigenère Encode': [(input, a) => ({ tool: 'vigenere-cipher', input, key: a[0], mode: 'encode' })],
  'Vigenère Decode': [(input, a) => ({ tool: 'vigenere-cipher', input, key: a[0], mode: 'decode' })],
  'To Morse Code': [when((a) => a[0] === '-/.' && a[1] === 'Space', text('morse-code-translator'))],
  'From Morse Code': [when((a) => a[0] === 'Space', text('morse-code-to-text'))],
  'Convert to NATO alphabet': [text('nato-phonetic-alphabet')],
  'To Camel case': [when((a) => a[0] === false, text('camel-case'))],
  'To Snake case': [when((a) => a[0] === false, text('snake-case'))],
  'To Kebab case': [when((a) => a[0] === false, text('kebab-case'))],
  'Swap case': [text('inverse-case')],
  'URL Encode': [when((a) => !a[0], text('url-encode'))],
  'URL Decode': [text('url-decode')],
  'To HTML Entity': [
    when((a) => a[0] === false && a[1] === 'Named entities', text('html-entity-encoder', { mode: 'named' })),
    when((a) => a[0] === true && a[1] === 'Numeric entities', text('html-entity-encoder', { mode: 'numeric' })),
  ],
  'From HTML Entity': [text('html-entity-decoder')],
  'Escape string': [when((a) => a[0] === 'Special chars', text('backslash-escape'))],
  'Unescape string': [text('backslash-unescape')],
  'Unescape Unicode Characters': [when((a) => a[0] === '\\u', text('unicode-unescape'))],
  'JSON Beautify': [when((a) => a[0] === '  ' && !a[1], text('json-formatter'))],
  'JSON Minify': [text('json-minifier')],
  'JSON to CSV': [when((a) => a[0] === ',' && a[1] === '\\r\\n', text('json-to-csv'))],
  'CSV to JSON': [
    when((a) => a[0] === ',' && a[2] === 'Array of dictionaries', text('csv-to-json', { detectTypes: 'false' })),
  ],
  'JSON to YAML': [text('json-to-yaml')],
  'YAML to JSON': [text('yaml-to-json')],
  // ON DUPLICATE KEY UPDATE is MySQL's: Perch formats it in its MySQL dialect.
  'SQL Beautify': [
    (input) => ({ tool: 'sql-formatter', input, ...(/ON DUPLICATE KEY/i.test(input) ? { language: 'mysql' } : {}) }),
  ],
  'HTML To Text': [text('html-to-text')],
  'Extract email addresses': [when((a) => a[0] === false && !a[1] && !a[2], text('extract-emails'))],
  'Change IP format': [
    when((a) => a[0] === 'Dotted Decimal' && a[1] === 'Decimal', text('ip-to-decimal')),
    when((a) => a[0] === 'Dotted Decimal' && a[1] === 'Hex', text('ip-to-hex')),
    when((a) => a[0] === 'Decimal' && a[1] === 'Dotted Decimal', text('decimal-to-ip')),
  ],
  Median: [(input, _, expected) => ({ tool: 'median-calculator', input, expected: `Median: ${expected}` })],
  'JWT Decode': [text('jwt-decoder')],
};

const arg = (args, name) => (args[0] && typeof args[0] === 'object' ? args[0][name] : undefined);

export const IT_TOOLS = {
  convertBase: [
    (args) => {
      const { value, fromBase, toBase } = args[0];
      if (fromBase === toBase || !BASE_NAMES[fromBase] || !BASE_NAMES[toBase]) return undefined;
      return { tool: `${BASE_NAMES[fromBase]}-to-${BASE_NAMES[toBase]}`, input: value };
    },
  ],
  convertHexToBin: [(args) => ({ tool: 'hexadecimal-to-binary', input: args[0] })],
  arabicToRoman: [(args) => ({ tool: 'roman-numeral-converter', input: String(args[0]) })],
  convertTextToAsciiBinary: [(args) => (args[1] ? undefined : { tool: 'text-to-binary', input: args[0] })],
  convertAsciiBinaryToText: [(args) => ({ tool: 'binary-to-text', input: args[0] })],
  // Their "text to unicode" writes HTML numeric character references (&#65;); its reverse is an entity decoder.
  convertUnicodeToText: [(args) => ({ tool: 'html-entity-decoder', input: args[0] })],
  getStringSizeInBytes: [
    (args, n) => ({ tool: 'byte-counter', input: args[0], expected: `${n} ${n === 1 ? 'byte' : 'bytes'}` }),
  ],
  ipv4ToInt: [(args, n) => ({ tool: 'ip-to-decimal', input: arg(args, 'ip'), expected: String(n) })],
  // Their validator answers a flag; Perch answers a sentence that starts by saying which.
  isValidIpv4: [
    (args, valid) =>
      arg(args, 'ip').trim() === ''
        ? { tool: 'ip-address-validator', input: arg(args, 'ip'), expected: false, refused: true }
        : {
            tool: 'ip-address-validator',
            input: arg(args, 'ip'),
            expected: valid ? 'Valid IPv4 address' : 'Not a valid IP address',
            compare: 'startsWith',
          },
  ],
  // Only the array: a case that also names its headers asks for something Perch's tool does not take.
  // Only the array, and only what JSON can hold: a case that names its headers, or has undefined values, asks for what Perch's tool does not take.
  convertArrayToCsv: [
    (args) => {
      const array = arg(args, 'array');
      const plain = Object.keys(args[0]).length === 1 && !array.some((o) => Object.values(o).includes(undefined));
      return plain ? { tool: 'json-to-csv', input: JSON.stringify(array) } : undefined;
    },
  ],
  formatXml: [(args) => (args[1] ? undefined : { tool: 'xml-formatter', input: args[0] })],
  dateToExcelFormat: [],
  excelFormatToDate: [(args) => ({ tool: 'excel-date-to-date', input: String(args[0]) })],
  computeChmodOctalRepresentation: [],
};

/** Tools that take their input as hex bytes when asked (`inputType`), and decoders that can answer in hex (`output`). */
const BYTE_INPUT =
  /^(base64-encode|base64url-encode|base32-encode|base58-encode|ascii85-encode|.*-hash-generator|hmac-.*|crc.*-calculator)$/;
const BYTE_OUTPUT = /^(base64-decode|base64url-decode|base32-decode|base58-decode|ascii85-decode)$/;
/** Characters up to U+00FF, some above U+007F: CyberChef reads such a string as one byte a character, not as UTF-8. */
const codes = (s) => [...s].map((ch) => ch.codePointAt(0));
const isLatin1Bytes = (s) =>
  typeof s === 'string' && codes(s).some((c) => c >= 0x80) && codes(s).every((c) => c <= 0xff);
/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return. */
const hasControls = (s) => codes(s).some((c) => c <= 0x08 || (c >= 0x0e && c <= 0x1f));
const hexOf = (s) => [...s].map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/**
 * A case whose input or output are raw bytes (a string CyberChef reads a byte a character) runs on
 * Perch's hex side: the input as hex bytes, or the answer in hex. A tool with no hex side cannot
 * take such a case (undefined: not mapped).
 */
export function asBytes(values, expected) {
  const out = { ...values };
  if (isLatin1Bytes(values.input)) {
    if (!BYTE_INPUT.test(values.tool)) return undefined;
    Object.assign(out, { input: hexOf(values.input), inputType: 'hex' });
  }
  if (isLatin1Bytes(out.expected ?? expected) || (BYTE_OUTPUT.test(values.tool) && hasControls(expected))) {
    if (!BYTE_OUTPUT.test(values.tool)) return undefined;
    Object.assign(out, { output: 'hex', expected: hexOf(out.expected ?? expected) });
  }
  return out;
}

const named = (file, name) => (c) =>
  c.file.endsWith(file) && (typeof name === 'string' ? c.name === name : name.test(c.name));
/** Tools that answer empty input with nothing, as CyberChef does (a cipher or case of nothing is nothing). */
const EMPTY_FOR_EMPTY = new Set([
  'atbash-cipher',
  'vigenere-cipher',
  'rot47',
  'inverse-case',
  'url-decode',
  'url-encode',
  'html-entity-decoder',
]);
const NULL_CELL =
  'null becomes an empty cell: CSV has no null, and the text "null" would read back as a four-letter string';
const REFUSES = 'Perch answers with a sentence saying what it needs rather than with nothing';

/**
 * What is recorded on a case, by rule, first match wins: `knownWrong` (Perch is wrong: the test
 * asserts it still fails), `differs` (on purpose, with the reason; `refused`: Perch answers with a
 * sentence, `compare`: how the answers agree, `perch`: Perch's own answer), or plain `refused` or
 * `compare` where the difference is only in form.
 */
export const NOTES = [
  // Wrong today: none. (A case Perch gets wrong is marked `knownWrong`; fix the tool, remove the mark, re-run.)
  {
    applies: named('ExtractEmailAddresses.mjs', /Internationali[sz]ed/),
    note: {
      differs:
        'Perch lists each address once, and reads an address at an IP only in brackets (RFC 5321 address literal, example@[127.0.0.1]): john@192.168.10.100 is left out',
      perch: (c) => [...new Set(String(c.expected).split('\n'))].filter((a) => a !== 'john@192.168.10.100').join('\n'),
    },
  },
  {
    applies: named('Ciphers.mjs', /Vigenère .*: invalid key/),
    note: { refused: true },
  },
  {
    applies: named('SQLBeautify.mjs', /upsert/),
    note: {
      differs: 'Perch upper-cases keywords (AS), in the MySQL dialect this statement is written in',
      compare: 'ignoreCase',
    },
  },
  {
    applies: named('JSONtoCSV.mjs', /: nested array/),
    note: { compare: 'lines' },
  },
  {
    applies: named('JSONtoCSV.mjs', /null/),
    note: { differs: NULL_CELL, perch: 'a,b,c\nfalse,,3' },
  },
  {
    applies: named('json-to-csv.service.test.ts', /null/),
    note: { differs: NULL_CELL, perch: 'a,b\n,2' },
  },
  // Deliberate differences.
  {
    applies: (c) => c.values.input === '' && (c.expected === '' || c.expected === 0) && !EMPTY_FOR_EMPTY.has(c.tool),
    note: { differs: `${REFUSES} (empty input)`, refused: true },
  },
  {
    applies: (c) => c.tool === 'extract-emails' && c.expected === '',
    note: { differs: 'Perch says when it finds none', perch: 'No e-mail addresses found.' },
  },
  {
    applies: (c) => c.tool === 'nato-phonetic-alphabet' && /[,/]/.test(c.values.input),
    note: {
      differs: 'Perch spells letters and digits, says Stop for a full stop, and keeps other punctuation as it is',
      perch:
        'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu Zero One Two Three Four Five Six Seven Eight Nine , / Stop',
    },
  },
  {
    applies: (c) => c.source === 'IT-Tools' && c.expected === '' && c.values.input !== '',
    note: { differs: `${REFUSES} (no answer for this input)`, refused: true },
  },
  {
    applies: (c) => c.tool === 'roman-numeral-converter' && /\./.test(c.values.input),
    note: { differs: 'Perch refuses a number with a fraction rather than dropping the fraction', refused: true },
  },
  {
    applies: (c) => /^(ip-to-hex|.*-to-hexadecimal)$/.test(c.tool),
    note: { differs: 'Perch writes hexadecimal digits in capitals', compare: 'ignoreCase' },
  },
  {
    applies: named('JSONtoCSV.mjs', /./),
    note: {
      differs: 'Perch writes LF line ends and no final line break, for a text box (CyberChef writes CRLF)',
      compare: 'lines',
    },
  },
  {
    applies: (c) => c.tool === 'json-to-csv' && c.values.input.includes('\\"'),
    note: {
      differs: 'CSV follows RFC 4180 quoting: a quote inside a field is doubled, not backslash-escaped',
      perch: 'a,b\n"hello ""world""",2',
    },
  },
  {
    applies: (c) => ['JSONBeautify.mjs', 'CSV.mjs'].some((f) => c.file.endsWith(f)) || c.tool === 'yaml-to-json',
    note: { differs: 'Perch indents JSON by two spaces', compare: 'json' },
  },
  {
    applies: (c) => c.tool === 'json-to-yaml',
    note: { differs: 'Perch writes no final line break', compare: 'lines' },
  },
  {
    applies: (c) => c.tool === 'jwt-decoder',
    note: { differs: 'Perch shows the header above the payload, indented by two spaces', compare: 'containsJson' },
  },
  {
    applies: named('HTMLEntity.mjs', /From HTML Entity: invalid entity/),
    note: {
      differs: "browsers' HTML entity rules: &not is a legacy entity that needs no semicolon",
      perch: 'a \u00acreal; b',
    },
  },
  {
    applies: named('HTMLEntity.mjs', 'To HTML Entity: named'),
    note: {
      differs: 'Perch names only the characters HTML needs escaped, not every punctuation mark',
      perch: '&lt;a href=&apos;#&apos;&gt;&quot;&amp;&quot;&lt;/a&gt;',
    },
  },
  {
    applies: named('HTMLEntity.mjs', /non-conformant name/),
    note: { differs: 'Perch writes a character with no entity name as a hexadecimal reference', perch: '&#x2126;' },
  },
  {
    applies: named('HTMLEntity.mjs', /numeric, convert all/),
    note: {
      differs: 'Perch converts the characters HTML needs escaped (and those outside ASCII), not every letter',
      perch: 'A&#60;',
    },
  },
  {
    applies: named('FromDecimal.mjs', /negative|signed/),
    note: { differs: 'Perch refuses negative character codes (CyberChef wraps them into bytes)', refused: true },
  },
  {
    applies: named('StrUtils.mjs', /Escape String: complex/),
    note: {
      differs: 'Perch escapes for a JavaScript string in either quote and keeps characters outside ASCII as they are',
      perch:
        'null\\0backspace\\btab\\tnewline\\nverticaltab\\vformfeed\\fcarriagereturn\\rdoublequote\\"singlequote\\\'hex\u00a9unicode\u2665codepoint\ud834\udf06',
    },
  },
  {
    applies: (c) => c.tool === 'excel-date-to-date' && Number(c.values.input) < 1,
    note: {
      differs: 'Excel serials follow Excel: its first day is 1 (1900-01-01); it has no day 0 or before',
      refused: true,
    },
  },
  {
    applies: (c) => c.tool === 'excel-date-to-date' && /^[12]$/.test(c.values.input),
    note: {
      differs: 'Excel serials follow Excel (1 is 1900-01-01), not the OLE origin (1 is 1899-12-31)',
      perch: (c) => ({ 1: '1900-01-01 (Monday)', 2: '1900-01-02 (Tuesday)' })[c.values.input],
    },
  },
  {
    applies: (c) => c.tool === 'excel-date-to-date',
    note: {
      differs: 'Perch writes the date and time to the nearest second',
      perch: (c) => ({ 4242.4242: '1911-08-12 10:10:51', 42738.22626859954: '2017-01-03 05:25:50' })[c.values.input],
    },
  },
  {
    applies: (c) => c.tool === 'hexadecimal-to-binary' && c.file.includes('hash-text'),
    note: {
      differs: 'Perch converts the number, so leading zero bits are not written',
      perch: (c) => c.expected.replace(/^0+(?=.)/, ''),
    },
  },
  {
    applies: (c) => c.tool === 'binary-to-text' && /garbage/.test(c.values.input),
    note: { differs: 'Perch refuses characters other than 0 and 1 rather than dropping them', refused: true },
  },
  {
    applies: (c) => c.tool === 'xml-formatter',
    note: {
      differs: 'Perch keeps short text on its element’s line and indents by two spaces',
      perch: '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>',
    },
  },
  // Their expected output is an error message: Perch refuses too, in its own words.
  {
    applies: (c) =>
      c.source === 'CyberChef' &&
      typeof c.expected === 'string' &&
      (c.expected.startsWith(`${c.operation} - `) || c.expected === 'No key entered'),
    note: { refused: true },
  },
];
