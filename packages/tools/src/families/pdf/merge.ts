/** Merge: several PDFs into one, in the order given, each with its own page range. */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { FileProblem, FileToolResult, OnProgress, ToolFile } from '../../fileTypes';
import { isProblem, loadPdf, save } from './load';
import { addPages, type Values, plural } from './op';
import { parseRanges, perFileRanges } from './ranges';

export async function merge(
  files: readonly ToolFile[],
  values: Values,
  onProgress: OnProgress,
): Promise<FileToolResult> {
  if (files.length < 2) return { ok: false, error: 'Add at least two PDFs to merge.' };
  const ranges = perFileRanges(values.ranges ?? '', files.length);
  const problems: FileProblem[] = [];
  const out = await PDFDocument.create({ updateMetadata: false });
  let used = 0;
  const pages: PDFPage[] = [];
  for (const [i, file] of files.entries()) {
    const loaded = await loadPdf(file);
    if (isProblem(loaded)) {
      problems.push(loaded);
      continue;
    }
    const chosen = parseRanges(ranges[i]!, loaded.doc.getPageCount(), file.name);
    if (typeof chosen === 'string') {
      problems.push({ name: file.name, error: `${file.name}: ${chosen}` });
      continue;
    }
    // One copy call per file: pages that share a font or an image copy it once.
    pages.push(...(await out.copyPages(loaded.doc, chosen)));
    used++;
    onProgress((i + 1) / files.length);
  }
  // A merge that leaves a file out is not the merge that was asked for: say which, make nothing.
  if (problems.length > 0)
    return {
      ok: false,
      error: `${plural(problems.length, 'file')} could not be merged: ${problems.map((p) => p.error).join(' ')}`,
      problems,
    };
  addPages(out, pages);
  return {
    ok: true,
    text: `Merged ${plural(used, 'file')} into one PDF of ${plural(out.getPageCount(), 'page')}.`,
    files: [await save(out, 'merged.pdf')],
  };
}
