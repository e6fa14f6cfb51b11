// Builds the one-tag chat embed (site/embed/chat.tsx) into /embed/chat.js: one classic script
// (IIFE, so `<script async>` works anywhere) with React, the ChatWidget and the package's CSS
// text inside. Written into dist/client after `astro build`; `astro dev` builds it on request.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { CHAT_EMBED_PATH } from '../server/runtime/security-headers.mjs';
import { workspaceSource } from './workspace-source.mjs';
import { shadowCss, trimShadowCss } from '../embed/shadowCss.ts';

const SOURCE = fileURLToPath(new URL('../embed/chat.tsx', import.meta.url));
const CSS_PLACEHOLDER = '__PERCH_EMBED_CSS__';

/**
 * Drops Rolldown's notes on Radix's "use client" banners: parsing @perch/ui's entry meets them,
 * though those components are tree-shaken away. Shared with the chat's size bench (npm run bench).
 * @type {NonNullable<import('rolldown').InputOptions['onLog']>}
 */
export const quietDirectives = (level, log, handler) =>
  log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log);

/** @returns {Promise<string>} the embed's JavaScript, minified, CSS text included. */
export async function buildChatEmbed() {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    plugins: [workspaceSource(), vanillaExtractPlugin()],
    // The CSS is only known once the bundle is built: a marker string now, replaced below.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      [CSS_PLACEHOLDER]: JSON.stringify(CSS_PLACEHOLDER),
    },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: 'es2020',
      cssCodeSplit: false,
      copyPublicDir: false,
      lib: { entry: SOURCE, formats: ['iife'], name: 'perchChatEmbed', fileName: () => 'chat.js', cssFileName: 'chat' },
      rolldownOptions: { onLog: quietDirectives },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => /** @type {any} */ (r).output ?? []);
  const js = outputs.find((o) => o.type === 'chunk');
  const css = outputs.find((o) => o.type === 'asset' && o.fileName.endsWith('.css'));
  if (!js || !css) throw new Error('chat embed: the build produced no script or no stylesheet');
  const cssText = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
  const marker = new RegExp(`(["'\`])${CSS_PLACEHOLDER}\\1`);
  if (!marker.test(js.code)) throw new Error(`chat embed: ${CSS_PLACEHOLDER} not found in the bundle`);
  // Rewritten for the shadow root here, not in the browser: the rewrite's code and the rules and
  // variables a shadow root never uses stay out of the script.
  return js.code.replace(marker, () => JSON.stringify(trimShadowCss(shadowCss(cssText), js.code)));
}

export function chatEmbed() {
  /** @type {import('astro').AstroIntegration} */
  const integration = {
    name: 'perch:chat-embed',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(CHAT_EMBED_PATH, (_req, res, next) => {
          buildChatEmbed().then((code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const file = path.join(fileURLToPath(dir), CHAT_EMBED_PATH);
        const code = await buildChatEmbed();
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, code);
        logger.info(`${CHAT_EMBED_PATH}: ${(code.length / 1024).toFixed(1)} KB`);
      },
    },
  };
  return integration;
}
