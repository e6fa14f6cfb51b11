// Helpers for tests that need accounts: sign up or in over the API and keep the session cookie.
import { randomUUID } from 'node:crypto';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  /** "perch_session=…" for a Cookie header. */
  cookie: string;
  /** The raw Set-Cookie header that created it. */
  setCookie: string;
  user: Record<string, unknown>;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomUUID().slice(0, 8);
  return {
    email: `user-${id}@perch.test`,
    password: `pw-${id}-long-enough`,
    firstName: 'Test',
    lastName: `User ${id}`,
    ...overrides,
  };
}

export function sessionCookieOf(res: Response): { cookie: string; setCookie: string } {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('perch_session='));
  if (!setCookie) throw new Error(`no session cookie (status ${res.status})`);
  return { cookie: setCookie.split(';')[0]!, setCookie };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function signUp(
  base: string,
  account = newAccount(),
  headers: Record<string, string> = {},
): Promise<Session & { account: TestAccount }> {
  const res = await post(base, '/api/auth/signup', account, headers);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { ...sessionCookieOf(res), user: ((await res.json()) as { user: Record<string, unknown> }).user, account };
}

export async function signIn(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  return post(base, '/api/auth/login', { email, password }, headers);
}

/**
 * A session for an address the test server makes an admin (PERCH_ADMIN_EMAILS): signed up on a
 * fresh server, signed in when an earlier run on the same server already made the account.
 */
export async function adminSession(base: string, email: string, password: string): Promise<Session> {
  try {
    return await signUp(base, newAccount({ email, password }));
  } catch {
    const res = await signIn(base, email, password);
    return { ...sessionCookieOf(res), user: ((await res.json()) as { user: Record<string, unknown> }).user };
  }
}
