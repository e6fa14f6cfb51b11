/**
 * The families: each one's rows (data, eager) and its engine (code, lazy). A family is one line in
 * each list; a tool page loads only its own family's engine, so the catalogue's size costs a page
 * nothing but data.
 */
import type { Engine, FamilyDefinition } from '../types';
import { finance } from './finance/definitions';
import { geometry } from './geometry/definitions';
import { health } from './health/definitions';
import { maths } from './maths/definitions';
import { numberBases } from './numberBases/definitions';
import { statistics } from './statistics/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [
  numberBases,
  finance,
  health,
  maths,
  statistics,
  geometry,
];

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  numberBases: () => import('./numberBases/run').then((m) => m.run),
  finance: () => import('./finance/run').then((m) => m.run),
  health: () => import('./health/run').then((m) => m.run),
  maths: () => import('./maths/run').then((m) => m.run),
  statistics: () => import('./statistics/run').then((m) => m.run),
  geometry: () => import('./geometry/run').then((m) => m.run),
};
