import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256 } from '@noble/hashes/sha3.js';
import CRC32 from 'crc-32';
import CRC32C from 'crc-32/crc32c.js';
import type { Engine, Figure, ToolResult } from '../../types';
import { base64Encode, isWellFormed, parseHex, toHex, utf8Bytes } from '../encoding/bytes';

type Values = Readonly<Record<string, string>>;

const MAX_INPUT = 1_000_000;

const fail = (error: string): ToolResult => ({ ok: false, error });
const LONE_SURROGATE =
  'The text has a broken emoji or character (a lone surrogate), so it has no UTF-8 form. Check the text and try again.';

/** The bytes to hash: the text as UTF-8, or hex bytes when chosen. Empty text is a valid (empty) message. */
function messageBytes(input: string, type: string | undefined): Uint8Array | string {
  if (input.length > MAX_INPUT) return 'That input is too long: up to 1,000,000 characters at a time.';
  if (type === 'hex') return input.trim() === '' ? new Uint8Array(0) : parseHex(input);
  if (!isWellFormed(input)) return LONE_SURROGATE;
  return utf8Bytes(input);
}

function digestText(bytes: Uint8Array, output: string | undefined): string {
  if (output === 'base64') return base64Encode(bytes);
  if (output === 'hex-upper') return toHex(bytes).toUpperCase();
  return toHex(bytes);
}

// ---------------------------------------------------------------------------------------------
// Digests. SHA-1 and SHA-2 (256/384/512) go through Web Crypto, the platform's own native code;
// where it is missing (an insecure http: page) the audited @noble/hashes gives the same digest.

type Digest = (bytes: Uint8Array, values: Values) => Uint8Array | Promise<Uint8Array> | string;

function subtleOr(
  name: 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512',
  fallback: (bytes: Uint8Array) => Uint8Array,
): Digest {
  return async (bytes) => {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return fallback(bytes);
    return new Uint8Array(await subtle.digest(name, bytes as Uint8Array<ArrayBuffer>));
  };
}

function lengthIn(values: Values, field: string, allowed: readonly number[], what: string): number | string {
  const n = Number(values[field]);
  return allowed.includes(n) ? n : `Choose ${what}: ${allowed.join(', ')} bits.`;
}

function xofBits(values: Values): number | string {
  const raw = (values.bits ?? '').trim();
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 8 || n > 8192 || n % 8 !== 0)
    return 'Enter the output length in bits: a multiple of 8 from 8 to 8192, such as 256.';
  return n;
}

