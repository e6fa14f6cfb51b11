/**
 * Generators: identifiers (UUID v4/v7 with uuid, ULID, NanoID-style), secrets (passwords,
 * passphrases from an embedded word list, PINs, hex and Base64URL keys), chance (numbers, dice,
 * coins, cards, pickers, teams, Secret Santa), filler (lorem ipsum, words, letters, dates,
 * sequences) and QR codes (qrcode). Every random choice comes from the context, so examples repeat.
 */
import type { ToolCategoryId } from '../../categories';
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

type Row = {
  id: string;
  op: string;
  name: string;
  description: string;
  keywords: readonly string[];
  category?: ToolCategoryId;
  params?: Record<string, string>;
  fields: readonly Field[];
  pro?: boolean;
  examples: readonly ToolExample[];
};

const num = (name: string, label: string, value: string, min: number, max: number): Field => ({
  name,
  label,
  type: 'number',
  default: value,
  min,
  max,
  step: 1,
});
const box = (name: string, label: string, value: boolean): Field => ({
  name,
  label,
  type: 'checkbox',
  default: String(value),
});
const count = (value = '1', max = 1000, label = 'How many') => num('count', label, value, 1, max);
const list = (label: string, placeholder: string): Field => ({ name: 'input', label, type: 'textarea', placeholder });
const LEVEL: Field = {
  name: 'level',
  label: 'Error correction',
  type: 'select',
  default: 'M',
  options: [
    { value: 'L', label: 'Low (7%)' },
    { value: 'M', label: 'Medium (15%)' },
    { value: 'Q', label: 'Quartile (25%)' },
    { value: 'H', label: 'High (30%)' },
  ],
};

