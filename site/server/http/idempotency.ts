import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
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

/** The Idempotency-Key header, null when absent; 400 when present but malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'Invalid Idempotency-Key', { [IDEMPOTENCY_HEADER]: 'must be 1 to 255 printable characters without spaces' });
  }
  return key;
}

function hashOf(write: IdempotentWrite): string {
  return createHash('sha256').update(`${write.method} ${write.path}\n${JSON.stringify(write.input)}`).digest('hex');
}

function respond(result: WriteResult, replayed: boolean): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(result.body === undefined ? null : JSON.stringify(result.body), { status: result.status, headers });
}

/**
 * Runs `apply` in a transaction, at most once per (scope, key) within 24 hours. Without a key it
 * simply runs. `random` is injectable so the sweep can be tested.
 */
export async function runIdempotent(
  db: Database,
  request: Request,
  write: IdempotentWrite,
  apply: (tx: Transaction) => Promise<WriteResult>,
  { now = Date.now(), random = Math.random }: { now?: number; random?: () => number } = {},
): Promise<Response> {
  const key = idempotencyKeyOf(request);
  if (key === null) return respond(await db.transaction(apply), false);
  const requestHash = hashOf(write);
  const expiredBefore = new Date(now - IDEMPOTENCY_TTL_MS);
  const outcome = await db.transaction(async (tx) => {
    const mine = and(eq(idempotencyKeys.scope, write.scope), eq(idempotencyKeys.key, key));
    // An expired key is forgotten: the request counts as new.
    await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, expiredBefore)));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: write.scope, key, method: write.method, path: write.path, requestHash, status: 0, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(mine);
      if (!stored) throw new HttpError(409, 'The request with this Idempotency-Key is still in progress; retry it shortly');
      if (stored.requestHash !== requestHash || stored.method !== write.method || stored.path !== write.path) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request', {
          [IDEMPOTENCY_HEADER]: 'send a new key for a new request',
        });
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
  if (!outcome.replayed && random() < SWEEP_CHANCE) {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore)).catch((error: unknown) => {
      console.warn('idempotency key sweep failed', error);
    });
  }
  return respond(outcome.result, outcome.replayed);
}
