// Serves the built Perch server (dist/) on HOST:PORT with security headers on every response: one
// server process, started by site/server/runtime/serve.mjs (alone, or as one of PERCH_WORKERS).
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import compression from 'compression';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { builtFiles, serveBuiltFile } from './built-files.mjs';
import { compressesAnswers } from './compression-setting.mjs';
import { directAnswerFor } from './direct-answers.mjs';
import { createFastPath } from './fast-path.mjs';
import { trustedProxyHops } from './forwarded.mjs';
import { precompressedFiles, servePrecompressed } from './precompressed.mjs';
import {
  answerClientError,
  answerConnect,
  answerExpectation,
  drainUnreadBody,
  refuseUnservable,
  requestTimeouts,
  useStandardReasonPhrases,
} from './request-guards.mjs';
import {
  applyEmbedHeaders,
  applyFileWorkerHeaders,
  applySecurityHeaders,
  applyServiceWorkerHeaders,
} from './security-headers.mjs';
import { READY_MESSAGE } from './workers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// React and other dependencies stay outside the server bundle and pick their build from
// NODE_ENV at run time: without this they run their (several times slower) development builds.
process.env.NODE_ENV ??= 'production';
process.env.PERCH_DATA_DIR ??= path.join(root, '.data');

// Astro's node adapter in middleware mode: the handler renders pages and API answers (and the
// 404 page for any other path); the built files are served here.
const { handler } = await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href);
const clientDir = path.join(root, 'dist/client');
// Brotli and gzip copies of the built static files (written by `astro build`), and the list of
// every built file.
const compressed = await precompressedFiles(clientDir);
const files = await builtFiles(clientDir);
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
// Rendered pages and API answers are compressed as they are sent (Brotli quality 4 or gzip level
// 6, from 1 KB); built files were compressed harder at build time and are sent as they are.
// COMPRESSION=off leaves rendered answers to a proxy or CDN in front that compresses them itself.
const compress = compressesAnswers(process.env.COMPRESSION) ? compression() : (_req, _res, next) => next();

/**
 * A setting that does not parse stops the start with its message.
 * @template T
 * @param {() => T} read
 * @returns {T}
 */
function setting(read) {
  try {
    return read();
  } catch (error) {
    console.error(`\nPerch cannot start: ${/** @type {Error} */ (error).message}\n`);
    process.exit(1);
  }
}
// How many proxies in front write X-Forwarded-* (0: the headers are ignored).
const trustProxy = setting(() => trustedProxyHops(process.env.TRUST_PROXY));
const timeouts = setting(() => requestTimeouts(process.env.PERCH_REQUEST_TIMEOUT_SECONDS));
// The public pages every visitor shares, answered from memory before Astro (fast-path.mjs).
const fastPath = createFastPath({ trustProxy, compresses: compressesAnswers(process.env.COMPRESSION) });

/** SERVER_CERT_PATH and SERVER_KEY_PATH (PEM files) together: the server speaks https itself. */
function tlsOptions() {
  const cert = process.env.SERVER_CERT_PATH;
  const key = process.env.SERVER_KEY_PATH;
  if (!cert && !key) return undefined;
  if (!cert || !key) {
    console.error('\nPerch cannot start: https needs both SERVER_CERT_PATH and SERVER_KEY_PATH.\n');
    process.exit(1);
  }
  try {
    return { cert: readFileSync(cert), key: readFileSync(key) };
  } catch (error) {
    console.error(
      `\nPerch cannot start: cannot read the certificate or key (${/** @type {Error} */ (error).message}).\n`,
    );
    process.exit(1);
  }
}
const tls = tlsOptions();

/** @type {http.RequestListener} */
const listener = (req, res) => {
  useStandardReasonPhrases(res);
  drainUnreadBody(req, res);
  applySecurityHeaders(req, res, { trustProxy });
  if (refuseUnservable(req, res)) return;
  applyServiceWorkerHeaders(req, res);
  applyFileWorkerHeaders(req, res);
  applyEmbedHeaders(req, res);
  if (servePrecompressed(compressed, req, res) || serveBuiltFile(files, clientDir, req, res)) return;
  if (fastPath.handle(req, res)) return;
  // An endpoint that answers before Astro's pipeline once its module has loaded (direct-answers.mjs).
  const direct = directAnswerFor(req);
  compress(req, res, () => {
    if (!direct?.(req, res)) handler(req, res);
  });
};
const server = tls ? https.createServer({ ...tls, ...timeouts }, listener) : http.createServer(timeouts, listener);
server.keepAliveTimeout = 65_000;
server.on('clientError', answerClientError);
server.on('connect', answerConnect);
server.on('checkExpectation', (req, res) =>
  answerExpectation(req, res, (q, r) => applySecurityHeaders(q, r, { trustProxy })),
);
server.on('error', (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') {
    console.error(
      `\nPerch cannot start: ${host}:${port} is already in use. Stop the other server or set PORT to a free port.\n`,
    );
  } else {
    console.error('\nPerch cannot start:', error.message, '\n');
  }
  process.exit(1);
});

/**
 * GET /api/health from this process. Over https the certificate is not checked: this is the
 * server asking itself on loopback, and a certificate names the public host, not 127.0.0.1.
 * @param {string} url
 * @returns {Promise<{ status: number, body: { error?: string, database?: string } }>}
 */
function checkHealth(url) {
  return new Promise((resolve, reject) => {
    const request = (tls ? https : http).get(url, { rejectUnauthorized: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let body = {};
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the status says enough.
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    request.on('error', reject);
  });
}

/** A host as it goes in a URL (IPv6 in brackets). */
const urlHost = (h) => (h.includes(':') ? `[${h}]` : h);

server.listen(port, host, async () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const scheme = tls ? 'https' : 'http';
  const shown = `${scheme}://${urlHost(host)}:${actualPort}`;
  // A wildcard address is not one a client can call; the server answers on loopback there.
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  // Links in e-mails use it when PUBLIC_ORIGIN is not set (site/server/auth/verification.ts).
  process.env.PERCH_LISTEN_ORIGIN = `${scheme}://${urlHost(probeHost)}:${actualPort}`;
  if (process.env.SMTP_URL && !process.env.PUBLIC_ORIGIN?.trim()) {
    console.warn(
      `Perch: SMTP_URL is set but PUBLIC_ORIGIN is not: links in e-mails will point at ${process.env.PERCH_LISTEN_ORIGIN}` +
        ' (or, behind TRUST_PROXY, the forwarded host). Set PUBLIC_ORIGIN to the address people use.',
    );
  }
  // Open (and migrate) the database now, so the first visitor does not wait and a broken
  // database is reported at start-up rather than on a request.
  try {
    const res = await checkHealth(`${scheme}://${urlHost(probeHost)}:${actualPort}/api/health`);
    const body = res.body;
    if (res.status !== 200) {
      console.error(`\nPerch cannot start: ${body.error ?? `health check answered ${res.status}`}\n`);
      server.close();
      process.exitCode = 1;
      return;
    }
    // One of several processes tells the supervisor, which speaks once all of them answer.
    if (cluster.isWorker) process.send?.({ type: READY_MESSAGE, url: shown, database: body.database });
    else console.log(`Perch is running at ${shown} (database: ${body.database})`);
  } catch (error) {
    console.error('Perch could not check its own health:', error);
    server.close();
    process.exitCode = 1;
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
