// Tests that need servers of their own: throttling behind a trusted proxy (and, on PostgreSQL,
// two instances sharing one database as behind a load balancer), and verification e-mail sent
// over SMTP to a local stand-in server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccount, signIn, signUp } from '../support/accounts';
import { rawRequest } from '../support/rawHttp';
import { startServer, type RunningServer } from '../support/server';

const databaseUrl = inject('databaseUrl');
const mail: string[] = [];
let smtp: SMTPServer;
let servers: RunningServer[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mail.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const env = { TRUST_PROXY: '1', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Perch <hello@perch.test>' };
  // On PostgreSQL: two instances on one database, as behind a load balancer.
  servers = databaseUrl
    ? await Promise.all([startServer({ databaseUrl, env }), startServer({ databaseUrl, env })])
    : [await startServer({ env })];
}, 400_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Instance i of the pool (both are the same server on PGlite). */
const at = (i: number) => servers[i % servers.length]!.url;

/** The defaults these servers run with (the shared test servers raise the sign-up limit). */
const SIGNUP_LIMIT = 10;
const ERROR_REPORT_LIMIT = 20;

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

// Every test here signs in a dozen times or more, each a deliberate scrypt hash: on a loaded
// 2-core machine that alone took 30 s (CI, 2026-11-23), so the whole block has the sign-in budget.
describe(`throttling (${servers.length || (databaseUrl ? 2 : 1)} instance(s), ${inject('database')})`, {
  timeout: 120_000,
}, () => {
  it('answers 429 with Retry-After after 10 failed sign-ins for one email, counted across instances', async () => {
    const { account } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '203.0.113.101' });
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn(at(i), account.email, 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const i of [0, 1]) {
      const res = await signIn(at(i), account.email, account.password, { 'x-forwarded-for': '198.51.100.200' });
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
      expect(((await res.json()) as { error: string }).error).toMatch(/Too many attempts/);
    }
  });

  it('throttles one client address that tries many accounts, not the others', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(at(i), `nobody-${i}-${Date.now()}@perch.test`, 'guess', attacker)).status).toBe(401);
    }
    const { account } = await signUp(at(1), newAccount(), { 'x-forwarded-for': '203.0.113.102' });
    expect((await signIn(at(0), account.email, account.password, attacker)).status).toBe(429);
    expect((await signIn(at(0), account.email, account.password, { 'x-forwarded-for': '203.0.113.67' })).status).toBe(
      200,
    );
  });

  it('#35.7 counts IPv6 clients by their /64: ten guesses from ten addresses of one /64 throttle the whole /64, not the next one', async () => {
    for (let i = 0; i < 10; i += 1) {
      const from = { 'x-forwarded-for': `2001:db8:35:7::${(i + 1).toString(16)}` };
      expect((await signIn(at(i), `nobody-v6-${i}-${Date.now()}@perch.test`, 'guess', from)).status).toBe(401);
    }
    const { account } = await signUp(at(1), newAccount(), { 'x-forwarded-for': '203.0.113.110' });
    const sameSubnet = { 'x-forwarded-for': '2001:db8:35:7:abcd:ef01:2345:6789' };
    expect((await signIn(at(0), account.email, account.password, sameSubnet)).status).toBe(429);
    const nextSubnet = { 'x-forwarded-for': '2001:db8:35:8::1' };
    expect((await signIn(at(0), account.email, account.password, nextSubnet)).status).toBe(200);
  });

  it('a session made on one instance is honoured by the other', async () => {
    const { cookie } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '203.0.113.103' });
    const res = await fetch(new URL('/api/auth/user', at(1)), { headers: { cookie } });
    expect(res.status).toBe(200);
  });
});

