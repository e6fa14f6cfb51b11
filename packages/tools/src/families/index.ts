/**
 * The families: each one's rows (data, eager) and its engine (code, lazy). A family is one line in
 * each list; a tool page loads only its own family's engine, so the catalogue's size costs a page
 * nothing but data.
 */
import type { Engine, FamilyDefinition } from '../types';
import { cooking } from './cooking/definitions';
import { numberBases } from './numberBases/definitions';
import { units } from './units/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [
  numberBases,
  units,
  cooking,
];

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  numberBases: () => import('./numberBases/run').then((m) => m.run),
  units: () => import('./units/run').then((m) => m.run),
  cooking: () => import('./cooking/run').then((m) => m.run),
};
