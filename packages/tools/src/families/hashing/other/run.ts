import CRC32 from 'crc-32';
import type { ToolResult } from '../../../types';
import { DIGEST_NAMES, DIGESTS, digestText, fail, messageBytes, type Values } from '../digest';
import { runPbkdf2 } from '../keyed';
import { topicEngine, type Operations } from '../../topic';
import type { rows } from './rows';

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

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'hash-generator': (_input, values) => runAll(values),
  'pbkdf2-generator': (_input, values) => runPbkdf2(values),
  'hash-identifier': (input) => identify(input),
} satisfies Operations<typeof rows>;

export const run = topicEngine(operations);
