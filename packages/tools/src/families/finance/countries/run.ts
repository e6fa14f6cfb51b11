/** finance, countries: VAT and GST at each country's standard rate: the code of the rows in rows.ts beside it. */
import { calcTopicEngine, type Operation } from '../../calcKit';
import { vatOp } from '../shared';
import { rows } from './rows';

/** Every country's row runs the one VAT operation, at the rate its row's params give. */
export const operations: Readonly<Record<string, Operation>> = Object.fromEntries(rows.map((row) => [row.id, vatOp]));

export const run = calcTopicEngine(operations);
