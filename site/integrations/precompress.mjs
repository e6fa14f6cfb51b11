// Writes Brotli and gzip copies of the client build's text files (site/server/runtime/precompressed.mjs),
// which site/server/runtime/serve-one.mjs sends to browsers that accept them. Listed last in astro.config.mjs:
// the chat embed and the service worker are written by earlier integrations' build:done hooks.
import { fileURLToPath } from 'node:url';
import { precompress } from '../server/runtime/precompressed.mjs';

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

export function precompressAssets() {
  /** @type {import('astro').AstroIntegration} */
  const integration = {
    name: 'perch:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const files = await precompress(fileURLToPath(dir));
        const sum = (/** @type {'bytes' | 'br' | 'gzip'} */ key) =>
          files.reduce((total, f) => total + (f[key] ?? f.bytes), 0);
        logger.info(
          `${files.length} files compressed in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kb(sum('bytes'))} → br ${kb(sum('br'))}, gzip ${kb(sum('gzip'))}`,
        );
      },
    },
  };
  return integration;
}
