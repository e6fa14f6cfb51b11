import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;
const sameOrigin = () => ({ origin: new URL(base).origin });

/** A GET as a browser sends it, with the body as it crossed the wire (fetch would decode it). */
function raw(target: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url(target), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A Parooty question as a browser sends it, the answer's bytes as they came (not decoded). */
function rawQuestion(query: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const body = JSON.stringify({ query, sessionId: `http-${Math.random().toString(36).slice(2)}` });
    http
      .request(
        url('/api/parooty/query'),
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': acceptEncoding,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject)
      .end(body);
  });
}

/** A GET with If-None-Match, as a browser revalidating its cached copy sends it. */
function conditionalGet(target: string, etag: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    http
      .get(url(target), { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode! }));
      })
      .on('error', reject);
  });
}

async function errorBody(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: unknown; details?: unknown };
  expect(typeof body.error).toBe('string');
  return body as { error: string; details?: Record<string, string> };
}

describe(`the server's spine (${inject('database')})`, () => {
  it('is healthy and reports its database', async () => {
    const res = await fetch(url('/api/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      database: inject('database'),
      accounts: 'embedded',
      billing: 'embedded',
      analytics: 'embedded',
    });
  });

  it('sends security headers on pages, API answers, static assets and 404s', async () => {
    const home = await (await fetch(url('/'))).text();
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
    expect(css, 'the home page links a stylesheet').toBeTruthy();
    for (const target of ['/', '/terms', '/api/stripe/plans', css!, '/favicon.svg', '/no-such-page']) {
      const res = await fetch(url(target));
      expect(res.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), target).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), target).toContain("frame-ancestors 'none'");
      // HSTS only over https; this test server is plain http.
      expect(res.headers.get('strict-transport-security'), target).toBeNull();
    }
  });

  it("pages carry Astro's hashed script policy: no inline script runs unless hashed", async () => {
    const csp = (await fetch(url('/'))).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toMatch(/'sha256-/);
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    // The test server is started without TRUST_PROXY, so a forged header is ignored.
    const res = await fetch(url('/'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers unknown paths with a 404 page and /analytics with its removal notice', async () => {
    const missing = await fetch(url('/definitely/not/here'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
    const analytics = await fetch(url('/analytics'));
    expect(analytics.status).toBe(404);
    const html = await analytics.text();
    expect(html).toContain('Analytics page has been removed');
    expect(html).toContain('href="/dashboard"');
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const res = await fetch(url('/api/error'), { method: 'DELETE', headers: sameOrigin() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
    expect((await errorBody(res)).error).toBe('Method not allowed');
    const put = await fetch(url('/api/stripe/plans'), { method: 'PUT', headers: sameOrigin() });
    expect(put.status).toBe(405);
  });

  it('answers HEAD like GET without a body, and OPTIONS with exactly what Allow lists', async () => {
    const head = await fetch(url('/api/stripe/plans'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await head.text()).toBe('');
    const options = await fetch(url('/api/stripe/plans'), { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const postOnly = await fetch(url('/api/error'), { method: 'OPTIONS' });
    expect(postOnly.headers.get('allow')).toBe('POST, OPTIONS');
    const headOnPost = await fetch(url('/api/error'), { method: 'HEAD' });
    expect(headOnPost.status).toBe(405);
  });

  it('sends built files in their Brotli or gzip copy and rendered pages compressed as they go, by Accept-Encoding', async () => {
    const home = await raw('/', 'gzip, deflate, br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toMatch(/Accept-Encoding/i);
    const page = brotliDecompressSync(home.body).toString();
    expect(page).toContain('</html>');
    // An island's component script (none runs before an interaction, but each is named).
    const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script, 'the home page names an island script').toBeTruthy();
    for (const target of [script!, '/embed/chat.js', '/service-worker.js']) {
      const plain = await raw(target, 'identity');
      expect(plain.headers['content-encoding'], target).toBeUndefined();
      const br = await raw(target, 'br, gzip');
      expect(br.headers['content-encoding'], target).toBe('br');
      expect(br.headers.etag, target).toMatch(/-br"$/);
      expect(brotliDecompressSync(br.body).equals(plain.body), target).toBe(true);
      const gz = await raw(target, 'gzip');
      expect(gz.headers['content-encoding'], target).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), target).toBe(true);
      // Headers set for the file still apply to its copies.
      expect(gz.headers['x-content-type-options'], target).toBe('nosniff');
      expect(gz.headers['cache-control'], target).toBe(plain.headers['cache-control']);
    }
    expect((await raw('/embed/chat.js', 'gzip')).headers['access-control-allow-origin']).toBe('*');
    // Short answers are not worth compressing.
    expect((await raw('/api/health', 'gzip, br')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses an API answer of 1 KB or more by Accept-Encoding, with its exact length', async () => {
    const query = 'convert 10 km to miles';
    const plain = await rawQuestion(query, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.byteLength, 'a Parooty answer with tools is over 1 KB').toBeGreaterThanOrEqual(1024);
    const expected = JSON.parse(plain.body.toString()) as { data: { toolRecommendations: Array<{ id: string }> } };
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await rawQuestion(query, accept);
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.byteLength);
      expect(answer.body.byteLength, accept).toBeLessThan(plain.body.byteLength);
      const decoded = JSON.parse(decode(answer.body).toString()) as typeof expected;
      expect(
        decoded.data.toolRecommendations.map((t) => t.id),
        accept,
      ).toEqual(expected.data.toolRecommendations.map((t) => t.id));
    }
  });

  it("sends built files as they are with validators, ranges and their cache rule; any other path is the app's", async () => {
    const home = await (await fetch(url('/'))).text();
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
    expect(css, 'the home page links its stylesheet').toBeTruthy();
    const asset = await fetch(url(css!), { headers: { 'accept-encoding': 'identity' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/css/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await fetch(url('/favicon.svg?v=2'));
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=0');
    const etag = favicon.headers.get('etag');
    const body = await favicon.text();
    expect(etag).toBeTruthy();
    expect(favicon.headers.get('last-modified')).toBeTruthy();
    // (fetch would add Cache-Control: no-cache to a conditional request, as its standard says.)
    expect((await conditionalGet('/favicon.svg', etag!)).status).toBe(304);
    const part = await fetch(url('/favicon.svg'), { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(body.slice(0, 10));
    const head = await fetch(url('/favicon.svg'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // Percent-encoded and dotted paths name the same file; nothing outside the build is a file.
    expect((await fetch(url('/%66avicon.svg'))).status).toBe(200);
    expect((await fetch(url('/embed/../favicon.svg'))).status).toBe(200);
    for (const target of ['/no-such-file.svg', '/_astro/', '/embed', '/package.json', '/../package.json']) {
      const res = await fetch(url(target));
      expect(res.status, target).toBe(404);
      expect(res.headers.get('content-type'), target).toMatch(/^text\/html/);
    }
    // A write to a file's path is not a file request: the app answers it.
    expect((await fetch(url('/favicon.svg'), { method: 'POST', headers: sameOrigin() })).status).toBe(404);
  });

  it('refuses cross-site writes with 403 in the error shape', async () => {
    const res = await fetch(url('/api/error'), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'x' }),
    });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).error).toBe('Cross-site request refused');
    const fetchSite = await fetch(url('/api/error'), {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'x' }),
    });
    expect(fetchSite.status).toBe(403);
    // #35.12: marked cross-site, a write is refused whatever its Origin says and in any letter case.
    const markedCrossSite: Array<Record<string, string>> = [
      { origin: new URL(base).origin, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'CROSS-SITE' },
    ];
    for (const headers of markedCrossSite) {
      const marked = await fetch(url('/api/error'), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'x' }),
      });
      expect(marked.status, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe('the legal pages', () => {
  for (const [path, title, updated] of [
    ['/terms', 'Terms of Service', 'November 22, 2026'],
    // The analytics choice was added to the privacy policy on 25 November.
    ['/privacy', 'Privacy Policy', 'November 25, 2026'],
    ['/refund-policy', 'Refund Policy', 'November 22, 2026'],
  ] as const) {
    it(`${path} renders "${title}" with its date, and no script file (the chat waits for an interaction, the analytics loader is inline)`, async () => {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(`Last updated ${updated}`);
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html.match(/<astro-island[^>]*>/g)?.map((tag) => /\sclient="([^"]+)"/.exec(tag)?.[1])).toEqual([
        'interaction',
        'analytics',
      ]);
    });
  }
});

describe('GET /api/stripe/plans', () => {
  it('answers the embedded plans with the fallback prices, cached for 5 minutes', async () => {
    const res = await fetch(url('/api/stripe/plans'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const plans = (await res.json()) as Array<{ price: number; interval: string; features: string[] }>;
    expect(plans.map((p) => [p.interval, p.price])).toEqual([
      ['week', 1153],
      ['month', 4999],
      ['year', 49990],
    ]);
    expect(plans[0]!.features).toEqual([
      'Access to all premium tools',
      'Unlimited usage',
      'Priority support',
      'Advanced analytics',
      'API access',
      'Custom integrations',
    ]);
    expect(plans[2]!.features.at(-1)).toBe('Save $99.98 annually');
  });
});

describe('POST /api/error', () => {
  const post = (body: BodyInit, type = 'application/json') =>
    fetch(url('/api/error'), { method: 'POST', headers: { ...sameOrigin(), 'content-type': type }, body });

  it('stores a crash report and answers 204', async () => {
    const res = await post(
      JSON.stringify({ error: 'boom', stack: 'Error: boom\n  at X', info: { componentStack: 'at X' } }),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('names the field that is wrong', async () => {
    const res = await post(JSON.stringify({ error: 42, info: 'nope' }));
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.details ?? {}).sort()).toEqual(['error', 'info']);
  });

  it('refuses an error over 10 KB with 400 and a body over 64 KB with 413', async () => {
    const tooLong = await post(JSON.stringify({ error: 'x'.repeat(10 * 1024 + 1) }));
    expect(tooLong.status).toBe(400);
    expect((await errorBody(tooLong)).details).toHaveProperty('error');
    const tooBig = await post(JSON.stringify({ error: 'x', stack: 'y'.repeat(70 * 1024) }));
    expect(tooBig.status).toBe(413);
    await errorBody(tooBig);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('error=boom', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    await errorBody(res);
  });
});

describe('malformed input never reaches a 5xx', () => {
  const bodies: Array<[string, BodyInit | undefined]> = [
    ['application/json', '{'],
    ['application/json', ''],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"text"'],
    ['application/json', '{"error":null}'],
    ['application/json', '{"error":{"$ne":null}}'],
    ['application/json', '{"error":"x","info":[1,2]}'],
    ['application/json', '{"error":"x","extra":true}'],
    ['application/json', '{"__proto__":{"polluted":true},"error":"x"}'],
    ['application/json', new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])],
    ['application/json', `{"error":"${'\\u0000'.repeat(10)}"}`],
    ['application/json', `{"error":"${'['.repeat(5000)}"}`],
    ['application/json', '['.repeat(20000)],
    ['text/plain', 'hello'],
    ['', 'hello'],
    ['application/x-www-form-urlencoded', 'collapsed=%ZZ&returnTo=%00'],
    ['multipart/form-data; boundary=x', '--x\r\nbroken'],
    ['application/json', undefined],
  ];

  for (const target of ['/api/error', '/api/preferences/footer', '/api/stripe/plans', '/api/health']) {
    it(`POST ${target}`, async () => {
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = { ...sameOrigin() };
        if (type) headers['content-type'] = type;
        const init: RequestInit = { method: 'POST', headers };
        if (body !== undefined) init.body = body;
        const res = await fetch(url(target), init);
        expect(res.status, `${type} ${String(body).slice(0, 40)}`).toBeLessThan(500);
        if (res.status >= 400) await errorBody(res);
      }
    });
  }
});

describe('POST /api/preferences/footer', () => {
  const post = (form: string) =>
    fetch(url('/api/preferences/footer'), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });

  it('remembers the choice in a cookie and returns to the page', async () => {
    const res = await post('collapsed=true&returnTo=%2Fpricing%3Fcycle%3Dannual');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pricing?cycle=annual#site-footer');
    expect(res.headers.get('set-cookie')).toMatch(/^perch_footer=collapsed;.*HttpOnly/i);
    const expand = await post('collapsed=false&returnTo=%2F');
    expect(expand.headers.get('set-cookie')).toMatch(/^perch_footer=expanded/);
  });

  it('never redirects off-site', async () => {
    for (const returnTo of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await post(`collapsed=true&returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.headers.get('location'), returnTo).toBe('/#site-footer');
    }
  });
});
