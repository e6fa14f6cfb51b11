import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

/**
 * Exactly-once writes for clients that retry (the offline queue replays every request with
 * `Idempotency-Key: <its id>`). The key row is inserted in the same transaction as the write:
 * - the first request inserts the key, applies the write and stores its answer;
 * - a replay finds the key and gets the stored answer (`Idempotent-Replayed: true`), applying nothing;
 * - two copies racing: PostgreSQL makes the second insert wait for the first transaction, then
 *   it sees the key — on any number of server instances;
 * - a write that fails rolls the key back with it, so a corrected retry may use the same key.
 * Keys live 24 hours, scoped per client (user or guest); the same key with another request is
 * refused with 422.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Printable ASCII without spaces, as Stripe and the IETF draft allow; UUIDs fit easily. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Share of writes that also sweep expired keys from the whole table. */
const SWEEP_CHANCE = 0.01;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const isTransaction = (db: Database | Transaction): db is Transaction => 'rollback' in db;

export interface IdempotentWrite {
  /** Whose key space: `user:<id>` or `guest:<id>`. */
  scope: string;
  method: string;
  path: string;
  /** The validated input: its hash must match when the key comes back. */
  input: unknown;
}

export interface WriteResult {
  status: number;
  body: unknown;
}

/** Whether a text may serve as an idempotency key. */
export function isIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The Idempotency-Key header, null when absent; 400 when present but malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!isIdempotencyKey(key)) {
    throw new HttpError(400, 'Invalid Idempotency-Key', {
      [IDEMPOTENCY_HEADER]: 'must be 1 to 255 printable characters without spaces',
    });
  }
  return key;
}

function hashOf(write: IdempotentWrite): string {
  return createHash('sha256')
    .update(`${write.method} ${write.path}\n${JSON.stringify(write.input)}`)
    .digest('hex');
}

const reusedKey = () =>
  new HttpError(422, 'This Idempotency-Key was already used for a different request', {
    [IDEMPOTENCY_HEADER]: 'send a new key for a new request',
  });

function respond(result: WriteResult, replayed: boolean): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
    status: result.status,
    headers,
  });
}

export interface ApplyOptions {
  now?: number;
  random?: () => number;
}

/** Now and then (1 in 100 writes) deletes the expired keys of every client. */
export async function maybeSweepKeys(
  db: Database,
  { now = Date.now(), random = Math.random }: ApplyOptions = {},
): Promise<void> {
  if (random() >= SWEEP_CHANCE) return;
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .catch((error: unknown) => {
      console.warn('idempotency key sweep failed', error);
    });
}

/**
 * Applies `apply` in a transaction at most once per (scope, key) within 24 hours; without a key
 * it simply runs. The key is claimed first (a key older than 24 hours is taken over in the same
 * statement), so a replay never reaches `apply` — no write and no side effect elsewhere (Clerk).
 * Given a transaction, it runs in a savepoint of it (a batch: one commit for many writes) and
 * leaves the sweep to the caller; given the database, it commits and may sweep ({@link
 * maybeSweepKeys}; `random` is injectable so the sweep can be tested).
 */
export async function applyOnce(
  db: Database | Transaction,
  key: string | null,
  write: IdempotentWrite,
  apply: (tx: Transaction) => Promise<WriteResult>,
  { now = Date.now(), random = Math.random }: ApplyOptions = {},
): Promise<{ result: WriteResult; replayed: boolean }> {
  if (key === null) return { result: await db.transaction(apply), replayed: false };
  const requestHash = hashOf(write);
  const expiredBefore = new Date(now - IDEMPOTENCY_TTL_MS);
  const outcome = await db.transaction(async (tx) => {
    const mine = and(eq(idempotencyKeys.scope, write.scope), eq(idempotencyKeys.key, key));
    const claim = {
      method: write.method,
      path: write.path,
      requestHash,
      status: 0,
      response: null,
      createdAt: new Date(now),
    };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: write.scope, key, ...claim })
      // An expired key is forgotten: the request counts as new.
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: claim,
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(mine);
      if (!stored)
        throw new HttpError(409, 'The request with this Idempotency-Key is still in progress; retry it shortly');
      if (stored.requestHash !== requestHash || stored.method !== write.method || stored.path !== write.path) {
        throw reusedKey();
      }
      return { result: { status: stored.status, body: stored.response ?? undefined }, replayed: true };
    }
    const result = await apply(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: result.status, response: result.body ?? null })
      .where(mine);
    return { result, replayed: false };
  });
  if (!outcome.replayed && !isTransaction(db)) await maybeSweepKeys(db, { now, random });
  return outcome;
}

