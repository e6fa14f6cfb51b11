// POST/GET /api/tool-usage and the Idempotency-Key contract the offline queue relies on.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findTool } from '../../packages/tools/src/catalogue';
import { WRITES_PER_CALLER_MINUTE } from '../../site/server/writes/budget';
import { signUp, type Session } from '../support/accounts';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;

let session: Session;
beforeAll(async () => {
  session = await signUp(base);
});

function post(body: unknown, headers: Record<string, string> = {}, cookie = session.cookie) {
  return fetch(url('/api/tool-usage'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function usage(cookie = session.cookie, query = '') {
  const res = await fetch(url(`/api/tool-usage${query}`), { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { usage: Array<Record<string, unknown>> }).usage;
}

describe(`tool usage (${inject('database')})`, () => {
  it('stores a record for the signed-in user and lists it, newest use first', async () => {
    const toolId = `pomodoro-${randomUUID().slice(0, 6)}`;
    const first = await post({
      toolId,
      action: 'open',
      durationMs: 1200,
      usedAt: '2026-11-01T10:00:00.000Z',
      metadata: { source: 'grid' },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      id: expect.any(String),
      toolId,
      action: 'open',
      durationMs: 1200,
      metadata: { source: 'grid' },
      usedAt: '2026-11-01T10:00:00.000Z',
      createdAt: expect.any(String),
    });
    expect((await post({ toolId, action: 'use', userId: 'local-owner-id' })).status).toBe(201);
    const listed = await usage(session.cookie, `?toolId=${toolId}`);
    expect(listed.map((u) => u.action)).toEqual(['use', 'open']);
  });

  it('refuses anything but a well-formed record with 400 and field details, storing nothing', async () => {
    const before = (await usage()).length;
    const cases: Array<[unknown, string]> = [
      [{ toolId: { $ne: null } }, 'toolId'],
      [{}, 'toolId'],
      [{ toolId: '   ' }, 'toolId'],
      [{ toolId: 'x', action: 'DROP TABLE' }, 'action'],
      [{ toolId: 'x', durationMs: -1 }, 'durationMs'],
      [{ toolId: 'x', usedAt: 'yesterday' }, 'usedAt'],
      [{ toolId: 'x', metadata: { nested: { a: 1 } } }, 'metadata.nested'],
      [{ toolId: 'x', synced: true }, 'body'],
      [[{ toolId: 'x' }], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string; details: Record<string, string> };
      expect(answer.error).toBe('Invalid request');
      expect(Object.keys(answer.details).join(','), JSON.stringify(body)).toContain(field);
    }
    expect((await post('{"toolId":')).status).toBe(400);
    expect((await post({ toolId: 'x' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await usage()).length).toBe(before);
  });

  it('answers 401 to a caller with neither a session nor a guest id, and keeps guests apart', async () => {
    const anonymous = await fetch(url('/api/tool-usage'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"toolId":"x"}',
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toMatch(/Sign in/);
    expect((await post({ toolId: 'x' }, {}, 'perch_guest=not-a-guest-id')).status).toBe(401);

    const guest = `perch_guest=guest-${randomUUID()}`;
    expect((await post({ toolId: 'guest-tool' }, {}, guest)).status).toBe(201);
    expect((await usage(guest)).map((u) => u.toolId)).toEqual(['guest-tool']);
    expect((await usage(`perch_guest=guest-${randomUUID()}`)).length).toBe(0);
  });

  it('applies a request once however often it is replayed with the same Idempotency-Key', async () => {
    const toolId = `replayed-${randomUUID().slice(0, 6)}`;
    const key = randomUUID();
    const first = await post({ toolId }, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const stored = await first.json();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      const again = await post({ toolId }, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(stored);
    }
    expect(await usage(session.cookie, `?toolId=${toolId}`)).toHaveLength(1);
  });

  it('applies racing copies of one keyed request once', async () => {
    const toolId = `raced-${randomUUID().slice(0, 6)}`;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ toolId }, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await usage(session.cookie, `?toolId=${toolId}`)).toHaveLength(1);
  });

  it('refuses a reused key with another body (422) and a malformed key (400); a failed write frees its key', async () => {
    const key = randomUUID();
    expect((await post({ toolId: 'first' }, { 'idempotency-key': key })).status).toBe(201);
    const reused = await post({ toolId: 'second' }, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: string }).error).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect((await post({ toolId: 'x' }, { 'idempotency-key': 'has spaces in it' })).status).toBe(400);
    expect((await post({ toolId: 'x' }, { 'idempotency-key': 'k'.repeat(256) })).status).toBe(400);

    const fresh = randomUUID();
    expect((await post({ toolId: { $ne: null } }, { 'idempotency-key': fresh })).status).toBe(400);
    expect(
      (await post({ toolId: 'corrected' }, { 'idempotency-key': fresh })).status,
      'the corrected retry is applied',
    ).toBe(201);
  });

  it('scopes keys per caller: two users may send the same key', async () => {
    const other = await signUp(base);
    const key = randomUUID();
    expect((await post({ toolId: 'mine' }, { 'idempotency-key': key })).headers.get('idempotent-replayed')).toBeNull();
    const theirs = await post({ toolId: 'theirs' }, { 'idempotency-key': key }, other.cookie);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect((await usage(other.cookie)).map((u) => u.toolId)).toEqual(['theirs']);
  });

  it('validates the list query', async () => {
    expect((await fetch(url('/api/tool-usage?limit=0'), { headers: { cookie: session.cookie } })).status).toBe(400);
    expect((await fetch(url('/api/tool-usage?limit=abc'), { headers: { cookie: session.cookie } })).status).toBe(400);
    expect((await fetch(url('/api/tool-usage?sort=1'), { headers: { cookie: session.cookie } })).status).toBe(400);
  });
});

describe(`profile edits replayed by the offline queue (${inject('database')})`, () => {
  it('PATCH /api/auth/user honours Idempotency-Key', async () => {
    const key = randomUUID();
    const patch = (firstName: string) =>
      fetch(url('/api/auth/user'), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: session.cookie, 'idempotency-key': key },
        body: JSON.stringify({ firstName, lastName: 'Replayed' }),
      });
    const first = await patch('Grace');
    expect(first.status).toBe(200);
    const again = await patch('Grace');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ firstName: 'Grace', lastName: 'Replayed' });
    expect((await patch('Other')).status).toBe(422);
  });

  it("#35.3 records a Pro tool's use only for a Pro member: a guest and a free user get 403 and nothing is stored", async () => {
    const pro = 'json-diff';
    expect(findTool(pro)?.pro).toBe(true);
    const guest = `perch_guest=guest-${randomUUID()}`;
    for (const cookie of [guest, session.cookie]) {
      const refused = await post({ toolId: pro }, {}, cookie);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { details: Record<string, string> }).details).toHaveProperty('toolId');
      expect((await usage(cookie, `?toolId=${pro}`)).length).toBe(0);
    }
    const subscriber = await signUp(base);
    const paid = await fetch(url('/api/subscription/checkout'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: subscriber.cookie },
      body: JSON.stringify({
        plan: 'monthly',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Ada',
      }),
    });
    expect(paid.status).toBe(201);
    expect((await post({ toolId: pro }, {}, subscriber.cookie)).status).toBe(201);
  });

  it(`#35.3 takes ${WRITES_PER_CALLER_MINUTE.max} writes a minute from one browser, one by one or batched, then 429 with Retry-After; another browser still writes`, async () => {
    const guest = `perch_guest=guest-${randomUUID()}`;
    const batch = (n: number, from: number) =>
      fetch(url('/api/batch'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: guest },
        body: JSON.stringify({
          requests: Array.from({ length: n }, (_, i) => ({
            id: `w-${from + i}`,
            method: 'POST',
            url: '/api/tool-usage',
            body: { toolId: 'word-counter' },
          })),
        }),
      });
    for (let i = 0; i < WRITES_PER_CALLER_MINUTE.max; i += 100) expect((await batch(100, i)).status).toBe(200);
    const refused = await post({ toolId: 'word-counter' }, {}, guest);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Nothing was lost/);
    expect((await batch(1, 999)).status).toBe(429);
    expect((await post({ toolId: 'word-counter' }, {}, `perch_guest=guest-${randomUUID()}`)).status).toBe(201);
  });
});
