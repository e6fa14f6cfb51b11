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
