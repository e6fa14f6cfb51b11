// Starts the built server (dist/, via scripts/serve.mjs) in a child process on a free loopback
// port with a fresh embedded database — or PostgreSQL when `databaseUrl` is given — and
// resolves once it reports itself healthy. Used by the endpoint/journey tests and the bench.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long a server may take to report itself healthy. */
export const START_TIMEOUT_MS = 180_000;

/**
 * `dataDir` reuses a folder the caller owns (it is kept after stop); else a fresh one is made and
 * removed on stop. `fromDataDir`: start from a copy of this data folder (the PERCH_DATA_DIR of a
 * closed server) instead of an empty one, which the server would first have to create and migrate.
 * `uid`/`gid` run the server as another user (tests of file permissions).
 * `kill()` ends it with SIGKILL, as a crash would, and keeps its data folder.
 * `pid` is the server's process (with PERCH_WORKERS, the supervisor of its server processes).
 * @typedef {{ url: string, pid: number, dataDir: string, output(): string, stop(): Promise<void>, kill(): Promise<void> }} RunningServer
 * @param {{ databaseUrl?: string, env?: Record<string, string>, dataDir?: string, fromDataDir?: string, uid?: number, gid?: number }} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer(options = {}) {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'perch-run-'));
  if (options.fromDataDir && ownsDataDir) cpSync(options.fromDataDir, dataDir, { recursive: true });
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    PERCH_DATA_DIR: dataDir,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...options.env,
  };
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  else delete env['DATABASE_URL'];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  let log = '';
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    // Creating and migrating a fresh PGlite takes seconds, over a minute on a loaded machine.
    const timer = setTimeout(() => {
      // Not left running: nobody holds it to stop it, and it would load every later test.
      child.kill('SIGKILL');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${log}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      log += chunk.toString();
      const match = /Perch is running at (https?:\/\/[^\s]+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (/** @type {Buffer} */ c) => (log += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited with ${code} before it was ready:\n${log}`));
    });
  });
  /** @param {NodeJS.Signals} signal */
  const end = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    dataDir,
    output: () => log,
    async stop() {
      await end('SIGTERM');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}
