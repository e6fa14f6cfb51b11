/** hashing, digests: MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, RIPEMD-160 and BLAKE: the rows (data). Their code is run.ts beside them. */
import type { Field, ToolExample, ToolRow } from '../../../types';
import { bitsSelect, DIGEST_OUTPUT, INPUT_TYPE, MESSAGE, xofBits, FOX } from '../fields';

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
    topic: 'digests',
    kind: 'text',
    params: { operation: 'digest', algorithm: spec.algorithm },
    fields: [MESSAGE, INPUT_TYPE, ...(spec.extra ?? []), DIGEST_OUTPUT],
    pro: spec.pro ?? false,
    examples: spec.examples,
  }),
);

export const rows = digestTools;

export const topic = { order: 10, rows };
