import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureOffline } from './config';
import { DEFAULT_MAX_RETRIES, PRIORITIES, REPLAY_BATCH_SIZE, REPLAY_LOCK } from './constants';
import { openPerchDb } from './db';
import {
  enqueueRequest,
  isFinalStatus,
  listPendingRequests,
  onQueueChange,
  onReplayFailure,
  replayPendingRequests,
  whenQueueSettled,
  type ReplayFailure,
} from './queue';
import { BASE, fakeLocks, json, networkError, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
const unsubscribe: Array<() => void> = [];
beforeEach(async () => {
  t = await setUpOffline();
});
afterEach(() => {
  unsubscribe.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
});

/** Queues while offline (so nothing replays on its own), one ms apart. */
async function queue(...inputs: Array<Parameters<typeof enqueueRequest>[0]>) {
  const records = [];
  for (const input of inputs) {
    records.push(await enqueueRequest(input));
    t.clock.now += 1;
  }
  return records;
}

function collectFailures(): ReplayFailure[] {
  const failures: ReplayFailure[] = [];
  unsubscribe.push(onReplayFailure((failure) => failures.push(failure)));
  return failures;
}

describe('enqueueRequest', () => {
  it('stores the spec §3 record with the defaults: medium, 3 tries, retryCount 0', async () => {
    const record = await enqueueRequest({ url: '/api/wishlist', method: 'post', body: { toolId: 't1' } });
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: '/api/wishlist',
      method: 'POST',
      body: { toolId: 't1' },
      timestamp: t.clock.now,
      priority: 'medium',
      maxRetries: DEFAULT_MAX_RETRIES,
      retryCount: 0,
    });
    expect(await (await openPerchDb()).get('pendingRequests', record.id)).toEqual(record);
  });

  it('keeps a given priority and maxRetries', async () => {
    const record = await enqueueRequest({
      url: '/api/a',
      method: 'PUT',
      body: {},
      priority: 'critical',
      maxRetries: 5,
    });
    expect(record).toMatchObject({ priority: 'critical', maxRetries: 5 });
  });

  it('replays at once when queued while online (spec §4)', async () => {
    t.setOnline(true);
    await enqueueRequest({ url: '/api/a', method: 'POST', body: { n: 1 } });
    await vi.waitFor(async () => expect(await listPendingRequests()).toEqual([]));
    expect(t.server.calls).toEqual(['POST /api/a']);
  });

  it('tells queue listeners the new count', async () => {
    const counts: number[] = [];
    unsubscribe.push(onQueueChange((count) => counts.push(count)));
    await queue({ url: '/api/a', method: 'POST' }, { url: '/api/b', method: 'POST' });
    await vi.waitFor(() => expect(counts).toEqual([1, 2]));
  });

  it('tells a count once: a replay that changes nothing repeats nothing', async () => {
    const counts: number[] = [];
    unsubscribe.push(onQueueChange((count) => counts.push(count)));
    await queue({ url: '/api/a', method: 'POST' });
    t.server.fallback = networkError;
    expect(await replayPendingRequests()).toMatchObject({ sent: 0, remaining: 1 }); // the network fails: still 1
    await whenQueueSettled();
    expect(counts).toEqual([1]);
  });

  it('tells counts in the order of the changes, even for writes queued at once', async () => {
    const counts: number[] = [];
    unsubscribe.push(onQueueChange((count) => counts.push(count)));
    await Promise.all([1, 2, 3, 4].map((n) => enqueueRequest({ url: `/api/${n}`, method: 'POST' })));
    await whenQueueSettled();
    expect(counts.at(-1)).toBe(4);
    expect(counts).toEqual([...new Set(counts)].sort((a, b) => a - b));
  });

  it('whenQueueSettled waits for the replay a write queued online started', async () => {
    t.setOnline(true);
    await enqueueRequest({ url: '/api/a', method: 'POST' });
    await whenQueueSettled();
    expect(t.server.calls).toEqual(['POST /api/a']);
    expect(await listPendingRequests()).toEqual([]);
  });
});

