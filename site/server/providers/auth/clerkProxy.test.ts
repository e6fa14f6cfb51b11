import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProviderConfig, type ClerkConfig } from './clerkConfig';
import { CLERK_PROXY_MESSAGES, forwardToClerk, isClerkProxyRequest } from './clerkProxy';

const config = authProviderConfig({
  PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from('clerk.perch.app$').toString('base64')}`,
  CLERK_SECRET_KEY: 'sk_live_secret',
  PUBLIC_CLERK_PROXY_URL: '/__clerk',
  CLERK_FAPI_URL: 'https://fapi.test',
}) as ClerkConfig;
const client = { ip: '203.0.113.7', publicOrigin: 'https://perch.app' };

/** Replaces fetch (what @clerk/backend's proxy calls) and records what it was asked. */
function upstream(answer: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return answer(request);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Clerk Frontend API proxy (relative PUBLIC_CLERK_PROXY_URL)', () => {
  it('matches the proxy path and what is under it, nothing else', () => {
    expect(isClerkProxyRequest('/__clerk', '/__clerk')).toBe(true);
    expect(isClerkProxyRequest('/__clerk', '/__clerk/v1/client')).toBe(true);
    expect(isClerkProxyRequest('/__clerk', '/__clerkx/v1')).toBe(false);
    expect(isClerkProxyRequest('/__clerk', '/api/__clerk')).toBe(false);
  });

  it("forwards method, path, query and body to the Frontend API with Clerk's proxy headers", async () => {
    const calls = upstream(
      () => new Response('{"response":{}}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const request = new Request('http://127.0.0.1:4321/__clerk/v1/client/sign_ins?_clerk_js_version=6', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: '__client_uat=1',
        origin: 'https://perch.app',
      },
      body: 'identifier=ada%40perch.app',
    });
    const response = await forwardToClerk(request, config, '/__clerk', client);
    expect(response.status).toBe(200);
    const sent = calls[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('https://fapi.test/v1/client/sign_ins?_clerk_js_version=6');
    expect(await sent.text()).toBe('identifier=ada%40perch.app');
    expect(sent.headers.get('clerk-proxy-url')).toBe('https://perch.app/__clerk');
    expect(sent.headers.get('clerk-secret-key')).toBe('sk_live_secret');
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(sent.headers.get('x-forwarded-host')).toBe('perch.app');
    expect(sent.headers.get('x-forwarded-proto')).toBe('https');
    expect(sent.headers.get('cookie')).toBe('__client_uat=1');
  });

  it('replaces what a visitor claims about its address and origin with what the server knows', async () => {
    const calls = upstream(() => new Response(null, { status: 204 }));
    const forged = {
      'x-forwarded-for': '6.6.6.6',
      'cf-connecting-ip': '7.7.7.7',
      'x-real-ip': '8.8.8.8',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    };
    await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/environment', { headers: forged }),
      config,
      '/__clerk',
      client,
    );
    const sent = calls[0]!;
    expect(sent.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(sent.headers.get('cf-connecting-ip')).toBeNull();
    expect(sent.headers.get('x-real-ip')).toBeNull();
    expect(sent.headers.get('clerk-proxy-url')).toBe('https://perch.app/__clerk');

    // An unknown address is left out rather than guessed.
    await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/environment', { headers: forged }),
      config,
      '/__clerk',
      { ...client, ip: null },
    );
    expect(calls[1]!.headers.get('x-forwarded-for')).toBeNull();
  });

  it("passes Clerk's answers through: status, body and every Set-Cookie", async () => {
    upstream(() => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', '__client=a; Path=/; HttpOnly');
      headers.append('set-cookie', '__client_uat=1; Path=/');
      return new Response('{"errors":[{"code":"form_password_incorrect"}],"clerk_trace_id":"t"}', {
        status: 422,
        headers,
      });
    });
    const response = await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/client'),
      config,
      '/__clerk',
      client,
    );
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual(['__client=a; Path=/; HttpOnly', '__client_uat=1; Path=/']);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'form_password_incorrect' }] });
  });

  it('keeps a 5xx from Clerk itself as it is', async () => {
    upstream(
      () =>
        new Response('{"errors":[{"code":"unexpected_error","message":"boom"}],"clerk_trace_id":"t"}', {
          status: 502,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const response = await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/client'),
      config,
      '/__clerk',
      client,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ clerk_trace_id: 't' });
  });

  it('answers 502 with a clear JSON error when Clerk cannot be reached, and logs the cause', async () => {
    upstream(() => Promise.reject(new TypeError('fetch failed')));
    const log = vi.fn();
    const response = await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/environment'),
      config,
      '/__clerk',
      client,
      log,
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: CLERK_PROXY_MESSAGES.unreachable,
      errors: [
        {
          code: 'proxy_request_failed',
          message: CLERK_PROXY_MESSAGES.unreachable,
          long_message: CLERK_PROXY_MESSAGES.unreachable,
        },
      ],
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
  });

  it('answers 504 when Clerk does not answer in time', async () => {
    upstream(() => new Promise<Response>(() => {}));
    const log = vi.fn();
    const response = await forwardToClerk(
      new Request('http://127.0.0.1/__clerk/v1/environment'),
      config,
      '/__clerk',
      client,
      log,
      20,
    );
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: CLERK_PROXY_MESSAGES.timeout });
    expect(log).toHaveBeenCalledOnce();
  });
});
