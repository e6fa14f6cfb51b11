import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compressed copies of the pages every visitor shares (the public page cache's answers). The
 * server compresses other answers as it sends them (scripts/serve.mjs); a page that thousands
 * of visitors get byte for byte is compressed once, harder (Brotli 11, gzip 9), and the copy is
 * reused. Copies are found by a hash of the page's bytes, so a new render with new content gets
 * its own and no copy is ever stale; the few most recent are kept (per instance, like the page
 * cache itself: nothing another instance needs).
 */
export const SHARED_COPIES = 32;

type Encoding = 'br' | 'gzip';

/** The weight Accept-Encoding gives `coding`, by name or through `*`; 0 when it is not accepted. */
export function acceptWeight(header: string | null, coding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (name.toLowerCase() === coding) return weight;
    if (name === '*') wildcard = weight;
  }
  return wildcard;
}

/** Brotli when the request takes it at least as gladly as gzip, then gzip, else none. */
export function sharedEncoding(header: string | null): Encoding | undefined {
  const br = acceptWeight(header, 'br');
  const gzip = acceptWeight(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
const copies = new Map<string, Uint8Array<ArrayBuffer>>();
/** How many copies were made (each is reused until pushed out): for tests and diagnostics. */
export const sharedCompressionStats = { compressed: 0 };

function compress(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  sharedCompressionStats.compressed += 1;
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(body, { level: 9 });
  return new Uint8Array(compressed);
}

function copyOf(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64url')}`;
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
 * The response compressed for this request, when it is a shared page (200 HTML, not yet encoded)
 * and the request accepts Brotli or gzip; otherwise the response as it is.
 */
export async function compressShared(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'GET' || response.status !== 200 || response.headers.has('Content-Encoding')) return response;
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const encoding = sharedEncoding(request.headers.get('Accept-Encoding'));
  // The same URL answers differently by Accept-Encoding, whichever way this one goes.
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const body = new Uint8Array(await response.arrayBuffer());
  const copy = copyOf(body, encoding);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(copy.byteLength));
  return new Response(copy, { status: response.status, statusText: response.statusText, headers });
}
