// The fast path (site/server/runtime/fast-path.mjs) answers the cached public pages before Astro's
// pipeline. Its answer must be the pipeline's: the same headers (CSP, Vary, ETag, the encoding)
// and bytes, apart from the request id, the date and the guest id's value. A cookie the fast path
// does not know sends a request through the pipeline while the page cache still shares the page,
// so the two answers to the same request can be compared.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');

function get(target: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(target, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What every answer of one page shares: not its id, date or the guest id's value. */
function lasting(headers: http.IncomingHttpHeaders) {
  const { 'x-request-id': _id, date: _date, 'set-cookie': cookies, ...rest } = headers;
  return { ...rest, 'set-cookie': cookies?.map((c) => c.replace(/guest-[0-9a-f-]{36}/, 'guest-…')) };
}

/** The fast path's answer (asked until the pipeline has served the page from its cache) and the pipeline's. */
async function both(path: string, headers: Record<string, string>) {
  for (let i = 0; i < 3; i++) await get(path, headers);
  const fast = await get(path, headers);
  const cookie = [headers.cookie, 'perch_bench_other=1'].filter(Boolean).join('; ');
  const pipeline = await get(path, { ...headers, cookie });
  return { fast, pipeline };
}

describe('the fast path for cached public pages', () => {
  for (const path of ['/', '/pricing'])
    for (const accept of ['gzip, deflate, br, zstd', 'gzip', ''])
      it(`answers ${path} (Accept-Encoding "${accept}") with the pipeline's headers and bytes`, async () => {
        const { fast, pipeline } = await both(path, { 'accept-encoding': accept });
        expect(pipeline.headers['x-astro-cache']).toBe('HIT');
        expect(fast.status).toBe(200);
        expect(lasting(fast.headers)).toEqual(lasting(pipeline.headers));
        expect(fast.body.equals(pipeline.body)).toBe(true);
        expect(fast.headers['content-encoding']).toBe(accept.includes('br') ? 'br' : accept ? 'gzip' : undefined);
        expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(fast.headers['x-request-id']).not.toBe(pipeline.headers['x-request-id']);
        expect(fast.headers['set-cookie']?.[0]).toMatch(
          /^perch_guest=guest-[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
        );
      });

  it('answers 304 to the copy a visitor holds, as the pipeline does, and gives a known visitor no new guest id', async () => {
    const visitor = { 'accept-encoding': 'br', cookie: 'perch_guest=guest-known' };
    const { fast } = await both('/pricing', visitor);
    const etag = String(fast.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}-br"$/);
    expect(fast.headers['set-cookie']).toBeUndefined();
    const held = { ...visitor, 'if-none-match': etag };
    const { fast: fast304, pipeline: pipeline304 } = await both('/pricing', held);
    expect([fast304.status, pipeline304.status]).toEqual([304, 304]);
    expect(fast304.body.length).toBe(0);
    expect(lasting(fast304.headers)).toEqual(lasting(pipeline304.headers));
    expect((await get('/pricing', { ...visitor, 'if-none-match': '"another"' })).status).toBe(200);
  });

  it('never answers a session from the shared copy', async () => {
    await both('/', { 'accept-encoding': 'br' });
    const signedIn = await get('/', { 'accept-encoding': 'br', cookie: 'perch_session=not-a-session' });
    expect(signedIn.headers['x-astro-cache']).toBeUndefined();
  });
});
