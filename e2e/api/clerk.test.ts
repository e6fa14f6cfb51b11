// Clerk, when configured, without the network: session tokens signed with our own RSA key are
// verified locally (CLERK_JWT_KEY), and Clerk's Backend API is a local stand-in HTTP server that
// answers the requests @clerk/backend makes (GET/PATCH /v1/users/:id, POST /v1/sessions/:id/revoke).
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const FRONTEND_API = 'clerk.perch.test';
const ISSUER = `https://${FRONTEND_API}`;
const SECRET_KEY = 'sk_test_perch_stand_in';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

function sign(claims: Record<string, unknown>, key: KeyObject = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: 'ins_perch_test' };
  const payload = {
    sub: 'user_ada',
    sid: 'sess_ada',
    iss: ISSUER,
    iat: now - 5,
    nbf: now - 5,
    exp: now + 60,
    ...claims,
  };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${b64(header)}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
  return `${body}.${signature}`;
}

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
const clerkUser = {
  object: 'user',
  id: 'user_ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  image_url: 'https://img.clerk.com/ada.png',
  primary_email_address_id: 'idn_1',
  email_addresses: [
    {
      object: 'email_address',
      id: 'idn_1',
      email_address: 'Ada@Clerk.Perch.test',
      verification: { status: 'verified', strategy: 'email_code' },
      linked_to: [],
    },
  ],
  phone_numbers: [],
  web3_wallets: [],
  external_accounts: [],
  public_metadata: { role: 'admin' },
  private_metadata: {},
  unsafe_metadata: {},
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
};

/** A plain Clerk user (no role in publicMetadata) whom the admin above promotes. */
const clerkPlainUser = {
  ...clerkUser,
  id: 'user_babbage',
  first_name: 'Charles',
  last_name: 'Babbage',
  primary_email_address_id: 'idn_2',
  email_addresses: [
    {
      object: 'email_address',
      id: 'idn_2',
      email_address: 'charles@clerk.perch.test',
      verification: { status: 'verified', strategy: 'email_code' },
      linked_to: [],
    },
  ],
  public_metadata: {} as Record<string, unknown>,
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : null;
}

/** Set to make the stand-in's user lookups fail (Clerk unavailable). */
let clerkDown = false;
/** Mirrored users are read from Clerk again after this long (CLERK_USER_REFRESH_SECONDS). */
const REFRESH_SECONDS = 2;

let api: Server;
let server: RunningServer;
const url = (p: string) => new URL(p, server.url).href;

