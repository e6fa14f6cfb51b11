import { type Row, box, count, num } from '../fields';

export const rows = [
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
] as const satisfies readonly Row[];

export const topic = { order: 20, rows };
