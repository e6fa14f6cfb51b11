// Parooty's endpoint under load: POST /api/parooty/query with the embedded assistant, 50
// connections, every latency recorded (so p95 is exact), printed — never asserted.
// `npm run bench` runs it after the other figures; alone: `npx astro build && npx node scripts/bench-parooty-endpoint.mjs`.
//
// The rate limits stay on and are exercised: each request is a new conversation (its own
// sessionId) from its own client address, written by a trusted proxy (the server runs with
// TRUST_PROXY=1 and every request carries X-Forwarded-For), as many visitors behind a load
// balancer would be. So every request does the real work: validate, count two budgets in the
// database, recommend, store two turns.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { treeCpuMs } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const CONNECTIONS = Number(process.env.BENCH_PAROOTY_CONNECTIONS || 50);
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const QUERIES = [
  'convert 10 km to miles',
  'sha256 of hello',
  'what is 15% of 80',
  'format some messy json',
  'I need to count the words in my essay',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl',
  'show me AI tools',
  'hello!',
];

/** The q-quantile (nearest rank) of a list of numbers. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function post(agent, url, body, address) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Runs the load against a server started with TRUST_PROXY=1; returns the figures. With `pids`
 * (Linux), also the CPU each request cost the server's processes, the database's and this load
 * generator, over the measured run.
 * @param {string} baseUrl
 * @param {{ connections?: number, seconds?: number, pids?: { server: number, database?: number } }} [options]
 */
export async function loadParooty(baseUrl, { connections = CONNECTIONS, seconds = DURATION_S, pids } = {}) {
  const url = new URL('/api/parooty/query', baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let n = 0;
  const next = () => {
    n += 1;
    const body = JSON.stringify({ query: QUERIES[n % QUERIES.length], sessionId: `bench-${process.pid}-${n}` });
    return { body, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  };
  const run = async (ms, latencies, statuses) => {
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const { body, address } = next();
          const t = performance.now();
          const status = await post(agent, url, body, address);
          latencies?.push(performance.now() - t);
          statuses?.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
  };
  await run(2_000); // warm-up
  const latencies = [];
  const statuses = new Map();
  const cpu = () => ({ server: pids ? treeCpuMs(pids.server) : null, database: pids?.database ? treeCpuMs(pids.database) : null, load: process.cpuUsage() });
  const before = cpu();
  const started = performance.now();
  await run(seconds * 1000, latencies, statuses);
  const elapsed = (performance.now() - started) / 1000;
  const after = cpu();
  agent.destroy();
  const perRequest = (/** @type {number | null} */ a, /** @type {number | null} */ b) => (a === null || b === null ? undefined : Math.round(((b - a) / latencies.length) * 100) / 100);
  const loadMs = (after.load.user + after.load.system - before.load.user - before.load.system) / 1000;
  return {
    request: 'POST /api/parooty/query (embedded)',
    connections,
    'req/s': Math.round(latencies.length / elapsed),
    'latency p50 (ms)': Math.round(quantile(latencies, 0.5) * 10) / 10,
    'latency p95 (ms)': Math.round(quantile(latencies, 0.95) * 10) / 10,
    'latency p99 (ms)': Math.round(quantile(latencies, 0.99) * 10) / 10,
    requests: latencies.length,
    'non-200': [...statuses].filter(([s]) => s !== 200).reduce((a, [, c]) => a + c, 0),
    'server CPU/req (ms)': perRequest(before.server, after.server),
    'database CPU/req (ms)': pids?.database ? perRequest(before.database, after.database) : undefined,
    'load gen CPU/req (ms)': Math.round((loadMs / latencies.length) * 100) / 100,
  };
}

/**
 * Loads Parooty's endpoint as `npm start` serves it (one process, the embedded PGlite database) and,
 * where PostgreSQL's binaries are (Debian's postgresql package), on a throwaway PostgreSQL run as
 * it would be in production (fsync on) from one process and from one per core (PERCH_WORKERS):
 * how Perch grows, since PGlite belongs to one process. Prints one row each.
 */
export async function benchParooty() {
  const { availableParallelism, loadavg } = await import('node:os');
  const cores = availableParallelism();
  const { findPostgresBin, startPostgres } = await import('../e2e/support/postgres.ts');
  const bin = findPostgresBin();
  const setups = [{ label: 'PGlite, 1 process (npm start)', env: {} }];
  if (bin) setups.push({ label: 'PostgreSQL, 1 process', env: {}, postgres: true }, { label: `PostgreSQL, PERCH_WORKERS=${cores}`, env: { PERCH_WORKERS: String(cores) }, postgres: true });
  console.log(`\nParooty's endpoint for ${DURATION_S} s per row, loopback: server, database and load generator share ${cores} cores (load average before: ${loadavg().map((l) => l.toFixed(1)).join(' / ')}); each request a new conversation from its own address`);
  if (!bin) console.log('(PostgreSQL binaries not found: the PostgreSQL rows are left out)');
  const rows = [];
  for (const setup of setups) {
    const postgres = setup.postgres ? await startPostgres(bin, { durable: true }) : null;
    try {
      const server = await startServer({ env: { TRUST_PROXY: '1', ...setup.env }, ...(postgres ? { databaseUrl: postgres.url } : {}) });
      try {
        rows.push({ server: setup.label, ...(await loadParooty(server.url, { pids: { server: server.pid, ...(postgres ? { database: postgres.pid } : {}) } })) });
      } finally {
        await server.stop();
      }
    } finally {
      postgres?.stop();
    }
  }
  console.table(rows.map(({ request, ...row }) => row));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchParooty();
