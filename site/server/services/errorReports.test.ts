import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { errorReports } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  ERROR_REPORT_LIMITS,
  ERROR_REPORTS_PER_ADDRESS,
  recordErrorReport,
  type ErrorReportLimits,
} from './errorReports';

let opened: OpenedDatabase;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'perch-error-reports-'));
  opened = await openDatabase({ dataDir: dir });
});
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

const report = (n: number) => ({ error: `crash ${n}` });
const context = (ip: string | null, now: Date) => ({ requestId: 'r', userAgent: null, url: null, ip, now });
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 204,
    (e: HttpError) => e.status,
  );

// #14.8: ~500 anonymous 40 KB reports a second were all stored.
describe('crash reports are limited and capped', () => {
  it(`takes ${ERROR_REPORTS_PER_ADDRESS.max} from one address in 15 minutes, then 429 with Retry-After; others still report`, async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < ERROR_REPORTS_PER_ADDRESS.max; i += 1) {
      expect(
        await status(recordErrorReport(opened.db, report(i), context('10.4.0.1', new Date(t0.getTime() + i * 1000)))),
      ).toBe(204);
    }
    const refused = await recordErrorReport(
      opened.db,
      report(99),
      context('10.4.0.1', new Date(t0.getTime() + 60_000)),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect(Number((refused as HttpError).headers['Retry-After'])).toBe(15 * 60 - 60);
    expect(
      await status(recordErrorReport(opened.db, report(100), context('10.4.0.2', new Date(t0.getTime() + 60_000)))),
    ).toBe(204);
    // Once the window has passed, the address reports again.
    expect(
      await status(
        recordErrorReport(opened.db, report(101), context('10.4.0.1', new Date(t0.getTime() + 15 * 60_000 + 1))),
      ),
    ).toBe(204);
  });

  it('takes a fixed number an hour from everyone together, and keeps only the newest', async () => {
    await opened.db.delete(errorReports);
    const limits: ErrorReportLimits = { ...ERROR_REPORT_LIMITS, inAll: { max: 6, windowMs: 60 * 60 * 1000 }, kept: 4 };
    const t0 = new Date('2026-03-02T10:00:00Z');
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // Each from its own address: only the total budget can run out.
      answers.push(
        await status(
          recordErrorReport(opened.db, report(i), context(`10.5.0.${i}`, new Date(t0.getTime() + i * 1000)), limits),
        ),
      );
    }
    expect(answers).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    const kept = await opened.db.select({ message: errorReports.message }).from(errorReports);
    expect(kept.map((r) => r.message).sort()).toEqual(['crash 2', 'crash 3', 'crash 4', 'crash 5']);
  });
});
