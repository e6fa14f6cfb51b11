/**
 * Each file family's engine, loaded on demand (in the browser, inside the file worker). One line per
 * family; a file family's rows are in families/index.ts like any other.
 */
import type { FileEngine } from '../fileTypes';

export const FILE_ENGINES: Readonly<Record<string, () => Promise<FileEngine>>> = {
  pdf: () => import('./pdf/run').then((m) => m.run),
};
