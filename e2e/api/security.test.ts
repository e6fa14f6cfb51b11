// Regression tests for issue #14 against the shared test server: redirects that leave the site,
// requests that caused a 5xx, /api/ answers outside the error shape, status lines with the wrong
// reason phrase, and a large chunked body. (Tests that need servers of their own — throttles
// behind a proxy, limits, cookies over https, the data folder lock — are in instances.test.ts
// and serverProcess.test.ts.)
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { EVERY_ANSWER_HEADERS } from '../../scripts/fuzz-requests.mjs';
import { signUp } from '../support/accounts';
import { rawRequest as rawTo } from '../support/rawHttp';

const base = inject('baseUrl');
const origin = new URL(base).origin;
const url = (p: string) => new URL(p, base).href;
const noRedirect = { redirect: 'manual' as const };
const rawRequest = (head: string, body = '') => rawTo(base, head, body);
/** Some tests sign in a dozen times (scrypt, 16 MiB each): minutes on a loaded two-core machine. */
const HEAVY_TIMEOUT_MS = 180_000;

/** The one error shape: JSON `{ error: string, details?: { [field]: string } }`, nothing else. */
function expectErrorShape(contentType: string | null | undefined, text: string, what: string) {
  expect(contentType, `${what}: content type`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(typeof body.error, `${what}: error`).toBe('string');
  const extra = Object.keys(body).filter((k) => !['error', 'details', 'requestId'].includes(k));
  expect(extra, `${what}: only error and details`).toEqual([]);
  if (body.details !== undefined) {
    expect(
      Object.values(body.details as object).every((v) => typeof v === 'string'),
      `${what}: details`,
    ).toBe(true);
  }
  return body as { error: string; details?: Record<string, string> };
}

async function errorOf(res: Response, what: string) {
  return expectErrorShape(res.headers.get('content-type'), await res.text(), what);
}

const jsonPost = (path: string, body: string, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(url(path), { method, headers: { origin, 'content-type': 'application/json', ...headers }, body });

const formPost = (path: string, fields: string, headers: Record<string, string> = {}) =>
  fetch(url(path), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: fields,
    ...noRedirect,
  });

/** Ways to write a return path that, once normalised, would start with "//" or "/\". */
const OFF_SITE = [
  '/.//evil.com',
  '/%2e//evil.com',
  '/./%5Cevil.com',
  '/x/../\\evil.com',
  '/x/..//evil.com',
  '/.\\/evil.com',
  '//evil.com',
  'https://evil.com',
];

function expectSameSite(location: string | null, what: string) {
  expect(location, what).toBeTruthy();
  expect(
    location!.startsWith('/') && !location!.startsWith('//') && !location!.startsWith('/\\'),
    `${what} → ${location}`,
  ).toBe(true);
  expect(new URL(location!, base).origin, `${what} → ${location}`).toBe(origin);
}

describe('#14.1 redirects never leave the site', () => {
  it('GET /login and /signup with a session, and POST /login, go back to a same-site path only', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const { cookie, account } = await signUp(base);
    for (const next of OFF_SITE) {
      const q = `?next=${encodeURIComponent(next)}`;
      expectSameSite(
        (await fetch(url(`/login${q}`), { headers: { cookie }, ...noRedirect })).headers.get('location'),
        `GET /login${q}`,
      );
      expectSameSite(
        (await fetch(url(`/signup${q}`), { headers: { cookie }, ...noRedirect })).headers.get('location'),
        `GET /signup${q}`,
      );
      const posted = await formPost(
        `/login${q}`,
        new URLSearchParams({ email: account.email, password: account.password }).toString(),
      );
      expect(posted.status).toBe(303);
      expectSameSite(posted.headers.get('location'), `POST /login${q}`);
    }
    // The raw query, as an attacker would write the link.
    for (const raw of ['/.//evil.com', '/%2e//evil.com', '/./%5Cevil.com', '/x/../\\evil.com']) {
      expectSameSite(
        (await fetch(url(`/login?next=${raw}`), { headers: { cookie }, ...noRedirect })).headers.get('location'),
        `GET /login?next=${raw}`,
      );
    }
  });

  it('POST /onboarding?next= and the footer form go back to a same-site path only', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const { cookie } = await signUp(base);
    for (const next of OFF_SITE) {
      const onboarded = await formPost(`/onboarding?next=${encodeURIComponent(next)}`, 'interests=writing', { cookie });
      expect(onboarded.status).toBe(303);
      expectSameSite(onboarded.headers.get('location'), `POST /onboarding?next=${next}`);
      const footer = await formPost('/api/preferences/footer', `collapsed=true&returnTo=${encodeURIComponent(next)}`);
      expect(footer.status).toBe(303);
      expectSameSite(footer.headers.get('location'), `footer returnTo=${next}`);
    }
  });
});

