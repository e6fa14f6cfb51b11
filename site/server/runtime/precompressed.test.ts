import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompress, precompressedFiles, servePrecompressed } from './precompressed.mjs';

// A client build in miniature: a script, a hashed asset, a file too small to compress, one of a
// type that is not text, and a stale copy (its original rebuilt after it was written).
const script = `/* the embed */\n${Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n')}\n`;
const asset = `.card{color:red}\n`.repeat(200);

let dir: string;
let server: http.Server;
let base: string;

/** A raw GET (no automatic decoding, unlike fetch). */
function get(target: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + target, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'perch-precompress-'));
  await mkdir(path.join(dir, 'embed'));
  await mkdir(path.join(dir, '_astro'));
  await writeFile(path.join(dir, 'embed/chat.js'), script);
  await writeFile(path.join(dir, '_astro/page.AbC123.css'), asset);
  await writeFile(path.join(dir, 'tiny.js'), 'export {};\n');
  await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(dir, 'stale.js'), script);

  const written = await precompress(dir);
  expect(written.map((f) => f.file.split(path.sep).join('/')).sort()).toEqual([
    '_astro/page.AbC123.css',
    'embed/chat.js',
    'stale.js',
  ]);
  // stale.js changes after its copies were made: they must not be served for it.
  const later = new Date(Date.now() + 5_000);
  await writeFile(path.join(dir, 'stale.js'), script.replace('embed', 'rebuilt'));
  await utimes(path.join(dir, 'stale.js'), later, later);

  const files = await precompressedFiles(dir);
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/embed/')) res.setHeader('Cache-Control', 'public, max-age=300');
    if (!servePrecompressed(files, req, res)) {
      res.setHeader('X-Fallback', 'yes');
      res.end('as it is');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a Brotli and a gzip copy beside each text file of 1 KB or more, both smaller and both exact', async () => {
    const original = await readFile(path.join(dir, 'embed/chat.js'));
    const br = await readFile(path.join(dir, 'embed/chat.js.br'));
    const gz = await readFile(path.join(dir, 'embed/chat.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    // Zopfli's gzip stream is no bigger than zlib's best.
    expect(gz.length).toBeLessThanOrEqual(gzipSync(original, { level: 9 }).length);
    expect((await readFile(path.join(dir, 'tiny.js'))).length).toBeLessThan(MIN_COMPRESS_BYTES);
    await expect(stat(path.join(dir, 'tiny.js.gz'))).rejects.toThrow();
    await expect(stat(path.join(dir, 'photo.png.gz'))).rejects.toThrow();
  });
});

describe('servePrecompressed', () => {
  it("sends Brotli to a browser that takes it, with the file's type, length, ETag and Vary", async () => {
    const res = await get('/embed/chat.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toMatch(/^"[\w-]+-br"$/);
    // A Cache-Control set before (the embed's) is kept.
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when that is all the request takes, or when it weighs br lower', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/embed/chat.js?v=2', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).toString(), accept).toBe(script);
    }
  });

  it('leaves the file to the next handler, still varying by encoding, when nothing compressed is accepted', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await get('/embed/chat.js', headers);
      expect(res.headers['x-fallback'], JSON.stringify(headers)).toBe('yes');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('leaves alone what it has no copy for: small files, other types, stale copies, unknown paths, other methods', async () => {
    for (const target of ['/tiny.js', '/photo.png', '/stale.js', '/nope.js', '/embed/chat.js.gz/x']) {
      const res = await get(target, { 'accept-encoding': 'br, gzip' });
      expect(res.headers['x-fallback'], target).toBe('yes');
      expect(res.headers['content-encoding'], target).toBeUndefined();
    }
    const post = await get('/embed/chat.js', { 'accept-encoding': 'br' }, 'POST');
    expect(post.headers['x-fallback']).toBe('yes');
  });

  it('answers a matching If-None-Match with 304 and HEAD with the headers only', async () => {
    const first = await get('/_astro/page.AbC123.css', { 'accept-encoding': 'br' });
    expect(first.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag!;
    const again = await get('/_astro/page.AbC123.css', {
      'accept-encoding': 'br',
      'if-none-match': `W/"other", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy has its own tag: a br tag does not validate it.
    const otherEncoding = await get('/_astro/page.AbC123.css', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
    const head = await get('/_astro/page.AbC123.css', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(otherEncoding.body.length);
  });
});

describe('precompressedFiles', () => {
  it('finds nothing, without failing, where there is no build', async () => {
    expect((await precompressedFiles(path.join(dir, 'no-build-here'))).size).toBe(0);
  });
});
