import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptWeight, matchesEtag, sharedEncoding } from '../runtime/shared-encoding.mjs';
import { knownBody, knownResponse } from './knownBody';
import { addVary } from './vary';

/**
 * Compressed copies of the pages every visitor shares (the public page cache's answers). The
 * server compresses other answers as it sends them (site/server/runtime/serve-one.mjs); a page that thousands
 * of visitors get byte for byte is compressed once, harder (Brotli 11, gzip 9), and the copy is
 * reused. Copies are found by a hash of the page's bytes, so a new render with new content gets
 * its own and no copy is ever stale; the few most recent are kept (per instance, like the page
 * cache itself: nothing another instance needs).
 */
export const SHARED_COPIES = 32;

type Encoding = 'br' | 'gzip';

export { acceptWeight, matchesEtag, sharedEncoding };

const copies = new Map<string, Uint8Array<ArrayBuffer>>();
/** How many copies were made (each is reused until pushed out): for tests and diagnostics. */
export const sharedCompressionStats = { compressed: 0 };

function compress(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  sharedCompressionStats.compressed += 1;
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(body, { level: 9 });
  return new Uint8Array(compressed);
}

function copyOf(body: Uint8Array, hash: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${hash}`;
  let copy = copies.get(key);
  if (copy) {
    // Most recently used last: the oldest is first to go.
    copies.delete(key);
  } else {
    copy = compress(body, encoding);
  }
  copies.set(key, copy);
  if (copies.size > SHARED_COPIES) copies.delete(copies.keys().next().value!);
  return copy;
}

/**
 * The validator of a shared page as sent: a hash of its bytes and the encoding, so a new render
 * with new content, or another encoding, has another (the fast path in front answers 304 to it too).
 */
export function sharedEtag(hash: string, encoding: Encoding | undefined): string {
  return `"${hash.slice(0, 27)}-${encoding ?? 'identity'}"`;
}

/**
 * A shared page (200 HTML, not yet encoded) as this request gets it: compressed when it accepts
 * Brotli or gzip (and `compresses`, COMPRESSION), with its length and an ETag; anything else as it is.
 */
export async function compressShared(request: Request, response: Response, compresses = true): Promise<Response> {
  if (request.method !== 'GET' || response.status !== 200 || response.headers.has('Content-Encoding')) return response;
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const encoding = compresses ? sharedEncoding(request.headers.get('Accept-Encoding')) : undefined;
  const headers = new Headers(response.headers);
  // The same URL answers differently by Accept-Encoding, whichever way this one goes.
  if (compresses) addVary(headers, 'Accept-Encoding');
  const body = new Uint8Array(await response.arrayBuffer());
  const hash = createHash('sha256').update(body).digest('base64url');
  headers.set('ETag', sharedEtag(hash, encoding));
  const sent = encoding ? copyOf(body, hash, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(sent.byteLength));
  return new Response(sent, { status: response.status, statusText: response.statusText, headers });
}

/** Answers shorter than this are sent as they are, as site/server/runtime/serve-one.mjs's compression does (1 KB). */
export const ANSWER_COMPRESSION_MIN_BYTES = 1024;
/** Answers up to this size are compressed in one call here; longer ones stream through the server's compression. */
export const ANSWER_ONE_CALL_MAX_BYTES = 64 * 1024;

/**
 * An API answer of known length (1–64 KB of JSON: a Parooty answer is 1–2 KB) compressed for
 * this request in one call, with the settings the server's streaming compression uses (Brotli
 * quality 4, else gzip level 6). The server's compression then sees the answer encoded and
 * leaves it. Anything else goes on as it is.
 *
 * Setting up a compression stream was most of what a short answer's compression cost. On a
 * loaded machine, per answer: a 1.5 KB answer through a Brotli stream 200–280 µs of CPU, in one
 * call 60–90 µs; the bench's Parooty answers (0.4–1.9 KB) in one call with Brotli's default 4 MB
 * window 136–163 µs, with a window fitted to the answer 79 µs for the same bytes (430 on
 * average), gzip 6 78 µs.
 */
export async function compressAnswer(request: Request, response: Response): Promise<Response> {
  // Known bytes (json()'s) are a body, found without making the Response's stream.
  const known = knownBody(response);
  if (request.method === 'HEAD' || (!known && !response.body) || response.headers.has('Content-Encoding'))
    return response;
  const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (!Number.isInteger(length) || length < ANSWER_COMPRESSION_MIN_BYTES || length > ANSWER_ONE_CALL_MAX_BYTES)
    return response;
  if (!/^application\/json\b/i.test(response.headers.get('Content-Type') ?? '')) return response;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '')) return response;
  const encoding = sharedEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding) {
    // The same URL answers differently by Accept-Encoding, whichever way this one goes.
    try {
      addVary(response.headers, 'Accept-Encoding');
    } catch {
      // Immutable headers (a proxied answer): the server's compression adds Vary to JSON too.
    }
    return response;
  }
  // The bytes json() made the answer with, when it did: its stream is not read back.
  const body = known ?? new Uint8Array(await response.arrayBuffer());
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // A window just over the answer (not the 4 MB default) compresses it the same and
            // spares setting up buffers it would never use: about half the CPU of the default.
            [constants.BROTLI_PARAM_LGWIN]: Math.max(
              constants.BROTLI_MIN_WINDOW_BITS,
              Math.ceil(Math.log2(body.byteLength + 1)),
            ),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: 6 });
  const headers = new Headers(response.headers);
  addVary(headers, 'Accept-Encoding');
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  const sent = new Uint8Array(compressed);
  return knownResponse(sent, { status: response.status, statusText: response.statusText, headers });
}
