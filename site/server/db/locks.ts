import { sql } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

// Seeds the advisory-lock key of a scope (pg_advisory_xact_lock(hashtextextended(scope, seed))).
const SCOPE_LOCK_SEED = 7_311_205;

/**
 * Holds a lock on `scope` (for example `subscription:<user id>`) until the transaction `tx` ends:
 * a second transaction asking for the same scope waits until then. A rule read and then written
 * in one transaction ("one live subscription per user", "20 requests a day") holds on PostgreSQL
 * under any number of instances only with such a lock: under READ COMMITTED two transactions can
 * both read "none yet" before either writes. Call it first in the transaction, before the read.
 */
export async function lockScope(tx: Executor, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, ${SCOPE_LOCK_SEED}))`);
}
