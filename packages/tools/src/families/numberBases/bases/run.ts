/** numberBases, bases: every pair of binary, octal, decimal and hexadecimal: the code of the rows in rows.ts beside it. */
import type { Operation } from '../../../types';
import { topicEngine } from '../../topic';
import { parseFractional, writeFractional } from '../bases';
import { rows } from './rows';

/** Every pair runs one conversion, between the radixes its row names (`params.from`, `params.to`). */
const convert: Operation = (input, _values, _context, tool) => {
  const value = parseFractional(input, Number(tool.params.from));
  if (typeof value === 'string') return { ok: false, error: value };
  return { ok: true, text: writeFractional(value, Number(tool.params.to)) };
};

export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(rows.map((row) => [row.id, convert]));

export const run = topicEngine(operations);
