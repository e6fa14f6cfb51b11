// `npm run bench`: figures for the public pages, printed (never asserted).
//  - per page: JavaScript shipped before any interaction (gzipped), HTML bytes (raw and gzipped)
//  - requests/second and latency for GET / over 10 s on loopback (autocannon)
// Builds first when the build is missing or stale (as npm start does).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchChromium } from './chromium.mjs';
import { ROOT, startServer } from './server-process.mjs';

const PAGES = ['/', '/pricing', '/terms', '/privacy', '/refund-policy'];
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);

const build = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
if (build.status !== 0) throw new Error('astro build failed');

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
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    const res = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // Give idle-loaded islands their chance: anything fetched by now ships before interaction.
    await page.waitForTimeout(1500);
    const html = await res.body();
    const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    rows.push({ page: path, 'JS (gz)': kb(js), 'JS files': scripts.length, HTML: kb(html.length), 'HTML (gz)': kb(gzipSync(html, { level: 9 }).length) });
    await context.close();
  }
  await browser.close();
  console.log('\nPublic pages — bytes shipped before interaction');
  console.table(rows);

  await autocannon({ url: server.url + '/', connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url: server.url + '/', connections: CONNECTIONS, duration: DURATION_S });
  console.log(`\nGET / for ${DURATION_S} s, ${CONNECTIONS} connections, loopback (server and load generator share ${(await import('node:os')).cpus().length} cores)`);
  console.table([
    {
      'req/s (avg)': Math.round(result.requests.average),
      'req/s (min)': result.requests.min,
      'latency p50 (ms)': result.latency.p50,
      'latency p99 (ms)': result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.non2xx,
    },
  ]);
} finally {
  await server.stop();
}
