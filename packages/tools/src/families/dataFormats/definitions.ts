/**
 * Data formats: JSON (format, minify, validate, sort, diff, flatten, JSON Lines, TypeScript),
 * CSV/TSV (papaparse), YAML (yaml), TOML (smol-toml), XML (fast-xml-parser validates and maps;
 * the formatter re-indents tokens by hand), SQL (sql-formatter), Markdown (marked), and
 * hand-written token-level CSS minifier/beautifier and HTML-to-text.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs); json.ts and libraries.ts hold what their code shares.
 * A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import { input, type Row, type TopicRows } from './spec';

const topics = Object.entries(import.meta.glob<TopicRows>('./*/rows.ts', { eager: true, import: 'topic' }))
  .map(([path, rows]) => ({ ...rows, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

function toRow(r: Row, topic: string): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'developer',
    keywords: r.keywords,
    family: 'dataFormats',
    kind: 'text',
    params: { operation: r.id, ...r.params },
    fields: r.fields ?? [input(r.label ?? 'Input')],
    pro: r.pro ?? false,
    examples: r.examples,
    ...(r.ask ? { ask: r.ask } : {}),
    topic,
  };
}

export const dataFormats: FamilyDefinition = {
  order: 40,
  id: 'dataFormats',
  summary: 'JSON, CSV/TSV, YAML, TOML, XML, SQL, Markdown, HTML and CSS: formatters, validators and converters.',
  tools: topics.flatMap(({ name, rows }) => rows.map((row) => toRow(row, name))),
};
