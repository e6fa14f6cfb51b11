/**
 * PDF tools that run on the device: pdf-lib (MIT, no native code) reads and writes the structure,
 * in a module Web Worker, so nothing is uploaded. Each tool is a row; its `op` preset names the
 * operation in fileRun.ts. Pro: the everyday page jobs (merge, split, extract, delete, reorder,
 * reverse, duplicate, insert blanks, rotate, info, viewing metadata) are free; the finishing tools
 * (page numbers, watermark, editing or removing metadata, resize to A4/Letter, N-up) are Pro.
 *
 * The rows sit in `rows/{topic}.ts` (data), one topic a file; a new topic file is picked up here
 * by itself, in its `order`.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import { accept, type Spec } from './spec';

const topics = Object.values(
  import.meta.glob<{ order: number; specs: readonly Spec[] }>('./rows/*.ts', { eager: true }),
).sort((a, b) => a.order - b.order);

const row = (spec: Spec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'pdf',
  keywords: spec.keywords,
  family: 'pdf',
  kind: 'file',
  params: { ...spec.params, op: spec.op },
  fields: spec.fields ?? [],
  pro: spec.pro ?? false,
  examples: spec.examples,
  accept: accept(spec.multiple ?? true, spec.ordered ?? false),
});

export const pdf: FamilyDefinition = {
  id: 'pdf',
  summary:
    'PDF tools (merge, split, extract, delete, reorder, reverse, duplicate, blank pages, rotate, page numbers, watermark, metadata, info, resize, N-up, compress, greyscale, PDF to JPG/PNG/WebP, PDF to text, compare), run in a Web Worker with pdf-lib (structure) and pdf.js (text and drawing) so no file leaves the device.',
  tools: topics.flatMap((t) => t.specs.map(row)),
};