describe('#14.2 nothing a client sends causes a 5xx', () => {
  it('refuses lone surrogates in JSON with 400 naming the field (error reports, tool usage, batch items)', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const { cookie } = await signUp(base);
    const error = await jsonPost('/api/error', '{"error":"x","info":{"a":"\\ud800"}}');
    expect(error.status).toBe(400);
    expect((await errorOf(error, 'error report')).details).toHaveProperty(['info.a']);
    const key = await jsonPost('/api/error', '{"error":"x","info":{"\\udc00":1}}');
    expect(key.status).toBe(400);
    await errorOf(key, 'error report key');
    const usage = await jsonPost('/api/tool-usage', '{"toolId":"word-counter","metadata":{"k":"a\\udbff"}}', {
      cookie,
    });
    expect(usage.status).toBe(400);
    expect((await errorOf(usage, 'tool usage')).details).toHaveProperty(['metadata.k']);
    const batch = await jsonPost(
      '/api/batch',
      '{"requests":[{"id":"s-1","method":"POST","url":"/api/tool-usage","body":{"toolId":"word-counter","metadata":{"k":"\\ud800"}}},{"id":"s-2","method":"POST","url":"/api/tool-usage","body":{"toolId":"word-counter"}}]}',
      { cookie },
    );
    expect(batch.status).toBe(200);
    const { responses } = (await batch.json()) as {
      responses: Array<{ id: string; status: number; body: { details?: object } }>;
    };
    expect(responses.map((r) => r.status)).toEqual([400, 201]);
    expect(responses[0]!.body.details).toHaveProperty(['metadata.k']);
  });

  it('refuses deeply nested JSON with 400 on every JSON endpoint', { timeout: HEAVY_TIMEOUT_MS }, async () => {
    const { cookie } = await signUp(base);
    const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObject = `{"error":"x","info":{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}}`;
    const targets: Array<[string, string]> = [
      ['POST', '/api/auth/signup'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/error'],
      ['PATCH', '/api/auth/user'],
      ['POST', '/api/tool-usage'],
      ['POST', '/api/wishlist'],
      ['POST', '/api/batch'],
    ];
    for (const [method, path] of targets) {
      for (const body of [deepArray, deepObject]) {
        const res = await jsonPost(path, body, { cookie }, method);
        expect(res.status, `${method} ${path}`).toBe(400);
        await errorOf(res, `${method} ${path}`);
      }
    }
    const deepItem = `{"requests":[{"id":"d-1","method":"POST","url":"/api/tool-usage","body":${deepArray}}]}`;
    const batch = await jsonPost('/api/batch', deepItem, { cookie });
    expect(batch.status).toBe(400);
  });

  it('answers TRACE and CONNECT on any path with 405, not a 5xx', { timeout: HEAVY_TIMEOUT_MS }, async () => {
    for (const target of ['/', '/login', '/api/health', '/api/auth/login', '/api/nope']) {
      const res = await rawRequest(`TRACE ${target} HTTP/1.1`);
      expect(res.status, `TRACE ${target}`).toBe(405);
      expect(res.headers.allow, `TRACE ${target}`).toBeTruthy();
      if (target.startsWith('/api/')) expectErrorShape(res.headers['content-type'], res.body, `TRACE ${target}`);
    }
    const connect = await rawRequest(`CONNECT ${new URL(base).host} HTTP/1.1`);
    expect(connect.status).toBe(405);
  });

  it('answers the error page /500, asked for directly, as a page that does not exist (found by the fuzzer)', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    for (const target of ['/500', '/500/', '/500//', '//500/', '/x/../500', '/%2e/500']) {
      const res = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(res.status, target).toBe(404);
    }
  });

  it('refuses NUL in a path id or a query with 400, directly and inside a batch', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const { cookie } = await signUp(base);
    const removed = await fetch(url('/api/wishlist/%00'), { method: 'DELETE', headers: { origin, cookie } });
    expect(removed.status).toBe(400);
    await errorOf(removed, 'DELETE /api/wishlist/%00');
    const listed = await fetch(url('/api/tool-usage?toolId=%00'), { headers: { cookie } });
    expect(listed.status).toBe(400);
    await errorOf(listed, 'GET /api/tool-usage?toolId=%00');
    const batch = await jsonPost(
      '/api/batch',
      JSON.stringify({ requests: [{ id: 'n-1', method: 'DELETE', url: '/api/wishlist/%00' }] }),
      { cookie },
    );
    expect(batch.status).toBe(200);
    expect(((await batch.json()) as { responses: Array<{ status: number }> }).responses[0]!.status).toBe(400);
  });
});

