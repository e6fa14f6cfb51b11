// `npm run bench`: figures for the public pages, printed (never asserted).
//  - per page: JavaScript shipped before any interaction (gzipped), HTML bytes (raw, gzip -9,
//    and as Chromium received it: the server compresses pages as it sends them)
//  - requests/second and latency on loopback (autocannon): GET / as visitors get it (page
//    cache), GET / rendered every time, and POST /api/auth/login (password hashing cost)
//  - Perch against a bare node:http server with the same bytes: req/s ratios, CPU ms per request (scripts/bench-server.mjs)
//  - POST /api/parooty/query with the embedded assistant: req/s, p50/p95 (scripts/bench-parooty-endpoint.mjs)
// Builds first when the build is missing or stale (as npm start does).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchChromium } from './chromium.mjs';
import { ROOT, startServer } from './server-process.mjs';

const PAGES = ['/', '/pricing', '/terms', '/privacy', '/refund-policy'];
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);

const build = spawnSync('npx', ['astro', 'build'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) throw new Error('astro build failed');

/** The q-quantile (nearest rank) of a list of numbers. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const server = await startServer();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  const browser = await launchChromium();
  const rows = [];
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    const res = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // Give idle-loaded islands their chance: anything fetched by now ships before interaction.
    await page.waitForTimeout(1500);
    const html = await res.body();
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    const sent = await res.request().sizes();
    rows.push({
      page: path,
      'JS (gz)': kb(js),
      'JS files': scripts.length,
      HTML: kb(html.length),
      'HTML (gz -9)': kb(gzipSync(html, { level: 9 }).length),
      'HTML as sent': `${kb(sent.responseBodySize)} ${(await res.headerValue('content-encoding')) ?? 'identity'}`,
    });
    await context.close();
  }
  await browser.close();
  console.log('\nPublic pages — bytes shipped before interaction');
  console.table(rows);

  const cores = (await import('node:os')).cpus().length;
  console.log(`\nThroughput for ${DURATION_S} s per row, loopback (server and load generator share ${cores} cores)`);
  const loadRows = [];
  const load = async (label, options) => {
    await autocannon({ ...options, duration: 2 }); // warm-up
    const r = await autocannon({ ...options, duration: DURATION_S });
    loadRows.push({
      request: label,
      connections: options.connections,
      'req/s (avg)': Math.round(r.requests.average),
      'latency p50 (ms)': r.latency.p50,
      'latency p99 (ms)': r.latency.p99,
      'bytes/answer': Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      requests: r.requests.total,
      errors: r.errors + r.non2xx,
    });
  };
  // As browsers ask: the server compresses each answer (Brotli quality 4) as it sends it.
  const browserLike = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  // A visitor's GET / (served from the public page cache after the first render).
  await load('GET / (visitor)', { url: `${server.url}/`, connections: CONNECTIONS, headers: browserLike });
  // The same with nothing compressed (a client that accepts no encoding; COMPRESSION=off).
  await load('GET / (visitor, uncompressed)', { url: `${server.url}/`, connections: CONNECTIONS });
  // The same page rendered on every request: a collapsed-footer cookie opts out of the cache.
  await load('GET / (rendered each time)', {
    url: `${server.url}/`,
    connections: CONNECTIONS,
    headers: { ...browserLike, cookie: 'perch_footer=collapsed' },
  });
  // Sign-in: dominated by the scrypt password check, on purpose.
  const account = { firstName: 'Bench', lastName: 'User', email: 'bench@perch.test', password: 'bench-password-1' };
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status} ${await signup.text()}`);
  console.table(loadRows);

  // Sign-in: each request runs one scrypt check (~16 MiB, deliberately slow). Every latency is
  // recorded so p95 is exact.
  const SIGN_INS = Number(process.env.BENCH_SIGN_INS || 200);
  const SIGN_IN_CONCURRENCY = 8;
  const body = JSON.stringify({ email: account.email, password: account.password });
  const latencies = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (issued < SIGN_INS) {
        issued += 1;
        const t = performance.now();
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nSign-in (POST /api/auth/login), ${SIGN_INS} requests, ${SIGN_IN_CONCURRENCY} at a time`);
  console.table([
    {
      'sign-ins/s': Math.round((latencies.length / seconds) * 10) / 10,
      'latency p50 (ms)': Math.round(quantile(latencies, 0.5)),
      'latency p95 (ms)': Math.round(quantile(latencies, 0.95)),
      failures,
    },
  ]);

  // Offline client: enqueue, replay throughput, cache reads (scripts/bench-offline.mjs).
  const offlineBrowser = await launchChromium();
  try {
    const offline = await import('./bench-offline.mjs');
    await offline.benchOffline(server.url, offlineBrowser);
    // Kept for offline use after one visit: time to ready and bytes kept.
    await offline.benchOfflineReady(server.url, offlineBrowser);
    // The first signed-in pages' JS before any interaction (scripts/bench-first-page.mjs).
    await (await import('./bench-first-page.mjs')).benchFirstPage(server.url, offlineBrowser);
  } finally {
    await offlineBrowser.close();
  }
} finally {
  await server.stop();
}

// Perch against a bare node:http server sending the same bytes, req/s ratio and CPU per request (scripts/bench-server.mjs).
await (await import('./bench-server.mjs')).benchServer();
// Parooty's endpoint: req/s and p50/p95 under 50 connections (scripts/bench-parooty-endpoint.mjs).
await (await import('./bench-parooty-endpoint.mjs')).benchParooty();
// Chat sizes: package entry, one-tag embed, JS before interaction on / (scripts/bench-size.mjs).
await (await import('./bench-size.mjs')).printSizes({ buildSite: false });
// The catalogue: tool counts, search per keystroke, bytes on /tools and a tool page (scripts/bench-catalogue.mjs).
await import('./bench-catalogue.mjs');
// Parooty's embedded recommender: µs per query over the eval set, index build (scripts/bench-parooty.mjs).
await import('./bench-parooty.mjs');
// Analytics: collector chunk size, scripts before interaction, Lighthouse with the collector (scripts/bench-metrics.mjs).
await (await import('./bench-metrics.mjs')).benchMetrics();
// Analytics: what taking a user's stored product events costs a signed-in page (scripts/bench-stored-events.ts).
console.log('\nStored product events (scripts/bench-stored-events.ts):');
spawnSync('npx', ['vite-node', 'scripts/bench-stored-events.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
// File tools: the PDF engine against poppler-utils on generated PDFs, as a ratio (scripts/bench-files.mjs).
spawnSync('node', ['scripts/bench-files.mjs'], { cwd: ROOT, stdio: 'inherit', env: process.env });
