/**
 * The families, found from their folders: every `families/{id}/definitions.ts` exports one
 * FamilyDefinition (its rows: data, eager), and its code is found by engines.ts (lazy). Adding a
 * family is adding its folder; nothing here is edited. The catalogue's order (the order /tools
 * lists tools in before a search) is the families' `order`, then their rows' own order.
 */
import type { FamilyDefinition } from '../types';

const modules = import.meta.glob<Record<string, unknown>>('./*/definitions.ts', { eager: true });

function isFamily(value: unknown): value is FamilyDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const family = value as Partial<FamilyDefinition>;
  return typeof family.id === 'string' && typeof family.summary === 'string' && Array.isArray(family.tools);
}

/** The one FamilyDefinition a definitions.ts exports, checked against its folder's name. */
function familyOf(path: string, module: Record<string, unknown>): FamilyDefinition {
  const folder = path.split('/')[1];
  const found = Object.values(module).filter(isFamily);
  if (found.length !== 1 || found[0]!.id !== folder)
    throw new Error(`${path} must export exactly one FamilyDefinition, with id '${folder}' (found ${found.length}).`);
  return found[0]!;
}

const byOrder = (a: FamilyDefinition, b: FamilyDefinition): number =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const FAMILIES: readonly FamilyDefinition[] = Object.entries(modules)
  .map(([path, module]) => familyOf(path, module))
  .sort(byOrder);

export { ENGINES, engineKey, loadEngine } from './engines';
