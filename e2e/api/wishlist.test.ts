// The tool lists' API (wishlist and favourites) and POST /api/batch, the offline queue's fast replay path.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp, type Session } from '../support/accounts';

const base = inject('baseUrl');
const url = (p: string) => new URL(p, base).href;

let session: Session;
beforeAll(async () => {
  session = await signUp(base);
});

function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  cookie = session.cookie,
) {
  return fetch(url(path), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie, ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function toolList(list: 'wishlist' | 'favourites', cookie = session.cookie): Promise<string[]> {
  const res = await send('GET', `/api/${list}`, undefined, {}, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ toolId: string }> }).items.map((i) => i.toolId);
}

const wishlist = (cookie = session.cookie) => toolList('wishlist', cookie);

async function usageCount(toolId: string, cookie = session.cookie): Promise<number> {
  const res = await send('GET', `/api/tool-usage?toolId=${toolId}`, undefined, {}, cookie);
  return ((await res.json()) as { usage: unknown[] }).usage.length;
}

type ItemAnswer = { id: string; status: number; body?: Record<string, unknown>; replayed?: true; unroutable?: true };
async function batch(requests: unknown[], cookie = session.cookie): Promise<ItemAnswer[]> {
  const res = await send('POST', '/api/batch', { requests }, {}, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { responses: ItemAnswer[] }).responses;
}

describe.each(['wishlist', 'favourites'] as const)(`the %s (${inject('database')})`, (list) => {
  const api = `/api/${list}`;
  it('keeps catalogue tools once each, lists them newest first, and removes them', async () => {
    const own = await signUp(base);
    const added = await send('POST', api, { toolId: 'word-counter' }, {}, own.cookie);
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ toolId: 'word-counter', addedAt: expect.any(String) });
    expect((await send('POST', api, { toolId: 'word-counter' }, {}, own.cookie)).status, 'already kept').toBe(200);
    expect((await send('POST', api, { toolId: ' json-formatter ' }, {}, own.cookie)).status).toBe(201);
    expect(await toolList(list, own.cookie)).toEqual(['json-formatter', 'word-counter']);
    expect((await send('DELETE', `${api}/word-counter`, undefined, {}, own.cookie)).status).toBe(204);
    expect(
      (await send('DELETE', `${api}/word-counter`, undefined, {}, own.cookie)).status,
      'removing twice is fine',
    ).toBe(204);
    expect(await toolList(list, own.cookie)).toEqual(['json-formatter']);
  });

  it('refuses unknown tools (404), bad bodies (400) and visitors (401), keeping nothing', async () => {
    const own = await signUp(base);
    const unknown = await send('POST', api, { toolId: 'no-such-tool' }, {}, own.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: 'No such tool in the catalogue',
      details: { toolId: expect.any(String) },
    });
    for (const body of [{ toolId: { $ne: null } }, {}, { toolId: 'word-counter', extra: 1 }, '[1]', '{"toolId":']) {
      expect((await send('POST', api, body, {}, own.cookie)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send('DELETE', `${api}/%E0%A4%A`, undefined, {}, own.cookie)).status).toBe(400);
    expect((await send('POST', api, { toolId: 'word-counter' }, {}, '')).status).toBe(401);
    expect(
      (await send('POST', api, { toolId: 'word-counter' }, {}, `perch_guest=guest-${randomUUID()}`)).status,
      'guests have no lists',
    ).toBe(401);
    expect((await send('GET', api, undefined, {}, '')).status).toBe(401);
    expect(await toolList(list, own.cookie)).toEqual([]);
  });

  it('honours Idempotency-Key on add and remove', async () => {
    const own = await signUp(base);
    const key = randomUUID();
    expect((await send('POST', api, { toolId: 'slug-generator' }, { 'idempotency-key': key }, own.cookie)).status).toBe(
      201,
    );
    const again = await send('POST', api, { toolId: 'slug-generator' }, { 'idempotency-key': key }, own.cookie);
    expect(again.status, 'the stored answer, not "already kept"').toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await send('POST', api, { toolId: 'word-counter' }, { 'idempotency-key': key }, own.cookie)).status).toBe(
      422,
    );
  });
});

