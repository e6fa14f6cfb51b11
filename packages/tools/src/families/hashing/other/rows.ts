/** hashing, other: every common digest at once, PBKDF2 and the hash identifier: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { DIGEST_OUTPUT, INPUT_TYPE, MESSAGE } from '../fields';

const otherTools: ToolRow[] = [
  {
    id: 'hash-generator',
    name: 'Hash Generator: MD5, SHA-1, SHA-256, SHA-512 and More',
    description: 'Make the MD5, SHA-1, SHA-2, SHA-3, BLAKE2b, RIPEMD-160 and CRC-32 of text at once.',
    category: 'developer',
    keywords: ['hash generator', 'all hashes', 'checksum generator', 'online hash calculator', 'md5 sha1 sha256'],
    family: 'hashing',
    topic: 'other',
    kind: 'text',
    params: { operation: 'all' },
    fields: [MESSAGE, INPUT_TYPE, DIGEST_OUTPUT],
    pro: false,
    examples: [
      {
        input: { input: 'abc' },
        output: [
          'MD5: 900150983cd24fb0d6963f7d28e17f72',
          'SHA-1: a9993e364706816aba3e25717850c26c9cd0d89d',
          'SHA-224: 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
          'SHA-256: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
          'SHA-384: cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
          'SHA-512: ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
          'SHA3-256: 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
          'SHA3-512: b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
          'BLAKE2b-512: ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
          'RIPEMD-160: 8eb208f7e05d987a9b044a8e98c6b087f15a0bfc',
          'CRC-32: 352441c2',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'pbkdf2-generator',
    name: 'PBKDF2 Hash Generator',
    description:
      'Derive a key from a password and salt with PBKDF2-HMAC (RFC 8018), choosing the hash, iterations and length.',
    category: 'developer',
    keywords: ['pbkdf2', 'pbkdf2 sha256', 'password based key derivation', 'pbkdf2 online', 'key derivation function'],
    family: 'hashing',
    topic: 'other',
    kind: 'form',
    params: { operation: 'pbkdf2' },
    fields: [
      { name: 'input', label: 'Password', type: 'text', placeholder: 'password' },
      { name: 'salt', label: 'Salt', type: 'text', placeholder: 'salt' },
      {
        name: 'saltType',
        label: 'Salt is',
        type: 'select',
        default: 'text',
        options: [
          { value: 'text', label: 'Text (UTF-8)' },
          { value: 'hex', label: 'Hex bytes' },
        ],
      },
      {
        name: 'iterations',
        label: 'Iterations',
        type: 'number',
        default: '600000',
        min: 1,
        max: 5_000_000,
        step: 1,
        help: 'More iterations make each guess slower; OWASP suggests 600,000 with SHA-256.',
      },
      { name: 'length', label: 'Key length (bytes)', type: 'number', default: '32', min: 1, max: 1024, step: 1 },
      {
        name: 'hash',
        label: 'Hash',
        type: 'select',
        default: 'SHA-256',
        options: ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'].map((h) => ({ value: h, label: h })),
      },
      DIGEST_OUTPUT,
    ],
    pro: true,
    examples: [
      // RFC 6070 test vectors 1 and 3 (PBKDF2-HMAC-SHA1), and RFC 7914 §11 (PBKDF2-HMAC-SHA256).
      {
        input: { input: 'password', salt: 'salt', iterations: '1', length: '20', hash: 'SHA-1' },
        output: '0c60c80f961f0e71f3a9b524af6012062fe037a6',
      },
      {
        input: { input: 'password', salt: 'salt', iterations: '4096', length: '20', hash: 'SHA-1' },
        output: '4b007901b765489abead49d926f721d065a429c1',
      },
      {
        input: { input: 'passwd', salt: 'salt', iterations: '1', length: '64', hash: 'SHA-256' },
        output:
          '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
      },
    ],
  },
  {
    id: 'hash-identifier',
    ask: { for: { digest: 1 } },
    name: 'Hash Identifier (Hash Type Checker)',
    description:
      'Tell which algorithms a hash could come from, by its length and format (hex, Base64, bcrypt, $6$ and more).',
    category: 'developer',
    keywords: ['hash identifier', 'identify hash type', 'what hash is this', 'hash analyzer', 'hash type detector'],
    family: 'hashing',
    topic: 'other',
    kind: 'text',
    params: { operation: 'identify' },
    fields: [{ name: 'input', label: 'Hash', type: 'text', placeholder: '5d41402abc4b2a76b9719d911017c592' }],
    pro: false,
    examples: [
      {
        input: { input: '5d41402abc4b2a76b9719d911017c592' },
        output: 'Possibly: MD5, NTLM, MD4 or RIPEMD-128 (32 hex digits = 128 bits).',
      },
      {
        input: { input: '$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW' },
        output: 'Most likely: bcrypt.',
      },
    ],
  },
];

export const rows = otherTools;

export const topic = { order: 40, rows };
