import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { bundledMigrations, type MigrationMeta } from './migrations';
import { fileErrorCode } from './unavailable';

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
  const exists = await db.execute(sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) as t`);
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
  // A database host that stops answering (no refusal, no reset) fails a request in
  // DB_CONNECT_TIMEOUT_MS on a new connection, and in DB_QUERY_TIMEOUT_MS on one the pool already
  // had (pg then answers "Query read timeout", and the pool drops that connection). Nothing else
  // would end it: the server's request timeout covers only receiving the request, and TCP would
  // take many minutes to notice.
  const pool = new pg.default.Pool({
    connectionString: url,
    max: Number(process.env.PERCH_DB_POOL_SIZE ?? 10),
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    query_timeout: DB_QUERY_TIMEOUT_MS,
  });
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error', error));
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** How long a new PostgreSQL connection, or a wait for a free one in the pool, may take. */
export const DB_CONNECT_TIMEOUT_MS = 5000;
/**
 * How long one PostgreSQL query may wait for its answer: it ends a query on a connection whose
 * host went silent. Perch's queries are lookups by key and small aggregates; one that ever needs
 * longer (a report over much data) would be answered 503 and needs this raised.
 */
export const DB_QUERY_TIMEOUT_MS = 5000;

/** The file whose lock marks a data folder as in use by one server. */
export const DATA_DIR_LOCK_FILE = 'perch.lock';

const READ_ONLY_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A start-up failure to write the data folder, in words that say what is wrong and what to do;
 * null for errors that are not about writing (those are reported as a damaged database).
 */
export function dataDirWriteProblem(dir: string, error: unknown): string | null {
  const code = fileErrorCode(error);
  if (READ_ONLY_CODES.has(code)) {
    return (
      `The data folder ${dir} is read-only for this server (${code}). Make it writable by the user ` +
      'running Perch, or set PERCH_DATA_DIR to a folder it can write.'
    );
  }
  if (FULL_CODES.has(code)) {
    return `The disk holding the data folder ${dir} is full (${code}). Free some space, or set PERCH_DATA_DIR to a folder on another disk.`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return `The data folder ${dir} is not a folder (${code}). Set PERCH_DATA_DIR to a folder.`;
  return null;
}

/** An error in words: its message, else its name and code, never "[object Object]". */
function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { name, errno } = error as { name?: unknown; errno?: unknown };
    const parts = [
      typeof name === 'string' ? name : 'error',
      fileErrorCode(error) || (errno !== undefined ? `errno ${String(errno)}` : ''),
    ];
    return parts.filter(Boolean).join(' ');
  }
  return String(error);
}

/** Creates the folder (when missing) and writes, syncs and removes a small file in it. */
function assertWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.perch-write-check-${process.pid}`);
    writeFileSync(probe, 'perch', { flush: true });
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DatabaseStartError(
      dataDirWriteProblem(dir, error) ?? `The data folder ${dir} cannot be used: ${(error as Error).message}`,
    );
  }
}

/** Why PGlite could not write its files, when that is why it failed to start; else null. */
function unwritableInside(dir: string): string | null {
  for (const name of ['global/pg_control', 'global', 'base', 'pg_wal', 'PG_VERSION']) {
    const target = path.join(dir, name);
    if (!existsSync(target)) continue;
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      return dataDirWriteProblem(dir, error);
    }
  }
  return null;
}

/**
 * Locks the data folder for this process: an exclusive SQLite transaction on `perch.lock`, held
 * until close(). The lock is the operating system's (fcntl, like PostgreSQL's own), so it is
 * released however the process ends — kill -9 included — and a second server, or a second open
 * in this process, finds it taken. PGlite itself would let two servers open one folder, each
 * seeing only its own writes and losing the other's.
 */
function lockDataDir(dataDir: string): DatabaseSync {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  let lock: DatabaseSync | undefined;
  try {
    lock = new DatabaseSync(file, { timeout: 0 });
    lock.exec('PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;');
    return lock;
  } catch (error) {
    lock?.close();
    const problem = dataDirWriteProblem(dataDir, error);
    if (problem) throw new DatabaseStartError(problem);
    if (/readonly|read-only|unable to open/i.test((error as Error).message)) {
      throw new DatabaseStartError(
        `The data folder ${dataDir} is read-only for this server (${DATA_DIR_LOCK_FILE} cannot be written). ` +
          'Make it writable by the user running Perch, or set PERCH_DATA_DIR to a folder it can write.',
      );
    }
    if (/locked|busy/i.test((error as Error).message)) throw new DatabaseStartError(IN_USE(dataDir));
    throw new DatabaseStartError(`The data folder ${dataDir} could not be locked (${(error as Error).message}).`);
  }
}

const IN_USE = (dataDir: string) =>
  `The data folder ${dataDir} is already in use by another Perch server. Stop that server, or set ` +
  'PERCH_DATA_DIR to another folder (two servers need PostgreSQL: set DATABASE_URL).';

/**
 * A second lock that no file operation can undo: on Linux, an abstract Unix socket named after the
 * folder's real path. Only one process can listen on a name; it is the kernel's, with no file to
 * delete (deleting perch.lock while a server ran let a second server lock a new file of that name
 * and open the same folder), and it goes when the process ends, kill -9 included. Elsewhere (no
 * abstract sockets) the file lock alone stands. Resolves with a function that releases it.
 */
async function holdFolderName(dataDir: string): Promise<() => void> {
  if (process.platform !== 'linux') return () => {};
  const name = `\0perch-data-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new DatabaseStartError(IN_USE(dataDir)) : error),
    );
    server.listen({ path: name, exclusive: true }, () => resolve());
  });
  // Nothing connects; it must not keep the process alive on its own.
  server.unref();
  return () => server.close();
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pglite');
  assertWritable(dataDir);
  const releaseName = await holdFolderName(dataDir);
  let lock: DatabaseSync;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    releaseName();
    throw error;
  }
  const unlock = () => {
    if (lock.isOpen) lock.close();
    releaseName();
  };
  let client: InstanceType<typeof PGlite>;
  try {
    assertWritable(dir);
    client = await PGlite.create(dir);
    await client.query('select 1');
  } catch (error) {
    unlock();
    if (error instanceof DatabaseStartError) throw error;
    const unwritable = unwritableInside(dir);
    if (unwritable) throw new DatabaseStartError(unwritable);
    const written = dataDirWriteProblem(dataDir, error);
    if (written) throw new DatabaseStartError(written);
    throw new DatabaseStartError(
      `The embedded database in ${dir} could not be opened (${describeError(error)}). ` +
        'It may be damaged or written by another PGlite version: ' +
        `move ${dir} aside to start with a fresh database.`,
    );
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  try {
    await migrate(db, dir);
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Opens (and migrates) PostgreSQL when `databaseUrl` is set, else the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? path.resolve(process.cwd(), '.data'));
}
