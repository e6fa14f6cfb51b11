// Compressed copies of the built static files, made once at build time and served to browsers
// that accept them. The built files are otherwise sent as they are (built-files.mjs, as Astro's
// static handler did: no compression), so without this the chat embed, the island chunks and
// the service worker crossed the network at full size.
//
// - `precompress(dir)` (after `astro build`, site/integrations/precompress.mjs): beside each text
//   file of 1 KB or more it writes `name.br` (Brotli, quality 11) and `name.gz` (gzip made by
//   Zopfli: a standard gzip stream, 3–5% smaller than zlib's level 9; slow, so build time only).
// - `precompressedFiles(dir)` (at server start, site/server/runtime/serve.mjs): reads those copies once.
//   They are derived from the build, like the build itself, so every instance holds the same.
// - `servePrecompressed(files, req, res)`: answers a GET or HEAD for such a file with the best
//   encoding the request accepts (br, then gzip), with ETag and 304, Vary: Accept-Encoding.
//   When it cannot (no copy, nothing accepted), it returns false and the request goes on to
//   serveBuiltFile (built-files.mjs), which sends the file as it is.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';
import { gzipAsync } from '@gfx/zopfli';
import Negotiator from 'negotiator';

/** File types worth compressing, by extension, with the Content-Type they are served with. */
export const COMPRESSIBLE = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
/** Below this, the encoding's headers cost about what it saves. */
export const MIN_COMPRESS_BYTES = 1024;
/** Zopfli's iterations: 15 is its own recommendation for files of this size. */
const ZOPFLI_ITERATIONS = 15;
/** Encodings in order of preference (smallest first), with their file suffix. */
const ENCODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);
/** Hashed file names under /_astro/ never change: cached for a year, like Astro's own handler. */
const IMMUTABLE_PREFIX = '/_astro/';

const brotli = promisify(brotliCompress);

/** @param {string} file @returns {boolean} whether file is one of the copies precompress() writes */
export const isCompressedCopy = (file) => ENCODINGS.some(([, suffix]) => file.endsWith(suffix));

/** @param {string} dir @returns {AsyncGenerator<string>} every file under dir */
export async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of at least MIN_COMPRESS_BYTES in dir.
 * A copy that would not be smaller is not written.
 * @param {string} dir
 * @returns {Promise<{ file: string, bytes: number, br: number | null, gzip: number | null }[]>}
 */
export async function precompress(dir) {
  const done = [];
  for await (const file of walk(dir)) {
    if (!(path.extname(file) in COMPRESSIBLE)) continue;
    const body = await readFile(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS }).then((bytes) => Buffer.from(bytes)),
    ]);
    const row = {
      file: path.relative(dir, file),
      bytes: body.length,
      br: /** @type {number | null} */ (null),
      gzip: /** @type {number | null} */ (null),
    };
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br);
      row.br = br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${file}.gz`, gz);
      row.gzip = gz.length;
    }
    done.push(row);
  }
  return done;
}

/**
 * @typedef {{ body: Buffer, etag: string }} Variant
 * @typedef {{ type: string, variants: Partial<Record<'br' | 'gzip', Variant>> }} Precompressed
 */

/**
 * The compressed copies under dir, by URL path (`/embed/chat.js`). Only copies whose original is
 * still there and no newer than they are count (a file rebuilt without them is sent as it is).
 * @param {string} dir
 * @returns {Promise<Map<string, Precompressed>>}
 */
export async function precompressedFiles(dir) {
  /** @type {Map<string, Precompressed>} */
  const files = new Map();
  try {
    for await (const file of walk(dir)) {
      const type = COMPRESSIBLE[/** @type {keyof typeof COMPRESSIBLE} */ (path.extname(file))];
      if (!type) continue;
      const original = await stat(file);
      const source = await readFile(file);
      const tag = createHash('sha256').update(source).digest('base64url').slice(0, 22);
      /** @type {Precompressed['variants']} */
      const variants = {};
      for (const [encoding, suffix] of ENCODINGS) {
        const copy = await stat(file + suffix).catch(() => null);
        if (!copy || copy.mtimeMs < original.mtimeMs) continue;
        variants[encoding] = { body: await readFile(file + suffix), etag: `"${tag}-${encoding}"` };
      }
      if (Object.keys(variants).length === 0) continue;
      files.set(`/${path.relative(dir, file).split(path.sep).map(encodeURIComponent).join('/')}`, { type, variants });
    }
  } catch (error) {
    // No build output yet: nothing to serve compressed.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  return files;
}

/** @param {string | undefined} header @param {string} etag */
function matches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a GET or HEAD for a precompressed file with the best encoding the request accepts.
 * @param {Map<string, Precompressed>} files from precompressedFiles()
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether it answered; if not, the request is left untouched but for Vary.
 */
export function servePrecompressed(files, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const end = url.search(/[?#]/);
  const entry = files.get(end === -1 ? url : url.slice(0, end));
  if (!entry) return false;
  // The same URL answers differently by Accept-Encoding, whichever way this one goes.
  res.setHeader('Vary', 'Accept-Encoding');
  const offered = ENCODINGS.map(([encoding]) => encoding).filter((encoding) => entry.variants[encoding]);
  const encoding = /** @type {'br' | 'gzip' | undefined} */ (
    new Negotiator(req).encoding([...offered, 'identity'], { preferred: offered })
  );
  const variant = encoding && encoding !== 'identity' ? entry.variants[encoding] : undefined;
  if (!encoding || !variant) return false;
  res.setHeader('Content-Type', entry.type);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('ETag', variant.etag);
  if (!res.hasHeader('Cache-Control')) {
    res.setHeader(
      'Cache-Control',
      url.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    );
  }
  if (matches(req.headers['if-none-match'], variant.etag)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return true;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', variant.body.length);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
  return true;
}
