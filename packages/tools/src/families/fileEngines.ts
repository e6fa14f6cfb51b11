/**
 * Each file family's engine, loaded on demand (in the browser, inside the file worker). One line per
 * family; a file family's rows are in families/index.ts like any other.
 */
import type { ExampleFile, FileEngine, ToolFile } from '../fileTypes';

export const FILE_ENGINES: Readonly<Record<string, () => Promise<FileEngine>>> = {
  pdf: () => import('./pdf/run').then((m) => m.run),
};

/** Each file family's sample files for its examples ("Try the example" makes them in the page). */
export const EXAMPLE_FILES: Readonly<
  Record<string, () => Promise<(files: readonly ExampleFile[]) => Promise<ToolFile[]>>>
> = {
  pdf: () => import('./pdf/fixtures').then((m) => m.makeExampleFiles),
};
