// A database that cannot be reached, on PostgreSQL (PGlite lives inside the server process and is
// not lost apart from it). The servers reach PostgreSQL through a relay this file cuts, as when
// the database's host goes away: its connections drop, new ones are closed as they open, or
// (`hang`) are held open with nothing said.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from '../support/accounts';
import { startCuttableRelay, type CuttableRelay } from '../support/cuttableRelay';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

const RETRY_AFTER_S = '5';
const UNAVAILABLE = 'The database cannot be reached just now. Try again in a moment.';

let relay: CuttableRelay;
beforeAll(async () => {
  relay = await startCuttableRelay(inject('databaseUrl')!);
});
afterEach(() => relay.restore());
afterAll(() => relay?.close());

/** Until `check` passes or 20 s go by: a server's pool takes a moment to find the database again. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('built-in accounts, while the database cannot be reached', () => {
  let server: RunningServer;
  const url = (path: string) => new URL(path, server.url).href;
  beforeAll(async () => {
    server = await startServer({ databaseUrl: relay.url, env: TEST_SERVER_ENV });
  }, 200_000);
  afterAll(() => server?.stop());

  it('signs out all the same: the cookie goes and the form lands on /', async () => {
    const { cookie } = await signUp(server.url);
    relay.cut();
    const form = await fetch(url('/api/auth/logout'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/');
    expect(form.headers.getSetCookie().find((c) => c.startsWith('perch_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const api = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { cookie } });
    expect(api.status).toBe(204);
    expect(api.headers.getSetCookie().find((c) => c.startsWith('perch_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(server.output()).toContain('sign-out could not delete the session');
  });

  it('answers 503 with Retry-After, not 500, and serves again once the database is back', async () => {
    const { cookie } = await signUp(server.url);
    relay.cut();
    const answers = [
      await fetch(url('/api/auth/user'), { headers: { cookie } }),
      await fetch(url('/api/parooty/query'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'format json', sessionId: 'db-down-1' }),
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(RETRY_AFTER_S);
      expect(await res.json()).toEqual({ error: UNAVAILABLE });
    }
    // Not ready: a load balancer sends visitors elsewhere.
    const health = await fetch(url('/api/health'));
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe(RETRY_AFTER_S);
    expect(await health.json()).toEqual({ ok: false, error: 'The database cannot be reached' });
    // A page says the service is briefly unavailable: 503 with Retry-After, not the crash screen's 500 (#35.10).
    const page = await fetch(url('/tools'), { headers: { cookie } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(RETRY_AFTER_S);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect([...page.headers.keys()].filter((name) => name.startsWith('perch-'))).toEqual([]);
    const html = await page.text();
    expect(html).toContain('Perch is briefly unavailable');
    expect(html).not.toContain('Something went wrong');

    relay.restore();
    await eventually(async () => expect((await fetch(url('/api/health'))).status).toBe(200));
    const me = await fetch(url('/api/auth/user'), { headers: { cookie } });
    expect(me.status).toBe(200);
    const ask = await fetch(url('/api/parooty/query'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'format json', sessionId: 'db-down-2' }),
    });
    expect(ask.status).toBe(200);
  });

  it('gives up on a database that says nothing in about 5 s, with the same 503', async () => {
    relay.hang();
    const started = Date.now();
    const res = await fetch(url('/api/parooty/query'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'format json', sessionId: 'db-silent' }),
    });
    const waited = Date.now() - started;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: UNAVAILABLE });
    expect(waited).toBeGreaterThanOrEqual(4_500);
    expect(waited).toBeLessThan(15_000);
  }, 30_000);
});

describe('Clerk accounts, while the database cannot be reached', () => {
  const FRONTEND_API = 'clerk.perch.test';
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sign = (sid: string) => {
    const now = Math.floor(Date.now() / 1000);
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const body = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_perch_test' })}.${b64({ sub: 'user_ada', sid, iss: `https://${FRONTEND_API}`, iat: now - 5, nbf: now - 5, exp: now + 60 })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
  };
  /** Clerk's Backend API: the sessions it was asked to revoke. */
  const revoked: string[] = [];
  let api: Server;
  let server: RunningServer;
  beforeAll(async () => {
    api = createServer((req, res) => {
      const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (revoke && req.method === 'POST') {
        revoked.push(revoke[1]!);
        return res.end(
          JSON.stringify({
            object: 'session',
            id: revoke[1],
            user_id: 'user_ada',
            client_id: 'client_1',
            status: 'revoked',
            last_active_at: 1,
            expire_at: 2,
            abandon_at: 3,
            created_at: 1,
            updated_at: 1,
          }),
        );
      }
      res.statusCode = 404;
      return res.end(JSON.stringify({ errors: [{ code: 'resource_not_found', message: 'not found' }] }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startServer({
      databaseUrl: relay.url,
      env: {
        PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`,
        CLERK_SECRET_KEY: 'sk_test_perch_stand_in',
        CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        CLERK_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => api?.close(() => resolve()));
  });

  it('still revokes the session at Clerk and removes its cookie', async () => {
    relay.cut();
    const out = await fetch(new URL('/api/auth/logout', server.url), {
      method: 'POST',
      headers: { cookie: `__session=${sign('sess_ada_db_down')}` },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /^__session=[^;]*;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(revoked).toEqual(['sess_ada_db_down']);
    expect(server.output()).toContain('sign-out could not record the revoked Clerk session');
  });
});
