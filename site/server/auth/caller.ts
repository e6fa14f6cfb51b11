import type { APIContext } from 'astro';
import { HttpError } from '../http/errors';
import { CLERK_SESSION_COOKIE, GUEST_COOKIE, SESSION_COOKIE } from './cookies';
import { currentAuth } from './request';
import type { UserRow } from './sessions';
import { sha256 } from './tokens';

type Ctx = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals' | 'clientAddress'>;

/** The guest id the site sets for visitors (site/server/publicPageCache.ts). */
const GUEST_ID = /^guest-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Caller = { kind: 'user'; user: UserRow; scope: string } | { kind: 'guest'; guestId: string; scope: string };

/**
 * Who is calling an endpoint open to visitors too: the signed-in user (cookie or bearer token),
 * else the visitor's guest id cookie. 401 when there is neither.
 */
export async function requireCaller(context: Ctx): Promise<Caller> {
  const auth = await currentAuth(context);
  if (auth) return { kind: 'user', user: auth.user, scope: `user:${auth.user.id}` };
  const guestId = context.cookies.get(GUEST_COOKIE)?.value;
  if (guestId && GUEST_ID.test(guestId)) return { kind: 'guest', guestId, scope: `guest:${guestId}` };
  throw new HttpError(401, 'Sign in, or open a Perch page first so this browser has a guest id');
}

/**
 * A key for the browser that sent a request, read from its cookies without asking the database:
 * its guest id, else a hash of its session cookie (never the cookie itself), else null. For
 * budgets that must not be shared by everyone behind one address; anyone can send a new cookie,
 * so such a budget also needs a per-address ceiling.
 */
export function browserKey(context: Pick<APIContext, 'cookies'>): string | null {
  const guestId = context.cookies.get(GUEST_COOKIE)?.value;
  if (guestId && GUEST_ID.test(guestId)) return guestId;
  const session = context.cookies.get(SESSION_COOKIE)?.value || context.cookies.get(CLERK_SESSION_COOKIE)?.value;
  return session ? `session-${sha256(session).slice(0, 32)}` : null;
}
