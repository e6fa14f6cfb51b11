/**
 * Each family's engine, loaded on demand: a tool page imports this file (no family's rows) and
 * loads only its own family's code. One line per family.
 */
import type { Engine } from '../types';

export const ENGINES: Readonly<Record<string, () => Promise<Engine>>> = {
  text: () => import('./text/run').then((m) => m.run),
  productivity: () => import('./productivity/run').then((m) => m.run),
  ai: () => import('./ai/run').then((m) => m.run),
  aiWriting: () => import('./aiWriting/run').then((m) => m.run),
  dataFormats: () => import('./dataFormats/run').then((m) => m.run),
  encoding: () => import('./encoding/run').then((m) => m.run),
  hashing: () => import('./hashing/run').then((m) => m.run),
  generators: () => import('./generators/run').then((m) => m.run),
  units: () => import('./units/run').then((m) => m.run),
  cooking: () => import('./cooking/run').then((m) => m.run),
  finance: () => import('./finance/run').then((m) => m.run),
  maths: () => import('./maths/run').then((m) => m.run),
  dates: () => import('./dates/run').then((m) => m.run),
  timeZones: () => import('./timeZones/run').then((m) => m.run),
  colours: () => import('./colours/run').then((m) => m.run),
  webDev: () => import('./webDev/run').then((m) => m.run),
  health: () => import('./health/run').then((m) => m.run),
  statistics: () => import('./statistics/run').then((m) => m.run),
  geometry: () => import('./geometry/run').then((m) => m.run),
  numberBases: () => import('./numberBases/run').then((m) => m.run),
};
