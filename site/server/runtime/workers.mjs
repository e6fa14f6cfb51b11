// PERCH_WORKERS: several server processes answering on one address (node:cluster), so one machine
// uses all its cores. Each process is a whole server (site/server/runtime/serve-one.mjs) with its own
// connections to the database; nothing is shared between them in memory (rate limits, sessions and
// everything else live in the database), which is also what lets instances on several machines
// share one PostgreSQL. The embedded PGlite database belongs to one process, so more than one
// needs DATABASE_URL.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const MAX_WORKERS = 64;
/** A server process that exits unasked is replaced, unless this many exited within RESTART_WINDOW_MS. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;
/** How long stopping waits for the processes to finish the requests they have. */
export const STOP_GRACE_MS = 5_000;
/** What a server process tells the supervisor once it answers (see serve-one.mjs). */
export const READY_MESSAGE = 'perch:ready';

/**
 * How many server processes PERCH_WORKERS asks for: unset or empty → 1; "auto" → one per core;
 * else a whole number from 1 to MAX_WORKERS. Throws a message saying what to set for anything
 * else, and for more than one without PostgreSQL.
 * @param {string | undefined} value
 * @param {string | undefined} databaseUrl
 * @param {number} [cores]
 * @returns {number}
 */
export function workerCount(value, databaseUrl, cores = availableParallelism()) {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 1;
  let count;
  if (text === 'auto') count = cores;
  else if (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_WORKERS) count = Number(text);
  else
    throw new Error(
      `PERCH_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or "auto" for one per core (it is "${value}").`,
    );
  if (count > 1 && !databaseUrl) {
    throw new Error(
      `PERCH_WORKERS=${value.trim()} needs PostgreSQL (set DATABASE_URL): the embedded database belongs to one process. ` +
        'Leave PERCH_WORKERS unset to serve from one process.',
    );
  }
  return count;
}

/**
 * The supervisor (the primary process): starts `count` server processes, says "Perch is running at
 * …" once every one of them answers, replaces one that exits unasked (giving up after MAX_RESTARTS
 * within RESTART_WINDOW_MS), and on SIGINT/SIGTERM stops them all and exits. A process that exits
 * before the first start is done stops the start, with its own message above.
 * @param {number} count
 */
export function superviseWorkers(count) {
  let announced = false;
  let stopping = false;
  /** @type {number[]} */
  const exits = [];
  /** @type {Set<number>} ids of the workers that answer */
  const ready = new Set();

  const stopAll = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(code);
    for (const worker of running) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), STOP_GRACE_MS).unref();
  };

  cluster.on('message', (worker, message) => {
    if (message?.type !== READY_MESSAGE) return;
    ready.add(worker.id);
    if (!announced && ready.size >= count) {
      announced = true;
      console.log(`Perch is running at ${message.url} (database: ${message.database}, ${count} server processes)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    if (!announced) {
      console.error(`\nPerch cannot start: a server process ${how} before it answered.\n`);
      stopAll(1);
      return;
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && exits[0] < now - RESTART_WINDOW_MS) exits.shift();
    if (exits.length > MAX_RESTARTS) {
      console.error(
        `\nPerch is stopping: ${exits.length} server processes exited within ${RESTART_WINDOW_MS / 1000} s; the last ${how}.\n`,
      );
      stopAll(1);
      return;
    }
    console.error(`Perch: server process ${worker.process.pid} ${how}; starting another.`);
    cluster.fork();
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stopAll(0));
  // The processes run the server itself, whatever started the supervisor (`npm start` runs
  // start.mjs, which may build first: that is done once, here, not again in every process).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./serve.mjs', import.meta.url)) });
  for (let i = 0; i < count; i++) cluster.fork();
}
