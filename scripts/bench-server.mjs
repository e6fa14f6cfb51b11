// `node scripts/bench-server.mjs` (part of `npm run bench`, after a build): how close Perch comes to
// a bare node:http server sending the same bytes and headers, measured in the same run (#42).
// For each request: req/s of Perch, req/s of the bare server, their ratio, and the CPU
// milliseconds one request cost Perch's server process (from /proc: scripts/process-cpu.mjs).
// Then POST /api/parooty/query (the embedded recommender, a new conversation from its own
// forwarded address each, so the limits are counted but never reached), after 2 s of questions to
// warm it up: CPU ms per question,
// and latency at fixed offered rates of 100, 200 and 300 questions/s (open loop, paced here: see
// openLoad; BENCH_PAROOTY_RATES=100,200,300), with what bounds it: the server thread's event-loop delay,
// utilisation, GC pauses and each request's time inside the server (scripts/server-probe.mjs,
// loaded into the server), the load generator's own CPU and event-loop delay (it runs in this
// process), and how busy the machine's cores were.
// All of it twice: on PGlite (in the server's process), then on a throwaway PostgreSQL (Debian's
// /usr/lib/postgresql, durable settings) when one is installed; there the CPU figures add the
// database's processes to the server's, so both count a request's whole cost.
// The load generator runs in this process on the same machine: the figures move with whatever
// else the machine runs, CPU per request far less than req/s. BENCH_PAROOTY_ONLY=1 runs Parooty's
// part alone, BENCH_DATABASES=PGlite (or PostgreSQL) one database, BENCH_PAROOTY_QUESTIONS=eval the
// evaluation questions rather than five.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { treeCpuMs } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAROOTY_RATES = (process.env.BENCH_PAROOTY_RATES ?? '100,200,300').split(',').map(Number);
/** BENCH_PAROOTY_ONLY=1: Parooty's runs alone, not the pages and API against the bare server. */
const PAROOTY_ONLY = Boolean(process.env.BENCH_PAROOTY_ONLY);
/** BENCH_DATABASES=PGlite or PostgreSQL: one of the two runs (default both). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
const PROBE = new URL('./server-probe.mjs', import.meta.url).pathname;
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

/** The machine's busy and total CPU ticks so far, from /proc/stat (null where there is none). */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return null;
  }
}

/** What the server's probe measured since it was last asked (see scripts/server-probe.mjs). */
async function askProbe(/** @type {number} */ pid, /** @type {string} */ file) {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(file); i++) await sleep(10);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Open loop at a steady rate: request i is due at start + i / rate whatever the answers before it
 * did (autocannon's overallRate is not that: each connection sends its share of a second back to
 * back as the second starts, then waits, so the server gets a burst every second). Each request's
 * latency runs from when it was due, so time the generator was late counts too (no coordinated
 * omission); `lateMs` says how late the generator itself was. Keep-alive connections, as many as
 * are busy at once.
 * @param {{ url: string, rate: number, seconds: number, request: (n: number) => { headers: Record<string, string>, body: string } }} options
 */
