import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordErrorReport } from '../services/errorReports';
import { dataDirWriteProblem, DatabaseStartError, openDatabase } from './client';
import { bundledMigrations } from './migrations';
import { copyPgliteTemplate } from './pgliteTemplate.test-support';
import { errorReports } from './schema';

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-db-test-'));
  dirs.push(dir);
  return dir;
}
/** A copy of the run's migrated database, for the tests that are not about creating one. */
function migratedDir() {
  const dir = freshDir();
  copyPgliteTemplate(inject('pgliteTemplate'), dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('bundled migrations', () => {
  it('are read from the build in journal order with drizzle hashes', () => {
    const migrations = bundledMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0]!.sql.join('')).toContain('CREATE TABLE "error_reports"');
    expect(migrations[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    const times = migrations.map((m) => m.folderMillis);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('the embedded database (PGlite)', () => {
  it('is created and migrated on first open, and reused on the next', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    const { id } = await recordErrorReport(
      first.db,
      { error: 'boom', stack: 'at X', info: { componentStack: 'at Y' } },
      { requestId: 'req-1', userAgent: 'test', url: 'http://localhost/tools' },
    );
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(errorReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      message: 'boom',
      stack: 'at X',
      info: { componentStack: 'at Y' },
      requestId: 'req-1',
    });
    const applied = await second.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(bundledMigrations().length);
    await second.close();
  });

  it('refuses a database written by a newer Perch, with a clear message', async () => {
    const dataDir = migratedDir();
    const opened = await openDatabase({ dataDir });
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    await opened.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${future})`,
    );
    await opened.close();
    const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toMatch(/written by a newer version of Perch/);
  });

  it('reports a damaged data folder clearly instead of crashing', async () => {
    const dataDir = migratedDir();
    const opened = await openDatabase({ dataDir });
    await opened.close();
    const pgDir = path.join(dataDir, 'pglite');
    // Wreck the control file and the catalog: what a half-copied or truncated folder looks like.
    writeFileSync(path.join(pgDir, 'global', 'pg_control'), 'not a control file');
    for (const f of readdirSync(path.join(pgDir, 'global'))) {
      if (/^\d+$/.test(f)) writeFileSync(path.join(pgDir, 'global', f), 'garbage');
    }
    const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toMatch(/could not be opened.*move .* aside/s);
  });

  // #14.4: PGlite let two servers open one folder, each seeing only its own writes.
  it('is opened by one server at a time: a second open is refused with a clear message until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    const second = await openDatabase({ dataDir }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DatabaseStartError);
    expect((second as Error).message).toMatch(/already in use by another Perch server/);
    expect((second as Error).message).toContain(dataDir);
    // The first is unaffected, and once it is closed the folder opens again.
    await first.db.execute(sql`select 1`);
    await first.close();
    const third = await openDatabase({ dataDir });
    await third.close();
  });
});

describe('a data folder that cannot be written (#14.7)', () => {
  const error = (code: string) => Object.assign(new Error(code), { code });

  it('is called read-only or full, with what to do, never "damaged"', () => {
    for (const code of ['EROFS', 'EACCES', 'EPERM']) {
      const message = dataDirWriteProblem('/srv/perch/.data', error(code));
      expect(message).toMatch(/The data folder \/srv\/perch\/\.data is read-only/);
      expect(message).toMatch(/PERCH_DATA_DIR/);
    }
    for (const code of ['ENOSPC', 'EDQUOT']) {
      expect(dataDirWriteProblem('/srv/perch/.data', error(code))).toMatch(
        /is full.*Free some space, or set PERCH_DATA_DIR/,
      );
    }
    expect(dataDirWriteProblem('/srv/perch/.data', error('EIO'))).toBeNull();
  });

  it("reads PGlite's own errors too (Emscripten's ErrnoError with WASI numbers): a full disk is said to be full (#35.6)", () => {
    // What PGlite.create threw on a full 3 MB tmpfs: an object with no message, "[object Object]" as text.
    const full = { name: 'ErrnoError', errno: 51 };
    expect(dataDirWriteProblem('/srv/perch/.data', full)).toMatch(/is full \(ENOSPC\).*Free some space/);
    expect(dataDirWriteProblem('/srv/perch/.data', { name: 'ErrnoError', errno: 69 })).toMatch(
      /read-only for this server \(EROFS\)/,
    );
    expect(dataDirWriteProblem('/srv/perch/.data', { name: 'ErrnoError', errno: 29 })).toBeNull();
  });

  it('a data folder path that is a file is reported as such', async () => {
    const file = path.join(freshDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const refused = await openDatabase({ dataDir: file }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseStartError);
    expect((refused as Error).message).toMatch(/is not a folder/);
  });
});
