import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSql } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export { SESSION_COOKIE } from './cookies';
/** Sessions live 30 days from their last use (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is pushed forward at most once a day per session, so reads stay reads. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  expiresAt: Date;
  /** Set when the expiry was just extended: the cookie should be sent again. */
  refreshed: boolean;
}

/** Creates a session and returns its token (only the hash is stored). */
export async function createSession(db: Database, userId: string, userAgent: string | null, now = new Date()) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, expiresAt, userAgent: userAgent?.slice(0, 512) ?? null });
  // Sign-in is a good moment to drop this user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt };
}

/** The session for a token, or null when unknown or expired; extends the expiry when due. */
export async function resolveSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (!token || token.length > 128) return null;
  return resolveSessionHash(db, sha256(token), now);
}

/** The user's columns, by their names in {@link UserRow}. */
const USER_COLUMNS = Object.entries(getTableColumns(users));

/**
 * The session's user and expiry for a token hash, unexpired at `now`: one statement, prepared once
 * per database (preparedSql: on PGlite too, where a drizzle query is parsed and planned again on
 * every call; every signed-in request runs it). Its row is read as drizzle reads a select of these
 * columns: each value through its column's own mapping (timestamps to dates).
 */
async function lookUp(db: Database, tokenHash: string, now: Date): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await preparedSql<Record<string, unknown>>(db, 'perch_session_lookup', () => {
    const columns = USER_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`);
    return sql`select ${sql.join(columns, sql`, `)}, ${sessions.expiresAt} as "sessionExpiresAt" from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId} where ${sessions.tokenHash} = ${sql.placeholder('tokenHash')} and ${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`;
  }).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const user = Object.fromEntries(
    USER_COLUMNS.map(([key, column]) => {
      const value = row[key];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as UserRow;
  return { user, expiresAt: sessions.expiresAt.mapFromDriverValue(row.sessionExpiresAt as string) as Date };
}

export async function resolveSessionHash(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  const row = await lookUp(db, tokenHash, now);
  if (!row) return null;
  const due = row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_REFRESH_AFTER_MS;
  if (!due) return { user: row.user, tokenHash, expiresAt: row.expiresAt, refreshed: false };
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return { user: row.user, tokenHash, expiresAt, refreshed: true };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
