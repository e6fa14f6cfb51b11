/**
 * The families: each one's rows (data, eager) and its engine (code, lazy). A family is one line in
 * each list; a tool page loads only its own family's engine, so the catalogue's size costs a page
 * nothing but data.
 */
import type { Engine, FamilyDefinition } from '../types';
import { dataFormats } from './dataFormats/definitions';
import { generators } from './generators/definitions';
import { numberBases } from './numberBases/definitions';
import { text } from './text/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [numberBases, text, dataFormats, generators];

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  numberBases: () => import('./numberBases/run').then((m) => m.run),
  text: () => import('./text/run').then((m) => m.run),
  dataFormats: () => import('./dataFormats/run').then((m) => m.run),
  generators: () => import('./generators/run').then((m) => m.run),
};
