/**
 * AI writing: rewrite, correct, translate, summarise and draft, on the server through the
 * assistant provider (site/server/providers/assistant), streamed into the page. Each tool is a row
 * whose prompt is data: `params.instruction` with `{field}` placeholders filled from the person's
 * choices (prompts.ts), and `params.diff` when the answer is the person's own text changed (the
 * page then shows what changed, with jsdiff). Which tools are Pro is here too (`pro`). The rows are
 * in rewriteRows.ts and draftRows.ts, written as spec.ts says.
 */
import type { FamilyDefinition, ToolExample, ToolRow } from '../../types';
import { draftRows } from './draftRows';
import { MAIN_FIELD } from './prompts';
import { rewriteRows } from './rewriteRows';
import { area, type OfflineMethod, type WritingSpec } from './spec';

export type { OfflineMethod } from './spec';

/** The rows in catalogue order: rewriteRows.ts, then draftRows.ts. */
const tools: readonly WritingSpec[] = [...rewriteRows, ...draftRows];

const row = (spec: WritingSpec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'ai',
  keywords: [...spec.keywords, 'ai writing'],
  family: 'aiWriting',
  kind: 'stream',
  params: { instruction: spec.instruction, ...(spec.diff ? { diff: 'true' } : {}) },
  fields: [area(MAIN_FIELD, spec.textLabel ?? 'Your text', 'Paste or type the text'), ...(spec.more ?? [])],
  pro: spec.pro ?? false,
  examples: [spec.example satisfies ToolExample],
  ...(spec.ask ? { ask: spec.ask } : {}),
});

const OFFLINE = new Map(tools.map((t) => [t.id, t.offline ?? []]));

/** The tools that do part of an AI writing tool's job without the AI service ([] for none, or another tool). */
export const offlineMethods = (toolId: string): readonly OfflineMethod[] => OFFLINE.get(toolId) ?? [];

export const aiWriting: FamilyDefinition = {
  id: 'aiWriting',
  summary:
    'AI writing: rewrite, correct, translate, summarise and draft through the server’s assistant provider (OpenAI-compatible), streamed, with a diff (jsdiff) where the text is changed.',
  tools: tools.map(row),
};