describe(`tool and wishlist pages (${inject('database')})`, () => {
  const page = async (path: string, cookie: string) => {
    const res = await fetch(url(path), { headers: { cookie }, redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };

  it('shows a catalogue tool at /app/{id} with its wishlist state, and a 404 for any other id', async () => {
    const own = await signUp(base);
    const tool = await page('/app/word-counter', own.cookie);
    expect(tool.status).toBe(200);
    expect(tool.html).toMatch(/<title>Word Counter · Perch<\/title>/);
    expect(tool.html).toContain('&quot;wishlisted&quot;:[0,false]');
    expect(tool.html).toContain('&quot;favourite&quot;:[0,false]');
    await send('POST', '/api/wishlist', { toolId: 'word-counter' }, {}, own.cookie);
    await send('POST', '/api/favourites', { toolId: 'word-counter' }, {}, own.cookie);
    const after = (await page('/app/word-counter', own.cookie)).html;
    expect(after).toContain('&quot;wishlisted&quot;:[0,true]');
    expect(after).toContain('&quot;favourite&quot;:[0,true]');
    expect((await page('/app/no-such-tool', own.cookie)).status).toBe(404);
    expect((await page('/app/%E0%A4%A', own.cookie)).status).toBeLessThan(500);
    expect(await page('/app/word-counter', '')).toMatchObject({
      status: 302,
      location: '/login?next=%2Fapp%2Fword-counter',
    });
  });

  it('shows favourites first on /tools, then recent tools, then the wishlist; none of them while searching', async () => {
    const own = await signUp(base);
    const sections = (html: string) => [...html.matchAll(/<h2 id="([a-z]+)-heading"/g)].map((m) => m[1]);
    expect(sections((await page('/tools', own.cookie)).html)).toEqual(['browse']);
    await send('POST', '/api/wishlist', { toolId: 'slug-generator' }, {}, own.cookie);
    await send('POST', '/api/favourites', { toolId: 'json-formatter' }, {}, own.cookie);
    await send('POST', '/api/favourites', { toolId: 'word-counter' }, {}, own.cookie);
    await send('POST', '/api/tool-usage', { toolId: 'uuid-generator', action: 'run' }, {}, own.cookie);
    const { html } = await page('/tools', own.cookie);
    expect(sections(html)).toEqual(['favourites', 'recent', 'wishlist', 'browse']);
    const favourites = html.slice(html.indexOf('id="favourites-heading"'), html.indexOf('id="recent-heading"'));
    expect([...favourites.matchAll(/data-tool="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'word-counter',
      'json-formatter',
    ]);
    // While searching, the lists are drawn but hidden (results come straight under the search box;
    // clearing the search shows them again without a reload).
    const searched = (await page('/tools?q=json', own.cookie)).html;
    const visible = searched.replace(
      /<div[^>]*data-part="lists"[^>]*hidden[^>]*>[\s\S]*?(?=<h2 id="browse-heading")/,
      '',
    );
    expect(searched).toMatch(/<div[^>]*data-part="lists"[^>]*hidden/);
    expect(sections(visible)).toEqual(['browse']);
  });

  it('lists the kept tools at /wishlist, newest first, and says so when there are none', async () => {
    const own = await signUp(base);
    expect((await page('/wishlist', own.cookie)).html).toContain('Nothing here yet');
    await send('POST', '/api/wishlist', { toolId: 'slug-generator' }, {}, own.cookie);
    await send('POST', '/api/wishlist', { toolId: 'json-formatter' }, {}, own.cookie);
    const { html } = await page('/wishlist', own.cookie);
    expect([...html.matchAll(/data-tool="([^"]+)"/g)].map((m) => m[1])).toEqual(['json-formatter', 'slug-generator']);
    expect(html).not.toContain('Nothing here yet');
  });
});

describe(`POST /api/batch (${inject('database')})`, () => {
  it('applies queued writes in order, each as its endpoint would, and exactly once when replayed', async () => {
    const own = await signUp(base);
    const toolId = `batched-${randomUUID().slice(0, 6)}`;
    const requests = [
      { id: randomUUID(), method: 'POST', url: '/api/tool-usage', body: { toolId, action: 'open' } },
      { id: randomUUID(), method: 'POST', url: '/api/wishlist', body: { toolId: 'word-counter' } },
      { id: randomUUID(), method: 'POST', url: '/api/tool-usage', body: { toolId, action: 'run', durationMs: 40 } },
      { id: randomUUID(), method: 'PATCH', url: '/api/auth/user', body: { firstName: 'Batch', lastName: 'Replayed' } },
      { id: randomUUID(), method: 'DELETE', url: '/api/wishlist/json-formatter' },
    ];
    const first = await batch(requests, own.cookie);
    expect(first.map((r) => [r.id, r.status, r.replayed])).toEqual(
      requests.map((r, i) => [r.id, [201, 201, 201, 200, 204][i], undefined]),
    );
    expect(first[0]!.body).toMatchObject({ toolId, action: 'open' });
    expect(first[3]!.body).toMatchObject({ firstName: 'Batch', lastName: 'Replayed' });
    expect(first[4]!.body, 'an empty answer stays empty').toBeUndefined();

    // The answer was lost: the queue sends the same batch again.
    const second = await batch(requests, own.cookie);
    expect(second.map((r) => r.status)).toEqual([201, 201, 201, 200, 204]);
    expect(second.every((r) => r.replayed === true)).toBe(true);
    expect(second[0]!.body).toEqual(first[0]!.body);
    expect(await usageCount(toolId, own.cookie)).toBe(2);
    expect(await wishlist(own.cookie)).toEqual(['word-counter']);
  });

  it('applies racing copies of one batch once (the same queue replayed from two places)', async () => {
    const own = await signUp(base);
    const toolId = `raced-batch-${randomUUID().slice(0, 6)}`;
    const requests = Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      method: 'POST',
      url: '/api/tool-usage',
      body: { toolId, action: `step${i}` },
    }));
    const copies = await Promise.all(Array.from({ length: 6 }, () => batch(requests, own.cookie)));
    for (const answers of copies) expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(
      copies.flat().filter((a) => !a.replayed),
      'each write applied by exactly one copy',
    ).toHaveLength(20);
    expect(await usageCount(toolId, own.cookie)).toBe(20);
  });

  it('shares keys with the endpoints: a write sent alone and then in a batch is applied once', async () => {
    const own = await signUp(base);
    const toolId = `alone-${randomUUID().slice(0, 6)}`;
    const id = randomUUID();
    expect((await send('POST', '/api/tool-usage', { toolId }, { 'idempotency-key': id }, own.cookie)).status).toBe(201);
    const [answer] = await batch([{ id, method: 'POST', url: '/api/tool-usage', body: { toolId } }], own.cookie);
    expect(answer).toMatchObject({ id, status: 201, replayed: true });
    expect(await usageCount(toolId, own.cookie)).toBe(1);
  });

  it("answers each item on its own: one item's refusal does not stop the rest, and nothing is a 5xx", async () => {
    const own = await signUp(base);
    const toolId = `mixed-${randomUUID().slice(0, 6)}`;
    const answers = await batch(
      [
        { id: 'a-1', method: 'POST', url: '/api/tool-usage', body: { toolId: { $ne: null } } },
        { id: 'a-2', method: 'POST', url: '/api/wishlist', body: { toolId: 'no-such-tool' } },
        { id: 'a-3', method: 'POST', url: '/api/auth/logout' },
        { id: 'a-4', method: 'POST', url: 'https://evil.example/api/tool-usage', body: { toolId } },
        { id: 'a-5', method: 'POST', url: '//evil.example/api/tool-usage', body: { toolId } },
        { id: 'a-6', method: 'DELETE', url: '/api/wishlist/%E0%A4%A' },
        { id: 'a-7', method: 'POST', url: '/api/tool-usage', body: { toolId: `bad\u0000` } },
        { id: 'a-8', method: 'POST', url: 'api/tool-usage', body: { toolId } },
        { id: 'a-9', method: 'POST', url: '/api/tool-usage', body: { toolId, metadata: { big: 'x'.repeat(70_000) } } },
        { id: 'a-10', method: 'POST', url: '/api/tool-usage?x=1', body: { toolId } },
      ],
      own.cookie,
    );
    expect(answers.map((a) => a.status)).toEqual([400, 404, 404, 400, 400, 400, 400, 400, 413, 201]);
    expect(answers[0]!.body).toMatchObject({ error: 'Invalid request', details: { toolId: expect.any(String) } });
    expect(answers[1]!.unroutable).toBeUndefined();
    expect(answers[2]).toMatchObject({
      unroutable: true,
      body: { error: 'No write answers POST /api/auth/logout in a batch' },
    });
    expect(await usageCount(toolId, own.cookie)).toBe(1);
  });

  it('lets guests replay their usage but not user-only writes, and refuses visitors', async () => {
    const guest = `perch_guest=guest-${randomUUID()}`;
    const answers = await batch(
      [
        { id: randomUUID(), method: 'POST', url: '/api/tool-usage', body: { toolId: 'guest-batched' } },
        { id: randomUUID(), method: 'POST', url: '/api/wishlist', body: { toolId: 'word-counter' } },
      ],
      guest,
    );
    expect(answers.map((a) => a.status)).toEqual([201, 401]);
    const visitor = await batch(
      [{ id: randomUUID(), method: 'POST', url: '/api/tool-usage', body: { toolId: 'x' } }],
      '',
    );
    expect(visitor[0]!.status).toBe(401);
  });

  it('refuses a malformed batch with 400 naming the field', async () => {
    const item = { id: 'k', method: 'POST', url: '/api/tool-usage', body: { toolId: 'x' } };
    const cases: Array<[unknown, string]> = [
      [{}, 'requests'],
      [{ requests: [] }, 'requests'],
      [{ requests: Array.from({ length: 101 }, (_, i) => ({ ...item, id: `k${i}` })) }, 'requests'],
      [{ requests: [item, item] }, 'requests.1.id'],
      [{ requests: [{ ...item, id: 'has spaces' }] }, 'requests.0.id'],
      [{ requests: [{ ...item, method: 'GET' }] }, 'requests.0.method'],
      [{ requests: [{ ...item, url: 42 }] }, 'requests.0.url'],
      [{ requests: [{ ...item, extra: true }] }, 'requests.0'],
      [[item], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/batch', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(
        Object.keys(((await res.json()) as { details: Record<string, string> }).details).join(','),
        field,
      ).toContain(field);
    }
    expect((await send('POST', '/api/batch', '{"requests":')).status).toBe(400);
    expect((await send('GET', '/api/batch')).status).toBe(405);
  });
});