describe(`#14 throttles and limits behind a trusted proxy (${inject('database')})`, () => {
  it('counts simultaneous wrong passwords atomically: 40 at once for one account and address, exactly 10 get through', {
    timeout: 120_000,
  }, async () => {
    const { account } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '203.0.113.104' });
    const from = { 'x-forwarded-for': '192.0.2.40' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(at(i), account.email, `wrong-${i}`, from)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    for (const res of answers.filter((r) => r.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password now waits too, from any address.
    expect((await signIn(at(1), account.email, account.password, { 'x-forwarded-for': '192.0.2.41' })).status).toBe(
      429,
    );
  });

  it('takes the client address the proxy added (the rightmost X-Forwarded-For entry), not one the client wrote', {
    timeout: 120_000,
  }, async () => {
    const answers: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      // The client writes any first entry it likes; the proxy appends the address it saw.
      const res = await signIn(at(i), `spoof-${i}-${Date.now()}@perch.test`, 'guess', {
        'x-forwarded-for': `10.${i}.0.1, 198.51.100.150`,
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(5).fill(429));
    // Another client behind the same proxy is not affected.
    const { account } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '10.0.0.1, 198.51.100.151' });
    expect(
      (await signIn(at(1), account.email, account.password, { 'x-forwarded-for': '198.51.100.150, 198.51.100.151' }))
        .status,
    ).toBe(200);
  });

  it(`limits sign-ups per address: ${SIGNUP_LIMIT} accounts an hour, then 429 with Retry-After`, {
    timeout: 120_000,
  }, async () => {
    const from = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) {
      const res = await post(at(i), '/api/auth/signup', newAccount(), from);
      expect(res.status, `sign-up ${i + 1}`).toBe(201);
    }
    const refused = await post(at(0), '/api/auth/signup', newAccount(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many/);
    const form = await fetch(new URL('/signup', at(1)), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...from, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...newAccount() }).toString(),
    });
    expect(form.status).toBe(429);
    expect((await post(at(1), '/api/auth/signup', newAccount(), { 'x-forwarded-for': '192.0.2.78' })).status).toBe(201);
  });

  it(`limits crash reports per address: ${ERROR_REPORT_LIMIT} in 15 minutes, then 429`, {
    timeout: 120_000,
  }, async () => {
    const from = { 'x-forwarded-for': '192.0.2.90' };
    for (let i = 0; i < ERROR_REPORT_LIMIT; i += 1) {
      expect((await post(at(i), '/api/error', { error: `crash ${i}` }, from)).status, `report ${i + 1}`).toBe(204);
    }
    const refused = await post(at(0), '/api/error', { error: 'one too many' }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await post(at(1), '/api/error', { error: 'another client' }, { 'x-forwarded-for': '192.0.2.91' })).status,
    ).toBe(204);
  });

  it('marks every cookie Secure when the proxy says https, and the guest id HttpOnly', {
    timeout: 120_000,
  }, async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await fetch(new URL('/terms', at(0)), { headers: https });
    const guest = page.headers.getSetCookie().find((c) => c.startsWith('perch_guest='));
    expect(guest).toMatch(/; HttpOnly/i);
    expect(guest).toMatch(/; Secure/i);
    const plain = (await fetch(new URL('/pricing', at(0)))).headers
      .getSetCookie()
      .find((c) => c.startsWith('perch_guest='));
    expect(plain).toMatch(/; HttpOnly/i);
    expect(plain).not.toMatch(/; Secure/i);
    const footer = await fetch(new URL('/api/preferences/footer', at(1)), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...https, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'collapsed=true&returnTo=%2F',
    });
    expect(footer.headers.getSetCookie().find((c) => c.startsWith('perch_footer='))).toMatch(/; Secure/i);
    const signedUp = await post(at(0), '/api/auth/signup', newAccount(), { ...https, 'x-forwarded-for': '192.0.2.95' });
    expect(signedUp.headers.getSetCookie().find((c) => c.startsWith('perch_session='))).toMatch(/; Secure/i);
  });
});

describe('e-mail verification over SMTP', () => {
  it('mails a signed link on sign-up; opening it verifies the address, a forged one does not', async () => {
    const account = newAccount();
    const { cookie } = await signUp(at(0), account, { 'x-forwarded-for': '203.0.113.105' });
    await expect.poll(() => mail.find((m) => m.includes(account.email)), { timeout: 10_000 }).toBeTruthy();
    const message = mail.find((m) => m.includes(account.email))!;
    // Undo quoted-printable soft line breaks and escapes before reading the link.
    const text = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('From: Perch <hello@perch.test>');
    expect(text).toContain('Subject: Confirm your email for Perch');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w.%-]+)/.exec(text)?.[1];
    expect(link).toBeTruthy();

    const forged = new URL(link!);
    forged.searchParams.set('token', `${forged.searchParams.get('token')!.slice(0, -3)}abc`);
    const refused = await fetch(new URL(forged.pathname + forged.search, at(1)));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link has expired or is not valid');

    const opened = await fetch(new URL(new URL(link!).pathname + new URL(link!).search, at(1)));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Email verified');
    const user = await (await fetch(new URL('/api/auth/user', at(0)), { headers: { cookie } })).json();
    expect(user).toMatchObject({ emailVerified: true });

    const again = await fetch(new URL('/api/auth/verify-email', at(0)), { method: 'POST', headers: { cookie } });
    expect(await again.json()).toEqual({ emailVerified: true });
  });
});

