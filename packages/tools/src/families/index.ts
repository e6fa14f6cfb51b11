/**
 * The families: each one's rows (data, eager) and its engine (code, lazy). A family is one line in
 * each list; a tool page loads only its own family's engine, so the catalogue's size costs a page
 * nothing but data.
 */
import type { Engine, FamilyDefinition } from '../types';
import { colours } from './colours/definitions';
import { dates } from './dates/definitions';
import { numberBases } from './numberBases/definitions';
import { timeZones } from './timeZones/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [numberBases, dates, timeZones, colours];

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  colours: () => import('./colours/run').then((m) => m.run),
  dates: () => import('./dates/run').then((m) => m.run),
  numberBases: () => import('./numberBases/run').then((m) => m.run),
  timeZones: () => import('./timeZones/run').then((m) => m.run),
};
