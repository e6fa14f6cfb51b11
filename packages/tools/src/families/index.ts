/**
 * The families: each one's rows (data, eager) and its engine (code, lazy). A family is one line in
 * each list; a tool page loads only its own family's engine, so the catalogue's size costs a page
 * nothing but data.
 */
import type { Engine, FamilyDefinition } from '../types';
import { encoding } from './encoding/definitions';
import { hashing } from './hashing/definitions';
import { numberBases } from './numberBases/definitions';
import { webDev } from './webDev/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [numberBases, encoding, hashing, webDev];

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  numberBases: () => import('./numberBases/run').then((m) => m.run),
  encoding: () => import('./encoding/run').then((m) => m.run),
  hashing: () => import('./hashing/run').then((m) => m.run),
  webDev: () => import('./webDev/run').then((m) => m.run),
};
