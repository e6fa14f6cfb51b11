// For the database benches (bench-parooty-write.ts, bench-stored-events.ts): runs a measure on a
// throwaway embedded database (PGlite, in this process, in a temporary folder) and then, where
// Debian's PostgreSQL binaries are, on a throwaway PostgreSQL run with production's durable
// settings. Each is opened, measured, closed and removed, whatever the measure throws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin, startPostgres } from '../e2e/support/postgres';
import { type OpenedDatabase, openDatabase } from '../site/server/db/client';
import { treeCpuMs } from './process-cpu.mjs';

/** One database to measure: its name, the opened database, and the CPU ms spent so far by the database's side. */
export type Measure = (label: 'PGlite' | 'PostgreSQL', opened: OpenedDatabase, cpuNow: () => number) => Promise<void>;

/** This process's CPU ms so far (user and system). */
export function ownCpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * `measure` on PGlite (CPU: this process, where PGlite runs) then on PostgreSQL (CPU: this
 * process, which runs the driver, and the database's processes). False when PostgreSQL's
 * binaries are not installed (the PGlite run still happened).
 */
export async function onBothDatabases(measure: Measure): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-bench-db-'));
  try {
    const opened = await openDatabase({ dataDir: dir });
    try {
      await measure('PGlite', opened, ownCpuMs);
    } finally {
      await opened.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const bin = findPostgresBin();
  if (!bin) return false;
  const postgres = await startPostgres(bin, { durable: true });
  try {
    const opened = await openDatabase({ databaseUrl: postgres.url });
    try {
      await measure('PostgreSQL', opened, () => ownCpuMs() + (treeCpuMs(postgres.pid) ?? 0));
    } finally {
      await opened.close();
    }
  } finally {
    postgres.stop();
  }
  return true;
}
