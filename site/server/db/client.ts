import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { bundledMigrations, type MigrationMeta } from './migrations';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (default `.data` in the working directory). */
  dataDir?: string | undefined;
}

/** Raised when the database cannot be used; its message says what to do. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';
// Serialises migrations when several server instances start at once against one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_311_204;

type Migratable = Database & {
  dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
  session: unknown;
};

async function newestApplied(db: Database): Promise<number | null> {
  const exists = await db.execute(
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) as t`,
  );
  const row = (exists as unknown as { rows: Array<{ t: unknown }> }).rows[0];
  if (!row?.t) return null;
  const result = await db.execute(
    sql`select max(created_at) as newest from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  const newest = (result as unknown as { rows: Array<{ newest: unknown }> }).rows[0]?.newest;
  return newest == null ? null : Number(newest);
}

/** Applies the bundled migrations; refuses a database written by a newer Perch. */
export async function migrate(db: Database, where: string): Promise<void> {
  const migrations = bundledMigrations();
  const latestKnown = Math.max(0, ...migrations.map((m) => m.folderMillis));
  const applied = await newestApplied(db);
  if (applied !== null && applied > latestKnown) {
    throw new DatabaseStartError(
      `The database at ${where} was written by a newer version of Perch (its schema is from ` +
        `${new Date(applied).toISOString()}, this build knows schemas up to ${new Date(latestKnown).toISOString()}). ` +
        'Run the newer Perch, or point PERCH_DATA_DIR / DATABASE_URL at another database.',
    );
  }
  const m = db as Migratable;
  await m.dialect.migrate(migrations, m.session, {
    migrationsSchema: MIGRATIONS_SCHEMA,
    migrationsTable: MIGRATIONS_TABLE,
  });
}

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const where = url.replace(/\/\/[^@/]*@/, '//***@');
  // Migrate on one dedicated connection holding an advisory lock, so two instances starting
  // together do not both apply the same migration.
  const client = new pg.default.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseStartError(`Cannot connect to PostgreSQL at ${where}: ${(error as Error).message}`);
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }) as unknown as Database, where);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env['PERCH_DB_POOL_SIZE'] ?? 10) });
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error', error));
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pglite');
  let client: InstanceType<typeof PGlite>;
  try {
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
    await client.query('select 1');
  } catch (error) {
    throw new DatabaseStartError(
      `The embedded database in ${dir} could not be opened (${(error as Error).message || String(error)}). ` +
        'It may be damaged, written by another PGlite version, or in use by another Perch server. ' +
        `Stop other servers, or move ${dir} aside to start with a fresh database.`,
    );
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  await migrate(db, dir);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Opens (and migrates) PostgreSQL when `databaseUrl` is set, else the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? path.resolve(process.cwd(), '.data'));
}
