import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lockScope } from '../db/locks';
import { authFailures } from '../db/schema';
import { HttpError } from '../http/errors';

/** 10 failed attempts within 15 minutes, per email and per client address, then 429. */
export const THROTTLE_MAX_FAILURES = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** The longest window of any limit counted in auth_failures: older rows never count again. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

export type ThrottleScope = `email:${string}` | `ip:${string}`;

/** A budget: at most `max` events in any `windowMs`, for one scope ("ip:…", "signup:…", …). */
export interface Allowance {
  scope: string;
  max: number;
  windowMs: number;
}

/**
 * The failures a scope may have in THROTTLE_WINDOW_MS: an account's are THROTTLE_MAX_FAILURES; an
 * address's are `addressMax` (THROTTLE_MAX_FAILURES scaled by PERCH_ADDRESS_LIMIT_SCALE).
 */
const maxFailures = (scope: ThrottleScope, addressMax: number) =>
  scope.startsWith('ip:') ? addressMax : THROTTLE_MAX_FAILURES;

/** The sign-in budget of each of a sign-in's scopes. */
export const signInAllowances = (scopes: ThrottleScope[], addressMax = THROTTLE_MAX_FAILURES): Allowance[] =>
  scopes.map((scope) => ({ scope, max: maxFailures(scope, addressMax), windowMs: THROTTLE_WINDOW_MS }));

function tooMany(waitSeconds: number): HttpError {
  return new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(Math.max(1, waitSeconds)),
  });
}

/**
 * Counts an event against each budget, or against none: in one transaction, holding an advisory
 * lock per scope (taken in sorted order, so two requests never wait on each other in a circle),
 * it counts each scope's events in its window and, only when every budget has room, records one
 * event for each scope. A check and its count are one step, so simultaneous requests — on one
 * server or on several sharing PostgreSQL — cannot all pass a check made before any of them was
 * counted. Answers the ids of the events recorded (to forget them with {@link forgetEvents}
 * when the attempt turns out not to count); throws 429 with Retry-After — until the oldest event
 * that fills the budget leaves its window — and records nothing when a budget is spent.
 */
export async function takeAllowance(db: Database, allowances: Allowance[], now = new Date()): Promise<string[]> {
  if (allowances.length === 0) return [];
  const sorted = [...allowances].sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0));
  const ids = await db.transaction(async (tx) => {
    for (const { scope } of sorted) await lockScope(tx, scope);
    let wait = 0;
    for (const { scope, max, windowMs } of sorted) {
      const recent = await tx
        .select({ at: authFailures.createdAt })
        .from(authFailures)
        .where(and(eq(authFailures.scope, scope), gt(authFailures.createdAt, new Date(now.getTime() - windowMs))))
        .orderBy(desc(authFailures.createdAt))
        .limit(max);
      if (recent.length < max) continue;
      wait = Math.max(wait, Math.ceil((recent[max - 1]!.at.getTime() + windowMs - now.getTime()) / 1000));
    }
    if (wait > 0) throw tooMany(wait);
    const rows = await tx
      .insert(authFailures)
      .values(sorted.map(({ scope }) => ({ scope, createdAt: now })))
      .returning({ id: authFailures.id });
    return rows.map((r) => r.id);
  });
  // Rows older than every window never count again.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  return ids;
}

/** Uncounts events recorded by {@link takeAllowance} (a sign-in that turned out right). */
export async function forgetEvents(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(authFailures).where(inArray(authFailures.id, ids));
}

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
export async function retryAfterSeconds(
  db: Database,
  scopes: ThrottleScope[],
  now = new Date(),
  addressMax = THROTTLE_MAX_FAILURES,
): Promise<number> {
  let wait = 0;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  for (const scope of scopes) {
    const max = maxFailures(scope, addressMax);
    const recent = await db
      .select({ at: authFailures.createdAt })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), gt(authFailures.createdAt, since)))
      .orderBy(desc(authFailures.createdAt))
      .limit(max);
    if (recent.length < max) continue;
    const oldest = recent[recent.length - 1]!.at.getTime();
    wait = Math.max(wait, Math.ceil((oldest + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  }
  return Math.max(wait, 0);
}

/** 429 when a scope has used its sign-in budget; counts nothing (see {@link takeAllowance} for that). */
export async function assertNotThrottled(
  db: Database,
  scopes: ThrottleScope[],
  now = new Date(),
  addressMax = THROTTLE_MAX_FAILURES,
): Promise<void> {
  const wait = await retryAfterSeconds(db, scopes, now, addressMax);
  if (wait > 0) throw tooMany(wait);
}

export async function recordFailure(db: Database, scopes: ThrottleScope[], now = new Date()): Promise<void> {
  if (scopes.length === 0) return;
  await db.insert(authFailures).values(scopes.map((scope) => ({ scope, createdAt: now })));
  // Rows older than every window never count again.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}

/** A successful sign-in clears the account's failures (the address keeps its own). */
export async function clearFailures(db: Database, scopes: ThrottleScope[]): Promise<void> {
  if (scopes.length === 0) return;
  await db.delete(authFailures).where(inArray(authFailures.scope, scopes));
}
