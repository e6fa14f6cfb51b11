// Analytics figures, printed (never asserted). `node scripts/bench-metrics.mjs` after a build
// (npm run bench runs it too):
//  - the performance collector's chunk (dist/client/_astro/analytics.*.js: collector + its Core Web Vitals):
//    bytes raw, gzip -9, brotli as built; the PostHog chunk (fetched only with a key and after
//    Allow). The loader itself is inline in each page (client:analytics), so it has no file.
//  - per public page, as a visitor gets it: scripts fetched before any interaction (files and
//    gzip -9 bytes), counted once the collector has sent its first batch (1 s after load)
//  - Lighthouse (mobile, simulated throttling) on / and /terms, with the collector loading
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { ROOT, startServer } from './server-process.mjs';

const ASSETS = path.join(ROOT, 'dist/client/_astro');
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

function chunk(pattern) {
  const name = readdirSync(ASSETS).find((f) => pattern.test(f));
  if (!name) return null;
  const raw = readFileSync(path.join(ASSETS, name));
  let br = null;
  try {
    br = readFileSync(path.join(ASSETS, `${name}.br`)).length;
  } catch {
    // Not precompressed.
  }
  return { name, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length, br };
}

export async function benchMetrics() {
  const rows = [
    ['performance collector', chunk(/^analytics\.[\w-]+\.js$/)],
    ['PostHog (key set and Allow only)', chunk(/^posthog\.[\w-]+\.js$/)],
  ].map(([what, c]) =>
    c
      ? {
          chunk: what,
          file: c.name,
          raw: kb(c.raw),
          'gzip -9': `${kb(c.gz)} (${c.gz} B)`,
          'br (built)': c.br === null ? '—' : `${kb(c.br)} (${c.br} B)`,
        }
      : { chunk: what, file: 'missing: run astro build' },
  );
  console.log('\nAnalytics chunks');
  console.table(rows);

  const server = await startServer();
  try {
    const browser = await launchChromium();
    const pageRows = [];
    for (const p of ['/', '/pricing', '/terms', '/privacy']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          scripts.push(
            res.body().then((b) => ({ url: new URL(res.url()).pathname, gz: gzipSync(b, { level: 9 }).length })),
          );
      });
      const firstBatch = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/performance/batch');
      await page.goto(server.url + p, { waitUntil: 'load' });
      await firstBatch;
      const fetched = await Promise.all(scripts);
      const collector = fetched.filter((s) => /\/analytics\./.test(s.url)).reduce((a, s) => a + s.gz, 0);
      pageRows.push({
        page: p,
        'scripts before interaction': fetched.length,
        'JS before interaction (gz -9)': kb(fetched.reduce((a, s) => a + s.gz, 0)),
        'of which the collector': kb(collector),
        files: fetched.map((s) => path.basename(s.url).replace(/\.[\w-]+\.js$/, '')).join(', '),
      });
      await context.close();
    }
    await browser.close();
    console.log('\nPublic pages — scripts fetched before any interaction (until the collector’s first send)');
    console.table(pageRows);

    const lighthouseRows = [];
    for (const p of ['/', '/terms']) {
      const r = await runLighthouse(server.url + p);
      lighthouseRows.push({
        page: p,
        ...r.scores,
        'LCP (ms)': Math.round(r.lcpMs),
        'TBT (ms)': Math.round(r.tbtMs),
        CLS: Number(r.cls.toFixed(3)),
        'script transferred': kb(r.scriptKb * 1024),
      });
    }
    console.log('\nLighthouse with the collector (mobile, simulated throttling)');
    console.table(lighthouseRows);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMetrics();
