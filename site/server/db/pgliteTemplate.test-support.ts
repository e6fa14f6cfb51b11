// One migrated embedded database per test run, copied wherever a test needs a fresh one.
//
// Creating a PGlite database runs PostgreSQL's initdb (in WebAssembly) and then every migration:
// a few seconds of CPU, but 30–80 s of wall time on this 2-core machine when it is busy (opening an
// existing one: 4–8 s). A run used to create one for every test server and every database test,
// a dozen, several at once, so their start-up outgrew its limits whenever the machine was busy.
// Now the product's own openDatabase() creates and migrates one database in the global setup
// (before any test runs, with no time limit), and each test server or test database starts from a
// copy of its closed data folder: what a second `npm start` opens. Creating a database from
// nothing stays tested, in client.test.ts.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './client';

// The global setups of all projects run one after another in the one vitest process, so the
// process id names this run's template: the first setup that asks makes it, the others reuse it.
const root = path.join(tmpdir(), `perch-pglite-template-${process.pid}`);

/**
 * The data folder (a PERCH_DATA_DIR) of a migrated, closed PGlite database made for this run.
 * `dispose` removes it; it does nothing for a caller that found it already made.
 */
export async function pgliteTemplate(): Promise<{ dataDir: string; dispose(): void }> {
  const dataDir = path.join(root, 'data');
  if (existsSync(dataDir)) return { dataDir, dispose: () => {} };
  const building = path.join(root, 'building');
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const opened = await openDatabase({ dataDir: building });
  await opened.close();
  renameSync(building, dataDir);
  return { dataDir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Copies the template (inject('pgliteTemplate')) into `dataDir`, ready for openDatabase(). */
export function copyPgliteTemplate(template: string, dataDir: string): void {
  cpSync(template, dataDir, { recursive: true });
}

/** Global setup of the unit project: its database tests copy the template. */
export async function setup(project: TestProject) {
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.dataDir);
  return () => template.dispose();
}
