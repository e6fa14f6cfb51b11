import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { json } from './errors';
import {
  ANSWER_COMPRESSION_MIN_BYTES,
  ANSWER_ONE_CALL_MAX_BYTES,
  acceptWeight,
  compressAnswer,
  compressShared,
  SHARED_COPIES,
  sharedCompressionStats,
  sharedEncoding,
} from './sharedCompression';

const page = (html: string, init: ResponseInit = {}) =>
  new Response(html, {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string>) },
  });
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://perch.test/', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });
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

describe('compressAnswer', () => {
  const post = (acceptEncoding?: string, method = 'POST') =>
    new Request('http://perch.test/api/parooty/query', {
      method,
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });
  const answer = {
    data: {
      content: 'Squawk! Here is a tool for that.',
      toolRecommendations: Array.from({ length: 8 }, (_, i) => ({
        id: `tool-${i}`,
        name: `Tool ${i}`,
        description: 'Turns what you paste into what you need, in the browser.',
        url: `/app/tool-${i}`,
      })),
    },
  };

  it('compresses a JSON answer of 1 KB or more in Brotli or gzip, by Accept-Encoding, with its new length and Vary', async () => {
    const plain = json(answer, { status: 200, headers: { Vary: 'Origin' } });
    const length = Number(plain.headers.get('Content-Length'));
    expect(length).toBeGreaterThanOrEqual(ANSWER_COMPRESSION_MIN_BYTES);
    const br = await compressAnswer(post('gzip, deflate, br, zstd'), json(answer, { headers: { Vary: 'Origin' } }));
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(answer);
    // The rest of the answer is kept.
    expect(br.headers.get('Cache-Control')).toBe('no-store');
    expect(br.headers.get('Content-Type')).toBe('application/json; charset=utf-8');

    const gz = await compressAnswer(post('gzip'), json(answer, { status: 201 }));
    expect(gz.status).toBe(201);
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(answer);
  });

  it('sends it as it is, with Vary, when the request takes no encoding', async () => {
    const response = json(answer);
    const same = await compressAnswer(post('identity'), response);
    expect(same).toBe(response);
    expect(same.headers.get('Content-Encoding')).toBeNull();
    expect(same.headers.get('Vary')).toBe('Accept-Encoding');
    expect(JSON.parse(await same.text())).toEqual(answer);
  });

  it('leaves alone short, long, unsized, encoded, non-JSON, no-transform and HEAD answers', async () => {
    const long = { text: 'x'.repeat(ANSWER_ONE_CALL_MAX_BYTES) };
    const cases: Array<[Request, Response]> = [
      [post('br'), json({ error: 'Invalid request' }, { status: 400 })],
      [post('br'), json(long)],
      [post('br'), new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })],
      [
        post('br'),
        new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'text/plain', 'Content-Length': '1500' } }),
      ],
      [post('br'), json(answer, { headers: { 'Cache-Control': 'private, no-transform' } })],
      [post('br', 'GET'), new Response(null, { status: 204 })],
      [post('br', 'HEAD'), json(answer)],
    ];
    const encoded = json(answer);
    encoded.headers.set('Content-Encoding', 'gzip');
    cases.push([post('br'), encoded]);
    for (const [request, response] of cases) {
      const result = await compressAnswer(request, response);
      expect(result).toBe(response);
      expect(result.headers.get('Content-Encoding') ?? 'none').not.toBe('br');
    }
  });
});
