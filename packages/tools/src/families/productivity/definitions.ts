/**
 * Productivity: planning and prioritising work — a meeting's cost, a Pomodoro schedule, PERT
 * three-point estimates, the Eisenhower matrix, RICE scores, a weighted decision matrix, a daily
 * target for a goal, and a weekly timesheet. Each is a published method done by hand in plain
 * TypeScript; no library is needed.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, keyed by the rows' ids, loaded when one of them first runs); `fields.ts` holds the fields
 * the rows share and `shared.ts` the code. A new topic folder is picked up here by itself.
 */
import { type CalcTopic, topicRows } from '../calcKit';
import type { FamilyDefinition } from '../../types';

export const productivity: FamilyDefinition = {
  order: 20,
  id: 'productivity',
  summary:
    'A meeting’s cost, a Pomodoro schedule, PERT three-point estimates, the Eisenhower matrix, RICE scores and backlog ranking, a weighted decision matrix, a daily target for a goal and a weekly timesheet; published methods done by hand, no library needed.',
  tools: topicRows(
    'productivity',
    'productivity',
    import.meta.glob<CalcTopic>('./*/rows.ts', { eager: true, import: 'topic' }),
  ),
};
