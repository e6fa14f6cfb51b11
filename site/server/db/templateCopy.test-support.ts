// A database test's own embedded database: a copy of the run's migrated template
// (pgliteTemplate.test-support.ts) in a new folder, opened as the product opens it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type OpenedDatabase, openDatabase } from './client';
import { copyPgliteTemplate } from './pgliteTemplate.test-support';

/** A copy of the run's migrated database, opened; its `close()` also removes the copy's folder. */
export async function openTemplateCopy(prefix: string): Promise<OpenedDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    copyPgliteTemplate(inject('pgliteTemplate'), dir);
    const opened = await openDatabase({ dataDir: dir });
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