const ROWS: readonly Row[] = [
  // Identifiers
  {
    id: 'uuid-generator',
    op: 'uuid',
    params: { version: 'v4' },
    name: 'UUID Generator (v4)',
    description: 'Generate a random version 4 UUID (GUID).',
    keywords: ['guid generator', 'uuid v4', 'random uuid', 'generate guid', 'uuid4'],
    fields: [],
    examples: [{ input: {}, output: 'a00087fb-f747-4cb8-adfe-747d23673f27' }],
  },
  {
    id: 'uuid-v7-generator',
    op: 'uuid',
    params: { version: 'v7' },
    name: 'UUID v7 Generator',
    description: 'Generate a version 7 UUID: the current time first, so new IDs sort in order.',
    keywords: ['uuidv7', 'time ordered uuid', 'sortable uuid', 'uuid version 7'],
    fields: [],
    examples: [{ input: {}, output: '019469d5-b200-71cb-a1b7-f87d23673f27' }],
  },
  {
    id: 'bulk-uuid-generator',
    op: 'bulkUuid',
    name: 'Bulk UUID Generator',
    description: 'Generate up to 1,000 UUIDs at once, version 4 or 7.',
    keywords: ['multiple uuids', 'uuid list', 'generate many guids', 'batch uuid'],
    pro: true,
    fields: [
      count('5', 1000),
      {
        name: 'version',
        label: 'Version',
        type: 'select',
        default: 'v4',
        options: [
          { value: 'v4', label: 'Version 4 (random)' },
          { value: 'v7', label: 'Version 7 (time-ordered)' },
        ],
      },
      box('uppercase', 'Capital letters', false),
    ],
    examples: [
      { input: { count: '2' }, output: 'a00087fb-f747-4cb8-adfe-747d23673f27\n7d1165c4-4930-4a6d-97cc-4b34a88bc231' },
    ],
  },
  {
    id: 'ulid-generator',
    op: 'ulid',
    name: 'ULID Generator',
    description: 'Generate a ULID: 26 characters, sortable by time, random after.',
    keywords: [
      'ulid',
      'sortable id',
      'universally unique lexicographically sortable identifier',
      'crockford base32 id',
    ],
    pro: true,
    fields: [],
    examples: [{ input: {}, output: '01JHMXBCG0M008FYZQ8YEBGVFY' }],
  },
  {
    id: 'nanoid-generator',
    op: 'nanoid',
    name: 'NanoID Generator',
    description: 'Generate short URL-safe random IDs (A–Z, a–z, 0–9, _ and -), NanoID style.',
    keywords: ['nanoid', 'short id generator', 'url safe id', 'random id'],
    fields: [num('length', 'Length', '21', 2, 256), count('1', 1000)],
    examples: [{ input: { length: '10' }, output: '749nEt0x_S' }],
  },
  // Secrets
  {
    id: 'password-generator',
    op: 'password',
    name: 'Password Generator',
    description: 'Generate a strong random password with the characters and length you choose.',
    keywords: [
      'random password',
      'strong password generator',
      'secure password',
      'password maker',
      'generate password',
    ],
    fields: [
      num('length', 'Length', '16', 4, 256),
      box('upper', 'Capitals (A–Z)', true),
      box('lower', 'Small letters (a–z)', true),
      box('digits', 'Digits (0–9)', true),
      box('symbols', 'Symbols (!@#$ …)', true),
      box('excludeSimilar', 'Leave out look-alikes (I l 1 O 0 o)', false),
      count('1', 100),
    ],
    examples: [{ input: { length: '12' }, output: 'oBV=^rJ9v/ou' }],
  },
  {
    id: 'passphrase-generator',
    op: 'passphrase',
    name: 'Passphrase Generator',
    description: 'Generate a memorable passphrase of random words, such as “maple-otter-cloud-lamp-river-zinc”.',
    keywords: ['diceware', 'memorable password', 'random words password', 'xkcd password', 'pass phrase'],
    pro: true,
    fields: [
      num('words', 'Words', '6', 3, 20),
      { name: 'separator', label: 'Between words', type: 'text', default: '-' },
      box('capitalise', 'Capitalise each word', false),
      box('number', 'Add a number', false),
    ],
    examples: [{ input: {}, output: 'arrow-galaxy-simple-gem-hill-hazel' }],
  },
  {
    id: 'pin-generator',
    op: 'pin',
    name: 'PIN Generator',
    description: 'Generate a random PIN of 3 to 12 digits.',
    keywords: ['random pin', 'pin code generator', '4 digit pin', 'random 4 digit number'],
    fields: [num('length', 'Digits', '4', 3, 12), count('1', 100)],
    examples: [{ input: {}, output: '1895' }],
  },
  {
    id: 'random-hex-generator',
    op: 'hexToken',
    name: 'Random Hex Token Generator',
    description: 'Generate a random hexadecimal token, such as a 32-byte secret.',
    keywords: ['random hex', 'hex string generator', 'random token', 'secret token', 'openssl rand -hex'],
    fields: [num('bytes', 'Bytes', '16', 1, 1024), box('uppercase', 'Capital letters', false)],
    examples: [{ input: { bytes: '8' }, output: 'a00087fbf7479cb8' }],
  },
  {
    id: 'secret-key-generator',
    op: 'secretKey',
    name: 'Secret Key Generator (JWT)',
    description: 'Generate a random Base64URL secret key, such as a 256-bit JWT signing secret.',
    keywords: ['jwt secret generator', 'random secret key', 'hmac key generator', 'base64 secret', 'api secret'],
    pro: true,
    fields: [num('bytes', 'Bytes', '32', 16, 512)],
    examples: [{ input: { bytes: '16' }, output: 'oACH-_dHnLht_nR9I2c_Jw' }],
  },
  {
    id: 'random-string-generator',
    op: 'randomString',
    name: 'Random String Generator',
    description: 'Generate random strings of letters and digits of any length.',
    keywords: ['random characters', 'random text string', 'alphanumeric generator', 'random code generator'],
    fields: [
      num('length', 'Length', '12', 1, 10000),
      {
        name: 'charset',
        label: 'Characters',
        type: 'select',
        default: 'alphanumeric',
        options: [
          { value: 'alphanumeric', label: 'Letters and digits' },
          { value: 'letters', label: 'Letters' },
          { value: 'lower', label: 'Small letters and digits' },
          { value: 'digits', label: 'Digits' },
          { value: 'hex', label: 'Hex digits' },
        ],
      },
      count('1', 1000),
    ],
    examples: [{ input: { length: '8' }, output: 'vITHAbEp' }],
  },
  // Chance
  {
    id: 'random-number-generator',
    op: 'randomNumber',
    name: 'Random Number Generator',
    description: 'Pick a random whole number between the lowest and highest you set, both included.',
    keywords: ['rng', 'random number picker', 'pick a number', 'number between 1 and 100', 'random integer'],
    category: 'maths',
    fields: [
      { name: 'min', label: 'Lowest', type: 'number', default: '1', step: 1 },
      { name: 'max', label: 'Highest', type: 'number', default: '100', step: 1 },
    ],
    examples: [
      { input: {}, output: '72' },
      { input: { min: '-5', max: '5' }, output: '-1' },
    ],
  },
  {
    id: 'random-number-list-generator',
    op: 'numberList',
    name: 'Random Number List Generator',
    description: 'Generate a list of random whole numbers in a range, with or without repeats.',
    keywords: ['list of random numbers', 'random integers', 'multiple random numbers', 'random number set'],
    category: 'maths',
    fields: [
      count('10', 10000),
      { name: 'min', label: 'Lowest', type: 'number', default: '1', step: 1 },
      { name: 'max', label: 'Highest', type: 'number', default: '100', step: 1 },
      box('unique', 'No repeats', false),
      box('sort', 'Sort the list', false),
    ],
    examples: [{ input: { count: '5' }, output: '72\n29\n10\n36\n65' }],
  },
  {
    id: 'lottery-number-generator',
    op: 'numberList',
    params: { lottery: 'true' },
    name: 'Lottery Number Generator',
    description: 'Pick lottery numbers: say how many and the highest ball, and get distinct numbers in order.',
    keywords: ['lotto number generator', 'lucky numbers', 'random lottery picks', 'quick pick'],
    category: 'maths',
    fields: [
      count('6', 100, 'Numbers to pick'),
      { name: 'min', label: 'Lowest ball', type: 'number', default: '1', step: 1 },
      { name: 'max', label: 'Highest ball', type: 'number', default: '49', step: 1 },
    ],
    examples: [{ input: {}, output: '1 4 22 28 31 46' }],
  },
  {
    id: 'dice-roller',
    op: 'dice',
    name: 'Dice Roller',
    description: 'Roll one or more dice with any number of sides, such as 2d6 or a d20.',
    keywords: ['roll dice', 'virtual dice', 'd20 roller', 'dnd dice', 'random dice'],
    category: 'maths',
    fields: [
      num('dice', 'Dice', '2', 1, 100),
      {
        name: 'sides',
        label: 'Sides',
        type: 'select',
        default: '6',
        options: ['4', '6', '8', '10', '12', '20', '100'].map((s) => ({ value: s, label: `d${s}` })),
      },
    ],
    examples: [
      { input: {}, output: '4 + 5 = 9' },
      { input: { dice: '1', sides: '20' }, output: '12' },
    ],
  },
  {
    id: 'coin-flip',
    op: 'coin',
    name: 'Coin Flip',
    description: 'Flip a fair coin, once or many times, and count heads and tails.',
    keywords: ['flip a coin', 'heads or tails', 'coin toss', 'virtual coin'],
    category: 'maths',
    fields: [count('1', 1000, 'Flips')],
    examples: [
      { input: {}, output: 'Tails' },
      { input: { count: '4' }, output: 'Tails, Heads, Tails, Tails' },
    ],
  },
  {
    id: 'random-name-picker',
    op: 'picker',
    name: 'Random Name Picker',
    description: 'Pick one or more names or options at random from a list, without repeats.',
    keywords: ['random picker', 'pick a random name', 'choose from list', 'raffle picker', 'wheel of names'],
    category: 'productivity',
    fields: [list('Names or options (one a line)', 'Ann\nBen\nCat'), count('1', 10000, 'How many to pick')],
    examples: [{ input: { input: 'Ann\nBen\nCat\nDan' }, output: 'Ann' }],
  },
  {
    id: 'random-team-generator',
    op: 'teams',
    name: 'Random Team Generator',
    description: 'Split a list of names into random teams of even size.',
    keywords: ['team picker', 'random groups', 'split into teams', 'group generator'],
    category: 'productivity',
    fields: [list('Names (one a line)', 'Ann\nBen\nCat\nDan'), num('teams', 'Teams', '2', 2, 100)],
    examples: [{ input: { input: 'Ann\nBen\nCat\nDan\nEve' }, output: 'Team 1: Dan, Eve, Ben\nTeam 2: Cat, Ann' }],
  },
  {
    id: 'secret-santa-generator',
    op: 'secretSanta',
    name: 'Secret Santa Generator',
    description: 'Draw Secret Santa names: everyone gives one gift and nobody draws themselves.',
    keywords: ['secret santa draw', 'gift exchange picker', 'kris kringle', 'name draw'],
    category: 'productivity',
    fields: [list('Names (one a line)', 'Ann\nBen\nCat')],
    examples: [{ input: { input: 'Ann\nBen\nCat\nDan' }, output: 'Ann → Cat\nCat → Ben\nBen → Dan\nDan → Ann' }],
  },
  {
    id: 'random-card-generator',
    op: 'cards',
    name: 'Random Playing Card Draw',
    description: 'Draw cards at random from a shuffled 52-card deck.',
    keywords: ['draw a card', 'random card', 'shuffle deck', 'pick a card'],
    category: 'maths',
    fields: [count('1', 52, 'Cards')],
    examples: [{ input: { count: '3' }, output: '9♦ K♣ A♣' }],
  },
  // Filler
  {
    id: 'lorem-ipsum-generator',
    op: 'lorem',
    name: 'Lorem Ipsum Generator',
    description: 'Generate lorem ipsum placeholder text by paragraphs, sentences or words.',
    keywords: ['lorem ipsum', 'placeholder text', 'dummy text', 'filler text', 'lipsum'],
    category: 'writing',
    fields: [
      count('3', 10000),
      {
        name: 'unit',
        label: 'Of',
        type: 'select',
        default: 'paragraphs',
        options: [
          { value: 'paragraphs', label: 'Paragraphs' },
          { value: 'sentences', label: 'Sentences' },
          { value: 'words', label: 'Words' },
        ],
      },
      box('startWithLorem', 'Start with “Lorem ipsum dolor sit amet”', true),
    ],
    examples: [
      { input: { count: '8', unit: 'words' }, output: 'lorem ipsum dolor sit amet adipiscing occaecat in' },
      {
        input: { count: '2', unit: 'sentences' },
        output:
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Occaecat in minim proident nulla cupidatat amet.',
      },
    ],
  },
  {
    id: 'random-word-generator',
    op: 'word',
    name: 'Random Word Generator',
    description: 'Generate random everyday English words, for games, prompts and names.',
    keywords: ['random words', 'word picker', 'random noun generator', 'pictionary words'],
    category: 'writing',
    fields: [count('5', 1000)],
    examples: [{ input: { count: '3' }, output: 'arrow\ngalaxy\nsimple' }],
  },
  {
    id: 'random-letter-generator',
    op: 'letter',
    name: 'Random Letter Generator',
    description: 'Pick random letters of the alphabet.',
    keywords: ['random letter', 'alphabet picker', 'letter picker', 'random alphabet'],
    category: 'writing',
    fields: [
      count('1', 1000),
      {
        name: 'letterCase',
        label: 'Case',
        type: 'select',
        default: 'upper',
        options: [
          { value: 'upper', label: 'Capitals' },
          { value: 'lower', label: 'Small letters' },
          { value: 'both', label: 'Both' },
        ],
      },
    ],
    examples: [{ input: { count: '5' }, output: 'B U Z B U' }],
  },
  {
    id: 'random-date-generator',
    op: 'date',
    name: 'Random Date Generator',
    description: 'Pick random dates between two dates, both included.',
    keywords: ['random date', 'random day picker', 'date between two dates', 'random birthday'],
    category: 'time',
    fields: [
      { name: 'start', label: 'From', type: 'date', default: '2025-01-01' },
      { name: 'end', label: 'To', type: 'date', default: '2025-12-31' },
      count('1', 1000),
    ],
    examples: [
      { input: {}, output: '2025-06-06' },
      { input: { start: '2024-02-28', end: '2024-03-01', count: '3' }, output: '2024-02-28\n2024-02-29\n2024-02-29' },
    ],
  },
  {
    id: 'random-mac-address-generator',
    op: 'mac',
    name: 'Random MAC Address Generator',
    description: 'Generate random locally administered MAC addresses that never clash with a vendor’s.',
    keywords: ['mac address generator', 'random mac', 'fake mac address', 'spoof mac'],
    fields: [
      count('1', 1000),
      {
        name: 'separator',
        label: 'Separator',
        type: 'select',
        default: ':',
        options: [
          { value: ':', label: 'Colon (AA:BB)' },
          { value: '-', label: 'Hyphen (AA-BB)' },
          { value: '', label: 'None (AABB)' },
        ],
      },
    ],
    examples: [{ input: {}, output: 'A2:00:87:FB:F7:47' }],
  },
  {
    id: 'number-sequence-generator',
    op: 'sequence',
    name: 'Number Sequence Generator',
    description: 'List numbers from a start to an end by a step, such as 1 to 100 or 10 down to 0.',
    keywords: ['number list 1 to 100', 'sequence of numbers', 'count generator', 'list numbers', 'number range list'],
    category: 'maths',
    fields: [
      { name: 'start', label: 'Start', type: 'number', default: '1', step: 1 },
      { name: 'end', label: 'End', type: 'number', default: '10', step: 1 },
      { name: 'step', label: 'Step', type: 'number', default: '1', step: 1 },
      {
        name: 'separator',
        label: 'Between numbers',
        type: 'select',
        default: 'newline',
        options: [
          { value: 'newline', label: 'New line' },
          { value: 'comma', label: 'Comma' },
          { value: 'space', label: 'Space' },
        ],
      },
    ],
    examples: [
      { input: { end: '5', separator: 'comma' }, output: '1, 2, 3, 4, 5' },
      { input: { start: '10', end: '0', step: '-5' }, output: '10\n5\n0' },
    ],
  },
  // QR codes
  {
    id: 'qr-code-generator',
    op: 'qr',
    name: 'QR Code Generator',
    description: 'Make a QR code for a link or any text, to download as a PNG or SVG image or copy.',
    keywords: ['make qr code', 'qr code maker', 'url to qr code', 'free qr code', 'qr generator'],
    category: 'marketing',
    fields: [{ name: 'input', label: 'Link or text', type: 'textarea', placeholder: 'https://perch.app' }, LEVEL],
    examples: [{ input: { input: 'https://perch.app' }, output: 'https://perch.app' }],
  },
  {
    id: 'wifi-qr-code-generator',
    op: 'wifiQr',
    name: 'Wi-Fi QR Code Generator',
    description: 'Make a QR code that joins a Wi-Fi network when a phone scans it.',
    keywords: ['wifi qr code', 'qr code for wifi password', 'share wifi qr', 'wireless network qr'],
    category: 'marketing',
    pro: true,
    fields: [
      { name: 'ssid', label: 'Network name (SSID)', type: 'text', default: 'Perch Guest' },
      { name: 'password', label: 'Password', type: 'text', default: '' },
      {
        name: 'security',
        label: 'Security',
        type: 'select',
        default: 'WPA',
        options: [
          { value: 'WPA', label: 'WPA/WPA2/WPA3' },
          { value: 'WEP', label: 'WEP' },
          { value: 'nopass', label: 'No password' },
        ],
      },
      box('hidden', 'Hidden network', false),
      LEVEL,
    ],
    examples: [
      { input: { ssid: 'Perch Guest', password: 'p;a:ss' }, output: 'WIFI:T:WPA;S:Perch Guest;P:p\\;a\\:ss;;' },
      { input: { ssid: 'Café', security: 'nopass', hidden: 'true' }, output: 'WIFI:T:nopass;S:Café;H:true;;' },
    ],
  },
];

function toRow(r: Row): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'developer',
    keywords: r.keywords,
    family: 'generators',
    kind: 'generate',
    params: { operation: r.op, ...r.params },
    fields: r.fields,
    pro: r.pro ?? false,
    examples: r.examples,
  };
}

export const generators: FamilyDefinition = {
  order: 70,
  id: 'generators',
  summary:
    'UUIDs (uuid), ULIDs, NanoID-style IDs, passwords, passphrases, PINs, tokens, random numbers, dice, coins, cards, pickers, teams, Secret Santa, lorem ipsum, random words, letters and dates, and QR codes (qrcode).',
  tools: ROWS.map(toRow),
};
