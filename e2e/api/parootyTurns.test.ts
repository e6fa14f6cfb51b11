// POST /api/parooty/turns: a question Parooty answered on the device while offline, sent from the
// offline queue; logged once per Idempotency-Key with the embedded answer (answered_by 'device').
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../support/accounts';

const base = inject('baseUrl');
const PATH = '/api/parooty/turns';

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(PATH, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('POST /api/parooty/turns', () => {
  it('logs a question answered on the device once per Idempotency-Key, with the tools the device showed', async () => {
    const { cookie } = await signUp(base);
    const body = {
      query: 'convert 5 km to miles',
      sessionId: `widget-${Date.now()}`,
      askedAt: new Date().toISOString(),
    };
    const key = crypto.randomUUID();
    const first = await send(body, { cookie, 'idempotency-key': key });
    expect(first.status).toBe(201);
    const logged = (await first.json()) as { logged: boolean; answeredBy: string; toolIds: string[] };
    expect(logged).toMatchObject({ logged: true, answeredBy: 'device' });
    expect(logged.toolIds[0]).toBe('kilometres-to-miles');
    const again = await send(body, { cookie, 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(logged);
  });

  it('refuses bad input with 400 naming the field, and no session with 401', async () => {
    const { cookie } = await signUp(base);
    const ok = { query: 'word count', sessionId: 'widget-1', askedAt: new Date().toISOString() };
    const cases: Array<[unknown, string]> = [
      [{ ...ok, query: '' }, 'query'],
      [{ ...ok, askedAt: 'yesterday' }, 'askedAt'],
      [{ ...ok, askedAt: new Date(Date.now() + 3_600_000).toISOString() }, 'askedAt'],
      [{ ...ok, askedAt: '2001-01-01T00:00:00Z' }, 'askedAt'],
      [{ ...ok, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(((await res.json()) as { details?: Record<string, unknown> }).details).toHaveProperty(field);
    }
    expect((await send(ok)).status).toBe(401);
  });
});
