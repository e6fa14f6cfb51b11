import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { revokedSessions } from '../db/schema';

// Clerk's session tokens are verified here without asking Clerk, so a token minted before a
// sign-out would be accepted until it expires (about a minute at Clerk; clerk-js on the page being
// left may renew one while the sign-out is under way). Sign-out records the session's id in the
// database, and every instance refuses that session's tokens from then on.

/**
 * How long a signed-out session's tokens are refused: Clerk's default session lifetime, so even a
 * session Clerk could not be told to end (it was unreachable at sign-out) stays signed out here.
 */
export const REVOKED_SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Records a signed-out session (again, if signed out twice) and drops records past their time. */
export async function recordRevokedSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + REVOKED_SESSION_RETENTION_MS);
  await db
    .insert(revokedSessions)
    .values({ sessionId, revokedAt: now, expiresAt })
    .onConflictDoUpdate({ target: revokedSessions.sessionId, set: { revokedAt: now, expiresAt } });
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
}

/** Whether this session was signed out here (and the record has not yet run out). */
export async function isSessionRevoked(db: Database, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(and(eq(revokedSessions.sessionId, sessionId), gt(revokedSessions.expiresAt, now)));
  return rows.length > 0;
}