beforeAll(async () => {
  api = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method!, path, authorization: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (path === '/v1/users/user_ada' && req.method === 'GET') {
      if (clerkDown) {
        res.statusCode = 503;
        return res.end(JSON.stringify({ errors: [{ code: 'service_unavailable', message: 'down' }] }));
      }
      return res.end(JSON.stringify(clerkUser));
    }
    if (path === '/v1/users/user_ada' && req.method === 'PATCH') {
      // Clerk keeps the new names: a later refresh reads them back.
      const b = body as { first_name?: string; last_name?: string };
      Object.assign(clerkUser, { first_name: b.first_name, last_name: b.last_name });
      return res.end(JSON.stringify(clerkUser));
    }
    if (path === '/v1/users/user_babbage' && req.method === 'GET') return res.end(JSON.stringify(clerkPlainUser));
    if (path === '/v1/users/user_babbage/metadata' && req.method === 'PATCH') {
      // An admin's role change on the dashboard: Clerk keeps it, so a refresh reads it back.
      const b = body as { public_metadata?: Record<string, unknown> };
      clerkPlainUser.public_metadata = { ...clerkPlainUser.public_metadata, ...b.public_metadata };
      return res.end(JSON.stringify(clerkPlainUser));
    }
    const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(path);
    if (revoke && req.method === 'POST') {
      if (clerkDown) {
        res.statusCode = 503;
        return res.end(JSON.stringify({ errors: [{ code: 'service_unavailable', message: 'down' }] }));
      }
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
  const databaseUrl = inject('databaseUrl');
  server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`,
      CLERK_SECRET_KEY: SECRET_KEY,
      CLERK_JWT_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      CLERK_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      CLERK_USER_REFRESH_SECONDS: String(REFRESH_SECONDS),
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

const asUser = (token: string) => fetch(url('/api/auth/user'), { headers: { authorization: `Bearer ${token}` } });

describe(`Clerk accounts (${inject('database')})`, () => {
  it('starts with Clerk as the account provider', async () => {
    expect(await (await fetch(url('/api/health'))).json()).toMatchObject({ ok: true, accounts: 'clerk' });
  });

  it('recognises a locally verified session token and mirrors the Clerk user on first sight', async () => {
    const res = await asUser(sign({}));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'ada@clerk.perch.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      imageUrl: 'https://img.clerk.com/ada.png',
      role: 'admin',
      hasPermission: false,
      emailVerified: true,
    });
    const lookups = seen.filter((s) => s.method === 'GET' && s.path === '/v1/users/user_ada');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // Mirrored once: later requests read the local row.
    await asUser(sign({}));
    expect(seen.filter((s) => s.path === '/v1/users/user_ada' && s.method === 'GET')).toHaveLength(1);
  });

  it('reads a mirrored user from Clerk again once it is older than CLERK_USER_REFRESH_SECONDS, and keeps it when Clerk is down', async () => {
    const lookups = () => seen.filter((s) => s.method === 'GET' && s.path === '/v1/users/user_ada').length;
    await asUser(sign({}));
    const before = lookups();
    clerkUser.public_metadata = { role: 'user' };
    clerkUser.image_url = 'https://img.clerk.com/ada-2.png';
    try {
      expect(await (await asUser(sign({}))).json(), 'within the window: the mirrored row').toMatchObject({
        role: 'admin',
      });
      expect(lookups()).toBe(before);
      await new Promise((r) => setTimeout(r, REFRESH_SECONDS * 1000 + 200));
      expect(
        await (await asUser(sign({}))).json(),
        'the admin role withdrawn at Clerk is withdrawn here',
      ).toMatchObject({
        role: 'user',
        imageUrl: 'https://img.clerk.com/ada-2.png',
        firstName: 'Ada',
        emailVerified: true,
      });
      expect(lookups()).toBe(before + 1);

      clerkDown = true;
      await new Promise((r) => setTimeout(r, REFRESH_SECONDS * 1000 + 200));
      const res = await asUser(sign({}));
      expect(res.status, 'Clerk down: the request still succeeds with the mirrored row').toBe(200);
      expect(await res.json()).toMatchObject({ role: 'user' });
      expect(lookups()).toBe(before + 2);
    } finally {
      clerkDown = false;
      clerkUser.public_metadata = { role: 'admin' };
      clerkUser.image_url = 'https://img.clerk.com/ada.png';
      await new Promise((r) => setTimeout(r, REFRESH_SECONDS * 1000 + 200));
      expect(await (await asUser(sign({}))).json()).toMatchObject({ role: 'admin' });
    }
  });

  it('refuses a token with a bad signature, an expired one, one from another issuer, or one not yet valid', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await asUser(sign({}, intruder))).status).toBe(401);
    expect((await asUser(sign({ exp: now - 120, iat: now - 300, nbf: now - 300 }))).status).toBe(401);
    expect((await asUser(sign({ iss: 'https://clerk.evil.example' }))).status).toBe(401);
    expect((await asUser(sign({ nbf: now + 600, iat: now + 600, exp: now + 900 }))).status).toBe(401);
    expect((await asUser('not-a-jwt')).status).toBe(401);
  });

  it("honours Clerk's __session cookie on pages: guards, the redirect from / and the navigation", async () => {
    const cookie = `__session=${sign({})}`;
    const home = await fetch(url('/'), { headers: { cookie }, redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/tools');
    const tools = await fetch(url('/tools'), { headers: { cookie } });
    expect(tools.status).toBe(200);
    const html = await tools.text();
    expect(html).toContain('Welcome, Ada');
    expect(html).toContain('Admin Panel');
    const visitor = await fetch(url('/tools'), {
      headers: { cookie: `__session=${sign({}, intruder)}` },
      redirect: 'manual',
    });
    expect(visitor.headers.get('location')).toBe('/login?next=%2Ftools');
  });

  it('saves profile names at Clerk first, and signs out by revoking the Clerk session', async () => {
    // A session of its own: the later tests sign in with sess_ada, which this one ends.
    const token = sign({ sid: 'sess_ada_profile' });
    const patch = await fetch(url('/api/auth/user'), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Augusta', lastName: 'King' }),
    });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    expect(seen.find((s) => s.method === 'PATCH')?.body).toMatchObject({ first_name: 'Augusta', last_name: 'King' });

    const out = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { cookie: `__session=${token}` } });
    expect(out.status).toBe(204);
    expect(seen.some((s) => s.method === 'POST' && s.path === '/v1/sessions/sess_ada_profile/revoke')).toBe(true);
    expect(
      out.headers
        .getSetCookie()
        .some((c) => c.startsWith('__session=;') || /^__session=[^;]*; .*Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
  });

  it("refuses the signed-out session's tokens at once, not only when they expire, on pages and the API alike", async () => {
    // Two tokens of one session, as clerk-js may hold: the one signing out, and one it renewed
    // meanwhile (a later expiry), which the page being left can still write to the cookie.
    const signingOut = sign({ sid: 'sess_ada_out' });
    const renewed = sign({ sid: 'sess_ada_out', exp: Math.floor(Date.now() / 1000) + 120 });
    expect((await asUser(renewed)).status).toBe(200);
    const out = await fetch(url('/api/auth/logout'), {
      method: 'POST',
      headers: { cookie: `__session=${signingOut}` },
    });
    expect(out.status).toBe(204);
    expect(seen.some((s) => s.method === 'POST' && s.path === '/v1/sessions/sess_ada_out/revoke')).toBe(true);
    for (const token of [signingOut, renewed]) {
      const me = await asUser(token);
      expect(me.status).toBe(401);
      const login = await fetch(url('/login'), { headers: { cookie: `__session=${token}` }, redirect: 'manual' });
      expect(login.status).toBe(200);
      const tools = await fetch(url('/tools'), { headers: { cookie: `__session=${token}` }, redirect: 'manual' });
      expect(tools.headers.get('location')).toBe('/login?next=%2Ftools');
    }
    // Another session of the same person is not touched.
    expect((await asUser(sign({ sid: 'sess_ada_phone' }))).status).toBe(200);
  });

  it('still signs out on this server when Clerk cannot be reached to revoke the session', async () => {
    const token = sign({ sid: 'sess_ada_offline' });
    clerkDown = true;
    try {
      const out = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { cookie: `__session=${token}` } });
      expect(out.status).toBe(204);
    } finally {
      clerkDown = false;
    }
    expect((await asUser(token)).status).toBe(401);
  });

  it('saves a role an admin gives on the dashboard at Clerk (publicMetadata.role), so a refresh keeps it', async () => {
    const charles = sign({ sub: 'user_babbage', sid: 'sess_babbage' });
    const me = await asUser(charles);
    expect(me.status).toBe(200);
    const user = (await me.json()) as { id: string; role: string };
    expect(user.role).toBe('user');
    expect((await fetch(url('/api/admin/users'), { headers: { authorization: `Bearer ${charles}` } })).status).toBe(
      403,
    );
    const change = await fetch(url('/api/admin/users/role'), {
      method: 'POST',
      headers: { authorization: `Bearer ${sign({})}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.id, role: 'admin' }),
    });
    expect(change.status).toBe(200);
    expect(seen.find((s) => s.method === 'PATCH' && s.path === '/v1/users/user_babbage/metadata')?.body).toEqual({
      public_metadata: { role: 'admin' },
    });
    expect(clerkPlainUser.public_metadata).toEqual({ role: 'admin' });
    expect((await fetch(url('/api/admin/users'), { headers: { authorization: `Bearer ${charles}` } })).status).toBe(
      200,
    );
  });

  it('turns the built-in sign-in and sign-up endpoints off', async () => {
    const res = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'whatever1' }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Accounts are managed by Clerk on this server' });
  });

  it('forwards nothing to Clerk without a relative proxy URL: /__clerk/* is a 404', async () => {
    const res = await fetch(url('/__clerk/v1/environment'));
    expect(res.status).toBe(404);
  });
});
