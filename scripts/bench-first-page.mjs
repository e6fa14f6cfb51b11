// The first signed-in pages' JavaScript before any interaction, printed (never asserted).
// `npx node scripts/bench-first-page.mjs` after a build (it serves this checkout's dist/).
// For each page a new user opens it signed in, touching nothing, and the bench counts:
//  - the script files fetched until the load event (what the first paint waits on), gzip -9 of
//    each body, and the inline scripts of the HTML (Astro's island bootstrap), gzip -9;
//  - the script files fetched after load, still without interaction, until the network is idle
//    (client:idle islands, the offline-readiness chunk) — apart, as they do not delay the paint.
// The service worker's own fetches (its precache) are not the page's and are not counted.
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './server-process.mjs';

const PAGES = (process.env.PAGES || '/onboarding,/tools').split(',');
/**
 * The same pages before the offline-readiness work (#40), at 054ffaf, measured by this script on
 * that commit's build: the figure the first page's JS by load must not grow past. /onboarding and
 * /tools alike. By load: the page's script with queue, toasts, atom and usage.
 */
const BEFORE_OFFLINE_READINESS = { commit: '054ffaf', files: 5, byLoad: 9545, inline: 3518 };
const gz = (/** @type {string | Uint8Array} */ body) => gzipSync(body, { level: 9 }).length;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const bytesAndKb = (/** @type {number} */ n) => `${n.toLocaleString('en')} B (${kb(n)})`;
const short = (/** @type {string} */ url) => path.basename(new URL(url).pathname).replace(/\.[\w-]+\.js$/, '');

async function signUp(base) {
  const answer = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'First',
      lastName: 'Page',
      email: `first-page-${Date.now()}-${Math.random().toString(36).slice(2)}@perch.test`,
      password: 'first-page-bench-1',
    }),
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('perch_session='))
    .split(';')[0]
    .split('=');
}

export async function benchFirstPage(serverUrl, browser) {
  const rows = [];
  for (const p of PAGES) {
    const [name, value] = await signUp(serverUrl);
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: serverUrl }]);
    const page = await context.newPage();
    let loaded = false;
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const atLoad = !loaded;
      scripts.push(response.body().then((body) => ({ url: response.url(), gz: gz(body), atLoad })));
    });
    page.on('load', () => {
      loaded = true;
    });
    const answer = await page.goto(serverUrl + p, { waitUntil: 'load' });
    const html = (await answer?.text()) ?? '';
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(scripts);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .filter((code) => code.trim().length > 0);
    const atLoad = fetched.filter((s) => s.atLoad);
    const idle = fetched.filter((s) => !s.atLoad);
    rows.push({
      page: p,
      'files by load': atLoad.length,
      'JS by load (gz -9)': bytesAndKb(atLoad.reduce((a, s) => a + s.gz, 0)),
      'inline (gz -9)': bytesAndKb(gz(inline.join('\n'))),
      'files after load, no touch': idle.length,
      'JS after load (gz -9)': kb(idle.reduce((a, s) => a + s.gz, 0)),
      'by load': atLoad.map((s) => `${short(s.url)} ${(s.gz / 1024).toFixed(1)}`).join(', '),
      'after load': idle.map((s) => `${short(s.url)} ${(s.gz / 1024).toFixed(1)}`).join(', '),
    });
    await context.close();
  }
  console.log(
    `\nFirst signed-in pages: JavaScript before any interaction (load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')})`,
  );
  console.table(rows);
  const before = BEFORE_OFFLINE_READINESS;
  console.log(
    `Before the offline-readiness work (${before.commit}): ${before.files} files by load, ${bytesAndKb(before.byLoad)}; inline ${bytesAndKb(before.inline)}`,
  );
}

// Standalone: npx node scripts/bench-first-page.mjs (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    await benchFirstPage(server.url, browser);
  } finally {
    await browser.close();
    await server.stop();
  }
}