describe('#14.6 every /api/ answer is JSON {error, details?} with the right status line', () => {
  it('unknown API paths answer 404 JSON for every method', { timeout: HEAVY_TIMEOUT_MS }, async () => {
    for (const path of ['/api/nope', '/api/auth/nope', '/api/wishlist/a/b', '/api/tool-usage/x/y']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await fetch(url(path), { method, headers: { origin } });
        expect(res.status, `${method} ${path}`).toBe(404);
        await errorOf(res, `${method} ${path}`);
      }
    }
  });

  it('malformed percent-encoding answers 400 JSON', { timeout: HEAVY_TIMEOUT_MS }, async () => {
    for (const target of ['/api/health?x=%', '/api/health?x=%zz', '/api/%E0%A4%A', '/api/wishlist/%ED%A0%80']) {
      const res = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(res.status, target).toBe(400);
      expectErrorShape(res.headers['content-type'], res.body, target);
    }
  });

  it('answers headers too large with 431 in the error shape, and without a body to HEAD (found by the fuzzer)', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}`;
    const get = await rawRequest(`GET /api/health HTTP/1.1\r\n${big}`);
    expect(`${get.status} ${get.reason}`).toBe('431 Request Header Fields Too Large');
    expectErrorShape(get.headers['content-type'], get.body, 'GET with 20 KB of headers');
    const head = await rawRequest(`HEAD /api/health HTTP/1.1\r\n${big}`);
    expect(head.status).toBe(431);
    expect(head.body).toBe('');
  });

  it('sends the reason phrase that belongs to the status', { timeout: HEAVY_TIMEOUT_MS }, async () => {
    const wrong = await rawRequest('POST /login HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 5', 'hello');
    expect(`${wrong.status} ${wrong.reason}`).toBe('415 Unsupported Media Type');
    const form = 'email=nobody-reason%40perch.test&password=wrong-password';
    const unauthorised = await rawRequest(
      `POST /login HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}`,
      form,
    );
    expect(`${unauthorised.status} ${unauthorised.reason}`).toBe('401 Unauthorized');
    const badLink = await rawRequest('GET /verify-email?token=nope HTTP/1.1');
    expect(`${badLink.status} ${badLink.reason}`).toBe('400 Bad Request');
    const missing = await rawRequest('GET /no/such/page HTTP/1.1');
    expect(`${missing.status} ${missing.reason}`).toBe('404 Not Found');
    const api = await rawRequest('GET /api/auth/user HTTP/1.1');
    expect(`${api.status} ${api.reason}`).toBe('401 Unauthorized');
  });
});

describe('#35.9 answers Node writes itself carry every security header and the error shape', () => {
  const expectSecurityHeaders = (headers: Record<string, string>, label: string) => {
    for (const name of EVERY_ANSWER_HEADERS) expect(headers[name], `${label}: ${name}`).toBeTruthy();
  };

  it('an Expect other than 100-continue: 417, JSON {error} under /api/, a page elsewhere, with the headers', async () => {
    const api = await rawRequest('GET /api/health HTTP/1.1\r\nExpect: x-fuzz');
    expect(`${api.status} ${api.reason}`).toBe('417 Expectation Failed');
    expectErrorShape(api.headers['content-type'], api.body, 'Expect on /api/health');
    expectSecurityHeaders(api.headers, 'Expect on /api/health');
    const page = await rawRequest('GET /pricing HTTP/1.1\r\nExpect: nonsense');
    expect(page.status).toBe(417);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Expectation');
    expectSecurityHeaders(page.headers, 'Expect on /pricing');
    // 100-continue is still honoured: the server says go on (the first status line read here).
    const goOn = await rawRequest('GET /api/health HTTP/1.1\r\nExpect: 100-continue');
    expect(`${goOn.status} ${goOn.reason}`).toBe('100 Continue');
  });

  it("the parser's own refusals (a bad header line, headers too large, CONNECT) carry the headers", async () => {
    for (const [head, status] of [
      ['GET /api/health HTTP/1.1\r\nBad Header Line', 400],
      [`GET /api/health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`, 431],
      [`CONNECT ${new URL(base).host} HTTP/1.1`, 405],
    ] as const) {
      const answer = await rawRequest(head);
      expect(answer.status, head.slice(0, 40)).toBe(status);
      expectSecurityHeaders(answer.headers, head.slice(0, 40));
    }
  });
});

describe('#14.8 a large body is refused with 413, however it is sent', () => {
  it('a 10 MB chunked body to the sign-in form and the sign-in API answers 413', {
    timeout: HEAVY_TIMEOUT_MS,
  }, async () => {
    const big = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
          for (let i = 0; i < 160; i += 1) controller.enqueue(chunk);
          controller.close();
        },
      });
    for (const [path, type] of [
      ['/login', 'application/x-www-form-urlencoded'],
      ['/signup', 'application/x-www-form-urlencoded'],
      ['/api/auth/login', 'application/json'],
    ] as const) {
      const res = await fetch(url(path), {
        method: 'POST',
        headers: { origin, 'content-type': type },
        body: big(),
        duplex: 'half',
        ...noRedirect,
      } as RequestInit);
      expect(res.status, path).toBe(413);
      if (path.startsWith('/api/')) await errorOf(res, path);
      else expect(await res.text()).toMatch(/larger than/);
    }
  });

  it('a chunked body refused part-way leaves its connection usable: the rest is read and dropped', async () => {
    // 192 KB in chunks: the form page stops reading at 64 KB and answers 413. The client then
    // finishes its body and asks again on the same connection. Before, the rest of the body was
    // never read: the second request waited until the request timeout and got 408.
    const { hostname, port } = new URL(base);
    const host = `Host: ${hostname}:${port}\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const chunk = 'a'.repeat(16 * 1024);
      const chunks = (n: number) => `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(n);
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          `POST /login HTTP/1.1\r\n${host}Origin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n${chunks(12)}`,
        );
      });
      const received: Buffer[] = [];
      let finished = false;
      socket.on('data', (c: Buffer) => {
        received.push(c);
        if (finished) return;
        finished = true;
        socket.write(`${chunks(4)}0\r\n\r\nGET /api/health HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
      });
      socket.on('error', reject);
      // Without the drop the second answer never comes: what arrived is checked after 10 s.
      socket.setTimeout(10_000, () => socket.destroy());
      socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
    });
    expect([...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1])).toEqual(['413', '200']);
  });
});
