/**
 * Hashes, HMACs and checksums of text (UTF-8) or hex bytes. SHA-1 and SHA-256/384/512 use Web
 * Crypto (crypto.subtle, native), every other digest, HMAC and the PBKDF2 fallback use the audited
 * @noble/hashes; CRC-32 and CRC-32C use crc-32 (SheetJS); the other CRCs are one table-driven
 * function over the RevEng catalogue's parameters, and Adler-32 and FNV-1a are a few lines each.
 */
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

const MESSAGE: Field = { name: 'input', label: 'Text to hash', type: 'textarea', placeholder: 'abc' };

const INPUT_TYPE: Field = {
  name: 'inputType',
  label: 'Input is',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

const DIGEST_OUTPUT: Field = {
  name: 'output',
  label: 'Output',
  type: 'select',
  default: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lower case)' },
    { value: 'hex-upper', label: 'Hex (upper case)' },
    { value: 'base64', label: 'Base64' },
  ],
};

const CHECKSUM_OUTPUT: Field = {
  name: 'output',
  label: 'Output',
  type: 'select',
  default: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lower case)' },
    { value: 'hex-upper', label: 'Hex (upper case)' },
    { value: 'decimal', label: 'Decimal' },
  ],
};

const bitsSelect = (allowed: readonly number[], fallback: number, label = 'Digest length'): Field => ({
  name: 'bits',
  label,
  type: 'select',
  default: String(fallback),
  options: allowed.map((n) => ({ value: String(n), label: `${n} bits` })),
});

const xofBits = (fallback: number): Field => ({
  name: 'bits',
  label: 'Output length (bits)',
  type: 'number',
  default: String(fallback),
  min: 8,
  max: 8192,
  step: 8,
});

interface DigestSpec {
  algorithm: string;
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  examples: readonly ToolExample[];
  extra?: readonly Field[];
  pro?: boolean;
}

const FOX = 'The quick brown fox jumps over the lazy dog';

