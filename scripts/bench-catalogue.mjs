// Catalogue figures, printed (never asserted). `node scripts/bench-catalogue.mjs` after a build,
// or from `npm run bench`:
//  - tools in the catalogue, per family and per category, and the largest family's share
//  - search per keystroke (p50/p95/max): in Chromium on /tools with the real catalogue (the
//    page's own search, read from its performance entries), and in Node on a synthetic
//    10,000-tool catalogue (the same search module)
//  - JavaScript on the wire on /tools and on a tool page: by the load event, idle and untouched,
//    and after the first touch (islands hydrate, a family's engine comes); the search index, on focus
//  - Lighthouse scores on /tools and on a tool page (scripts/lighthouse.mjs)
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { launchChromium } from './chromium.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { ROOT, startServer } from './server-process.mjs';
import { workspaceSource } from '../site/integrations/workspace-source.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(3)} ms`;
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** What people type, one keystroke at a time. */
const QUERIES = [
  'json formatter',
  'km to miles',
  'sha256',
  'celsius to fahrenheit',
  'base64 decode',
  'loan calculator',
  'uuid',
  'est to pst',
  'hex to rgb',
  'word counter',
  'roman numerals',
  'cups to grams',
  'password generator',
  'bmi',
  'days between dates',
  'yaml to json',
  'contrast checker',
  'binary to decimal',
  'percentage',
  'qr code',
];

