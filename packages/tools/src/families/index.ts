/**
 * The families: each one's rows (data, eager) here, and its engine (code, lazy) in engines.ts.
 * A family is one line in each list; a tool page loads only its own family's engine, so the
 * catalogue's size costs a page nothing but data.
 */
import type { FamilyDefinition } from '../types';
import { numberBases } from './numberBases/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [numberBases];

export { ENGINES } from './engines';
