// `npm start` and the tests and benchmarks start Perch with this: one server process
// (site/server/runtime/serve-one.mjs), or with PERCH_WORKERS (PostgreSQL only) that many on one address,
// supervised by this process (site/server/runtime/workers.mjs).
import cluster from 'node:cluster';
import { superviseWorkers, workerCount } from './workers.mjs';

let count = 1;
if (cluster.isPrimary) {
  try {
    count = workerCount(process.env.PERCH_WORKERS, process.env.DATABASE_URL);
  } catch (error) {
    console.error(`\nPerch cannot start: ${/** @type {Error} */ (error).message}\n`);
    process.exit(1);
  }
}
if (count > 1) superviseWorkers(count);
else await import('./serve-one.mjs');