// The catalogue and search modules are TypeScript: load them through Vite, as the site does.
const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  plugins: [workspaceSource()],
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const tools = await vite.ssrLoadModule('/packages/tools/src/index.ts');
  const { CATALOGUE, FAMILIES, TOOL_CATEGORIES, createSearchIndex, searchTools, summaryOf } = tools;

  const familyRows = FAMILIES.map((f) => ({
    family: f.id,
    tools: f.tools.length,
    share: `${((100 * f.tools.length) / CATALOGUE.length).toFixed(1)} %`,
    pro: f.tools.filter((t) => t.pro).length,
  })).sort((a, b) => b.tools - a.tools);
  console.log(
    `\nCatalogue: ${CATALOGUE.length} tools in ${FAMILIES.length} families (${CATALOGUE.filter((t) => t.pro).length} Pro), ${CATALOGUE.reduce((n, t) => n + t.examples.length, 0)} examples`,
  );
  console.table(familyRows);
  console.table(
    TOOL_CATEGORIES.map((c) => ({ category: c.label, tools: CATALOGUE.filter((t) => t.category === c.id).length })),
  );

  // Synthetic 10,000: the real rows repeated with varied names and words, so the index has
  // 10,000 distinct documents of the real shape.
  const WORDS = [
    'quick',
    'bulk',
    'online',
    'pro',
    'smart',
    'batch',
    'simple',
    'advanced',
    'instant',
    'precise',
    'visual',
    'secure',
  ];
  const synthetic = Array.from({ length: 10_000 }, (_, i) => {
    const base = summaryOf(CATALOGUE[i % CATALOGUE.length]);
    const copy = Math.floor(i / CATALOGUE.length);
    return copy === 0
      ? base
      : {
          ...base,
          id: `${base.id}-${copy}`,
          name: `${WORDS[copy % WORDS.length]} ${base.name} ${copy}`,
          keywords: [...base.keywords, `${WORDS[(copy + 3) % WORDS.length]}-${copy}`],
        };
  });
  const nodeRows = [];
  for (const [label, list] of [
    [`real (${CATALOGUE.length})`, CATALOGUE.map(summaryOf)],
    ['synthetic (10,000)', synthetic],
  ]) {
    const builtAt = performance.now();
    const index = createSearchIndex(list);
    const buildMs = performance.now() - builtAt;
    const times = [];
    for (let round = 0; round < 3; round++) {
      for (const query of QUERIES) {
        for (let n = 1; n <= query.length; n++) {
          const t = performance.now();
          searchTools(index, { q: query.slice(0, n), limit: 5000 });
          times.push(performance.now() - t);
        }
      }
    }
    nodeRows.push({
      catalogue: label,
      'index build': `${buildMs.toFixed(0)} ms`,
      keystrokes: times.length,
      p50: ms(quantile(times, 0.5)),
      p95: ms(quantile(times, 0.95)),
      max: ms(Math.max(...times)),
    });
  }
  console.log('\nSearch per keystroke in Node 24 (V8), every prefix of 20 queries, 3 rounds');
  console.table(nodeRows);

  // In Chromium, on the built site.
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        email: `bench-${Date.now()}@perch.test`,
        password: 'bench-password-long',
        firstName: 'Bench',
        lastName: 'User',
      }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((c) => c.startsWith('perch_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`sign-up failed: ${signup.status}`);
    const [name, value] = cookie.split('=');
    const wireRows = [];
    const toolPage = `/app/${CATALOGUE.find((t) => t.kind === 'convert')?.id ?? CATALOGUE[0].id}`;
    for (const path of ['/tools', toolPage]) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const seen = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' || res.url().endsWith('.json')) {
          seen.push(
            Promise.all([
              res.body().catch(() => Buffer.alloc(0)),
              res
                .request()
                .sizes()
                .catch(() => ({ responseBodySize: 0 })),
            ]).then(([body, sizes]) => ({
              url: res.url(),
              gz: gzipSync(body, { level: 9 }).length,
              wire: sizes.responseBodySize,
            })),
          );
        }
      });
      await page.goto(server.url + path, { waitUntil: 'load' });
      const atLoad = (await Promise.all(seen.slice())).filter((s) => !s.url.endsWith('.json'));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const untouched = (await Promise.all(seen.slice())).filter((s) => !s.url.endsWith('.json'));
      // The first touch (a key) hydrates the page's islands; the tool page's family engine follows.
      await page.keyboard.press('Shift');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const afterTouch = await Promise.all(seen);
      const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
      wireRows.push({
        page: path,
        'JS files by load': atLoad.length,
        'JS by load (gz -9)': kb(sum(atLoad, 'gz')),
        'JS by load (as sent)': kb(sum(atLoad, 'wire')),
        'idle, untouched (gz -9)': kb(sum(untouched, 'gz')),
        // gzip -9 of the bodies: after the first visit the service worker answers from its
        // precache, and a response it serves reports no size on the wire.
        'files after first touch': afterTouch.length,
        'after first touch (gz -9)': kb(sum(afterTouch, 'gz')),
      });
      await context.close();
    }
    console.log(
      '\nBytes on the wire for a signed-in user: scripts by the load event, after 2 s idle with no interaction, and after the first touch (islands hydrate; a tool page fetches its family engine)',
    );
    console.table(wireRows);

    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/tools`, { waitUntil: 'networkidle' });
    const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
    // The index comes on the first sign of intent (focus here), not with the page.
    const indexResponse = page.waitForResponse((r) => r.url().endsWith('/catalogue/search-index.json'));
    await box.focus();
    const indexSizes = await (await indexResponse).request().sizes();
    console.log(`\nSearch index on focus: ${kb(indexSizes.responseBodySize)} as sent`);
    await page.waitForTimeout(500);
    for (let round = 0; round < 3; round++) {
      for (const query of QUERIES) {
        await box.fill('');
        await box.pressSequentially(query);
      }
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('perch:catalogue-search').map((e) => e.duration),
    );
    console.log(
      `\nSearch per keystroke in Chromium on /tools (${CATALOGUE.length} tools; the page's own search, every prefix of 20 queries, 3 rounds)`,
    );
    console.table([
      {
        keystrokes: durations.length,
        p50: ms(quantile(durations, 0.5)),
        p95: ms(quantile(durations, 0.95)),
        max: ms(Math.max(...durations)),
      },
    ]);
    await context.close();

    // Lighthouse (mobile emulation, simulated throttling) on the signed-in catalogue pages.
    const lighthouseRows = [];
    for (const path of ['/tools', toolPage]) {
      const found = await runLighthouse(server.url + path, { cookie });
      lighthouseRows.push({
        page: path,
        'load avg': os.loadavg()[0].toFixed(1),
        ...found.scores,
        LCP: `${found.lcpMs.toFixed(0)} ms`,
        TBT: `${found.tbtMs.toFixed(0)} ms`,
        CLS: found.cls.toFixed(3),
        'scripts loaded': kb(found.scriptKb * 1024),
      });
    }
    // Simulated throttling scales the CPU time it sees: on a busy machine (load average above the
    // 2 cores) performance scores fall for every page, the script-free home page too.
    console.log(
      "\nLighthouse 13 (mobile, simulated throttling), signed in; the machine's 1-minute load average at the time",
    );
    console.table(lighthouseRows);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await vite.close();
}
