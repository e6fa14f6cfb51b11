/** hashing, checksums: CRC-8/16/32/64, Adler-32 and FNV-1a: the code of the rows in rows.ts beside it. */
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { runChecksum } from '../checksum';
import { rows } from './rows';

/**
 * Every row of this table runs one function, with the algorithm its row names (`params.algorithm`):
 * the table and its engine are one place.
 */
const each: Operation = (_input, values, _context, tool) =>
  runChecksum(tool.params.algorithm ?? '', { ...values, width: tool.params.width ?? '' });

export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(rows.map((row) => [row.id, each]));

export const run = topicEngine(operations);
