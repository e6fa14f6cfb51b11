import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { openTemplateCopy } from '../db/templateCopy.test-support';
import { revokedSessions } from '../db/schema';
import { isSessionRevoked, recordRevokedSession, REVOKED_SESSION_RETENTION_MS } from './revokedSessions';

const DAY = 24 * 60 * 60 * 1000;

describe('Clerk sessions signed out here', () => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await openTemplateCopy('perch-revoked-sessions-test-');
  });
  afterAll(() => opened.close());

  it('are refused from the sign-out on, for Clerk’s default session lifetime, and no other session is', async () => {
    const signedOut = new Date('2026-11-26T12:00:00Z');
    expect(await isSessionRevoked(opened.db, 'sess_a', signedOut)).toBe(false);
    await recordRevokedSession(opened.db, 'sess_a', signedOut);
    expect(REVOKED_SESSION_RETENTION_MS).toBe(7 * DAY);
    expect(await isSessionRevoked(opened.db, 'sess_a', signedOut)).toBe(true);
    expect(await isSessionRevoked(opened.db, 'sess_a', new Date(signedOut.getTime() + 7 * DAY - 1))).toBe(true);
    expect(await isSessionRevoked(opened.db, 'sess_a', new Date(signedOut.getTime() + 7 * DAY))).toBe(false);
    expect(await isSessionRevoked(opened.db, 'sess_b', signedOut)).toBe(false);
  });

  it('signing out twice keeps one record, running from the later sign-out', async () => {
    const first = new Date('2026-11-26T12:00:00Z');
    const second = new Date(first.getTime() + 3 * DAY);
    await recordRevokedSession(opened.db, 'sess_twice', first);
    await recordRevokedSession(opened.db, 'sess_twice', second);
    expect(await isSessionRevoked(opened.db, 'sess_twice', new Date(first.getTime() + 8 * DAY))).toBe(true);
    const rows = await opened.db.select().from(revokedSessions);
    expect(rows.filter((r) => r.sessionId === 'sess_twice')).toHaveLength(1);
  });

  it('drops records past their time at the next sign-out, so the table holds about a week of sign-outs', async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    await recordRevokedSession(opened.db, 'sess_old', old);
    await recordRevokedSession(opened.db, 'sess_new', new Date(old.getTime() + 7 * DAY + 1));
    const ids = (await opened.db.select().from(revokedSessions)).map((r) => r.sessionId);
    expect(ids).not.toContain('sess_old');
    expect(ids).toContain('sess_new');
  });
});
