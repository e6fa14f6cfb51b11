import { createHash } from 'node:crypto';
import journal from './migrations/meta/_journal.json';

/** One migration as drizzle's migrator takes it. */
export interface MigrationMeta {
  sql: string[];
  bps: boolean;
  folderMillis: number;
  hash: string;
}

// The SQL files are bundled into the server at build time, so a built server migrates from
// any working directory without reading site/ from disk.
const files = import.meta.glob('./migrations/*.sql', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

/** The bundled migrations, in journal order, prepared exactly as drizzle's file reader does. */
export function bundledMigrations(): MigrationMeta[] {
  return journal.entries.map((entry) => {
    const query = files[`./migrations/${entry.tag}.sql`];
    if (query === undefined) throw new Error(`Migration ${entry.tag}.sql is missing from the build`);
    return {
      sql: query.split('--> statement-breakpoint'),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash('sha256').update(query).digest('hex'),
    };
  });
}
