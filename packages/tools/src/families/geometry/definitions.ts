/**
 * Geometry: area and perimeter of plane shapes, volume and surface area of solids, and
 * coordinate geometry (distance, midpoint, slope). Hand-written; no library is needed.
 *
 * Each topic is a folder (plane, solids, coordinates): `{topic}/rows.ts` (its shapes, data) and
 * `{topic}/run.ts` beside it (one formula per row, under the row's id); `fields.ts` and
 * `shared.ts` hold what they share. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const geometry: FamilyDefinition = {
  order: 180,
  id: 'geometry',
  summary:
    'Area and perimeter of plane shapes, volume and surface area of solids, and distance, midpoint and slope; one formula per shape from a table, no library needed.',
  tools: topicRows('geometry', 'maths', import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' })),
};
