import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authFailures } from '../db/schema';
import { HttpError } from '../http/errors';

/** 10 failed attempts within 15 minutes, per email and per client address, then 429. */
export const THROTTLE_MAX_FAILURES = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleScope = `email:${string}` | `ip:${string}`;

export function throttleScopes(email: string | null, ip: string | null): ThrottleScope[] {
  const scopes: ThrottleScope[] = [];
  if (email) scopes.push(`email:${email}`);
  if (ip) scopes.push(`ip:${ip}`);
  return scopes;
}

/**
 * Seconds until another attempt is allowed, or 0 when the scope is not throttled. When the
 * limit is reached, the wait lasts until the oldest of the last ten failures leaves the window.
 */
export async function retryAfterSeconds(db: Database, scopes: ThrottleScope[], now = new Date()): Promise<number> {
  let wait = 0;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  for (const scope of scopes) {
    const recent = await db
      .select({ at: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), gt(authFailures.createdAt, since)))
      .orderBy(desc(authFailures.createdAt))
      .limit(THROTTLE_MAX_FAILURES);
    if (recent.length < THROTTLE_MAX_FAILURES) continue;
    const oldest = recent[recent.length - 1]!.at.getTime();
    wait = Math.max(wait, Math.ceil((oldest + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  }
  return Math.max(wait, 0);
}

export async function assertNotThrottled(db: Database, scopes: ThrottleScope[], now = new Date()): Promise<void> {
  const wait = await retryAfterSeconds(db, scopes, now);
  if (wait > 0) {
    throw new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(Math.max(1, wait)),
    });
  }
}

export async function recordFailure(db: Database, scopes: ThrottleScope[], now = new Date()): Promise<void> {
  if (scopes.length === 0) return;
  await db.insert(authFailures).values(scopes.map((scope) => ({ scope, createdAt: now })));
  // Rows older than the window never count again.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in clears the account's failures (the address keeps its own). */
export async function clearFailures(db: Database, scopes: ThrottleScope[]): Promise<void> {
  if (scopes.length === 0) return;
  await db.delete(authFailures).where(inArray(authFailures.scope, scopes));
}