describe('replay order (spec §4)', () => {
  it('is priority (critical, high, medium, low), then oldest first', async () => {
    await queue(
      { url: '/api/low-old', method: 'POST', priority: 'low' },
      { url: '/api/medium-old', method: 'POST', priority: 'medium' },
      { url: '/api/high', method: 'POST', priority: 'high' },
      { url: '/api/medium-new', method: 'POST' },
      { url: '/api/critical', method: 'POST', priority: 'critical' },
      { url: '/api/low-new', method: 'POST', priority: 'low' },
    );
    expect((await listPendingRequests()).map((r) => r.url)).toEqual([
      '/api/critical',
      '/api/high',
      '/api/medium-old',
      '/api/medium-new',
      '/api/low-old',
      '/api/low-new',
    ]);
    t.setOnline(true);
    await replayPendingRequests();
    expect(t.server.calls).toEqual([
      'POST /api/critical',
      'POST /api/high',
      'POST /api/medium-old',
      'POST /api/medium-new',
      'POST /api/low-old',
      'POST /api/low-new',
    ]);
    expect(PRIORITIES).toEqual(['critical', 'high', 'medium', 'low']);
  });
});

describe('a replayed request', () => {
  it('is the queued method to the queued url, with the JSON body, credentials and Idempotency-Key: <id>', async () => {
    const [record] = await queue({ url: '/api/wishlist', method: 'POST', body: { toolId: 't1', note: 'ü' } });
    t.setToken('tok');
    t.setOnline(true);
    await replayPendingRequests();
    const [request] = t.server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`${BASE}/api/wishlist`);
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('idempotency-key')).toBe(record!.id);
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.headers.get('authorization')).toBe('Bearer tok');
    expect(await request!.json()).toEqual({ toolId: 't1', note: 'ü' });
  });

  it('has no body when none was queued', async () => {
    await queue({ url: '/api/wishlist/1', method: 'DELETE' });
    await replayPendingRequests();
    expect(await t.server.requests[0]!.text()).toBe('');
    expect(t.server.requests[0]!.headers.has('content-type')).toBe(false);
  });

  it('is deleted on ok', async () => {
    await queue({ url: '/api/a', method: 'POST' });
    t.server.answer(new Response(null, { status: 204 }));
    expect(await replayPendingRequests()).toEqual({ sent: 1, failed: 0, dropped: 0, remaining: 0, ran: true });
    expect(await listPendingRequests()).toEqual([]);
  });
});