async function openLoad({ url, rate, seconds, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const late = [];
  let failed = 0;
  let done = 0;
  const start = performance.now();
  let end = start;
  await new Promise((resolve) => {
    const finish = (/** @type {boolean} */ ok, /** @type {number} */ due) => {
      end = performance.now();
      if (ok) latencies.push(end - due);
      else failed += 1;
      if (++done === total) resolve(undefined);
    };
    const send = (/** @type {number} */ n) => {
      const due = start + n * interval;
      late.push(performance.now() - due);
      const { headers, body } = request(n);
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => finish((res.statusCode ?? 0) < 300, due));
          res.on('error', () => finish(false, due));
        },
      );
      req.on('error', () => finish(false, due));
      req.end(body);
    };
    let next = 0;
    const tick = () => {
      while (next < total && start + next * interval <= performance.now()) send(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  late.sort((a, b) => a - b);
  const at = (/** @type {number[]} */ list, /** @type {number} */ q) =>
    list[Math.min(list.length - 1, Math.floor(list.length * q))] ?? Number.NaN;
  return {
    requests: { average: (done - failed) / ((end - start) / 1000), total: done },
    latency: { p50: at(latencies, 0.5), p99: at(latencies, 0.99) },
    p95: at(latencies, 0.95),
    lateMs: at(late, 0.95),
    non2xx: failed,
    errors: 0,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function benchServer() {
  if (DATABASES.includes('PGlite')) await benchOn('PGlite');
  if (!DATABASES.includes('PostgreSQL')) return;
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
  const probeDir = mkdtempSync(path.join(tmpdir(), 'perch-probe-'));
  const probeFile = path.join(probeDir, 'probe.json');
  const server = await startServer({
    env: {
      TRUST_PROXY: '1',
      PERCH_PROBE_FILE: probeFile,
      ...profile,
      NODE_OPTIONS: `${profile.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
    },
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
    for (const t of PAROOTY_ONLY ? [] : targets) {
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
    if (rows.length > 0)
      console.log(
        `\n| request (${database}) | answer | Perch req/s | bare req/s | ratio | Perch CPU ms/request${postgres ? ' (with the database)' : ''} |`,
      );
    if (rows.length > 0) console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.status} ${r.encoding} ${fmt(r.bytes)} B${r.cache ? ` ${r.cache}` : ''}${r.errors ? `, ${r.errors} not 2xx` : ''} | ${fmt(r.perch)} | ${fmt(r.bare)} | ${fmt(r.perch / r.bare, 2)} | ${r.cpuMs === null ? 'n/a' : fmt(r.cpuMs, 3)} |`,
      );

    // Parooty: each question a new conversation from its own forwarded address. BENCH_PAROOTY_QUESTIONS=eval
    // asks the 429 evaluation questions in turn rather than these five (words the recommender has not
    // seen in a while, as real questions are).
    const questions =
      process.env.BENCH_PAROOTY_QUESTIONS === 'eval'
        ? JSON.parse(
            readFileSync(new URL('../packages/tools/src/parooty/eval/queries.json', import.meta.url), 'utf8'),
          ).map((/** @type {{ query: string }} */ q) => q.query)
        : [
            'convert 10 km to miles',
            'format this json',
            'merge two pdf files',
            'how many days until christmas',
            'generate a strong password',
          ];
    let n = 0;
    /** The n-th question of an open-loop run, from its own forwarded address and conversation. */
    const asked = (/** @type {number} */ i) => ({
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${128 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ query: questions[i % questions.length], sessionId: `bench-open-${Date.now()}-${i}` }),
    });
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
    // The load generator's own event loop: a late timer here is a late request, or a late reading of its answer.
    const ownDelay = monitorEventLoopDelay({ resolution: 5 });
    const parootyRun = async (/** @type {number | undefined} */ rate) => {
      await askProbe(server.pid, probeFile); // starts the server's figures afresh
      ownDelay.reset();
      ownDelay.enable();
      const ownCpu = process.cpuUsage();
      const machine = machineTicks();
      const started = performance.now();
      const before = cpuNow();
      const result = rate
        ? await openLoad({ url: `${server.url}/api/parooty/query`, rate, seconds: SECONDS, request: asked })
        : await load({
            title: 'parooty',
            url: `${server.url}/api/parooty/query`,
            method: 'POST',
            setupClient: question,
          });
      const cpu = cpuNow();
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(ownCpu);
      const machineAfter = machineTicks();
      ownDelay.disable();
      return {
        result,
        cpuMs: before === null || cpu === null ? null : (cpu - before) / result.requests.total,
        serverCores: before === null || cpu === null ? null : (cpu - before) / wallMs,
        loaderCores: (used.user + used.system) / 1000 / wallMs,
        loaderDelayP95: ownDelay.percentile(95) / 1e6,
        machineBusy:
          machine && machineAfter ? (machineAfter.busy - machine.busy) / (machineAfter.total - machine.total) : null,
        probe: await askProbe(server.pid, probeFile),
      };
    };
    // Warmed up first, as profile-request.mjs is: the first questions load the route's modules and
    // build the recommender's index and tables, once per process, not once per question (measured
    // with the questions, that start-up added 0.1–0.4 ms to each in the closed loop).
    await autocannon({
      url: `${server.url}/api/parooty/query`,
      connections: 10,
      duration: 2,
      setupClient: question,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
    /** @type {Array<[string, any]>} */
    const runs = [[`${CONNECTIONS} connections, closed loop`, await parootyRun(undefined)]];
    for (const rate of PAROOTY_RATES) runs.push([`offered ${rate}/s, open loop`, await parootyRun(rate)]);
    console.log(
      `\n| POST /api/parooty/query (embedded, ${database}) | req/s | p50 ms | p95 ms | p99 ms | CPU ms/question | not 2xx | generator late p95 ms |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, run] of runs) {
      const l = run.result.latency;
      console.log(
        `| ${label} | ${fmt(run.result.requests.average)} | ${fmt(l.p50, 1)} | ${fmt(run.result.p95, 1)} | ${fmt(l.p99, 1)} | ${run.cpuMs === null ? 'n/a' : fmt(run.cpuMs, 3)} | ${run.result.non2xx + run.result.errors} | ${run.result.lateMs === undefined ? 'n/a' : fmt(run.result.lateMs, 1)} |`,
      );
    }
    // What bounds the latency: time inside the server against time waiting for its thread, and who had the cores.
    console.log(
      `\n| what bounds it (${database}) | in server p50 / p95 ms | server loop delay p50 / p95 / max ms | server loop busy | GC pauses, total ms, longest ms | server${postgres ? ' + database' : ''} cores | load generator cores, its loop delay p95 ms | machine busy (${cpus().length} cores) |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, run] of runs) {
      const p = run.probe;
      console.log(
        `| ${label} | ${p ? `${fmt(p.servedMs.p50, 1)} / ${fmt(p.servedMs.p95, 1)}` : 'n/a'} | ${p ? `${fmt(p.eventLoopDelayMs.p50, 1)} / ${fmt(p.eventLoopDelayMs.p95, 1)} / ${fmt(p.eventLoopDelayMs.max, 0)}` : 'n/a'} | ${p ? `${fmt(p.eventLoopUtilisation * 100)} %` : 'n/a'} | ${p ? `${p.gc.count}, ${p.gc.totalMs}, ${p.gc.maxMs}` : 'n/a'} | ${run.serverCores === null ? 'n/a' : fmt(run.serverCores, 2)} | ${fmt(run.loaderCores, 2)}, ${fmt(run.loaderDelayP95, 1)} | ${run.machineBusy === null ? 'n/a' : `${fmt(run.machineBusy * 100)} %`} |`,
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
    rmSync(probeDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await benchServer();