/** {@link applyOnce} for an endpoint: the key from the request's header, the answer as a Response. */
export async function runIdempotent(
  db: Database,
  request: Request,
  write: IdempotentWrite,
  apply: (tx: Transaction) => Promise<WriteResult>,
  options: ApplyOptions = {},
): Promise<Response> {
  const outcome = await applyOnce(db, idempotencyKeyOf(request), write, apply, options);
  return respond(outcome.result, outcome.replayed);
}

export interface KeyedWrite {
  key: string;
  write: IdempotentWrite;
  apply: (tx: Transaction) => Promise<WriteResult>;
}

export type ManyOutcome = { result: WriteResult; replayed: boolean } | { refused: HttpError };

/**
 * The fast path for many keyed writes (a replayed queue): one transaction, one read of the keys
 * already applied, each new write applied in turn, then all their keys stored in one statement —
 * a handful of statements in all instead of five per write. All or nothing: when any write
 * throws, or another request stored one of the keys meanwhile, everything is rolled back and it
 * answers null — the caller then applies them one by one with {@link applyOnce}, which says
 * what went wrong where. Writes with effects outside the database do not belong here.
 */
export async function applyManyOnce(
  db: Database,
  writes: KeyedWrite[],
  { now = Date.now(), random = Math.random }: ApplyOptions = {},
): Promise<ManyOutcome[] | null> {
  if (writes.length === 0) return [];
  const expiredBefore = new Date(now - IDEMPOTENCY_TTL_MS);
  const abandon = new Error('fast path abandoned');
  try {
    const outcomes = await db.transaction(async (tx) => {
      const stored = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            inArray(idempotencyKeys.scope, [...new Set(writes.map((w) => w.write.scope))]),
            inArray(
              idempotencyKeys.key,
              writes.map((w) => w.key),
            ),
            gte(idempotencyKeys.createdAt, expiredBefore),
          ),
        );
      const known = new Map(stored.map((row) => [`${row.scope}\n${row.key}`, row]));
      const outcomes: ManyOutcome[] = [];
      const fresh: (typeof idempotencyKeys.$inferInsert)[] = [];
      for (const { key, write, apply } of writes) {
        const requestHash = hashOf(write);
        const row = known.get(`${write.scope}\n${key}`);
        if (row) {
          outcomes.push(
            row.requestHash !== requestHash || row.method !== write.method || row.path !== write.path
              ? { refused: reusedKey() }
              : { result: { status: row.status, body: row.response ?? undefined }, replayed: true },
          );
          continue;
        }
        let result: WriteResult;
        try {
          result = await apply(tx);
        } catch {
          throw abandon;
        }
        outcomes.push({ result, replayed: false });
        fresh.push({
          scope: write.scope,
          key,
          method: write.method,
          path: write.path,
          requestHash,
          status: result.status,
          response: result.body ?? null,
          createdAt: new Date(now),
        });
      }
      if (fresh.length > 0) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values(fresh)
          .onConflictDoUpdate({
            target: [idempotencyKeys.scope, idempotencyKeys.key],
            set: {
              method: sql`excluded.method`,
              path: sql`excluded.path`,
              requestHash: sql`excluded.request_hash`,
              status: sql`excluded.status`,
              response: sql`excluded.response`,
              createdAt: sql`excluded.created_at`,
            },
            setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
          })
          .returning({ key: idempotencyKeys.key });
        // Another request stored one of these keys since the read: undo everything.
        if (claimed.length !== fresh.length) throw abandon;
      }
      return outcomes;
    });
    if (outcomes.some((o) => 'result' in o && !o.replayed)) await maybeSweepKeys(db, { now, random });
    return outcomes;
  } catch (error) {
    if (error !== abandon) console.warn('idempotent batch fell back to one write at a time', error);
    return null;
  }
}
