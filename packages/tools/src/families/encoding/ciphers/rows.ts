/** encoding, codes and ciphers: Morse, Caesar, ROT13/47, Atbash, Vigenère, NATO, A1Z26: the rows (data). Their code is run.ts beside them. */
import { MODE, type Spec, topicRows } from '../spec';

export const rows = [
  {
    id: 'morse-code-translator',
    ask: {
      says: [
        {
          pattern: String.raw`^(?:translate\s+|convert\s+|write\s+)?(?!.*\bto text\b)([\s\S]+?)\s+(?:in|to|into)\s+morse(?: code)?$`,
          fill: { input: 'text:$1' },
          why: 'writes your text in Morse code, already filled in',
          cased: true,
        },
        {
          pattern: String.raw`^morse(?: code)?\s+(?:for|of)\s+([\s\S]+)$`,
          fill: { input: 'text:$1' },
          why: 'writes your text in Morse code, already filled in',
          cased: true,
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`^(?:rot\s?13)\s*(?:of|this|:)?\s+([\s\S]+)$`,
          fill: { input: 'text:$1' },
          why: 'applies ROT13 to your text, already filled in',
          cased: true,
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`^(?:rot\s?47)\s*(?:of|this|:)?\s+([\s\S]+)$`,
          fill: { input: 'text:$1' },
          why: 'applies ROT47 to your text, already filled in',
          cased: true,
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`caesar(?: cipher| shift)?\s+(?:with\s+(?:a\s+)?)?(?:shift|key|rotation)(?:\s+of)?\s+(-?\d{1,2})(?:\s+(?:on|of|for|to)\s+([\s\S]+))?`,
          fill: { shift: '$1', input: 'unquote:$2' },
          why: 'shifts letters by {$1}, with the shift filled in',
        },
      ],
    },
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
    ask: {
      says: [
        {
          pattern: String.raw`^(?:spell\s+)?([\p{L} ]{1,40}?)\s+(?:in|using)\s+(?:the\s+)?nato(?: phonetic)?(?: alphabet)?$`,
          fill: { input: 'text:$1' },
          why: 'spells your text in the NATO alphabet, already filled in',
          cased: true,
        },
      ],
    },
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
] as const satisfies readonly Spec[];

export const topic = topicRows(60, rows);
