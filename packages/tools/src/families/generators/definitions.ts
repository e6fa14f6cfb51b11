/**
 * Generators: identifiers (UUID v4/v7 with uuid, ULID, NanoID-style), secrets (passwords,
 * passphrases from an embedded word list, PINs, hex and Base64URL keys), chance (numbers, dice,
 * coins, cards, pickers, teams, Secret Santa), filler (lorem ipsum, words, letters, dates,
 * sequences) and QR codes (qrcode). Every random choice comes from the context, so examples repeat.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition } from '../../types';
import { type Row, toRow } from './fields';

const topics = Object.entries(
  import.meta.glob<{ order: number; rows: readonly Row[] }>('./*/rows.ts', { eager: true, import: 'topic' }),
)
  .map(([path, topic]) => ({ ...topic, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

export const generators: FamilyDefinition = {
  order: 70,
  id: 'generators',
  summary:
    'UUIDs (uuid), ULIDs, NanoID-style IDs, passwords, passphrases, PINs, tokens, random numbers, dice, coins, cards, pickers, teams, Secret Santa, lorem ipsum, random words, letters and dates, and QR codes (qrcode).',
  tools: topics.flatMap(({ name, rows }) => rows.map((row) => toRow(row, name))),
};
