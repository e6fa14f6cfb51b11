/**
 * The file families' code, found from their folders and loaded on demand (in the browser, inside
 * the file worker): `families/{family}/fileRun.ts` exports `run`, a FileEngine (files in, files
 * out), and `families/{family}/fixtures.ts` exports `makeExampleFiles` ("Try the example" makes the
 * example's files in the page). A file family's rows are found like any other (index.ts); its code
 * is named fileRun.ts, not run.ts, so the value engines (engines.ts) never take it for one of theirs.
 */
import type { ExampleFile, FileEngine, ToolFile } from '../fileTypes';

/** `./pdf/fileRun.ts` → `pdf`. */
const familyOf = (path: string): string => path.split('/')[1]!;

const engines = import.meta.glob<FileEngine>('./*/fileRun.ts', { import: 'run' });
const examples = import.meta.glob<(files: readonly ExampleFile[]) => Promise<ToolFile[]>>('./*/fixtures.ts', {
  import: 'makeExampleFiles',
});

export const FILE_ENGINES: Readonly<Record<string, () => Promise<FileEngine>>> = Object.fromEntries(
  Object.entries(engines).map(([path, load]) => [familyOf(path), load]),
);

/** Each file family's sample files for its examples. */
export const EXAMPLE_FILES: Readonly<
  Record<string, () => Promise<(files: readonly ExampleFile[]) => Promise<ToolFile[]>>>
> = Object.fromEntries(Object.entries(examples).map(([path, load]) => [familyOf(path), load]));
