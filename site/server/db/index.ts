import { DATABASE_URL, PERCH_DATA_DIR } from 'astro:env/server';
import { openDatabase, type Database, type OpenedDatabase } from './client';

export { DatabaseStartError, type Database } from './client';
export * as schema from './schema';

// One connection (pool) per server process; nothing else lives here, so any number of
// instances can share one PostgreSQL.
let opening: Promise<OpenedDatabase> | undefined;

export function openServerDatabase(): Promise<OpenedDatabase> {
  opening ??= openDatabase({ databaseUrl: DATABASE_URL, dataDir: PERCH_DATA_DIR });
  return opening;
}

export async function getDb(): Promise<Database> {
  return (await openServerDatabase()).db;
}

/** Below this much free space on the data folder's disk, the embedded database counts as full. */
export const DISK_NEARLY_FULL_BYTES = 16 * 1024 * 1024;

/**
 * Whether the disk holding the embedded database's folder has (almost) no room left: checked by
 * /api/health, so a full disk is reported before writes start failing. Always false on
 * PostgreSQL (its disk is its host's to watch) and when the folder cannot be measured.
 */
export async function dataDiskIsFull(): Promise<boolean> {
  if (DATABASE_URL) return false;
  try {
    const { statfs } = await import('node:fs/promises');
    const stats = await statfs(PERCH_DATA_DIR ?? `${process.cwd()}/.data`);
    return stats.bavail * stats.bsize < DISK_NEARLY_FULL_BYTES;
  } catch {
    return false;
  }
}
