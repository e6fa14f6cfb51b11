import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { errorReports, performanceMetrics } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordErrorReport } from './errorReports';
import { PERFORMANCE_BATCHES_PER_ADDRESS, pageOfReferer, performanceBatchSchema, recordPerformanceBatch } from './performanceMetrics';

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
    await recordPerformanceBatch(opened.db, batch, { page: pageOfReferer('http://localhost:4321/terms?x=1#top'), userAgent: 'Test UA', ip: '10.9.0.1' });
    const rows = await opened.db.select().from(performanceMetrics).where(eq(performanceMetrics.userAgent, 'Test UA'));
    expect(rows.map(({ metric, value, measuredAt, userId, page, userAgent }) => ({ metric, value, measuredAt, userId, page, userAgent })).sort((a, b) => a.measuredAt - b.measuredAt)).toEqual([
      { metric: 'LCP', value: 1234.5, measuredAt: 1_790_000_000_000, userId: 'anonymous', page: '/terms', userAgent: 'Test UA' },
      { metric: 'CLS', value: 0.02, measuredAt: 1_790_000_000_100, userId: 'anonymous', page: '/terms', userAgent: 'Test UA' },
    ]);
  });

  it('takes no page from a missing or malformed Referer', () => {
    expect(pageOfReferer(null)).toBeNull();
    expect(pageOfReferer('not a url')).toBeNull();
  });

  it(`takes ${PERFORMANCE_BATCHES_PER_ADDRESS.max} batches a minute from one address, then 429 with Retry-After; others still send`, async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    const batch = { metrics: [{ metric: 'FCP', value: 1, timestamp: 1, userId: 'u' }] };
    const send = (ip: string, at: Date) => recordPerformanceBatch(opened.db, batch, { page: '/', userAgent: null, ip, now: at }).then(() => 204, (e: HttpError) => e.status);
    for (let i = 0; i < PERFORMANCE_BATCHES_PER_ADDRESS.max; i += 1) expect(await send('10.9.0.2', new Date(t0.getTime() + i * 100))).toBe(204);
    const refused = await recordPerformanceBatch(opened.db, batch, { page: '/', userAgent: null, ip: '10.9.0.2', now: new Date(t0.getTime() + 30_000) }).catch((e: unknown) => e);
    expect((refused as HttpError).status).toBe(429);
    expect(Number((refused as HttpError).headers['Retry-After'])).toBe(30);
    expect(await send('10.9.0.3', new Date(t0.getTime() + 30_000))).toBe(204);
    expect(await send('10.9.0.2', new Date(t0.getTime() + 60_001))).toBe(204);
  });
});

describe('error reports', () => {
  it('are stored with the signed-in user id, or none', async () => {
    const userId = '6f1d2c1e-1111-4a2b-9c3d-000000000001';
    await recordErrorReport(opened.db, { error: 'boom with user' }, { requestId: 'r1', userAgent: 'UA', url: '/tools', ip: '10.9.1.1', userId });
    await recordErrorReport(opened.db, { error: 'boom without user' }, { requestId: 'r2', userAgent: 'UA', url: '/', ip: '10.9.1.1' });
    const rows = await opened.db.select({ message: errorReports.message, userId: errorReports.userId, url: errorReports.url }).from(errorReports);
    expect(rows).toEqual(expect.arrayContaining([
      { message: 'boom with user', userId, url: '/tools' },
      { message: 'boom without user', userId: null, url: '/' },
    ]));
  });
});
