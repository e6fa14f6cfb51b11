// Offline client figures, in real Chromium against the running server (printed, never asserted):
//  - enqueue of 10,000 requests into IndexedDB (ms)
//  - replay throughput: queued POST /api/tool-usage, each with its Idempotency-Key (writes/s)
//  - cache reads from IndexedDB: p50 / p95 (ms)
// The offline client is bundled as it ships (one IIFE) and run in a signed-in page of the server.
import { loadavg } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { ROOT } from './server-process.mjs';

const ENQUEUE = Number(process.env.BENCH_ENQUEUE || 10_000);
const REPLAY = Number(process.env.BENCH_REPLAY || 2_000);
const READS = Number(process.env.BENCH_CACHE_READS || 2_000);

async function offlineBundle() {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(ROOT, 'packages/ui/src/offline/index.ts'),
        formats: ['iife'],
        name: 'perchOffline',
        fileName: () => 'offline.js',
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  return chunks.find((c) => c.type === 'chunk').code;
}

/** Runs the offline benchmarks against a started server; `browser` is a launched Chromium. */
export async function benchOffline(serverUrl, browser) {
  const code = await offlineBundle();
  const account = {
    firstName: 'Offline',
    lastName: 'Bench',
    email: `offline-bench-${Date.now()}@perch.test`,
    password: 'offline-bench-1',
  };
  const signup = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signup.status !== 201) throw new Error(`offline bench sign-up failed: ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('perch_session='))
    ?.split(';')[0];
  const [name, value] = cookie.split('=');
  // The bench page is not controlled by the service worker: the figures are the client's own.
  const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
  await context.addCookies([{ name, value, url: serverUrl }]);
  const page = await context.newPage();
  await page.goto(`${serverUrl}/profile`);
  await page.addScriptTag({ content: code });

  const figures = await page.evaluate(
    async ({ ENQUEUE, REPLAY, READS }) => {
      const offline = /** @type {any} */ (window).perchOffline;
      const quantile = (values, q) => {
        const sorted = [...values].sort((a, b) => a - b);
        return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
      };
      // Queued while "offline" so nothing replays during the enqueue.
      offline.configureOffline({ isOnline: () => false, registerSync: async () => {} });
      let t = performance.now();
      for (let i = 0; i < ENQUEUE; i += 1) {
        await offline.enqueueRequest({
          url: '/api/tool-usage',
          method: 'POST',
          body: { toolId: `bench-${i % 50}`, action: 'open' },
          priority: 'low',
        });
      }
      const enqueueMs = performance.now() - t;
      // Keep REPLAY of them, then replay against the server.
      const db = await offline.openPerchDb();
      const all = await db.getAllKeys('pendingRequests');
      for (const key of all.slice(REPLAY)) await db.delete('pendingRequests', key);
      offline.configureOffline({ isOnline: () => true });
      t = performance.now();
      const summary = await offline.replayPendingRequests();
      const replayS = (performance.now() - t) / 1000;

      for (let i = 0; i < 200; i += 1)
        await offline.cacheResponse(`/api/tools?page=${i}`, {
          items: Array.from({ length: 20 }, (_, j) => ({ id: `t${i}-${j}`, name: 'Tool' })),
        });
      const reads = [];
      for (let i = 0; i < READS; i += 1) {
        const s = performance.now();
        await offline.readCached(`/api/tools?page=${i % 200}`);
        reads.push(performance.now() - s);
      }
      return {
        enqueueMs,
        replayed: summary.sent,
        replayFailed: summary.failed + summary.dropped,
        writesPerSecond: summary.sent / replayS,
        readP50: quantile(reads, 0.5),
        readP95: quantile(reads, 0.95),
      };
    },
    { ENQUEUE, REPLAY, READS },
  );
  const usage = await fetch(`${serverUrl}/api/tool-usage?limit=1`, { headers: { cookie } });
  await context.close();
  console.log(`\nOffline client in Chromium (IndexedDB), against the local server`);
  console.table([
    {
      [`enqueue ${ENQUEUE} (ms)`]: Math.round(figures.enqueueMs),
      [`replay ${REPLAY} (writes/s)`]: Math.round(figures.writesPerSecond),
      'replay failures': figures.replayFailed,
      [`cache read p50 (ms, ${READS} reads)`]: figures.readP50.toFixed(2),
      'cache read p95 (ms)': figures.readP95.toFixed(2),
    },
  ]);
  if (figures.replayed !== REPLAY || usage.status !== 200)
    console.log(`(replayed ${figures.replayed} of ${REPLAY}; usage list answered ${usage.status})`);
}

/**
 * Kept for offline use after one visit: a new user opens /tools once (the service worker
 * registered, precaching the build, and the tool-page shell kept when the page is idle); prints
 * the time from that navigation until /tools' quiet line says the tools are ready, and the bytes
 * the Cache API then holds (every cache of the origin, the bodies as kept).
 */
export async function benchOfflineReady(serverUrl, browser) {
  const signup = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ready',
      lastName: 'Bench',
      email: `ready-bench-${Date.now()}@perch.test`,
      password: 'ready-bench-1',
    }),
  });
  if (signup.status !== 201) throw new Error(`offline-ready bench sign-up failed: ${signup.status}`);
  const [name, value] = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('perch_session='))
    .split(';')[0]
    .split('=');
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: serverUrl }]);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${serverUrl}/tools`);
  await page.waitForSelector('[data-part="offline-ready"][data-state="ready"]', { timeout: 120_000 });
  const readyMs = performance.now() - started;
  const kept = await page.evaluate(async () => {
    let bytes = 0;
    let entries = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        bytes += (await response.blob()).size;
        entries += 1;
      }
    }
    return { bytes, entries };
  });
  const line = await page.textContent('[data-part="offline-ready"]');
  await context.close();
  console.log(
    `\nKept for offline use after one visit to /tools (a new user, this machine; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')})`,
  );
  console.table([
    {
      'time to ready (ms)': Math.round(readyMs),
      'kept (KB)': Math.round(kept.bytes / 1024),
      'kept entries': kept.entries,
      'the line said': line,
    },
  ]);
}

// Standalone: node scripts/bench-offline.mjs (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server-process.mjs');
  const { launchChromium } = await import('./chromium.mjs');
  const server = await startServer();
  const browser = await launchChromium();
  try {
    await benchOffline(server.url, browser);
    await benchOfflineReady(server.url, browser);
  } finally {
    await browser.close();
    await server.stop();
  }
}