const DIGESTS: readonly DigestSpec[] = [
  {
    algorithm: 'md5',
    id: 'md5-hash-generator',
    name: 'MD5 Hash Generator',
    description: 'Make the MD5 hash of text or hex bytes (for checksums, not for passwords or security).',
    keywords: ['md5', 'md5 hash', 'md5 checksum', 'md5 generator', 'md5 online'],
    examples: [
      { input: { input: '' }, output: 'd41d8cd98f00b204e9800998ecf8427e' },
      { input: { input: FOX }, output: '9e107d9d372bb6826bd81d3542a419d6' },
    ],
  },
  {
    algorithm: 'sha1',
    id: 'sha1-hash-generator',
    name: 'SHA-1 Hash Generator',
    description: 'Make the SHA-1 hash of text or hex bytes (as used by Git; no longer safe against collisions).',
    keywords: ['sha1', 'sha-1 hash', 'sha1 checksum', 'sha1 generator', 'sha1 online'],
    examples: [
      { input: { input: 'abc' }, output: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
      { input: { input: FOX }, output: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12' },
    ],
  },
  {
    algorithm: 'sha224',
    id: 'sha224-hash-generator',
    name: 'SHA-224 Hash Generator',
    description: 'Make the SHA-224 hash of text or hex bytes.',
    keywords: ['sha224', 'sha-224 hash', 'sha2 224', 'sha224 generator'],
    examples: [{ input: { input: 'abc' }, output: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7' }],
  },
  {
    algorithm: 'sha256',
    id: 'sha256-hash-generator',
    name: 'SHA-256 Hash Generator',
    description: 'Make the SHA-256 hash of text or hex bytes, in hex or Base64.',
    keywords: ['sha256', 'sha-256 hash', 'sha256 checksum', 'sha256 generator', 'sha 256 online'],
    examples: [
      { input: { input: 'abc' }, output: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
      { input: { input: 'abc', output: 'base64' }, output: 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=' },
    ],
  },
  {
    algorithm: 'sha384',
    id: 'sha384-hash-generator',
    name: 'SHA-384 Hash Generator',
    description: 'Make the SHA-384 hash of text or hex bytes, in hex or Base64 (as in Subresource Integrity).',
    keywords: ['sha384', 'sha-384 hash', 'sha384 generator', 'sri hash'],
    examples: [
      {
        input: { input: 'abc' },
        output: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      },
    ],
  },
  {
    algorithm: 'sha512',
    id: 'sha512-hash-generator',
    name: 'SHA-512 Hash Generator',
    description: 'Make the SHA-512 hash of text or hex bytes, in hex or Base64.',
    keywords: ['sha512', 'sha-512 hash', 'sha512 checksum', 'sha512 generator', 'sha 512 online'],
    examples: [
      {
        input: { input: 'abc' },
        output:
          'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      },
    ],
  },
  {
    algorithm: 'sha512-224',
    id: 'sha512-224-hash-generator',
    name: 'SHA-512/224 Hash Generator',
    description: 'Make the SHA-512/224 hash (FIPS 180-4) of text or hex bytes.',
    keywords: ['sha512/224', 'sha-512/224', 'sha512_224', 'sha512 224'],
    examples: [{ input: { input: 'abc' }, output: '4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa' }],
    pro: true,
  },
  {
    algorithm: 'sha512-256',
    id: 'sha512-256-hash-generator',
    name: 'SHA-512/256 Hash Generator',
    description: 'Make the SHA-512/256 hash (FIPS 180-4) of text or hex bytes.',
    keywords: ['sha512/256', 'sha-512/256', 'sha512_256', 'sha512 256'],
    examples: [{ input: { input: 'abc' }, output: '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23' }],
  },
  {
    algorithm: 'sha3-224',
    id: 'sha3-224-hash-generator',
    name: 'SHA3-224 Hash Generator',
    description: 'Make the SHA3-224 hash (FIPS 202) of text or hex bytes.',
    keywords: ['sha3-224', 'sha3 224', 'sha-3 224 hash'],
    examples: [{ input: { input: 'abc' }, output: 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf' }],
  },
  {
    algorithm: 'sha3-256',
    id: 'sha3-256-hash-generator',
    name: 'SHA3-256 Hash Generator',
    description: 'Make the SHA3-256 hash (FIPS 202) of text or hex bytes.',
    keywords: ['sha3-256', 'sha3 256', 'sha-3 hash', 'sha3 generator'],
    examples: [
      { input: { input: 'abc' }, output: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532' },
      { input: { input: '' }, output: 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a' },
    ],
  },
  {
    algorithm: 'sha3-384',
    id: 'sha3-384-hash-generator',
    name: 'SHA3-384 Hash Generator',
    description: 'Make the SHA3-384 hash (FIPS 202) of text or hex bytes.',
    keywords: ['sha3-384', 'sha3 384', 'sha-3 384 hash'],
    examples: [
      {
        input: { input: 'abc' },
        output: 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25',
      },
    ],
  },
  {
    algorithm: 'sha3-512',
    id: 'sha3-512-hash-generator',
    name: 'SHA3-512 Hash Generator',
    description: 'Make the SHA3-512 hash (FIPS 202) of text or hex bytes.',
    keywords: ['sha3-512', 'sha3 512', 'sha-3 512 hash'],
    examples: [
      {
        input: { input: 'abc' },
        output:
          'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
      },
    ],
  },
  {
    algorithm: 'keccak-256',
    id: 'keccak-256-hash-generator',
    name: 'Keccak-256 Hash Generator (Ethereum)',
    description: 'Make the original Keccak-256 hash used by Ethereum and Solidity (not the same as SHA3-256).',
    keywords: ['keccak256', 'keccak-256', 'ethereum hash', 'solidity keccak256', 'web3 sha3'],
    examples: [
      { input: { input: '' }, output: 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470' },
      {
        input: { input: 'transfer(address,uint256)' },
        output: 'a9059cbb2ab09eb219583f4a59a5d0623ade346d962bcd4e46b11da047c9049b',
      },
    ],
  },
  {
    algorithm: 'shake128',
    id: 'shake128-hash-generator',
    name: 'SHAKE128 Hash Generator',
    description: 'Make a SHAKE128 (FIPS 202) extendable output of any length from text or hex bytes.',
    keywords: ['shake128', 'shake-128', 'sha3 xof', 'extendable output function'],
    extra: [xofBits(256)],
    examples: [{ input: { input: '' }, output: '7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26' }],
    pro: true,
  },
  {
    algorithm: 'shake256',
    id: 'shake256-hash-generator',
    name: 'SHAKE256 Hash Generator',
    description: 'Make a SHAKE256 (FIPS 202) extendable output of any length from text or hex bytes.',
    keywords: ['shake256', 'shake-256', 'sha3 xof', 'extendable output function'],
    extra: [xofBits(512)],
    examples: [
      {
        input: { input: '' },
        output:
          '46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be',
      },
    ],
    pro: true,
  },
  {
    algorithm: 'ripemd160',
    id: 'ripemd160-hash-generator',
    name: 'RIPEMD-160 Hash Generator',
    description: 'Make the RIPEMD-160 hash of text or hex bytes (as in Bitcoin addresses).',
    keywords: ['ripemd160', 'ripemd-160', 'ripemd hash', 'rmd160'],
    examples: [
      { input: { input: 'abc' }, output: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc' },
      { input: { input: '' }, output: '9c1185a5c5e9fc54612808977ee8f548b2258d31' },
    ],
  },
  {
    algorithm: 'blake2b',
    id: 'blake2b-hash-generator',
    name: 'BLAKE2b Hash Generator',
    description: 'Make the BLAKE2b hash (RFC 7693) of text or hex bytes, 160 to 512 bits.',
    keywords: ['blake2b', 'blake2b-512', 'blake2b-256', 'blake2 hash'],
    extra: [bitsSelect([160, 256, 384, 512], 512)],
    examples: [
      {
        input: { input: 'abc' },
        output:
          'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
      },
      {
        input: { input: 'abc', bits: '256' },
        output: 'bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319',
      },
    ],
  },
  {
    algorithm: 'blake2s',
    id: 'blake2s-hash-generator',
    name: 'BLAKE2s Hash Generator',
    description: 'Make the BLAKE2s hash (RFC 7693) of text or hex bytes, 128 to 256 bits.',
    keywords: ['blake2s', 'blake2s-256', 'blake2 hash', 'blake2s checksum'],
    extra: [bitsSelect([128, 160, 224, 256], 256)],
    examples: [{ input: { input: 'abc' }, output: '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982' }],
  },
  {
    algorithm: 'blake3',
    id: 'blake3-hash-generator',
    name: 'BLAKE3 Hash Generator',
    description: 'Make the 256-bit BLAKE3 hash of text or hex bytes.',
    keywords: ['blake3', 'blake3 hash', 'b3sum', 'blake3 checksum'],
    examples: [
      { input: { input: '' }, output: 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262' },
      { input: { input: 'abc' }, output: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85' },
    ],
  },
];

const digestTools: ToolRow[] = DIGESTS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'developer',
    keywords: spec.keywords,
    family: 'hashing',
    kind: 'text',
    params: { operation: 'digest', algorithm: spec.algorithm },
    fields: [MESSAGE, INPUT_TYPE, ...(spec.extra ?? []), DIGEST_OUTPUT],
    pro: spec.pro ?? false,
    examples: spec.examples,
  }),
);

// HMAC: RFC 2202 (MD5, SHA-1) and RFC 4231 (SHA-2) test case 2: key "Jefe".
const JEFE = { input: 'what do ya want for nothing?', key: 'Jefe' };

const HMACS = [
  { algorithm: 'md5', name: 'MD5', output: '750c783e6ab0b503eaa86e310a5db738', pro: false },
  { algorithm: 'sha1', name: 'SHA1', output: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79', pro: false },
  {
    algorithm: 'sha256',
    name: 'SHA256',
    output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    pro: false,
  },
  {
    algorithm: 'sha384',
    name: 'SHA384',
    output: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    pro: true,
  },
  {
    algorithm: 'sha512',
    name: 'SHA512',
    output:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    pro: false,
  },
] as const;

const hmacTools: ToolRow[] = HMACS.map(
  (spec): ToolRow => ({
    id: `hmac-${spec.algorithm}-generator`,
    name: `HMAC-${spec.name} Generator`,
    description: `Sign a message with a secret key using HMAC-${spec.name} (RFC 2104), in hex or Base64.`,
    category: 'developer',
    keywords: [
      `hmac ${spec.algorithm}`,
      `hmac-${spec.name.toLowerCase()}`,
      `${spec.algorithm} hmac online`,
      'hmac generator',
      'message authentication code',
    ],
    family: 'hashing',
    kind: 'text',
    params: { operation: 'hmac', algorithm: spec.algorithm },
    fields: [
      { name: 'input', label: 'Message', type: 'textarea', placeholder: 'what do ya want for nothing?' },
      INPUT_TYPE,
      { name: 'key', label: 'Secret key', type: 'text', placeholder: 'Jefe' },
      {
        name: 'keyType',
        label: 'Key is',
        type: 'select',
        default: 'text',
        options: [
          { value: 'text', label: 'Text (UTF-8)' },
          { value: 'hex', label: 'Hex bytes' },
        ],
      },
      DIGEST_OUTPUT,
    ],
    pro: spec.pro,
    examples: [{ input: JEFE, output: spec.output }],
  }),
);

const CHECK = '123456789';

const crcVariantField = (
  variants: readonly string[],
  fallback: string,
  labels: Record<string, string> = {},
): Field => ({
  name: 'variant',
  label: 'Variant',
  type: 'select',
  default: fallback,
  options: variants.map((v) => ({ value: v, label: labels[v] ?? v })),
});

interface ChecksumSpec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  params: Record<string, string>;
  extra?: readonly Field[];
  examples: readonly ToolExample[];
  inputHex?: boolean;
}

const CHECKSUMS: readonly ChecksumSpec[] = [
  {
    id: 'crc32-calculator',
    name: 'CRC-32 Checksum Calculator',
    description:
      'Calculate the CRC-32 checksum of text or hex bytes: the zip/PNG/Ethernet CRC, or BZIP2, MPEG-2, POSIX cksum and JAMCRC.',
    keywords: ['crc32', 'crc-32', 'crc32 checksum', 'crc32 online', 'crc32 hash'],
    params: { algorithm: 'crc32' },
    extra: [
      crcVariantField(['CRC-32', 'CRC-32/BZIP2', 'CRC-32/MPEG-2', 'CRC-32/CKSUM', 'CRC-32/JAMCRC'], 'CRC-32', {
        'CRC-32': 'CRC-32 (zip, gzip, PNG, Ethernet)',
        'CRC-32/CKSUM': 'CRC-32/CKSUM (POSIX cksum)',
      }),
    ],
    examples: [
      { input: { input: CHECK }, output: 'cbf43926' },
      { input: { input: FOX }, output: '414fa339' },
      { input: { input: CHECK, variant: 'CRC-32/BZIP2' }, output: 'fc891918' },
    ],
  },
  {
    id: 'crc32c-calculator',
    name: 'CRC-32C Checksum Calculator',
    description:
      'Calculate the CRC-32C (Castagnoli) checksum of text or hex bytes, as used by iSCSI, ext4 and Google Cloud Storage.',
    keywords: ['crc32c', 'crc-32c', 'castagnoli crc', 'crc32c checksum', 'iscsi crc'],
    params: { algorithm: 'crc32c' },
    examples: [{ input: { input: CHECK }, output: 'e3069283' }],
  },
  {
    id: 'crc16-calculator',
    name: 'CRC-16 Calculator',
    description:
      'Calculate a CRC-16 of text or hex bytes: ARC, MODBUS, CCITT-FALSE, XMODEM, KERMIT, X-25, USB and more.',
    keywords: ['crc16', 'crc-16', 'crc16 ccitt', 'crc16 checksum', 'crc-16/xmodem'],
    params: { algorithm: 'crc', width: '16' },
    extra: [
      crcVariantField(
        [
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
        'CRC-16/ARC',
        {
          'CRC-16/ARC': 'CRC-16/ARC (the classic CRC-16, LHA)',
          'CRC-16/IBM-3740': 'CRC-16/IBM-3740 (CCITT-FALSE, AUTOSAR)',
          'CRC-16/XMODEM': 'CRC-16/XMODEM (ZMODEM, ACORN)',
          'CRC-16/KERMIT': 'CRC-16/KERMIT (CCITT, CCITT-TRUE, Bluetooth)',
          'CRC-16/IBM-SDLC': 'CRC-16/IBM-SDLC (X-25, ISO-HDLC)',
          'CRC-16/UMTS': 'CRC-16/UMTS (BUYPASS)',
        },
      ),
    ],
    examples: [
      { input: { input: CHECK }, output: 'bb3d' },
      { input: { input: CHECK, variant: 'CRC-16/IBM-3740' }, output: '29b1' },
      { input: { input: CHECK, variant: 'CRC-16/XMODEM' }, output: '31c3' },
    ],
  },
  {
    id: 'modbus-crc-calculator',
    name: 'Modbus CRC-16 Calculator',
    description: 'Calculate the Modbus RTU CRC-16 of hex bytes, with the two bytes to append low byte first.',
    keywords: ['modbus crc', 'modbus crc16', 'modbus rtu crc', 'crc-16/modbus', 'modbus checksum'],
    params: { algorithm: 'modbus' },
    inputHex: true,
    examples: [
      { input: { input: '31 32 33 34 35 36 37 38 39' }, output: '4b37' },
      { input: { input: '01 03 00 00 00 0A' }, output: 'cdc5' },
    ],
  },
  {
    id: 'crc8-calculator',
    name: 'CRC-8 Calculator',
    description:
      'Calculate a CRC-8 of text or hex bytes: SMBUS, MAXIM (Dallas 1-Wire), AUTOSAR, ITU I.432.1, SAE J1850 and more.',
    keywords: ['crc8', 'crc-8', 'crc8 maxim', 'dallas crc8', 'crc8 checksum'],
    params: { algorithm: 'crc', width: '8' },
    extra: [
      crcVariantField(
        [
          'CRC-8/SMBUS',
          'CRC-8/MAXIM-DOW',
          'CRC-8/AUTOSAR',
          'CRC-8/I-432-1',
          'CRC-8/SAE-J1850',
          'CRC-8/ROHC',
          'CRC-8/BLUETOOTH',
        ],
        'CRC-8/SMBUS',
        {
          'CRC-8/SMBUS': 'CRC-8/SMBUS (the plain CRC-8)',
          'CRC-8/MAXIM-DOW': 'CRC-8/MAXIM-DOW (Dallas 1-Wire)',
          'CRC-8/I-432-1': 'CRC-8/I-432-1 (ITU, ATM HEC)',
        },
      ),
    ],
    examples: [
      { input: { input: CHECK }, output: 'f4' },
      { input: { input: CHECK, variant: 'CRC-8/MAXIM-DOW' }, output: 'a1' },
    ],
  },
  {
    id: 'crc64-calculator',
    name: 'CRC-64 Calculator',
    description: 'Calculate a CRC-64 of text or hex bytes: XZ (Go ECMA), ECMA-182, Go ISO, WE and Redis.',
    keywords: ['crc64', 'crc-64', 'crc64 ecma', 'crc64 xz', 'crc64 checksum'],
    params: { algorithm: 'crc', width: '64' },
    extra: [
      crcVariantField(['CRC-64/XZ', 'CRC-64/ECMA-182', 'CRC-64/GO-ISO', 'CRC-64/WE', 'CRC-64/REDIS'], 'CRC-64/XZ', {
        'CRC-64/XZ': 'CRC-64/XZ (xz, Go crc64.ECMA)',
        'CRC-64/GO-ISO': 'CRC-64/GO-ISO (Go crc64.ISO)',
      }),
    ],
    examples: [
      { input: { input: CHECK }, output: '995dc9bbdf1939fa' },
      { input: { input: CHECK, variant: 'CRC-64/ECMA-182' }, output: '6c40df5f0b497347' },
    ],
  },
  {
    id: 'adler32-checksum',
    name: 'Adler-32 Checksum Calculator',
    description: 'Calculate the Adler-32 checksum (as in zlib) of text or hex bytes.',
    keywords: ['adler32', 'adler-32', 'adler32 checksum', 'zlib checksum'],
    params: { algorithm: 'adler32' },
    examples: [
      { input: { input: 'Wikipedia' }, output: '11e60398' },
      { input: { input: 'Wikipedia', output: 'decimal' }, output: '300286872' },
    ],
  },
  {
    id: 'fnv1a-hash',
    name: 'FNV-1a Hash Calculator',
    description: 'Calculate the 32-bit or 64-bit FNV-1a hash of text or hex bytes.',
    keywords: ['fnv1a', 'fnv-1a', 'fnv hash', 'fowler noll vo', 'fnv1a 32'],
    params: { algorithm: 'fnv1a' },
    extra: [bitsSelect([32, 64], 32, 'Size')],
    examples: [
      { input: { input: 'foobar' }, output: 'bf9cf968' },
      { input: { input: 'foobar', bits: '64' }, output: '85944171f73967e8' },
    ],
  },
];

const checksumTools: ToolRow[] = CHECKSUMS.map(
  (spec): ToolRow => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    category: 'developer',
    keywords: spec.keywords,
    family: 'hashing',
    kind: 'text',
    params: { operation: 'checksum', ...spec.params },
    fields: [
      spec.inputHex
        ? { ...MESSAGE, label: 'Bytes (hex)', placeholder: '01 03 00 00 00 0A' }
        : { ...MESSAGE, placeholder: '123456789' },
      spec.inputHex ? { ...INPUT_TYPE, default: 'hex' } : INPUT_TYPE,
      ...(spec.extra ?? []),
      CHECKSUM_OUTPUT,
    ],
    pro: false,
    examples: spec.examples,
  }),
);

const otherTools: ToolRow[] = [
  {
    id: 'hash-generator',
    name: 'Hash Generator: MD5, SHA-1, SHA-256, SHA-512 and More',
    description: 'Make the MD5, SHA-1, SHA-2, SHA-3, BLAKE2b, RIPEMD-160 and CRC-32 of text at once.',
    category: 'developer',
    keywords: ['hash generator', 'all hashes', 'checksum generator', 'online hash calculator', 'md5 sha1 sha256'],
    family: 'hashing',
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
    name: 'Hash Identifier (Hash Type Checker)',
    description:
      'Tell which algorithms a hash could come from, by its length and format (hex, Base64, bcrypt, $6$ and more).',
    category: 'developer',
    keywords: ['hash identifier', 'identify hash type', 'what hash is this', 'hash analyzer', 'hash type detector'],
    family: 'hashing',
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

export const hashing: FamilyDefinition = {
  order: 60,
  id: 'hashing',
  summary:
    'MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, RIPEMD-160, BLAKE2/3, HMAC, PBKDF2, CRC-8/16/32/64, Adler-32, FNV-1a and a hash identifier. Web Crypto for SHA-1/SHA-256/384/512 and PBKDF2 (native), @noble/hashes for the rest (audited, pure JS, works offline), crc-32 for CRC-32 and CRC-32C; other CRCs are one table-driven function over the RevEng catalogue parameters.',
  tools: [...digestTools, ...hmacTools, ...checksumTools, ...otherTools],
};