describe('retries (spec §4)', () => {
  it('each try adds one to retryCount, and it is stored', async () => {
    const [record] = await queue({ url: '/api/a', method: 'POST', maxRetries: 5 });
    t.server.fallback = () => new Response(null, { status: 500 });
    await replayPendingRequests();
    expect((await (await openPerchDb()).get('pendingRequests', record!.id))!.retryCount).toBe(1);
    await replayPendingRequests();
    expect((await (await openPerchDb()).get('pendingRequests', record!.id))!.retryCount).toBe(2);
  });

  it('counts the try before sending, so a tab closed mid-request has used it', async () => {
    const [record] = await queue({ url: '/api/a', method: 'POST' });
    let countWhileSending = -1;
    t.server.answer(async () => {
      countWhileSending = (await (await openPerchDb()).get('pendingRequests', record!.id))!.retryCount;
      return json({});
    });
    await replayPendingRequests();
    expect(countWhileSending).toBe(1);
  });

  it('keeps a failed request until retryCount reaches maxRetries, then deletes and reports it', async () => {
    const failures = collectFailures();
    const [record] = await queue({ url: '/api/a', method: 'PATCH', body: { a: 1 } });
    t.server.fallback = () => json({ error: 'Database unavailable' }, { status: 503 });

    expect(await replayPendingRequests()).toMatchObject({ failed: 1, dropped: 0, remaining: 1 });
    expect(await replayPendingRequests()).toMatchObject({ failed: 1, dropped: 0, remaining: 1 });
    expect(failures).toEqual([]);
    expect(await replayPendingRequests()).toMatchObject({ failed: 0, dropped: 1, remaining: 0 });
    expect(await listPendingRequests()).toEqual([]);
    expect(t.server.requests).toHaveLength(DEFAULT_MAX_RETRIES);
    expect(failures).toEqual([
      { id: record!.id, url: '/api/a', method: 'PATCH', status: 503, message: 'API Error: Database unavailable' },
    ]);

    await replayPendingRequests();
    expect(t.server.requests).toHaveLength(DEFAULT_MAX_RETRIES);
  });

  it('treats a network error like any retryable failure, reported with status null at the ceiling', async () => {
    const failures = collectFailures();
    await queue({ url: '/api/a', method: 'POST', maxRetries: 2 });
    t.setOnline(true);
    t.server.fallback = () => networkError();
    expect(await replayPendingRequests()).toMatchObject({ failed: 1, remaining: 1 });
    expect(await replayPendingRequests()).toMatchObject({ dropped: 1, remaining: 0 });
    expect(failures).toEqual([expect.objectContaining({ status: null, message: 'Failed to fetch' })]);
  });

  it.each([408, 429, 500, 502, 503])('retries after %i', async (status) => {
    await queue({ url: '/api/a', method: 'POST' });
    t.server.answer(new Response(null, { status }));
    expect(await replayPendingRequests()).toMatchObject({ failed: 1, dropped: 0, remaining: 1 });
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('gives up at once after %i (final), and reports it', async (status) => {
    const failures = collectFailures();
    const [record] = await queue({ url: '/api/wishlist', method: 'POST', body: { toolId: 'gone' } });
    t.server.answer(json({ error: 'Refused' }, { status }));
    expect(await replayPendingRequests()).toEqual({ sent: 0, failed: 0, dropped: 1, remaining: 0, ran: true });
    expect(t.server.requests).toHaveLength(1);
    expect(failures).toEqual([
      { id: record!.id, url: '/api/wishlist', method: 'POST', status, message: 'API Error: Refused' },
    ]);
  });

  it('isFinalStatus: 4xx except 408 and 429', () => {
    expect([400, 404, 422, 499].every(isFinalStatus)).toBe(true);
    expect([200, 408, 429, 500, 503].some(isFinalStatus)).toBe(false);
  });

  it('stops the pass when the device goes offline, leaving the rest untried', async () => {
    // More than one batch: the first fails as the connection drops, the next is never sent.
    const records = await queue(
      ...Array.from({ length: REPLAY_BATCH_SIZE + 1 }, (_, i) => ({ url: `/api/r${i}`, method: 'POST' })),
    );
    t.setOnline(true);
    t.server.answer(() => {
      t.setOnline(false);
      return networkError();
    });
    expect(await replayPendingRequests()).toMatchObject({
      failed: REPLAY_BATCH_SIZE,
      remaining: REPLAY_BATCH_SIZE + 1,
    });
    expect(t.server.batches).toHaveLength(1);
    const counts = new Map((await listPendingRequests()).map((r) => [r.id, r.retryCount]));
    expect(records.map((r) => counts.get(r.id))).toEqual([...Array(REPLAY_BATCH_SIZE).fill(1), 0]);
  });

  it('sent one by one (a server without the batch endpoint), stops when offline and gives the unsent their try back', async () => {
    t.server.servesBatch = false;
    await queue({ url: '/api/a', method: 'POST' }, { url: '/api/b', method: 'POST' });
    t.setOnline(true);
    t.server.answer(() => {
      t.setOnline(false);
      return networkError();
    });
    expect(await replayPendingRequests()).toMatchObject({ failed: 1, remaining: 2 });
    expect(t.server.calls).toEqual(['POST /api/a']);
    expect((await listPendingRequests()).map((r) => r.retryCount)).toEqual([1, 0]);
  });

  it('a mix: sent, kept, dropped in one replay', async () => {
    const failures = collectFailures();
    await queue(
      { url: '/api/ok', method: 'POST' },
      { url: '/api/later', method: 'POST' },
      { url: '/api/bad', method: 'POST' },
    );
    t.server.answer(json({}), new Response(null, { status: 500 }), json({ error: 'Invalid' }, { status: 400 }));
    expect(await replayPendingRequests()).toEqual({ sent: 1, failed: 1, dropped: 1, remaining: 1, ran: true });
    expect(failures.map((f) => f.url)).toEqual(['/api/bad']);
  });
});

describe('replay in batches (POST /api/batch)', () => {
  it(`sends up to ${REPLAY_BATCH_SIZE} writes per batch, in replay order, each with its id, method, url and body`, async () => {
    t.setToken('token-1');
    const records = await queue(
      ...Array.from({ length: REPLAY_BATCH_SIZE + 20 }, (_, i) => ({
        url: `/api/tool-usage`,
        method: 'post',
        body: { toolId: `t${i}` },
        priority: 'low' as const,
      })),
      { url: '/api/wishlist/word-counter', method: 'DELETE', priority: 'critical' },
    );
    t.setOnline(true);
    expect(await replayPendingRequests()).toEqual({
      sent: records.length,
      failed: 0,
      dropped: 0,
      remaining: 0,
      ran: true,
    });
    expect(t.server.batches).toHaveLength(2);
    const first = t.server.batches[0]!;
    expect(new URL(first.url).href).toBe(`${BASE}/api/batch`);
    expect(first.credentials).toBe('include');
    expect(first.headers.get('authorization')).toBe('Bearer token-1');
    expect(first.headers.get('content-type')).toBe('application/json');
    const batches = await Promise.all(
      t.server.batches.map(async (b) => ((await b.json()) as { requests: unknown[] }).requests),
    );
    expect(batches.map((b) => b.length)).toEqual([REPLAY_BATCH_SIZE, 21]);
    const sent = batches.flat();
    expect(sent[0]).toEqual({ id: records.at(-1)!.id, method: 'DELETE', url: '/api/wishlist/word-counter' });
    expect(sent[1]).toEqual({ id: records[0]!.id, method: 'POST', url: '/api/tool-usage', body: { toolId: 't0' } });
    expect(sent.map((r) => (r as { id: string }).id)).toEqual(
      [records.at(-1)!, ...records.slice(0, -1)].map((r) => r.id),
    );
  });

  it('settles each write by its own answer in the batch', async () => {
    const failures = collectFailures();
    await queue(
      { url: '/api/ok', method: 'POST' },
      { url: '/api/later', method: 'POST' },
      { url: '/api/bad', method: 'POST' },
    );
    t.server.answer(
      new Response(null, { status: 204 }),
      json({ error: 'Busy' }, { status: 503 }),
      json({}, { status: 422 }),
    );
    expect(await replayPendingRequests()).toEqual({ sent: 1, failed: 1, dropped: 1, remaining: 1, ran: true });
    expect(t.server.batches).toHaveLength(1);
    expect(failures).toEqual([
      expect.objectContaining({ url: '/api/bad', status: 422, message: 'API Error: Unknown error' }),
    ]);
    expect((await listPendingRequests()).map((r) => [r.url, r.retryCount])).toEqual([['/api/later', 1]]);
  });

  it('sends the writes the batch does not carry alone, right after it, with their keys', async () => {
    const records = await queue(
      { url: '/api/a', method: 'POST' },
      { url: '/api/special', method: 'POST', body: { x: 1 } },
      { url: '/api/b', method: 'POST' },
    );
    // The scripted server serves the batch; the real one flags a write it cannot carry:
    const serve = t.server.fetch;
    configureOffline({
      fetch: async (input, init) => {
        const response = await serve(input, init);
        if (!String(input).endsWith('/api/batch') || !response.ok) return response;
        const { responses } = (await response.json()) as { responses: Array<Record<string, unknown>> };
        return json({
          responses: responses.map((r) => (r.id === records[1]!.id ? { id: r.id, status: 404, unroutable: true } : r)),
        });
      },
    });
    t.setOnline(true);
    expect(await replayPendingRequests()).toMatchObject({ sent: 3, remaining: 0 });
    expect(t.server.calls).toEqual(['POST /api/a', 'POST /api/special', 'POST /api/b', 'POST /api/special']);
    const alone = t.server.requests.at(-1)!;
    expect(alone.headers.get('idempotency-key')).toBe(records[1]!.id);
    expect(await alone.json()).toEqual({ x: 1 });
  });

  it('falls back to one request per write when the server has no batch endpoint', async () => {
    t.server.servesBatch = false;
    const records = await queue({ url: '/api/a', method: 'POST', body: { a: 1 } }, { url: '/api/b', method: 'PATCH' });
    expect(await replayPendingRequests()).toMatchObject({ sent: 2, remaining: 0 });
    expect(t.server.batches).toHaveLength(1);
    expect(t.server.calls).toEqual(['POST /api/a', 'PATCH /api/b']);
    expect(t.server.requests.map((r) => r.headers.get('idempotency-key'))).toEqual(records.map((r) => r.id));
  });

  it("treats a refusal of the whole batch as each write's answer: retried after 503, dropped and reported after 401", async () => {
    const failures = collectFailures();
    await queue({ url: '/api/a', method: 'POST' }, { url: '/api/b', method: 'POST' });
    const serve = t.server.fetch;
    let status = 503;
    configureOffline({
      fetch: async (input, init) =>
        String(input).endsWith('/api/batch') ? json({ error: 'Batch refused' }, { status }) : serve(input, init),
    });
    expect(await replayPendingRequests()).toMatchObject({ failed: 2, dropped: 0, remaining: 2 });
    status = 401;
    expect(await replayPendingRequests()).toMatchObject({ failed: 0, dropped: 2, remaining: 0 });
    expect(failures.map((f) => [f.status, f.message])).toEqual([
      [401, 'API Error: Batch refused'],
      [401, 'API Error: Batch refused'],
    ]);
  });
});

describe('one replayer at a time', () => {
  it("asks Web Locks for 'perch-replay' if available, and replays holding it", async () => {
    const locks = fakeLocks();
    configureOffline({ locks: locks.asLockManager() });
    await queue({ url: '/api/a', method: 'POST' });
    expect(await replayPendingRequests()).toMatchObject({ sent: 1, ran: true });
    expect(locks.request).toHaveBeenCalledWith(REPLAY_LOCK, { ifAvailable: true }, expect.any(Function));
    expect(REPLAY_LOCK).toBe('perch-replay');
  });

  it('does not replay when another tab holds the lock', async () => {
    configureOffline({ locks: fakeLocks(true).asLockManager() });
    await queue({ url: '/api/a', method: 'POST' });
    expect(await replayPendingRequests()).toEqual({ sent: 0, failed: 0, dropped: 0, remaining: 1, ran: false });
    expect(t.server.requests).toEqual([]);
    expect((await listPendingRequests())[0]!.retryCount).toBe(0);
  });

  it('shares a running replay within the page: each request is sent once', async () => {
    await queue({ url: '/api/a', method: 'POST' }, { url: '/api/b', method: 'POST' });
    const [first, second] = await Promise.all([replayPendingRequests(), replayPendingRequests()]);
    expect(t.server.calls).toEqual(['POST /api/a', 'POST /api/b']);
    expect(first).toMatchObject({ sent: 2, ran: true });
    expect(second).toMatchObject({ sent: 0, ran: false, remaining: 0 });
  });

  it('also sends a request queued while a replay runs, in the same replay', async () => {
    await queue({ url: '/api/a', method: 'POST' });
    t.setOnline(true);
    t.server.answer(async () => {
      await enqueueRequest({ url: '/api/late', method: 'POST' });
      return json({});
    });
    expect(await replayPendingRequests()).toMatchObject({ sent: 2, remaining: 0 });
    expect(t.server.calls).toEqual(['POST /api/a', 'POST /api/late']);
  });

  it('tries a failing request once per replay even when more arrive meanwhile', async () => {
    await queue({ url: '/api/a', method: 'POST' });
    t.setOnline(true);
    t.server.answer(async () => {
      await enqueueRequest({ url: '/api/late', method: 'POST' });
      return new Response(null, { status: 500 });
    });
    expect(await replayPendingRequests()).toMatchObject({ sent: 1, failed: 1, remaining: 1 });
    expect(t.server.calls).toEqual(['POST /api/a', 'POST /api/late']);
  });
});
