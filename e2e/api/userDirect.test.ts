// GET /api/auth/user is answered before Astro's pipeline once its module has loaded, signed in
// or not (site/server/http/directAnswer.ts, #42); any other URL for it (here with a query string)
// still goes through the pipeline. Both must answer alike: the same status, headers and body
// signed in by cookie and by bearer token, with an unknown session cookie (which the answer
// clears: its Set-Cookie), a malformed token, no credentials, and with or without compression.
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../support/accounts';

const base = inject('baseUrl');
const PATH = '/api/auth/user';
/** Headers each answer gets afresh. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'keep-alive', 'connection']);

async function answer(url: string, headers: Record<string, string>) {
  const res = await fetch(new URL(url, base), { headers });
  const kept = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
  return {
    status: res.status,
    headers: kept,
    setCookie: res.headers.getSetCookie(),
    body: await res.text(),
    requestId: res.headers.get('x-request-id'),
  };
}

/** The same request answered directly (the exact path) and by the pipeline (a query string). */
async function both(headers: Record<string, string>) {
  // The route's module loads on its first request; from then on the exact path is answered directly.
  await answer(PATH, {});
  return { direct: await answer(PATH, headers), piped: await answer(`${PATH}?via=pipeline`, headers) };
}

async function bearer(cookie: string) {
  const res = await fetch(new URL('/api/auth/token', base), { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe(`GET /api/auth/user: the direct answer agrees with the pipeline (${inject('database')})`, () => {
  it.each([
    ['signed in by cookie', async () => ({ cookie: (await signUp(base)).cookie })],
    [
      'signed in, Brotli accepted',
      async () => ({ cookie: (await signUp(base)).cookie, 'accept-encoding': 'br, gzip' }),
    ],
    [
      'signed in by bearer token',
      async () => ({ authorization: `Bearer ${await bearer((await signUp(base)).cookie)}` }),
    ],
    ['an unknown session cookie', async () => ({ cookie: 'perch_session=not-a-session; other=1' })],
    ['a malformed bearer token', async () => ({ authorization: 'Bearer not.a.token' })],
    ['no credentials', async () => ({})],
    ['a cross-site read', async () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })],
  ])('%s', async (_name, make) => {
    const { direct, piped } = await both(await make());
    expect(direct.status).toBe(piped.status);
    expect(direct.headers).toEqual(piped.headers);
    expect(direct.setCookie).toEqual(piped.setCookie);
    expect(direct.body).toBe(piped.body);
    expect(direct.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.requestId).not.toBe(piped.requestId);
  });

  it('clears an unknown session cookie as the pipeline does', async () => {
    const { direct } = await both({ cookie: 'perch_session=not-a-session' });
    expect(direct.status).toBe(401);
    expect(direct.setCookie).toHaveLength(1);
    expect(direct.setCookie[0]).toMatch(/^perch_session=deleted; .*Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  });
});
