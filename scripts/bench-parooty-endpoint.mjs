// Parooty's endpoint under load: POST /api/parooty/query with the embedded assistant, 50
// connections, printed — never asserted. `npm run bench` runs it after the other figures; alone:
// `npx astro build && npx node scripts/bench-parooty-endpoint.mjs`.
//
// The rate limits stay on and are exercised: each request is a new conversation (its own
// sessionId) from its own client address, written by a trusted proxy (the server runs with
// TRUST_PROXY=1 and every request carries X-Forwarded-For), as many visitors behind a load
// balancer would be. So every request does the real work: validate, count two budgets in the
// database, recommend, store two turns.
//
// The load comes from wrk (Debian's package `wrk`: `apt-get install -y wrk`) when it is on the
// PATH: written in C, it costs about a tenth of the CPU per request that a Node.js client does,
// and here it shares the cores with the server and the database. Without it, a Node.js client
// sends the same requests (the table says which). On Linux, with taskset and two cores or more,
// one row more pins the server to one core and the database and load generator to the others:
// what one core of server answers, measured rather than worked out.
//
// The p95 and p99 of a saturated server (more questions than it can answer, as on PGlite) are
// mostly connections waiting to be let in, not questions waiting to be answered. wrk opens its 50
// connections at once, and Node.js (libuv 1.45 and later: libuv/libuv#3696, nodejs/node#57364)
// accepts one waiting connection per turn of its event loop. A saturated turn serves every
// connection that has a question ready, about 200 ms of work on PGlite here, so the new
// connections get in about four a second and the last one's first question waits seconds.
// Seen with `ss -ltn`: the listening socket held 48 connections as a run began and emptied at
// about four a second; the server's own timings showed no question handled in more than 0.7 s.
// A client that keeps its warmed connections does not see that tail.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { treeCpuMs, treePids } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const CONNECTIONS = Number(process.env.BENCH_PAROOTY_CONNECTIONS || 50);
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const WARM_UP_S = 2;
/**
 * What Chromium sends: browsers always offer compression, so the server compresses the longer
 * answers (site/server/runtime/serve-one.mjs) as it does for the widget and the page. BENCH_ACCEPT_ENCODING=
 * (empty) measures answers sent as they are.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
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

/** Every question of Parooty's evaluation set (313, as people type them): one row asks them all in turn. */
const EVAL_QUERIES = /** @type {Array<{ query: string }>} */ (
  JSON.parse(readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8'))
).map((q) => q.query);

/** The first of these that is an executable file, or null. @param {string} name */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      execFileSync('test', ['-x', file]);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** The q-quantile (nearest rank) of a list of numbers. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** wrk, when it is on the PATH. */
const WRK = onPath('wrk');
/** taskset (util-linux), for the pinned row. */
const TASKSET = onPath('taskset');

let runs = 0;
/** A different block of addresses and session ids for every run, so none repeats in this process. */
function nextRun() {
  runs += 1;
  return { tag: `bench-${process.pid}-${runs}`, first: (runs % 64) * 250_000 };
}

/** The client address of request `n`: 10.x.y.z. @param {number} n */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * wrk's script: the requests the Node.js client would send (a new session id and address for
 * each), and at the end one line with the counts and the latency percentiles (µs). wrk counts a
 * status of 400 or more as failed, as the Node.js client does here (a `response` hook to look
 * at every status would cost Lua work per answer).
 * @param {{ tag: string, first: number }} run
 * @param {readonly string[]} [questions]
 */
