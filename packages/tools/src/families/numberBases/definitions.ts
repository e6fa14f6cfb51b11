/**
 * Number bases and numeral systems: every pair of binary, octal, decimal and hexadecimal, and
 * Roman numerals both ways. Hand-written: BigInt parses and prints any base exactly, and Roman
 * numerals are a short table; no library is needed.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs); bases.ts and roman.ts hold the code. A new topic
 * folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';

const topics = Object.values(
  import.meta.glob<{ order: number; rows: readonly ToolRow[] }>('./*/rows.ts', { eager: true, import: 'topic' }),
).sort((a, b) => a.order - b.order);

export const numberBases: FamilyDefinition = {
  order: 190,
  id: 'numberBases',
  summary: 'Binary, octal, decimal and hexadecimal in every direction, and Roman numerals (BigInt; no library needed).',
  tools: topics.flatMap((topic) => topic.rows),
};
