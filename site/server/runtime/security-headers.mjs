// Security headers for every response the server sends — pages, API answers and static
// assets alike (Astro's middleware never sees static files, so they are set here).
import { forwardedValue } from './forwarded.mjs';

/** Policy for responses that are not pages (API JSON, assets): nothing may run or frame them. */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every answer carries, whatever writes it: the app, a static file, or an answer
 * written before Node could parse the request (site/server/runtime/request-guards.mjs). HSTS is added over https.
 */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Content-Security-Policy': DEFAULT_CSP,
};

/** The same, as the list every answer sets (made once, not on every request). */
const SECURITY_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);

/**
 * Sets the headers on a Node response before the app writes it. A page's own
 * Content-Security-Policy (Astro's, with script and style hashes) replaces the default.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ trustProxy?: number | boolean }} [options] trustProxy: how many proxies in front write
 *   X-Forwarded-Proto (TRUST_PROXY); `true` means one.
 */
export function applySecurityHeaders(req, res, options = {}) {
  for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
  const hops = options.trustProxy === true ? 1 : Number(options.trustProxy || 0);
  const forwardedHttps = forwardedValue(req.headers['x-forwarded-proto'], hops)?.toLowerCase() === 'https';
  if (/** @type {any} */ (req.socket).encrypted || forwardedHttps) {
    res.setHeader('Strict-Transport-Security', HSTS);
  }
}

/**
 * The service worker script: it may control the whole site (`Service-Worker-Allowed: /`), is
 * revalidated on every update check, and its own CSP (a worker's policy comes with its script)
 * lets it fetch from this origin only.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyServiceWorkerHeaders(req, res) {
  const pathname = (req.url ?? '').split('?')[0];
  if (pathname !== '/service-worker.js') return;
  res.setHeader('Service-Worker-Allowed', '/');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', "default-src 'none'; connect-src 'self'; script-src 'self'");
}

/**
 * The file tools' module worker, as Vite names it in the build (`/_astro/fileWorker-<hash>.js`),
 * and the worker it starts for OCR (tesseract.js's `dist/worker.min.js`, `/_astro/worker.min-<hash>.js`),
 * which loads Tesseract's core from this origin, compiles its WebAssembly and fetches the model.
 */
export const FILE_WORKER_PATH = /^\/_astro\/(?:fileWorker|worker\.min)-[\w-]+\.js$/;

/**
 * The file worker's own CSP (a dedicated worker's policy comes with its script, not the page's):
 * it fetches the image codecs' WebAssembly from this origin (`connect-src 'self'`) and compiles it
 * (`'wasm-unsafe-eval'` allows compiling WebAssembly, not `eval` of strings). Nothing else: no
 * other origin, no frames, no images.
 */
export const FILE_WORKER_CSP = "default-src 'none'; connect-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyFileWorkerHeaders(req, res) {
  if (FILE_WORKER_PATH.test((req.url ?? '').split('?')[0] ?? ''))
    res.setHeader('Content-Security-Policy', FILE_WORKER_CSP);
}

/** Path of the one-tag chat embed (built by site/integrations/chatEmbed.mjs). */
export const CHAT_EMBED_PATH = '/embed/chat.js';
/** Its URL carries no version: caches keep it 5 minutes, then revalidate (ETag) in the background. */
export const CHAT_EMBED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * The chat embed is loaded by other sites: any origin may fetch it (CORS, so hosts can add
 * `crossorigin`/`integrity`), a host isolated with COEP may too (CORP), and it is cached briefly.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyEmbedHeaders(req, res) {
  if ((req.url ?? '').split('?')[0] !== CHAT_EMBED_PATH) return;
  res.setHeader('Cache-Control', CHAT_EMBED_CACHE_CONTROL);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}