const DIGESTS: Record<string, Digest> = {
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

async function runDigest(algorithm: string, values: Values): Promise<ToolResult> {
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

const HMAC_HASHES = { md5, sha1, sha224, sha256, sha384, sha512 } as const;

function keyBytes(values: Values, field: string, typeField: string, what: string): Uint8Array | string {
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

function runHmac(hashName: string, values: Values): ToolResult {
  const hash = HMAC_HASHES[hashName as keyof typeof HMAC_HASHES];
  if (!hash) return fail('This tool is not set up correctly.');
  const message = messageBytes(values.input ?? '', values.inputType);
  if (typeof message === 'string') return fail(message);
  const key = keyBytes(values, 'key', 'keyType', 'key');
  if (typeof key === 'string') return fail(key);
  return { ok: true, text: digestText(hmac(hash, key, message), values.output) };
}

const PBKDF2_HASHES = { 'SHA-1': sha1, 'SHA-256': sha256, 'SHA-384': sha384, 'SHA-512': sha512 } as const;
const MAX_ITERATIONS = 5_000_000;

async function runPbkdf2(values: Values): Promise<ToolResult> {
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

interface CrcModel {
  width: number;
  poly: bigint;
  init: bigint;
  /** refin = refout for every model offered here. */
  reflected: boolean;
  xorout: bigint;
}

export const CRC_MODELS: Readonly<Record<string, CrcModel>> = {
  'CRC-8/SMBUS': { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0n },
  'CRC-8/MAXIM-DOW': { width: 8, poly: 0x31n, init: 0n, reflected: true, xorout: 0n },
  'CRC-8/AUTOSAR': { width: 8, poly: 0x2fn, init: 0xffn, reflected: false, xorout: 0xffn },
  'CRC-8/I-432-1': { width: 8, poly: 0x07n, init: 0n, reflected: false, xorout: 0x55n },
  'CRC-8/SAE-J1850': { width: 8, poly: 0x1dn, init: 0xffn, reflected: false, xorout: 0xffn },
  'CRC-8/ROHC': { width: 8, poly: 0x07n, init: 0xffn, reflected: true, xorout: 0n },
  'CRC-8/BLUETOOTH': { width: 8, poly: 0xa7n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/ARC': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/MODBUS': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0n },
  'CRC-16/IBM-3740': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: false, xorout: 0n },
  'CRC-16/XMODEM': { width: 16, poly: 0x1021n, init: 0n, reflected: false, xorout: 0n },
  'CRC-16/KERMIT': { width: 16, poly: 0x1021n, init: 0n, reflected: true, xorout: 0n },
  'CRC-16/IBM-SDLC': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: true, xorout: 0xffffn },
  'CRC-16/USB': { width: 16, poly: 0x8005n, init: 0xffffn, reflected: true, xorout: 0xffffn },
  'CRC-16/GENIBUS': { width: 16, poly: 0x1021n, init: 0xffffn, reflected: false, xorout: 0xffffn },
  'CRC-16/MAXIM-DOW': { width: 16, poly: 0x8005n, init: 0n, reflected: true, xorout: 0xffffn },
  'CRC-16/UMTS': { width: 16, poly: 0x8005n, init: 0n, reflected: false, xorout: 0n },
  'CRC-32/BZIP2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0xffffffffn },
  'CRC-32/MPEG-2': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: false, xorout: 0n },
  'CRC-32/CKSUM': { width: 32, poly: 0x04c11db7n, init: 0n, reflected: false, xorout: 0xffffffffn },
  'CRC-32/JAMCRC': { width: 32, poly: 0x04c11db7n, init: 0xffffffffn, reflected: true, xorout: 0n },
  'CRC-64/XZ': {
    width: 64,
    poly: 0x42f0e1eba9ea3693n,
    init: 0xffffffffffffffffn,
    reflected: true,
    xorout: 0xffffffffffffffffn,
  },
  'CRC-64/ECMA-182': { width: 64, poly: 0x42f0e1eba9ea3693n, init: 0n, reflected: false, xorout: 0n },
  'CRC-64/GO-ISO': { width: 64, poly: 0x1bn, init: 0xffffffffffffffffn, reflected: true, xorout: 0xffffffffffffffffn },
  'CRC-64/WE': {
    width: 64,
    poly: 0x42f0e1eba9ea3693n,
    init: 0xffffffffffffffffn,
    reflected: false,
    xorout: 0xffffffffffffffffn,
  },
  'CRC-64/REDIS': { width: 64, poly: 0xad93d23594c935a9n, init: 0n, reflected: true, xorout: 0n },
};

function reflect(value: bigint, width: number): bigint {
  let out = 0n;
  for (let i = 0; i < width; i++) if ((value >> BigInt(i)) & 1n) out |= 1n << BigInt(width - 1 - i);
  return out;
}

const crcTables = new Map<CrcModel, bigint[]>();

/** A table-driven CRC for any model of width 8 to 64 (reflected or not). */
export function crc(model: CrcModel, bytes: Uint8Array): bigint {
  const width = BigInt(model.width);
  const mask = (1n << width) - 1n;
  let table = crcTables.get(model);
  if (!table) {
    table = [];
    if (model.reflected) {
      const poly = reflect(model.poly, model.width);
      for (let i = 0; i < 256; i++) {
        let c = BigInt(i);
        for (let k = 0; k < 8; k++) c = c & 1n ? (c >> 1n) ^ poly : c >> 1n;
        table.push(c);
      }
    } else {
      const top = 1n << (width - 1n);
      for (let i = 0; i < 256; i++) {
        let c = BigInt(i) << (width - 8n);
        for (let k = 0; k < 8; k++) c = c & top ? ((c << 1n) ^ model.poly) & mask : (c << 1n) & mask;
        table.push(c);
      }
    }
    crcTables.set(model, table);
  }
  let value = model.reflected ? reflect(model.init, model.width) : model.init;
  if (model.reflected) {
    for (const byte of bytes) value = (value >> 8n) ^ table[Number((value ^ BigInt(byte)) & 0xffn)]!;
  } else {
    const shift = width - 8n;
    for (const byte of bytes)
      value = ((value << 8n) & mask) ^ table[Number(((value >> shift) ^ BigInt(byte)) & 0xffn)]!;
  }
  return (value ^ model.xorout) & mask;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

export function fnv1a32(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash >>> 0;
}

export function fnv1a64(bytes: Uint8Array): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash;
}

function checksumResult(value: bigint, width: number, values: Values, name: string, extra: Figure[] = []): ToolResult {
  const hex = value.toString(16).padStart(width / 4, '0');
  const output = values.output;
  const text = output === 'decimal' ? value.toString(10) : output === 'hex-upper' ? hex.toUpperCase() : hex;
  return {
    ok: true,
    text,
    figures: [
      { label: 'Algorithm', value: name },
      { label: 'Hex', value: `0x${hex.toUpperCase()}` },
      { label: 'Decimal', value: value.toString(10) },
      ...extra,
    ],
  };
}

function runChecksum(kind: string, values: Values): ToolResult {
  const bytes = messageBytes(values.input ?? '', values.inputType);
  if (typeof bytes === 'string') return fail(bytes);
  switch (kind) {
    case 'crc32': {
      const variant = values.variant ?? 'CRC-32';
      if (variant === 'CRC-32')
        return checksumResult(BigInt(CRC32.buf(bytes) >>> 0), 32, values, 'CRC-32 (ISO-HDLC: zip, PNG, Ethernet)');
      const model = CRC_MODELS[variant];
      if (model?.width !== 32) return fail('Choose a CRC-32 variant from the list.');
      return checksumResult(crc(model, bytes), 32, values, variant);
    }
    case 'crc32c':
      return checksumResult(BigInt(CRC32C.buf(bytes) >>> 0), 32, values, 'CRC-32C (Castagnoli, iSCSI)');
    case 'crc': {
      const variant = values.variant ?? '';
      const model = CRC_MODELS[variant];
      const width = Number(values.width ?? '0');
      if (!model || model.width !== width) return fail(`Choose a CRC-${width} variant from the list.`);
      return checksumResult(crc(model, bytes), width, values, variant);
    }
    case 'modbus': {
      const value = crc(CRC_MODELS['CRC-16/MODBUS']!, bytes);
      const low = (value & 0xffn).toString(16).toUpperCase().padStart(2, '0');
      const high = (value >> 8n).toString(16).toUpperCase().padStart(2, '0');
      return checksumResult(value, 16, values, 'CRC-16/MODBUS', [
        { label: 'Bytes to append (low byte first)', value: `${low} ${high}` },
      ]);
    }
    case 'adler32':
      return checksumResult(BigInt(adler32(bytes)), 32, values, 'Adler-32');
    case 'fnv1a': {
      const bits = values.bits === '64' ? 64 : values.bits === '32' ? 32 : 0;
      if (bits === 0) return fail('Choose the FNV-1a size: 32 or 64 bits.');
      return checksumResult(bits === 32 ? BigInt(fnv1a32(bytes)) : fnv1a64(bytes), bits, values, `FNV-1a ${bits}-bit`);
    }
    default:
      return fail('This tool is not set up correctly.');
  }
}

// ---------------------------------------------------------------------------------------------
// All the common digests at once, and telling a hash by its shape

async function runAll(values: Values): Promise<ToolResult> {
  const bytes = messageBytes(values.input ?? '', values.inputType);
  if (typeof bytes === 'string') return fail(bytes);
  const lines: string[] = [];
  for (const algorithm of [
    'md5',
    'sha1',
    'sha224',
    'sha256',
    'sha384',
    'sha512',
    'sha3-256',
    'sha3-512',
    'blake2b',
    'ripemd160',
  ] as const) {
    const out = await DIGESTS[algorithm]!(bytes, { bits: '512' });
    if (typeof out !== 'string')
      lines.push(
        `${algorithm === 'blake2b' ? 'BLAKE2b-512' : DIGEST_NAMES[algorithm]}: ${digestText(out, values.output)}`,
      );
  }
  lines.push(`CRC-32: ${(CRC32.buf(bytes) >>> 0).toString(16).padStart(8, '0')}`);
  return { ok: true, text: lines.join('\n') };
}

const BY_HEX_LENGTH: Record<number, string> = {
  8: 'CRC-32, CRC-32C, Adler-32 or FNV-1a 32-bit',
  16: 'CRC-64, FNV-1a 64-bit or half of a longer hash',
  32: 'MD5, NTLM, MD4 or RIPEMD-128',
  40: 'SHA-1 or RIPEMD-160',
  56: 'SHA-224, SHA3-224 or SHA-512/224',
  64: 'SHA-256, SHA3-256, Keccak-256 (Ethereum), BLAKE2s-256, BLAKE3 or SHA-512/256',
  96: 'SHA-384 or SHA3-384',
  128: 'SHA-512, SHA3-512, BLAKE2b-512 or Whirlpool',
};

const BY_PREFIX: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/, 'bcrypt'],
  [/^\$argon2(id|i|d)\$/, 'Argon2 ($argon2…$, PHC string format)'],
  [/^\$1\$[^$]{0,8}\$[./A-Za-z0-9]{22}$/, 'MD5-crypt ($1$, old Linux shadow passwords)'],
  [/^\$apr1\$[^$]{0,8}\$[./A-Za-z0-9]{22}$/, 'Apache MD5 ($apr1$, .htpasswd)'],
  [/^\$5\$(rounds=\d+\$)?[^$]{0,16}\$[./A-Za-z0-9]{43}$/, 'SHA-256-crypt ($5$, Linux shadow passwords)'],
  [/^\$6\$(rounds=\d+\$)?[^$]{0,16}\$[./A-Za-z0-9]{86}$/, 'SHA-512-crypt ($6$, Linux shadow passwords)'],
  [/^\$y\$/, 'yescrypt ($y$, current Linux shadow passwords)'],
  [/^\$scrypt\$|^\$7\$/, 'scrypt'],
  [/^pbkdf2[_-]sha(1|256|512)\$\d+\$/, 'PBKDF2 (Django-style pbkdf2_sha…$iterations$salt$hash)'],
  [/^\{SHA\}[A-Za-z0-9+/]{27}=$/, 'SHA-1 in Base64 ({SHA}, .htpasswd)'],
  [/^\{SSHA\}/, 'Salted SHA-1 ({SSHA}, LDAP)'],
];

