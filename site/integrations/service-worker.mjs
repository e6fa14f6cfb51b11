// Builds /service-worker.js after `astro build`: bundles site/sw/service-worker.ts (Workbox's
// precaching and routing plus the offline client) into dist/client with the precache manifest
// of this build — every file under dist/client, hashed assets without a revision, the rest and
// the offline page with a content hash. The manifest changes with every deploy that changes
// a file, so browsers install the new worker.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { isCompressedCopy, walk } from '../server/runtime/precompressed.mjs';
import { workspaceSource } from './workspace-source.mjs';

const SOURCE = fileURLToPath(new URL('../sw/service-worker.ts', import.meta.url));
export const SERVICE_WORKER_FILE = 'service-worker.js';

/** The file tools' worker entry (packages/tools/src/workers/): its name starts so in _astro/. */
const FILE_WORKER = /^fileWorker-/;

/**
 * The file tools' worker and the files only it reaches (their engines, pdf-lib, codecs' wasm, pdf.js fonts), by the chunks'
 * own references to each other (static and dynamic imports, preload lists, worker URLs): these are
 * not precached, but kept on first use of each family (the worker's runtime route). Every chunk a
 * page reaches without entering the worker stays precached.
 */
export async function fileToolChunks(clientDir) {
  const astro = path.join(clientDir, '_astro');
  const all = (await readdir(astro)).filter((n) => !n.endsWith('.map') && !isCompressedCopy(`_astro/${n}`));
  const names = all.filter((n) => n.endsWith('.js'));
  // Every build file counts, not only chunks: the codecs' WebAssembly and pdf.js's fonts are
  // reached only from the worker, and several MB a visitor should not precache.
  const known = new Set(all);
  const refs = new Map();
  for (const name of names) {
    const code = await readFile(path.join(astro, name), 'utf8');
    const found = [...code.matchAll(/[\w.-]+\.[a-z0-9]+(?=["'`?#])/gi)].map((m) => m[0]);
    refs.set(
      name,
      [...new Set(found)].filter((r) => r !== name && known.has(r)),
    );
  }
  const reach = (roots, enter) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const name = stack.pop();
      if (seen.has(name)) continue;
      seen.add(name);
      for (const next of refs.get(name) ?? []) if (enter(next)) stack.push(next);
    }
    return seen;
  };
  const workers = names.filter((n) => FILE_WORKER.test(n));
  const inWorker = reach(workers, () => true);
  // What the pages reach, never going through the worker's entry.
  const pages = reach(
    names.filter((n) => !inWorker.has(n)),
    (n) => !FILE_WORKER.test(n),
  );
  return new Set([...inWorker].filter((n) => !pages.has(n)).map((n) => `/_astro/${n}`));
}

/** [{url, revision}] for every file the client build wrote. */
export async function precacheManifest(clientDir) {
  const manifest = [];
  for await (const file of walk(clientDir)) {
    const rel = path.relative(clientDir, file).split(path.sep).join('/');
    // The chat embed is for other sites; Perch's own pages never load it.
    // The .br/.gz copies (site/server/runtime/precompressed.mjs) are the same files, chosen by the server.
    if (rel === SERVICE_WORKER_FILE || rel.endsWith('.map') || rel.startsWith('embed/') || isCompressedCopy(rel))
      continue;
    const hashed = rel.startsWith('_astro/');
    const revision = hashed
      ? null
      : createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
          .slice(0, 16);
    manifest.push({ url: `/${rel}`, revision });
  }
  manifest.sort((a, b) => a.url.localeCompare(b.url));
  return manifest;
}

export function serviceWorker() {
  return {
    name: 'perch:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const fileOnly = await fileToolChunks(clientDir);
        const assets = (await precacheManifest(clientDir)).filter((a) => !fileOnly.has(a.url));
        // The offline page is rendered by the server: its revision follows the build's files.
        const version = createHash('sha256').update(JSON.stringify(assets)).digest('hex').slice(0, 16);
        const manifest = [...assets, { url: '/offline', revision: version }];
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          // @perch/ui/offline from its source, as the site compiles it.
          plugins: [workspaceSource()],
          define: {
            __PERCH_PRECACHE__: JSON.stringify(manifest),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir: clientDir,
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            sourcemap: false,
            lib: { entry: SOURCE, formats: ['iife'], name: 'perchServiceWorker', fileName: () => SERVICE_WORKER_FILE },
          },
        });
        logger.info(
          `${SERVICE_WORKER_FILE}: ${manifest.length} precached URLs, version ${version}; kept on first use: ${[...fileOnly].join(', ')}`,
        );
      },
    },
  };
}
