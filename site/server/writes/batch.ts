/**
 * POST /api/batch: replays many queued writes in one request (the offline queue's fast path).
 * Each item is a queued request {id, method, url, body}; the server applies them in order, each
 * exactly as its own endpoint would — same audience, validation and answer — and at most once
 * under its id as Idempotency-Key. One item's failure does not stop the others.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import type { Caller } from '../auth/caller';
import { getDb } from '../db';
import { DEFAULT_BODY_LIMIT_BYTES, fieldErrors, findJsonProblem, invalidInput, readJson } from '../http/body';
import { HttpError } from '../http/errors';
import type { Database } from '../db/client';
import {
  applyManyOnce,
  applyOnce,
  isIdempotencyKey,
  maybeSweepKeys,
  type KeyedWrite,
  type WriteResult,
} from '../http/idempotency';
import { addressLimitScale, limitAddress } from '../auth/request';
import { takeWriteBudget } from './budget';
import { callerFor, findWrite, type WriteDefinition } from '.';

/** At most this many writes per batch; the client sends bigger queues in several. */
export const BATCH_MAX_ITEMS = 100;
/** A batch body may be this large (each item's own body stays under the endpoints' 64 KiB). */
export const BATCH_BODY_LIMIT_BYTES = 1024 * 1024;

const itemSchema = z.strictObject({
  id: z
    .string('id must be a string')
    .refine(isIdempotencyKey, 'id must be 1 to 255 printable characters without spaces'),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], 'method must be POST, PUT, PATCH or DELETE'),
  url: z.string('url must be a string').max(2000, 'url must be at most 2000 characters'),
  body: z.unknown().optional(),
});

export const batchSchema = z.strictObject({
  requests: z
    .array(itemSchema, 'requests must be an array')
    .min(1, 'requests must not be empty')
    .max(BATCH_MAX_ITEMS, `at most ${BATCH_MAX_ITEMS} requests per batch`),
});

export interface BatchItemResult {
  id: string;
  status: number;
  /** The endpoint's answer: its JSON, or {error, details?}; absent for an empty answer. */
  body?: unknown;
  /** Applied earlier under the same id; this is the stored answer. */
  replayed?: true;
  /** No write here answers that method and path: send it on its own. */
  unroutable?: true;
}

type Item = z.infer<typeof itemSchema>;
type Ctx = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals' | 'clientAddress'>;

const errorBody = (error: HttpError) =>
  error.details ? { error: error.message, details: error.details } : { error: error.message };

type Routed = { item: Item; pathname: string; write: WriteDefinition; params: string[] };

/** Where an item goes: its write, or its answer when it cannot go anywhere. */
function route(item: Item): Routed | BatchItemResult {
  const { id } = item;
  let pathname: string;
  try {
    if (!item.url.startsWith('/')) throw new TypeError('not a path');
    const url = new URL(item.url, 'http://perch.invalid');
    if (url.origin !== 'http://perch.invalid') throw new TypeError('off-site');
    pathname = url.pathname;
  } catch {
    return { id, status: 400, body: { error: 'Invalid request', details: { url: 'must be a path on this site' } } };
  }
  try {
    const found = findWrite(item.method, pathname);
    if (!found)
      return {
        id,
        status: 404,
        body: { error: `No write answers ${item.method} ${pathname} in a batch` },
        unroutable: true,
      };
    return { item, pathname, ...found };
  } catch (error) {
    if (error instanceof HttpError) return { id, status: error.status, body: errorBody(error) };
    throw error;
  }
}

/** The item's validated input; a refusal (400) names the field, 413 when it is over the endpoints' limit. */
function inputOf({ item, write }: Routed): unknown {
  if (!write.schema) return null;
  // The endpoint's own body limit holds for each item too.
  if (new TextEncoder().encode(JSON.stringify(item.body ?? null)).byteLength > DEFAULT_BODY_LIMIT_BYTES) {
    throw new HttpError(413, `Request body is larger than ${DEFAULT_BODY_LIMIT_BYTES} bytes`);
  }
  // Depth was checked for the whole batch; NULs and unpaired surrogates are checked per item.
  const problem = findJsonProblem(item.body);
  if (problem) throw invalidInput(problem);
  const parsed = write.schema.safeParse(item.body);
  if (!parsed.success) throw new HttpError(400, 'Invalid request', fieldErrors(parsed.error));
  return parsed.data;
}

