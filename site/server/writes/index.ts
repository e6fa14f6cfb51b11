/**
 * The writes a client may queue offline and replay, declared once: each endpoint serves its own
 * write through {@link handleWrite}, and POST /api/batch replays many of them in one request
 * through the same declarations — same validation, same idempotency, same answers.
 */
import type { APIContext } from 'astro';
import { requireCaller, type Caller } from '../auth/caller';
import { addressLimitScale, limitAddress, requireAuth } from '../auth/request';
import { takeWriteBudget } from './budget';
import { getDb } from '../db';
import { readJson, textProblem } from '../http/body';
import { HttpError } from '../http/errors';
import { runIdempotent } from '../http/idempotency';
import type { WriteDefinition } from './define';
import { profileWrite } from './profile';
import { toolUsageWrite } from './toolUsage';
import { favouritesAddWrite, favouritesRemoveWrite, wishlistAddWrite, wishlistRemoveWrite } from './toolLists';
import { searchMissWrite } from './searchMisses';
import { toolRequestWrite } from './toolRequests';
import { parootyTurnWrite } from './parootyTurns';

export { defineWrite, type WriteDefinition, type WriteMethod } from './define';

export const WRITES: readonly WriteDefinition[] = [
  toolUsageWrite,
  wishlistAddWrite,
  wishlistRemoveWrite,
  favouritesAddWrite,
  favouritesRemoveWrite,
  toolRequestWrite,
  profileWrite,
  searchMissWrite,
  parootyTurnWrite,
];

/** The write declared for a method and path, with its parameters; null when there is none. */
export function findWrite(method: string, pathname: string): { write: WriteDefinition; params: string[] } | null {
  for (const write of WRITES) {
    if (write.method !== method) continue;
    const match = write.pattern.exec(pathname);
    if (!match) continue;
    let params: string[];
    try {
      params = match.slice(1).map((p) => decodeURIComponent(p));
    } catch {
      throw new HttpError(400, 'Invalid path: malformed percent-encoding', {
        url: 'must be a path with valid percent-encoding',
      });
    }
    // A NUL could never be stored or looked up (PostgreSQL text refuses it).
    for (const param of params) {
      const problem = textProblem(param);
      if (problem) throw new HttpError(400, 'Invalid path', { url: problem });
    }
    return { write, params };
  }
  return null;
}

type Ctx = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals' | 'clientAddress'>;

/** Who is calling, as the write's audience requires: 401 otherwise. */
export async function callerFor(context: Ctx, audience: WriteDefinition['audience']): Promise<Caller> {
  if (audience === 'caller') return requireCaller(context);
  const { user } = await requireAuth(context);
  return { kind: 'user', user, scope: `user:${user.id}` };
}

/** Serves one declared write as its endpoint: caller, body, then the write at most once per Idempotency-Key. */
export async function handleWrite(context: Ctx, write: WriteDefinition): Promise<Response> {
  const found = findWrite(write.method, context.url.pathname);
  if (!found || found.write !== write) throw new HttpError(404, 'Not found');
  const caller = await callerFor(context, write.audience);
  const input = write.schema ? await readJson(context.request, write.schema) : null;
  const db = await getDb();
  await takeWriteBudget(db, caller, limitAddress(context), 1, addressLimitScale());
  return runIdempotent(
    db,
    context.request,
    { scope: caller.scope, method: write.method, path: context.url.pathname, input },
    (tx) => write.apply(tx, caller, input, found.params),
  );
}
