import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptWeight, compressShared, SHARED_COPIES, sharedCompressionStats, sharedEncoding } from './sharedCompression';

const page = (html: string, init: ResponseInit = {}) =>
  new Response(html, { status: 200, ...init, headers: { 'Content-Type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string>) } });
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://perch.test/', { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
const html = `<!doctype html><html><body>${'<p>Perch tools for your day.</p>'.repeat(300)}</body></html>`;

describe('sharedEncoding', () => {
  it('takes Brotli when the request weighs it at least as high as gzip, else gzip, else none', () => {
    expect(sharedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(sharedEncoding('gzip')).toBe('gzip');
    expect(sharedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(sharedEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(sharedEncoding('*')).toBe('br');
    expect(sharedEncoding('*;q=0.3, br;q=0')).toBe('gzip');
    expect(sharedEncoding('identity')).toBeUndefined();
    expect(sharedEncoding('gzip;q=0')).toBeUndefined();
    expect(sharedEncoding(null)).toBeUndefined();
    expect(sharedEncoding('br;q=nonsense')).toBeUndefined();
  });

  it('reads weights case-insensitively, a name beating the wildcard', () => {
    expect(acceptWeight('GZIP;Q=0.4', 'gzip')).toBe(0.4);
    expect(acceptWeight('*;q=0.9, gzip;q=0.2', 'gzip')).toBe(0.2);
    expect(acceptWeight('deflate', 'gzip')).toBe(0);
  });
});

describe('compressShared', () => {
  it("compresses a shared page for the request's encoding, exactly, with its length and Vary", async () => {
    const br = await compressShared(get('gzip, deflate, br'), page(html, { headers: { 'X-Astro-Cache': 'HIT' } }));
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(br.headers.get('X-Astro-Cache')).toBe('HIT');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    const gz = await compressShared(get('gzip'), page(html));
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it('sends the page as it is, still varying by encoding, to a request that takes neither', async () => {
    const plain = await compressShared(get(), page(html));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(html);
  });

  it('leaves alone what is not a shared page: other statuses, types, methods, and encoded bodies', async () => {
    for (const [request, response] of [
      [get('br'), page(html, { status: 404 })],
      [get('br'), new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } })],
      [get('br', 'HEAD'), page(html)],
      [get('br'), page(html, { headers: { 'Content-Encoding': 'gzip' } })],
    ] as const) {
      expect(await compressShared(request, response)).toBe(response);
    }
  });

  it('compresses each content once, and keeps only the most recent copies', async () => {
    const unique = `<!doctype html><p>${'once '.repeat(500)}</p>`;
    const before = sharedCompressionStats.compressed;
    const first = Buffer.from(await (await compressShared(get('br'), page(unique))).arrayBuffer());
    const again = Buffer.from(await (await compressShared(get('br'), page(unique))).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(sharedCompressionStats.compressed).toBe(before + 1);
    // gzip is a copy of its own.
    await compressShared(get('gzip'), page(unique));
    expect(sharedCompressionStats.compressed).toBe(before + 2);
    // Other pages push both out; then it is compressed again.
    for (let i = 0; i < SHARED_COPIES; i++) await compressShared(get('br'), page(`${unique}<p>${i}</p>`));
    await compressShared(get('br'), page(unique));
    expect(sharedCompressionStats.compressed).toBe(before + 2 + SHARED_COPIES + 1);
  });
});
