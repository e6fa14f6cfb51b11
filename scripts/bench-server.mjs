// `node scripts/bench-server.mjs` (part of `npm run bench`, after a build): how close Perch comes to
// a bare node:http server sending the same bytes and headers, measured in the same run (#42).
// For each request: req/s of Perch, req/s of the bare server, their ratio, and the CPU
// milliseconds one request cost Perch's server process (from /proc: scripts/process-cpu.mjs).
// Then POST /api/parooty/query (the embedded recommender, a new conversation from its own
// forwarded address each, so the limits are counted but never reached): CPU ms per question,
// and latency at a fixed offered rate of 300 questions/s (open loop: autocannon -R).
// All of it twice: on PGlite (in the server's process), then on a throwaway PostgreSQL (Debian's
// /usr/lib/postgresql, durable settings) when one is installed; there the CPU figures add the
// database's processes to the server's, so both count a request's whole cost.
// The load generator runs in this process on the same machine: the figures move with whatever
// else the machine runs, CPU per request far less than req/s.
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { treeCpuMs } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAROOTY_RATE = 300;
/** What Chromium offers. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Headers a bare server's answer must not copy: Node writes its own. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** @param {string} url @param {RequestInit} [init] */
async function capture(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { 'accept-encoding': ACCEPT_ENCODING, ...init.headers } });
  // fetch decodes the body; the bare server must send the encoded bytes, so read them raw.
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: { 'accept-encoding': ACCEPT_ENCODING, ...init.headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          /** @type {Record<string, string | string[]>} */
          const headers = {};
          for (const [name, value] of Object.entries(res.headers))
            if (!NODE_OWN.has(name) && value !== undefined) headers[name] = value;
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks),
            cache: response.headers.get('x-astro-cache'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** @param {{ title: string, url: string, headers?: Record<string, string>, method?: string, body?: string, overallRate?: number, setupClient?: any, requests?: any[] }} options */
function load(options) {
  /** @type {number[]} */
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        duration: SECONDS,
        ...options,
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...options.headers },
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({ ...result, p95: latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function benchServer() {
  await benchOn('PGlite');
  const { findPostgresBin, startPostgres } = await import('../e2e/support/postgres.ts');
  const bin = findPostgresBin();
  if (!bin) return void console.log('\n(PostgreSQL binaries not found: no PostgreSQL run)');
  const postgres = await startPostgres(bin, { durable: true });
  try {
    await benchOn('PostgreSQL', postgres);
  } finally {
    postgres.stop();
  }
}

/** @param {string} database @param {{ url: string, pid: number }} [postgres] */
async function benchOn(database, postgres) {
  console.log(
    `\n## ${database}: Perch against a bare node:http server (same bytes and headers), ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (--cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
    : {};
  const server = await startServer({
    env: { TRUST_PROXY: '1', ...profile },
    ...(postgres ? { databaseUrl: postgres.url } : {}),
  });
  /** CPU ms so far of the server and, on PostgreSQL, of the database's processes. */
  const cpuNow = () => {
    const own = treeCpuMs(server.pid);
    const db = postgres ? treeCpuMs(postgres.pid) : 0;
    return own === null || db === null ? null : own + db;
  };
  const bare = http.createServer();
  try {
    // A signed-in user for /api/auth/user.
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'User',
        email: `bench-${Date.now()}@example.com`,
        password: 'correct horse battery staple',
      }),
    });
    const session = (signup.headers.getSetCookie().find((c) => c.startsWith('perch_session=')) ?? '').split(';')[0];
    if (!session) throw new Error(`sign-up answered ${signup.status}`);
    const targets = [
      { name: 'GET / (cached)', path: '/', headers: {} },
      { name: 'GET /pricing (cached)', path: '/pricing', headers: {} },
      { name: 'GET /api/tools/count', path: '/api/tools/count', headers: {} },
      { name: 'GET /api/tools?q=json', path: '/api/tools?q=json', headers: {} },
      { name: 'GET /api/auth/user (signed in)', path: '/api/auth/user', headers: { cookie: session } },
    ];
    /** @type {Map<string, any>} */
    const answers = new Map();
    for (const t of targets) {
      await capture(server.url + t.path, { headers: t.headers }); // fills the page cache
      answers.set(t.path, await capture(server.url + t.path, { headers: t.headers }));
    }
    bare.on('request', (req, res) => {
      const a = answers.get(req.url ?? '');
      if (!a) return void res.writeHead(404).end();
      res.writeHead(a.status, a.headers).end(a.body);
    });
    await new Promise((r) => bare.listen(0, '127.0.0.1', () => r(undefined)));
    const address = bare.address();
    const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const rows = [];
    for (const t of targets) {
      const a = answers.get(t.path);
      const before = cpuNow();
      const perch = await load({ title: t.name, url: server.url + t.path, headers: t.headers });
      const cpu = cpuNow();
      const baseline = await load({ title: `${t.name} bare`, url: bareUrl + t.path, headers: t.headers });
      const served = perch.requests.total;
      rows.push({
        name: t.name,
        status: a.status,
        encoding: a.headers['content-encoding'] ?? 'none',
        bytes: a.body.length,
        cache: a.cache ?? '',
        perch: perch.requests.average,
        bare: baseline.requests.average,
        errors: perch.non2xx + perch.errors,
        cpuMs: before === null || cpu === null ? null : (cpu - before) / served,
      });
    }
    console.log(
      `\n| request (${database}) | answer | Perch req/s | bare req/s | ratio | Perch CPU ms/request${postgres ? ' (with the database)' : ''} |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.status} ${r.encoding} ${fmt(r.bytes)} B${r.cache ? ` ${r.cache}` : ''}${r.errors ? `, ${r.errors} not 2xx` : ''} | ${fmt(r.perch)} | ${fmt(r.bare)} | ${fmt(r.perch / r.bare, 2)} | ${r.cpuMs === null ? 'n/a' : fmt(r.cpuMs, 3)} |`,
      );

    // Parooty: each question a new conversation from its own forwarded address.
    const questions = [
      'convert 10 km to miles',
      'format this json',
      'merge two pdf files',
      'how many days until christmas',
      'generate a strong password',
    ];
    let n = 0;
    const question = (/** @type {any} */ client) =>
      client.setRequests([
        {
          method: 'POST',
          path: '/api/parooty/query',
          setupRequest: (/** @type {any} */ req) => {
            n += 1;
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ query: questions[n % questions.length], sessionId: `bench-${n}` }),
            };
          },
        },
      ]);
    const parootyRun = async (/** @type {number | undefined} */ rate) => {
      const before = cpuNow();
      const result = await load({
        title: 'parooty',
        url: `${server.url}/api/parooty/query`,
        method: 'POST',
        setupClient: question,
        ...(rate ? { overallRate: rate } : {}),
      });
      const cpu = cpuNow();
      return { result, cpuMs: before === null || cpu === null ? null : (cpu - before) / result.requests.total };
    };
    const closed = await parootyRun(undefined);
    const open = await parootyRun(PAROOTY_RATE);
    console.log(
      `\n| POST /api/parooty/query (embedded, ${database}) | req/s | p50 ms | p95 ms | CPU ms/question | not 2xx |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [label, run] of [
      [`${CONNECTIONS} connections, closed loop`, closed],
      [`offered ${PAROOTY_RATE}/s, open loop`, open],
    ]) {
      const l = run.result.latency;
      console.log(
        `| ${label} | ${fmt(run.result.requests.average)} | ${l.p50} | ${fmt(run.result.p95, 1)} | ${run.cpuMs === null ? 'n/a' : fmt(run.cpuMs, 3)} | ${run.result.non2xx + run.result.errors} |`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    bare.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await benchServer();
