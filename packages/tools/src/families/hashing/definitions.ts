/**
 * Hashes, HMACs and checksums of text (UTF-8) or hex bytes. SHA-1 and SHA-256/384/512 use Web
 * Crypto (crypto.subtle, native), every other digest, HMAC and the PBKDF2 fallback use the audited
 * @noble/hashes; CRC-32 and CRC-32C use crc-32 (SheetJS); the other CRCs are one table-driven
 * function over the RevEng catalogue's parameters, and Adler-32 and FNV-1a are a few lines each.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data: the digest, HMAC and checksum tables)
 * and `{topic}/run.ts` beside it (their code, loaded when one of them first runs); digest.ts,
 * keyed.ts and checksum.ts hold the code the topics share. A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';

const topics = Object.values(
  import.meta.glob<{ order: number; rows: readonly ToolRow[] }>('./*/rows.ts', { eager: true, import: 'topic' }),
).sort((a, b) => a.order - b.order);

export const hashing: FamilyDefinition = {
  order: 60,
  id: 'hashing',
  summary:
    'MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, RIPEMD-160, BLAKE2/3, HMAC, PBKDF2, CRC-8/16/32/64, Adler-32, FNV-1a and a hash identifier. Web Crypto for SHA-1/SHA-256/384/512 and PBKDF2 (native), @noble/hashes for the rest (audited, pure JS, works offline), crc-32 for CRC-32 and CRC-32C; other CRCs are one table-driven function over the RevEng catalogue parameters.',
  tools: topics.flatMap((topic) => topic.rows),
};
