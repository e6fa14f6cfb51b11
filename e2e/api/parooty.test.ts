// POST /api/parooty/query: answers from the catalogue, bad input, the per-session and
// per-address limits, CORS for PAROOTY_ALLOWED_ORIGINS (preflight included), and stored turns.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOOL_CATEGORIES } from '@perch/tools';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../../site/server/db/client';
import { parootyTurns } from '../../site/server/db/schema';
import {
  PAROOTY_LIMIT_PER_SESSION,
  PAROOTY_QUERY_MAX_CHARS,
  PAROOTY_SESSION_ID_MAX_CHARS,
} from '../../site/server/services/parooty';
import { signUp } from '../support/accounts';
import { startServer, TEST_SERVER_ENV, type RunningServer } from '../support/server';

const base = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const PATH = '/api/parooty/query';
const PARTNER = 'https://partner.example';
let sessions = 0;
const newSession = () => `widget-${Date.now()}-${process.pid}-${(sessions += 1)}`;

type Rec = { id: string; name: string; description: string; category: string; url: string; why: string; pro: boolean };
type Answer = { data: { content: string; toolRecommendations: Rec[] } };

function ask(body: unknown, { server = base, headers = {} as Record<string, string> } = {}) {
  return fetch(new URL(PATH, server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe(`Parooty answers (${inject('database')})`, () => {
  it('answers with catalogue tools at site-relative urls, prefilled when the question says the values', async () => {
    const res = await ask({ query: '  convert 10 km to miles  ', sessionId: newSession() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as Answer;
    expect(data.content.length).toBeGreaterThan(0);
    expect(data.toolRecommendations.length).toBeGreaterThan(0);
    expect(data.toolRecommendations.length).toBeLessThanOrEqual(5);
    const [first] = data.toolRecommendations;
    expect(first).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      category: expect.any(String),
      url: expect.any(String),
      why: expect.any(String),
      pro: expect.any(Boolean),
    });
    // The category as people read it, not its id.
    expect(TOOL_CATEGORIES.map((c) => c.label)).toContain(first!.category);
    expect(first!.url).toMatch(new RegExp(`^/app/${first!.id}\\?`));
    expect(first!.url).toContain('10');
    for (const rec of data.toolRecommendations) {
      expect(rec.url.startsWith(`/app/${rec.id}`), rec.url).toBe(true);
      // Each is a real catalogue tool: its page exists.
      const page = await fetch(new URL(`/api/tools/${encodeURIComponent(rec.id)}`, base));
      expect(page.status, rec.id).toBe(200);
      // The Pro mark is the catalogue row's own.
      expect(rec.pro, rec.id).toBe(((await page.json()) as { pro: boolean }).pro);
    }
  });

  it('says "not yet" for an operation no tool does: no near miss, and a request link for /app-request', async () => {
    const res = await ask({ query: 'turn these jpgs into a single pdf', sessionId: newSession() });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer & { data: { toolRequest?: { name: string; url: string } } };
    expect(data.content).toContain("Perch doesn't have a JPG to PDF converter yet");
    expect(data.toolRecommendations).toEqual([]);
    expect(data.toolRequest).toEqual({
      name: 'JPG to PDF converter',
      url: '/app-request?name=JPG+to+PDF+converter&description=turn+these+jpgs+into+a+single+pdf',
    });
    // An answer Perch has carries no request.
    const found = await ask({ query: 'convert 10 km to miles', sessionId: newSession() });
    expect(((await found.json()) as { data: Record<string, unknown> }).data).not.toHaveProperty('toolRequest');
  });

  it("states the tool's own result first when the question gives its inputs, and carries it as data", async () => {
    const res = await ask({ query: 'md5 of abc', sessionId: newSession() });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer & {
      data: { result?: { toolId: string; text: string; sentence: string } };
    };
    // RFC 1321's test vector for "abc", worked out by the MD5 tool's own engine on the server.
    expect(data.result).toEqual({
      toolId: 'md5-hash-generator',
      text: '900150983cd24fb0d6963f7d28e17f72',
      sentence: 'The MD5 of “abc” is 900150983cd24fb0d6963f7d28e17f72.',
    });
    expect(data.content.startsWith(data.result!.sentence)).toBe(true);
    // The tool follows, with the input filled in.
    expect(data.toolRecommendations[0]).toMatchObject({
      id: 'md5-hash-generator',
      url: '/app/md5-hash-generator?input=abc',
    });
    // A question without the inputs gets no result.
    const plain = (await (await ask({ query: 'md5 hash generator', sessionId: newSession() })).json()) as {
      data: Record<string, unknown>;
    };
    expect(plain.data).not.toHaveProperty('result');
  });

  it('greets back without forcing a recommendation', async () => {
    const res = await ask({ query: 'hello!', sessionId: newSession() });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer;
    expect(data.content.length).toBeGreaterThan(0);
    expect(data.toolRecommendations).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const sessionId = newSession();
    const cases: Array<[unknown, string]> = [
      [{ sessionId }, 'query'],
      [{ query: '', sessionId }, 'query'],
      [{ query: '   \n  ', sessionId }, 'query'],
      [{ query: 42, sessionId }, 'query'],
      [{ query: 'x'.repeat(PAROOTY_QUERY_MAX_CHARS + 1), sessionId }, 'query'],
      [{ query: 'hello' }, 'sessionId'],
      [{ query: 'hello', sessionId: '' }, 'sessionId'],
      [{ query: 'hello', sessionId: 7 }, 'sessionId'],
      [{ query: 'hello', sessionId: 's'.repeat(PAROOTY_SESSION_ID_MAX_CHARS + 1) }, 'sessionId'],
      [{ query: 'hello\u0000', sessionId }, 'query'],
      [[], 'body'],
      // Unknown fields are refused, as on every other endpoint (#35.11).
      [{ query: 'hello', sessionId, mode: 'admin' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.status, label).toBe(400);
      const answer = (await res.json()) as { error: string; details: Record<string, string> };
      expect(Object.keys(answer.details), label).toContain(field);
    }
    expect((await ask('{"query":')).status).toBe(400);
    const wrongType = await fetch(new URL(PATH, base), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(wrongType.status).toBe(415);
    const tooBig = await ask({ query: 'hi', sessionId, pad: 'x'.repeat(70_000) });
    expect(tooBig.status).toBe(413);
    expect(
      (await ask({ query: 'x'.repeat(PAROOTY_QUERY_MAX_CHARS), sessionId })).status,
      'the limits themselves are fine',
    ).toBe(200);
    const get = await fetch(new URL(PATH, base));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
  });

  it(`takes ${PAROOTY_LIMIT_PER_SESSION.max} questions a minute per conversation, then 429 with Retry-After`, async () => {
    const sessionId = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < PAROOTY_LIMIT_PER_SESSION.max; i += 1)
      statuses.push((await ask({ query: `sha256 of hello ${i}`, sessionId })).status);
    expect(
      statuses.every((s) => s === 200),
      statuses.join(),
    ).toBe(true);
    const refused = await ask({ query: 'one more', sessionId });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    // A sliding window: the minute's end, then while its count fades below the limit (#35.8).
    expect(wait).toBeLessThanOrEqual(120);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect(
      (await ask({ query: 'another conversation', sessionId: newSession() })).status,
      'other conversations go on',
    ).toBe(200);
  });
});

describe(`Parooty from other sites: CORS (${inject('database')})`, () => {
  it('lets a listed origin ask, with its origin echoed (never *), credentials allowed and Vary: Origin', async () => {
    const res = await ask(
      { query: 'json formatter', sessionId: newSession() },
      { headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    // Errors are readable by the partner page too (its widget shows the Squawk message either way).
    const bad = await ask({ query: '', sessionId: 'x' }, { headers: { origin: PARTNER } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('answers a preflight from a listed origin, and gives an unlisted one nothing', async () => {
    const preflight = (origin: string) =>
      fetch(new URL(PATH, base), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toMatch(/\bOrigin\b/);
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('refuses a write from an unlisted origin (403), and opens no other endpoint to the listed one', async () => {
    const evil = await ask(
      { query: 'json formatter', sessionId: newSession() },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    // A look-alike of a listed origin is another origin.
    expect(
      (
        await ask(
          { query: 'hi', sessionId: newSession() },
          { headers: { origin: 'https://partner.example.evil.example' } },
        )
      ).status,
    ).toBe(403);
    expect(
      (await ask({ query: 'hi', sessionId: newSession() }, { headers: { origin: 'http://partner.example' } })).status,
    ).toBe(403);
    // Only this endpoint: the listed origin still cannot post elsewhere.
    const other = await fetch(new URL('/api/error', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PARTNER },
      body: JSON.stringify({ error: 'x' }),
    });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe(`Parooty on a server of its own: per-address limit, stored turns (${inject('database')})`, () => {
  let server: RunningServer;
  let dataDir: string | undefined;
  const ADDRESS_LIMIT = 5;

  beforeAll(async () => {
    const env = { ...TEST_SERVER_ENV, PAROOTY_ADDRESS_LIMIT: String(ADDRESS_LIMIT), TRUST_PROXY: '1' };
    if (databaseUrl) {
      server = await startServer({ databaseUrl, env });
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'perch-parooty-'));
      cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
      server = await startServer({ dataDir, env });
    }
  }, 400_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`takes ${ADDRESS_LIMIT} questions a minute from one client address across conversations (PAROOTY_ADDRESS_LIMIT), then 429`, async () => {
    const from = (ip: string) => ({ server: server.url, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1)
      expect((await ask({ query: 'word counter', sessionId: newSession() }, from('203.0.113.9'))).status).toBe(200);
    const refused = await ask({ query: 'word counter', sessionId: newSession() }, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(
      (await ask({ query: 'word counter', sessionId: newSession() }, from('203.0.113.10'))).status,
      'another address still asks',
    ).toBe(200);
  });

  it('stores each question and answer per session, with the signed-in user', async () => {
    const user = await signUp(server.url, undefined, { 'x-forwarded-for': '198.51.100.1' });
    const sessionId = newSession();
    const first = (await (
      await ask(
        { query: 'convert 10 km to miles', sessionId },
        { server: server.url, headers: { cookie: user.cookie, 'x-forwarded-for': '198.51.100.1' } },
      )
    ).json()) as Answer;
    await ask(
      { query: '  thanks!  ', sessionId },
      { server: server.url, headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    const visitorSession = newSession();
    await ask(
      { query: 'base64 decode', sessionId: visitorSession },
      { server: server.url, headers: { 'x-forwarded-for': '198.51.100.2' } },
    );

    // Read what the server stored (PGlite: after it stops, from its data folder).
    if (!databaseUrl) await server.stop();
    const opened = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
    try {
      const turns = await opened.db
        .select()
        .from(parootyTurns)
        .where(eq(parootyTurns.sessionId, sessionId))
        .orderBy(asc(parootyTurns.createdAt));
      expect(turns.map((t) => [t.role, t.content])).toEqual([
        ['user', 'convert 10 km to miles'],
        ['assistant', first.data.content],
        ['user', 'thanks!'],
        ['assistant', expect.any(String)],
      ]);
      const userRow = turns[0]!.userId;
      expect(userRow).toEqual(expect.any(String));
      expect(turns[1]!.userId).toBe(userRow);
      expect(turns[2]!.userId, 'the second question came without the session cookie').toBeNull();
      expect(turns[1]!.answeredBy).toBe('embedded');
      expect(turns[1]!.recommendations).toEqual(
        first.data.toolRecommendations.map(({ id, url, why }) => ({ id, url, why })),
      );
      const visitor = await opened.db
        .select()
        .from(parootyTurns)
        .where(eq(parootyTurns.sessionId, visitorSession))
        .orderBy(asc(parootyTurns.createdAt));
      expect(visitor.map((t) => [t.role, t.userId])).toEqual([
        ['user', null],
        ['assistant', null],
      ]);
    } finally {
      await opened.close();
    }
  });
});
