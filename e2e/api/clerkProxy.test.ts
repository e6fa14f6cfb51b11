// The Clerk Frontend API proxy a relative PUBLIC_CLERK_PROXY_URL asks for, against the built
// server: a local HTTP server plays Clerk's Frontend API (CLERK_FAPI_URL) and records what the
// proxy sent it.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const SECRET_KEY = 'sk_live_perch_proxy_test';
const PROXY_PATH = '/auth/clerk-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
/** What the next request gets; by default an echo. */
let answer: ((res: ServerResponse) => void) | null = null;

let fapi: Server;
let fapiUrl: string;
let server: RunningServer;
const url = (p: string) => new URL(p, server.url).href;

beforeAll(async () => {
  fapi = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    if (answer) return answer(res);
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', [
      '__client=abc; Path=/; HttpOnly; Secure; SameSite=Lax',
      '__client_uat=1700000000; Path=/',
    ]);
    res.end(JSON.stringify({ response: { object: 'client' }, client: null }));
  });
  await new Promise<void>((resolve) => fapi.listen(0, '127.0.0.1', resolve));
  fapiUrl = `http://127.0.0.1:${(fapi.address() as AddressInfo).port}`;
  const databaseUrl = inject('databaseUrl');
  server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from('clerk.perch.test$').toString('base64')}`,
      CLERK_SECRET_KEY: SECRET_KEY,
      PUBLIC_CLERK_PROXY_URL: PROXY_PATH,
      CLERK_FAPI_URL: fapiUrl,
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  fapi.closeAllConnections();
  await new Promise<void>((resolve) => fapi.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  answer = null;
});

describe(`Clerk Frontend API proxy at a relative PUBLIC_CLERK_PROXY_URL (${inject('database')})`, () => {
  it("forwards method, path, query and body, adding Clerk's proxy headers, and keeps every Set-Cookie", async () => {
    const res = await fetch(url(`${PROXY_PATH}/v1/client/sign_ins?_clerk_js_version=6.40.0&_method=PATCH`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie: '__client_uat=0' },
      body: 'identifier=ada%40perch.test&strategy=password',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: { object: 'client' }, client: null });
    expect(res.headers.getSetCookie()).toEqual([
      '__client=abc; Path=/; HttpOnly; Secure; SameSite=Lax',
      '__client_uat=1700000000; Path=/',
    ]);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    expect(seen).toHaveLength(1);
    const sent = seen[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/client/sign_ins?_clerk_js_version=6.40.0&_method=PATCH');
    expect(sent.body).toBe('identifier=ada%40perch.test&strategy=password');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers.cookie).toBe('__client_uat=0');
    expect(sent.headers['clerk-proxy-url']).toBe(`${server.url}${PROXY_PATH}`);
    expect(sent.headers['clerk-secret-key']).toBe(SECRET_KEY);
    expect(sent.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.headers['x-forwarded-host']).toBe(new URL(server.url).host);
    expect(sent.headers['x-forwarded-proto']).toBe('http');
    expect(sent.headers.host).toBe(new URL(fapiUrl).host);
  });

  it('does not let a visitor choose the address or origin Clerk is told about', async () => {
    await fetch(url(`${PROXY_PATH}/v1/environment`), {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'cf-connecting-ip': '7.7.7.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    const sent = seen[0]!;
    expect(sent.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.headers['cf-connecting-ip']).toBeUndefined();
    expect(sent.headers['clerk-proxy-url']).toBe(`${server.url}${PROXY_PATH}`);
  });

  it("streams Clerk's own answers back unchanged, errors included, and rewrites its redirects to the proxy", async () => {
    answer = (res) => {
      res.statusCode = 422;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          errors: [{ code: 'form_password_incorrect', message: 'Password is incorrect.' }],
          clerk_trace_id: 't1',
        }),
      );
    };
    const refused = await fetch(url(`${PROXY_PATH}/v1/client/sign_ins/sia_1/attempt_first_factor`), {
      method: 'POST',
      headers: { origin: server.url },
      body: 'password=x',
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'form_password_incorrect' }], clerk_trace_id: 't1' });

    answer = (res) => {
      res.statusCode = 307;
      res.setHeader('location', `${fapiUrl}/v1/oauth_callback?state=s`);
      res.end();
    };
    const redirected = await fetch(url(`${PROXY_PATH}/v1/client/handshake`), { redirect: 'manual' });
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe(`${server.url}${PROXY_PATH}/v1/oauth_callback?state=s`);
  });

  it('answers 502 with a clear JSON error when Clerk cannot be reached (never a crash), and keeps serving', async () => {
    answer = (res) => res.socket?.destroy();
    const res = await fetch(url(`${PROXY_PATH}/v1/environment`));
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string; errors: { code: string }[] };
    expect(body.error).toMatch(/could not be reached/);
    expect(body.errors[0]!.code).toBe('proxy_request_failed');
    expect(server.output()).toMatch(/Clerk proxy: GET \/auth\/clerk-proxy\/v1\/environment failed/);

    answer = null;
    expect((await fetch(url(`${PROXY_PATH}/v1/environment`))).status).toBe(200);
    expect((await fetch(url('/api/health'))).status).toBe(200);
  });

  it('forwards only its own path: a neighbour is an ordinary 404, and cross-site writes are refused', async () => {
    expect((await fetch(url(`${PROXY_PATH}x/v1/environment`))).status).toBe(404);
    const crossSite = await fetch(url(`${PROXY_PATH}/v1/client/sign_ins`), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: 'identifier=x',
    });
    expect(crossSite.status).toBe(403);
    expect(seen).toHaveLength(0);
  });
});

describe('no relative proxy URL: nothing is forwarded', () => {
  it('built-in accounts answer /__clerk/* with a 404', async () => {
    const res = await fetch(new URL('/__clerk/v1/environment', inject('baseUrl')));
    expect(res.status).toBe(404);
  });
});
