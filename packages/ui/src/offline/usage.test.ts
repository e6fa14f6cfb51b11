import { beforeEach, describe, expect, it } from 'vitest';
import { TOOL_USAGE_ENDPOINT } from './constants';
import { openPerchDb } from './db';
import { recordToolUsage, syncToolUsage } from './usage';
import { BASE, json, networkError, setUpOffline, type OfflineTestbed } from './offline.test-support';

let t: OfflineTestbed;
beforeEach(async () => {
  t = await setUpOffline();
  t.setOnline(true);
});

const allUsage = async () => (await openPerchDb()).getAll('toolUsage');

describe('recordToolUsage', () => {
  it('stores {id: randomUUID, ...record, timestamp, synced: false} and sends nothing', async () => {
    const record = await recordToolUsage({ userId: 'u1', toolId: 'json-formatter', durationMs: 1200 });
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: 'u1',
      toolId: 'json-formatter',
      durationMs: 1200,
      timestamp: t.clock.now,
      synced: false,
    });
    expect(await allUsage()).toEqual([record]);
    expect(t.server.requests).toEqual([]);
  });

  it('the client owns id, timestamp and synced', async () => {
    const record = await recordToolUsage({ userId: 'u1', toolId: 't', id: 'mine', timestamp: 1, synced: true });
    expect(record.id).not.toBe('mine');
    expect(record).toMatchObject({ timestamp: t.clock.now, synced: false });
  });
});

describe('syncToolUsage', () => {
  it('POSTs each unsynced record without id, timestamp and synced, as JSON with credentials and Idempotency-Key', async () => {
    const record = await recordToolUsage({ userId: 'u1', toolId: 'json-formatter', durationMs: 1200 });
    t.setToken('tok');
    expect(await syncToolUsage()).toEqual({ synced: 1, failed: 0 });
    const [request] = t.server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`${BASE}${TOOL_USAGE_ENDPOINT}`);
    expect(request!.url).toBe(`${BASE}/api/tool-usage`);
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.headers.get('idempotency-key')).toBe(record.id);
    expect(request!.headers.get('authorization')).toBe('Bearer tok');
    expect(await request!.json()).toEqual({ userId: 'u1', toolId: 'json-formatter', durationMs: 1200 });
  });

  it('marks a record synced on ok, and does not send it again', async () => {
    await recordToolUsage({ userId: 'u1', toolId: 'a' });
    await syncToolUsage();
    expect((await allUsage())[0]!.synced).toBe(true);
    expect(await syncToolUsage()).toEqual({ synced: 0, failed: 0 });
    expect(t.server.requests).toHaveLength(1);
  });

  it('leaves a record unsynced when the server refuses it or the network fails, and tries it next time', async () => {
    const a = await recordToolUsage({ userId: 'u1', toolId: 'a' });
    t.clock.now += 1;
    const b = await recordToolUsage({ userId: 'u1', toolId: 'b' });
    t.server.answer((request) =>
      request.headers.get('idempotency-key') === a.id ? new Response(null, { status: 500 }) : networkError(),
    );
    t.server.answer((request) =>
      request.headers.get('idempotency-key') === a.id ? new Response(null, { status: 500 }) : networkError(),
    );
    expect(await syncToolUsage()).toEqual({ synced: 0, failed: 2 });
    expect((await allUsage()).every((r) => !r.synced)).toBe(true);
    t.server.fallback = () => json({ ok: true }, { status: 201 });
    expect(await syncToolUsage()).toEqual({ synced: 2, failed: 0 });
    expect(
      t.server.requests
        .slice(2)
        .map((r) => r.headers.get('idempotency-key'))
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('shares a running sync: each record is posted once', async () => {
    await recordToolUsage({ userId: 'u1', toolId: 'a' });
    const [first, second] = await Promise.all([syncToolUsage(), syncToolUsage()]);
    expect(first).toEqual({ synced: 1, failed: 0 });
    expect(second).toBe(first);
    expect(t.server.requests).toHaveLength(1);
  });
});
