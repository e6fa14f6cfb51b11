// Starts the built server (dist/, via site/server/runtime/serve.mjs) in a child process on a free loopback
// port with a fresh embedded database — or PostgreSQL when `databaseUrl` is given — and
// resolves once it reports itself healthy. Used by the endpoint/journey tests and the bench.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** util-linux's setpriv (Debian's util-linux is essential: every machine has it). */
const SETPRIV = '/usr/bin/setpriv';
/** How long a server may take to report itself healthy. */
export const START_TIMEOUT_MS = 180_000;

/**
 * `dataDir` reuses a folder the caller owns (it is kept after stop); else a fresh one is made and
 * removed on stop. `fromDataDir`: start from a copy of this data folder (the PERCH_DATA_DIR of a
 * closed server) instead of an empty one, which the server would first have to create and migrate.
 * `withoutFileOverride`: when the caller is root, the server runs as root without the capabilities
 * that let root write (and read) files whatever their mode bits say (CAP_DAC_OVERRIDE,
 * CAP_DAC_READ_SEARCH), through util-linux's setpriv: it stays the owner of the checkout, so it
 * can read it wherever it lies (a 0700 home folder too), while a folder made read-only is
 * read-only to it (tests of file permissions). Ignored for other users, whom the bits bind anyway.
 * `kill()` ends it with SIGKILL, as a crash would, and keeps its data folder.
 * `pid` is the server's process (with PERCH_WORKERS, the supervisor of its server processes).
 * @typedef {{ url: string, pid: number, dataDir: string, output(): string, stop(): Promise<void>, kill(): Promise<void> }} RunningServer
 * @param {{ databaseUrl?: string, env?: Record<string, string>, dataDir?: string, fromDataDir?: string, withoutFileOverride?: boolean }} [options]
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
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const command = [process.execPath, path.join(ROOT, 'site/server/runtime/serve.mjs')];
  if (options.withoutFileOverride && process.getuid?.() === 0)
    command.unshift(SETPRIV, '--bounding-set=-dac_override,-dac_read_search', '--');
  const child = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    // The process could not be started at all (no such program, a folder it may not enter).
    child.once('error', (error) => {
      clearTimeout(timer);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server could not be started: ${error.message}`));
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
