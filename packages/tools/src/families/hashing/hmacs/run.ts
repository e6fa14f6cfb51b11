/** hashing, hmacs: HMAC with MD5, SHA-1 and SHA-2: the code of the rows in rows.ts beside it. */
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { runHmac } from '../keyed';
import { rows } from './rows';

/**
 * Every row of this table runs one function, with the algorithm its row names (`params.algorithm`):
 * the table and its engine are one place.
 */
const each: Operation = (_input, values, _context, tool) => runHmac(tool.params.algorithm ?? '', values);

export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(rows.map((row) => [row.id, each]));

export const run = topicEngine(operations);
