// POST /api/parooty/query is answered before Astro's pipeline for a visitor once its module has
// loaded (site/server/http/directAnswer.ts, #42); a request with a session cookie still goes
// through the pipeline. Both must answer alike: the same status, headers and body for a question,
// bad JSON, a wrong content type, a body over the limit (with a length, and streamed past the
// adapter's limit), a cross-site write and a partner's CORS request. (An unknown session cookie is cleared by the pipeline's answer: Set-Cookie is its own.)
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const PATH = '/api/parooty/query';
const PARTNER = 'https://partner.example';
/** A session the database does not know: the pipeline looks it up, finds nothing, and answers as for a visitor. */
const UNKNOWN_SESSION = 'perch_session=not-a-session';
/** Headers each answer gets afresh. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'set-cookie', 'keep-alive', 'connection']);

let asked = 0;

type Asked = { body: string | (() => ReadableStream<Uint8Array>); headers: Record<string, string> };

async function answer(init: Asked) {
  const streamed = typeof init.body === 'function';
  const res = await fetch(new URL(PATH, base), {
    method: 'POST',
    headers: { 'accept-encoding': 'br, gzip', ...init.headers },
    body: typeof init.body === 'function' ? init.body() : init.body,
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
  return { status: res.status, headers, body: await res.text(), requestId: res.headers.get('x-request-id') };
}

/** The same request from a visitor (answered directly) and with an unknown session (the pipeline). */
async function both(make: () => Asked) {
  const direct = await answer(make());
  const first = make();
  const piped = await answer({ ...first, headers: { ...first.headers, cookie: UNKNOWN_SESSION } });
  return { direct, piped };
}

const question = (query: string) => () => ({
  body: JSON.stringify({ query, sessionId: `direct-${process.pid}-${Date.now()}-${(asked += 1)}` }),
  headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(asked % 200) + 1}` },
});

describe(`Parooty's direct answer agrees with the pipeline (${inject('database')})`, () => {
  it.each([
    ['a question answered with a tool', question('convert 10 km to miles')],
    ['a question no tool answers', question('book me a flight to Lisbon')],
    ['malformed JSON', () => ({ body: '{"query":', headers: { 'content-type': 'application/json' } })],
    [
      'a field that breaks a rule',
      () => ({ body: '{"query":"","sessionId":"x"}', headers: { 'content-type': 'application/json' } }),
    ],
    [
      'another content type',
      () => ({ body: 'query=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ],
    [
      'a body past the adapter limit, sent in chunks without a length',
      () => ({
        body: () =>
          new ReadableStream<Uint8Array>({
            start(controller) {
              // 1.1 MB in 64 KB chunks: past the 1 MB the adapter reads.
              for (let i = 0; i < 18; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
              controller.close();
            },
          }),
        headers: { 'content-type': 'application/json' },
      }),
    ],
    [
      'a body over the limit',
      () => ({ body: `{"query":"${'a'.repeat(70_000)}"}`, headers: { 'content-type': 'application/json' } }),
    ],
    [
      'a cross-site write',
      () => ({
        ...question('format this json')(),
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      }),
    ],
    [
      "a partner's question (CORS)",
      () => ({
        ...question('merge two pdf files')(),
        headers: { 'content-type': 'application/json', origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      }),
    ],
  ])('%s', async (_name, make) => {
    // The route's module loads on its first request; from then on a visitor is answered directly.
    await answer(question('warm up')());
    const { direct, piped } = await both(make);
    expect(direct.status).toBe(piped.status);
    expect(direct.headers).toEqual(piped.headers);
    expect(direct.body).toBe(piped.body);
    expect(direct.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.requestId).not.toBe(piped.requestId);
  });
});
