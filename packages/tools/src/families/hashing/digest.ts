/** hashing: reading the message, writing a digest, and the digests themselves (shared by the digests and other topics). */
import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256 } from '@noble/hashes/sha3.js';
import type { ToolResult } from '../../types';
import { base64Encode, isWellFormed, parseHex, toHex, utf8Bytes } from '../encoding/bytes';

export type Values = Readonly<Record<string, string>>;

export const MAX_INPUT = 1_000_000;

export const fail = (error: string): ToolResult => ({ ok: false, error });
export const LONE_SURROGATE =
  'The text has a broken emoji or character (a lone surrogate), so it has no UTF-8 form. Check the text and try again.';

/** The bytes to hash: the text as UTF-8, or hex bytes when chosen. Empty text is a valid (empty) message. */
export function messageBytes(input: string, type: string | undefined): Uint8Array | string {
  if (input.length > MAX_INPUT) return 'That input is too long: up to 1,000,000 characters at a time.';
  if (type === 'hex') return input.trim() === '' ? new Uint8Array(0) : parseHex(input);
  if (!isWellFormed(input)) return LONE_SURROGATE;
  return utf8Bytes(input);
}

export function digestText(bytes: Uint8Array, output: string | undefined): string {
  if (output === 'base64') return base64Encode(bytes);
  if (output === 'hex-upper') return toHex(bytes).toUpperCase();
  return toHex(bytes);
}

// ---------------------------------------------------------------------------------------------
// Digests. SHA-1 and SHA-2 (256/384/512) go through Web Crypto, the platform's own native code;
// where it is missing (an insecure http: page) the audited @noble/hashes gives the same digest.

export type Digest = (bytes: Uint8Array, values: Values) => Uint8Array | Promise<Uint8Array> | string;

export function subtleOr(
  name: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512',
  fallback: (bytes: Uint8Array) => Uint8Array,
): Digest {
  return async (bytes) => {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return fallback(bytes);
    return new Uint8Array(await subtle.digest(name, bytes as Uint8Array<ArrayBuffer>));
  };
}

export function lengthIn(values: Values, field: string, allowed: readonly number[], what: string): number | string {
  const n = Number(values[field]);
  return allowed.includes(n) ? n : `Choose ${what}: ${allowed.join(', ')} bits.`;
}

export function xofBits(values: Values): number | string {
  const raw = (values.bits ?? '').trim();
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 8 || n > 8192 || n % 8 !== 0)
    return 'Enter the output length in bits: a multiple of 8 from 8 to 8192, such as 256.';
  return n;
}

export const DIGESTS: Record<string, Digest> = {
  md5: (b) => md5(b),
  sha1: subtleOr('SHA-1', sha1),
  sha224: (b) => sha224(b),
  sha256: subtleOr('SHA-256', sha256),
  sha384: subtleOr('SHA-384', sha384),
  sha512: subtleOr('SHA-512', sha512),
  'sha512-224': (b) => sha512_224(b),
  'sha512-256': (b) => sha512_256(b),
  'sha3-224': (b) => sha3_224(b),
  'sha3-256': (b) => sha3_256(b),
  'sha3-384': (b) => sha3_384(b),
  'sha3-512': (b) => sha3_512(b),
  'keccak-256': (b) => keccak_256(b),
  shake128: (b, v) => {
    const bits = xofBits(v);
    return typeof bits === 'string' ? bits : shake128(b, { dkLen: bits / 8 });
  },
  shake256: (b, v) => {
    const bits = xofBits(v);
    return typeof bits === 'string' ? bits : shake256(b, { dkLen: bits / 8 });
  },
  ripemd160: (b) => ripemd160(b),
  blake2b: (b, v) => {
    const bits = lengthIn(v, 'bits', [160, 256, 384, 512], 'a BLAKE2b length');
    return typeof bits === 'string' ? bits : blake2b(b, { dkLen: bits / 8 });
  },
  blake2s: (b, v) => {
    const bits = lengthIn(v, 'bits', [128, 160, 224, 256], 'a BLAKE2s length');
    return typeof bits === 'string' ? bits : blake2s(b, { dkLen: bits / 8 });
  },
  blake3: (b) => blake3(b),
};

export const DIGEST_NAMES: Record<string, string> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha224: 'SHA-224',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha512-224': 'SHA-512/224',
  'sha512-256': 'SHA-512/256',
  'sha3-224': 'SHA3-224',
  'sha3-256': 'SHA3-256',
  'sha3-384': 'SHA3-384',
  'sha3-512': 'SHA3-512',
  'keccak-256': 'Keccak-256',
  shake128: 'SHAKE128',
  shake256: 'SHAKE256',
  ripemd160: 'RIPEMD-160',
  blake2b: 'BLAKE2b',
  blake2s: 'BLAKE2s',
  blake3: 'BLAKE3',
};

export async function runDigest(algorithm: string, values: Values): Promise<ToolResult> {
  const digest = DIGESTS[algorithm];
  if (!digest) return fail('This tool is not set up correctly.');
  const bytes = messageBytes(values.input ?? '', values.inputType);
  if (typeof bytes === 'string') return fail(bytes);
  const out = await digest(bytes, values);
  if (typeof out === 'string') return fail(out);
  return {
    ok: true,
    text: digestText(out, values.output),
    figures: [
      { label: 'Algorithm', value: DIGEST_NAMES[algorithm]! },
      { label: 'Digest length', value: `${out.length * 8} bits (${out.length} bytes)` },
      { label: 'Message length', value: `${bytes.length} ${bytes.length === 1 ? 'byte' : 'bytes'}` },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// HMAC (RFC 2104) and PBKDF2 (RFC 8018)
