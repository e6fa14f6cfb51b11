/**
 * Text tools: counting, case changes, line operations, clean-up, extraction, comparison,
 * readability, Unicode "fancy text", and two extractive AI helpers (a frequency summariser and
 * RAKE keywords). Hand-written on Intl and Unicode regular expressions; jsdiff (`diff`) computes the
 * line and word diffs because a correct minimal diff (Myers) is not worth re-implementing.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs); `shared/` holds what several topics' code uses. A new
 * topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import { type Row, textInput, type TopicRows } from './spec';

const topics = Object.entries(import.meta.glob<TopicRows>('./*/rows.ts', { eager: true, import: 'topic' }))
  .map(([path, rows]) => ({ ...rows, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

function toRow(r: Row, topic: string): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'writing',
    keywords: r.keywords,
    family: 'text',
    kind: r.kind ?? 'text',
    params: { operation: r.id, ...r.params },
    fields: r.fields ?? [textInput()],
    pro: r.pro ?? false,
    examples: r.examples,
    ...(r.ask ? { ask: r.ask } : {}),
    topic,
  };
}
export const text: FamilyDefinition = {
  order: 10,
  id: 'text',
  summary:
    'Counting, case changes, line operations, clean-up, extraction, text and word diffs (jsdiff: a correct minimal diff), readability formulas, Unicode styled text, an extractive summariser and RAKE keywords (no other library: Intl and Unicode regular expressions).',
  tools: topics.flatMap(({ name, rows }) => rows.map((row) => toRow(row, name))),
};