describe('#35.2 links in e-mails, and how often they are sent', () => {
  const linkIn = async (email: string) => {
    await expect.poll(() => mail.find((m) => m.includes(email)), { timeout: 10_000 }).toBeTruthy();
    const text = mail
      .find((m) => m.includes(email))!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return /(https?:\/\/[^\s/]+)\/verify-email\?token=/.exec(text)?.[1];
  };

  it("never builds the link from the request's Host: a sign-up sent with Host attacker.example gets this server's address", async () => {
    const account = newAccount();
    const body = JSON.stringify({ ...account });
    const answer = await rawRequest(
      at(0),
      [
        'POST /api/auth/signup HTTP/1.1',
        'Origin: http://attacker.example',
        'Content-Type: application/json',
        'X-Forwarded-For: 203.0.113.130',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n'),
      body,
      { host: 'attacker.example' },
    );
    expect(answer.status).toBeLessThan(500);
    const origin = await linkIn(account.email);
    expect(origin).not.toMatch(/attacker/);
    expect([new URL(at(0)).origin, new URL(at(1)).origin]).toContain(origin);
  });

  it('sends at most 5 new links an hour to one account (POST /api/auth/verify-email), then 429 with Retry-After', async () => {
    const { cookie } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '203.0.113.131' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(new URL('/api/auth/verify-email', at(i)), {
        method: 'POST',
        headers: { cookie, 'x-forwarded-for': `198.51.100.${60 + i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('start-up checks the account configuration', () => {
  it(
    'stops with a clear message for an invalid Clerk publishable key or a missing secret key',
    async () => {
      const bad = startServer({
        env: { PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_test_bm90LWEtaG9zdA==', CLERK_SECRET_KEY: 'sk_test_x' },
      });
      await expect(bad).rejects.toThrow(/Perch cannot start: Invalid publishable key/);
      const half = startServer({
        env: { PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from('clerk.perch.test$').toString('base64')}` },
      });
      await expect(half).rejects.toThrow(/Perch cannot start: Missing secret key/);
      // Two server starts, each allowed START_TIMEOUT_MS on a loaded machine (51 s for both in CI on
      // 2026-11-23, near the old 60 s budget).
    },
    2 * 180_000,
  );
});

// #35.1: a rule read and then written ("one live subscription", "20 requests a day") must hold
// when simultaneous requests land on different instances of one PostgreSQL.
describe(`rules counted in the database under simultaneous requests (${servers.length || (databaseUrl ? 2 : 1)} instance(s), ${inject('database')})`, {
  timeout: 120_000,
}, () => {
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };
  const plans = ['weekly', 'monthly', 'annual'] as const;

  it('20 checkouts at once for one user (no Idempotency-Key): one 201, the rest 409, and the stored plan is the one answered', async () => {
    const { cookie } = await signUp(at(0), newAccount(), { 'x-forwarded-for': '203.0.113.120' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(at(i), '/api/subscription/checkout', { plan: plans[i % 3], ...card }, { cookie }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const created = (await answers.find((r) => r.status === 201)!.json()) as { plan: string };
    for (const i of [0, 1]) {
      const current = await fetch(new URL('/api/subscription/current', at(i)), { headers: { cookie } });
      expect(((await current.json()) as { plan: string }).plan).toBe(created.plan);
    }
  });

  it("30 tool requests at once from one user: exactly 20 stored (the day's allowance), 10 answered 429", async () => {
    const { cookie } = await signUp(at(1), newAccount(), { 'x-forwarded-for': '203.0.113.121' });
    const request = {
      name: 'Invoice number generator',
      description: 'Sequential invoice numbers.',
      category: 'finance',
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(at(i), '/api/app-requests', { ...request, name: `Tool ${i}` }, { cookie }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const listed = await fetch(new URL('/api/app-requests', at(0)), { headers: { cookie } });
    expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(20);
  });
});
