/**
 * The families: each one's rows (data, eager) here, and its engine (code, lazy) in engines.ts.
 * A family is one line in each list; a tool page loads only its own family's engine, so the
 * catalogue's size costs a page nothing but data. The order here is the catalogue's order (the
 * order /tools lists tools in before a search).
 */
import type { FamilyDefinition } from '../types';
import { cooking } from './cooking/definitions';
import { numberBases } from './numberBases/definitions';
import { units } from './units/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [
  units,
  cooking,
  numberBases,
];

export { ENGINES } from './engines';