function wrkScript({ tag, first }, questions = QUERIES) {
  // The queries are JSON-escaped here and put in Lua long strings, which take them as they are.
  const queries = questions.map((q) => `[==[${JSON.stringify(q).slice(1, -1)}]==]`).join(', ');
  return `local queries = { ${queries} }
function init() n = ${first} end
function request()
  n = n + 1
  local body = '{"query":"' .. queries[(n % #queries) + 1] .. '","sessionId":"${tag}-' .. n .. '"}'
  local address = string.format('10.%d.%d.%d', math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format('POST', '/api/parooty/query', { ['Content-Type'] = 'application/json', ['X-Forwarded-For'] = address${ACCEPT_ENCODING ? `, ['Accept-Encoding'] = [==[${ACCEPT_ENCODING}]==]` : ''} }, body)
end
function done(summary, latency)
  local e = summary.errors
  io.write(string.format('PERCH requests=%d duration_us=%d p50=%d p95=%d p99=%d failed_status=%d socket_errors=%d\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;
}

/** @param {string} word */
const shellQuote = (word) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * One wrk run: its counts, latencies (ms) and the CPU it used (ms, from bash's `times`).
 * @param {string} baseUrl @param {number} connections @param {number} seconds @param {string | undefined} cpus
 */
async function runWrk(baseUrl, connections, seconds, cpus, questions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-wrk-'));
  try {
    const script = path.join(dir, 'parooty.lua');
    writeFileSync(script, wrkScript(nextRun(), questions));
    const wrk = [
      /** @type {string} */ (WRK),
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      baseUrl,
    ];
    const command = [...(cpus ? [/** @type {string} */ (TASKSET), '-c', cpus] : []), ...wrk].map(shellQuote).join(' ');
    const output = await new Promise((resolve, reject) => {
      const child = spawn('bash', ['-c', `${command}; code=$?; times; exit $code`], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk ended with ${code}:\n${out}`))));
    });
    const line = /PERCH (.*)/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const figures = Object.fromEntries(
      line
        .split(' ')
        .map((pair) => pair.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    // `times` prints the shell's own user and system time, then its children's: wrk's.
    const children = output
      .trim()
      .split('\n')
      .at(-1)
      ?.match(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/);
    const cpuMs = children
      ? (Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])) * 1000
      : null;
    return {
      requests: figures.requests,
      seconds: figures.duration_us / 1e6,
      p50: figures.p50 / 1000,
      p95: figures.p95 / 1000,
      p99: figures.p99 / 1000,
      failed: figures.failed_status + figures.socket_errors,
      cpuMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function post(agent, url, body, address) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': address,
          ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One run of the Node.js client (no wrk): the same shape as runWrk's.
 * @param {string} baseUrl @param {number} connections @param {number} seconds
 */
async function runNode(baseUrl, connections, seconds, questions) {
  const url = new URL('/api/parooty/query', baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { tag, first } = nextRun();
  let n = first;
  const latencies = [];
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        n += 1;
        const body = JSON.stringify({ query: questions[n % questions.length], sessionId: `${tag}-${n}` });
        const t = performance.now();
        const status = await post(agent, url, body, addressOf(n));
        latencies.push(performance.now() - t);
        if (status >= 400) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    requests: latencies.length,
    seconds: elapsed,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    failed,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/**
 * Runs the load against a server started with TRUST_PROXY=1; returns the figures. With `pids`
 * (Linux), also the CPU each request cost the server's processes, the database's and the load
 * generator, over the measured run. `loadCpus` (a taskset CPU list) pins wrk to those cores;
 * `questions` are asked in turn (default: eight that go through each of the recommender's layers).
 * @param {string} baseUrl
 * @param {{ connections?: number, seconds?: number, pids?: { server: number, database?: number }, loadCpus?: string, generator?: 'wrk' | 'node', questions?: readonly string[] }} [options]
 */
export async function loadParooty(
  baseUrl,
  {
    connections = CONNECTIONS,
    seconds = DURATION_S,
    pids,
    loadCpus,
    generator = WRK ? 'wrk' : 'node',
    questions = QUERIES,
  } = {},
) {
  const run = (/** @type {number} */ s) =>
    generator === 'wrk'
      ? runWrk(baseUrl, connections, s, loadCpus, questions)
      : runNode(baseUrl, connections, s, questions);
  await run(WARM_UP_S);
  const cpu = () => ({
    server: pids ? treeCpuMs(pids.server) : null,
    database: pids?.database ? treeCpuMs(pids.database) : null,
  });
  const before = cpu();
  const result = await run(seconds);
  const after = cpu();
  const perRequest = (/** @type {number | null | undefined} */ a, /** @type {number | null | undefined} */ b) =>
    a === null || a === undefined || b === null || b === undefined
      ? undefined
      : Math.round(((b - a) / result.requests) * 100) / 100;
  const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return {
    request: 'POST /api/parooty/query (embedded)',
    'load generator': generator === 'wrk' ? 'wrk' : 'Node.js http',
    connections,
    'req/s': Math.round(result.requests / result.seconds),
    'latency p50 (ms)': round(result.p50),
    'latency p95 (ms)': round(result.p95),
    'latency p99 (ms)': round(result.p99),
    requests: result.requests,
    'failed (≥ 400)': result.failed,
    'server CPU/req (ms)': perRequest(before.server, after.server),
    'database CPU/req (ms)': pids?.database ? perRequest(before.database, after.database) : undefined,
    'load gen CPU/req (ms)':
      result.cpuMs === null ? undefined : Math.round((result.cpuMs / result.requests) * 100) / 100,
  };
}

/**
 * Pins a process and its descendants, every thread, to these cores (a taskset CPU list).
 * Processes started later by one of them inherit it (PostgreSQL's backends).
 * @param {number} rootPid @param {string} cpus
 */
function pinTree(rootPid, cpus) {
  for (const pid of treePids(rootPid) ?? [])
    execFileSync(/** @type {string} */ (TASKSET), ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * Loads Parooty's endpoint as `npm start` serves it (one process, the embedded PGlite database) and,
 * where PostgreSQL's binaries are (Debian's postgresql package), on a throwaway PostgreSQL run as
 * it would be in production (fsync on) from one process and from one per core (PERCH_WORKERS):
 * how Perch grows, since PGlite belongs to one process. With wrk and taskset on two cores or more,
 * once more on PostgreSQL with the one server process pinned to the first core and PostgreSQL and
 * wrk to the rest. Prints one row each.
 */
export async function benchParooty() {
  const { availableParallelism, loadavg } = await import('node:os');
  const cores = availableParallelism();
  const { findPostgresBin, startPostgres } = await import('../e2e/support/postgres.ts');
  const bin = findPostgresBin();
  const rest = cores > 2 ? `1-${cores - 1}` : '1';
  /** @type {Array<{ label: string, env: Record<string, string>, postgres?: boolean, pinned?: boolean, connections?: number, questions?: readonly string[] }>} */
  const setups = [{ label: 'PGlite, 1 process (npm start)', env: {} }];
  if (bin) {
    setups.push(
      { label: 'PostgreSQL, 1 process', env: {}, postgres: true },
      { label: `PostgreSQL, PERCH_WORKERS=${cores}`, env: { PERCH_WORKERS: String(cores) }, postgres: true },
    );
    // One question at a time: how long a question takes when nothing queues before it.
    setups.push({ label: 'PostgreSQL, 1 process, one client', env: {}, postgres: true, connections: 1 });
    // Longer, vaguer and misspelt questions cost the recommender more than the eight above.
    setups.push({
      label: `PostgreSQL, 1 process, the ${EVAL_QUERIES.length} evaluation questions`,
      env: {},
      postgres: true,
      questions: EVAL_QUERIES,
    });
  }
  if (bin && WRK && TASKSET && cores >= 2)
    setups.push({
      label: `PostgreSQL, 1 process on core 0 (database, wrk: ${rest})`,
      env: {},
      postgres: true,
      pinned: true,
    });
  console.log(
    `\nParooty's endpoint for ${DURATION_S} s per row, loopback: server, database and load generator share ${cores} cores (load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}); each request a new conversation from its own address`,
  );
  if (!bin) console.log('(PostgreSQL binaries not found: the PostgreSQL rows are left out)');
  if (!WRK)
    console.log(
      '(wrk not found — `apt-get install -y wrk` — so a Node.js client sends the load, at several times the CPU per request)',
    );
  const rows = [];
  for (const setup of setups) {
    const postgres = setup.postgres ? await startPostgres(bin, { durable: true }) : null;
    try {
      // PostgreSQL first, so the backends it starts for the server's connections inherit the cores.
      if (setup.pinned && postgres) pinTree(postgres.pid, rest);
      const server = await startServer({
        env: { TRUST_PROXY: '1', ...setup.env },
        ...(postgres ? { databaseUrl: postgres.url } : {}),
      });
      try {
        if (setup.pinned) pinTree(server.pid, '0');
        const pids = { server: server.pid, ...(postgres ? { database: postgres.pid } : {}) };
        const options = {
          pids,
          ...(setup.connections ? { connections: setup.connections } : {}),
          ...(setup.pinned ? { loadCpus: rest } : {}),
          ...(setup.questions ? { questions: setup.questions } : {}),
        };
        rows.push({ server: setup.label, ...(await loadParooty(server.url, options)) });
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