type Ready = Routed & { caller: Caller; input: unknown };

const answerOf = (id: string, result: WriteResult, replayed: boolean): BatchItemResult => ({
  id,
  status: result.status,
  ...(result.body === undefined ? {} : { body: result.body }),
  ...(replayed ? { replayed: true as const } : {}),
});

const keyedWrite = ({ item, pathname, write, params, caller, input }: Ready): KeyedWrite => ({
  key: item.id,
  write: { scope: caller.scope, method: write.method, path: pathname, input },
  apply: (tx) => write.apply(tx, caller, input, params),
});

/** One at a time, each in a savepoint of one transaction: a refused item leaves the others applied. */
async function applyOneByOne(db: Database, ready: Ready[], requestId: string | undefined): Promise<BatchItemResult[]> {
  const answers = await db.transaction(async (tx) => {
    const answers: BatchItemResult[] = [];
    for (const r of ready) {
      try {
        const { key, write, apply } = keyedWrite(r);
        const { result, replayed } = await applyOnce(tx, key, write, apply);
        answers.push(answerOf(r.item.id, result, replayed));
      } catch (error) {
        if (error instanceof HttpError) {
          answers.push({ id: r.item.id, status: error.status, body: errorBody(error) });
          continue;
        }
        console.error(`[${requestId ?? 'no-request-id'}] batch item ${r.item.method} ${r.pathname} failed`, error);
        answers.push({ id: r.item.id, status: 500, body: { error: 'Internal error', requestId } });
      }
    }
    return answers;
  });
  if (answers.some((a) => a.status < 300 && !a.replayed)) await maybeSweepKeys(db);
  return answers;
}

/**
 * Validates the batch (400 names the field), works out who calls, answers the items refused up
 * front, then applies the rest in order: all in one go when nothing goes wrong
 * ({@link applyManyOnce}), else one by one, each in a savepoint — one commit for the lot.
 */
export async function runBatch(context: Ctx): Promise<{ responses: BatchItemResult[] }> {
  const { requests } = await readJson(context.request, batchSchema, {
    limit: BATCH_BODY_LIMIT_BYTES,
    checkText: false,
  });
  const ids = new Set<string>();
  requests.forEach((item, index) => {
    if (ids.has(item.id))
      throw new HttpError(400, 'Invalid request', { [`requests.${index}.id`]: 'each id may appear once per batch' });
    ids.add(item.id);
  });
  const routed = requests.map(route);
  // Callers first, outside the transaction: one lookup per audience for the whole batch.
  const callers = new Map<WriteDefinition['audience'], Caller | HttpError>();
  for (const r of routed) {
    if (!('write' in r) || callers.has(r.write.audience)) continue;
    callers.set(
      r.write.audience,
      await callerFor(context, r.write.audience).catch((error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      }),
    );
  }
  // Refusals known before any write: bad paths, bad bodies, callers who may not.
  const answers = new Map<string, BatchItemResult>();
  const ready: Ready[] = [];
  for (const r of routed) {
    if (!('write' in r)) {
      answers.set(r.id, r);
      continue;
    }
    try {
      const caller = callers.get(r.write.audience)!;
      if (caller instanceof HttpError) throw caller;
      ready.push({ ...r, caller, input: inputOf(r) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answers.set(r.item.id, { id: r.item.id, status: error.status, body: errorBody(error) });
    }
  }
  const db = await getDb();
  // Each item counts against its caller's write budget: past it, the whole batch waits (429 with
  // Retry-After) and the client keeps every item to send again.
  for (const caller of new Set(ready.map((r) => r.caller))) {
    const items = ready.filter((r) => r.caller === caller).length;
    await takeWriteBudget(db, caller, limitAddress(context), items, addressLimitScale());
  }
  // Fast path: all at once; when anything goes wrong, one by one.
  const fast = ready.some((r) => r.write.sideEffects) ? null : await applyManyOnce(db, ready.map(keyedWrite));
  const applied = fast
    ? fast.map((o, i): BatchItemResult => {
        const id = ready[i]!.item.id;
        return 'refused' in o
          ? { id, status: o.refused.status, body: errorBody(o.refused) }
          : answerOf(id, o.result, o.replayed);
      })
    : await applyOneByOne(db, ready, context.locals.requestId);
  for (const answer of applied) answers.set(answer.id, answer);
  const responses = requests.map((item) => answers.get(item.id)!);
  return { responses };
}
