/**
 * The families: each one's rows (data, eager) here, and its engine (code, lazy) in engines.ts.
 * A family is one line in each list; a tool page loads only its own family's engine, so the
 * catalogue's size costs a page nothing but data. The order here is the catalogue's order (the
 * order /tools lists tools in before a search).
 */
import type { FamilyDefinition } from '../types';
import { ai } from './ai/definitions';
import { aiWriting } from './aiWriting/definitions';
import { colours } from './colours/definitions';
import { cooking } from './cooking/definitions';
import { dataFormats } from './dataFormats/definitions';
import { dates } from './dates/definitions';
import { encoding } from './encoding/definitions';
import { finance } from './finance/definitions';
import { generators } from './generators/definitions';
import { geometry } from './geometry/definitions';
import { hashing } from './hashing/definitions';
import { health } from './health/definitions';
import { maths } from './maths/definitions';
import { numberBases } from './numberBases/definitions';
import { productivity } from './productivity/definitions';
import { statistics } from './statistics/definitions';
import { text } from './text/definitions';
import { timeZones } from './timeZones/definitions';
import { units } from './units/definitions';
import { webDev } from './webDev/definitions';

export const FAMILIES: readonly FamilyDefinition[] = [
  text,
  productivity,
  ai,
  aiWriting,
  dataFormats,
  encoding,
  hashing,
  generators,
  units,
  cooking,
  finance,
  maths,
  dates,
  timeZones,
  colours,
  webDev,
  health,
  statistics,
  geometry,
  numberBases,
];

export { ENGINES } from './engines';
