import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import type { ToolResult } from '../../types';
import { isWellFormed, parseHex, utf8Bytes } from '../encoding/bytes';
import { digestText, fail, LONE_SURROGATE, MAX_INPUT, messageBytes, type Values } from './digest';

export const HMAC_HASHES = { md5, sha1, sha224, sha256, sha384, sha512 } as const;

export function keyBytes(values: Values, field: string, typeField: string, what: string): Uint8Array | string {
  const key = values[field] ?? '';
  if (key.length > MAX_INPUT) return `That ${what} is too long: up to 1,000,000 characters.`;
  if (values[typeField] === 'hex') {
    if (key.trim() === '') return new Uint8Array(0);
    const bytes = parseHex(key);
    return typeof bytes === 'string' ? `The ${what}: ${bytes.charAt(0).toLowerCase()}${bytes.slice(1)}` : bytes;
  }
  if (!isWellFormed(key)) return LONE_SURROGATE;
  return utf8Bytes(key);
}

export function runHmac(hashName: string, values: Values): ToolResult {
  const hash = HMAC_HASHES[hashName as keyof typeof HMAC_HASHES];
  if (!hash) return fail('This tool is not set up correctly.');
  const message = messageBytes(values.input ?? '', values.inputType);
  if (typeof message === 'string') return fail(message);
  const key = keyBytes(values, 'key', 'keyType', 'key');
  if (typeof key === 'string') return fail(key);
  return { ok: true, text: digestText(hmac(hash, key, message), values.output) };
}

export const PBKDF2_HASHES = { 'SHA-1': sha1, 'SHA-256': sha256, 'SHA-384': sha384, 'SHA-512': sha512 } as const;
export const MAX_ITERATIONS = 5_000_000;

export async function runPbkdf2(values: Values): Promise<ToolResult> {
  const hashName = values.hash ?? 'SHA-256';
  const hash = PBKDF2_HASHES[hashName as keyof typeof PBKDF2_HASHES];
  if (!hash) return fail('Choose the hash: SHA-1, SHA-256, SHA-384 or SHA-512.');
  const password = keyBytes(values, 'input', 'passwordType', 'password');
  if (typeof password === 'string') return fail(password);
  const salt = keyBytes(values, 'salt', 'saltType', 'salt');
  if (typeof salt === 'string') return fail(salt);
  const iterationsText = (values.iterations ?? '').trim().replace(/[,_\s]/g, '');
  const iterations = Number(iterationsText);
  if (!/^\d+$/.test(iterationsText) || iterations < 1 || iterations > MAX_ITERATIONS)
    return fail('Enter the iterations as a whole number from 1 to 5,000,000, such as 600000.');
  const lengthText = (values.length ?? '').trim();
  const length = Number(lengthText);
  if (!/^\d+$/.test(lengthText) || length < 1 || length > 1024)
    return fail('Enter the key length in bytes, from 1 to 1024, such as 32.');
  let key: Uint8Array;
  const subtle = globalThis.crypto?.subtle;
  try {
    // Native PBKDF2 where the platform has it: the same function, much faster at high iteration counts.
    if (!subtle || password.length === 0 || salt.length === 0) throw new Error('no native PBKDF2 for this input');
    const base = await subtle.importKey('raw', password as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits']);
    key = new Uint8Array(
      await subtle.deriveBits(
        { name: 'PBKDF2', hash: hashName, salt: salt as Uint8Array<ArrayBuffer>, iterations },
        base,
        length * 8,
      ),
    );
  } catch {
    key = pbkdf2(hash, password, salt, { c: iterations, dkLen: length });
  }
  return {
    ok: true,
    text: digestText(key, values.output),
    figures: [
      { label: 'Function', value: `PBKDF2-HMAC-${hashName}` },
      { label: 'Iterations', value: String(iterations) },
      { label: 'Derived key', value: `${length * 8} bits (${length} bytes)` },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Checksums: CRCs (parameters from the RevEng CRC catalogue), Adler-32, FNV-1a
