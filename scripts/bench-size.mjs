// Size figures for Parooty's chat, printed (never asserted). `node scripts/bench-size.mjs`,
// or from `npm run bench` (which has built the site already):
//  - the ChatWidget entry of the published package: `import { ChatWidget } from '@perch/ui'`
//    bundled from dist/ and minified, React external (target ≤ 25 KB gz), plus styles.css
//  - the one-tag embed /embed/chat.js, React inside (target ≤ 70 KB gz): the bytes the server
//    sends a browser that asks for gzip (the Zopfli copy made at build time), for Brotli, and
//    zlib's gzip -9 of the same file for comparison
//  - JavaScript on / before any interaction (files fetched: must stay 0 KB; Astro's inline
//    island bootstrap shown apart), and what the first interaction then loads
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildChatEmbed, quietDirectives } from '../site/integrations/chatEmbed.mjs';
import { CHAT_EMBED_PATH } from '../site/server/runtime/security-headers.mjs';
import { launchChromium } from './chromium.mjs';
import { ROOT, startServer } from './server-process.mjs';

const gz = (/** @type {string | Uint8Array} */ code) => gzipSync(code, { level: 9 }).length;
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/** gzip size of `source` bundled and minified as an app's bundler would (dist/ of @perch/ui). */
async function bundledSize(
  /** @type {string} */ source,
  /** @type {string[]} */ external = [],
  /** @type {'es' | 'iife'} */ format = 'es',
) {
  const entry = 'perch-size-entry.js';
  const id = '\0perch-size-entry';
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      {
        name: 'perch:size-entry',
        // Vite hands the lib entry over as a path under root.
        resolveId: (source) => (source.endsWith(entry) ? id : null),
        load: (moduleId) => (moduleId === id ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: [format], name: 'entry', fileName: () => 'entry.js' },
      rolldownOptions: { external: (moduleId) => external.includes(moduleId), onLog: quietDirectives },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => /** @type {any} */ (r).output ?? []);
  return outputs.filter((o) => o.type === 'chunk').reduce((sum, chunk) => sum + gz(chunk.code), 0);
}

/** Bytes of `target` as the server sends them to a request accepting `encoding` (not decoded). */
function servedSize(/** @type {string} */ target, /** @type {string} */ encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(target, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.headers['content-encoding'] !== encoding)
            reject(new Error(`${target}: asked for ${encoding}, got ${res.headers['content-encoding'] ?? 'identity'}`));
          else resolve(bytes);
        });
      })
      .on('error', reject);
  });
}

/** Script bytes (gz) a page fetches before any interaction, then on the first key press. */
async function homePageScripts() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const embed = {
      gzip: await servedSize(server.url + CHAT_EMBED_PATH, 'gzip'),
      br: await servedSize(server.url + CHAT_EMBED_PATH, 'br'),
    };
    const page = await browser.newPage();
    /** @type {Promise<number>[]} */
    let fetched = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') fetched.push(res.body().then(gz));
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const before = (await Promise.all(fetched)).reduce((a, b) => a + b, 0);
    const files = fetched.length;
    const inline = gz((await page.locator('script:not([src])').allTextContents()).join('\n'));
    fetched = [];
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.waitForLoadState('networkidle');
    const after = (await Promise.all(fetched)).reduce((a, b) => a + b, 0);
    return { before, files, inline, after, afterFiles: fetched.length, embed };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function printSizes({ buildSite = true } = {}) {
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  if (
    spawnSync('npm', ['run', 'build', '--silent', '-w', 'packages/ui'], { cwd: ROOT, stdio: 'ignore', env }).status !==
    0
  ) {
    throw new Error('npm run build -w packages/ui failed');
  }
  if (buildSite && spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'ignore', env }).status !== 0)
    throw new Error('astro build failed');
  // `import { ChatWidget } from '@perch/ui'` as an app's bundler sees it: dist/, React external.
  const widget = await bundledSize("export { ChatWidget } from '@perch/ui';", REACT);
  // The embed's floor: React mounting one element, built the way the embed is (one IIFE).
  const react = await bundledSize(
    "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p'));",
    [],
    'iife',
  );
  const styles = gz(readFileSync(path.join(ROOT, 'packages/ui/dist/styles.css')));
  const embed = await buildChatEmbed();
  const home = await homePageScripts();
  console.log("\nParooty chat — sizes (gzip -9 unless 'as served')");
  console.table([
    { what: 'ChatWidget entry of @perch/ui (dist, minified, React external)', size: kb(widget), target: '≤ 25 KB' },
    { what: '@perch/ui styles.css (every component)', size: kb(styles), target: '' },
    {
      what: 'one-tag embed /embed/chat.js (React, widget, CSS) as served: gzip',
      size: kb(home.embed.gzip),
      target: '≤ 70 KB',
    },
    { what: '  the same as served: Brotli', size: kb(home.embed.br), target: '' },
    { what: "  the same file, zlib's gzip -9", size: kb(gz(embed)), target: '' },
    { what: '  of which React 19 alone (react-dom/client + react, minified)', size: kb(react), target: '' },
    { what: `JS files on / before interaction (${home.files} files)`, size: kb(home.before), target: '0 KB' },
    { what: "  Astro's inline island bootstrap on / (not a file)", size: kb(home.inline), target: '' },
    { what: `JS loaded by the first interaction on / (${home.afterFiles} files)`, size: kb(home.after), target: '' },
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printSizes();
