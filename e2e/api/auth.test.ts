import { describe, expect, inject, it } from 'vitest';
import { newAccount, sessionCookieOf, signIn, signUp } from '../support/accounts';
import { TEST_ADMIN_EMAIL } from '../support/server';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const noRedirect = { redirect: 'manual' as const };

describe(`sign-up (${inject('database')})`, () => {
  it('creates the account, signs it in with a safe session cookie and answers the user', async () => {
    const account = newAccount({ email: `  Mixed.Case-${Date.now()}@Perch.TEST ` });
    const res = await fetch(url('/api/auth/signup'), { method: 'POST', ...json(account) });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toEqual({
      id: expect.any(String),
      email: account.email.trim().toLowerCase(),
      firstName: 'Test',
      lastName: account.lastName,
      imageUrl: null,
      role: 'user',
      hasPermission: false,
      emailVerified: false,
    });
    const { setCookie } = sessionCookieOf(res);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie, 'plain http: no Secure flag').not.toMatch(/Secure/);
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(token, 'base64url').length, '256-bit token').toBe(32);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
  });

  it('refuses a taken email (in any spelling) with 409 naming the email field', async () => {
    const { account } = await signUp(base);
    const res = await fetch(url('/api/auth/signup'), {
      method: 'POST',
      ...json({ ...account, email: ` ${account.email.toUpperCase()}` }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'An account with this email already exists.',
      details: { email: 'An account with this email already exists.' },
    });
  });

  it('names every invalid field', async () => {
    const res = await fetch(url('/api/auth/signup'), {
      method: 'POST',
      ...json({ firstName: '  ', lastName: 'x'.repeat(101), email: 'not-an-email', password: 'short' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: Record<string, string> };
    expect(body.details).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Last name must be at most 100 characters',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('sign-in and sessions', () => {
  it('signs in with a new session each time (rotation) and one generic message when wrong', async () => {
    const first = await signUp(base);
    const ok = await signIn(base, first.account.email.toUpperCase(), first.account.password);
    expect(ok.status).toBe(200);
    const second = sessionCookieOf(ok);
    expect(second.cookie).not.toBe(first.cookie);

    const wrongPassword = await signIn(base, first.account.email, 'not-the-password');
    const unknownEmail = await signIn(base, `nobody-${Date.now()}@perch.test`, 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    // No hint whether the address has an account.
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect(wrongPassword.headers.getSetCookie().some((c) => c.startsWith('perch_session='))).toBe(false);
  });

  it('GET /api/auth/user: 401 without a session, the user with one', async () => {
    const anonymous = await fetch(url('/api/auth/user'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not signed in' });
    const { cookie, user } = await signUp(base);
    const res = await fetch(url('/api/auth/user'), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(user);
    const bogus = await fetch(url('/api/auth/user'), { headers: { cookie: 'perch_session=forged-token' } });
    expect(bogus.status).toBe(401);
  });

  it('accepts a bearer token minted for the session, and none that is forged or outlived it', async () => {
    const { cookie, user } = await signUp(base);
    const minted = await fetch(url('/api/auth/token'), { headers: { cookie } });
    expect(minted.status).toBe(200);
    const { token, expiresAt } = (await minted.json()) as { token: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const bearer = (t: string) => fetch(url('/api/auth/user'), { headers: { authorization: `Bearer ${t}` } });
    expect(await (await bearer(token)).json()).toEqual(user);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await bearer(tampered)).status).toBe(401);
    expect((await bearer('')).status).toBe(401);
    // A bearer token cannot mint more tokens.
    expect((await fetch(url('/api/auth/token'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    // Signing out ends the session, and every token minted from it.
    await fetch(url('/api/auth/logout'), { method: 'POST', headers: { cookie } });
    expect((await bearer(token)).status).toBe(401);
  });

  it('signs out: the row is deleted and the cookie cleared; the form gets 303 to /', async () => {
    const { cookie } = await signUp(base);
    const out = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().find((c) => c.startsWith('perch_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await fetch(url('/api/auth/user'), { headers: { cookie } })).status).toBe(401);

    const again = await signUp(base);
    const form = await fetch(url('/api/auth/logout'), {
      method: 'POST',
      headers: { cookie: again.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      ...noRedirect,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/');
    expect((await fetch(url('/api/auth/user'), { headers: { cookie: again.cookie } })).status).toBe(401);
  });

  it('refuses a cross-site sign-in or sign-out', async () => {
    const { cookie, account } = await signUp(base);
    const login = await signIn(base, account.email, account.password, { origin: 'https://evil.example' });
    expect(login.status).toBe(403);
    const logout = await fetch(url('/api/auth/logout'), {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.status).toBe(403);
    expect((await fetch(url('/api/auth/user'), { headers: { cookie } })).status).toBe(200);
  });
});

describe('PATCH /api/auth/user', () => {
  it('updates trimmed names', async () => {
    const { cookie } = await signUp(base);
    const res = await fetch(url('/api/auth/user'), {
      method: 'PATCH',
      ...json({ firstName: '  Grace ', lastName: ' Hopper  ' }, { cookie }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(await (await fetch(url('/api/auth/user'), { headers: { cookie } })).json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('requires both names, at most 100 characters, and nothing else; saves nothing when refused', async () => {
    const { cookie, user } = await signUp(base);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ firstName: '', lastName: 'X' }, { firstName: 'Enter your first name' }],
      [{ firstName: 'A', lastName: '   ' }, { lastName: 'Enter your last name' }],
      [{ firstName: 'A' }, { lastName: 'Enter your last name' }],
      [{ firstName: 'x'.repeat(101), lastName: 'B' }, { firstName: 'First name must be at most 100 characters' }],
      [
        { firstName: 'A', lastName: 'B', role: 'admin' },
        { body: expect.stringContaining('role') as unknown as string },
      ],
    ];
    for (const [body, details] of cases) {
      const res = await fetch(url('/api/auth/user'), { method: 'PATCH', ...json(body, { cookie }) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { details: unknown }).details).toEqual(details);
    }
    expect(await (await fetch(url('/api/auth/user'), { headers: { cookie } })).json()).toEqual(user);
    const anonymous = await fetch(url('/api/auth/user'), {
      method: 'PATCH',
      ...json({ firstName: 'A', lastName: 'B' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('guards and roles', () => {
  it('sends visitors of signed-in pages to /login with the way back, and signed-in users from / to /tools', async () => {
    for (const path of [
      '/dashboard',
      '/tools',
      '/apps',
      '/profile',
      '/onboarding',
      '/parooty-onboarding',
      '/wishlist',
      '/app/abc',
      '/subscription',
      '/account',
    ]) {
      const res = await fetch(url(path), noRedirect);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    const { cookie } = await signUp(base);
    for (const path of ['/', '/dashboard', '/login', '/signup']) {
      const res = await fetch(url(path), { headers: { cookie }, ...noRedirect });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/tools');
    }
    const tools = await fetch(url('/tools'), { headers: { cookie } });
    expect(tools.status).toBe(200);
    expect(tools.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the admin area to admins: visitors go to /admin, users get 404 and 403 from the API', async () => {
    const visitorPage = await fetch(url('/admin/dashboard'), noRedirect);
    expect(visitorPage.status).toBe(302);
    expect(visitorPage.headers.get('location')).toBe('/admin');
    expect((await fetch(url('/api/admin/users'))).status).toBe(401);

    const { cookie } = await signUp(base);
    expect((await fetch(url('/admin/dashboard'), { headers: { cookie }, ...noRedirect })).status).toBe(404);
    const api = await fetch(url('/api/admin/users'), { headers: { cookie } });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: 'Admins only' });
    expect((await fetch(url('/api/admin/anything-else'), { headers: { cookie } })).status).toBe(403);
  });

  it('makes PERCH_ADMIN_EMAILS accounts admins, who see the dashboard and the admin API', async () => {
    const admin = await signUp(base, newAccount({ email: TEST_ADMIN_EMAIL }));
    expect(admin.user.role).toBe('admin');
    const page = await fetch(url('/admin/dashboard'), { headers: { cookie: admin.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h2 id="users-title"[^>]*>Users<\/h2>/);
    const api = await fetch(url('/api/admin/users?limit=5'), { headers: { cookie: admin.cookie } });
    expect(api.status).toBe(200);
    const body = (await api.json()) as { overview: { users: number; admins: number }; users: unknown[] };
    expect(body.overview.admins).toBeGreaterThanOrEqual(1);
    expect(body.users.length).toBeLessThanOrEqual(5);
    expect((await fetch(url('/api/admin/users?limit=-1'), { headers: { cookie: admin.cookie } })).status).toBe(400);
    const signIn = await fetch(url('/admin'), { headers: { cookie: admin.cookie }, ...noRedirect });
    expect(signIn.headers.get('location')).toBe('/admin/dashboard');
  });
});

describe('the sign-in and sign-up pages (forms, no JavaScript)', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(base).origin, ...headers },
    body: new URLSearchParams(fields).toString(),
    ...noRedirect,
  });

  it('/signup creates the account and goes to /onboarding; a taken email is shown on its field', async () => {
    const account = newAccount();
    const res = await fetch(url('/signup'), form({ ...account }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/onboarding');
    const { cookie } = sessionCookieOf(res);
    expect((await fetch(url('/onboarding'), { headers: { cookie } })).status).toBe(200);

    const taken = await fetch(url('/signup'), form({ ...account, password: 'another-password' }));
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toMatch(
      /<p class="error" id="field-email-error"[^>]*>An account with this email already exists\.<\/p>/,
    );
    expect(html).toContain(`value="${account.email}"`);
    expect(html, 'the password is never echoed').not.toContain('another-password');
  });

  it('/login returns to a same-site `next`, never to another site, and keeps the visitor there when wrong', async () => {
    const { account } = await signUp(base);
    const ok = await fetch(url('/login?next=%2Fprofile'), form({ email: account.email, password: account.password }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/profile');
    const offsite = await fetch(
      url('/login?next=%2F%2Fevil.example'),
      form({ email: account.email, password: account.password }),
    );
    expect(offsite.headers.get('location')).toBe('/dashboard');

    const wrong = await fetch(url('/login'), form({ email: account.email, password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Incorrect email or password.');
    expect(html).toContain('role="alert"');
  });

  it('/admin signs in admins only: another account gets 403 and no session', async () => {
    const { account } = await signUp(base);
    const refused = await fetch(url('/admin'), form({ email: account.email, password: account.password }));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This account does not have admin access.');
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('perch_session='))).toBe(false);
  });

  it('onboarding stores the picked interests, and refuses a body that is not the form without losing them', async () => {
    const { cookie } = await signUp(base);
    const saved = await fetch(url('/onboarding?next=%2Fprofile'), {
      ...form({}, { cookie }),
      body: 'interests=writing&interests=developer&interests=not-a-category',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/profile');
    const refused = await fetch(url('/onboarding'), {
      ...form({}, { cookie }),
      headers: { cookie, origin: new URL(base).origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(415);
    const page = await (await fetch(url('/onboarding'), { headers: { cookie } })).text();
    expect(page).toMatch(/value="writing" checked/);
    expect(page).toMatch(/value="developer" checked/);
    expect(page).not.toMatch(/value="ai" checked/);
  });

  it('refuses a form posted from another site', async () => {
    const account = newAccount();
    const res = await fetch(url('/signup'), form({ ...account }, { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
  });
});

describe('the public page cache and the guest id', () => {
  it('serves visitors from the cache with a fresh request id and a guest id; signed-in users bypass it', async () => {
    // The server is shared with other files: /terms may have been cached over 5 minutes ago, and a
    // stale entry is answered while it is rendered again in the background. Fresh once it is HIT.
    let a = await fetch(url('/terms'));
    for (let tries = 0; a.headers.get('x-astro-cache') !== 'HIT' && tries < 200; tries++) {
      await a.arrayBuffer();
      a = await fetch(url('/terms'));
    }
    const b = await fetch(url('/terms'));
    expect(b.headers.get('x-astro-cache')).toBe('HIT');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    const guest = b.headers.getSetCookie().find((c) => c.startsWith('perch_guest='));
    expect(guest).toMatch(/^perch_guest=guest-[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    // A browser that already has its guest id keeps it.
    const known = await fetch(url('/terms'), { headers: { cookie: guest!.split(';')[0]! } });
    expect(known.headers.getSetCookie()).toEqual([]);

    const { cookie } = await signUp(base);
    await fetch(url('/'));
    const home = await fetch(url('/'), { headers: { cookie }, ...noRedirect });
    expect(home.status).toBe(302);
    expect(home.headers.get('x-astro-cache')).toBeNull();
    const pricing = await fetch(url('/pricing'), { headers: { cookie } });
    expect(pricing.headers.get('x-astro-cache')).toBeNull();
    expect(await pricing.text()).toContain('account menu');
    expect(pricing.headers.getSetCookie().some((c) => c.startsWith('perch_guest='))).toBe(false);
  });
});
