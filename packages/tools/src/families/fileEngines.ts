/**
 * The file families' code, found from their folders and loaded on demand (in the browser, inside
 * the file worker): `families/{family}/fileRun.ts` exports `run`, a FileEngine (files in, files
 * out), and `families/{family}/fixtures.ts` exports `makeExampleFiles` ("Try the example" makes the
 * example's files in the page). A file family's rows are found like any other (index.ts); its code
 * is named fileRun.ts, not run.ts, so the value engines (engines.ts) never take it for one of theirs.
 * Only the file worker imports this module: a page bundle that did would emit every engine's chunks
 * (and pdf.js's fonts) as assets it never loads. The examples' makers are in fileExamples.ts.
 */
import type { FileEngine } from '../fileTypes';

/** `./pdf/fileRun.ts` → `pdf`. */
const familyOf = (path: string): string => path.split('/')[1]!;

const engines = import.meta.glob<FileEngine>('./*/fileRun.ts', { import: 'run' });

/** A family's optional `warm(op)`: readies what an operation's first run needs (pdf.js for drawing). */
export type FileWarmer = (op: string) => Promise<void>;

const warmers = import.meta.glob<FileWarmer | undefined>('./*/fileRun.ts', { import: 'warm' });

export const FILE_WARMERS: Readonly<Record<string, () => Promise<FileWarmer | undefined>>> = Object.fromEntries(
  Object.entries(warmers).map(([path, load]) => [familyOf(path), load]),
);

export const FILE_ENGINES: Readonly<Record<string, () => Promise<FileEngine>>> = Object.fromEntries(
  Object.entries(engines).map(([path, load]) => [familyOf(path), load]),
);
