import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { errorReports, performanceMetrics } from '../db/schema';
import { recordErrorReport } from './errorReports';
import {
  PERFORMANCE_BATCHES_PER_ADDRESS,
  PERFORMANCE_BATCHES_PER_CLIENT,
  pageOfReferer,
  performanceBatchSchema,
  recordPerformanceBatch,
} from './performanceMetrics';

let opened: OpenedDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'perch-performance-metrics-'));
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('performance metrics', () => {
  it('stores each metric with the page path and user agent added by the server', async () => {
    const batch = performanceBatchSchema.parse({
      metrics: [
        { metric: 'LCP', value: 1234.5, timestamp: 1_790_000_000_000, userId: 'anonymous' },
        { metric: 'CLS', value: 0.02, timestamp: 1_790_000_000_100, userId: 'anonymous' },
      ],
    });
    await recordPerformanceBatch(opened.db, batch, {
      page: pageOfReferer('http://localhost:4321/terms?x=1#top'),
      userAgent: 'Test UA',
      ip: '10.9.0.1',
      client: 'guest-a',
    });
    const rows = await opened.db.select().from(performanceMetrics).where(eq(performanceMetrics.userAgent, 'Test UA'));
    expect(
      rows
        .map(({ metric, value, measuredAt, userId, page, userAgent }) => ({
          metric,
          value,
          measuredAt,
          userId,
          page,
          userAgent,
        }))
        .sort((a, b) => a.measuredAt - b.measuredAt),
    ).toEqual([
      {
        metric: 'LCP',
        value: 1234.5,
        measuredAt: 1_790_000_000_000,
        userId: 'anonymous',
        page: '/terms',
        userAgent: 'Test UA',
      },
      {
        metric: 'CLS',
        value: 0.02,
        measuredAt: 1_790_000_000_100,
        userId: 'anonymous',
        page: '/terms',
        userAgent: 'Test UA',
      },
    ]);
  });

  it('takes no page from a missing or malformed Referer', () => {
    expect(pageOfReferer(null)).toBeNull();
    expect(pageOfReferer('not a url')).toBeNull();
  });

  const batch = { metrics: [{ metric: 'FCP', value: 1, timestamp: 1, userId: 'u' }] };
  const stored = (
    ip: string,
    client: string | null,
    at: Date,
    limits = { perClient: PERFORMANCE_BATCHES_PER_CLIENT, perAddress: { max: 5, windowMs: 60_000 } },
  ) => recordPerformanceBatch(opened.db, batch, { page: '/', userAgent: null, ip, client, now: at }, limits);
  const countRows = async (ip: string) =>
    (
      await opened.db
        .select()
        .from(performanceMetrics)
        .where(eq(performanceMetrics.page, `/${ip}`))
    ).length;

  it(`takes ${PERFORMANCE_BATCHES_PER_CLIENT.max} batches a minute from one browser, then drops its batches (Retry-After) while others behind its address still send`, async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const limits = { perClient: PERFORMANCE_BATCHES_PER_CLIENT, perAddress: PERFORMANCE_BATCHES_PER_ADDRESS };
    for (let i = 0; i < PERFORMANCE_BATCHES_PER_CLIENT.max; i += 1)
      expect(await stored('10.9.0.2', 'guest-busy', new Date(t0.getTime() + i * 100), limits)).toEqual({
        stored: true,
      });
    expect(await stored('10.9.0.2', 'guest-busy', new Date(t0.getTime() + 30_000), limits)).toEqual({
      stored: false,
      retryAfterSeconds: 31,
    });
    // A colleague behind the same address is not refused for it.
    expect(await stored('10.9.0.2', 'guest-colleague', new Date(t0.getTime() + 30_000), limits)).toEqual({
      stored: true,
    });
    expect(await stored('10.9.0.2', 'guest-busy', new Date(t0.getTime() + 62_000), limits)).toEqual({ stored: true });
  });

  it("caps one address with many browsers at its own ceiling, and browsers without a cookie share a browser's budget", async () => {
    const t0 = new Date('2026-03-01T11:00:00Z');
    for (let i = 0; i < 5; i += 1)
      expect(await stored('10.9.0.4', `guest-${i}`, new Date(t0.getTime() + i))).toEqual({ stored: true });
    expect(await stored('10.9.0.4', 'guest-new', new Date(t0.getTime() + 10))).toMatchObject({ stored: false });
    expect(await stored('10.9.0.5', 'guest-new', new Date(t0.getTime() + 10))).toEqual({ stored: true });

    const small = { perClient: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } };
    expect(await stored('10.9.0.6', null, t0, small)).toEqual({ stored: true });
    expect(await stored('10.9.0.6', null, t0, small)).toEqual({ stored: true });
    expect(await stored('10.9.0.6', null, t0, small)).toEqual({ stored: false, retryAfterSeconds: 100 });
    expect(await stored('10.9.0.6', 'guest-with-cookie', t0, small)).toEqual({ stored: true });
  });

  it('stores nothing of a dropped batch', async () => {
    const t0 = new Date('2026-03-01T12:00:00Z');
    const limits = { perClient: { max: 1, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } };
    const send = (at: Date) =>
      recordPerformanceBatch(
        opened.db,
        batch,
        { page: '/10.9.0.7', userAgent: null, ip: '10.9.0.7', client: 'guest-x', now: at },
        limits,
      );
    await send(t0);
    await send(t0);
    expect(await countRows('10.9.0.7')).toBe(1);
  });
});

describe('error reports', () => {
  it('are stored with the signed-in user id, or none', async () => {
    const userId = '6f1d2c1e-1111-4a2b-9c3d-000000000001';
    await recordErrorReport(
      opened.db,
      { error: 'boom with user' },
      { requestId: 'r1', userAgent: 'UA', url: '/tools', ip: '10.9.1.1', userId },
    );
    await recordErrorReport(
      opened.db,
      { error: 'boom without user' },
      { requestId: 'r2', userAgent: 'UA', url: '/', ip: '10.9.1.1' },
    );
    const rows = await opened.db
      .select({ message: errorReports.message, userId: errorReports.userId, url: errorReports.url })
      .from(errorReports);
    expect(rows).toEqual(
      expect.arrayContaining([
        { message: 'boom with user', userId, url: '/tools' },
        { message: 'boom without user', userId: null, url: '/' },
      ]),
    );
  });
});
