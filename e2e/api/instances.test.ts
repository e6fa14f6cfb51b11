// Tests that need servers of their own: throttling behind a trusted proxy (and, on PostgreSQL,
// two instances sharing one database as behind a load balancer), and verification e-mail sent
// over SMTP to a local stand-in server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccount, signIn, signUp } from '../support/accounts';
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
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Instance i of the pool (both are the same server on PGlite). */
const at = (i: number) => servers[i % servers.length]!.url;

describe(`throttling (${servers.length || (databaseUrl ? 2 : 1)} instance(s), ${inject('database')})`, () => {
  it('answers 429 with Retry-After after 10 failed sign-ins for one email, counted across instances', async () => {
    const { account } = await signUp(at(0), newAccount());
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
    const { account } = await signUp(at(1), newAccount());
    expect((await signIn(at(0), account.email, account.password, attacker)).status).toBe(429);
    expect((await signIn(at(0), account.email, account.password, { 'x-forwarded-for': '203.0.113.67' })).status).toBe(200);
  });

  it('a session made on one instance is honoured by the other', async () => {
    const { cookie } = await signUp(at(0), newAccount());
    const res = await fetch(new URL('/api/auth/user', at(1)), { headers: { cookie } });
    expect(res.status).toBe(200);
  });
});

describe('e-mail verification over SMTP', () => {
  it('mails a signed link on sign-up; opening it verifies the address, a forged one does not', async () => {
    const account = newAccount();
    const { cookie } = await signUp(at(0), account);
    await expect.poll(() => mail.find((m) => m.includes(account.email)), { timeout: 10_000 }).toBeTruthy();
    const message = mail.find((m) => m.includes(account.email))!;
    // Undo quoted-printable soft line breaks and escapes before reading the link.
    const text = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('From: Perch <hello@perch.test>');
    expect(text).toContain('Subject: Confirm your email for Perch');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w.%-]+)/.exec(text)?.[1];
    expect(link).toBeTruthy();

    const forged = new URL(link!);
    forged.searchParams.set('token', forged.searchParams.get('token')!.slice(0, -3) + 'abc');
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

describe('start-up checks the account configuration', () => {
  it('stops with a clear message for an invalid Clerk publishable key or a missing secret key', async () => {
    const bad = startServer({ env: { PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_test_bm90LWEtaG9zdA==', CLERK_SECRET_KEY: 'sk_test_x' } });
    await expect(bad).rejects.toThrow(/Perch cannot start: Invalid publishable key/);
    const half = startServer({ env: { PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from('clerk.perch.test$').toString('base64')}` } });
    await expect(half).rejects.toThrow(/Perch cannot start: Missing secret key/);
  }, 60_000);
});
