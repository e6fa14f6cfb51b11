import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { idempotencyKeys } from '../db/schema';
import { applyManyOnce, IDEMPOTENCY_TTL_MS, runIdempotent, type KeyedWrite, type WriteResult } from './idempotency';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTemplateCopy('perch-idempotency-');
});
afterAll(() => opened.close());

const request = (key?: string) =>
  new Request('http://perch.test/api/x', { method: 'POST', headers: key ? { 'Idempotency-Key': key } : {} });
const write = { scope: 'user:test', method: 'POST', path: '/api/x', input: { a: 1 } };

describe('runIdempotent', () => {
  it('runs every time without a key', async () => {
    let applied = 0;
    const apply = async () => ({ status: 201, body: { n: ++applied } });
    await runIdempotent(opened.db, request(), write, apply);
    const second = await runIdempotent(opened.db, request(), write, apply);
    expect(applied).toBe(2);
    expect(await second.json()).toEqual({ n: 2 });
  });

  it('forgets a key after 24 hours, so the request counts as new', async () => {
    let applied = 0;
    const apply = async () => ({ status: 201, body: { n: ++applied } });
    const start = Date.now();
    await runIdempotent(opened.db, request('k-expiry'), write, apply, { now: start, random: () => 1 });
    const within = await runIdempotent(opened.db, request('k-expiry'), write, apply, {
      now: start + IDEMPOTENCY_TTL_MS - 1000,
      random: () => 1,
    });
    expect(within.headers.get('idempotent-replayed')).toBe('true');
    const after = await runIdempotent(opened.db, request('k-expiry'), write, apply, {
      now: start + IDEMPOTENCY_TTL_MS + 1000,
      random: () => 1,
    });
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(applied).toBe(2);
  });

  it('sweeps expired keys of every client now and then (1 in 100 writes)', async () => {
    const old = Date.now() - 2 * IDEMPOTENCY_TTL_MS;
    await runIdempotent(
      opened.db,
      request('k-old'),
      { ...write, scope: 'user:someone-else' },
      async () => ({ status: 204, body: undefined }),
      { now: old, random: () => 1 },
    );
    const count = async () => (await opened.db.select().from(idempotencyKeys)).filter((r) => r.key === 'k-old').length;
    await runIdempotent(opened.db, request('k-a'), write, async () => ({ status: 201, body: {} }), {
      random: () => 0.5,
    });
    expect(await count(), 'no sweep at 0.5').toBe(1);
    await runIdempotent(opened.db, request('k-b'), write, async () => ({ status: 201, body: {} }), {
      random: () => 0.001,
    });
    expect(await count(), 'swept below 0.01').toBe(0);
  });

  it('keeps an empty answer empty on replay', async () => {
    const apply = async () => ({ status: 204, body: undefined });
    await runIdempotent(opened.db, request('k-204'), write, apply);
    const replay = await runIdempotent(opened.db, request('k-204'), write, apply);
    expect(replay.status).toBe(204);
    expect(await replay.text()).toBe('');
  });
});

describe('applyManyOnce (a batch in one transaction)', () => {
  const many = (
    keys: string[],
    apply: (key: string) => Promise<WriteResult>,
    input: (k: string) => unknown = (k) => ({ k }),
  ): KeyedWrite[] =>
    keys.map((key) => ({ key, write: { ...write, scope: 'user:many', input: input(key) }, apply: () => apply(key) }));

  it('applies new writes, answers known keys from their record, and refuses a key reused for another request', async () => {
    const applied: string[] = [];
    const apply = async (key: string) => {
      applied.push(key);
      return { status: 201, body: { key } };
    };
    expect(await applyManyOnce(opened.db, many(['m-1', 'm-2'], apply), { random: () => 1 })).toEqual([
      { result: { status: 201, body: { key: 'm-1' } }, replayed: false },
      { result: { status: 201, body: { key: 'm-2' } }, replayed: false },
    ]);
    const again = await applyManyOnce(
      opened.db,
      [...many(['m-2', 'm-3'], apply), ...many(['m-1'], apply, () => ({ other: true }))],
      { random: () => 1 },
    );
    expect(again?.slice(0, 2)).toEqual([
      { result: { status: 201, body: { key: 'm-2' } }, replayed: true },
      { result: { status: 201, body: { key: 'm-3' } }, replayed: false },
    ]);
    expect(again?.[2]).toMatchObject({ refused: { status: 422 } });
    expect(applied).toEqual(['m-1', 'm-2', 'm-3']);
  });

  it('takes over a key older than 24 hours', async () => {
    const start = Date.now();
    const apply = async () => ({ status: 201, body: { at: 'first' } });
    await applyManyOnce(opened.db, many(['m-old'], apply), { now: start, random: () => 1 });
    const later = await applyManyOnce(
      opened.db,
      many(['m-old'], async () => ({ status: 201, body: { at: 'later' } })),
      {
        now: start + IDEMPOTENCY_TTL_MS + 1000,
        random: () => 1,
      },
    );
    expect(later).toEqual([{ result: { status: 201, body: { at: 'later' } }, replayed: false }]);
  });

  it('is all or nothing: when one write throws, every write and key is rolled back and it answers null', async () => {
    const { errorReports } = await import('../db/schema');
    const marker = `rollback-${Date.now()}`;
    const writes = many(['m-a', 'm-b', 'm-c'], async () => ({ status: 201, body: {} }));
    writes[0]!.apply = async (tx) => {
      await tx.insert(errorReports).values({ message: marker });
      return { status: 201, body: {} };
    };
    writes[2]!.apply = async () => {
      throw new Error('boom');
    };
    expect(await applyManyOnce(opened.db, writes, { random: () => 1 })).toBeNull();
    const rows = await opened.db.select().from(errorReports);
    expect(rows.filter((r) => r.message === marker)).toHaveLength(0);
    const keys = (await opened.db.select().from(idempotencyKeys)).filter((r) => ['m-a', 'm-b', 'm-c'].includes(r.key));
    expect(keys).toHaveLength(0);
  });
});
