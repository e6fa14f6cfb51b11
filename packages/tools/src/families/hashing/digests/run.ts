/** hashing, digests: MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, RIPEMD-160 and BLAKE: the code of the rows in rows.ts beside it. */
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { runDigest } from '../digest';
import { rows } from './rows';

/**
 * Every row of this table runs one function, with the algorithm its row names (`params.algorithm`):
 * the table and its engine are one place.
 */
const each: Operation = (_input, values, _context, tool) => runDigest(tool.params.algorithm ?? '', values);

export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(rows.map((row) => [row.id, each]));

export const run = topicEngine(operations);