function identify(input: string): ToolResult {
  const s = input.trim();
  if (s === '') return fail('Paste a hash, such as 5d41402abc4b2a76b9719d911017c592.');
  if (s.length > 1000) return fail('That is too long to be a hash: paste one hash at a time.');
  for (const [pattern, name] of BY_PREFIX) if (pattern.test(s)) return { ok: true, text: `Most likely: ${name}.` };
  const hex = s.replace(/^0x/i, '');
  if (/^[0-9a-f]+$/i.test(hex)) {
    const guess = BY_HEX_LENGTH[hex.length];
    const bits = `${hex.length} hex digits = ${hex.length * 4} bits`;
    if (guess) return { ok: true, text: `Possibly: ${guess} (${bits}).`, figures: [{ label: 'Length', value: bits }] };
    return {
      ok: true,
      text: `No common hash is ${hex.length} hex digits long (${hex.length * 4} bits): check that it was copied whole.`,
    };
  }
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(s) && s.length % 4 === 0) {
    const bytes = (s.length / 4) * 3 - (s.match(/=+$/)?.[0].length ?? 0);
    const guess = BY_HEX_LENGTH[bytes * 2];
    if (guess)
      return {
        ok: true,
        text: `Possibly Base64 of a ${bytes * 8}-bit hash: ${guess}.`,
        figures: [{ label: 'Length', value: `${bytes} bytes = ${bytes * 8} bits` }],
      };
  }
  return { ok: true, text: 'This does not look like a common hash format (hex, Base64, or a $…$ password hash).' };
}

export const run: Engine = async (tool, values): Promise<ToolResult> => {
  const operation = tool.params.operation ?? '';
  const algorithm = tool.params.algorithm ?? '';
  switch (operation) {
    case 'digest':
      return runDigest(algorithm, values);
    case 'hmac':
      return runHmac(algorithm, values);
    case 'checksum':
      return runChecksum(algorithm, { ...values, width: tool.params.width ?? '' });
    case 'all':
      return runAll(values);
    case 'pbkdf2':
      return runPbkdf2(values);
    case 'identify':
      return identify(values.input ?? '');
    default:
      return fail('This tool is not set up correctly.');
  }
};
