import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFastPath, FAST_PATH_TTL_MS, MAX_COPIES } from './fast-path.mjs';

// A pipeline in miniature: it answers the cached pages as the page cache does (MISS, then HIT,
// the encoding the request takes, an ETag) and counts how often it was asked.
let clock = 0;
let fastPath: ReturnType<typeof createFastPath>;
let pipelineCalls = 0;
let server: http.Server;
let base: string;
const page = (encoding: string) => Buffer.from(`<!doctype html><p>page in ${encoding || 'identity'}</p>`);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (fastPath.handle(req, res)) return;
    pipelineCalls += 1;
    if (req.url?.startsWith('/api/')) {
      // An API answer: public (the catalogue) unless the URL says otherwise.
      const url = new URL(req.url, 'http://x');
      res.setHeader('x-request-id', `pipeline-${pipelineCalls}`);
      if (url.searchParams.has('cookie')) res.setHeader('set-cookie', 'other=1');
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': url.searchParams.get('cache') ?? 'public, max-age=300',
      });
      res.end(JSON.stringify({ url: req.url }));
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    res.setHeader('x-request-id', `pipeline-${pipelineCalls}`);
    if (!String(req.headers.cookie ?? '').includes('perch_guest='))
      res.setHeader('set-cookie', 'perch_guest=from-pipeline');
    // A deflate answer stands for one the server compressed on the way, not the cache's copy.
    const sent = accepts === 'deflate' ? 'deflate' : encoding;
    res.writeHead(200, {
      'content-type': 'text/html',
      'x-astro-cache': pipelineCalls === 1 ? 'MISS' : 'HIT',
      vary: 'Accept-Encoding',
      etag: `"page-${sent || 'identity'}"`,
      ...(sent ? { 'content-encoding': sent } : {}),
    });
    res.write(page(sent).subarray(0, 10));
    res.end(page(sent).subarray(10));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock = 1_000;
  pipelineCalls = 0;
  fastPath = createFastPath({ now: () => clock });
});

function get(target: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + target, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The headers that are the same for every answer of one page (not the id, date or cookie). */
function lasting(headers: http.IncomingHttpHeaders) {
  const { 'x-request-id': _id, date: _date, 'set-cookie': _cookie, ...rest } = headers;
  return rest;
}

describe('the fast path', () => {
  it("answers a cached page from memory once the pipeline answered it from Astro's cache, with its headers and bytes", async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await get('/pricing', accept);
    const hit = await get('/pricing', accept);
    expect([miss.headers['x-astro-cache'], hit.headers['x-astro-cache'], pipelineCalls]).toEqual(['MISS', 'HIT', 2]);
    const fast = await get('/pricing', accept);
    expect(pipelineCalls, 'the third answer did not reach the pipeline').toBe(2);
    expect(fast.status).toBe(200);
    expect(fast.body.equals(hit.body)).toBe(true);
    expect(lasting(fast.headers)).toEqual(lasting(hit.headers));
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['x-request-id']).not.toBe(hit.headers['x-request-id']);
    const [cookie] = fast.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(/^perch_guest=guest-[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it('keeps one copy per encoding, and none of an answer the server compressed on the way', async () => {
    for (const accept of ['br', 'gzip', '', 'deflate']) {
      await get('/', { 'accept-encoding': accept });
      await get('/', { 'accept-encoding': accept });
    }
    expect(fastPath.size).toBe(3);
    const calls = pipelineCalls;
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.toString()).toContain('page in gzip');
    const plain = await get('/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pipelineCalls).toBe(calls);
    await get('/', { 'accept-encoding': 'deflate' });
    expect(pipelineCalls, 'deflate goes to the pipeline each time').toBe(calls + 1);
  });

  it('answers 304 to the copy the browser holds, and no new guest id to a visitor who has one', async () => {
    await get('/terms', { 'accept-encoding': 'br' });
    await get('/terms', { 'accept-encoding': 'br' });
    const calls = pipelineCalls;
    const held = await get('/terms', {
      'accept-encoding': 'br',
      'if-none-match': '"page-br"',
      cookie: 'perch_guest=guest-1; perch_analytics_consent=granted',
    });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe('"page-br"');
    expect(held.headers['set-cookie']).toBeUndefined();
    expect(pipelineCalls).toBe(calls);
  });

  it('leaves to the pipeline a session, any other cookie, a bearer token, HEAD, a query and other paths', async () => {
    await get('/', { 'accept-encoding': 'br' });
    await get('/', { 'accept-encoding': 'br' });
    const calls = pipelineCalls;
    await get('/', { 'accept-encoding': 'br', cookie: 'perch_session=abc' });
    await get('/', { 'accept-encoding': 'br', cookie: 'perch_guest=g; perch_footer=collapsed' });
    await get('/', { 'accept-encoding': 'br', cookie: 'malformed' });
    await get('/', { 'accept-encoding': 'br', authorization: 'Bearer x' });
    await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    await get('/?utm=1', { 'accept-encoding': 'br' });
    await get('/tools', { 'accept-encoding': 'br' });
    expect(pipelineCalls - calls).toBe(7);
  });

  it(`asks the pipeline again after ${FAST_PATH_TTL_MS / 1000} s`, async () => {
    await get('/privacy');
    await get('/privacy');
    const calls = pipelineCalls;
    clock += FAST_PATH_TTL_MS - 1;
    await get('/privacy');
    expect(pipelineCalls).toBe(calls);
    clock += 1;
    await get('/privacy');
    expect(pipelineCalls).toBe(calls + 1);
  });

  it("answers a catalogue answer from memory once the pipeline gave it, without a guest id; never a private one or another API's", async () => {
    // Sent as it is (too short to compress) to a request that takes Brotli: kept for such requests.
    const first = await get('/api/tools/count', { 'accept-encoding': 'br' });
    const second = await get('/api/tools/count', { 'accept-encoding': 'br' });
    expect(pipelineCalls).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['cache-control']).toBe('public, max-age=300');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const target of [
      '/api/tools/x?cache=private',
      '/api/tools/x?cache=no-store',
      '/api/tools?cookie=1',
      '/api/stripe/plans',
    ]) {
      await get(target);
      await get(target);
    }
    expect(pipelineCalls, 'each of those twice through the pipeline').toBe(9);
    await get('/api/tools/count', { 'accept-encoding': 'br', cookie: 'perch_session=abc' });
    expect(pipelineCalls, 'a session is always the pipeline').toBe(10);
  });

  it(`holds at most ${MAX_COPIES} copies, the oldest going first`, async () => {
    for (let i = 0; i <= MAX_COPIES; i++) await get(`/api/tools?q=${i}`);
    expect(fastPath.size).toBe(MAX_COPIES);
    const calls = pipelineCalls;
    await get(`/api/tools?q=${MAX_COPIES}`);
    expect(pipelineCalls).toBe(calls);
    await get('/api/tools?q=0');
    expect(pipelineCalls).toBe(calls + 1);
  });
});
