// /app-request and its API: asking for a tool, the list with statuses, bad input, limits.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { signUp } from '../support/accounts';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;

function send(method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(url(path), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie, ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

type Item = { id: string; name: string; description: string; category: string; status: string; createdAt: string };
async function requests(cookie: string): Promise<Item[]> {
  const res = await send('GET', '/api/app-requests', cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

const valid = {
  name: 'Invoice number generator',
  description: 'Make sequential invoice numbers with a prefix and the year.',
  category: 'finance',
};

describe(`tool requests (${inject('database')})`, () => {
  it('stores a request as "submitted", trimmed, and lists the user\'s own requests newest first', async () => {
    const own = await signUp(base);
    const other = await signUp(base);
    const created = await send('POST', '/api/app-requests', own.cookie, {
      ...valid,
      name: '  Invoice number generator  ',
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as Item;
    expect(item).toEqual({
      id: expect.any(String),
      ...valid,
      status: 'submitted',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await send('POST', '/api/app-requests', own.cookie, {
      name: 'Gantt chart',
      description: 'Plan a project on a timeline.',
      category: 'productivity',
    });
    expect((await requests(own.cookie)).map((r) => r.name)).toEqual(['Gantt chart', 'Invoice number generator']);
    expect(await requests(other.cookie), "nobody sees another user's requests").toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const own = await signUp(base);
    const cases: Array<[unknown, string]> = [
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, name: 'x'.repeat(101) }, 'name'],
      [{ ...valid, name: 42 }, 'name'],
      [{ ...valid, description: '' }, 'description'],
      [{ ...valid, description: 'x'.repeat(2001) }, 'description'],
      [{ ...valid, category: 'weather' }, 'category'],
      [{ name: valid.name, description: valid.description }, 'category'],
      [{ ...valid, status: 'added' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/app-requests', own.cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { error: string; details: Record<string, string> };
      if (field) expect(Object.keys(answer.details), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await send('POST', '/api/app-requests', own.cookie, '{"name":')).status).toBe(400);
    expect(
      (
        await send('POST', '/api/app-requests', own.cookie, {
          ...valid,
          name: 'x'.repeat(100),
          description: 'y'.repeat(2000),
        })
      ).status,
      'the limits themselves are fine',
    ).toBe(201);
    expect(await requests(own.cookie)).toHaveLength(1);
  });

  it('is for signed-in users only: visitors and guests get 401, and the page sends them to sign in', async () => {
    expect((await send('POST', '/api/app-requests', '', valid)).status).toBe(401);
    expect((await send('POST', '/api/app-requests', `perch_guest=guest-${randomUUID()}`, valid)).status).toBe(401);
    expect((await send('GET', '/api/app-requests', '')).status).toBe(401);
    const page = await fetch(url('/app-request'), { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?next=%2Fapp-request');
  });

  it('stores a request sent twice with one Idempotency-Key once (a queued request replayed)', async () => {
    const own = await signUp(base);
    const key = randomUUID();
    const first = await send('POST', '/api/app-requests', own.cookie, valid, { 'idempotency-key': key });
    const again = await send('POST', '/api/app-requests', own.cookie, valid, { 'idempotency-key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await requests(own.cookie)).toHaveLength(1);
  });

  it('allows 20 requests a day per user, then answers 429 with Retry-After', async () => {
    const own = await signUp(base);
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await send('POST', '/api/app-requests', own.cookie, { ...valid, name: `Tool ${i}` })).status);
    expect(answers).toEqual([...Array(20).fill(201), 429]);
    const refused = await send('POST', '/api/app-requests', own.cookie, valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('20 tools a day') });
    expect(await requests(own.cookie)).toHaveLength(20);
  });

  it("draws /app-request with the form and the user's requests", async () => {
    const own = await signUp(base);
    await send('POST', '/api/app-requests', own.cookie, valid);
    const res = await fetch(url('/app-request'), { headers: { cookie: own.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Request a tool<\/h1>/);
    expect(html).toContain('or ask <a href="/parooty"');
    expect(html).toContain('Invoice number generator');
    expect(html).toContain('Tool name');
  });
});
